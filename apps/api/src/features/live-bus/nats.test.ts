import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createIntegrations } from '../health/integrations.js';
import { createNatsBus, samplesMessages } from './nats.js';
import { decodeSamples, encodeSamples } from './samples-codec.js';

describe('the NATS live bus while NATS cannot be reached', () => {
  it('keeps a bounded buffer, dropping the oldest, and says so in words', async () => {
    const integrations = createIntegrations(() => Date.UTC(2026, 10, 26));
    const bus = createNatsBus({
      // Port 9 (discard) on loopback: nothing answers NATS there.
      servers: ['nats://127.0.0.1:9'],
      auth: { token: 'never-shown-token' },
      instanceId: 'one',
      streamName: 'TIERMAP_LIVE',
      retentionMs: 60_000,
      maxBytes: 1_048_576,
      maxBuffered: 3,
      retryMs: 50,
      connectWaitMs: 200,
      integrations,
      logger: pino({ level: 'silent' }),
      now: () => Date.UTC(2026, 10, 26),
    });
    await bus.start();
    for (let i = 0; i < 5; i += 1) {
      bus.publishSamples(
        [
          { linkId: 'l', direction: 'AtoZ', tsMs: i, bps: 1 },
          { linkId: 'l', direction: 'ZtoA', tsMs: i, bps: 2 },
        ],
        i,
      );
    }
    expect(bus.status()).toMatchObject({ kind: 'nats', ok: false, pending: 6, dropped: 2 });
    const entry = integrations.list().find((status) => status.name === 'nats');
    expect(entry?.state).toBe('failing');
    expect(bus.status().detail).toMatch(
      /^cannot reach NATS at 127\.0\.0\.1:9 since 2026-11-26T00:00:00\.000Z.*; 6 samples wait to be published; 2 messages of samples dropped \(buffer full\)$/,
    );
    expect(JSON.stringify(integrations.list())).not.toContain('never-shown-token');
    await bus.close();
  });
});

describe('the NATS live bus’s buffer in bytes', () => {
  it('drops the oldest messages once their bytes pass the bound, however few they are', async () => {
    const samples = (i: number) => [
      { linkId: 'l', direction: 'AtoZ' as const, tsMs: i, bps: 1 },
      { linkId: 'l', direction: 'ZtoA' as const, tsMs: i, bps: 2 },
    ];
    const one = encodeSamples(samples(0), 0).length;
    const bus = createNatsBus({
      servers: ['nats://127.0.0.1:9'],
      auth: undefined,
      instanceId: 'one',
      streamName: 'TIERMAP_LIVE',
      retentionMs: 60_000,
      maxBytes: 1_048_576,
      maxBuffered: 1_000,
      // Room for two messages and a half: the third and later push the oldest out.
      maxBufferedBytes: Math.floor(one * 2.5),
      retryMs: 50,
      connectWaitMs: 200,
      logger: pino({ level: 'silent' }),
      now: () => Date.UTC(2026, 10, 26),
    });
    await bus.start();
    for (let i = 0; i < 5; i += 1) bus.publishSamples(samples(i), i);
    expect(bus.status()).toMatchObject({ ok: false, pending: 4, dropped: 3 });
    await bus.close();
  });
});

describe('samplesMessages', () => {
  it('splits one request’s samples into messages of at most the size given, in order, none lost', () => {
    const samples = Array.from({ length: 10_000 }, (_, i) => ({
      linkId: `link-${i % 97}`,
      direction: 'AtoZ' as const,
      tsMs: 1_764_400_000_000 + i,
      bps: i * 1.5,
    }));
    const messages = samplesMessages(samples, 7, 16 * 1024);
    expect(messages.length).toBeGreaterThan(10);
    const decoded = messages.map((m) => decodeSamples(m.data));
    for (const [i, m] of messages.entries()) {
      expect(m.data.length).toBeLessThanOrEqual(16 * 1024);
      expect(decoded[i]?.receivedMs).toBe(7);
      expect(decoded[i]?.samples).toHaveLength(m.samples);
    }
    expect(decoded.flatMap((d) => d?.samples ?? [])).toEqual(samples);
    // What fits goes as one message.
    expect(samplesMessages(samples.slice(0, 10), 7, 16 * 1024)).toHaveLength(1);
  });
});

import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMetricsRuntime } from '../metrics/runtime.js';
import type { Graph } from '../../db/graph.js';
import { createMemoryBus } from './bus.js';

describe('the in-memory live bus (one process, no TIERMAP_NATS_URL)', () => {
  it('publishes nothing, hears nothing and tells no state; health has nothing to say', async () => {
    const bus = createMemoryBus();
    let heard = 0;
    bus.onSamples(() => (heard += 1));
    bus.onChange(() => (heard += 1));
    // Nor any state for the screens: alone, there are no others to hear.
    bus.onState(() => (heard += 1));
    await bus.start();
    bus.publishSamples([{ linkId: 'l', direction: 'AtoZ', tsMs: 1, bps: 1 }], 1);
    bus.publishChange();
    // Alone, there is no snapshot to save: the latest states are not even gathered.
    let gathered = 0;
    bus.snapshot(() => {
      gathered += 1;
      return [];
    });
    expect(gathered).toBe(0);
    expect(heard).toBe(0);
    expect(bus.status()).toEqual({
      kind: 'memory',
      ok: true,
      detail: 'one process',
      pending: 0,
      dropped: 0,
    });
    await bus.close();
  });

  it('is what a metrics runtime uses unless given another bus', async () => {
    const metrics = createMetricsRuntime({} as Graph, pino({ level: 'silent' }), Date.now, {
      retentionMs: 60_000,
      maxSamplesPerDirection: 10,
      staleAfterMs: 60_000,
      utilizationCongested: 0.9,
      graphWriteIntervalMs: 3_600_000,
    });
    expect(metrics.bus.status().kind).toBe('memory');
    await metrics.close();
  });
});

import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createIntegrations } from '../health/integrations.js';
import { createDelivery } from './delivery.js';

const logger = pino({ level: 'silent' });

describe('createDelivery', () => {
  it('retries a failed send with backoff, sends the newest state of each key, and reports both on health', async () => {
    const integrations = createIntegrations(() => 0);
    const sent: string[][] = [];
    let down = true;
    const delivery = createDelivery<string>({
      name: 'alertmanager',
      send: (items) => {
        if (down) return Promise.reject(new Error('Alertmanager answered 503 Service Unavailable'));
        sent.push([...items]);
        return Promise.resolve();
      },
      integrations,
      logger,
      batchSize: 10,
      maxPending: 10,
      initialBackoffMs: 1,
      maxBackoffMs: 20,
    });
    delivery.put('inc-1', 'opened');
    await vi.waitFor(() => expect(integrations.list()[0]?.failuresInARow).toBeGreaterThan(2), {
      timeout: 10_000,
    });
    expect(integrations.list()[0]).toMatchObject({ name: 'alertmanager', state: 'failing' });
    expect(integrations.list()[0]?.lastError).toContain('Alertmanager answered 503');
    delivery.put('inc-1', 'changed');
    delivery.put('inc-2', 'opened');
    down = false;
    await vi.waitFor(() => expect(delivery.pending()).toBe(0), { timeout: 10_000 });
    expect(sent.flat()).toEqual(['changed', 'opened']);
    expect(integrations.list()[0]).toMatchObject({ state: 'ok', failuresInARow: 0 });
    delivery.stop();
  });

  it('keeps at most maxPending items, dropping the oldest, and says so', async () => {
    const integrations = createIntegrations(() => 0);
    const delivery = createDelivery<number>({
      name: 'webhook',
      send: () => Promise.reject(new Error('the chat webhook cannot be reached')),
      integrations,
      logger,
      batchSize: 1,
      maxPending: 3,
      initialBackoffMs: 1,
      maxBackoffMs: 5,
    });
    for (let i = 0; i < 5; i += 1) delivery.put(`k${i}`, i);
    expect(delivery.pending()).toBe(3);
    await vi.waitFor(
      () => expect(integrations.list()[0]?.lastError).toContain('2 older update(s) dropped'),
      {
        timeout: 10_000,
      },
    );
    delivery.stop();
    expect(delivery.pending()).toBe(0);
  });
});

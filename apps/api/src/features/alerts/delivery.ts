import type { Logger } from '../../logger.js';
import type { Integrations } from '../health/integrations.js';

export interface DeliveryOptions<T> {
  /** The integration's name on `/api/health` (`alertmanager`, `webhook`). */
  name: string;
  /** Sends some items; throws an Error whose message says in words what went wrong. */
  send(items: readonly T[]): Promise<void>;
  integrations: Integrations;
  logger: Logger;
  /** At most this many items are sent in one call (1: one call per item). */
  batchSize: number;
  /** At most this many items wait; past it the oldest is dropped (and said so on health). */
  maxPending: number;
  /** The first wait after a failure; doubled each failure in a row up to `maxBackoffMs`. */
  initialBackoffMs: number;
  maxBackoffMs: number;
}

export interface Delivery<T> {
  /** Queues `item` under `key`; an item still waiting under the same key is replaced by it. */
  put(key: string, item: T): void;
  /** How many items wait. */
  pending(): number;
  /** Stops retrying; what waits is dropped. */
  stop(): void;
}

/**
 * A bounded queue of items to send to an outside tool, keyed so that the newest state of one
 * thing wins over an older one that was never sent. Sending runs in the background: a caller
 * never waits for it. A failed send is retried with exponential backoff (nothing is lost while
 * the tool is down, up to `maxPending` items); every exchange is reported on the integrations
 * registry under `name`.
 */
export function createDelivery<T>(options: DeliveryOptions<T>): Delivery<T> {
  const waiting = new Map<string, T>();
  let running = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let backoffMs = options.initialBackoffMs;
  let dropped = 0;
  options.integrations.expect(options.name);

  async function drain(): Promise<void> {
    while (!stopped && waiting.size > 0) {
      const batch = [...waiting].slice(0, options.batchSize);
      try {
        await options.send(batch.map(([, item]) => item));
      } catch (error) {
        const words = error instanceof Error ? error.message : String(error);
        const lost = dropped > 0 ? `; ${dropped} older update(s) dropped while waiting` : '';
        options.integrations.failure(
          options.name,
          `${words}; ${waiting.size} waiting, retried in ${Math.round(backoffMs / 1000)} s${lost}`,
        );
        options.logger.warn(
          { integration: options.name, waiting: waiting.size, reason: words },
          'sending failed; will retry',
        );
        const wait = backoffMs;
        backoffMs = Math.min(options.maxBackoffMs, backoffMs * 2);
        await new Promise<void>((resolve) => {
          timer = setTimeout(resolve, wait);
          timer.unref();
        });
        continue;
      }
      // Sent: forget each item unless a newer one replaced it meanwhile.
      for (const [key, item] of batch) {
        if (waiting.get(key) === item) waiting.delete(key);
      }
      backoffMs = options.initialBackoffMs;
      options.integrations.success(options.name, `sent ${batch.length} update(s)`);
    }
  }

  function start(): void {
    if (running || stopped) return;
    running = true;
    void drain().finally(() => {
      running = false;
      // Something put while the last send was under way, after the loop looked.
      if (waiting.size > 0 && !stopped) start();
    });
  }

  return {
    put(key, item) {
      if (stopped) return;
      waiting.delete(key);
      waiting.set(key, item);
      while (waiting.size > options.maxPending) {
        const oldest = waiting.keys().next().value;
        if (oldest === undefined) break;
        waiting.delete(oldest);
        dropped += 1;
      }
      start();
    },
    pending: () => waiting.size,
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      waiting.clear();
    },
  };
}

import type { Unmapped } from '@tiermap/domain';

/** The longest device or port name the list holds; ingest refuses longer ones before this. */
export const MAX_UNMAPPED_NAME = 256;

/**
 * Counts samples for devices or ports tiermap does not know, so they are listed rather than
 * silently dropped. Holds at most `limit` distinct (device, port) pairs of at most 256
 * characters each: when full, the one seen longest ago makes room, and is counted as evicted.
 * Memory is therefore bounded (about limit x 600 bytes), however many names collectors send.
 */
export function createUnmappedRegistry(limit = 1000): {
  record(device: string, port: string, nowMs: number): void;
  /** The `max` most frequent entries (all held by default), with the counts. */
  report(max?: number): Unmapped;
} {
  const entries = new Map<
    string,
    { device: string; port: string; count: number; lastSeenMs: number }
  >();
  let total = 0;
  let evicted = 0;
  return {
    record(rawDevice, rawPort, nowMs) {
      total += 1;
      const device = rawDevice.slice(0, MAX_UNMAPPED_NAME);
      const port = rawPort.slice(0, MAX_UNMAPPED_NAME);
      const key = `${device}\u0000${port}`;
      const entry = entries.get(key);
      if (entry !== undefined) {
        entry.count += 1;
        entry.lastSeenMs = nowMs;
        entries.delete(key);
        entries.set(key, entry);
        return;
      }
      if (entries.size >= limit) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) {
          entries.delete(oldest);
          evicted += 1;
        }
      }
      entries.set(key, { device, port, count: 1, lastSeenMs: nowMs });
    },
    report(max = limit) {
      return {
        total,
        distinct: entries.size,
        evicted,
        devices: [...entries.values()]
          .map((e) => ({ ...e }))
          .sort(
            (a, b) =>
              b.count - a.count || a.device.localeCompare(b.device) || a.port.localeCompare(b.port),
          )
          .slice(0, Math.max(0, max)),
      };
    },
  };
}

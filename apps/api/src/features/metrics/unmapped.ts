import type { Unmapped } from '@tiermap/domain';

/**
 * Counts samples for devices or ports tiermap does not know, so they are listed rather than
 * silently dropped. Holds at most `limit` distinct (device, port) pairs: when full, the one seen
 * longest ago makes room.
 */
export function createUnmappedRegistry(limit = 1000): {
  record(device: string, port: string, nowMs: number): void;
  report(): Unmapped;
} {
  const entries = new Map<
    string,
    { device: string; port: string; count: number; lastSeenMs: number }
  >();
  let total = 0;
  return {
    record(device, port, nowMs) {
      total += 1;
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
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { device, port, count: 1, lastSeenMs: nowMs });
    },
    report() {
      return {
        total,
        devices: [...entries.values()]
          .map((e) => ({ ...e }))
          .sort(
            (a, b) =>
              b.count - a.count || a.device.localeCompare(b.device) || a.port.localeCompare(b.port),
          ),
      };
    },
  };
}

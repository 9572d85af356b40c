/** One-way delay figures of a latency histogram, milliseconds. */
export interface DelayFigures {
  minMs: number;
  medianMs: number;
  meanMs: number;
  packets: number;
}

/**
 * The minimum, median and mean of a pScheduler latency histogram (`{"2.57": 54, …}`: delay in
 * milliseconds as an unsorted string key, packets as its count); undefined when it counts none.
 * The median is the lower middle value, as perfSONAR's archive computes it.
 */
export function histogramFigures(
  histogram: Readonly<Record<string, number>>,
): DelayFigures | undefined {
  const buckets = Object.entries(histogram)
    .map(([key, packets]) => ({ ms: Number(key), packets }))
    .filter((b) => Number.isFinite(b.ms) && b.packets > 0)
    .sort((a, b) => a.ms - b.ms);
  const packets = buckets.reduce((sum, b) => sum + b.packets, 0);
  const first = buckets[0];
  if (first === undefined || packets === 0) return undefined;
  const middle = Math.ceil(packets / 2);
  let seen = 0;
  let medianMs = first.ms;
  for (const bucket of buckets) {
    seen += bucket.packets;
    if (seen >= middle) {
      medianMs = bucket.ms;
      break;
    }
  }
  const meanMs = buckets.reduce((sum, b) => sum + b.ms * b.packets, 0) / packets;
  return { minMs: first.ms, medianMs, meanMs, packets };
}

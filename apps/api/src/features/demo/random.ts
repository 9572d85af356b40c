/** A stream of uniform numbers in [0, 1). */
export type Random = () => number;

/**
 * Where the demo's randomness comes from: one independent stream per key, all fixed by one seed.
 * Keying the streams (by link, by second) rather than drawing from one shared stream keeps every
 * figure a pure function of (seed, key): the same seed and time give the same rates, whatever
 * was asked before.
 */
export type RandomSource = (key: string) => Random;

/** Mulberry32: a tiny 32-bit generator, plenty for simulated traffic (not for secrets). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The keyed streams of one seed: FNV-1a of the key, mixed with the seed, seeds mulberry32. */
export function randomSource(seed: number): RandomSource {
  return (key) => {
    let hash = 0x811c9dc5 ^ (seed >>> 0);
    for (let i = 0; i < key.length; i += 1) {
      hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
    }
    return mulberry32(hash);
  };
}

/** A number in [low, high) drawn from `random`. */
export function between(random: Random, low: number, high: number): number {
  return low + (high - low) * random();
}

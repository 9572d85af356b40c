import { mulberry32 } from '../large-topology.js';

/** A seeded source of randomness for the diagnosis harness; never `Math.random`. */
export interface Random {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [0, n). */
  int: (n: number) => number;
  /** An integer in [low, high], both included. */
  between: (low: number, high: number) => number;
  /** One item, uniformly; throws on an empty list. */
  pick: <T>(items: readonly T[]) => T;
  /** A shuffled copy (Fisher-Yates). */
  shuffled: <T>(items: readonly T[]) => T[];
}

export function seededRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    between: (low, high) => low + int(high - low + 1),
    pick<T>(items: readonly T[]): T {
      const item = items[int(items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    shuffled<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(i + 1);
        const swap = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = swap;
      }
      return copy;
    },
  };
}

/** A 32-bit seed from a base seed and a name (FNV-1a), so each topology gets its own stream. */
export function derivedSeed(seed: number, name: string): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

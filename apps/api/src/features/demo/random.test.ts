import { describe, expect, it } from 'vitest';
import { mulberry32, randomSource } from './random.js';

describe('random', () => {
  it('mulberry32 repeats its stream for the same seed and stays in [0, 1)', () => {
    const first = mulberry32(42);
    const second = mulberry32(42);
    const drawn = Array.from({ length: 1000 }, () => first());
    expect(Array.from({ length: 1000 }, () => second())).toEqual(drawn);
    expect(Math.min(...drawn)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...drawn)).toBeLessThan(1);
    expect(mulberry32(43)()).not.toBe(drawn[0]);
  });

  it('randomSource gives each key its own stream, fixed by the seed', () => {
    const source = randomSource(7);
    expect(source('geant-par-gva')()).toBe(randomSource(7)('geant-par-gva')());
    expect(source('geant-par-gva')()).not.toBe(source('geant-gva-fra')());
    expect(source('geant-par-gva')()).not.toBe(randomSource(8)('geant-par-gva')());
  });
});

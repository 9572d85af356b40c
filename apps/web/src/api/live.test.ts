import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './live.js';

describe('reconnectDelayMs', () => {
  it('reconnectDelayMs starts at a second and doubles up to half a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

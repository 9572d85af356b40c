import { describe, expect, it } from 'vitest';
import { mtuBytesSchema, tcpObservationSchema, windowBytesSchema } from './index.js';

describe('tcp schemas', () => {
  it('windowBytesSchema takes 64 KB up to the 1 GiB window scaling allows, whole bytes only', () => {
    expect(windowBytesSchema.safeParse(65_536).success).toBe(true);
    expect(windowBytesSchema.safeParse(2 ** 30).success).toBe(true);
    for (const bad of [0, -1, 1.5, 2 ** 30 + 1]) {
      expect(windowBytesSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('mtuBytesSchema takes 1500 and jumbo 9000 and refuses an MTU below IPv4 576', () => {
    expect(mtuBytesSchema.safeParse(1500).success).toBe(true);
    expect(mtuBytesSchema.safeParse(9000).success).toBe(true);
    expect(mtuBytesSchema.safeParse(40).success).toBe(false);
  });

  it('tcpObservationSchema refuses a loss ratio above 1, naming lossRatio', () => {
    const result = tcpObservationSchema.safeParse({
      throughputBps: 51e6,
      lossRatio: 2,
      source: 'measurement',
      atMs: 0,
    });
    expect(result.error?.issues[0]?.path).toEqual(['lossRatio']);
  });
});

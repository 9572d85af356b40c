import { describe, expect, it } from 'vitest';
import { createUnmappedRegistry } from './unmapped.js';

describe('createUnmappedRegistry', () => {
  it('keeps at most limit (device, port) pairs, forgets the one seen longest ago, and counts it', () => {
    const registry = createUnmappedRegistry(3);
    registry.record('r1', 'p1', 1);
    registry.record('r2', 'p1', 2);
    registry.record('r3', 'p1', 3);
    registry.record('r1', 'p1', 4); // seen again: now the newest
    registry.record('r4', 'p1', 5); // r2 makes room
    const report = registry.report();
    expect(report).toMatchObject({ total: 5, distinct: 3, evicted: 1 });
    expect(report.devices.map((d) => d.device).sort()).toEqual(['r1', 'r3', 'r4']);
  });

  it('report lists at most `limit` entries, the most frequent first, and says how many it held', () => {
    const registry = createUnmappedRegistry(1000);
    for (let i = 0; i < 50; i += 1) {
      for (let n = 0; n <= i; n += 1) registry.record(`r${i}`, 'p', n);
    }
    const report = registry.report(10);
    expect(report.devices).toHaveLength(10);
    expect(report.devices[0]).toMatchObject({ device: 'r49', count: 50 });
    expect(report).toMatchObject({ distinct: 50, evicted: 0 });
  });

  it('holds at most 256 characters of a device or port name, however long the name sent', () => {
    const registry = createUnmappedRegistry(10);
    registry.record('d'.repeat(5_000_000), 'p'.repeat(1000), 1);
    const [entry] = registry.report().devices;
    expect(entry?.device).toHaveLength(256);
    expect(entry?.port).toHaveLength(256);
  });

  it('20 distinct 5 MB device names hold about 5 kB, not 100 MB', () => {
    const registry = createUnmappedRegistry(1000);
    for (let i = 0; i < 20; i += 1) registry.record(`${i}`.padEnd(5_000_000, 'x'), 'p', i);
    const held = JSON.stringify(registry.report()).length;
    expect(held).toBeLessThan(20 * 400);
  });
});

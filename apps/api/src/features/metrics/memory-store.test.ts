import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './memory-store.js';
import { directionKey } from './store.js';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('createMemoryStore', () => {
  it('latest keeps the newest value of each field per link direction', () => {
    const store = createMemoryStore({ retentionMs: 3_600_000, maxSamplesPerDirection: 100 });
    store.append([
      { linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1e9, errorsPerSec: 0 },
      { linkId: 'l1', direction: 'AtoZ', tsMs: T0 + 1000, errorsPerSec: 5 },
      { linkId: 'l1', direction: 'ZtoA', tsMs: T0, bps: 2e9 },
    ]);
    expect(store.latestOf('l1', 'AtoZ')).toMatchObject({
      tsMs: T0 + 1000,
      bps: 1e9,
      errorsPerSec: 5,
    });
    expect(store.latestOf('l1', 'ZtoA')?.bps).toBe(2e9);
    expect(store.latest()).toHaveLength(2);
  });

  it('forEachLatest visits every link direction once, by its key, with its latest state', () => {
    const store = createMemoryStore({ retentionMs: 3_600_000, maxSamplesPerDirection: 100 });
    store.append([
      { linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1e9 },
      { linkId: 'l1', direction: 'AtoZ', tsMs: T0 + 1000, bps: 3e9 },
      { linkId: 'l2', direction: 'ZtoA', tsMs: T0, bps: 2e9 },
    ]);
    const seen: [string, number | null][] = [];
    store.forEachLatest((key, state) => seen.push([key, state.bps]));
    expect(seen.sort()).toEqual([
      [directionKey('l1', 'AtoZ'), 3e9],
      [directionKey('l2', 'ZtoA'), 2e9],
    ]);
  });

  it('series averages samples into steps and leaves empty steps null', async () => {
    const store = createMemoryStore({ retentionMs: 3_600_000, maxSamplesPerDirection: 100 });
    store.append([
      { linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1e9 },
      { linkId: 'l1', direction: 'AtoZ', tsMs: T0 + 10_000, bps: 3e9 },
      { linkId: 'l1', direction: 'AtoZ', tsMs: T0 + 120_000, bps: 5e9 },
    ]);
    const points = await store.series({
      linkId: 'l1',
      direction: 'AtoZ',
      fromMs: T0,
      toMs: T0 + 120_000,
      stepMs: 60_000,
    });
    expect(points.map((p) => [p.tsMs - T0, p.bps])).toEqual([
      [0, 2e9],
      [60_000, null],
      [120_000, 5e9],
    ]);
  });

  it('the ring never holds more than maxSamplesPerDirection samples', () => {
    const store = createMemoryStore({ retentionMs: 1e12, maxSamplesPerDirection: 10 });
    for (let i = 0; i < 1000; i += 1) {
      store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0 + i * 1000, bps: i }]);
    }
    expect(store.stats().samples).toBe(10);
    expect(store.latestOf('l1', 'AtoZ')?.bps).toBe(999);
  });

  it('samples older than the retention fall out of the history', async () => {
    const store = createMemoryStore({ retentionMs: 60_000, maxSamplesPerDirection: 1000 });
    store.append([
      { linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1 },
      { linkId: 'l1', direction: 'AtoZ', tsMs: T0 + 120_000, bps: 2 },
    ]);
    expect(store.stats().samples).toBe(1);
    const [old] = await store.series({
      linkId: 'l1',
      direction: 'AtoZ',
      fromMs: T0,
      toMs: T0,
      stepMs: 1000,
    });
    expect(old?.bps).toBeNull();
  });

  it('onChange reports each changed link direction once per append', () => {
    const store = createMemoryStore({ retentionMs: 60_000, maxSamplesPerDirection: 10 });
    const seen: string[][] = [];
    store.onChange((changed) => seen.push(changed.map((c) => `${c.linkId} ${c.direction}`)));
    store.append([
      { linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1 },
      { linkId: 'l1', direction: 'AtoZ', tsMs: T0 + 1, bps: 2 },
      { linkId: 'l2', direction: 'ZtoA', tsMs: T0, bps: 3 },
    ]);
    expect(seen).toEqual([['l1 AtoZ', 'l2 ZtoA']]);
  });

  it('a sample older than the newest held goes into the history in its place, the latest stays', async () => {
    const store = createMemoryStore({ retentionMs: 60_000, maxSamplesPerDirection: 10 });
    expect(store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0 + 5000, bps: 1 }])).toEqual(
      [],
    );
    expect(store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 9 }])).toEqual([]);
    expect(store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0 + 2000, bps: 5 }])).toEqual(
      [],
    );
    expect(store.latestOf('l1', 'AtoZ')).toMatchObject({ tsMs: T0 + 5000, bps: 1 });
    const points = await store.series({
      linkId: 'l1',
      direction: 'AtoZ',
      fromMs: T0,
      toMs: T0 + 5000,
      stepMs: 1000,
    });
    expect(points.map((p) => p.bps)).toEqual([9, null, 5, null, null, 1]);
  });

  it('a sample of a time already held adds no point: it is merged into the one there', async () => {
    const store = createMemoryStore({ retentionMs: 60_000, maxSamplesPerDirection: 10 });
    const at = (tsMs: number, values: { bps?: number; errorsPerSec?: number }) =>
      store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs, ...values }]);
    at(T0, { bps: 9 });
    at(T0 + 2000, { bps: 5 });
    // The same samples again (a message published twice, heard twice): nothing moves.
    let told = 0;
    const stop = store.onChange(() => (told += 1));
    at(T0 + 2000, { bps: 5 });
    at(T0, { bps: 9 });
    stop();
    expect(told).toBe(0);
    expect(store.stats().samples).toBe(2);
    // Another metric of the same time fills that point in, at the newest and further back.
    at(T0 + 2000, { errorsPerSec: 3 });
    at(T0, { errorsPerSec: 1 });
    expect(store.stats().samples).toBe(2);
    expect(store.latestOf('l1', 'AtoZ')).toMatchObject({
      tsMs: T0 + 2000,
      bps: 5,
      errorsPerSec: 3,
    });
    const points = await store.series({
      linkId: 'l1',
      direction: 'AtoZ',
      fromMs: T0,
      toMs: T0 + 2000,
      stepMs: 1000,
    });
    expect(points.map((p) => [p.bps, p.errorsPerSec])).toEqual([
      [9, 1],
      [null, null],
      [5, 3],
    ]);
  });

  it('a full ring takes an older sample in its place and lets the oldest go', async () => {
    const store = createMemoryStore({ retentionMs: 60_000, maxSamplesPerDirection: 3 });
    for (const s of [0, 2, 4]) {
      store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0 + s * 1000, bps: s }]);
    }
    expect(store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0 + 3000, bps: 3 }])).toEqual(
      [],
    );
    const points = await store.series({
      linkId: 'l1',
      direction: 'AtoZ',
      fromMs: T0,
      toMs: T0 + 4000,
      stepMs: 1000,
    });
    expect(points.map((p) => p.bps)).toEqual([null, null, 2, 3, 4]);
    const refused = store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0 + 1000, bps: 1 }]);
    expect(refused).toEqual([
      { index: 0, reason: 'older than every one of the 3 samples held for this link direction' },
    ]);
  });

  it('a sample older than the retention behind the newest is refused with why, not dropped silently', () => {
    const store = createMemoryStore({ retentionMs: 60_000, maxSamplesPerDirection: 10 });
    const refused = store.append([
      { linkId: 'l1', direction: 'AtoZ', tsMs: T0 + 120_000, bps: 1 },
      { linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 9 },
    ]);
    expect(refused).toEqual([
      {
        index: 1,
        reason:
          'older than the 1 minute of history kept behind the newest sample of this link direction',
      },
    ]);
    expect(store.refused()).toBe(1);
    expect(store.latestOf('l1', 'AtoZ')?.bps).toBe(1);
  });

  it('holds memory for the samples it has, not for every direction at the cap', () => {
    // 80,000 link directions at 10,000 routers, most with a few samples: room for 1,500 each up
    // front (72 kB a direction, 5.8 GB in all) is what V8 counts as external memory, and it
    // answers with back-to-back full collections.
    const store = createMemoryStore({ retentionMs: 3_600_000, maxSamplesPerDirection: 1_500 });
    const before = process.memoryUsage().arrayBuffers;
    for (let i = 0; i < 2_000; i += 1) {
      store.append([{ linkId: `l${i}`, direction: 'AtoZ', tsMs: T0, bps: 1e9 }]);
    }
    const grown = process.memoryUsage().arrayBuffers - before;
    // Preallocated: 2,000 x 1,500 x 48 bytes = 144 MB. Grown as needed: a few kB a direction.
    expect(grown).toBeLessThan(16 * 1024 * 1024);
    expect(store.stats().approxBytes).toBeLessThan(16 * 1024 * 1024);
  });

  it('a ring that grows past its first room keeps every sample in order, up to the cap', async () => {
    const store = createMemoryStore({ retentionMs: 3_600_000, maxSamplesPerDirection: 100 });
    // 130 samples, every fifth one late (after the next), so the ring grows, wraps and inserts.
    const order: number[] = [];
    for (let i = 0; i < 130; i += 1) order.push(i);
    for (let i = 0; i + 1 < order.length; i += 5) {
      const a = order[i] ?? 0;
      order[i] = order[i + 1] ?? 0;
      order[i + 1] = a;
    }
    for (const i of order) {
      store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0 + i * 1_000, bps: i }]);
    }
    expect(store.stats().samples).toBe(100);
    const points = await store.series({
      linkId: 'l1',
      direction: 'AtoZ',
      fromMs: T0,
      toMs: T0 + 129_000,
      stepMs: 1_000,
    });
    const held = points.filter((p) => p.bps !== null).map((p) => p.bps);
    expect(held).toEqual(Array.from({ length: 100 }, (_, k) => 30 + k));
  });
});

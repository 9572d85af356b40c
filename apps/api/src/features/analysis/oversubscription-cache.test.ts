import { describe, expect, it } from 'vitest';
import { createOversubscriptionCache } from './oversubscription-cache.js';
import type {
  OversubscriptionInput,
  OversubscriptionRepository,
} from './oversubscription-repository.js';

const G = 1_000_000_000;

/** A router with one blade of `ports` 10G ports on a 20G fabric, at `stamp`. */
function inputAt(stamp: string, ports: number): OversubscriptionInput {
  return {
    stamp,
    routers: [{ id: 'r1', carrierId: 'c1' }],
    blades: [{ id: 'r1:s0', routerId: 'r1', slot: 0, model: 'm', fabricCapacityBps: 20 * G }],
    ports: Array.from(
      { length: ports },
      (_, i) =>
        ({ id: `r1:s0:p${i}`, bladeId: 'r1:s0', routerId: 'r1', speedBps: 10 * G }) as never,
    ),
    backplanes: [{ id: 'r1:bp', routerId: 'r1', capacityBps: 100 * G }],
    links: [],
  };
}

/** A repository whose stamp and input the test moves on, counting the whole reads. */
function fakeRepository(): OversubscriptionRepository & {
  reads: number;
  now: OversubscriptionInput;
} {
  const fake = {
    reads: 0,
    now: inputAt('1:a', 4),
    stamp: () => Promise.resolve(fake.now.stamp),
    input: () => {
      fake.reads += 1;
      return Promise.resolve(fake.now);
    },
  };
  return fake;
}

describe('the oversubscription kept per topology version', () => {
  it('is computed once while the stamp stays, once for requests arriving together', async () => {
    const repository = fakeRepository();
    const cache = createOversubscriptionCache(repository);
    const together = await Promise.all([cache.current(), cache.current(), cache.current()]);
    expect(repository.reads).toBe(1);
    expect(new Set(together).size).toBe(1);
    await cache.current();
    await cache.current();
    expect(repository.reads).toBe(1);
    expect(together[0]?.all.ratio.blades[0]).toMatchObject({ id: 'r1:s0', ratio: 2 });
  });

  it('is computed anew when the stamp moves (a topology write), also to a same-numbered one', async () => {
    const repository = fakeRepository();
    const cache = createOversubscriptionCache(repository);
    expect((await cache.current()).all.ratio.blades[0]?.ratio).toBe(2);
    repository.now = inputAt('1:b', 1);
    const after = await cache.current();
    expect(repository.reads).toBe(2);
    expect(after.all.ratio.blades[0]).toMatchObject({ portCount: 1, ratio: 0.5 });
    expect(after.byCarrier.get('c1')?.id.blades.map((b) => b.id)).toEqual(['r1:s0']);
  });

  it('reads again after a failed read instead of keeping the failure', async () => {
    const repository = fakeRepository();
    let fail = true;
    const cache = createOversubscriptionCache({
      stamp: () => repository.stamp(),
      input: () => (fail ? Promise.reject(new Error('down')) : repository.input()),
    });
    await expect(cache.current()).rejects.toThrow('down');
    fail = false;
    expect((await cache.current()).stamp).toBe('1:a');
  });
});

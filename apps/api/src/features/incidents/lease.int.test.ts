import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshGraph, testGraph } from '../../test-support/graph.js';
import { createLeaseRepository } from './lease-repository.js';
import { createLease, type Lease, type LeaseOptions } from './lease.js';

const TTL_MS = 1_500;
const RENEW_MS = 300;
const graph = testGraph();
const repository = createLeaseRepository(graph);
const contenders: Lease[] = [];

/** One contender with the test's timings (stopped after the test), not started. */
function contender(instanceId: string, extra: Partial<LeaseOptions> = {}): Lease {
  const lease = createLease(repository, {
    name: 'incidents',
    instanceId,
    ttlMs: TTL_MS,
    renewMs: RENEW_MS,
    logger: pino({ level: 'silent' }),
    ...extra,
  });
  contenders.push(lease);
  return lease;
}

function contend(ids: readonly string[]): Lease[] {
  const leases = ids.map((instanceId) => contender(instanceId));
  for (const lease of leases) lease.start();
  return leases;
}

function holders(leases: readonly Lease[]): string[] {
  return leases.filter((l) => l.held()).map((l) => l.status().holder ?? '?');
}

/**
 * Samples who believes they hold the lease every few ms until `done` says so (or 10 s, the
 * issue's bound, have passed): returns the most holders seen at once and whether `done` came.
 */
async function sample(
  leases: readonly Lease[],
  done: () => boolean,
): Promise<{ most: number; reached: boolean; samples: number }> {
  let most = 0;
  let samples = 0;
  for (let waited = 0; waited < 10_000; waited += 10) {
    most = Math.max(most, holders(leases).length);
    samples += 1;
    if (done()) return { most, reached: true, samples };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { most, reached: false, samples };
}

describe('the diagnosis lease (three contenders, one real Neo4j)', () => {
  beforeAll(async () => {
    await freshGraph(graph);
  });
  afterEach(async () => {
    await Promise.all(contenders.splice(0).map((l) => l.stop()));
    await graph.runAutoCommit('MATCH (l:DiagnosisLease) DELETE l');
  });
  afterAll(async () => {
    await graph.close();
  });

  it('a holder that stops hearing the live bus hands the lease to one that hears it, never two at once, and not back while it cannot hear', async () => {
    const cutOff = { a: false };
    const a = contender('api-a', { hearsAll: () => !cutOff.a, yieldAfterMs: 600 });
    const b = contender('api-b', { hearsAll: () => true, yieldAfterMs: 600 });
    expect(await a.renew()).toBe(true);
    b.start();
    a.start();
    // Hearing everything, A keeps it: B only waits.
    await new Promise((resolve) => setTimeout(resolve, 4 * RENEW_MS));
    expect(holders([a, b])).toEqual(['api-a']);
    // A is cut off from NATS: after yieldAfterMs it lets B have it.
    cutOff.a = true;
    const moved = await sample([a, b], () => b.held() && !a.held());
    expect(moved.reached).toBe(true);
    expect(moved.most).toBe(1);
    // And it stays with B: A, still cut off, does not take it back when it comes free between
    // a release and B's next take.
    for (let waited = 0; waited < 3_000; waited += 10) {
      expect(holders([a, b])).toEqual(['api-b']);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }, 30_000);

  it('a holder cut off from the bus keeps the lease when nobody hears it better', async () => {
    const a = contender('api-a', { hearsAll: () => false, yieldAfterMs: 600 });
    const b = contender('api-b', { hearsAll: () => false, yieldAfterMs: 600 });
    expect(await a.renew()).toBe(true);
    a.start();
    b.start();
    await new Promise((resolve) => setTimeout(resolve, 6 * RENEW_MS));
    expect(holders([a, b])).toEqual(['api-a']);
  }, 30_000);

  it('two processes given the same TIERMAP_INSTANCE_ID by mistake never both hold it, and the one left out says why', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const a = contender('api-same', { logger });
    const b = contender('api-same', { logger });
    expect(await a.renew()).toBe(true);
    expect(await b.renew()).toBe(false);
    a.start();
    b.start();
    let most = 0;
    for (let i = 0; i < 200; i += 1) {
      most = Math.max(most, holders([a, b]).length);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(most).toBe(1);
    expect(lines.join('')).toMatch(
      /another process runs with the same TIERMAP_INSTANCE_ID api-same/,
    );
  }, 30_000);

  it('exactly one of three holds it, and the graph names that one', async () => {
    const leases = contend(['api-1', 'api-2', 'api-3']);
    const first = await sample(leases, () => holders(leases).length === 1);
    expect(first.reached).toBe(true);
    // Keep contending for a dozen renewals: never two at once, always the same one.
    const [holder] = holders(leases);
    let most = 0;
    for (let i = 0; i < 400; i += 1) {
      const now = holders(leases);
      most = Math.max(most, now.length);
      if (now.length === 1) expect(now).toEqual([holder]);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(most).toBe(1);
    const [row] = await graph.read(async (tx) => {
      const result = await tx.run('MATCH (l:DiagnosisLease) RETURN l.holder AS holder');
      return result.records.map((r) => r.get('holder') as unknown);
    });
    expect(row).toBe(holder);
    for (const lease of leases) expect(lease.status().holder).toBe(holder);
  });

  it('a holder that stops renewing (kill -9) is replaced within TTL and a renewal, never two at once', async () => {
    const leases = contend(['api-1', 'api-2', 'api-3']);
    expect((await sample(leases, () => holders(leases).length === 1)).reached).toBe(true);
    const killed = leases.find((l) => l.held());
    if (killed === undefined) throw new Error('nobody holds the lease');
    const killedId = killed.status().holder;
    await killed.stop({ release: false });
    const others = leases.filter((l) => l !== killed);
    const handover = await sample(others, () => holders(others).length === 1);
    expect(handover.reached).toBe(true);
    expect(handover.most).toBe(1);
    expect(holders(others)).not.toContain(killedId);
    expect(handover.samples).toBeGreaterThan(10);
  });

  it('a clean release hands over at the next renewal, before the lease would expire', async () => {
    const leases = contend(['api-1', 'api-2', 'api-3']);
    expect((await sample(leases, () => holders(leases).length === 1)).reached).toBe(true);
    const leaving = leases.find((l) => l.held());
    if (leaving === undefined) throw new Error('nobody holds the lease');
    await leaving.stop();
    const others = leases.filter((l) => l !== leaving);
    // Ask at once instead of waiting a renewal: a released lease is free now, not at expiry.
    const taken = await Promise.all(others.map((l) => l.renew()));
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(holders(others)).toHaveLength(1);
  });

  it('a take judges expiry by the database clock: an unexpired lease of another is refused', async () => {
    // Another instance took it just now with a long TTL: however this process's clock stands,
    // the take is refused and names the holder.
    await repository.take('incidents', { id: 'api-far', boot: 'b1' }, 60_000);
    const row = await repository.take('incidents', { id: 'api-near', boot: 'b2' }, 1_000);
    expect(row.holder).toBe('api-far');
    await repository.release('incidents', { id: 'api-far', boot: 'b1' });
    expect((await repository.take('incidents', { id: 'api-near', boot: 'b2' }, 1_000)).holder).toBe(
      'api-near',
    );
  });

  it('many takes at once by different instances give it to exactly one', async () => {
    const rows = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        repository.take('incidents', { id: `api-${i}`, boot: 'b' }, 60_000),
      ),
    );
    const winners = new Set(rows.map((r) => r.holder));
    expect(winners.size).toBe(1);
    const winner = [...winners][0];
    expect(rows.filter((r, i) => r.holder === `api-${i}` && r.holder === winner)).toHaveLength(1);
  });
});

import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { LeaseRepository, LeaseRow } from './lease-repository.js';
import { createLease, type Lease, type LeaseOptions } from './lease.js';

/** A lease node held in memory, with the database's clock set by the test. */
function memoryRepository(dbNow: () => number): LeaseRepository & { row: LeaseRow } {
  const repo = {
    row: {
      holder: null,
      holderBoot: null,
      sinceMs: null,
      expiresAtMs: null,
      readyBy: null,
      readyAtMs: null,
      nowMs: null,
    } as LeaseRow,
    take(_name: string, holder: { id: string; boot: string }, ttlMs: number) {
      const now = dbNow();
      const free = repo.row.holder === null || (repo.row.expiresAtMs ?? 0) <= now;
      const ours = repo.row.holder === holder.id && repo.row.holderBoot === holder.boot;
      if (free || ours) {
        repo.row = {
          ...repo.row,
          holder: holder.id,
          holderBoot: holder.boot,
          sinceMs: ours ? repo.row.sinceMs : now,
          expiresAtMs: now + ttlMs,
        };
      }
      return Promise.resolve({ ...repo.row, nowMs: now });
    },
    release(_name: string, holder: { id: string; boot: string }) {
      if (repo.row.holder === holder.id && repo.row.holderBoot === holder.boot) {
        repo.row = {
          ...repo.row,
          holder: null,
          holderBoot: null,
          sinceMs: null,
          expiresAtMs: null,
        };
      }
      return Promise.resolve();
    },
  };
  return repo;
}

const logger = pino({ level: 'silent' });

/** A lease of `api-1` on `repo` (TTL 6 s, renewed every 2 s) on the test's clock `local`. */
function leaseOf(
  repo: LeaseRepository,
  local: () => number,
  extra: Partial<LeaseOptions> = {},
): Lease {
  return createLease(repo, {
    name: 'incidents',
    instanceId: 'api-1',
    ttlMs: 6_000,
    renewMs: 2_000,
    logger,
    monotonic: local,
    ...extra,
  });
}

describe('the diagnosis lease', () => {
  it('is not taken while mayTake says no (the instance still reads the live bus back); one held is renewed all the same', async () => {
    let local = 0;
    const repo = memoryRepository(() => local);
    let replaying = true;
    const lease = leaseOf(repo, () => local, { mayTake: () => !replaying });
    expect(await lease.renew()).toBe(false);
    expect(repo.row.holder).toBeNull();
    replaying = false;
    expect(await lease.renew()).toBe(true);
    // Held: renewed even while it may not take it afresh (a reconnect replaying the stream).
    replaying = true;
    local += 2_000;
    expect(await lease.renew()).toBe(true);
    expect(repo.row.expiresAtMs).toBe(8_000);
  });

  it('held ends ttlMs after the take began on this clock, whatever the database clock says', async () => {
    let local = 1_000;
    // The database's clock is a day ahead of this machine's: only durations on this clock count.
    const repo = memoryRepository(() => local + 86_400_000);
    const lease = leaseOf(repo, () => local);
    expect(await lease.renew()).toBe(true);
    expect(lease.status()).toEqual({ leader: true, holder: 'api-1', sinceMs: 86_401_000 });
    local += 5_999;
    expect(lease.held()).toBe(true);
    local += 1;
    expect(lease.held()).toBe(false);
  });

  it('a second instance sees the holder and takes over only when it expired or was released', async () => {
    let local = 0;
    const repo = memoryRepository(() => local);
    const options = { name: 'incidents', ttlMs: 6_000, renewMs: 2_000, logger };
    const first = createLease(repo, { ...options, instanceId: 'api-1', monotonic: () => local });
    const second = createLease(repo, { ...options, instanceId: 'api-2', monotonic: () => local });
    const changes: boolean[] = [];
    const third = createLease(repo, {
      ...options,
      instanceId: 'api-3',
      monotonic: () => local,
      onChange: (leader) => changes.push(leader),
    });
    expect(await first.renew()).toBe(true);
    expect(await second.renew()).toBe(false);
    expect(second.status()).toEqual({ leader: false, holder: 'api-1', sinceMs: 0 });
    local = 6_000;
    expect(await second.renew()).toBe(true);
    expect(first.held()).toBe(false);
    await second.stop();
    expect(await third.renew()).toBe(true);
    await third.stop({ release: false });
    expect(changes).toEqual([true, false]);
    expect(repo.row.holder).toBe('api-3');
  });
});

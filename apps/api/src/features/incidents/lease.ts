import { randomBytes } from 'node:crypto';
import type { Logger } from '../../logger.js';
import type { LeaseRepository, LeaseRow } from './lease-repository.js';

/** Who holds a lease as last seen, as `/api/health` shows it. */
export interface LeaseStatus {
  /** This instance holds it. */
  leader: boolean;
  /** The instance id of the holder; null when nobody holds it (or it was never read). */
  holder: string | null;
  /** When the holder took it, by the database's clock (ms since the epoch); null with no holder. */
  sinceMs: number | null;
}

/**
 * A lease that one instance among several holds at a time (the incident engine's): taken and
 * renewed in the background, released on a clean stop. `held()` is judged on this process's
 * monotonic clock from the start of the last successful renewal, so it turns false no later than
 * the database would give the lease to another instance, whatever the clocks of the machines say.
 */
export interface Lease {
  held(): boolean;
  status(): LeaseStatus;
  /** Takes or renews it now (also done every renewal interval once started). */
  renew(): Promise<boolean>;
  start(): void;
  /** Stops renewing; releases it unless `release` is false (a kill -9, as tests simulate it). */
  stop(options?: { release?: boolean }): Promise<void>;
}

export interface LeaseOptions {
  /** The lease's name (one node per name). */
  name: string;
  /** This instance's id (`TIERMAP_INSTANCE_ID`). */
  instanceId: string;
  /** How long a take lasts without renewal, ms. */
  ttlMs: number;
  /** How often it is renewed (and tried by the others), ms; well under `ttlMs`. */
  renewMs: number;
  logger: Logger;
  /** A monotonic clock, ms (tests pass their own). */
  monotonic?: () => number;
  /** Told when this instance gains or loses the lease. */
  onChange?: (leader: boolean) => void;
  /**
   * Whether this instance may take the lease when it does not hold it (one it holds is renewed
   * regardless): false while it cannot do the job as well as another could, e.g. while it still
   * reads the live bus back and lacks the other instances' latest samples.
   */
  mayTake?: () => boolean;
  /**
   * Whether this instance hears every instance's samples now (its live bus is up; always with no
   * bus). A holder that has not for `yieldAfterMs` hands the lease to an instance that does and
   * asked for it lately, and does not take it back while that one asks; with none, it keeps it.
   */
  hearsAll?: () => boolean;
  /** How long a holder may not hear the bus before it hands over, ms (10 s by default). */
  yieldAfterMs?: number;
  /**
   * This process among those that may share its instance id (random by default): the lease is
   * a process's, so two processes given one TIERMAP_INSTANCE_ID by mistake never both hold it.
   */
  bootId?: string;
}

/** A lease kept in Neo4j by `repository`, renewed every `renewMs` once started. */
export function createLease(repository: LeaseRepository, options: LeaseOptions): Lease {
  const monotonic = options.monotonic ?? (() => performance.now());
  let validUntil = -Infinity;
  let seen: { holder: string | null; sinceMs: number | null } = { holder: null, sinceMs: null };
  let wasLeader = false;
  let timer: NodeJS.Timeout | undefined;
  let renewing: Promise<boolean> | undefined;
  let stopped = false;
  /** Since when (this clock) this instance has not heard the live bus; undefined while it does. */
  let deafSince: number | undefined;
  /** When (this clock) an instance that hears the bus was last seen asking for the lease. */
  let readyOtherSeenAt = -Infinity;
  const yieldAfterMs = options.yieldAfterMs ?? 10_000;
  const self = { id: options.instanceId, boot: options.bootId ?? randomBytes(4).toString('hex') };
  /** Whether another process with this instance id held it at the last take (said once). */
  let twinSeen = false;

  const held = (): boolean => monotonic() < validUntil;
  /** A ready instance asked within two renewals (by the database's clock, as the row says). */
  const readyOther = (row: LeaseRow): string | undefined =>
    row.readyBy !== null &&
    row.readyBy !== options.instanceId &&
    row.readyAtMs !== null &&
    row.nowMs !== null &&
    row.nowMs - row.readyAtMs <= 2 * options.renewMs
      ? row.readyBy
      : undefined;
  const tell = (): void => {
    const leader = held();
    if (leader === wasLeader) return;
    wasLeader = leader;
    options.logger.info(
      { lease: options.name, instance: options.instanceId, leader },
      leader ? 'took the lease' : 'no longer holds the lease',
    );
    options.onChange?.(leader);
  };

  async function takeOnce(): Promise<boolean> {
    const hears = options.hearsAll?.() ?? true;
    if (hears) deafSince = undefined;
    else deafSince ??= monotonic();
    const deaf = deafSince !== undefined && monotonic() - deafSince >= yieldAfterMs;
    // Not taken by one that cannot do the job as well as another: one still reading the bus
    // back, or one cut off from it while another that hears it asked lately.
    if (
      !held() &&
      (options.mayTake?.() === false ||
        (deaf && monotonic() - readyOtherSeenAt <= 2 * options.renewMs))
    ) {
      tell();
      return false;
    }
    const startedAt = monotonic();
    try {
      const row = await repository.take(options.name, self, options.ttlMs, hears);
      const ours = row.holder === self.id && row.holderBoot === self.boot;
      const twin = row.holder === self.id && !ours && row.holderBoot !== null;
      if (twin && !twinSeen) {
        options.logger.warn(
          { lease: options.name, instance: self.id },
          `another process runs with the same TIERMAP_INSTANCE_ID ${self.id} and holds the ` +
            'lease: give each instance its own id',
        );
      }
      twinSeen = twin;
      seen = { holder: row.holder, sinceMs: row.sinceMs };
      const other = readyOther(row);
      if (other !== undefined) readyOtherSeenAt = monotonic();
      if (ours && deaf && other !== undefined && !stopped) {
        // Cut off from the bus, it diagnoses on part of the picture: the one that hears it all
        // takes over at its next try. Not ours from now on, before the database says so.
        validUntil = -Infinity;
        options.logger.warn(
          { lease: options.name, instance: options.instanceId, to: other },
          'handing the lease over: this instance has not heard the live bus for a while, another does',
        );
        await repository.release(options.name, self);
        seen = { holder: null, sinceMs: null };
        tell();
        return false;
      }
      // The database's expiry is at least ttlMs after this call started: counting from its start
      // on this clock ends our claim no later than the database's.
      validUntil = ours && !stopped ? startedAt + options.ttlMs : -Infinity;
    } catch (error) {
      // Unsure: not ours until a take succeeds; what held() says ends by the last expiry anyway.
      options.logger.warn({ err: error, lease: options.name }, 'could not renew the lease');
    }
    tell();
    return held();
  }

  const lease: Lease = {
    held,
    status: () => {
      const leader = held();
      return {
        leader,
        holder: leader ? options.instanceId : seen.holder,
        sinceMs: leader || seen.holder !== null ? seen.sinceMs : null,
      };
    },
    renew() {
      renewing ??= takeOnce().finally(() => {
        renewing = undefined;
      });
      return renewing;
    },
    start() {
      if (timer !== undefined) return;
      stopped = false;
      void lease.renew();
      timer = setInterval(() => void lease.renew(), options.renewMs);
      timer.unref();
    },
    async stop({ release = true } = {}) {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await renewing;
      const ours = held();
      validUntil = -Infinity;
      tell();
      if (!release || !ours) return;
      try {
        await repository.release(options.name, self);
      } catch (error) {
        options.logger.warn({ err: error, lease: options.name }, 'could not release the lease');
      }
    },
  };
  return lease;
}

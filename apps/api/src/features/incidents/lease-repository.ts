import type { Graph } from '../../db/graph.js';
import { toPlain } from '../../db/neo4j-values.js';

/** One row of the lease node after a take or a release. */
export interface LeaseRow {
  holder: string | null;
  /** Which process of that instance id holds it (its boot id): two given one id are told apart. */
  holderBoot: string | null;
  sinceMs: number | null;
  expiresAtMs: number | null;
  /** The last instance that asked for the lease while it heard the live bus, and when. */
  readyBy: string | null;
  readyAtMs: number | null;
  /** The database's clock at this take. */
  nowMs: number | null;
}

/** The lease node in Neo4j; every decision is made by the database's clock (`timestamp()`). */
export interface LeaseRepository {
  /**
   * Takes the lease when it is free, expired, or already `holder`'s; returns who holds it. Not
   * taking it, a `ready` caller (it hears the live bus) is noted as the one a holder that does
   * not may hand it to.
   */
  take(
    name: string,
    holder: { id: string; boot: string },
    ttlMs: number,
    ready?: boolean,
  ): Promise<LeaseRow>;
  /** Frees the lease if `holder` (that process) holds it. */
  release(name: string, holder: { id: string; boot: string }): Promise<void>;
}

// The write lock is taken first (SET l.lockedBy), so two takes at once run one after the other
// and the second sees what the first wrote (the lost-update idiom of Neo4j's manual).
const TAKE = `
MERGE (l:DiagnosisLease {id: $name})
SET l.lockedBy = $holder
WITH l, timestamp() AS nowMs
WITH l, nowMs, l.holder = $holder AND coalesce(l.holderBoot, $boot) = $boot AS ours,
     (l.holder IS NULL OR l.expiresAtMs IS NULL OR l.expiresAtMs <= nowMs) AS free
WITH l, nowMs, ours, ours OR free AS taking
SET l.sinceMs = CASE WHEN taking AND NOT coalesce(ours, false) THEN nowMs ELSE l.sinceMs END,
    l.expiresAtMs = CASE WHEN taking THEN nowMs + $ttlMs ELSE l.expiresAtMs END,
    l.holder = CASE WHEN taking THEN $holder ELSE l.holder END,
    l.holderBoot = CASE WHEN taking THEN $boot ELSE l.holderBoot END,
    l.readyBy = CASE WHEN NOT taking AND $ready THEN $holder ELSE l.readyBy END,
    l.readyAtMs = CASE WHEN NOT taking AND $ready THEN nowMs ELSE l.readyAtMs END
REMOVE l.lockedBy
RETURN l.holder AS holder, l.holderBoot AS holderBoot, l.sinceMs AS sinceMs, l.expiresAtMs AS expiresAtMs,
       l.readyBy AS readyBy, l.readyAtMs AS readyAtMs, nowMs`;

const RELEASE = `
MATCH (l:DiagnosisLease {id: $name})
WHERE l.holder = $holder AND coalesce(l.holderBoot, $boot) = $boot
SET l.holder = null, l.holderBoot = null, l.sinceMs = null, l.expiresAtMs = null`;

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

export function createLeaseRepository(graph: Graph): LeaseRepository {
  return {
    take: (name, holder, ttlMs, ready = false) =>
      graph.write(async (tx) => {
        const result = await tx.run(TAKE, {
          name,
          holder: holder.id,
          boot: holder.boot,
          ttlMs,
          ready,
        });
        const record = result.records[0];
        if (record === undefined) throw new Error('the lease node was not written');
        const holderValue = toPlain(record.get('holder'));
        const readyBy = toPlain(record.get('readyBy'));
        const holderBoot = toPlain(record.get('holderBoot'));
        return {
          holder: typeof holderValue === 'string' ? holderValue : null,
          holderBoot: typeof holderBoot === 'string' ? holderBoot : null,
          sinceMs: numberOrNull(toPlain(record.get('sinceMs'))),
          expiresAtMs: numberOrNull(toPlain(record.get('expiresAtMs'))),
          readyBy: typeof readyBy === 'string' ? readyBy : null,
          readyAtMs: numberOrNull(toPlain(record.get('readyAtMs'))),
          nowMs: numberOrNull(toPlain(record.get('nowMs'))),
        };
      }),
    release: (name, holder) =>
      graph.write(async (tx) => {
        await tx.run(RELEASE, { name, holder: holder.id, boot: holder.boot });
      }),
  };
}

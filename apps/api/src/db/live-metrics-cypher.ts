import { LIVE_METRICS, type Direction } from '@tiermap/domain';

// Cypher built from the live metrics table's constants (packages/domain/src/live-metrics.ts:
// each metric's Link property suffix and field name), never from input; the values are
// parameters. Beside catalogue-cypher.ts, so string-built Cypher lives only in db/.

/**
 * The statement writing one direction's latest state onto its Link nodes: a property per live
 * metric (`liveAtoZBps`, `liveAtoZInDiscardsPerSec`, ...) and the sample's time
 * (`liveAtoZAt`), from `UNWIND $rows AS r` rows of `{linkId, tsMs, <metric>...}`.
 */
export function writeLatestStatement(direction: Direction): string {
  const sets = LIVE_METRICS.map((m) => `l.live${direction}${m.graph} = r.${m.name}`);
  return `UNWIND $rows AS r MATCH (l:Link {id: r.linkId})
           SET ${sets.join(', ')}, l.live${direction}At = datetime({epochMillis: toInteger(r.tsMs)})`;
}

/** The two fixed statements, one per direction, built once. */
export const WRITE_LATEST: Readonly<Record<Direction, string>> = {
  AtoZ: writeLatestStatement('AtoZ'),
  ZtoA: writeLatestStatement('ZtoA'),
};

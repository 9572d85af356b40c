import { LIVE_METRICS, type Direction } from '@tiermap/domain';

// Cypher built from the live metrics table's constants (packages/domain/src/live-metrics.ts:
// each metric's Link property suffix and field name), never from input; the values are
// parameters. Beside catalogue-cypher.ts, so string-built Cypher lives only in db/.

/**
 * The statement writing one direction's latest state onto its Link nodes: a property per live
 * metric (`liveAtoZBps`, `liveAtoZInDiscardsPerSec`, ...) and the sample's time
 * (`liveAtoZAt`). Its parameters are columns of one length, not a list of rows: `$linkIds`,
 * `$tsMs` and one list per live metric named by the metric (`$bps`, ...), row `i` being the
 * `i`th of each (`latestColumns`). The driver packs a list of plain values several times faster
 * than a list of maps, each of which it checks for every temporal and spatial type.
 */
export function writeLatestStatement(direction: Direction): string {
  const sets = LIVE_METRICS.map((m) => `l.live${direction}${m.graph} = $${m.name}[i]`);
  return `UNWIND range(0, size($linkIds) - 1) AS i MATCH (l:Link {id: $linkIds[i]})
           SET ${sets.join(', ')}, l.live${direction}At = datetime({epochMillis: toInteger($tsMs[i])})`;
}

/** The two fixed statements, one per direction, built once. */
export const WRITE_LATEST: Readonly<Record<Direction, string>> = {
  AtoZ: writeLatestStatement('AtoZ'),
  ZtoA: writeLatestStatement('ZtoA'),
};

import type { Direction, HopDetail, HopLink, PathDetail } from '@tiermap/domain';

/** One row per link crossed: what the repository reads for a path. */
export interface CrossingRow {
  direction: Direction;
  hop: number;
  traversal: Direction;
  trunkId: string | null;
  link: { id: string; name: string; carrierId: string; capacityBps: number; rttMs?: number };
  aEnd: HopLink['from'];
  zEnd: HopLink['from'];
}

export interface PathHeader {
  id: string;
  name: string;
  aSiteId: string;
  zSiteId: string;
}

/**
 * Builds a path's ordered hops per direction from its crossing rows: each hop names the routers
 * it leaves and reaches, the blades and ports it leaves and enters by, and any trunk.
 */
export function pathDetail(header: PathHeader, rows: readonly CrossingRow[]): PathDetail {
  const hops = { AtoZ: hopsOf(rows, 'AtoZ'), ZtoA: hopsOf(rows, 'ZtoA') };
  const route = (list: HopDetail[]) => list.map((h) => h.trunkId ?? h.links[0]?.linkId ?? '');
  return {
    ...header,
    symmetric: route(hops.AtoZ).join(' ') === route(hops.ZtoA).reverse().join(' '),
    rttMs: { AtoZ: totalRtt(hops.AtoZ), ZtoA: totalRtt(hops.ZtoA) },
    hops,
  };
}

function hopsOf(rows: readonly CrossingRow[], direction: Direction): HopDetail[] {
  const byHop = new Map<number, CrossingRow[]>();
  for (const row of rows) {
    if (row.direction === direction) {
      byHop.set(row.hop, [...(byHop.get(row.hop) ?? []), row]);
    }
  }
  return [...byHop.entries()]
    .sort(([a], [b]) => a - b)
    .map(([hop, crossing]) => {
      const links: HopLink[] = crossing
        .map((row) => ({
          linkId: row.link.id,
          name: row.link.name,
          carrierId: row.link.carrierId,
          capacityBps: row.link.capacityBps,
          ...(row.link.rttMs === undefined ? {} : { rttMs: row.link.rttMs }),
          traversal: row.traversal,
          from: row.traversal === 'AtoZ' ? row.aEnd : row.zEnd,
          to: row.traversal === 'AtoZ' ? row.zEnd : row.aEnd,
        }))
        .sort((a, b) => a.linkId.localeCompare(b.linkId));
      const first = links[0];
      const trunkId = crossing[0]?.trunkId ?? null;
      return {
        hop,
        fromRouterId: first?.from.routerId ?? '',
        toRouterId: first?.to.routerId ?? '',
        ...(trunkId === null ? {} : { trunkId }),
        capacityBps: links.reduce((sum, l) => sum + l.capacityBps, 0),
        links,
      };
    });
}

/** Sum of each hop's slowest link RTT; undefined when any hop's RTT is unknown. */
function totalRtt(hops: readonly HopDetail[]): number | undefined {
  let total = 0;
  for (const hop of hops) {
    const rtts = hop.links.map((l) => l.rttMs).filter((r): r is number => r !== undefined);
    if (rtts.length === 0) {
      return undefined;
    }
    total += Math.max(...rtts);
  }
  return hops.length === 0 ? undefined : Math.round(total * 1000) / 1000;
}

import type { TopologyResponse } from '@tiermap/domain';

export interface SiteSummary {
  siteId: string;
  name: string;
  tier: number;
  pathId: string | undefined;
  hopsAtoZ: number;
  hopsZtoA: number;
  /** Sum of the link RTTs along the A-to-Z route, milliseconds; undefined if unknown. */
  rttMs: number | undefined;
  /** Whether the two directions take different routes. */
  asymmetric: boolean;
}

/** One row per non-Tier0 site for the side panel: its path to CERN at a glance. */
export function siteSummaries(topology: TopologyResponse): SiteSummary[] {
  const links = new Map(topology.links.map((l) => [l.id, l]));
  const trunks = new Map(topology.trunks.map((t) => [t.id, t]));
  const hopRtt = (hop: { linkId: string } | { trunkId: string }): number | undefined => {
    const ids = 'linkId' in hop ? [hop.linkId] : (trunks.get(hop.trunkId)?.memberLinkIds ?? []);
    const rtts = ids.map((id) => links.get(id)?.rttMs).filter((r): r is number => r !== undefined);
    return rtts.length === 0 ? undefined : Math.max(...rtts);
  };
  return topology.sites
    .filter((site) => site.tier > 0)
    .map((site) => {
      const path = topology.paths.find((p) => p.zSiteId === site.id || p.aSiteId === site.id);
      const rtts = path?.hops.AtoZ.map(hopRtt) ?? [];
      const known = rtts.filter((r): r is number => r !== undefined);
      const key = (hops: readonly object[]) => JSON.stringify(hops);
      return {
        siteId: site.id,
        name: site.name,
        tier: site.tier,
        pathId: path?.id,
        hopsAtoZ: path?.hops.AtoZ.length ?? 0,
        hopsZtoA: path?.hops.ZtoA.length ?? 0,
        rttMs: known.length === 0 ? undefined : known.reduce((a, b) => a + b, 0),
        asymmetric:
          path !== undefined && key(path.hops.AtoZ) !== key([...path.hops.ZtoA].reverse()),
      };
    })
    .sort((a, b) => a.tier - b.tier || a.siteId.localeCompare(b.siteId));
}

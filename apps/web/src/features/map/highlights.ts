import type { Incident, SharedEquipment, TopologyResponse } from '@tiermap/domain';
import { equipmentLinks } from './equipment-links.js';
import { NO_HIGHLIGHT, type MapHighlight } from './map-selection.js';
import type { MapViewModel } from './view-model.js';

/** Every link a path crosses in either direction, a trunk hop counting all its members. */
function pathLinkIds(topology: TopologyResponse, pathIds: ReadonlySet<string>): Set<string> {
  const members = new Map(topology.trunks.map((t) => [t.id, t.memberLinkIds]));
  const ids = new Set<string>();
  for (const path of topology.paths) {
    if (!pathIds.has(path.id)) continue;
    for (const hop of [...path.hops.AtoZ, ...path.hops.ZtoA]) {
      if ('linkId' in hop) ids.add(hop.linkId);
      else for (const id of members.get(hop.trunkId) ?? []) ids.add(id);
    }
  }
  return ids;
}

/** The map nodes (site markers or carrier routers) at the ends of some links. */
function endNodes(model: MapViewModel, linkIds: ReadonlySet<string>): Set<string> {
  const nodes = new Set<string>();
  for (const link of model.links) {
    if (linkIds.has(link.id)) {
      nodes.add(link.aNodeId);
      nodes.add(link.zNodeId);
    }
  }
  return nodes;
}

/** A clicked site: its paths to CERN (both directions) emphasised, the rest dimmed. */
export function siteHighlight(
  topology: TopologyResponse,
  model: MapViewModel,
  siteId: string,
): MapHighlight {
  const pathIds = new Set(
    topology.paths.filter((p) => p.zSiteId === siteId || p.aSiteId === siteId).map((p) => p.id),
  );
  if (pathIds.size === 0) return { ...NO_HIGHLIGHT, selectedId: siteId };
  const linkIds = pathLinkIds(topology, pathIds);
  return {
    linkIds,
    nodeIds: endNodes(model, linkIds),
    ranks: new Map(),
    selectedId: siteId,
    dimOthers: true,
  };
}

/** A clicked link or router: just it, ringed, nothing dimmed. */
export function elementHighlight(id: string): MapHighlight {
  return { ...NO_HIGHLIGHT, linkIds: new Set([id]), nodeIds: new Set([id]), selectedId: id };
}

/**
 * An incident over several sites: their paths faintly, the equipment they share strongly with
 * its rank (1 = first suspect), everything else dimmed. Routers stand for their blades; a
 * trunk for its members; a patch panel for the links crossing it. A site's own border router is drawn as the site marker.
 */
export function incidentHighlight(
  topology: TopologyResponse,
  model: MapViewModel,
  siteIds: readonly string[],
  shared: readonly Pick<SharedEquipment, 'kind' | 'id'>[],
): MapHighlight {
  const chosen = new Set(siteIds);
  const linksOf = equipmentLinks(topology);
  const ranks = new Map<string, number>();
  const linkIds = new Set<string>();
  const nodeIds = new Set<string>(siteIds);
  shared.forEach((item, index) => {
    const rank = index + 1;
    const mark = (id: string) => {
      if (!ranks.has(id)) ranks.set(id, rank);
    };
    for (const id of linksOf(item)) {
      linkIds.add(id);
      mark(id);
    }
    if (item.kind === 'router') {
      const node = model.nodeOfRouter.get(item.id) ?? item.id;
      nodeIds.add(node);
      mark(node);
    }
  });
  const onPaths = pathLinkIds(
    topology,
    new Set(topology.paths.filter((p) => chosen.has(p.zSiteId)).map((p) => p.id)),
  );
  for (const id of onPaths) linkIds.add(id);
  return { linkIds, nodeIds, ranks, selectedId: undefined, dimOthers: true };
}

/**
 * The map elements to band red while incidents are open: each open incident's likely causes
 * (its first suspect when none is marked a cause), as links (a trunk's members, the links
 * crossing a patch panel) or router markers (a blade's router; a site's border router is drawn
 * as the site).
 */
export function openSuspectIds(
  topology: TopologyResponse,
  model: MapViewModel,
  incidents: readonly Pick<Incident, 'status' | 'suspects'>[],
): Set<string> {
  const linksOf = equipmentLinks(topology);
  const ids = new Set<string>();
  for (const incident of incidents) {
    if (incident.status !== 'open') continue;
    const causes = incident.suspects.filter((s) => s.cause);
    const chosen = causes.length > 0 ? causes : incident.suspects.slice(0, 1);
    for (const suspect of chosen) {
      for (const id of linksOf(suspect)) ids.add(id);
      const routerId = suspect.kind === 'router' ? suspect.id : suspect.routerId;
      if (routerId !== null) ids.add(model.nodeOfRouter.get(routerId) ?? routerId);
    }
  }
  return ids;
}

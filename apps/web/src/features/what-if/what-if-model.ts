import {
  isWindowOpen,
  type Maintenance,
  type TopologyResponse,
  type WhatIfPath,
  type WhatIfResponse,
} from '@tiermap/domain';
import type { WhatIfState } from '../../app/url-state.js';
import { loadStroke } from '../../viz/scales.js';
import { NO_HIGHLIGHT, type MapHighlight } from '../map/map-selection.js';
import type { MapViewModel } from '../map/view-model.js';

/** The maintenance windows a what-if can fail, as far as it needs them. */
export type WhatIfWindow = Pick<
  Maintenance,
  'id' | 'title' | 'startsAt' | 'endsAt' | 'equipmentIds'
>;

/**
 * What the what-if fails: the equipment chosen, the chosen window's equipment, and, at a
 * planned time, the equipment of every window open then (a planned window on top of the ones
 * already booked). Sorted, each id once.
 */
export function whatIfFailIds(state: WhatIfState, windows: readonly WhatIfWindow[]): string[] {
  const ids = new Set(state.equipmentIds);
  const atMs = state.at === undefined ? undefined : Date.parse(state.at);
  for (const window of windows) {
    const chosen = window.id === state.windowId;
    const openThen = atMs !== undefined && isWindowOpen(window, atMs);
    if (chosen || openThen) for (const id of window.equipmentIds) ids.add(id);
  }
  return [...ids].sort();
}

/** The state with `id` added to the equipment chosen, or taken out when it was there. */
export function toggledEquipment(state: WhatIfState, id: string): WhatIfState {
  const equipmentIds = state.equipmentIds.includes(id)
    ? state.equipmentIds.filter((chosen) => chosen !== id)
    : [...state.equipmentIds, id].sort();
  return { ...state, equipmentIds };
}

/** One path direction the what-if hurts, named as people read it: "CERN → PIC". */
export interface WhatIfRouteRow {
  key: string;
  pathId: string;
  label: string;
  /** Names of the failed equipment on the old route. */
  failed: string;
  /** Rerouted: the routers of the new route by name, in order. */
  via?: string;
  /** Rerouted: the traffic that moves, bits per second; null when unknown. */
  movedBps?: number | null;
}

/** Where moved traffic lands, with the load it would reach. */
export interface WhatIfLandingRow {
  key: string;
  linkId: string;
  /** The link's name and which way: "GEANT Milan–Geneva (Milan → Geneva)". */
  label: string;
  addedBps: number | null;
  resultingUtilization: number | null;
  /** The load colour of the resulting utilization (the map's scale); null when unknown. */
  stroke: string | null;
}

export interface WhatIfView {
  broken: WhatIfRouteRow[];
  rerouted: WhatIfRouteRow[];
  degraded: WhatIfRouteRow[];
  landing: WhatIfLandingRow[];
  sitesDisconnected: string[];
  /** Failed links, drawn out of service on the map. */
  failedLinkIds: ReadonlySet<string>;
  /** The new routes and failed routers emphasised, the rest dimmed. */
  highlight: MapHighlight;
}

/** Turns the API's what-if answer into the panel's rows and the map's highlight. */
export function whatIfView(
  topology: TopologyResponse,
  model: MapViewModel,
  response: WhatIfResponse,
): WhatIfView {
  const names = new Map<string, string>();
  for (const item of [...topology.routers, ...topology.links, ...topology.trunks]) {
    names.set(item.id, item.name);
  }
  const routerName = (id: string) => names.get(id) ?? id;
  const linkIds = new Set(topology.links.map((link) => link.id));
  const routerIds = new Set(topology.routers.map((router) => router.id));
  const trunkOf = new Map(topology.links.map((link) => [link.id, link.trunkId]));
  /**
   * What to name of the failed equipment on a route: its failed routers if any (they take
   * their links with them), else its trunks and the links not in one of them.
   */
  const headline = (failed: readonly string[]) => {
    const routers = failed.filter((id) => routerIds.has(id));
    if (routers.length > 0) return routers;
    const chosen = new Set(failed);
    return failed.filter(
      (id) => names.has(id) && !chosen.has(trunkOf.get(id) ?? '') && !routerIds.has(id),
    );
  };
  const row = (path: WhatIfPath): WhatIfRouteRow => {
    const [from, to] =
      path.direction === 'AtoZ' ? [path.aSiteId, path.zSiteId] : [path.zSiteId, path.aSiteId];
    const shown = headline(path.failedOnRoute);
    return {
      key: `${path.pathId} ${path.direction}`,
      pathId: path.pathId,
      label: `${from} → ${to}`,
      failed: (shown.length > 0 ? shown : path.failedOnRoute).map(routerName).join(', '),
      ...(path.alternative === undefined
        ? {}
        : {
            via: path.alternative.routerIds.map(routerName).join(' → '),
            movedBps: path.movedBps ?? null,
          }),
    };
  };
  const byStatus = (status: WhatIfPath['status']) =>
    response.paths.filter((path) => path.status === status).map(row);

  const landing = response.landing.map((land): WhatIfLandingRow => {
    const link = topology.links.find((candidate) => candidate.id === land.linkId);
    const ends = link === undefined ? [] : [routerName(link.aRouterId), routerName(link.zRouterId)];
    const way = (land.direction === 'AtoZ' ? ends : [...ends].reverse()).join(' → ');
    return {
      key: `${land.linkId} ${land.direction}`,
      linkId: land.linkId,
      label: `${names.get(land.linkId) ?? land.linkId}${way === '' ? '' : ` (${way})`}`,
      addedBps: land.addedBps,
      resultingUtilization: land.resultingUtilization,
      stroke:
        land.resultingUtilization === null
          ? null
          : loadStroke(land.resultingUtilization, 'utilization'),
    };
  });

  const drawn = new Set<string>();
  for (const path of response.paths)
    for (const id of path.alternative?.linkIds ?? []) drawn.add(id);
  const failedLinkIds = new Set(response.failed.filter((id) => linkIds.has(id)));
  const nodeIds = new Set<string>();
  for (const link of model.links) {
    if (drawn.has(link.id)) {
      nodeIds.add(link.aNodeId);
      nodeIds.add(link.zNodeId);
    }
  }
  for (const id of response.failed) {
    const node = model.nodeOfRouter.get(id);
    if (node !== undefined) nodeIds.add(node);
  }
  const hurt = response.paths.some((path) => path.status !== 'intact');
  return {
    broken: byStatus('broken'),
    rerouted: byStatus('rerouted'),
    degraded: byStatus('degraded'),
    landing,
    sitesDisconnected: response.sitesDisconnected,
    failedLinkIds,
    highlight: hurt
      ? { linkIds: drawn, nodeIds, ranks: new Map(), selectedId: undefined, dimOthers: true }
      : NO_HIGHLIGHT,
  };
}

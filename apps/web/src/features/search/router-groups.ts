import type { FramedNode, MapFrame } from '../../viz/map-frame.js';
import type { NodeItem } from '../../viz/map-items.js';
import type { MapViewModel } from '../map/view-model.js';

/** Above this many carrier routers, routers are grouped while zoomed out. */
export const GROUP_ABOVE_ROUTERS = 500;
/** Routers in one square of this size (screen pixels, at the band's lowest zoom) make a group. */
const GROUP_CELL_PX = 64;
/** From this zoom band on (zoom 8x), every router is drawn on its own. */
export const UNGROUPED_BAND = 3;
/** Ids of group markers start with this; a click on one zooms in, it selects nothing. */
export const GROUP_PREFIX = 'group:';

/** The zoom band of zoom `k`: 0 below 2x, 1 below 4x, 2 below 8x, 3 from 8x. */
export function zoomBand(k: number): number {
  return Math.max(0, Math.min(UNGROUPED_BAND, Math.floor(Math.log2(Math.max(k, 1)))));
}

export interface RouterGroup {
  id: string;
  /** The carriers of its routers, sorted. */
  carrierIds: string[];
  routerIds: string[];
  /** The centre of its routers, in frame units. */
  x: number;
  y: number;
}

/**
 * The groups of routers that fall in one square of 64 screen pixels at zoom band `band` (a PoP,
 * or neighbouring ones, at that zoom), whatever their carriers; only groups of two or more;
 * none from band 3 (8x) or for a model of 500 routers or fewer.
 */
export function routerGroups(model: MapViewModel, frame: MapFrame, band: number): RouterGroup[] {
  if (band >= UNGROUPED_BAND || model.routers.length <= GROUP_ABOVE_ROUTERS) return [];
  const cell = GROUP_CELL_PX / 2 ** band;
  const cells = new Map<string, { carrierIds: Set<string>; nodes: FramedNode[] }>();
  for (const router of model.routers) {
    const node = frame.nodes.get(router.id);
    if (node === undefined) continue;
    const key = `${Math.floor(node.x / cell)},${Math.floor(node.y / cell)}`;
    const group = cells.get(key);
    if (group === undefined) {
      cells.set(key, { carrierIds: new Set([router.carrierId]), nodes: [node] });
    } else {
      group.carrierIds.add(router.carrierId);
      group.nodes.push(node);
    }
  }
  const groups: RouterGroup[] = [];
  for (const [key, { carrierIds, nodes }] of cells) {
    if (nodes.length < 2) continue;
    groups.push({
      id: `${GROUP_PREFIX}${band}:${key}`,
      carrierIds: [...carrierIds].sort(),
      routerIds: nodes.map((n) => n.id),
      x: nodes.reduce((sum, n) => sum + n.x, 0) / nodes.length,
      y: nodes.reduce((sum, n) => sum + n.y, 0) / nodes.length,
    });
  }
  return groups;
}

/**
 * The nodes and frame with each group drawn as one marker (its count as its label) in place
 * of its routers; the routers stay in the frame, so links still end where they are.
 */
export function groupedNodes<T extends { nodes: readonly NodeItem[] }>(
  items: T,
  frame: MapFrame,
  groups: readonly RouterGroup[],
): { items: T; frame: MapFrame } {
  // A selected, highlighted or suspect router is drawn on its own, out of its group.
  const own = new Set(
    items.nodes
      .filter((n) => n.selected || n.suspect || n.emphasis === 'highlighted')
      .map((n) => n.id),
  );
  const kept = groups
    .map((g) => ({ ...g, routerIds: g.routerIds.filter((id) => !own.has(id)) }))
    .filter((g) => g.routerIds.length >= 2);
  if (kept.length === 0) return { items, frame };
  const grouped = new Set(kept.flatMap((g) => g.routerIds));
  const nodes = new Map(frame.nodes);
  const markers: NodeItem[] = kept.map((g) => {
    nodes.set(g.id, { id: g.id, x: g.x, y: g.y, dx: 0, dy: 0, lon: 0, lat: 0 });
    const count = g.routerIds.length;
    return {
      id: g.id,
      kind: 'router',
      label: String(count),
      radius: Math.min(14, 4 + 2 * Math.log2(count)),
      fill: '#64748b',
      opacity: 1,
      emphasis: 'normal',
      selected: false,
      suspect: false,
      rank: undefined,
      title: `${count} routers of ${g.carrierIds.join(', ')}: click or zoom in to see them`,
      group: count,
    };
  });
  return {
    items: { ...items, nodes: [...markers, ...items.nodes.filter((n) => !grouped.has(n.id))] },
    frame: { ...frame, nodes },
  };
}

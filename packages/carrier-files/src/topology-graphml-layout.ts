import type { Topology } from '@tiermap/domain';

/** Pixels per degree of longitude and latitude in the yEd layout. */
const SCALE = 40;
/** Gap between the map and the rows of carriers, trunks, paths and maintenance windows. */
const ROW_GAP = 200;
const ROW_HEIGHT = 60;
const COLUMN_WIDTH = 140;
const PER_ROW = 16;

const STYLE: Readonly<Record<string, { size: number; fill: string; shape: string }>> = {
  carrier: { size: 30, fill: '#9467BD', shape: 'hexagon' },
  site: { size: 34, fill: '#1F77B4', shape: 'roundrectangle' },
  router: { size: 24, fill: '#444444', shape: 'ellipse' },
  backplane: { size: 12, fill: '#8C564B', shape: 'rectangle' },
  blade: { size: 12, fill: '#FF7F0E', shape: 'rectangle' },
  port: { size: 8, fill: '#2CA02C', shape: 'ellipse' },
  trunk: { size: 24, fill: '#17BECF', shape: 'diamond' },
  path: { size: 24, fill: '#D62728', shape: 'octagon' },
  maintenance: { size: 24, fill: '#BCBD22', shape: 'trapezoid' },
};

/** A node's or link edge's GraphML id: the entity and its id, `router:geant-gva`. */
export function elementId(entity: string, id: string): string {
  return `${entity}:${id}`;
}

export interface PlacedNode {
  xmlId: string;
  entity: string;
  label: string;
  fields: Readonly<Record<string, unknown>>;
  x: number;
  y: number;
}

interface Unplaced {
  entity: string;
  fields: Readonly<Record<string, unknown>>;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function labelOf(node: Unplaced, routerNames: Map<string, string>): string {
  const f = node.fields;
  const router = routerNames.get(text(f.routerId)) ?? text(f.routerId);
  switch (node.entity) {
    case 'backplane':
      return `${router} backplane`;
    case 'blade':
      return `${router} slot ${String(f.slot)}`;
    case 'port':
      return `${router} ${text(f.name)}`;
    case 'maintenance':
      return text(f.title) || text(f.id);
    default:
      return text(f.name) || text(f.id);
  }
}

/**
 * Where each node is drawn when yEd opens the file: sites and routers at their coordinates
 * (north up), a router's backplane, blades and ports in a ring around it, and everything without
 * a place in rows under the map. Gephi ignores this and lays the graph out itself.
 */
export function placeNodes(topology: Topology, nodes: readonly Unplaced[]): PlacedNode[] {
  const routers = new Map(topology.routers.map((r) => [r.id, r]));
  const routerNames = new Map(topology.routers.map((r) => [r.id, r.name]));
  const geo = (lat: number, lon: number) => ({ x: lon * SCALE, y: -lat * SCALE });
  const placed = topology.routers.map((r) => geo(r.lat, r.lon));
  const bottom = Math.max(0, ...placed.map((p) => p.y)) + ROW_GAP;
  const left = Math.min(0, ...placed.map((p) => p.x));
  const ring = new Map<string, number>();
  const around = new Map<string, number>();
  for (const node of nodes) {
    const routerId = text(node.fields.routerId);
    if (routerId !== '') around.set(routerId, (around.get(routerId) ?? 0) + 1);
  }
  let row = 0;

  return nodes.map((node) => {
    const f = node.fields;
    const base = {
      xmlId: elementId(node.entity, text(f.id)),
      entity: node.entity,
      label: labelOf(node, routerNames),
      fields: f,
    };
    if (node.entity === 'router' || node.entity === 'site') {
      const lift = node.entity === 'site' ? SCALE : 0;
      const at = geo(Number(f.lat), Number(f.lon));
      return { ...base, x: at.x, y: at.y - lift };
    }
    const router = routers.get(text(f.routerId));
    if (router !== undefined) {
      const k = ring.get(router.id) ?? 0;
      ring.set(router.id, k + 1);
      const count = around.get(router.id) ?? 1;
      const angle = (2 * Math.PI * k) / count;
      const radius = 20 + 2 * count;
      const at = geo(router.lat, router.lon);
      return { ...base, x: at.x + radius * Math.cos(angle), y: at.y + radius * Math.sin(angle) };
    }
    const slot = row++;
    const x = left + (slot % PER_ROW) * COLUMN_WIDTH;
    return { ...base, x, y: bottom + Math.floor(slot / PER_ROW) * ROW_HEIGHT };
  });
}

const round = (n: number) => Math.round(n * 100) / 100;

/** yEd's drawing of a node; `label` is already escaped. */
export function nodeGraphics(node: PlacedNode, label: string): string {
  const style = STYLE[node.entity] ?? { size: 20, fill: '#CCCCCC', shape: 'ellipse' };
  const half = style.size / 2;
  return [
    '<data key="node.graphics"><y:ShapeNode>',
    `<y:Geometry x="${round(node.x - half)}" y="${round(node.y - half)}" width="${style.size}" height="${style.size}"/>`,
    `<y:Fill color="${style.fill}" transparent="false"/>`,
    `<y:NodeLabel modelName="sides" modelPosition="s">${label}</y:NodeLabel>`,
    `<y:Shape type="${style.shape}"/>`,
    '</y:ShapeNode></data>',
  ].join('');
}

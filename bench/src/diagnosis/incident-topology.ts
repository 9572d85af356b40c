import {
  topologySchema,
  type Carrier,
  type Path,
  type PathHop,
  type Site,
  type Topology,
} from '@tiermap/domain';
import { equipmentBuilder } from './equipment-builder.js';
import type { NetworkGraph } from './network-graph.js';
import { edgeKm, largestComponent, median, nearestTo, placeNodes } from './node-places.js';
import { seededRandom } from './random.js';
import { shortestRoute, type Adjacency } from './shortest-route.js';

export interface IncidentTopologyOptions {
  seed: number;
  /** How many Tier1 sites, drawn between the two (both included); 8 and 15. */
  tier1Min?: number;
  tier1Max?: number;
  /** Share of the single edges doubled into a two-member trunk (parallel edges always are); 0.1. */
  trunkShare?: number;
  /** Share of the paths whose return takes the second-shortest route; 0.3. */
  asymmetricShare?: number;
  /** A second-shortest return is taken only when at most this many times the shortest; 1.5. */
  maxDetour?: number;
}

export interface IncidentTopology {
  name: string;
  topology: Topology;
  stats: {
    /** Nodes and edges of the graph's largest connected component, which is what is used. */
    nodes: number;
    edges: number;
    droppedNodes: number;
    routers: number;
    blades: number;
    links: number;
    trunks: number;
    paths: number;
    /** Paths whose Z-to-A route is not the A-to-Z route reversed. */
    asymmetricPaths: number;
    /** Share of backbone edges routed by their length (both ends have coordinates); the rest by hop. */
    kmShare: number;
  };
}

const TIER1 = [
  ['ASGC', 'TW'],
  ['BNL', 'US'],
  ['CNAF', 'IT'],
  ['FNAL', 'US'],
  ['FZK', 'DE'],
  ['IN2P3', 'FR'],
  ['NDGF', 'DK'],
  ['PIC', 'ES'],
  ['RAL', 'GB'],
  ['SARA', 'NL'],
  ['TRIUMF', 'CA'],
  ['KISTI', 'KR'],
  ['JINR', 'RU'],
  ['NRC-KI', 'RU'],
  ['T1-15', 'EU'],
] as const;
const GENEVA = { lat: 46.23, lon: 6.05, known: false };
const HOP_PENALTY_KM = 100;

/**
 * A valid tiermap topology on a backbone graph, deterministic for a seed: one router per node with
 * 2 to 4 blades, a link per edge (parallel edges and a seeded share of the others as two-member
 * trunks), a Tier0 "CERN" behind its own border router at the node nearest Geneva, 8 to 15 Tier1
 * sites behind theirs at other nodes, and a path from CERN to each Tier1 along the shortest route
 * (great-circle km plus a per-hop penalty; hops alone where coordinates are missing). A share of
 * the returns take the second-shortest loopless route instead, as asymmetric routing does.
 */
export function incidentTopology(
  graph: NetworkGraph,
  options: IncidentTopologyOptions,
): IncidentTopology {
  const random = seededRandom(options.seed);
  const { nodes, edges, droppedNodes } = largestComponent(graph);
  const places = placeNodes(nodes, edges);
  const carrierId = carrierIdOf(graph.name);
  const carriers: Carrier[] = [{ id: carrierId, name: graph.name, kind: 'nren' }];
  const equipment = equipmentBuilder(random);
  const routerId = (node: number): string => `${carrierId}-r${node}`;
  nodes.forEach((node, i) => {
    const at = places[i] ?? GENEVA;
    equipment.addRouter({ id: routerId(i), name: node.label, carrierId, lat: at.lat, lon: at.lon });
  });

  // Edges: group parallel ones; a group of two or more, or a seeded share of the rest, is a trunk.
  const groups = new Map<string, NetworkGraph['edges']>();
  for (const edge of edges) {
    const key = edge.a < edge.z ? `${edge.a}:${edge.z}` : `${edge.z}:${edge.a}`;
    groups.set(key, [...(groups.get(key) ?? []), edge]);
  }
  const kmValues = [...groups.values()].flatMap(([e]) => {
    const km = e === undefined ? undefined : edgeKm(places, e.a, e.z);
    return km === undefined ? [] : [km];
  });
  const fallbackKm = median(kmValues) ?? 500;
  const adjacency: Adjacency = nodes.map(() => []);
  for (const group of groups.values()) {
    const [first] = group;
    if (first === undefined) continue;
    const km = edgeKm(places, first.a, first.z);
    const speed = first.speedBps ?? 10e9;
    const a = routerId(first.a);
    const z = routerId(first.z);
    const withKm = km === undefined ? {} : { km };
    let hop: PathHop;
    if (group.length >= 2 || random.next() < (options.trunkShare ?? 0.1)) {
      const speedsBps = Array.from({ length: Math.max(2, group.length) }, (_, m) => {
        return group[m]?.speedBps ?? speed;
      });
      const id = `${carrierId}-t${equipment.trunks.length}`;
      hop = { trunkId: equipment.bundle({ id, a, z, carrierId, speedsBps, ...withKm }) };
    } else {
      const id = `${carrierId}-l${equipment.links.length}`;
      hop = { linkId: equipment.connect({ id, a, z, carrierId, speedBps: speed, ...withKm }) };
    }
    const cost = (km ?? fallbackKm) + HOP_PENALTY_KM;
    adjacency[first.a]?.push({ to: first.z, hop, cost });
    adjacency[first.z]?.push({ to: first.a, hop, cost });
  }

  // Sites, each behind its own border router on an access link.
  const tier0 = nearestTo(places, GENEVA) ?? random.int(nodes.length);
  const tier1Count = Math.min(
    nodes.length - 1,
    random.between(options.tier1Min ?? 8, options.tier1Max ?? 15),
    TIER1.length,
  );
  const others = random.shuffled(nodes.map((_, i) => i).filter((i) => i !== tier0));
  const attached = [
    { id: 'CERN', country: 'CH', node: tier0, tier: 0 as const },
    ...TIER1.slice(0, tier1Count).map(([id, country], i) => ({
      id,
      country,
      node: others[i] ?? 0,
      tier: 1 as const,
    })),
  ];
  const sites: Site[] = [];
  const accessOf = new Map<string, string>();
  for (const site of attached) {
    const owner = `site-${site.id.toLowerCase()}`;
    const at = places[site.node] ?? GENEVA;
    const city = nodes[site.node]?.label ?? site.id;
    carriers.push({ id: owner, name: `${site.id} campus`, kind: 'site' });
    sites.push({
      id: site.id,
      name: site.id,
      tier: site.tier,
      city: city.slice(0, 100),
      country: site.country,
      lat: at.lat,
      lon: at.lon,
      carrierId: owner,
    });
    const border = `${site.id.toLowerCase()}-gw`;
    equipment.addRouter({
      id: border,
      name: `${site.id} border`,
      carrierId: owner,
      lat: at.lat,
      lon: at.lon,
      siteId: site.id,
    });
    const linkId = `${site.id.toLowerCase()}-access`;
    const z = routerId(site.node);
    equipment.connect({ id: linkId, a: border, z, carrierId: owner, speedBps: 10e9, km: 20 });
    accessOf.set(site.id, linkId);
  }

  const paths: Path[] = [];
  let asymmetricPaths = 0;
  const cernAccess = { linkId: accessOf.get('CERN') ?? '' };
  for (const site of attached.slice(1)) {
    const there = shortestRoute(adjacency, tier0, site.node);
    if (there === undefined) throw new Error(`${site.id} is not reachable from CERN`);
    let back = [...there.hops].reverse();
    if (random.next() < (options.asymmetricShare ?? 0.3)) {
      const second = secondShortest(adjacency, site.node, tier0, there.hops);
      if (second !== undefined && second.cost <= (options.maxDetour ?? 1.5) * there.cost) {
        back = second.hops;
        asymmetricPaths += 1;
      }
    }
    const access = { linkId: accessOf.get(site.id) ?? '' };
    paths.push({
      id: `CERN-${site.id}`,
      name: `CERN to ${site.id}`,
      aSiteId: 'CERN',
      zSiteId: site.id,
      hops: { AtoZ: [cernAccess, ...there.hops, access], ZtoA: [access, ...back, cernAccess] },
    });
  }

  const { routers, blades, ports, links, trunks } = equipment;
  const topology = topologySchema.parse({
    carriers,
    sites,
    routers,
    backplanes: routers.map((r) => ({ id: `${r.id}/fabric`, routerId: r.id, capacityBps: 640e9 })),
    blades,
    ports,
    links,
    trunks,
    paths,
    maintenances: [],
  });
  return {
    name: graph.name,
    topology,
    stats: {
      nodes: nodes.length,
      edges: edges.length,
      droppedNodes,
      routers: routers.length,
      blades: blades.length,
      links: links.length,
      trunks: trunks.length,
      paths: paths.length,
      asymmetricPaths,
      kmShare: groups.size === 0 ? 0 : kmValues.length / groups.size,
    },
  };
}

/**
 * The second-shortest loopless route: the best shortest route with one edge of the shortest
 * removed (the second-shortest misses at least one of its edges, so this finds it).
 */
function secondShortest(
  adjacency: Adjacency,
  from: number,
  to: number,
  shortestThere: readonly PathHop[],
): ReturnType<typeof shortestRoute> {
  let best: ReturnType<typeof shortestRoute>;
  for (const banned of shortestThere) {
    const route = shortestRoute(adjacency, from, to, banned);
    if (route !== undefined && (best === undefined || route.cost < best.cost)) best = route;
  }
  return best;
}

function carrierIdOf(name: string): string {
  const id = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return /^[a-z]/.test(id) ? id.slice(0, 32) : `net-${id}`.slice(0, 32);
}

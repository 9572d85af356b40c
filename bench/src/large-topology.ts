import type {
  Blade,
  Carrier,
  Link,
  Path,
  PathHop,
  Port,
  Router,
  Site,
  Topology,
  Trunk,
} from '@tiermap/domain';

/** A small seeded PRNG (mulberry32): floats in [0, 1), the same sequence for the same seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface LargeTopologyOptions {
  /** Backbone (carrier) routers; each site adds its own border router on top. */
  backboneRouters: number;
  /** Links in all: ring, chords, trunk members and site access links. */
  links: number;
  /** Sites besides the Tier0; each gets one path from the Tier0. */
  sites: number;
  /** Backbone carriers the routers are spread over. */
  carriers: number;
  /** Chords bundled with a second parallel link into a two-member trunk. */
  trunks: number;
  /** Share of paths whose Z-to-A route is searched separately (and may differ). */
  asymmetricShare: number;
  seed: number;
}

export const LARGE_TOPOLOGY_DEFAULTS: LargeTopologyOptions = {
  backboneRouters: 10_000,
  links: 40_000,
  sites: 500,
  carriers: 20,
  trunks: 200,
  asymmetricShare: 0.2,
  seed: 20_260_611,
};

interface Edge {
  to: number;
  hop: PathHop;
}

const PORTS_PER_BLADE = 8;

/**
 * A large, valid topology for benchmarks, deterministic for a given seed: a backbone ring of
 * carrier routers plus seeded random chords (mostly short-range, some long-range), some chords
 * doubled into two-member trunks, and sites each behind a border router attached to a random
 * backbone router. Every site other than the Tier0 "T0" gets a path along a shortest route
 * (breadth-first search) from the Tier0; Z-to-A is the reverse, or for a share of the paths a
 * separately searched shortest route that may differ.
 */
export function largeTopology(overrides: Partial<LargeTopologyOptions> = {}): Topology {
  const options = { ...LARGE_TOPOLOGY_DEFAULTS, ...overrides };
  const random = mulberry32(options.seed);
  const randomInt = (n: number): number => Math.floor(random() * n);

  const carriers: Carrier[] = Array.from({ length: options.carriers }, (_, i) => ({
    id: `net${i}`,
    name: `Network ${i}`,
    kind: i % 5 === 0 ? ('backbone' as const) : ('nren' as const),
  }));
  const routers: Router[] = [];
  const blades: Blade[] = [];
  const ports: Port[] = [];
  const links: Link[] = [];
  const trunks: Trunk[] = [];
  const portCount: number[] = [];
  const adjacency: Edge[][] = [];

  const addRouter = (id: string, carrierId: string, siteId?: string): number => {
    const index = routers.length;
    routers.push({
      id,
      name: id,
      carrierId,
      vendor: index % 3 === 0 ? 'Cisco' : 'Juniper',
      model: index % 3 === 0 ? 'CRS-1' : 'T640',
      os: index % 3 === 0 ? 'IOS XR 3.4' : 'JUNOS 8.5',
      location: `pop ${index}`,
      lat: 35 + random() * 30,
      lon: -10 + random() * 40,
      ...(siteId === undefined ? {} : { siteId }),
    });
    portCount.push(0);
    adjacency.push([]);
    return index;
  };
  const newPort = (router: number): string => {
    const routerId = routers[router]?.id ?? '';
    const n = portCount[router] ?? 0;
    portCount[router] = n + 1;
    const slot = Math.floor(n / PORTS_PER_BLADE);
    const bladeId = `${routerId}/blade${slot}`;
    if (n % PORTS_PER_BLADE === 0) {
      blades.push({ id: bladeId, routerId, slot, model: 'FPC3 8x10GE', fabricCapacityBps: 40e9 });
    }
    const name = `xe-${slot}/0/${n % PORTS_PER_BLADE}`;
    const id = `${routerId}/${name}`;
    ports.push({ id, routerId, bladeId, name, speedBps: 10e9 });
    return id;
  };
  const connect = (a: number, z: number, carrierId: string, trunkId?: string): string => {
    const id = `L${links.length}`;
    links.push({
      id,
      name: `${routers[a]?.id ?? ''} - ${routers[z]?.id ?? ''}`,
      carrierId,
      aPortId: newPort(a),
      zPortId: newPort(z),
      capacityBps: 10e9,
      rttMs: Math.round((0.5 + random() * 9.5) * 10) / 10,
      ...(trunkId === undefined ? {} : { trunkId }),
    });
    return id;
  };
  const addEdge = (a: number, z: number, hop: PathHop): void => {
    adjacency[a]?.push({ to: z, hop });
    adjacency[z]?.push({ to: a, hop });
  };

  // The backbone: a ring, so it is connected, then chords.
  const n = options.backboneRouters;
  for (let i = 0; i < n; i += 1) addRouter(`r${i}`, `net${i % options.carriers}`);
  const pairs = new Set<string>();
  const pairKey = (a: number, z: number): string => (a < z ? `${a}:${z}` : `${z}:${a}`);
  for (let i = 0; i < n; i += 1) {
    const z = (i + 1) % n;
    pairs.add(pairKey(i, z));
    addEdge(i, z, { linkId: connect(i, z, `net${i % options.carriers}`) });
  }

  const siteCount = options.sites + 1;
  // Chords until ring + chords + trunk members + access links reach the link count.
  const chordCount = options.links - n - options.trunks - siteCount;
  let trunksLeft = options.trunks;
  for (let c = 0; c < chordCount;) {
    const a = randomInt(n);
    // 70% short-range (a regional mesh), 30% long-range (international circuits).
    const z = random() < 0.7 ? (a + 2 + randomInt(60)) % n : randomInt(n);
    if (a === z || pairs.has(pairKey(a, z))) continue;
    pairs.add(pairKey(a, z));
    const carrierId = `net${randomInt(options.carriers)}`;
    // Spread the trunks evenly over the chords.
    if (trunksLeft > 0 && c % Math.floor(chordCount / options.trunks) === 0) {
      const trunkId = `T${trunks.length}`;
      const members = [connect(a, z, carrierId, trunkId), connect(a, z, carrierId, trunkId)];
      trunks.push({ id: trunkId, name: `trunk ${trunkId}`, carrierId, memberLinkIds: members });
      addEdge(a, z, { trunkId });
      trunksLeft -= 1;
    } else {
      addEdge(a, z, { linkId: connect(a, z, carrierId) });
    }
    c += 1;
  }

  // Sites, each behind its own border router linked into the backbone.
  const sites: Site[] = [];
  const siteCarriers: Carrier[] = [];
  const access: { border: number; attach: number; linkId: string }[] = [];
  for (let s = 0; s < siteCount; s += 1) {
    const id = s === 0 ? 'T0' : `S${String(s).padStart(3, '0')}`;
    const carrierId = `site${s}`;
    siteCarriers.push({ id: carrierId, name: `Site ${id}`, kind: 'site' });
    sites.push({
      id,
      name: `Site ${id}`,
      tier: s === 0 ? 0 : s <= 12 ? 1 : 2,
      city: `City ${s}`,
      country: 'EU',
      lat: 35 + random() * 30,
      lon: -10 + random() * 40,
      carrierId,
    });
    const border = addRouter(`${id.toLowerCase()}-gw`, carrierId, id);
    const attach = randomInt(n);
    const linkId = connect(border, attach, carrierId);
    addEdge(border, attach, { linkId });
    access.push({ border, attach, linkId });
  }

  // Paths from the Tier0 along shortest routes; one search from the Tier0 serves every A-to-Z.
  const origin = access[0];
  if (origin === undefined) throw new Error('no Tier0');
  const fromOrigin = breadthFirst(adjacency, origin.border, random, false);
  const paths: Path[] = [];
  for (let s = 1; s < siteCount; s += 1) {
    const site = sites[s];
    const target = access[s];
    if (site === undefined || target === undefined) continue;
    const there = routeTo(fromOrigin, target.border);
    let back = [...there].reverse();
    if (random() < options.asymmetricShare) {
      // Search from the far end with a shuffled neighbour order: an equally short, maybe other route.
      back = routeTo(breadthFirst(adjacency, target.border, random, true), origin.border);
    }
    paths.push({
      id: `T0-${site.id}`,
      name: `T0 to ${site.id}`,
      aSiteId: 'T0',
      zSiteId: site.id,
      hops: { AtoZ: there, ZtoA: back },
    });
  }

  return {
    carriers: [...carriers, ...siteCarriers],
    sites,
    routers,
    backplanes: routers.map((r) => ({ id: `${r.id}/fabric`, routerId: r.id, capacityBps: 640e9 })),
    blades,
    ports,
    links,
    trunks,
    paths,
    maintenances: [],
  };
}

/** Breadth-first search from `from` over the whole graph; the tree of first arrivals. */
function breadthFirst(
  adjacency: readonly Edge[][],
  from: number,
  random: () => number,
  shuffle: boolean,
): { root: number; previous: Map<number, { from: number; hop: PathHop }> } {
  const previous = new Map<number, { from: number; hop: PathHop }>();
  const seen = new Uint8Array(adjacency.length);
  seen[from] = 1;
  const queue = [from];
  for (let head = 0; head < queue.length; head += 1) {
    const current = queue[head] ?? from;
    const edges = [...(adjacency[current] ?? [])];
    if (shuffle) {
      for (let i = edges.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random() * (i + 1));
        const swap = edges[i];
        edges[i] = edges[j] as Edge;
        edges[j] = swap as Edge;
      }
    }
    for (const edge of edges) {
      if (seen[edge.to] === 1) continue;
      seen[edge.to] = 1;
      previous.set(edge.to, { from: current, hop: edge.hop });
      queue.push(edge.to);
    }
  }
  return { root: from, previous };
}

/** The hops from the search's root to `to`, in travel order. */
function routeTo(
  tree: { root: number; previous: Map<number, { from: number; hop: PathHop }> },
  to: number,
): PathHop[] {
  const hops: PathHop[] = [];
  for (let at = to; at !== tree.root;) {
    const step = tree.previous.get(at);
    if (step === undefined) throw new Error(`router #${to} is not reachable`);
    hops.push(step.hop);
    at = step.from;
  }
  return hops.reverse();
}

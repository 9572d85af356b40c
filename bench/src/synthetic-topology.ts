import type { Blade, Link, Path, PathHop, Port, Router, Site, Topology } from '@tiermap/domain';

/**
 * A large, valid topology for benchmarks: a backbone ring of `routers` carrier routers with
 * chords, `sites` sites each behind a border router on the ring, and a path from the Tier0 to
 * every other site along the shortest ring route. Deterministic: same input, same topology.
 */
export function syntheticTopology(options: { routers: number; sites: number }): Topology {
  const carriers = Array.from({ length: 10 }, (_, i) => ({
    id: `net${i}`,
    name: `Network ${i}`,
    kind: 'nren' as const,
  }));
  const routers: Router[] = [];
  const blades: Blade[] = [];
  const ports: Port[] = [];
  const links: Link[] = [];
  const portCount = new Map<string, number>();

  const addRouter = (id: string, carrierId: string, siteId?: string): void => {
    const angle = (2 * Math.PI * routers.length) / (options.routers + options.sites);
    routers.push({
      id,
      name: id,
      carrierId,
      vendor: 'Juniper',
      model: 'T640',
      os: 'JUNOS 8.5',
      location: `pop ${routers.length}`,
      lat: 45 + 10 * Math.sin(angle),
      lon: 10 + 20 * Math.cos(angle),
      ...(siteId === undefined ? {} : { siteId }),
    });
  };
  const newPort = (routerId: string): string => {
    const n = portCount.get(routerId) ?? 0;
    portCount.set(routerId, n + 1);
    const slot = Math.floor(n / 8);
    const bladeId = `${routerId}/blade${slot}`;
    if (n % 8 === 0) {
      blades.push({ id: bladeId, routerId, slot, model: 'FPC3 8x10GE', fabricCapacityBps: 40e9 });
    }
    const id = `${routerId}/xe-${slot}/0/${n % 8}`;
    ports.push({ id, routerId, bladeId, name: `xe-${slot}/0/${n % 8}`, speedBps: 10e9 });
    return id;
  };
  const connect = (a: string, z: string, carrierId: string): string => {
    const id = `${a}--${z}`;
    links.push({
      id,
      name: id,
      carrierId,
      aPortId: newPort(a),
      zPortId: newPort(z),
      capacityBps: 10e9,
      rttMs: 2,
    });
    return id;
  };

  const ring = Array.from({ length: options.routers }, (_, i) => `r${i}`);
  ring.forEach((id, i) => addRouter(id, `net${i % 10}`));
  const adjacency = new Map<string, { to: string; linkId: string }[]>();
  const edge = (a: string, z: string): void => {
    const linkId = connect(a, z, `net${Number(a.slice(1)) % 10}`);
    adjacency.set(a, [...(adjacency.get(a) ?? []), { to: z, linkId }]);
    adjacency.set(z, [...(adjacency.get(z) ?? []), { to: a, linkId }]);
  };
  ring.forEach((id, i) => edge(id, ring[(i + 1) % ring.length] ?? id));
  for (let i = 0; i + 7 < ring.length; i += 7) {
    edge(ring[i] ?? 'r0', ring[i + 7 - (i % 3)] ?? 'r0');
  }

  const sites: Site[] = [];
  const siteCarriers = [];
  const access = new Map<string, { router: string; linkId: string; border: string }>();
  for (let s = 0; s < options.sites; s += 1) {
    const id = s === 0 ? 'T0' : `S${s}`;
    const carrierId = `site${s}`;
    siteCarriers.push({ id: carrierId, name: `Site ${s}`, kind: 'site' as const });
    sites.push({
      id,
      name: `Site ${id}`,
      tier: s === 0 ? 0 : s < 12 ? 1 : 2,
      city: `City ${s}`,
      country: 'EU',
      lat: 40 + (s % 20),
      lon: -10 + (s % 40),
      carrierId,
    });
    const border = `${id.toLowerCase()}-gw`;
    addRouter(border, carrierId, id);
    const attach = ring[(s * 37) % ring.length] ?? 'r0';
    access.set(id, { router: attach, border, linkId: connect(border, attach, carrierId) });
  }
  for (const router of routers) {
    if (!blades.some((b) => b.routerId === router.id)) {
      newPort(router.id);
    }
  }

  const paths: Path[] = [];
  const origin = access.get('T0');
  for (const site of sites.slice(1)) {
    const target = access.get(site.id);
    if (origin === undefined || target === undefined) continue;
    const middle = shortestLinks(adjacency, origin.router, target.router);
    const there: PathHop[] = [origin.linkId, ...middle, target.linkId].map((linkId) => ({
      linkId,
    }));
    paths.push({
      id: `T0-${site.id}`,
      name: `T0 to ${site.id}`,
      aSiteId: 'T0',
      zSiteId: site.id,
      hops: { AtoZ: there, ZtoA: [...there].reverse() },
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
    trunks: [],
    paths,
    maintenances: [],
  };
}

function shortestLinks(
  adjacency: ReadonlyMap<string, { to: string; linkId: string }[]>,
  from: string,
  to: string,
): string[] {
  const previous = new Map<string, { from: string; linkId: string }>();
  const queue = [from];
  const seen = new Set([from]);
  while (queue.length > 0) {
    const current = queue.shift() ?? from;
    if (current === to) break;
    for (const next of adjacency.get(current) ?? []) {
      if (!seen.has(next.to)) {
        seen.add(next.to);
        previous.set(next.to, { from: current, linkId: next.linkId });
        queue.push(next.to);
      }
    }
  }
  const route: string[] = [];
  for (let at = to; at !== from;) {
    const step = previous.get(at);
    if (step === undefined) break;
    route.unshift(step.linkId);
    at = step.from;
  }
  return route;
}

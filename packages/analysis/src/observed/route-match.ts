import type { ObservedHop, PathChanged, Port, RouteVerdict, TraceHop } from '@tiermap/domain';

/** A traceroute filed under one path direction: the newest one. */
export interface StoredRoute {
  /** When the trace ran. */
  tsMs: number;
  /** When a trace first saw this same route (the current run of equal traces). */
  sinceMs: number;
  hops: readonly TraceHop[];
  source?: string | undefined;
}

/** The fewest hops that must match a router before a route can be told same or changed. */
export const MIN_MATCHED_HOPS = 2;

/** Each port address (lower case, as written) with the port that answers on it. */
export function portAddressIndex(ports: Iterable<Port>): ReadonlyMap<string, Port> {
  const index = new Map<string, Port>();
  for (const port of ports) {
    for (const address of port.addresses ?? []) index.set(normalAddress(address), port);
  }
  return index;
}

/** An address as the index keys it: IPv6 in lower case, `::` runs expanded the same way. */
export function normalAddress(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const groups = (text: string) => (text === '' ? [] : text.split(':'));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const middle =
    tail === undefined ? [] : Array.from({ length: 8 - front.length - back.length }, () => '0');
  return [...front, ...middle, ...back].map((g) => g.replace(/^0+(?=.)/, '')).join(':');
}

/** A trace compared with a declared router sequence. */
export interface RouteComparison {
  verdict: RouteVerdict;
  hops: ObservedHop[];
  skippedRouterIds: string[];
  addedRouterIds: string[];
  /** The routers seen, in order, each once per visit (consecutive answers of one router merged). */
  routerIds: string[];
  /**
   * The links between two routers seen at consecutive hops (no hop between them), each with the
   * direction the packets crossed it in.
   */
  links: Array<{ linkId: string; traversal: 'AtoZ' | 'ZtoA' }>;
}

export interface RouteLookups {
  addresses: ReadonlyMap<string, Port>;
  routerName: (routerId: string) => string;
  /** The links between two routers, with the router at each one's A end. */
  linksBetween: (
    aRouterId: string,
    bRouterId: string,
  ) => ReadonlyArray<{ linkId: string; aRouterId: string }>;
}

/**
 * Matches a trace's hops to routers through the ports' addresses and compares the routers seen
 * with the declared ones. A declared router counts as skipped only when the trace shows fewer
 * hops (answered or not) between its declared neighbours than there are routers missing: a hop
 * that did not answer, or answered from an address no port carries, may be the missing router.
 */
export function compareRoute(
  declaredRouterIds: readonly string[],
  trace: readonly TraceHop[],
  lookups: RouteLookups,
): RouteComparison {
  const declaredAt = new Map(declaredRouterIds.map((id, i) => [id, i]));
  const hops: ObservedHop[] = trace.map((hop) => {
    const port = hop.ip === undefined ? undefined : lookups.addresses.get(normalAddress(hop.ip));
    const kind =
      hop.ip === undefined && hop.hostname === undefined
        ? 'no-answer'
        : port === undefined
          ? 'unknown'
          : declaredAt.has(port.routerId)
            ? 'declared'
            : 'added';
    return {
      ip: hop.ip ?? null,
      hostname: hop.hostname ?? null,
      rttMs: hop.rttMs ?? null,
      kind,
      routerId: port?.routerId ?? null,
      routerName: port === undefined ? null : lookups.routerName(port.routerId),
      portId: port?.id ?? null,
    };
  });
  const routerIds: string[] = [];
  const links: RouteComparison['links'] = [];
  let previous: { routerId: string; at: number } | undefined;
  hops.forEach((hop, at) => {
    if (hop.routerId === null) return;
    if (previous?.routerId === hop.routerId) {
      previous = { routerId: hop.routerId, at };
      return;
    }
    if (previous !== undefined && previous.at === at - 1) {
      for (const link of lookups.linksBetween(previous.routerId, hop.routerId)) {
        links.push({
          linkId: link.linkId,
          traversal: link.aRouterId === previous.routerId ? 'AtoZ' : 'ZtoA',
        });
      }
    }
    routerIds.push(hop.routerId);
    previous = { routerId: hop.routerId, at };
  });
  const added = [...new Set(routerIds.filter((id) => !declaredAt.has(id)))];
  // Declared routers seen, with the trace position each was seen at.
  const seen = hops.flatMap((hop, at) => {
    const i = hop.routerId === null ? undefined : declaredAt.get(hop.routerId);
    return i === undefined ? [] : [{ i, at }];
  });
  let outOfOrder = false;
  const skipped: string[] = [];
  for (let k = 1; k < seen.length; k += 1) {
    const before = seen[k - 1];
    const here = seen[k];
    if (before === undefined || here === undefined || here.i === before.i) continue;
    if (here.i < before.i) {
      outOfOrder = true;
      continue;
    }
    const missing = here.i - before.i - 1;
    const between = hops.slice(before.at + 1, here.at);
    // Hops that may be the missing routers: no answer, or an address no port carries.
    const silent = between.filter((h) => h.kind === 'no-answer' || h.kind === 'unknown').length;
    if (missing > silent) skipped.push(...declaredRouterIds.slice(before.i + 1, here.i));
  }
  const matched = hops.filter((hop) => hop.routerId !== null).length;
  const verdict: RouteVerdict =
    matched < MIN_MATCHED_HOPS
      ? 'unknown'
      : added.length > 0 || skipped.length > 0 || outOfOrder
        ? 'changed'
        : 'same';
  return { verdict, hops, skippedRouterIds: skipped, addedRouterIds: added, routerIds, links };
}

/** The finding of a changed route, in words; null unless the verdict is `changed`. */
export function pathChangedFinding(
  comparison: RouteComparison,
  sinceMs: number,
  routerName: (routerId: string) => string,
): PathChanged | null {
  if (comparison.verdict !== 'changed') return null;
  const names = (ids: readonly string[]) => ids.map(routerName).join(', ');
  const parts = [
    ...(comparison.skippedRouterIds.length > 0
      ? [`skipped ${names(comparison.skippedRouterIds)}`]
      : []),
    ...(comparison.addedRouterIds.length > 0 ? [`via ${names(comparison.addedRouterIds)}`] : []),
  ];
  return {
    sinceMs,
    skippedRouterIds: comparison.skippedRouterIds,
    addedRouterIds: comparison.addedRouterIds,
    message: `path changed: ${parts.length > 0 ? parts.join('; ') : 'the declared routers were crossed out of order'}`,
  };
}

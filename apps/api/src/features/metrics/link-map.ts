import type { Direction } from '@tiermap/domain';

/** A link as the metrics side needs it: its capacity and the (router, port) at each end. */
export interface LinkEndsRow {
  linkId: string;
  capacityBps: number;
  aRouterId: string;
  aRouterName: string;
  aPortName: string;
  zRouterId: string;
  zRouterName: string;
  zPortName: string;
}

export interface PortOnLink {
  linkId: string;
  end: 'A' | 'Z';
  capacityBps: number;
}

export interface LinkMap {
  /** The link end a collector's (device, port) names; the device may be the router id or name. */
  lookup(device: string, port: string): PortOnLink | undefined;
  capacityOf(linkId: string): number | undefined;
  has(linkId: string): boolean;
  /** (device, port) at each end as Prometheus queries name them: the router's id and the port's name. */
  endpoints(
    linkId: string,
  ): { a: { device: string; port: string }; z: { device: string; port: string } } | undefined;
  size: number;
}

/** Builds the lookup from (device, port) to link end. */
export function createLinkMap(rows: readonly LinkEndsRow[]): LinkMap {
  const byPort = new Map<string, PortOnLink>();
  const byLink = new Map<string, LinkEndsRow>();
  for (const row of rows) {
    byLink.set(row.linkId, row);
    for (const device of new Set([row.aRouterId, row.aRouterName])) {
      byPort.set(key(device, row.aPortName), {
        linkId: row.linkId,
        end: 'A',
        capacityBps: row.capacityBps,
      });
    }
    for (const device of new Set([row.zRouterId, row.zRouterName])) {
      byPort.set(key(device, row.zPortName), {
        linkId: row.linkId,
        end: 'Z',
        capacityBps: row.capacityBps,
      });
    }
  }
  return {
    lookup: (device, port) => byPort.get(key(device, port)),
    capacityOf: (linkId) => byLink.get(linkId)?.capacityBps,
    has: (linkId) => byLink.has(linkId),
    endpoints(linkId) {
      const row = byLink.get(linkId);
      return row === undefined
        ? undefined
        : {
            a: { device: row.aRouterId, port: row.aPortName },
            z: { device: row.zRouterId, port: row.zPortName },
          };
    },
    size: byLink.size,
  };
}

function key(device: string, port: string): string {
  return `${device}\u0000${port}`;
}

/**
 * The link direction of traffic counted at one end of a link: leaving the A end (out) or
 * arriving at the Z end (in) is A to Z.
 */
export function directionAt(end: 'A' | 'Z', way: 'in' | 'out'): Direction {
  return (end === 'A') === (way === 'out') ? 'AtoZ' : 'ZtoA';
}

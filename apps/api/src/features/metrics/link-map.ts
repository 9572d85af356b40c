import type { Direction, PortMatch } from '@tiermap/domain';
import type { LinkEnd, LinkEndpoints } from './promql.js';

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
  /** The carrier owning the link (the `carrier` label of `GET /api/metrics`). */
  carrierId?: string | undefined;
  /** The values collectors label the router with (carrier upload `collectorNames`). */
  aCollectorNames?: readonly string[] | undefined;
  zCollectorNames?: readonly string[] | undefined;
  /** The carrier's device label (`collectors.deviceLabel`); the server's default when absent. */
  aDeviceLabel?: string | undefined;
  zDeviceLabel?: string | undefined;
  /** The carrier's port matching (`collectors.portMatch`); `ifName` when absent. */
  aPortMatch?: PortMatch | undefined;
  zPortMatch?: PortMatch | undefined;
  aIfIndex?: number | undefined;
  zIfIndex?: number | undefined;
  aIfAlias?: string | undefined;
  zIfAlias?: string | undefined;
}

export interface PortOnLink {
  linkId: string;
  end: 'A' | 'Z';
  capacityBps: number;
}

export interface LinkMap {
  /**
   * The link end a collector's (device, port) names: the device may be the router's id, name or
   * one of its collector names; the port its name or the identifier its carrier matches by.
   */
  lookup(device: string, port: string): PortOnLink | undefined;
  capacityOf(linkId: string): number | undefined;
  has(linkId: string): boolean;
  /** Every link's id. */
  linkIds(): string[];
  /** Each end as Prometheus queries name it (promql.ts `LinkEnd`). */
  endpoints(linkId: string): LinkEndpoints | undefined;
  size: number;
}

/** Builds the lookup from (device, port) to link end. */
export function createLinkMap(rows: readonly LinkEndsRow[]): LinkMap {
  const byPort = new Map<string, PortOnLink>();
  const byLink = new Map<string, { a: LinkEnd; z: LinkEnd; capacityBps: number }>();
  for (const row of rows) {
    const a = endOf(row, 'a');
    const z = endOf(row, 'z');
    byLink.set(row.linkId, { a: a.end, z: z.end, capacityBps: row.capacityBps });
    for (const [end, side] of [
      ['A', a],
      ['Z', z],
    ] as const) {
      for (const device of side.devices) {
        for (const port of side.ports) {
          byPort.set(key(device, port), {
            linkId: row.linkId,
            end,
            capacityBps: row.capacityBps,
          });
        }
      }
    }
  }
  return {
    lookup: (device, port) => byPort.get(key(device, port)),
    capacityOf: (linkId) => byLink.get(linkId)?.capacityBps,
    has: (linkId) => byLink.has(linkId),
    linkIds: () => [...byLink.keys()],
    endpoints(linkId) {
      const link = byLink.get(linkId);
      return link === undefined ? undefined : { a: link.a, z: link.z };
    },
    size: byLink.size,
  };
}

/**
 * One end of a row: every name its device is known by and every name its port is, for the
 * lookup, and how a Prometheus query names it: the collector names (the router id when it has
 * none) under the carrier's device label, and the port by the identifier its carrier matches
 * (its name when the port does not carry that identifier).
 */
function endOf(
  row: LinkEndsRow,
  side: 'a' | 'z',
): { devices: Set<string>; ports: Set<string>; end: LinkEnd } {
  const routerId = side === 'a' ? row.aRouterId : row.zRouterId;
  const routerName = side === 'a' ? row.aRouterName : row.zRouterName;
  const portName = side === 'a' ? row.aPortName : row.zPortName;
  const collectorNames = (side === 'a' ? row.aCollectorNames : row.zCollectorNames) ?? [];
  const deviceLabel = side === 'a' ? row.aDeviceLabel : row.zDeviceLabel;
  const portMatch = (side === 'a' ? row.aPortMatch : row.zPortMatch) ?? 'ifName';
  const ifIndex = side === 'a' ? row.aIfIndex : row.zIfIndex;
  const ifAlias = side === 'a' ? row.aIfAlias : row.zIfAlias;
  const chosen =
    portMatch === 'ifIndex' && ifIndex !== undefined
      ? { label: 'ifIndex', value: String(ifIndex) }
      : portMatch === 'ifAlias' && ifAlias !== undefined
        ? { label: 'ifAlias', value: ifAlias }
        : { label: 'ifName', value: portName };
  const queried = collectorNames.length > 0 ? [...collectorNames] : [routerId];
  return {
    devices: new Set([routerId, routerName, ...collectorNames]),
    ports: new Set([portName, chosen.value]),
    end: {
      device: queried[0] ?? routerId,
      devices: queried,
      port: chosen.value,
      ...(deviceLabel === undefined ? {} : { deviceLabel }),
      portLabel: chosen.label,
    },
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

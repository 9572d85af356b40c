import type { Blade, Link, Port, Router, Topology, Trunk } from '@tiermap/domain';
import { GBPS } from '@tiermap/domain';

/** 1000BASE-X and 10GBASE-R Ethernet: port speed and link capacity alike. */
export const ONE_GE = 1 * GBPS;
export const TEN_GE = 10 * GBPS;
/** SONET/SDH line rates (the port speed) and the payload an OC-n circuit really carries. */
export const OC192_LINE = 9_953_280_000;
export const OC192_PAYLOAD = 9_620_000_000;
export const OC48_LINE = 2_488_320_000;
export const OC48_PAYLOAD = 2_405_000_000;

/** The equipment and links one file of the demo contributes. */
export type DemoPart = Pick<
  Topology,
  'routers' | 'backplanes' | 'blades' | 'ports' | 'links' | 'trunks'
>;

export interface BladeSpec {
  slot: number;
  model: string;
  fabricCapacityBps: number;
  portSpeedBps: number;
  portNames: string[];
}

export interface RouterSpec extends Router {
  backplaneBps: number;
  blades: BladeSpec[];
}

export function blade(
  slot: number,
  model: string,
  fabricCapacityBps: number,
  portSpeedBps: number,
  portNames: string[],
): BladeSpec {
  return { slot, model, fabricCapacityBps, portSpeedBps, portNames };
}

/**
 * The id of a port: its router's id and the interface name without spaces, e.g.
 * `cern-r2:TenGigabitEthernet2/0` for FTOS's `TenGigabitEthernet 2/0`.
 */
export function portId(routerId: string, portName: string): string {
  return `${routerId}:${portName.replace(/\s+/g, '')}`;
}

/** A router with its backplane (`<id>:backplane`), blades (`<id>:slot<n>`) and their ports. */
export function router(spec: RouterSpec): DemoPart {
  const { backplaneBps, blades, ...device } = spec;
  const bladeId = (slot: number): string => `${device.id}:slot${slot}`;
  return {
    routers: [device],
    backplanes: [{ id: `${device.id}:backplane`, routerId: device.id, capacityBps: backplaneBps }],
    blades: blades.map((b): Blade => ({
      id: bladeId(b.slot),
      routerId: device.id,
      slot: b.slot,
      model: b.model,
      fabricCapacityBps: b.fabricCapacityBps,
    })),
    ports: blades.flatMap((b) =>
      b.portNames.map((name): Port => ({
        id: portId(device.id, name),
        routerId: device.id,
        bladeId: bladeId(b.slot),
        name,
        speedBps: b.portSpeedBps,
      })),
    ),
    links: [],
    trunks: [],
  };
}

export interface LinkSpec {
  id: string;
  name: string;
  carrierId: string;
  /** Port ids of the A end and the Z end. */
  a: string;
  z: string;
  capacityBps: number;
  rttMs: number;
  lengthKm?: number;
}

export function link(spec: LinkSpec): Link {
  const { a, z, lengthKm, ...rest } = spec;
  return { ...rest, aPortId: a, zPortId: z, ...(lengthKm === undefined ? {} : { lengthKm }) };
}

/** A 10GBASE-R link: 10 Gb/s of capacity. */
export function tenGeLink(spec: Omit<LinkSpec, 'capacityBps'>): Link {
  return link({ ...spec, capacityBps: TEN_GE });
}

export interface TrunkSpec extends Omit<LinkSpec, 'a' | 'z'> {
  /** The A and Z port ids of each member, in order; members are `<id>-1`, `<id>-2`, ... */
  members: Array<[a: string, z: string]>;
}

/** A trunk and its member links, each member with the given capacity and round-trip time. */
export function trunk(spec: TrunkSpec): Pick<DemoPart, 'links' | 'trunks'> {
  const { members, ...common } = spec;
  const links = members.map(([a, z], i) => ({
    ...link({ ...common, id: `${spec.id}-${i + 1}`, name: `${spec.name}, member ${i + 1}`, a, z }),
    trunkId: spec.id,
  }));
  const bundle: Trunk = {
    id: spec.id,
    name: spec.name,
    carrierId: spec.carrierId,
    memberLinkIds: links.map((member) => member.id),
  };
  return { links, trunks: [bundle] };
}

/** Concatenates parts, keeping their order. */
export function mergeParts(...parts: Array<Partial<DemoPart>>): DemoPart {
  return {
    routers: parts.flatMap((part) => part.routers ?? []),
    backplanes: parts.flatMap((part) => part.backplanes ?? []),
    blades: parts.flatMap((part) => part.blades ?? []),
    ports: parts.flatMap((part) => part.ports ?? []),
    links: parts.flatMap((part) => part.links ?? []),
    trunks: parts.flatMap((part) => part.trunks ?? []),
  };
}

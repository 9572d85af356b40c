import type { Blade, Link, Port, Router, Trunk } from '@tiermap/domain';
import type { Random } from './random.js';

const CHASSIS = [
  { vendor: 'Juniper', model: 'T640', os: 'JUNOS 8.5' },
  { vendor: 'Cisco', model: 'CRS-1', os: 'IOS XR 3.4' },
  { vendor: 'Juniper', model: 'MX960', os: 'JUNOS 9.3' },
] as const;

/** Routers with 2 to 4 blades, ports dealt round-robin over the blades, links and trunks. */
export interface EquipmentBuilder {
  routers: Router[];
  blades: Blade[];
  ports: Port[];
  links: Link[];
  trunks: Trunk[];
  addRouter: (
    router: Pick<Router, 'id' | 'name' | 'carrierId' | 'lat' | 'lon'> & { siteId?: string },
  ) => void;
  /** A link from a new port on router `a` to a new port on router `z`; returns its id. */
  connect: (link: {
    id: string;
    a: string;
    z: string;
    carrierId: string;
    speedBps: number;
    km?: number;
    trunkId?: string;
  }) => string;
  /** A trunk of `members` parallel links between `a` and `z`; returns its id. */
  bundle: (trunk: {
    id: string;
    a: string;
    z: string;
    carrierId: string;
    speedsBps: number[];
    km?: number;
  }) => string;
}

export function equipmentBuilder(random: Random): EquipmentBuilder {
  const built: Omit<EquipmentBuilder, 'addRouter' | 'connect' | 'bundle'> = {
    routers: [],
    blades: [],
    ports: [],
    links: [],
    trunks: [],
  };
  const slots = new Map<string, { bladeIds: string[]; next: number; ports: number }>();

  const newPort = (routerId: string, speedBps: number): string => {
    const own = slots.get(routerId);
    if (own === undefined) throw new Error(`no router ${routerId}`);
    const slot = own.next % own.bladeIds.length;
    own.next += 1;
    own.ports += 1;
    const name = `xe-${slot}/0/${own.ports}`;
    const id = `${routerId}/${name}`;
    built.ports.push({ id, routerId, bladeId: own.bladeIds[slot] ?? '', name, speedBps });
    return id;
  };
  const connect: EquipmentBuilder['connect'] = ({ id, a, z, carrierId, speedBps, km, trunkId }) => {
    built.links.push({
      id,
      name: `${a} - ${z}`,
      carrierId,
      aPortId: newPort(a, speedBps),
      zPortId: newPort(z, speedBps),
      capacityBps: speedBps,
      ...(km === undefined
        ? {}
        : { lengthKm: Math.round(km), rttMs: Math.round((km / 100) * 10) / 10 }),
      ...(trunkId === undefined ? {} : { trunkId }),
    });
    return id;
  };

  return {
    ...built,
    addRouter({ id, name, carrierId, lat, lon, siteId }) {
      built.routers.push({
        id,
        name,
        carrierId,
        ...random.pick(CHASSIS),
        location: name,
        lat,
        lon,
        ...(siteId === undefined ? {} : { siteId }),
      });
      const count = random.between(2, 4);
      const bladeIds = Array.from({ length: count }, (_, slot) => {
        const bladeId = `${id}/fpc${slot}`;
        built.blades.push({
          id: bladeId,
          routerId: id,
          slot,
          model: 'FPC 4x10GE',
          fabricCapacityBps: 40e9,
        });
        return bladeId;
      });
      // Start the round-robin at a random blade, so first ports do not all land in slot 0.
      slots.set(id, { bladeIds, next: random.int(count), ports: 0 });
    },
    connect,
    bundle({ id, a, z, carrierId, speedsBps, km }) {
      const members = speedsBps.map((speedBps, m) =>
        connect({
          id: `${id}-${m + 1}`,
          a,
          z,
          carrierId,
          speedBps,
          ...(km === undefined ? {} : { km }),
          trunkId: id,
        }),
      );
      built.trunks.push({ id, name: `${a} = ${z}`, carrierId, memberLinkIds: members });
      return id;
    },
  };
}

import type { UploadLink } from '@tiermap/domain';
import { speedText } from './graphml-speed.js';
import { idSlug, type IdRegistry } from './import-ids.js';
import type { WarningLog } from './import-warning.js';
import { CIRCUIT_TERMINATION, INTERFACE, cableSides, type CableEnd } from './netbox-cables.js';
import type { ImportedPort, NetboxEquipment } from './netbox-equipment.js';
import type { NetboxObjects } from './netbox-export.js';
import { lengthKm } from './netbox-fields.js';
import { circuitWhere } from './netbox-where.js';
import { clipped } from './upload-parts.js';

export interface NetboxLinks {
  links: UploadLink[];
  /** Link id by NetBox interface id, for trunks. */
  linkOfInterface: Map<number, string>;
  /** The two routers a link joins, sorted and joined by a space, by link id. */
  routersOfLink: Map<string, string>;
  /** Link id by NetBox circuit id, for the circuits that became links. */
  linkOfCircuit: Map<number, string>;
}

type LinkEnd = ImportedPort & { interfaceId: number };
interface LinkDraft {
  a: LinkEnd;
  z: LinkEnd;
  base: string;
  name: string;
  capacityBps: number;
  lengthKm?: number | undefined;
}
type Resolved = { port: LinkEnd } | { terminationId: number } | undefined;

const CABLE_OUT_OF_SERVICE = new Set(['planned', 'decommissioning']);
const CIRCUIT_OUT_OF_SERVICE = new Set([
  'planned',
  'provisioning',
  'deprovisioning',
  'decommissioned',
]);

/**
 * Links from cables between two interfaces (capacity: the lower port speed) and from circuits
 * whose A and Z terminations are each cabled to an interface (capacity: the commit rate, else
 * the lower port speed). What cannot be followed is skipped with a warning.
 */
export function netboxLinks(
  objects: NetboxObjects,
  equipment: NetboxEquipment,
  carrier: string,
  ids: IdRegistry,
  log: WarningLog,
): NetboxLinks {
  const result: NetboxLinks = {
    links: [],
    linkOfInterface: new Map(),
    routersOfLink: new Map(),
    linkOfCircuit: new Map(),
  };
  const linkOfPort = new Map<string, string>();
  const addLink = (
    { a, z, base, name, capacityBps, lengthKm }: LinkDraft,
    where: string,
  ): string | undefined => {
    if (a.routerId === z.routerId) {
      log.warn(
        'same-router',
        `joins two interfaces of ${a.routerId}: not a link between routers, skipped`,
        where,
      );
      return undefined;
    }
    const taken = [a, z].find((end) => linkOfPort.has(end.id));
    if (taken !== undefined) {
      log.warn(
        'port-reused',
        `${taken.title} already ends link ${linkOfPort.get(taken.id) ?? ''}: skipped`,
        where,
      );
      return undefined;
    }
    const id = ids.claim(base);
    result.links.push({
      id,
      name: clipped(name, 200),
      aPortId: a.id,
      zPortId: z.id,
      capacityBps,
      ...(lengthKm === undefined ? {} : { lengthKm }),
    });
    for (const end of [a, z]) {
      linkOfPort.set(end.id, id);
      result.linkOfInterface.set(end.interfaceId, id);
    }
    result.routersOfLink.set(id, [a.routerId, z.routerId].sort().join(' '));
    return id;
  };

  const interfaceIds = new Set(objects.interfaces.map((iface) => iface.id));
  const terminationIds = new Set(objects.circuitTerminations.map((term) => term.id));
  const resolve = (end: CableEnd, where: string): Resolved => {
    if (end.type === INTERFACE) {
      const port = equipment.ports.get(end.id);
      if (port !== undefined) return { port: { ...port, interfaceId: end.id } };
      const why = interfaceIds.has(end.id) ? 'is not a physical port here' : 'is not in the export';
      log.warn('missing-object', `its interface ${end.id} ${why}: skipped`, where);
    } else if (end.type === CIRCUIT_TERMINATION) {
      if (terminationIds.has(end.id)) return { terminationId: end.id };
      log.warn(
        'missing-object',
        `its circuit termination ${end.id} is not in the export: skipped`,
        where,
      );
    } else {
      log.warn(
        'unsupported-cable-end',
        `ends on a ${end.type} (patch panels, console and power are not modelled): skipped`,
        where,
      );
    }
    return undefined;
  };

  const circuitEnds = new Map<number, LinkEnd>();
  for (const cable of cableSides(objects, log)) {
    const where = `cable ${cable.id}${cable.label ? ` "${cable.label}"` : ''}`;
    if (cable.status !== undefined && CABLE_OUT_OF_SERVICE.has(cable.status)) {
      log.warn('not-in-service', `status "${cable.status}": skipped`, where);
      continue;
    }
    const [aEnd, bEnd] = [cable.a[0], cable.b[0]];
    if (cable.a.length !== 1 || cable.b.length !== 1 || aEnd === undefined || bEnd === undefined) {
      log.warn(
        'cable-ends',
        `${cable.a.length} A and ${cable.b.length} B ends in the export: only one-to-one cables are read, skipped`,
        where,
      );
      continue;
    }
    const a = resolve(aEnd, where);
    const b = resolve(bEnd, where);
    if (a === undefined || b === undefined) continue;
    if ('port' in a && 'port' in b) {
      const name = cable.label ?? `${a.port.title} - ${b.port.title}`;
      const base = `${carrier}-${a.port.routerShort}-${b.port.routerShort}`;
      const capacityBps = Math.min(a.port.speedBps, b.port.speedBps);
      const { lengthKm } = cable;
      addLink({ a: a.port, z: b.port, base, name, capacityBps, lengthKm }, where);
    } else if ('port' in a && 'terminationId' in b) {
      circuitEnds.set(b.terminationId, a.port);
    } else if ('terminationId' in a && 'port' in b) {
      circuitEnds.set(a.terminationId, b.port);
    } else {
      const message = 'joins two circuit terminations (a cross-connect): skipped';
      log.warn('unsupported-cable-end', message, where);
    }
  }

  const circuitIds = new Set(objects.circuits.map((circuit) => circuit.id));
  for (const term of objects.circuitTerminations) {
    if (!circuitIds.has(term.circuit.id)) {
      log.warn(
        'missing-object',
        `its circuit ${term.circuit.id} is not in the export: skipped`,
        `circuit termination ${term.id}`,
      );
    }
  }
  // The first termination of each circuit's side: searching them all per circuit was quadratic.
  const sideOf = new Map<string, (typeof objects.circuitTerminations)[number]>();
  for (const term of objects.circuitTerminations) {
    const key = `${term.circuit.id}:${term.term_side.toUpperCase()}`;
    if (!sideOf.has(key)) sideOf.set(key, term);
  }
  for (const circuit of objects.circuits) {
    const where = circuitWhere(circuit);
    if (circuit.status !== undefined && CIRCUIT_OUT_OF_SERVICE.has(circuit.status)) {
      log.warn('not-in-service', `status "${circuit.status}": skipped`, where);
      continue;
    }
    const [a, z] = ['A', 'Z'].map((side) => {
      const term = sideOf.get(`${circuit.id}:${side}`);
      return term === undefined ? undefined : circuitEnds.get(term.id);
    });
    if (a === undefined || z === undefined) {
      const sides =
        a === undefined && z === undefined
          ? 'A and Z sides are'
          : `${a === undefined ? 'A' : 'Z'} side is`;
      log.warn(
        'circuit-end-missing',
        `its ${sides} not cabled to an interface in the export (another carrier's port must be linked by hand): skipped`,
        where,
      );
      continue;
    }
    const commitBps = (circuit.commit_rate ?? 0) * 1000;
    const lowerBps = Math.min(a.speedBps, z.speedBps);
    if (commitBps <= 0) {
      log.warn(
        'no-commit-rate',
        `no commit rate: capacity is the lower port speed, ${speedText(lowerBps)}`,
        where,
      );
    }
    const provider = circuit.provider?.name ? ` (${circuit.provider.name})` : '';
    const base = `${carrier}-${idSlug(circuit.cid, 60) || `circuit-${circuit.id}`}`;
    const capacityBps = commitBps > 0 ? commitBps : lowerBps;
    const name = `${circuit.cid}${provider}`;
    const km = lengthKm(circuit.distance, circuit.distance_unit);
    const id = addLink({ a, z, base, name, capacityBps, lengthKm: km }, where);
    if (id !== undefined) result.linkOfCircuit.set(circuit.id, id);
  }
  return result;
}

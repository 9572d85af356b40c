import type { WarningLog } from './import-warning.js';
import type { NetboxCable, NetboxObjects } from './netbox-export.js';
import { lengthKm } from './netbox-fields.js';

/** One end of a cable: the kind of object it plugs into, by NetBox's object type, and its id. */
export interface CableEnd {
  type: string;
  id: number;
}

/** A cable with its two sides; a side may hold several ends (breakout cables). */
export interface CableSides {
  id: number;
  label?: string;
  status?: string;
  lengthKm?: number;
  a: CableEnd[];
  b: CableEnd[];
}

export const INTERFACE = 'dcim.interface';
export const CIRCUIT_TERMINATION = 'circuits.circuittermination';

/**
 * Every cable with its ends: from the `cables` list when the export has one (NetBox 3.3+
 * `a_terminations`/`b_terminations`, or the older `termination_a_type`/`termination_a_id`), else
 * gathered from the `cable` and `cable_end` of interfaces and circuit terminations.
 */
export function cableSides(objects: NetboxObjects, log: WarningLog): CableSides[] {
  if (objects.cables !== undefined) return objects.cables.map(sidesOfCable);
  log.once(
    'no-cables-list',
    'the export has no "cables" list: cables are read from the interfaces and circuit terminations',
  );
  const cables = new Map<number, CableSides>();
  const add = (cableId: number, end: string | null | undefined, cableEnd: CableEnd): void => {
    const cable = cables.get(cableId) ?? { id: cableId, a: [], b: [] };
    cables.set(cableId, cable);
    (end === 'B' ? cable.b : cable.a).push(cableEnd);
  };
  for (const iface of objects.interfaces) {
    if (iface.cable) add(iface.cable.id, iface.cable_end, { type: INTERFACE, id: iface.id });
  }
  for (const term of objects.circuitTerminations) {
    if (term.cable) add(term.cable.id, term.cable_end, { type: CIRCUIT_TERMINATION, id: term.id });
  }
  return [...cables.values()];
}

function sidesOfCable(cable: NetboxCable): CableSides {
  const km = lengthKm(cable.length, cable.length_unit);
  const side = (
    terminations: NetboxCable['a_terminations'],
    type: string | null | undefined,
    id: number | null | undefined,
  ): CableEnd[] => {
    if (terminations) return terminations.map((t) => ({ type: t.object_type, id: t.object_id }));
    return type && id !== null && id !== undefined ? [{ type, id }] : [];
  };
  return {
    id: cable.id,
    ...(cable.label ? { label: cable.label } : {}),
    ...(cable.status ? { status: cable.status } : {}),
    ...(km === undefined ? {} : { lengthKm: km }),
    a: side(cable.a_terminations, cable.termination_a_type, cable.termination_a_id),
    b: side(cable.b_terminations, cable.termination_b_type, cable.termination_b_id),
  };
}

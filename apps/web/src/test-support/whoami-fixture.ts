import type { Role, Session, Whoami } from '@tiermap/domain';

const NOTHING: Whoami['can'] = {
  read: false,
  manageIncidents: false,
  manageMaintenance: false,
  uploadEquipment: false,
  ingest: false,
  playDemo: false,
  manageTokens: false,
};

/** What `GET /api/whoami` answers for a role, as the API's ROLE_ACCESS grants it (reads open). */
export function whoamiOf(role: Role | null, carrierId: string | null = null): Whoami {
  const can: Whoami['can'] = { ...NOTHING, read: true };
  if (role === 'engineer' || role === 'admin') {
    can.manageIncidents = true;
    can.playDemo = true;
  }
  if (role === 'engineer' || role === 'carrier' || role === 'admin') can.manageMaintenance = true;
  if (role === 'carrier' || role === 'admin') can.uploadEquipment = true;
  if (role === 'collector' || role === 'admin') can.ingest = true;
  if (role === 'admin') can.manageTokens = true;
  return {
    authenticated: role !== null,
    name: role === null ? null : `${role} token`,
    role,
    carrierId: role === 'carrier' ? carrierId : null,
    can,
  };
}

/** What `GET` or `POST /api/session` answers for a role (reads open unless said otherwise). */
export function sessionOf(
  role: Role | null,
  carrierId: string | null = null,
  anonymousRead = true,
): Session {
  return { ...whoamiOf(role, carrierId), anonymousRead };
}

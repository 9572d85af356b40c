import type { Whoami } from '@tiermap/domain';

/**
 * Whether the signed-in person may do something, and if not, the sentence that says why: the
 * screens show an action only when it is allowed and otherwise explain what would allow it.
 * The server checks every write again; this only keeps buttons off screens that would fail.
 */
export type Permission = { allowed: true } | { allowed: false; reason: string };

const ALLOWED: Permission = { allowed: true };

function refusal(
  whoami: Whoami | undefined,
  signedIn: boolean,
  allowed: boolean,
  action: string,
  whoMay: string,
): Permission | undefined {
  if (!signedIn) return { allowed: false, reason: `Sign in with ${whoMay} to ${action}.` };
  if (whoami === undefined) {
    return { allowed: false, reason: `Checking what your token may do before you can ${action}…` };
  }
  if (!allowed || whoami.role === null) {
    const yours = whoami.role === null ? 'Your token' : `Your ${whoami.role} token`;
    return { allowed: false, reason: `${yours} may not ${action}; that needs ${whoMay}.` };
  }
  return undefined;
}

/**
 * May the session announce or withdraw maintenance windows of `carrierId` (undefined: of some
 * carrier)? Engineers and admins for every carrier, a carrier token for its own.
 */
export function maintenancePermission(
  whoami: Whoami | undefined,
  signedIn: boolean,
  carrierId?: string,
): Permission {
  const action = 'announce or withdraw maintenance windows';
  const refused = refusal(
    whoami,
    signedIn,
    whoami?.can.manageMaintenance === true,
    action,
    'an engineer, carrier or admin token',
  );
  if (refused !== undefined) return refused;
  return ownCarrier(whoami, carrierId, action);
}

/**
 * May the session upload, apply or restore `carrierId`'s equipment? Admins for every carrier,
 * a carrier token for its own.
 */
export function uploadPermission(
  whoami: Whoami | undefined,
  signedIn: boolean,
  carrierId: string,
): Permission {
  const action = `upload ${carrierId}'s equipment`;
  const refused = refusal(
    whoami,
    signedIn,
    whoami?.can.uploadEquipment === true,
    action,
    `a carrier token for ${carrierId} or an admin token`,
  );
  if (refused !== undefined) return refused;
  return ownCarrier(whoami, carrierId, action);
}

/** May the session create, list and revoke API tokens? Admins only. */
export function tokensPermission(whoami: Whoami | undefined, signedIn: boolean): Permission {
  return (
    refusal(
      whoami,
      signedIn,
      whoami?.can.manageTokens === true,
      'create, list or revoke tokens',
      'an admin token',
    ) ?? ALLOWED
  );
}

function ownCarrier(
  whoami: Whoami | undefined,
  carrierId: string | undefined,
  action: string,
): Permission {
  if (whoami?.role !== 'carrier' || carrierId === undefined || whoami.carrierId === carrierId) {
    return ALLOWED;
  }
  return {
    allowed: false,
    reason: `Your carrier token acts for ${whoami.carrierId ?? 'another carrier'} only; it may not ${action}.`,
  };
}

/** "Ada Lovelace · admin", "NOC · carrier geant": who is signed in, for the header. */
export function signedInLabel(whoami: Whoami): string {
  const role =
    whoami.role === 'carrier' && whoami.carrierId !== null
      ? `carrier ${whoami.carrierId}`
      : (whoami.role ?? 'anonymous');
  return `${whoami.name ?? 'anonymous'} · ${role}`;
}

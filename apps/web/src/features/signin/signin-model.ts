import type { Whoami } from '@tiermap/domain';

/**
 * The token as pasted, without what people paste around it: white space, quotes, or the whole
 * header (`Authorization: Bearer tm_…`). Empty when there is nothing left.
 */
export function normaliseToken(pasted: string): string {
  return pasted
    .trim()
    .replace(/^authorization:\s*/i, '')
    .replace(/^bearer\s+/i, '')
    .replace(/^(["'])(.*)\1$/, '$2')
    .trim();
}

/** One thing a role may or may not do, in the words of the screens. */
export interface Ability {
  label: string;
  allowed: boolean;
}

/** What the signed-in token (or no token) may do, for the sign-in page. */
export function abilities(whoami: Whoami): Ability[] {
  const own = whoami.role === 'carrier' && whoami.carrierId !== null;
  const ofCarriers = own ? ` (${whoami.carrierId ?? ''} only)` : '';
  return [
    { label: 'read the map, incidents, maintenance and carriers', allowed: whoami.can.read },
    {
      label: `announce and withdraw maintenance windows${ofCarriers}`,
      allowed: whoami.can.manageMaintenance,
    },
    {
      label: `upload, apply and restore carrier equipment${ofCarriers}`,
      allowed: whoami.can.uploadEquipment,
    },
    { label: 'open and resolve incidents', allowed: whoami.can.manageIncidents },
    { label: 'play demo scenarios', allowed: whoami.can.playDemo },
    { label: 'write metrics (collectors)', allowed: whoami.can.ingest },
    { label: 'create and revoke tokens', allowed: whoami.can.manageTokens },
  ];
}

/** Why a sign-in did not work, from the HTTP status (undefined: no answer at all). */
export function signInFailure(status: number | undefined, detail: string): string {
  if (status === 401) {
    return 'The server does not accept this token: it is unknown, has expired or was revoked. Check that you pasted all of it.';
  }
  if (status === 429) {
    return `Too many wrong tokens were tried from this address: the server waits before checking another (${detail}).`;
  }
  if (status === undefined) return `Could not reach the server to check the token: ${detail}.`;
  return `The server could not check the token (${status}): ${detail}.`;
}

import type { NewToken, TokenInfo } from '@tiermap/domain';
import { formatUtcSeconds } from '../carriers/history-model.js';

/** The roles a token may have, in the order the form offers them. */
export const TOKEN_ROLES = ['viewer', 'engineer', 'carrier', 'collector', 'admin'] as const;
export type TokenRole = (typeof TOKEN_ROLES)[number];

/** One token as the tokens table shows it: never its secret (the API does not send it). */
export interface TokenRow {
  id: string;
  name: string;
  /** "carrier geant", "admin" */
  role: string;
  createdUtc: string;
  createdBy: string;
  /** "active", "revoked 2026-03-17 10:00:01 UTC", "expired 2026-03-17 10:00:01 UTC" */
  status: string;
  /** Whether it may still be revoked. */
  active: boolean;
}

/** The tokens, active first, then newest first. */
export function tokenRows(tokens: readonly TokenInfo[], nowMs: number): TokenRow[] {
  const rows = tokens.map((t) => {
    const expired = t.expiresAt !== null && Date.parse(t.expiresAt) <= nowMs;
    const status =
      t.revokedAt !== null
        ? `revoked ${formatUtcSeconds(t.revokedAt)}`
        : expired && t.expiresAt !== null
          ? `expired ${formatUtcSeconds(t.expiresAt)}`
          : t.expiresAt !== null
            ? `active until ${formatUtcSeconds(t.expiresAt)}`
            : 'active';
    return {
      id: t.id,
      name: t.name,
      role: t.role === 'carrier' && t.carrierId !== null ? `carrier ${t.carrierId}` : t.role,
      createdUtc: formatUtcSeconds(t.createdAt),
      createdBy: t.createdBy,
      status,
      active: t.revokedAt === null && !expired,
      createdMs: Date.parse(t.createdAt),
    };
  });
  rows.sort((a, b) => Number(b.active) - Number(a.active) || b.createdMs - a.createdMs);
  return rows.map(({ createdMs: _createdMs, ...row }) => row);
}

/** The form as typed: a name, a role, and the carrier for a carrier token. */
export interface TokenForm {
  name: string;
  role: TokenRole;
  carrierId: string;
}

/**
 * The token to create from the form, or the sentence saying what is missing. A carrier token
 * names its carrier; no other role does.
 */
export function newTokenOf(
  form: TokenForm,
): { ok: true; token: NewToken } | { ok: false; reason: string } {
  const name = form.name.trim();
  if (name === '') return { ok: false, reason: 'Give the token a name: who or what will use it.' };
  if (form.role === 'carrier') {
    if (form.carrierId === '')
      return { ok: false, reason: 'Choose the carrier this token acts for.' };
    return { ok: true, token: { name, role: 'carrier', carrierId: form.carrierId } };
  }
  return { ok: true, token: { name, role: form.role } };
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Role, Whoami } from '@tiermap/domain';
import { ForbiddenError, UnauthorizedError } from './errors.js';

/**
 * What a route needs, checked server-side before anything else. `read`: the data; `ingest`:
 * writing metrics and measurements; `incidents`: opening and resolving incidents; `maintenance`:
 * announcing and withdrawing windows (a carrier its own); `upload`: a carrier's equipment (its
 * own); `demo`: playing scenarios and switching the demo traffic; `admin`: tokens.
 */
export type AccessLevel =
  'read' | 'ingest' | 'incidents' | 'maintenance' | 'upload' | 'demo' | 'admin';

/** What each role may do. Carriers are further held to their own carrier by the services. */
export const ROLE_ACCESS: Readonly<Record<Role, ReadonlySet<AccessLevel>>> = {
  viewer: new Set(['read']),
  engineer: new Set(['read', 'incidents', 'maintenance', 'demo']),
  carrier: new Set(['read', 'maintenance', 'upload']),
  collector: new Set(['ingest']),
  admin: new Set(['read', 'ingest', 'incidents', 'maintenance', 'upload', 'demo', 'admin']),
};

/** Who a valid token speaks for. */
export interface Principal {
  tokenId: string;
  name: string;
  role: Role;
  /** Set for carrier tokens: the only carrier they may change. */
  carrierId: string | null;
}

/** Finds the principal of a presented token; undefined for unknown, expired or revoked ones. */
export interface TokenVerifier {
  verify(presented: string): Promise<Principal | undefined>;
}

export interface AccessPolicy {
  /**
   * The principal the request acts as (null: anonymous). Throws UnauthorizedError when a token
   * is needed and missing, or is unknown, expired or revoked; ForbiddenError when its role may
   * not act at `level`.
   */
  authorize(req: Request, level: AccessLevel): Promise<Principal | null>;
  /** Whether anonymous requests may read. */
  readonly anonymousRead: boolean;
}

export interface RolePolicyOptions {
  /** Reads need no token (a wall display); writes always do. */
  anonymousRead: boolean;
}

/** Tokens checked by a verifier, roles by {@link ROLE_ACCESS}. */
export function rolePolicy(verifier: TokenVerifier, options: RolePolicyOptions): AccessPolicy {
  return {
    anonymousRead: options.anonymousRead,
    async authorize(req, level) {
      const presented = presentedToken(req);
      if (presented === undefined) {
        if (level === 'read' && options.anonymousRead) return null;
        throw new UnauthorizedError(
          `${level} access needs a token: send Authorization: Bearer <token>`,
        );
      }
      const principal = await verifier.verify(presented);
      if (principal === undefined) {
        throw new UnauthorizedError('the token is unknown, expired or revoked');
      }
      if (!ROLE_ACCESS[principal.role].has(level) && !(level === 'read' && options.anonymousRead)) {
        throw new ForbiddenError(`a ${principal.role} token does not grant ${level} access`);
      }
      return principal;
    },
  };
}

/**
 * A policy with one admin token and no accounts store, for tests of other features: reads are
 * open, everything else needs `adminToken` (nothing is granted when it is undefined).
 */
export function tokenAccessPolicy(adminToken: string | undefined): AccessPolicy {
  const expected = adminToken === undefined ? undefined : tokenHash(adminToken);
  return rolePolicy(
    {
      verify(presented) {
        const matches = expected !== undefined && sameSecret(tokenHash(presented), expected);
        return Promise.resolve(
          matches ? { tokenId: 'admin', name: 'admin', role: 'admin', carrierId: null } : undefined,
        );
      },
    },
    { anonymousRead: true },
  );
}

/** The token of `Authorization: Bearer …` (or `Token …`, what Telegraf's influxdb_v2 sends). */
export function presentedToken(req: Request): string | undefined {
  const match = /^(?:Bearer|Token) +(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  return match?.[1];
}

/** Tokens are stored as this hash only: SHA-256, hex. Tokens are long random strings. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Checks access, then keeps the principal for the handler ({@link principalOf}). */
export function requireAccess(policy: AccessPolicy, level: AccessLevel): RequestHandler {
  return async (req, res, next) => {
    res.locals.principal = await policy.authorize(req, level);
    next();
  };
}

/** The principal a request acts as; null when anonymous. */
export function principalOf(res: Response): Principal | null {
  const principal: unknown = res.locals.principal;
  return typeof principal === 'object' && principal !== null ? (principal as Principal) : null;
}

/**
 * The carrier a principal is held to: its own for a carrier token, none (any carrier) for the
 * roles that may act on every carrier.
 */
export function carrierScope(principal: Principal | null): string | undefined {
  return principal?.role === 'carrier' ? (principal.carrierId ?? '') : undefined;
}

/** What `GET /api/whoami` answers for a principal. */
export function whoami(principal: Principal | null, anonymousRead: boolean): Whoami {
  const can = (level: AccessLevel) =>
    principal === null ? level === 'read' && anonymousRead : ROLE_ACCESS[principal.role].has(level);
  return {
    authenticated: principal !== null,
    name: principal?.name ?? null,
    role: principal?.role ?? null,
    carrierId: principal?.carrierId ?? null,
    can: {
      read: can('read') || (principal !== null && anonymousRead),
      manageIncidents: can('incidents'),
      manageMaintenance: can('maintenance'),
      uploadEquipment: can('upload'),
      ingest: can('ingest'),
      playDemo: can('demo'),
      manageTokens: can('admin'),
    },
  };
}

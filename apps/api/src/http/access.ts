import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { AccessLevel } from '@tiermap/contract';
import type { Role, Whoami } from '@tiermap/domain';
import type { AuthThrottle } from './auth-throttle.js';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from './errors.js';

/** What a route needs (declared by the contract), checked server-side before anything else. */
export type { AccessLevel };

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
   * The principal the request acts as (null: anonymous). The credential is the bearer token, or
   * else the session cookie; a write signed in by cookie must also send {@link CSRF_HEADER}.
   * Throws UnauthorizedError when a token is needed and missing, or is unknown, expired or
   * revoked; ForbiddenError when its role may not act at `level` (or a cookie write lacks the
   * CSRF header); TooManyRequestsError while the client's address is throttled. At `public`
   * level a credential, if any, is checked, but none is needed.
   */
  authorize(req: Request, level: AccessLevel): Promise<Principal | null>;
  /**
   * The principal of `token` presented at sign-in, counted and throttled like every credential;
   * UnauthorizedError when refused, TooManyRequestsError while the address is throttled.
   */
  signIn(req: Request, token: string): Promise<Principal>;
  /** Whether anonymous requests may read. */
  readonly anonymousRead: boolean;
}

export interface RolePolicyOptions {
  /** Reads need no token (a wall display); writes always do. */
  anonymousRead: boolean;
  /** Counts failed authentication per client address; none: no throttling (tests). */
  throttle?: AuthThrottle;
}

/** The cookie the web app is signed in by: the token, HttpOnly, SameSite=Strict. */
export const SESSION_COOKIE = 'tiermap_session';
/**
 * The header a write signed in by cookie must carry (any non-empty value). A page of another
 * site cannot send it: a custom header needs a CORS preflight, which this API never grants.
 */
export const CSRF_HEADER = 'X-Tiermap-CSRF';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Tokens checked by a verifier, roles by {@link ROLE_ACCESS}. */
export function rolePolicy(verifier: TokenVerifier, options: RolePolicyOptions): AccessPolicy {
  const { throttle } = options;

  /** The token's principal; a failure counted against the address; refused while throttled. */
  async function verified(req: Request, token: string): Promise<Principal | undefined> {
    const address = req.ip ?? '';
    if (throttle !== undefined) {
      const retryAfterSeconds = throttle.retryAfterSeconds(address);
      if (retryAfterSeconds > 0) {
        throw new TooManyRequestsError(
          `too many failed authentications from this address: retry in ${retryAfterSeconds} s`,
          retryAfterSeconds,
        );
      }
    }
    const principal = await verifier.verify(token);
    if (principal === undefined) throttle?.failed(address);
    return principal;
  }

  return {
    anonymousRead: options.anonymousRead,
    async authorize(req, level) {
      const credential = presentedCredential(req);
      if (credential === undefined) {
        if (level === 'public' || (level === 'read' && options.anonymousRead)) return null;
        throw new UnauthorizedError(
          `${level} access needs a token: send Authorization: Bearer <token>, or sign in (POST /api/session)`,
        );
      }
      if (credential.via === 'cookie' && !SAFE_METHODS.has(req.method)) {
        checkCsrf(req);
      }
      const principal = await verified(req, credential.token);
      if (principal === undefined) {
        throw new UnauthorizedError(
          credential.via === 'cookie'
            ? 'the session’s token is unknown, expired or revoked: sign in again'
            : 'the token is unknown, expired or revoked',
        );
      }
      if (
        level !== 'public' &&
        !ROLE_ACCESS[principal.role].has(level) &&
        !(level === 'read' && options.anonymousRead)
      ) {
        throw new ForbiddenError(`a ${principal.role} token does not grant ${level} access`);
      }
      return principal;
    },
    async signIn(req, token) {
      const principal = await verified(req, token);
      if (principal === undefined) {
        throw new UnauthorizedError('the token is unknown, expired or revoked');
      }
      return principal;
    },
  };
}

/**
 * Refuses (403) a write signed in by cookie without {@link CSRF_HEADER}, or one the browser
 * says comes from another site (`Sec-Fetch-Site`).
 */
export function checkCsrf(req: Request): void {
  const site = req.get('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw new ForbiddenError(
      `a write signed in by cookie must come from this site's pages (Sec-Fetch-Site: ${site})`,
    );
  }
  if ((req.get(CSRF_HEADER) ?? '').trim() === '') {
    throw new ForbiddenError(
      `a write signed in by cookie must send the ${CSRF_HEADER} header (CSRF protection); tools send Authorization: Bearer instead`,
    );
  }
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

/** The credential a request presents: the bearer token first (tools), else the session cookie. */
export function presentedCredential(
  req: Request,
): { token: string; via: 'bearer' | 'cookie' } | undefined {
  const bearer = presentedToken(req);
  if (bearer !== undefined) return { token: bearer, via: 'bearer' };
  const cookie = cookieValue(req.get('cookie'), SESSION_COOKIE);
  return cookie === undefined || cookie === '' ? undefined : { token: cookie, via: 'cookie' };
}

/**
 * One cookie's value from a `Cookie` header (RFC 6265 `name=value; name=value`), URI-decoded
 * as Express's `res.cookie` encodes it; undefined when absent or undecodable. Only the one
 * cookie the API sets is ever read, so this stays a few lines rather than a dependency.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    let value = pair.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1);
    }
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
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

/**
 * Checks access, then keeps the principal for the handler ({@link principalOf}). A refused
 * session cookie is cleared with the 401, so the browser's next request is anonymous. At
 * `public` level nothing is checked: the handler asks the policy itself.
 */
export function requireAccess(policy: AccessPolicy, level: AccessLevel): RequestHandler {
  return async (req, res, next) => {
    if (level === 'public') {
      res.locals.principal = null;
      next();
      return;
    }
    try {
      res.locals.principal = await policy.authorize(req, level);
    } catch (error) {
      if (error instanceof UnauthorizedError && presentedCredential(req)?.via === 'cookie') {
        clearSessionCookie(req, res);
      }
      throw error;
    }
    next();
  };
}

/** How long the browser keeps the session cookie; the token's own expiry still applies. */
export const SESSION_COOKIE_MAX_AGE_MS = 30 * 24 * 3_600_000;

function cookieOptions(req: Request) {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: req.secure } as const;
}

/** Sets the session cookie to `token`: HttpOnly, SameSite=Strict, Path=/, Secure over TLS. */
export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: SESSION_COOKIE_MAX_AGE_MS });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req));
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

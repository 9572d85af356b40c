import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { ForbiddenError, UnauthorizedError } from './errors.js';

/** Every route declares one of these. Accounts and roles plug in by replacing the policy. */
export type AccessLevel = 'read' | 'write' | 'admin';

export interface AccessPolicy {
  /** Throws UnauthorizedError or ForbiddenError when the request may not act at `level`. */
  authorize(req: Request, level: AccessLevel): void;
}

/**
 * The policy until accounts exist: anyone may read; write and admin need
 * `Authorization: Bearer <TIERMAP_ADMIN_TOKEN>`, and are refused outright when no token is set.
 */
export function tokenAccessPolicy(adminToken: string | undefined): AccessPolicy {
  return {
    authorize(req, level) {
      if (level === 'read') {
        return;
      }
      if (adminToken === undefined) {
        throw new ForbiddenError(
          `${level} access is disabled: set TIERMAP_ADMIN_TOKEN to enable it`,
        );
      }
      // `Bearer` as usual; `Token` is what Telegraf's influxdb_v2 output sends.
      const header = req.get('authorization') ?? '';
      const match = /^(?:Bearer|Token) (.+)$/.exec(header);
      const presented = match?.[1] ?? '';
      if (presented === '') {
        throw new UnauthorizedError(`${level} access needs an Authorization: Bearer token`);
      }
      if (!sameSecret(presented, adminToken)) {
        throw new ForbiddenError(`the token presented does not grant ${level} access`);
      }
    },
  };
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function requireAccess(policy: AccessPolicy, level: AccessLevel): RequestHandler {
  return (req, _res, next) => {
    policy.authorize(req, level);
    next();
  };
}

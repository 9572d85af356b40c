import { randomBytes } from 'node:crypto';
import type { CreatedToken, NewToken, TokenInfo } from '@tiermap/domain';
import { tokenHash, type Principal, type TokenVerifier } from '../../http/access.js';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import type { TokenRepository } from './repository.js';

/** The id of the admin token that `TIERMAP_ADMIN_TOKEN` ensures. */
export const ENV_ADMIN_TOKEN_ID = 'env-admin';
/** How long a verified token is trusted without asking the graph again. */
export const TOKEN_CACHE_MS = 10_000;

export interface TokenService extends TokenVerifier {
  /** A new token: its secret is in the answer and nowhere else. */
  create(input: NewToken, createdBy: string): Promise<CreatedToken>;
  list(): Promise<TokenInfo[]>;
  /** Revokes the token; NotFoundError when there is none. Takes effect at once here and within {@link TOKEN_CACHE_MS} in other processes. */
  revoke(id: string): Promise<TokenInfo>;
  /** Makes sure an admin token with this value exists (automation sets TIERMAP_ADMIN_TOKEN). */
  ensureAdmin(value: string): Promise<void>;
}

/** `tm_` and 32 random bytes, base64url: 46 characters, 256 bits. */
export function newTokenValue(): string {
  return `tm_${randomBytes(32).toString('base64url')}`;
}

export function createTokenService(
  repository: TokenRepository,
  now: () => number = Date.now,
): TokenService {
  const cache = new Map<
    string,
    { principal: Principal | undefined; untilMs: number; expiresMs: number | null }
  >();
  return {
    async verify(presented) {
      const hash = tokenHash(presented);
      const nowMs = now();
      const cached = cache.get(hash);
      if (cached !== undefined && cached.untilMs > nowMs) {
        return cached.expiresMs !== null && cached.expiresMs <= nowMs
          ? undefined
          : cached.principal;
      }
      const stored = await repository.byHash(hash);
      const expiresMs = stored?.expiresAt == null ? null : Date.parse(stored.expiresAt);
      const principal =
        stored === undefined || stored.revokedAt !== null
          ? undefined
          : {
              tokenId: stored.id,
              name: stored.name,
              role: stored.role,
              carrierId: stored.carrierId,
            };
      // Only valid tokens are remembered: a guess costs a query every time, never a cache entry.
      if (principal !== undefined) {
        if (cache.size > 10_000) cache.clear();
        cache.set(hash, { principal, untilMs: nowMs + TOKEN_CACHE_MS, expiresMs });
      }
      return expiresMs !== null && expiresMs <= nowMs ? undefined : principal;
    },
    async create(input, createdBy) {
      if (input.carrierId !== undefined && !(await repository.carrierExists(input.carrierId))) {
        throw new ValidationError(`carrier "${input.carrierId}" does not exist`, [
          { path: 'body.carrierId', message: `carrier "${input.carrierId}" does not exist` },
        ]);
      }
      if (input.expiresAt !== undefined && Date.parse(input.expiresAt) <= now()) {
        throw new ValidationError('expiresAt is in the past', [
          { path: 'body.expiresAt', message: 'must be in the future' },
        ]);
      }
      const token = newTokenValue();
      const info = await repository.create({
        id: `tok-${randomBytes(6).toString('hex')}`,
        name: input.name,
        role: input.role,
        carrierId: input.carrierId ?? null,
        hash: tokenHash(token),
        createdBy,
        createdAt: new Date(now()).toISOString(),
        expiresAt:
          input.expiresAt === undefined
            ? null
            : new Date(Date.parse(input.expiresAt)).toISOString(),
      });
      return { token, info };
    },
    list: () => repository.list(),
    async revoke(id) {
      const info = await repository.revoke(id, new Date(now()).toISOString());
      if (info === undefined) throw new NotFoundError('Token', id);
      for (const [hash, entry] of cache) {
        if (entry.principal?.tokenId === id) cache.delete(hash);
      }
      return info;
    },
    async ensureAdmin(value) {
      await repository.ensure({
        id: ENV_ADMIN_TOKEN_ID,
        name: 'TIERMAP_ADMIN_TOKEN',
        role: 'admin',
        carrierId: null,
        hash: tokenHash(value),
        createdBy: 'environment',
        createdAt: new Date(now()).toISOString(),
        expiresAt: null,
      });
      cache.clear();
    },
  };
}

import { randomBytes } from 'node:crypto';
import type { CreatedToken, NewToken, Role, TokenInfo } from '@tiermap/domain';
import {
  createGraphAvailability,
  isGraphUnavailable,
  type GraphAvailability,
} from '../../db/availability.js';
import { tokenHash, type Principal, type TokenVerifier } from '../../http/access.js';
import { NotFoundError, UnavailableError, ValidationError } from '../../http/errors.js';
import type { TokenRepository } from './repository.js';

/** The id of the admin token that `TIERMAP_ADMIN_TOKEN` ensures. */
export const ENV_ADMIN_TOKEN_ID = 'env-admin';
/** How long a verified token is trusted without asking the graph again. */
export const TOKEN_CACHE_MS = 10_000;
/**
 * While Neo4j is unreachable, a token the graph said was valid this recently still passes, so
 * collectors keep writing; revocation takes effect as soon as the graph answers again.
 */
export const TOKEN_OUTAGE_GRACE_MS = 15 * 60_000;
/** A lookup with a cached verification to fall back on waits at most this long for the graph. */
export const TOKEN_LOOKUP_DEADLINE_MS = 2_000;

export interface TokenService extends TokenVerifier {
  /** A new token: its secret is in the answer and nowhere else. */
  create(input: NewToken, createdBy: string): Promise<CreatedToken>;
  list(): Promise<TokenInfo[]>;
  /** Revokes the token; NotFoundError when there is none. Takes effect at once here and within {@link TOKEN_CACHE_MS} in other processes. */
  revoke(id: string): Promise<TokenInfo>;
  /**
   * A token that exists in this process only, for `ttlMs` or until revoked (the PDF printer's
   * print page reads with one instead of the caller's token).
   */
  issueEphemeral(grant: { name: string; role: Role; ttlMs: number }): EphemeralToken;
  /** Makes sure an admin token with this value exists (automation sets TIERMAP_ADMIN_TOKEN). */
  ensureAdmin(value: string): Promise<void>;
}

/** `tm_` and 32 random bytes, base64url: 46 characters, 256 bits. */
export function newTokenValue(): string {
  return `tm_${randomBytes(32).toString('base64url')}`;
}

export interface TokenServiceOptions {
  /** What the API knows of Neo4j's reachability; token lookups report to it and read it. */
  availability?: GraphAvailability;
  /** While Neo4j is down, a token verified this recently still passes. */
  outageGraceMs?: number;
  /** A lookup that could fall back on a cached verification waits at most this long. */
  lookupDeadlineMs?: number;
}

/** A short-lived token that lives in this process only (the PDF printer's). */
export interface EphemeralToken {
  token: string;
  tokenId: string;
  /** Ends it at once; later requests with it answer 401. */
  revoke(): void;
}

interface CacheEntry {
  principal: Principal;
  /** Trusted without asking the graph until then. */
  untilMs: number;
  /** When the graph last said the token is valid. */
  verifiedMs: number;
  expiresMs: number | null;
}

function validAt(entry: CacheEntry, nowMs: number): Principal | undefined {
  return entry.expiresMs !== null && entry.expiresMs <= nowMs ? undefined : entry.principal;
}

/** Rejects with `DeadlineError` when `work` takes longer than `ms`. */
class DeadlineError extends Error {
  override readonly name = 'DeadlineError';
}
async function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function createTokenService(
  repository: TokenRepository,
  now: () => number = Date.now,
  options: TokenServiceOptions = {},
): TokenService {
  const availability = options.availability ?? createGraphAvailability({ now });
  const outageGraceMs = options.outageGraceMs ?? TOKEN_OUTAGE_GRACE_MS;
  const lookupDeadlineMs = options.lookupDeadlineMs ?? TOKEN_LOOKUP_DEADLINE_MS;
  const cache = new Map<string, CacheEntry>();
  const ephemeral = new Map<string, { principal: Principal; expiresMs: number }>();

  /** Asks the graph, remembers the answer, and tells `availability` how the graph did. */
  async function lookup(hash: string): Promise<Principal | undefined> {
    let stored;
    try {
      stored = await repository.byHash(hash);
    } catch (error) {
      if (isGraphUnavailable(error)) {
        availability.markDown(error instanceof Error ? error.message : String(error));
      }
      throw error;
    }
    availability.markUp();
    const nowMs = now();
    const expiresMs = stored?.expiresAt == null ? null : Date.parse(stored.expiresAt);
    if (stored === undefined || stored.revokedAt !== null) {
      cache.delete(hash);
      return undefined;
    }
    const principal: Principal = {
      tokenId: stored.id,
      name: stored.name,
      role: stored.role,
      carrierId: stored.carrierId,
    };
    // Only valid tokens are remembered: a guess costs a query every time, never a cache entry.
    if (cache.size > 10_000) cache.clear();
    const entry = { principal, untilMs: nowMs + TOKEN_CACHE_MS, verifiedMs: nowMs, expiresMs };
    cache.set(hash, entry);
    return validAt(entry, nowMs);
  }

  const unavailable = () =>
    new UnavailableError(
      `Neo4j is unreachable and this token was not verified in the last ${Math.round(outageGraceMs / 60_000)} minutes; retry when the database is back`,
    );

  return {
    async verify(presented) {
      const hash = tokenHash(presented);
      const nowMs = now();
      const short = ephemeral.get(hash);
      if (short !== undefined) {
        if (short.expiresMs > nowMs) return short.principal;
        ephemeral.delete(hash);
      }
      const cached = cache.get(hash);
      if (cached !== undefined && cached.untilMs > nowMs) return validAt(cached, nowMs);
      // Verified recently enough to be trusted while the graph cannot be asked.
      const fallback =
        cached !== undefined && nowMs - cached.verifiedMs <= outageGraceMs ? cached : undefined;

      if (availability.down && !availability.tryNow()) {
        // Known down, and another caller probes it: answer at once.
        if (fallback !== undefined) return validAt(fallback, nowMs);
        throw unavailable();
      }
      const asked = lookup(hash);
      if (fallback === undefined && !availability.down) return asked;
      // A fallback to answer with, or a probe of a database known down: wait a short while
      // only, never the driver's retry time; a late answer still updates the cache.
      asked.catch(() => undefined);
      try {
        return await withinDeadline(asked, lookupDeadlineMs);
      } catch (error) {
        if (error instanceof DeadlineError) availability.markDown(error.message);
        else if (!isGraphUnavailable(error)) throw error;
        if (fallback !== undefined) return validAt(fallback, nowMs);
        throw unavailable();
      }
    },
    issueEphemeral(grant) {
      const token = newTokenValue();
      const tokenId = `eph-${randomBytes(6).toString('hex')}`;
      const hash = tokenHash(token);
      for (const [key, entry] of ephemeral) {
        if (entry.expiresMs <= now()) ephemeral.delete(key);
      }
      ephemeral.set(hash, {
        principal: { tokenId, name: grant.name, role: grant.role, carrierId: null },
        expiresMs: now() + grant.ttlMs,
      });
      return { token, tokenId, revoke: () => void ephemeral.delete(hash) };
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
        if (entry.principal.tokenId === id) cache.delete(hash);
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

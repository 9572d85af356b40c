import { isIPv6 } from 'node:net';

/**
 * Failed authentication (a wrong bearer token, a wrong session cookie, a wrong token at sign-in)
 * counted per client address in a token bucket: each failure takes one, the bucket refills
 * evenly over `windowMs`. An address with an empty bucket is throttled: every request that
 * presents a credential is answered 429 with Retry-After, without the credential being checked
 * (a right token too: checking it would let the guessing go on). Requests without credentials
 * (anonymous reads) and other addresses are not affected.
 */
export interface AuthThrottle {
  /** Seconds until `address` may try a credential again; 0 when it may now. */
  retryAfterSeconds(address: string): number;
  /** Counts a failed authentication from `address`; logs when it becomes throttled. */
  failed(address: string): void;
  /** Addresses tracked now (bounded by `maxAddresses`). */
  size(): number;
}

export interface AuthThrottleOptions {
  /** Failures allowed in a burst before the address is throttled. */
  maxFailures?: number;
  /** Time for an emptied bucket to refill completely. */
  windowMs?: number;
  /** Addresses remembered at most; the least recently failing are forgotten first. */
  maxAddresses?: number;
  now?: () => number;
  /** Where the throttling is reported (the app's pino logger). */
  logger?: { warn(fields: Record<string, unknown>, message: string): void };
}

/** 20 failures in a burst, then one more every 3 s (20 a minute). */
export const AUTH_MAX_FAILURES = 20;
export const AUTH_FAILURE_WINDOW_MS = 60_000;
export const AUTH_MAX_ADDRESSES = 10_000;

/** The message of the warn line an operator can alert on. */
export const THROTTLED_MESSAGE = 'authentication throttled';

interface Bucket {
  /** Failures still allowed, fractional while refilling. */
  tokens: number;
  /** When `tokens` was last brought up to date. */
  atMs: number;
  /** Failures and refused attempts since the bucket was created. */
  failures: number;
  /** When the throttling was last logged (-Infinity: not yet). */
  loggedMs: number;
}

export function createAuthThrottle(options: AuthThrottleOptions = {}): AuthThrottle {
  const capacity = options.maxFailures ?? AUTH_MAX_FAILURES;
  const windowMs = options.windowMs ?? AUTH_FAILURE_WINDOW_MS;
  const maxAddresses = options.maxAddresses ?? AUTH_MAX_ADDRESSES;
  const now = options.now ?? Date.now;
  // Insertion order is recency of failure: the first key is the one to forget first.
  const buckets = new Map<string, Bucket>();

  /** The bucket brought up to now; forgotten (undefined) once it is full again. */
  function current(key: string, nowMs: number): Bucket | undefined {
    const bucket = buckets.get(key);
    if (bucket === undefined) return undefined;
    bucket.tokens = Math.min(
      capacity,
      bucket.tokens + ((nowMs - bucket.atMs) * capacity) / windowMs,
    );
    bucket.atMs = nowMs;
    if (bucket.tokens >= capacity) {
      buckets.delete(key);
      return undefined;
    }
    return bucket;
  }

  function waitSeconds(bucket: Bucket): number {
    return bucket.tokens >= 1
      ? 0
      : Math.max(1, Math.ceil(((1 - bucket.tokens) * windowMs) / capacity / 1000));
  }

  return {
    retryAfterSeconds(address) {
      const nowMs = now();
      const bucket = current(clientKey(address), nowMs);
      if (bucket === undefined) return 0;
      const seconds = waitSeconds(bucket);
      if (seconds > 0) {
        bucket.failures += 1;
        if (nowMs - bucket.loggedMs >= windowMs) {
          bucket.loggedMs = nowMs;
          options.logger?.warn(
            { address: clientKey(address), failures: bucket.failures, retryAfterS: seconds },
            THROTTLED_MESSAGE,
          );
        }
      }
      return seconds;
    },
    failed(address) {
      const key = clientKey(address);
      const nowMs = now();
      const bucket = current(key, nowMs) ?? {
        tokens: capacity,
        atMs: nowMs,
        failures: 0,
        loggedMs: Number.NEGATIVE_INFINITY,
      };
      bucket.tokens = Math.max(0, bucket.tokens - 1);
      bucket.failures += 1;
      buckets.delete(key);
      buckets.set(key, bucket);
      if (buckets.size > maxAddresses) {
        const oldest = buckets.keys().next();
        if (oldest.done !== true) buckets.delete(oldest.value);
      }
      if (bucket.tokens < 1 && nowMs - bucket.loggedMs >= windowMs) {
        bucket.loggedMs = nowMs;
        options.logger?.warn(
          { address: key, failures: bucket.failures, retryAfterS: waitSeconds(bucket) },
          THROTTLED_MESSAGE,
        );
      }
    },
    size: () => buckets.size,
  };
}

/**
 * The address failures are counted under: IPv4 as it is (also when written as IPv4-mapped
 * IPv6), IPv6 by its /64 network, since one host commonly holds a whole /64.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

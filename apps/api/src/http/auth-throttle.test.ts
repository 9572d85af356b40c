import { describe, expect, it } from 'vitest';
import { clientKey, createAuthThrottle, THROTTLED_MESSAGE } from './auth-throttle.js';

function recordingLogger() {
  const lines: Array<{ fields: Record<string, unknown>; message: string }> = [];
  return {
    lines,
    warn(fields: Record<string, unknown>, message: string) {
      lines.push({ fields, message });
    },
  };
}

describe('createAuthThrottle', () => {
  it('createAuthThrottle lets 5 failures through, then asks the address to wait 12 s (5 per minute)', () => {
    let clock = 1_000_000;
    const throttle = createAuthThrottle({ maxFailures: 5, windowMs: 60_000, now: () => clock });
    for (let i = 0; i < 4; i += 1) {
      throttle.failed('192.0.2.1');
      expect(throttle.retryAfterSeconds('192.0.2.1')).toBe(0);
    }
    throttle.failed('192.0.2.1');
    expect(throttle.retryAfterSeconds('192.0.2.1')).toBe(12);
    clock += 6_000;
    expect(throttle.retryAfterSeconds('192.0.2.1')).toBe(6);
    clock += 6_000;
    expect(throttle.retryAfterSeconds('192.0.2.1')).toBe(0);
    // One attempt refilled: the next failure throttles again.
    throttle.failed('192.0.2.1');
    expect(throttle.retryAfterSeconds('192.0.2.1')).toBe(12);
  });

  it('createAuthThrottle leaves other addresses alone while one is throttled', () => {
    const throttle = createAuthThrottle({ maxFailures: 3, now: () => 0 });
    for (let i = 0; i < 10; i += 1) throttle.failed('192.0.2.1');
    expect(throttle.retryAfterSeconds('192.0.2.1')).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds('192.0.2.2')).toBe(0);
    throttle.failed('192.0.2.2');
    expect(throttle.retryAfterSeconds('192.0.2.2')).toBe(0);
  });

  it('createAuthThrottle forgets an address once its bucket is full again, and keeps at most maxAddresses', () => {
    let clock = 0;
    const throttle = createAuthThrottle({
      maxFailures: 2,
      windowMs: 10_000,
      maxAddresses: 100,
      now: () => clock,
    });
    for (let i = 0; i < 1_000; i += 1) throttle.failed(`10.0.${Math.floor(i / 250)}.${i % 250}`);
    expect(throttle.size()).toBe(100);
    // The most recent failures are the ones kept.
    throttle.failed('10.0.3.249');
    expect(throttle.retryAfterSeconds('10.0.3.249')).toBeGreaterThan(0);
    clock += 10_000;
    expect(throttle.retryAfterSeconds('10.0.3.249')).toBe(0);
    expect(throttle.size()).toBe(99);
  });

  it('createAuthThrottle logs "authentication throttled" with the address and count once a window, never more', () => {
    let clock = 0;
    const logger = recordingLogger();
    const throttle = createAuthThrottle({
      maxFailures: 3,
      windowMs: 60_000,
      now: () => clock,
      logger,
    });
    for (let i = 0; i < 3; i += 1) throttle.failed('198.51.100.7');
    for (let i = 0; i < 50; i += 1) throttle.retryAfterSeconds('198.51.100.7');
    expect(logger.lines).toEqual([
      {
        message: THROTTLED_MESSAGE,
        fields: { address: '198.51.100.7', failures: 3, retryAfterS: 20 },
      },
    ]);
    clock += 60_000;
    throttle.failed('198.51.100.7');
    for (let i = 0; i < 3; i += 1) throttle.failed('198.51.100.7');
    expect(logger.lines).toHaveLength(2);
    expect(logger.lines[1]?.message).toBe(THROTTLED_MESSAGE);
  });

  it('clientKey counts IPv4-mapped addresses as IPv4 and IPv6 by its /64', () => {
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('createAuthThrottle throttles a whole IPv6 /64 together', () => {
    const throttle = createAuthThrottle({ maxFailures: 2, now: () => 0 });
    throttle.failed('2001:db8::1');
    throttle.failed('2001:db8::2');
    expect(throttle.retryAfterSeconds('2001:db8::ffff')).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds('2001:db8:0:1::1')).toBe(0);
  });
});

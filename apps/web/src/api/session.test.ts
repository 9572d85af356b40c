import { describe, expect, it } from 'vitest';
import { sessionOf } from '../test-support/whoami-fixture.js';
import { createSession, LEGACY_TOKEN_KEY, REFUSED_NOTICE, type TokenStorage } from './session.js';

function memoryStorage(initial: Record<string, string> = {}): TokenStorage & {
  items: Map<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('session', () => {
  it('createSession removes a token an older version kept in localStorage, and starts unknown', () => {
    const storage = memoryStorage({ [LEGACY_TOKEN_KEY]: 'tm_kept', other: 'x' });
    const session = createSession(storage);
    expect(storage.items.has(LEGACY_TOKEN_KEY)).toBe(false);
    expect(storage.items.get('other')).toBe('x');
    expect(session.state()).toEqual({
      signedIn: false,
      whoami: undefined,
      anonymousRead: undefined,
      notice: undefined,
    });
  });

  it('signedIn and signOut keep nothing in storage and tell subscribers each time', () => {
    const storage = memoryStorage();
    const session = createSession(storage);
    let told = 0;
    session.subscribe(() => (told += 1));
    session.signedIn(sessionOf('admin'));
    expect(session.state()).toMatchObject({ signedIn: true, anonymousRead: true });
    expect(session.state().whoami?.role).toBe('admin');
    expect(storage.items.size).toBe(0);
    session.signOut();
    expect(session.state()).toMatchObject({ signedIn: false, whoami: undefined });
    expect(told).toBe(2);
  });

  it('refused signs out with a notice, but only for a request sent under the current sign-in', () => {
    const session = createSession(undefined);
    session.signedIn(sessionOf('viewer'));
    const before = session.generation();
    session.signedIn(sessionOf('engineer'));
    // An answer to a request sent before the newer sign-in must not sign it out.
    session.refused(before);
    expect(session.state().signedIn).toBe(true);
    session.refused(session.generation());
    expect(session.state()).toMatchObject({ signedIn: false, notice: REFUSED_NOTICE });
    session.dismissNotice();
    expect(session.state().notice).toBeUndefined();
  });

  it('learned takes the server’s answer; a signed-in session answered anonymous was refused', () => {
    const session = createSession(undefined);
    session.learned(sessionOf(null, null, false), session.generation());
    expect(session.state()).toMatchObject({ signedIn: false, anonymousRead: false });
    session.learned(sessionOf('viewer'), session.generation());
    expect(session.state()).toMatchObject({ signedIn: true, notice: undefined });
    expect(session.state()).toBe(session.state());
    // A stale answer (sent before a sign-out) changes nothing.
    const stale = session.generation();
    session.signOut();
    session.learned(sessionOf('viewer'), stale);
    expect(session.state().signedIn).toBe(false);
    // The token was revoked: the next check answers anonymous.
    session.signedIn(sessionOf('engineer'));
    session.learned(sessionOf(null), session.generation());
    expect(session.state()).toMatchObject({ signedIn: false, notice: REFUSED_NOTICE });
  });

  it('createSession survives storage that throws', () => {
    const broken: TokenStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const session = createSession(broken);
    session.signedIn(sessionOf('viewer'));
    expect(session.state().signedIn).toBe(true);
  });
});

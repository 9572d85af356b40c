import { describe, expect, it } from 'vitest';
import { whoamiOf } from '../test-support/whoami-fixture.js';
import { createSession, REFUSED_NOTICE, TOKEN_KEY, type TokenStorage } from './session.js';

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
  it('createSession picks up the token kept by an earlier visit, whoami still unknown', () => {
    const session = createSession(memoryStorage({ [TOKEN_KEY]: 'tm_kept' }));
    expect(session.state()).toEqual({ token: 'tm_kept', whoami: undefined, notice: undefined });
  });

  it('signIn keeps the token in storage and signOut removes it, telling subscribers each time', () => {
    const storage = memoryStorage();
    const session = createSession(storage);
    let told = 0;
    session.subscribe(() => (told += 1));
    session.signIn('tm_admin', whoamiOf('admin'));
    expect(storage.items.get(TOKEN_KEY)).toBe('tm_admin');
    expect(session.state().whoami?.role).toBe('admin');
    session.signOut();
    expect(storage.items.has(TOKEN_KEY)).toBe(false);
    expect(session.state()).toEqual({ token: undefined, whoami: undefined, notice: undefined });
    expect(told).toBe(2);
  });

  it('refused signs out with a notice, but only when the refused token is still the one in use', () => {
    const session = createSession(memoryStorage());
    session.signIn('tm_new', whoamiOf('engineer'));
    // An answer to a request sent with an older token must not sign out the newer one.
    session.refused('tm_old');
    expect(session.state().token).toBe('tm_new');
    session.refused('tm_new');
    expect(session.state()).toEqual({
      token: undefined,
      whoami: undefined,
      notice: REFUSED_NOTICE,
    });
    session.dismissNotice();
    expect(session.state().notice).toBeUndefined();
  });

  it('learned keeps a whoami only for the token it was asked with, and state() is stable', () => {
    const session = createSession(memoryStorage({ [TOKEN_KEY]: 'tm_viewer' }));
    session.learned(undefined, whoamiOf(null));
    expect(session.state().whoami).toBeUndefined();
    const viewer = whoamiOf('viewer');
    session.learned('tm_viewer', viewer);
    expect(session.state().whoami).toBe(viewer);
    expect(session.state()).toBe(session.state());
  });

  it('createSession works without storage, and survives storage that throws', () => {
    const broken: TokenStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    const session = createSession(broken);
    session.signIn('tm_x', whoamiOf('viewer'));
    expect(session.state().token).toBe('tm_x');
    expect(createSession(undefined).state().token).toBeUndefined();
  });
});

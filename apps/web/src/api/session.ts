import type { Whoami } from '@tiermap/domain';

/** Where the token is kept between visits: the browser's localStorage, a Map in tests. */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Who the app acts as, as the screens read it. */
export interface SessionState {
  /** The token sent as `Authorization: Bearer` with every request; undefined when signed out. */
  token: string | undefined;
  /** What the server says this token (or no token) may do; undefined until it has answered. */
  whoami: Whoami | undefined;
  /** Why the person was signed out without asking, shown until dismissed or a new sign-in. */
  notice: string | undefined;
}

/**
 * The signed-in token and what it may do, kept in one place: the API client reads the token
 * for every request and reports a refused one here; React subscribes to show who is signed in.
 */
export interface Session {
  /** The current state; the same object until something changes (for useSyncExternalStore). */
  state: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  /** Keeps a token the server has just accepted, with its whoami. */
  signIn: (token: string, whoami: Whoami) => void;
  signOut: () => void;
  /** The server refused `token` (401): sign out with a notice, if it is still the one in use. */
  refused: (token: string) => void;
  /** What the server answered to whoami for `token` (undefined: anonymous), if still current. */
  learned: (token: string | undefined, whoami: Whoami) => void;
  dismissNotice: () => void;
  /** Reads the stored token again (another tab signed in or out). */
  reload: () => void;
}

/** The localStorage key of the token. */
export const TOKEN_KEY = 'tiermap.token';

export const REFUSED_NOTICE =
  'You were signed out: the server refused your token (it was revoked, has expired or is unknown). Sign in again to make changes; everything you may read still works.';

/** A session kept in `storage` (none: in memory only, e.g. when localStorage is blocked). */
export function createSession(storage: TokenStorage | undefined): Session {
  const listeners = new Set<() => void>();
  let current: SessionState = { token: readToken(storage), whoami: undefined, notice: undefined };

  function set(next: SessionState) {
    if (
      next.token === current.token &&
      next.whoami === current.whoami &&
      next.notice === current.notice
    ) {
      return;
    }
    current = next;
    for (const listener of [...listeners]) listener();
  }

  function store(token: string | undefined) {
    try {
      if (token === undefined) storage?.removeItem(TOKEN_KEY);
      else storage?.setItem(TOKEN_KEY, token);
    } catch {
      // Storage full or blocked: the session still lasts as long as the page.
    }
  }

  return {
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(token, whoami) {
      store(token);
      set({ token, whoami, notice: undefined });
    },
    signOut() {
      store(undefined);
      set({ token: undefined, whoami: undefined, notice: undefined });
    },
    refused(token) {
      if (current.token !== token) return;
      store(undefined);
      set({ token: undefined, whoami: undefined, notice: REFUSED_NOTICE });
    },
    learned(token, whoami) {
      if (current.token === token) set({ ...current, whoami });
    },
    dismissNotice() {
      set({ ...current, notice: undefined });
    },
    reload() {
      const token = readToken(storage);
      if (token !== current.token) set({ token, whoami: undefined, notice: current.notice });
    },
  };
}

function readToken(storage: TokenStorage | undefined): string | undefined {
  try {
    const token = storage?.getItem(TOKEN_KEY);
    return token === null || token === undefined || token === '' ? undefined : token;
  } catch {
    return undefined;
  }
}

function browserStorage(): TokenStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The app's one session, kept in this browser's localStorage. */
export const session = createSession(browserStorage());

import type { Session as SessionAnswer, Whoami } from '@tiermap/domain';

/** The browser's localStorage, a Map in tests: only to remove a token an older version kept. */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Who the app acts as, as the screens read it. The token itself is never here: the server keeps
 * it in an HttpOnly cookie (`POST /api/session`) that script cannot read, and the browser sends
 * it with every request, the live stream included.
 */
export interface SessionState {
  /** Whether the server says this browser is signed in; false until it has answered. */
  signedIn: boolean;
  /** What the server says the browser (signed in or not) may do; undefined until it answered. */
  whoami: Whoami | undefined;
  /** Whether reads need no sign-in on this server; undefined until it has answered. */
  anonymousRead: boolean | undefined;
  /** Why the person was signed out without asking, shown until dismissed or a new sign-in. */
  notice: string | undefined;
}

/**
 * The browser's session as the server last described it, kept in one place: the API client
 * reports a refused cookie here; React subscribes to show who is signed in. Each sign-in or
 * sign-out starts a new generation, so an answer to a request sent before it changes nothing.
 */
export interface Session {
  /** The current state; the same object until something changes (for useSyncExternalStore). */
  state: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  /** Counts sign-ins and sign-outs: what a request was sent under. */
  generation: () => number;
  /** The server has just signed this browser in (`POST /api/session` answered). */
  signedIn: (answer: SessionAnswer) => void;
  /** The browser has signed out (`DELETE /api/session`). */
  signOut: () => void;
  /** The server refused the session (401) for a request sent in `generation`: signed out, with a notice. */
  refused: (generation: number) => void;
  /**
   * What `GET /api/session` answered for a request sent in `generation`. A session that was
   * signed in and is now answered anonymous was refused (revoked, expired): signed out with a notice.
   */
  learned: (answer: SessionAnswer, generation: number) => void;
  dismissNotice: () => void;
}

/** The localStorage key an older version kept the token under; removed on load. */
export const LEGACY_TOKEN_KEY = 'tiermap.token';

export const REFUSED_NOTICE =
  'You were signed out: the server refused your token (it was revoked, has expired or is unknown). Sign in again to make changes; everything you may read still works.';

const UNKNOWN: SessionState = {
  signedIn: false,
  whoami: undefined,
  anonymousRead: undefined,
  notice: undefined,
};

/**
 * A session learned from the server. `storage` is only cleaned: a token an older version kept
 * in localStorage is removed, so it is no longer readable by script.
 */
export function createSession(storage: TokenStorage | undefined): Session {
  try {
    storage?.removeItem(LEGACY_TOKEN_KEY);
  } catch {
    // Storage blocked: there is nothing in it to remove either.
  }
  const listeners = new Set<() => void>();
  let current = UNKNOWN;
  let generation = 0;

  function set(next: SessionState) {
    if (
      next.signedIn === current.signedIn &&
      next.whoami === current.whoami &&
      next.anonymousRead === current.anonymousRead &&
      next.notice === current.notice
    ) {
      return;
    }
    current = next;
    for (const listener of [...listeners]) listener();
  }

  function signedOut(notice: string | undefined) {
    generation += 1;
    set({
      signedIn: false,
      // What anonymous readers may do is learned again; until then, nothing is offered.
      whoami: undefined,
      anonymousRead: current.anonymousRead,
      notice,
    });
  }

  return {
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    generation: () => generation,
    signedIn(answer) {
      generation += 1;
      set({
        signedIn: answer.authenticated,
        whoami: answer,
        anonymousRead: answer.anonymousRead,
        notice: undefined,
      });
    },
    signOut() {
      signedOut(undefined);
    },
    refused(sentIn) {
      if (sentIn !== generation || !current.signedIn) return;
      signedOut(REFUSED_NOTICE);
    },
    learned(answer, sentIn) {
      if (sentIn !== generation) return;
      if (current.signedIn && !answer.authenticated) {
        generation += 1;
        set({
          signedIn: false,
          whoami: answer,
          anonymousRead: answer.anonymousRead,
          notice: REFUSED_NOTICE,
        });
        return;
      }
      set({
        ...current,
        signedIn: answer.authenticated,
        whoami: answer,
        anonymousRead: answer.anonymousRead,
      });
    },
    dismissNotice() {
      set({ ...current, notice: undefined });
    },
  };
}

function browserStorage(): TokenStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The app's one session; the token a former version kept in localStorage is removed. */
export const session = createSession(browserStorage());

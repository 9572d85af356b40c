import { useSignOut } from '../../api/mutations.js';
import { session, type SessionState } from '../../api/session.js';
import { signedInLabel } from '../../app/permissions.js';
import './signin.css';

/** The header's corner: who is signed in (name and role) with Sign out, or a Sign in link. */
export function AccountBar({ state, onSignIn }: { state: SessionState; onSignIn: () => void }) {
  if (state.whoami === undefined && !state.signedIn) {
    // Not known yet whether this browser is signed in: the server answers in a moment. The
    // corner keeps the width of "Sign in" meanwhile, so the header does not move under a click.
    return (
      <div className="account" data-testid="account" aria-busy="true">
        <span className="page-link account-placeholder" aria-hidden="true">
          Sign in
        </span>
      </div>
    );
  }
  if (!state.signedIn) {
    return (
      <div className="account" data-testid="account">
        <a
          href="/signin"
          className="page-link"
          onClick={(event) => {
            event.preventDefault();
            onSignIn();
          }}
        >
          Sign in
        </a>
      </div>
    );
  }
  return (
    <div className="account" data-testid="account">
      <span className="account-name" data-testid="account-name">
        {state.whoami?.authenticated === true ? signedInLabel(state.whoami) : 'Signed in…'}
      </span>
      <SignOutButton />
    </div>
  );
}

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => signOut.mutate()}>
      Sign out
    </button>
  );
}

/** Why the person was signed out without asking (a refused token), until dismissed. */
export function SessionNotice({ state, onSignIn }: { state: SessionState; onSignIn: () => void }) {
  if (state.notice === undefined) return null;
  return (
    <p className="session-notice" role="alert" data-testid="session-notice">
      <span>{state.notice}</span>
      <a
        href="/signin"
        onClick={(event) => {
          event.preventDefault();
          onSignIn();
        }}
      >
        Sign in again
      </a>
      <button type="button" onClick={() => session.dismissNotice()}>
        Dismiss
      </button>
    </p>
  );
}

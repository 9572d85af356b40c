import { useState, type FormEvent } from 'react';
import { statusOf } from '../../api/http.js';
import { useSignIn, useSignOut } from '../../api/mutations.js';
import type { SessionState } from '../../api/session.js';
import { signedInLabel } from '../../app/permissions.js';
import { errorMessage } from '../../app/fetched.js';
import { abilities, normaliseToken, signInFailure } from './signin-model.js';
import './signin.css';

/**
 * `/signin`: paste a token; the server checks it (`POST /api/session`) and keeps it in an
 * HttpOnly cookie the page's script cannot read. Says what the token may do, and whether a wall
 * needs one.
 */
export function SignInView({
  state,
  onOpenCarriers,
}: {
  state: SessionState;
  /** Opens the carriers page (offered to those who may upload). */
  onOpenCarriers: () => void;
}) {
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const signIn = useSignIn();
  const signOut = useSignOut();
  // Whether a wall display needs a token at all: the server says so with every session answer.
  const readsOpen = state.anonymousRead;
  const signedIn = state.signedIn ? state.whoami : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const token = normaliseToken(pasted);
    if (token === '') {
      setError('Paste a token first.');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const answer = await signIn.mutateAsync(token);
      if (!answer.authenticated) {
        setError(signInFailure(401, 'anonymous'));
        return;
      }
      setPasted('');
    } catch (failure) {
      setError(signInFailure(statusOf(failure), errorMessage(failure)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="signin" aria-label="Sign in" data-testid="signin">
      <h2>Sign in</h2>
      {signedIn?.authenticated === true && (
        <section className="signin-card" aria-label="Signed in" data-testid="signin-current">
          <p>
            Signed in as <strong data-testid="signin-name">{signedInLabel(signedIn)}</strong>.
          </p>
          <ul className="signin-abilities">
            {abilities(signedIn).map((a) => (
              <li key={a.label} data-allowed={a.allowed}>
                <span aria-hidden="true">{a.allowed ? '✓' : '—'}</span>{' '}
                {a.allowed ? 'may' : 'may not'} {a.label}
              </li>
            ))}
          </ul>
          <div className="signin-actions">
            {signedIn.can.uploadEquipment && (
              <button type="button" onClick={onOpenCarriers}>
                Open the carriers page
              </button>
            )}
            <button type="button" className="secondary" onClick={() => signOut.mutate()}>
              Sign out
            </button>
          </div>
        </section>
      )}
      {state.whoami === undefined && (
        <p className="muted">Asking the server whether this browser is signed in…</p>
      )}
      <form
        className="signin-card signin-form"
        aria-label="Sign in with a token"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <label>
          API token
          <input
            type="password"
            value={pasted}
            autoComplete="off"
            spellCheck={false}
            placeholder="paste the token here"
            onChange={(e) => setPasted(e.target.value)}
          />
        </label>
        <button type="submit" disabled={busy}>
          {busy ? 'Checking…' : state.signedIn ? 'Sign in with this token' : 'Sign in'}
        </button>
        {error !== undefined && (
          <p className="error" role="alert" data-testid="signin-error">
            {error}
          </p>
        )}
      </form>
      <section className="signin-notes muted" aria-label="About tokens">
        <p>
          The token is checked by the server (<code>POST /api/session</code>), which keeps it in an
          HttpOnly cookie of this site: the browser sends it with every request this app makes, the
          live map included, but no script on the page can read it. It lasts until you sign out (at
          most 30 days); anyone using this browser profile can use the app as you until then, so
          sign out on a shared computer. When the token is revoked or expires you are signed out,
          with a notice at the top of the page. Tools and scripts send the token as{' '}
          <code>Authorization: Bearer</code> instead.
        </p>
        <p data-testid="signin-reads">
          {readsOpen === true &&
            'Reads are open on this server: a wall display (/wall) needs no token, and every page can be read without signing in. Signing in adds the actions your role allows.'}
          {readsOpen === false &&
            'This server asks for a token even to read: a wall display needs a viewer token.'}
          {readsOpen === undefined && 'A wall display needs no token while reads are open.'}
        </p>
        <p>
          Roles: <strong>viewer</strong> reads; <strong>engineer</strong> also manages incidents,
          maintenance and the demo; <strong>carrier</strong> uploads its own equipment and announces
          its own maintenance; <strong>collector</strong> writes metrics; <strong>admin</strong>{' '}
          does everything and makes tokens (<code>npm run token</code> or{' '}
          <code>POST /api/tokens</code>). <code>npm start</code> keeps the demo’s admin token in{' '}
          <code>.data/demo-admin-token</code>.
        </p>
      </section>
    </main>
  );
}

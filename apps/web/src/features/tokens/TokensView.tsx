import type { CreatedToken } from '@tiermap/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useCreateToken, useRevokeToken } from '../../api/mutations.js';
import { queries } from '../../api/queries.js';
import type { SessionState } from '../../api/session.js';
import { errorMessage, fetchedOf } from '../../app/fetched.js';
import { FetchNotice } from '../../app/panel.js';
import { tokensPermission } from '../../app/permissions.js';
import { useNow } from '../map/useLive.js';
import {
  newTokenOf,
  TOKEN_ROLES,
  tokenRows,
  type TokenForm,
  type TokenRole,
} from './tokens-model.js';
import './tokens.css';

/**
 * `/tokens`, for admins: create a token with its role (and carrier for a carrier token), its
 * secret shown this once with a copy button and a warning; the tokens listed without secrets;
 * revoke. The secret lives in this component's state only until dismissed: never logged, never
 * stored, never in the URL.
 */
export function TokensView({ session, onSignIn }: { session: SessionState; onSignIn: () => void }) {
  const permission = tokensPermission(session.whoami, session.signedIn);
  return (
    <main className="tokens" aria-label="Tokens" data-testid="tokens">
      <h2>API tokens</h2>
      {permission.allowed ? (
        <TokensAdmin />
      ) : (
        <p className="muted" data-testid="tokens-refused">
          {permission.reason}{' '}
          {!session.signedIn && (
            <button type="button" onClick={onSignIn}>
              Sign in
            </button>
          )}
        </p>
      )}
    </main>
  );
}

function TokensAdmin() {
  const tokens = fetchedOf(useQuery(queries.tokens()));
  const carriers = fetchedOf(useQuery(queries.carriers()));
  const create = useCreateToken();
  const revoke = useRevokeToken();
  const now = useNow(60_000);
  const [form, setForm] = useState<TokenForm>({ name: '', role: 'viewer', carrierId: '' });
  const [formError, setFormError] = useState<string | undefined>();
  const [created, setCreated] = useState<CreatedToken | undefined>();
  const [copied, setCopied] = useState(false);
  const [revokeError, setRevokeError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = newTokenOf(form);
    if (!result.ok) {
      setFormError(result.reason);
      return;
    }
    setFormError(undefined);
    setCopied(false);
    try {
      setCreated(await create.mutateAsync(result.token));
      setForm({ name: '', role: 'viewer', carrierId: '' });
    } catch (error) {
      setFormError(errorMessage(error));
    }
  }

  async function copy(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  async function revokeOne(id: string, name: string) {
    if (!window.confirm(`Revoke the token "${name}"? Whatever uses it is refused from now on.`)) {
      return;
    }
    setRevokeError(undefined);
    try {
      await revoke.mutateAsync(id);
    } catch (error) {
      setRevokeError(errorMessage(error));
    }
  }

  const carrierList = carriers.state === 'ready' ? carriers.value : [];
  return (
    <>
      <form className="tokens-form" aria-label="Create a token" onSubmit={(e) => void submit(e)}>
        <label>
          Name{' '}
          <input
            value={form.name}
            maxLength={100}
            placeholder="GÉANT NOC uploads"
            onChange={(e) => setForm({ ...form, name: e.target.value })}
          />
        </label>
        <label>
          Role{' '}
          <select
            value={form.role}
            onChange={(e) => setForm({ ...form, role: e.target.value as TokenRole })}
          >
            {TOKEN_ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        </label>
        {form.role === 'carrier' && (
          <label>
            Carrier{' '}
            <select
              value={form.carrierId}
              onChange={(e) => setForm({ ...form, carrierId: e.target.value })}
            >
              <option value="">Choose a carrier…</option>
              {carrierList.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.id})
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="submit" disabled={create.isPending}>
          Create token
        </button>
        {formError !== undefined && (
          <p className="tokens-error" role="alert">
            {formError}
          </p>
        )}
      </form>

      {created !== undefined && (
        <section className="tokens-created" aria-label="New token" data-testid="token-created">
          <p className="tokens-warning" role="alert">
            Copy this token now: it is shown this once and cannot be shown again. Anyone holding it
            acts as “{created.info.name}” ({created.info.role}).
          </p>
          <code data-testid="token-secret">{created.token}</code>{' '}
          <button type="button" onClick={() => void copy(created.token)}>
            {copied ? 'Copied' : 'Copy'}
          </button>{' '}
          <button type="button" onClick={() => setCreated(undefined)}>
            Done, hide it
          </button>
        </section>
      )}

      <FetchNotice
        fetched={tokens}
        loading="Loading the tokens…"
        failed="Could not load the tokens"
      />
      {revokeError !== undefined && (
        <p className="tokens-error" role="alert">
          {revokeError}
        </p>
      )}
      {tokens.state === 'ready' && (
        <table className="tokens-table" data-testid="token-list">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Created</th>
              <th scope="col">Status</th>
              <th scope="col" aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {tokenRows(tokens.value, now).map((row) => (
              <tr key={row.id} data-token-id={row.id} data-active={row.active}>
                <td>
                  {row.name}
                  <div className="muted">{row.id}</div>
                </td>
                <td>{row.role}</td>
                <td>
                  {row.createdUtc}
                  <div className="muted">by {row.createdBy}</div>
                </td>
                <td data-testid="token-status">{row.status}</td>
                <td>
                  {row.active && (
                    <button
                      type="button"
                      disabled={revoke.isPending}
                      aria-label={`Revoke ${row.name}`}
                      onClick={() => void revokeOne(row.id, row.name)}
                    >
                      Revoke
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

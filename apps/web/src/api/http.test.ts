import { describe, expect, it } from 'vitest';
import { sessionOf } from '../test-support/whoami-fixture.js';
import { authorisedFetch, problemOf, ProblemError, requestJson, type Fetcher } from './http.js';
import { createSession, REFUSED_NOTICE } from './session.js';

interface Sent {
  url: string;
  method: string;
  csrf: string | null;
  authorization: string | null;
  credentials: RequestCredentials | undefined;
}

/** A server whose session cookie is refused (401) once `revoked` is set, else 200. */
function fakeServer(): { fetcher: Fetcher; sent: Sent[]; revoke: () => void } {
  const sent: Sent[] = [];
  let revoked = false;
  const fetcher: Fetcher = (url, init = {}) => {
    const headers = new Headers(init.headers);
    sent.push({
      url,
      method: init.method ?? 'GET',
      csrf: headers.get('x-tiermap-csrf'),
      authorization: headers.get('authorization'),
      credentials: init.credentials,
    });
    // The server clears the refused cookie with its 401: the next request is anonymous.
    const status = revoked ? 401 : 200;
    revoked = false;
    return Promise.resolve(new Response(JSON.stringify({ ok: status === 200 }), { status }));
  };
  return { fetcher, sent, revoke: () => (revoked = true) };
}

describe('authorised fetch', () => {
  it('authorisedFetch sends no token of its own: the cookie goes (same origin), writes add X-Tiermap-CSRF', async () => {
    const session = createSession(undefined);
    const { fetcher, sent } = fakeServer();
    const send = authorisedFetch(session, fetcher);
    await send('/api/topology');
    session.signedIn(sessionOf('engineer'));
    await send('/api/maintenance', { method: 'POST', headers: { 'content-type': 'x' } });
    await send('/api/maintenance/w1', { method: 'delete' });
    expect(sent.map((s) => [s.method, s.csrf, s.authorization, s.credentials])).toEqual([
      ['GET', null, null, 'same-origin'],
      ['POST', '1', null, 'same-origin'],
      ['delete', '1', null, 'same-origin'],
    ]);
  });

  it('authorisedFetch signs out on a 401 and asks a read again, now anonymous', async () => {
    const session = createSession(undefined);
    session.signedIn(sessionOf('viewer'));
    const { fetcher, sent, revoke } = fakeServer();
    revoke();
    const response = await authorisedFetch(session, fetcher)('/api/incidents');
    expect(response.status).toBe(200);
    expect(sent).toHaveLength(2);
    expect(session.state()).toMatchObject({ signedIn: false, notice: REFUSED_NOTICE });
  });

  it('authorisedFetch does not send a refused write again: it answers the 401', async () => {
    const session = createSession(undefined);
    session.signedIn(sessionOf('engineer'));
    const { fetcher, sent, revoke } = fakeServer();
    revoke();
    const response = await authorisedFetch(session, fetcher)('/api/maintenance', {
      method: 'POST',
    });
    expect(response.status).toBe(401);
    expect(sent).toHaveLength(1);
    expect(session.state().signedIn).toBe(false);
  });

  it('authorisedFetch leaves an anonymous session alone on a 401 (reads closed on this server)', async () => {
    const session = createSession(undefined);
    const { fetcher, sent, revoke } = fakeServer();
    revoke();
    const response = await authorisedFetch(session, fetcher)('/api/topology');
    expect(response.status).toBe(401);
    expect(sent).toHaveLength(1);
    expect(session.state().notice).toBeUndefined();
  });

  it('problemOf keeps the field paths and file lines of a problem document', async () => {
    const body = {
      type: 'https://tiermap.dev/problems/unprocessable-content',
      title: 'Unprocessable content',
      status: 422,
      detail: 'the upload has 1 problem',
      errors: [{ path: 'routers[0].os', line: 7, column: 9, message: 'must not be empty' }],
    };
    const error = await problemOf(new Response(JSON.stringify(body), { status: 422 }), '/x');
    expect(error).toBeInstanceOf(ProblemError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('the upload has 1 problem');
    expect(error.errors).toEqual(body.errors);
    const bare = await problemOf(
      new Response('<html>', { status: 502, statusText: 'Bad Gateway' }),
      '/api/x',
    );
    expect(bare.message).toBe('/api/x: Bad Gateway');
  });

  it('requestJson answers the body, or throws the ProblemError of a refusal', async () => {
    const ok: Fetcher = () => Promise.resolve(new Response('{"a":1}', { status: 200 }));
    expect(await requestJson('/api/a', { fetcher: ok })).toEqual({ a: 1 });
    const refused: Fetcher = () =>
      Promise.resolve(
        new Response(JSON.stringify({ type: 't', title: 'Forbidden', status: 403 }), {
          status: 403,
        }),
      );
    await expect(requestJson('/api/a', { fetcher: refused })).rejects.toMatchObject({
      status: 403,
      message: 'Forbidden',
    });
  });
});

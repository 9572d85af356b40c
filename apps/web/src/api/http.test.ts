import type { RequestFetch } from '@tiermap/client';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../test-support/whoami-fixture.js';
import { ApiProblem, webClient } from './http.js';
import { createSession, REFUSED_NOTICE } from './session.js';

interface Sent {
  url: string;
  method: string;
  csrf: string | null;
  authorization: string | null;
  credentials: RequestCredentials;
}

const BASE = 'http://tiermap.test';

/** A server whose session cookie is refused (401) once `revoked` is set, else 200. */
function fakeServer(): { send: RequestFetch; sent: Sent[]; revoke: () => void } {
  const sent: Sent[] = [];
  let revoked = false;
  const send: RequestFetch = (request) => {
    sent.push({
      url: request.url.slice(BASE.length),
      method: request.method,
      csrf: request.headers.get('x-tiermap-csrf'),
      authorization: request.headers.get('authorization'),
      credentials: request.credentials,
    });
    // The server clears the refused cookie with its 401: the next request is anonymous.
    const status = revoked ? 401 : 200;
    revoked = false;
    return Promise.resolve(new Response(JSON.stringify({ ok: status === 200 }), { status }));
  };
  return { send, sent, revoke: () => (revoked = true) };
}

describe('the web client', () => {
  it('sends no token of its own: the cookie goes (same origin), writes add X-Tiermap-CSRF', async () => {
    const session = createSession(undefined);
    const { send, sent } = fakeServer();
    const api = webClient(session, { send, baseUrl: BASE });
    await api.GET('/api/topology');
    session.signedIn(sessionOf('engineer'));
    await api.POST('/api/maintenance', { body: {} as never });
    await api.DELETE('/api/maintenance/{id}', { params: { path: { id: 'w1' } } });
    expect(sent.map((s) => [s.method, s.csrf, s.authorization, s.credentials])).toEqual([
      ['GET', null, null, 'same-origin'],
      ['POST', '1', null, 'same-origin'],
      ['DELETE', '1', null, 'same-origin'],
    ]);
  });

  it('signs out on a 401 and asks a read again, now anonymous', async () => {
    const session = createSession(undefined);
    session.signedIn(sessionOf('viewer'));
    const { send, sent, revoke } = fakeServer();
    revoke();
    expect(await webClient(session, { send, baseUrl: BASE }).GET('/api/incidents')).toEqual({
      ok: true,
    });
    expect(sent).toHaveLength(2);
    expect(session.state()).toMatchObject({ signedIn: false, notice: REFUSED_NOTICE });
  });

  it('does not send a refused write again: it throws the 401', async () => {
    const session = createSession(undefined);
    session.signedIn(sessionOf('engineer'));
    const { send, sent, revoke } = fakeServer();
    revoke();
    await expect(
      webClient(session, { send, baseUrl: BASE }).POST('/api/maintenance', {
        body: {} as never,
      }),
    ).rejects.toMatchObject({ name: 'ApiProblem', status: 401 });
    expect(sent).toHaveLength(1);
    expect(session.state().signedIn).toBe(false);
  });

  it('leaves an anonymous session alone on a 401 (reads closed on this server)', async () => {
    const session = createSession(undefined);
    const { send, sent, revoke } = fakeServer();
    revoke();
    await expect(
      webClient(session, { send, baseUrl: BASE }).GET('/api/topology'),
    ).rejects.toMatchObject({ status: 401 });
    expect(sent).toHaveLength(1);
    expect(session.state().notice).toBeUndefined();
  });

  it('throws an ApiProblem with the field paths and file lines of a problem document', async () => {
    const body = {
      type: 'https://tiermap.dev/problems/unprocessable-content',
      title: 'Unprocessable content',
      status: 422,
      detail: 'the upload has 1 problem',
      errors: [{ path: 'routers[0].os', line: 7, column: 9, message: 'must not be empty' }],
    };
    const refuse: RequestFetch = () =>
      Promise.resolve(new Response(JSON.stringify(body), { status: 422 }));
    const error: unknown = await webClient(createSession(undefined), {
      send: refuse,
      baseUrl: BASE,
    })
      .GET('/api/topology')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiProblem);
    expect(error).toMatchObject({
      status: 422,
      message: 'the upload has 1 problem',
      errors: body.errors,
    });
    const gateway: RequestFetch = () =>
      Promise.resolve(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(
      webClient(createSession(undefined), { send: gateway, baseUrl: BASE }).GET('/api/topology'),
    ).rejects.toMatchObject({ status: 502, message: 'GET /api/topology: Bad Gateway' });
  });
});

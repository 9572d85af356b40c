import { describe, expect, it } from 'vitest';
import { whoamiOf } from '../test-support/whoami-fixture.js';
import { authorisedFetch, problemOf, ProblemError, requestJson, type Fetcher } from './http.js';
import { createSession, REFUSED_NOTICE } from './session.js';

interface Sent {
  url: string;
  method: string;
  authorization: string | null;
}

/** A server that refuses `revoked` with 401 and answers everything else 200. */
function fakeServer(revoked: string): { fetcher: Fetcher; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetcher: Fetcher = (url, init = {}) => {
    const authorization = new Headers(init.headers).get('authorization');
    sent.push({ url, method: init.method ?? 'GET', authorization });
    const status = authorization === `Bearer ${revoked}` ? 401 : 200;
    return Promise.resolve(new Response(JSON.stringify({ ok: status === 200 }), { status }));
  };
  return { fetcher, sent };
}

describe('authorised fetch', () => {
  it('authorisedFetch sends the signed-in token as a Bearer token, and none when signed out', async () => {
    const session = createSession(undefined);
    const { fetcher, sent } = fakeServer('nothing');
    const send = authorisedFetch(session, fetcher);
    await send('/api/topology');
    session.signIn('tm_engineer', whoamiOf('engineer'));
    await send('/api/maintenance', { method: 'POST', headers: { 'content-type': 'x' } });
    expect(sent.map((s) => s.authorization)).toEqual([null, 'Bearer tm_engineer']);
  });

  it('authorisedFetch signs out on a 401 and asks a read again without the token', async () => {
    const session = createSession(undefined);
    session.signIn('tm_revoked', whoamiOf('viewer'));
    const { fetcher, sent } = fakeServer('tm_revoked');
    const response = await authorisedFetch(session, fetcher)('/api/incidents');
    expect(response.status).toBe(200);
    expect(sent.map((s) => s.authorization)).toEqual(['Bearer tm_revoked', null]);
    expect(session.state()).toMatchObject({ token: undefined, notice: REFUSED_NOTICE });
  });

  it('authorisedFetch does not send a refused write again: it answers the 401', async () => {
    const session = createSession(undefined);
    session.signIn('tm_revoked', whoamiOf('engineer'));
    const { fetcher, sent } = fakeServer('tm_revoked');
    const response = await authorisedFetch(session, fetcher)('/api/maintenance', {
      method: 'POST',
    });
    expect(response.status).toBe(401);
    expect(sent).toHaveLength(1);
    expect(session.state().token).toBeUndefined();
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

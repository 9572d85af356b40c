import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ApiProblem, asIs, createTiermapClient, CSRF_HEADER, type RequestFetch } from './index.js';

const json = (body: unknown, status = 200, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

/** A fetch that records the requests it is sent and answers `answer`. */
function recording(answer: (request: Request) => Response | Promise<Response>) {
  const sent: Request[] = [];
  const fetch: RequestFetch = async (request) => {
    sent.push(request);
    return answer(request);
  };
  return { sent, fetch };
}

/** What {@link hangingFetch} has in flight, held from the module as a real fetch's socket holds it. */
const inFlight = new Set<Request>();

/**
 * A fetch that never answers and rejects when its request's signal aborts, at once if it already
 * has: a 1 ms timeout may run out before it is called on a busy machine.
 */
function hangingFetch(): RequestFetch {
  return (request) =>
    new Promise((_resolve, reject) => {
      const abort = () => {
        inFlight.delete(request);
        const reason: unknown = request.signal.reason;
        reject(reason instanceof Error ? reason : new Error(String(reason)));
      };
      if (request.signal.aborted) abort();
      else {
        inFlight.add(request);
        request.signal.addEventListener('abort', abort);
      }
    });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A full garbage collection, with the flag set at run time so that no test needs --expose-gc. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

describe('createTiermapClient', () => {
  it('answers the typed body, with path parameters and query encoded', async () => {
    const { sent, fetch } = recording(() => json({ carriers: [] }));
    const client = createTiermapClient({ baseUrl: 'http://api.test', fetch });
    const answer = await client.GET('/api/carriers');
    expect(answer.carriers).toEqual([]);
    await client.GET('/api/carriers/{carrierId}/document', {
      params: { path: { carrierId: 'a b' }, query: { format: 'yaml' } },
      parseAs: 'text',
    });
    expect(sent.map((request) => request.url)).toEqual([
      'http://api.test/api/carriers',
      'http://api.test/api/carriers/a%20b/document?format=yaml',
    ]);
  });

  it('throws one ApiProblem with the status, title, detail and field paths of a refusal', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Unprocessable',
      status: 422,
      detail: 'the window ends before it starts',
      errors: [{ path: 'endsAt', message: 'before startsAt' }],
    };
    const { fetch } = recording(() => json(problem, 422, 'application/problem+json'));
    const client = createTiermapClient({ baseUrl: 'http://api.test', fetch });
    const error = await client
      .POST('/api/maintenance', { body: {} as never })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiProblem);
    expect(error).toMatchObject({
      status: 422,
      title: 'Unprocessable',
      detail: 'the window ends before it starts',
      errors: [{ path: 'endsAt', message: 'before startsAt' }],
      request: 'POST /api/maintenance',
      message: 'the window ends before it starts',
    });
  });

  it('throws an ApiProblem for an answer that is no problem document, with its text', async () => {
    const { fetch } = recording(
      () => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const client = createTiermapClient({ baseUrl: 'http://api.test', fetch });
    await expect(client.GET('/api/topology')).rejects.toMatchObject({
      name: 'ApiProblem',
      status: 502,
      title: 'Bad Gateway',
      problem: undefined,
      errors: [],
      text: '<h1>Bad gateway</h1>',
      message: 'GET /api/topology: Bad Gateway',
    });
  });

  it('sends the CSRF header on writes only, and the headers it is given on every request', async () => {
    const { sent, fetch } = recording(() => json({}));
    const client = createTiermapClient({
      baseUrl: 'http://api.test',
      fetch,
      csrf: true,
      headers: () => ({ authorization: 'Bearer t' }),
    });
    await client.GET('/api/maintenance');
    await client.DELETE('/api/maintenance/{id}', { params: { path: { id: 'm1' } } });
    expect(sent.map((request) => request.headers.get(CSRF_HEADER))).toEqual([null, '1']);
    expect(sent.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer t',
      'Bearer t',
    ]);
  });

  it('sends a file as it is, with its own media type', async () => {
    const { sent, fetch } = recording(() => json({}));
    const client = createTiermapClient({ baseUrl: 'http://api.test', fetch });
    await client.POST('/api/carriers/{carrierId}/uploads', {
      params: { path: { carrierId: 'geant' }, query: { dryRun: 'true' } },
      body: 'a,b\n1,2\n',
      bodySerializer: asIs,
      headers: { 'content-type': 'text/csv' },
    });
    const [request] = sent;
    expect(request?.headers.get('content-type')).toBe('text/csv');
    expect(await request?.text()).toBe('a,b\n1,2\n');
    expect(request?.url).toBe('http://api.test/api/carriers/geant/uploads?dryRun=true');
  });

  it('tells onUnauthorized of a 401 before throwing it', async () => {
    const told: number[] = [];
    const { fetch } = recording(() =>
      json({ title: 'Unauthorized', status: 401 }, 401, 'application/problem+json'),
    );
    const client = createTiermapClient({
      baseUrl: 'http://api.test',
      fetch,
      onUnauthorized: (problem) => told.push(problem.status),
    });
    await expect(client.GET('/api/whoami')).rejects.toBeInstanceOf(ApiProblem);
    expect(told).toEqual([401]);
  });

  it('aborts a request that outlives timeoutMs, and one its caller aborts', async () => {
    const hanging = hangingFetch();
    const timed = createTiermapClient({ baseUrl: 'http://api.test', fetch: hanging, timeoutMs: 1 });
    await expect(timed.GET('/api/topology')).rejects.toMatchObject({ name: 'TimeoutError' });
    const caller = new AbortController();
    const client = createTiermapClient({ baseUrl: 'http://api.test', fetch: hanging });
    const pending = client.GET('/api/topology', { signal: caller.signal });
    caller.abort(new Error('left the page'));
    await expect(pending).rejects.toThrow('left the page');
  });

  it('still times out a request after a garbage collection while it waits', async () => {
    // Node's Request follows the timeout through a weak reference: the request has to be held
    // by whatever is sending it, as a real fetch's socket holds it, or the abort is lost and the
    // call never settles. This is how the test above once hung for 30 s on a busy machine.
    const client = createTiermapClient({
      baseUrl: 'http://api.test',
      fetch: hangingFetch(),
      timeoutMs: 300,
    });
    const outcome = client.GET('/api/topology').then(
      () => 'answered',
      (error: unknown) => (error instanceof Error ? error.name : String(error)),
    );
    await sleep(20);
    collectGarbage();
    await sleep(20);
    collectGarbage();
    const bound = sleep(5_000).then(() => 'still waiting after 5 s');
    expect(await Promise.race([outcome, bound])).toBe('TimeoutError');
  });
});

import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in NetBox 4.6 for tests: a node:http server on a free loopback port answering the
 * recorded lists in `fixtures/netbox-4.6/` (constructed in NetBox 4.6's shape, not captured) the
 * way NetBox's REST API does: `limit`/`offset` paging with absolute `next`/`previous` URLs built
 * from the request's Host, the filters the sync sends (`tenant`, `device_id`, `circuit_id`), and
 * `Authorization: Token …` or `Bearer nbt_…` checked. Test only (loads its files from `src/`).
 */
export interface NetboxServerOptions {
  /** The token it accepts, bare; sent as `Token …` (or `Bearer …` when it starts with `nbt_`). */
  token: string;
  /** Answers `status` to this page of this list, `times` times (then the page). */
  fail?: { path: string; page: number; status: number; times: number };
  /** The `next` link of this list's first page names another origin. */
  foreignNext?: { path: string; origin: string };
}

export interface NetboxServer {
  url: string;
  /** Every request's path and query, in order. */
  requests: string[];
  /** Each list, as recorded. */
  lists: Readonly<Record<string, unknown[]>>;
  close(): Promise<void>;
}

const FILES: Record<string, string> = {
  '/api/dcim/devices/': 'devices',
  '/api/dcim/module-bays/': 'module-bays',
  '/api/dcim/modules/': 'modules',
  '/api/dcim/interfaces/': 'interfaces',
  '/api/dcim/cables/': 'cables',
  '/api/circuits/circuits/': 'circuits',
  '/api/circuits/circuit-terminations/': 'circuit-terminations',
};

/** The recorded list of a file in fixtures/netbox-4.6 (`devices`, `module-bays`, …). */
export function netboxFixture(name: string): unknown[] {
  const url = new URL(`../fixtures/netbox-4.6/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as unknown[];
}

export async function startNetboxServer(options: NetboxServerOptions): Promise<NetboxServer> {
  const lists = Object.fromEntries(
    Object.entries(FILES).map(([path, file]) => [path, netboxFixture(file)]),
  );
  const requests: string[] = [];
  const failures = new Map<string, number>();
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    answer(req, res, lists, options, failures);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    lists,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answer(
  req: IncomingMessage,
  res: ServerResponse,
  lists: Record<string, unknown[]>,
  options: NetboxServerOptions,
  failures: Map<string, number>,
): void {
  const send = (status: number, body: unknown): void => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const expected = options.token.startsWith('nbt_')
    ? `Bearer ${options.token}`
    : `Token ${options.token}`;
  if (req.headers.authorization !== expected) {
    send(403, { detail: 'Invalid v1 token' });
    return;
  }
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const list = lists[url.pathname];
  if (list === undefined) {
    send(404, { detail: 'Not found.' });
    return;
  }
  const limit = Number(url.searchParams.get('limit') ?? '50');
  const offset = Number(url.searchParams.get('offset') ?? '0');
  const page = Math.floor(offset / limit) + 1;
  const { fail } = options;
  if (fail !== undefined && fail.path === url.pathname && fail.page === page) {
    const key = `${url.pathname} ${url.search}`;
    const failed = failures.get(key) ?? 0;
    if (failed < fail.times) {
      failures.set(key, failed + 1);
      send(fail.status, { detail: 'Server Error' });
      return;
    }
  }
  const matching = list.filter((object) => matches(object as Rec, url.searchParams));
  const results = matching.slice(offset, offset + limit);
  const at = (n: number): string => {
    const link = new URL(url.href);
    link.searchParams.set('offset', String(n));
    return link.href;
  };
  let next: string | null = offset + limit < matching.length ? at(offset + limit) : null;
  if (next !== null && options.foreignNext?.path === url.pathname) {
    const foreign = new URL(next);
    next = `${options.foreignNext.origin}${foreign.pathname}${foreign.search}`;
  }
  send(200, {
    count: matching.length,
    next,
    previous: offset > 0 ? at(Math.max(0, offset - limit)) : null,
    results,
  });
}

type Rec = Record<string, unknown>;

/** NetBox's filters, those the sync sends; others are ignored as NetBox ignores unknown ones. */
function matches(object: Rec, params: URLSearchParams): boolean {
  const tenant = params.getAll('tenant');
  if (tenant.length > 0 && !tenant.includes(String((object.tenant as Rec | null)?.slug))) {
    return false;
  }
  const deviceIds = params.getAll('device_id').map(Number);
  if (deviceIds.length > 0 && !devicesOf(object).some((id) => deviceIds.includes(id))) {
    return false;
  }
  const circuitIds = params.getAll('circuit_id').map(Number);
  if (circuitIds.length > 0 && !circuitIds.includes(Number((object.circuit as Rec).id))) {
    return false;
  }
  return true;
}

/** The device an object is on; for a cable, the devices of its interface ends. */
function devicesOf(object: Rec): number[] {
  if (object.device !== undefined) return [Number((object.device as Rec).id)];
  const ends = [object.a_terminations, object.b_terminations].flat() as Rec[];
  return ends
    .map((end) => (end.object as Rec | undefined)?.device as Rec | undefined)
    .filter((device) => device !== undefined)
    .map((device) => Number(device.id));
}

/**
 * Reads a carrier's equipment from a live NetBox 4 through its REST API, page by page, into the
 * export object {@link netboxToUpload} reads. The only module of this package that does I/O: it
 * uses the `fetch` it is given (the global one by default), so the CLI and the API share it.
 *
 * What is read: devices and circuits matching the filters (NetBox query parameters such as
 * `tenant=uslhcnet`), then the module bays, modules, interfaces and cables of those devices
 * (`device_id=`) and the terminations of those circuits (`circuit_id=`). Every list is read in
 * full, following `next`, before anything is returned: a page that fails after the retries
 * throws {@link NetboxReadError} and nothing is returned.
 */

/** One NetBox list read: its name in the export object and its REST path. */
export interface NetboxEndpoint {
  key: string;
  path: string;
}

export const NETBOX_ENDPOINTS = {
  devices: { key: 'devices', path: '/api/dcim/devices/' },
  moduleBays: { key: 'module_bays', path: '/api/dcim/module-bays/' },
  modules: { key: 'modules', path: '/api/dcim/modules/' },
  interfaces: { key: 'interfaces', path: '/api/dcim/interfaces/' },
  cables: { key: 'cables', path: '/api/dcim/cables/' },
  circuits: { key: 'circuits', path: '/api/circuits/circuits/' },
  circuitTerminations: { key: 'circuit_terminations', path: '/api/circuits/circuit-terminations/' },
} as const satisfies Record<string, NetboxEndpoint>;

/** A page read, for progress: `/api/dcim/interfaces/ page 3: 150 of 412`. */
export interface NetboxPageRead {
  path: string;
  page: number;
  read: number;
  count: number | undefined;
}

export interface NetboxReadOptions {
  /** NetBox's base URL, e.g. `https://netbox.example.org` (a path prefix is kept). */
  url: string;
  /**
   * The API token: a v1 token (sent as `Token …`), a v2 token `nbt_…` (sent as `Bearer …`), or
   * either with its scheme already in front.
   */
  token: string;
  /** NetBox query parameters that pick the carrier's devices and circuits (`tenant`, `site`, `tag`…). */
  filters?: ReadonlyArray<readonly [string, string]>;
  /** Objects per page (`limit=`), 1 to 1000; default 250. */
  pageSize?: number;
  /** Per request, in milliseconds; default 30 s. */
  timeoutMs?: number;
  /** Attempts per page on a 5xx, a 429 or a network failure; default 3. */
  attempts?: number;
  /** Wait before retry `n` (1-based), in milliseconds; default 500 ms × 2^(n-1). */
  backoffMs?: (retry: number) => number;
  fetch?: typeof fetch;
  /** Waits; a test may pass one that does not. */
  sleep?: (ms: number) => Promise<void>;
  /** Told of every page read. */
  onPage?: (page: NetboxPageRead) => void;
}

/** A read that failed: the endpoint and page it failed on, and why (never the token). */
export class NetboxReadError extends Error {
  override readonly name = 'NetboxReadError';
  constructor(
    readonly path: string,
    readonly page: number,
    readonly reason: string,
    /** NetBox's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(`NetBox ${path} page ${page}: ${reason}`);
  }
}

const DEFAULT_PAGE_SIZE = 250;
/** `device_id=` values per request, so that a large carrier's URLs stay short. */
const IDS_PER_REQUEST = 50;

/** The export object (`devices`, `module_bays`, … each an array) read from NetBox. */
export async function readNetbox(options: NetboxReadOptions): Promise<Record<string, unknown[]>> {
  const base = baseUrl(options.url);
  const filters = options.filters ?? [];
  const read = (endpoint: NetboxEndpoint, params: ReadonlyArray<readonly [string, string]>) =>
    readList(base, endpoint.path, params, options);
  const devices = await read(NETBOX_ENDPOINTS.devices, filters);
  const circuits = await read(NETBOX_ENDPOINTS.circuits, filters);
  const deviceIds = idsOf(devices);
  const circuitIds = idsOf(circuits);
  const byIds = async (
    endpoint: NetboxEndpoint,
    name: string,
    ids: number[],
  ): Promise<unknown[]> => {
    const all: unknown[] = [];
    for (let i = 0; i < ids.length; i += IDS_PER_REQUEST) {
      const chunk = ids.slice(i, i + IDS_PER_REQUEST).map((id) => [name, String(id)] as const);
      all.push(...(await read(endpoint, chunk)));
    }
    return all;
  };
  const export_: Record<string, unknown[]> = {
    devices,
    module_bays: await byIds(NETBOX_ENDPOINTS.moduleBays, 'device_id', deviceIds),
    modules: await byIds(NETBOX_ENDPOINTS.modules, 'device_id', deviceIds),
    interfaces: await byIds(NETBOX_ENDPOINTS.interfaces, 'device_id', deviceIds),
    cables: uniqueById(await byIds(NETBOX_ENDPOINTS.cables, 'device_id', deviceIds)),
    circuits,
    circuit_terminations: await byIds(
      NETBOX_ENDPOINTS.circuitTerminations,
      'circuit_id',
      circuitIds,
    ),
  };
  return export_;
}

/** The `Authorization` header for a token: `Bearer nbt_…` for v2 tokens, else `Token …`. */
export function authorizationHeader(token: string): string {
  const trimmed = token.trim();
  if (/^(Token|Bearer)\s+\S/i.test(trimmed)) return trimmed;
  return trimmed.startsWith('nbt_') ? `Bearer ${trimmed}` : `Token ${trimmed}`;
}

/** `--filter tenant=uslhcnet` as a pair; undefined when it is not `key=value`. */
export function netboxFilter(text: string): [string, string] | undefined {
  const at = text.indexOf('=');
  if (at <= 0) return undefined;
  const key = text.slice(0, at).trim();
  return /^[A-Za-z0-9_]+$/.test(key) ? [key, text.slice(at + 1).trim()] : undefined;
}

function baseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new NetboxReadError('/', 0, `"${text}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new NetboxReadError('/', 0, `"${url.origin}" is not http:// or https://`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new NetboxReadError('/', 0, 'put the token in the token option, not in the URL');
  }
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/** Every object of one list, following `next` on the configured origin only. */
async function readList(
  base: URL,
  path: string,
  params: ReadonlyArray<readonly [string, string]>,
  options: NetboxReadOptions,
): Promise<unknown[]> {
  const first = new URL(path.slice(1), base);
  for (const [key, value] of params) first.searchParams.append(key, value);
  first.searchParams.set('limit', String(pageSizeOf(options.pageSize)));
  const objects: unknown[] = [];
  let next: URL | undefined = first;
  for (let page = 1; next !== undefined; page += 1) {
    if (next.origin !== base.origin) {
      throw new NetboxReadError(
        path,
        page,
        `its "next" link points to another origin (${next.origin}, not ${base.origin}): not followed`,
      );
    }
    const body = await readPage(next, path, page, options);
    objects.push(...body.results);
    options.onPage?.({ path, page, read: objects.length, count: body.count });
    next = body.next;
    if (page > 100_000) throw new NetboxReadError(path, page, 'too many pages');
  }
  return objects;
}

interface Page {
  results: unknown[];
  count: number | undefined;
  next: URL | undefined;
}

/** One page, retried on a 5xx, a 429 or a network failure, with a backoff, a bounded number of times. */
async function readPage(
  url: URL,
  path: string,
  page: number,
  options: NetboxReadOptions,
): Promise<Page> {
  const attempts = Math.max(1, options.attempts ?? 3);
  const doFetch = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const backoff = options.backoffMs ?? ((retry: number) => 500 * 2 ** (retry - 1));
  let reason = '';
  let status: number | undefined;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (attempt > 1) await sleep(backoff(attempt - 1));
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { Authorization: authorizationHeader(options.token), Accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      status = undefined;
      reason = `unreachable (${networkReason(error)})`;
      continue;
    }
    status = response.status;
    if (response.status >= 500 || response.status === 429) {
      await response.body?.cancel();
      reason = `answered ${response.status}${attempts > 1 ? ` ${attempt} times` : ''}`;
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      const hint =
        response.status === 401 || response.status === 403
          ? ': check the token and its permissions'
          : '';
      throw new NetboxReadError(path, page, `answered ${response.status}${hint}`, response.status);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new NetboxReadError(path, page, `not JSON (${networkReason(error)})`, response.status);
    }
    return pageOf(body, url, path, page);
  }
  throw new NetboxReadError(path, page, `${reason}, after ${attempts} attempts`, status);
}

function pageOf(body: unknown, url: URL, path: string, page: number): Page {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (!Array.isArray(record.results)) {
    throw new NetboxReadError(path, page, 'not a NetBox list page: no "results" array');
  }
  let next: URL | undefined;
  if (typeof record.next === 'string' && record.next !== '') {
    try {
      next = new URL(record.next, url);
    } catch {
      throw new NetboxReadError(path, page, 'its "next" link is not a URL');
    }
  }
  return {
    results: record.results,
    count: typeof record.count === 'number' ? record.count : undefined,
    next,
  };
}

function pageSizeOf(size: number | undefined): number {
  if (size === undefined) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 1 || size > 1000) {
    throw new NetboxReadError('/', 0, `page size ${size} is not a whole number from 1 to 1000`);
  }
  return size;
}

function idsOf(objects: unknown[]): number[] {
  const ids = new Set<number>();
  for (const object of objects) {
    const id = (object as { id?: unknown } | null)?.id;
    if (typeof id === 'number' && Number.isInteger(id)) ids.add(id);
  }
  return [...ids];
}

/** A cable between two of the carrier's devices is listed for both: kept once. */
function uniqueById(objects: unknown[]): unknown[] {
  const seen = new Set<unknown>();
  return objects.filter((object) => {
    const id = (object as { id?: unknown } | null)?.id;
    if (id === undefined) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

function networkReason(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    const code =
      typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : '';
    if (error.name === 'TimeoutError') return 'timed out';
    return code || error.message;
  }
  return String(error);
}

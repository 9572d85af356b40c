import { DEFAULT_TCP_WINDOW_BYTES, type ServedConfig } from '@tiermap/domain';
import type { LoadScale } from '../viz/scales.js';

/** The pages of the app; each has its own path. */
export type Page =
  'map' | 'wall' | 'hotspots' | 'incidents' | 'maintenance' | 'tcp' | 'carriers' | 'signin';
export type MapMode = 'geo' | 'logical';

/** What is selected on the map. At most one of these at a time. */
export type Selection =
  | { kind: 'none' }
  | { kind: 'site'; id: string }
  | { kind: 'link'; id: string }
  | { kind: 'router'; id: string }
  | { kind: 'incident'; siteIds: string[] };

/**
 * Everything a person would want to share by link: the page, the map mode and scale, and the
 * selection. The URL is the single source of truth, so reload and the back button just work.
 */
export interface UrlState {
  page: Page;
  mode: MapMode;
  scale: LoadScale;
  selection: Selection;
  /** Wall mode: seconds per screen in the rotation. */
  rotateSeconds: number;
  /**
   * Seconds after which live data counts as stale, when the URL sets it (`?stale=`); otherwise
   * the server's `staleAfterMs` (`GET /api/config`), see {@link staleAfterMs}.
   */
  staleSeconds?: number | undefined;
  /** Incidents page: the incident shown in detail (`/incidents?id=`). */
  incidentId?: string | undefined;
  /** TCP page: the window the table is computed for (`/tcp?window=`), bytes; 64 KB when unset. */
  tcpWindowBytes?: number | undefined;
  /** Carriers page: the carrier shown (`/carriers/geant`); none chosen yet on `/carriers`. */
  carrierId?: string | undefined;
}

export const DEFAULT_ROTATE_SECONDS = 20;

/** The stale timeout a screen uses: the URL's `?stale=` if set, else the server's. */
export function staleAfterMs(
  state: Pick<UrlState, 'staleSeconds'>,
  served: Pick<ServedConfig, 'staleAfterMs'>,
): number {
  return state.staleSeconds === undefined ? served.staleAfterMs : state.staleSeconds * 1000;
}

const ID = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,199}$/;

function id(value: string | null): string | undefined {
  return value !== null && ID.test(value) ? value : undefined;
}

/** Seconds from the URL, clamped; undefined when absent or not a number. */
function optionalSeconds(value: string | null, min: number, max: number): number | undefined {
  const n = value === null ? Number.NaN : Number(value);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : undefined;
}

function seconds(value: string | null, fallback: number, min: number, max: number): number {
  const n = value === null ? Number.NaN : Number(value);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

/** The incidents page's `?id=`, left out of the state elsewhere and when malformed. */
function incidentIdOf(page: Page, query: URLSearchParams): { incidentId?: string } {
  const incidentId = page === 'incidents' ? id(query.get('id')) : undefined;
  return incidentId === undefined ? {} : { incidentId };
}

/** The TCP page's `?window=` in bytes (1 to 2^30), left out elsewhere and when malformed. */
function tcpWindowOf(page: Page, query: URLSearchParams): { tcpWindowBytes?: number } {
  const text = query.get('window');
  const bytes = page === 'tcp' && text !== null && /^\d{1,10}$/.test(text) ? Number(text) : 0;
  return bytes >= 1 && bytes <= 2 ** 30 ? { tcpWindowBytes: bytes } : {};
}

const CARRIER_ID = /^[a-z][a-z0-9-]{1,31}$/;

/** The carriers page's carrier from `/carriers/{id}`, left out when missing or malformed. */
function carrierIdOf(page: Page, path: string): { carrierId?: string } {
  const match = page === 'carriers' ? /^\/carriers\/([^/]+)$/.exec(path) : null;
  const carrierId = match?.[1];
  return carrierId !== undefined && CARRIER_ID.test(carrierId) ? { carrierId } : {};
}

/** Reads the state from a URL's path and query; anything unknown or malformed falls back. */
export function parseUrlState(url: { pathname: string; search: string }): UrlState {
  const query = new URLSearchParams(url.search);
  const path = url.pathname.replace(/\/+$/, '');
  let page: Page = path === '/wall' ? 'wall' : path === '/hotspots' ? 'hotspots' : 'map';
  if (path === '/incidents') page = 'incidents';
  if (path === '/maintenance') page = 'maintenance';
  if (path === '/tcp') page = 'tcp';
  if (path === '/signin') page = 'signin';
  if (path === '/carriers' || path.startsWith('/carriers/')) page = 'carriers';
  const incident = (query.get('incident') ?? '')
    .split(',')
    .filter((s) => s.trim() !== '')
    .map((s) => id(s.trim()))
    .filter((s): s is string => s !== undefined);
  const site = id(query.get('site'));
  const link = id(query.get('link'));
  const router = id(query.get('router'));
  let selection: Selection = { kind: 'none' };
  if (query.has('incident')) selection = { kind: 'incident', siteIds: [...new Set(incident)] };
  else if (site !== undefined) selection = { kind: 'site', id: site };
  else if (link !== undefined) selection = { kind: 'link', id: link };
  else if (router !== undefined) selection = { kind: 'router', id: router };
  return {
    page,
    mode: query.get('view') === 'logical' ? 'logical' : 'geo',
    scale: query.get('scale') === 'rate' ? 'rate' : 'utilization',
    selection,
    rotateSeconds: seconds(query.get('rotate'), DEFAULT_ROTATE_SECONDS, 3, 3600),
    staleSeconds: optionalSeconds(query.get('stale'), 1, 86_400),
    ...incidentIdOf(page, query),
    ...tcpWindowOf(page, query),
    ...carrierIdOf(page, path),
  };
}

/** The path and query for a state; defaults are left out so URLs stay short. */
export function formatUrlState(state: UrlState): string {
  const query = new URLSearchParams();
  if (state.mode !== 'geo') query.set('view', state.mode);
  if (state.scale !== 'utilization') query.set('scale', state.scale);
  const s = state.selection;
  if (s.kind === 'incident') query.set('incident', s.siteIds.join(','));
  else if (s.kind !== 'none') query.set(s.kind, s.id);
  if (state.rotateSeconds !== DEFAULT_ROTATE_SECONDS) {
    query.set('rotate', String(state.rotateSeconds));
  }
  if (state.staleSeconds !== undefined) query.set('stale', String(state.staleSeconds));
  if (state.page === 'incidents' && state.incidentId !== undefined) {
    query.set('id', state.incidentId);
  }
  const tcpWindow = state.tcpWindowBytes;
  if (state.page === 'tcp' && tcpWindow !== undefined && tcpWindow !== DEFAULT_TCP_WINDOW_BYTES) {
    query.set('window', String(tcpWindow));
  }
  let path = state.page === 'map' ? '/' : `/${state.page}`;
  if (state.page === 'carriers' && state.carrierId !== undefined) {
    path = `/carriers/${encodeURIComponent(state.carrierId)}`;
  }
  const text = query.toString().replaceAll('%2C', ',');
  return text === '' ? path : `${path}?${text}`;
}

import {
  incidentListSchema,
  incidentSchema,
  linkDetailSchema,
  linkSeriesSchema,
  oversubscriptionResponseSchema,
  pathListSchema,
  routerDetailSchema,
  servedConfigSchema,
  sharedResponseSchema,
  topologyResponseSchema,
  trunksResponseSchema,
  type Incident,
  type IncidentList,
  type LinkDetail,
  type LinkSeries,
  type OversubscriptionResponse,
  type PathList,
  type RouterDetail,
  type ServedConfig,
  type SharedResponse,
  type TopologyResponse,
  type TrunksResponse,
} from '@tiermap/domain';
import { ApiError, apiFetch } from './http.js';

/** `GET` with the signed-in token; the JSON body, or an ApiError with the server's detail. */
async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await apiFetch(url, {
    headers: { accept: 'application/json' },
    ...(signal === undefined ? {} : { signal }),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const detail =
      typeof body === 'object' && body !== null && 'detail' in body
        ? String(body.detail)
        : response.statusText;
    throw new ApiError(`${url}: ${detail}`, response.status);
  }
  return body;
}

const segment = (id: string) => encodeURIComponent(id);

/** `GET /api/topology`, parsed with the same schema the server uses. */
export async function fetchTopology(signal?: AbortSignal): Promise<TopologyResponse> {
  return topologyResponseSchema.parse(await getJson('/api/topology', signal));
}

/** `GET /api/config`: the thresholds and timeouts the screens judge by, from the server. */
export async function fetchServedConfig(signal?: AbortSignal): Promise<ServedConfig> {
  return servedConfigSchema.parse(await getJson('/api/config', signal));
}

/** `GET /api/paths?site=`: a site's paths to CERN, hop by hop, both directions. */
export async function fetchSitePaths(siteId: string, signal?: AbortSignal): Promise<PathList> {
  return pathListSchema.parse(
    await getJson(`/api/paths?site=${encodeURIComponent(siteId)}`, signal),
  );
}

/** `GET /api/links/{id}`: ends, trunk and the paths that use the link. */
export async function fetchLinkDetail(linkId: string, signal?: AbortSignal): Promise<LinkDetail> {
  return linkDetailSchema.parse(await getJson(`/api/links/${segment(linkId)}`, signal));
}

/**
 * `GET /api/links/{id}/series`: utilization and errors per direction; without a range, the
 * server's default (the last hour).
 */
export async function fetchLinkSeries(
  linkId: string,
  range?: { fromMs: number; toMs: number },
  signal?: AbortSignal,
): Promise<LinkSeries> {
  const query =
    range === undefined
      ? ''
      : `?${new URLSearchParams({ from: String(Math.round(range.fromMs)), to: String(Math.round(range.toMs)) }).toString()}`;
  return linkSeriesSchema.parse(
    await getJson(`/api/links/${segment(linkId)}/series${query}`, signal),
  );
}

/** `GET /api/routers/{id}`: backplane, blades and their ports with the links on them. */
export async function fetchRouterDetail(
  routerId: string,
  signal?: AbortSignal,
): Promise<RouterDetail> {
  return routerDetailSchema.parse(await getJson(`/api/routers/${segment(routerId)}`, signal));
}

/** `GET /api/analysis/shared?sites=`: equipment the sites' paths share, ranked. */
export async function fetchShared(
  siteIds: readonly string[],
  signal?: AbortSignal,
): Promise<SharedResponse> {
  const query = new URLSearchParams({ sites: siteIds.join(',') });
  return sharedResponseSchema.parse(
    await getJson(`/api/analysis/shared?${query.toString()}`, signal),
  );
}

/** `GET /api/analysis/oversubscription`: blades and backplanes over their fabric capacity. */
export async function fetchOversubscription(
  signal?: AbortSignal,
): Promise<OversubscriptionResponse> {
  return oversubscriptionResponseSchema.parse(
    await getJson('/api/analysis/oversubscription', signal),
  );
}

/** `GET /api/analysis/trunks`: every trunk with its members and warnings. */
export async function fetchTrunks(signal?: AbortSignal): Promise<TrunksResponse> {
  return trunksResponseSchema.parse(await getJson('/api/analysis/trunks', signal));
}

/**
 * `GET /api/incidents`: open first, newest first, with when the server last evaluated them;
 * `status` and `site` narrow the list.
 */
export async function fetchIncidents(
  filter: { status?: 'open' | 'resolved'; siteId?: string; limit?: number } = {},
  signal?: AbortSignal,
): Promise<IncidentList> {
  const query = new URLSearchParams();
  if (filter.status !== undefined) query.set('status', filter.status);
  if (filter.siteId !== undefined) query.set('site', filter.siteId);
  if (filter.limit !== undefined) query.set('limit', String(filter.limit));
  const text = query.toString();
  return incidentListSchema.parse(
    await getJson(`/api/incidents${text === '' ? '' : `?${text}`}`, signal),
  );
}

/** `GET /api/incidents/{id}`: one incident, open or resolved. */
export async function fetchIncident(incidentId: string, signal?: AbortSignal): Promise<Incident> {
  return incidentSchema.parse(await getJson(`/api/incidents/${segment(incidentId)}`, signal));
}

import {
  incidentListSchema,
  incidentSchema,
  linkDetailSchema,
  linkSeriesSchema,
  OVERSUBSCRIPTION_MAX_LIMIT,
  oversubscriptionPageSchema,
  pathHealthResponseSchema,
  pathListSchema,
  routerDetailSchema,
  servedConfigSchema,
  sharedResponseSchema,
  topologyResponseSchema,
  trunksResponseSchema,
  whatIfResponseSchema,
  type Incident,
  type IncidentList,
  type LinkDetail,
  type LinkSeries,
  type SeriesRange,
  type OversubscriptionPage,
  type OversubscriptionResponse,
  type PathHealthResponse,
  type PathList,
  type RouterDetail,
  type ServedConfig,
  type SharedResponse,
  type TopologyResponse,
  type TrunksResponse,
  type WhatIfResponse,
} from '@tiermap/domain';
import { api, withSignal } from './http.js';

/** `GET /api/topology`, parsed with the same schema the server uses. */
export async function fetchTopology(signal?: AbortSignal): Promise<TopologyResponse> {
  return topologyResponseSchema.parse(await api().GET('/api/topology', withSignal(signal)));
}

/** `GET /api/config`: the thresholds and timeouts the screens judge by, from the server. */
export async function fetchServedConfig(signal?: AbortSignal): Promise<ServedConfig> {
  return servedConfigSchema.parse(await api().GET('/api/config', withSignal(signal)));
}

/** `GET /api/paths?site=`: a site's paths to CERN, hop by hop, both directions. */
export async function fetchSitePaths(siteId: string, signal?: AbortSignal): Promise<PathList> {
  return pathListSchema.parse(
    await api().GET('/api/paths', { params: { query: { site: siteId } }, ...withSignal(signal) }),
  );
}

/** `GET /api/links/{id}`: ends, trunk and the paths that use the link. */
export async function fetchLinkDetail(linkId: string, signal?: AbortSignal): Promise<LinkDetail> {
  return linkDetailSchema.parse(
    await api().GET('/api/links/{id}', { params: { path: { id: linkId } }, ...withSignal(signal) }),
  );
}

/**
 * `GET /api/links/{id}/series`: load, errors and discards per direction; a named range (the
 * last hour, day or week at its step, `SERIES_RANGES`) or a window; without either, the
 * server's default (the last hour).
 */
export async function fetchLinkSeries(
  linkId: string,
  range?: SeriesRange | { fromMs: number; toMs: number },
  signal?: AbortSignal,
): Promise<LinkSeries> {
  const query =
    range === undefined
      ? {}
      : typeof range === 'string'
        ? { range }
        : { from: String(Math.round(range.fromMs)), to: String(Math.round(range.toMs)) };
  return linkSeriesSchema.parse(
    await api().GET('/api/links/{id}/series', {
      params: { path: { id: linkId }, query },
      ...withSignal(signal),
    }),
  );
}

/** `GET /api/routers/{id}`: backplane, blades and their ports with the links on them. */
export async function fetchRouterDetail(
  routerId: string,
  signal?: AbortSignal,
): Promise<RouterDetail> {
  return routerDetailSchema.parse(
    await api().GET('/api/routers/{id}', {
      params: { path: { id: routerId } },
      ...withSignal(signal),
    }),
  );
}

/** `GET /api/analysis/shared?sites=`: equipment the sites' paths share, ranked. */
export async function fetchShared(
  siteIds: readonly string[],
  signal?: AbortSignal,
): Promise<SharedResponse> {
  return sharedResponseSchema.parse(
    await api().GET('/api/analysis/shared', {
      params: { query: { sites: siteIds.join(',') } },
      ...withSignal(signal),
    }),
  );
}

/** `POST /api/analysis/what-if`: what breaks, reroutes and where the load lands (writes nothing). */
export async function fetchWhatIf(
  failIds: readonly string[],
  signal?: AbortSignal,
): Promise<WhatIfResponse> {
  return whatIfResponseSchema.parse(
    await api().POST('/api/analysis/what-if', {
      body: { fail: [...failIds] },
      ...withSignal(signal),
    }),
  );
}

/**
 * `GET /api/analysis/oversubscription`, every page of it (the largest the server answers,
 * followed by `page.nextOffset`): all blades and backplanes with their ratios, highest first.
 */
export async function fetchOversubscription(
  signal?: AbortSignal,
): Promise<OversubscriptionResponse> {
  const all: OversubscriptionResponse = { threshold: 1, blades: [], backplanes: [] };
  let offset: number | undefined = 0;
  while (offset !== undefined) {
    const page: OversubscriptionPage = oversubscriptionPageSchema.parse(
      await api().GET('/api/analysis/oversubscription', {
        params: { query: { limit: OVERSUBSCRIPTION_MAX_LIMIT, offset } },
        ...withSignal(signal),
      }),
    );
    all.threshold = page.threshold;
    all.blades.push(...page.blades);
    all.backplanes.push(...page.backplanes);
    offset = page.page.nextOffset;
  }
  return all;
}

/** `GET /api/analysis/trunks`: every trunk with its members and warnings. */
export async function fetchTrunks(signal?: AbortSignal): Promise<TrunksResponse> {
  return trunksResponseSchema.parse(await api().GET('/api/analysis/trunks', withSignal(signal)));
}

/**
 * `GET /api/incidents`: open first, newest first, with when the server last evaluated them;
 * `status` and `site` narrow the list.
 */
export async function fetchIncidents(
  filter: { status?: 'open' | 'resolved'; siteId?: string; limit?: number } = {},
  signal?: AbortSignal,
): Promise<IncidentList> {
  const query = {
    ...(filter.status === undefined ? {} : { status: filter.status }),
    ...(filter.siteId === undefined ? {} : { site: filter.siteId }),
    ...(filter.limit === undefined ? {} : { limit: filter.limit }),
  };
  return incidentListSchema.parse(
    await api().GET('/api/incidents', { params: { query }, ...withSignal(signal) }),
  );
}

/** `GET /api/incidents/{id}`: one incident, open or resolved. */
export async function fetchIncident(incidentId: string, signal?: AbortSignal): Promise<Incident> {
  return incidentSchema.parse(
    await api().GET('/api/incidents/{id}', {
      params: { path: { id: incidentId } },
      ...withSignal(signal),
    }),
  );
}

/** `GET /api/health/paths`: every path direction's status and each site's worst. */
export async function fetchPathHealth(signal?: AbortSignal): Promise<PathHealthResponse> {
  return pathHealthResponseSchema.parse(await api().GET('/api/health/paths', withSignal(signal)));
}

import { queryOptions } from '@tanstack/react-query';
import { SERIES_RANGES, type SeriesRange } from '@tiermap/domain';
import { fetchSession } from './access-client.js';
import { fetchCarriers, fetchUploads } from './carriers-client.js';
import {
  fetchIncident,
  fetchIncidents,
  fetchLinkDetail,
  fetchLinkSeries,
  fetchOversubscription,
  fetchPathHealth,
  fetchRouterDetail,
  fetchServedConfig,
  fetchShared,
  fetchSitePaths,
  fetchTopology,
  fetchTrunks,
  fetchWhatIf,
} from './client.js';
import { fetchMaintenances } from './maintenance-client.js';
import type { QueryRoot } from './query-roots.js';
import { fetchIncidentReport, fetchTopologyReport } from './reports-client.js';
import { CONFIG_MAX_ATTEMPTS, CONFIG_RETRY_MS } from './served-config.js';
import { session } from './session.js';
import { fetchTokens } from './tokens-client.js';
import { fetchTcpTable } from './tcp-client.js';

/**
 * Every server read the web app makes, declared once: its query key (whose first element is a
 * root from `QUERY_ROOTS`, which a change event or a mutation invalidates) and how it is asked
 * for. Screens read them with `useQuery(queries.x(...))`; two screens reading the same key share
 * one request and one answer.
 *
 * Asked again on time (`refetchInterval`) only what the live stream does not announce: the
 * verdicts the API judges against the live load now (hot spots, a router's blades, the paths'
 * health, the what-if's landing load), the link's chart, the TCP table, the incidents (whose
 * evaluation time tells whether the server is still judging) and the session (a token revoked
 * elsewhere).
 */

/** The verdicts judged against the live load now (hot spots, a router's blades, path health). */
export const LIVE_VERDICT_REFRESH_MS = 5_000;
/** The incidents list and the open incidents: their evaluation time shows the server judging. */
export const INCIDENTS_REFRESH_MS = 5_000;
/** A link's chart (the last hour; a day's or a week's no more often than a twelfth of its step). */
export const SERIES_REFRESH_MS = 30_000;
/** The TCP table: observations change with the live data and new measurements. */
export const TCP_REFRESH_MS = 30_000;
/** The session, so a revoked token signs out on any screen. */
export const SESSION_RECHECK_MS = 60_000;
/** A topology load that failed (first load or reload) is asked again after this long. */
export const TOPOLOGY_RETRY_MS = 10_000;

/** The query keys, by root; a key's first element is always its root. */
export const queryKeys = {
  topology: () => ['topology'] as const,
  config: () => ['config'] as const,
  session: () => ['session'] as const,
  tokens: () => ['tokens'] as const,
  incidentList: (limit: number) => ['incidents', 'list', { limit }] as const,
  incident: (incidentId: string) => ['incidents', 'one', incidentId] as const,
  openIncidents: () => ['incidents', 'open'] as const,
  shared: (siteIds: readonly string[]) => ['shared', siteIds.join(',')] as const,
  hotspots: () => ['analysis', 'hotspots'] as const,
  whatIf: (failIds: readonly string[]) => ['analysis', 'what-if', failIds.join(',')] as const,
  router: (routerId: string) => ['router', routerId] as const,
  link: (linkId: string) => ['link', linkId] as const,
  linkSeries: (linkId: string, range: SeriesRange = 'hour') => ['history', linkId, range] as const,
  paths: (siteId: string) => ['paths', siteId] as const,
  pathHealth: () => ['paths', { health: 'all' }] as const,
  maintenance: () => ['maintenance'] as const,
  carriers: () => ['carriers'] as const,
  uploads: (carrierId: string) => ['uploads', carrierId] as const,
  tcp: (windowBytes: number) => ['tcp', windowBytes] as const,
  topologyReport: () => ['reports', 'topology'] as const,
  incidentReport: (incidentId: string) => ['reports', 'incident', incidentId] as const,
} satisfies Record<string, (...args: never[]) => readonly [QueryRoot, ...unknown[]]>;

export const queries = {
  /**
   * `GET /api/topology`: held until a change on the live stream invalidates it; a failed load
   * (first or reload) is asked again every 10 s, without end, while the one held stays shown.
   */
  topology: () =>
    queryOptions({
      queryKey: queryKeys.topology(),
      queryFn: ({ signal }) => fetchTopology(signal),
      staleTime: Infinity,
      retry: true,
      retryDelay: TOPOLOGY_RETRY_MS,
    }),
  /** `GET /api/config`: asked once per page load; a failure is asked again, a bounded number of times. */
  config: () =>
    queryOptions({
      queryKey: queryKeys.config(),
      queryFn: ({ signal }) => fetchServedConfig(signal),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: CONFIG_MAX_ATTEMPTS - 1,
      retryDelay: CONFIG_RETRY_MS,
    }),
  /**
   * `GET /api/session`, told to the session store (which ignores an answer to a request sent
   * before a later sign-in or sign-out); asked again every minute and when the page is shown again.
   */
  session: () =>
    queryOptions({
      queryKey: queryKeys.session(),
      queryFn: async ({ signal }) => {
        const generation = session.generation();
        const answer = await fetchSession(signal);
        session.learned(answer, generation);
        return answer;
      },
      refetchInterval: SESSION_RECHECK_MS,
      refetchOnWindowFocus: 'always',
    }),
  /** `GET /api/tokens`: the tokens page's list (admins), asked again after a create or revoke. */
  tokens: () =>
    queryOptions({
      queryKey: queryKeys.tokens(),
      queryFn: ({ signal }) => fetchTokens(signal),
    }),
  /** `GET /api/incidents?limit=`: the incidents page's list. */
  incidentList: (limit: number) =>
    queryOptions({
      queryKey: queryKeys.incidentList(limit),
      queryFn: ({ signal }) => fetchIncidents({ limit }, signal),
      refetchInterval: INCIDENTS_REFRESH_MS,
    }),
  /** `GET /api/incidents/{id}`: one incident that is not in the list (an old resolved one). */
  incident: (incidentId: string) =>
    queryOptions({
      queryKey: queryKeys.incident(incidentId),
      queryFn: ({ signal }) => fetchIncident(incidentId, signal),
      refetchInterval: INCIDENTS_REFRESH_MS,
    }),
  /** `GET /api/incidents?status=open`: read by the wall, the header's count, the map's suspects and its incident panel. */
  openIncidents: () =>
    queryOptions({
      queryKey: queryKeys.openIncidents(),
      queryFn: ({ signal }) => fetchIncidents({ status: 'open' }, signal),
      refetchInterval: INCIDENTS_REFRESH_MS,
    }),
  /** `GET /api/health/paths`: each path direction's status: the map's site markers, the wall's grid. */
  pathHealth: () =>
    queryOptions({
      queryKey: queryKeys.pathHealth(),
      queryFn: ({ signal }) => fetchPathHealth(signal),
      refetchInterval: LIVE_VERDICT_REFRESH_MS,
    }),
  /** `GET /api/analysis/shared?sites=`: read by the incident panel and the map's highlight. */
  shared: (siteIds: readonly string[]) =>
    queryOptions({
      queryKey: queryKeys.shared(siteIds),
      queryFn: ({ signal }) => fetchShared([...siteIds], signal),
    }),
  /** Oversubscription and trunks together: the hot spots page, judged against the live load. */
  hotspots: () =>
    queryOptions({
      queryKey: queryKeys.hotspots(),
      queryFn: ({ signal }) =>
        Promise.all([fetchOversubscription(signal), fetchTrunks(signal)]).then(
          ([oversubscription, trunks]) => ({ oversubscription, trunks }),
        ),
      refetchInterval: LIVE_VERDICT_REFRESH_MS,
    }),
  /** `POST /api/analysis/what-if`: the map's what-if; its landing load is judged live. */
  whatIf: (failIds: readonly string[]) =>
    queryOptions({
      queryKey: queryKeys.whatIf(failIds),
      queryFn: ({ signal }) => fetchWhatIf(failIds, signal),
      refetchInterval: LIVE_VERDICT_REFRESH_MS,
    }),
  /** `GET /api/routers/{id}`: blades and backplane with their live verdicts. */
  router: (routerId: string) =>
    queryOptions({
      queryKey: queryKeys.router(routerId),
      queryFn: ({ signal }) => fetchRouterDetail(routerId, signal),
      refetchInterval: LIVE_VERDICT_REFRESH_MS,
    }),
  /** `GET /api/links/{id}`. */
  link: (linkId: string) =>
    queryOptions({
      queryKey: queryKeys.link(linkId),
      queryFn: ({ signal }) => fetchLinkDetail(linkId, signal),
    }),
  /**
   * `GET /api/links/{id}/series?range=`: the last hour, day or week; asked again every 30 s, a
   * week no more than once every twelfth of its step (5 min).
   */
  linkSeries: (linkId: string, range: SeriesRange = 'hour') =>
    queryOptions({
      queryKey: queryKeys.linkSeries(linkId, range),
      queryFn: ({ signal }) => fetchLinkSeries(linkId, range, signal),
      refetchInterval: Math.max(SERIES_REFRESH_MS, SERIES_RANGES[range].stepMs / 12),
    }),
  /** `GET /api/paths?site=`. */
  paths: (siteId: string) =>
    queryOptions({
      queryKey: queryKeys.paths(siteId),
      queryFn: ({ signal }) => fetchSitePaths(siteId, signal),
    }),
  /** `GET /api/maintenance`: invalidated by its mutations and by a topology change. */
  maintenance: () =>
    queryOptions({
      queryKey: queryKeys.maintenance(),
      queryFn: ({ signal }) => fetchMaintenances(signal),
    }),
  /** `GET /api/carriers`. */
  carriers: () =>
    queryOptions({
      queryKey: queryKeys.carriers(),
      queryFn: ({ signal }) => fetchCarriers(signal),
    }),
  /** `GET /api/carriers/{id}/uploads`: invalidated when a version is applied. */
  uploads: (carrierId: string) =>
    queryOptions({
      queryKey: queryKeys.uploads(carrierId),
      queryFn: ({ signal }) => fetchUploads(carrierId, signal),
    }),
  /** `GET /api/tcp?windowBytes=`. */
  tcp: (windowBytes: number) =>
    queryOptions({
      queryKey: queryKeys.tcp(windowBytes),
      queryFn: ({ signal }) => fetchTcpTable(windowBytes, signal),
      refetchInterval: TCP_REFRESH_MS,
    }),
  /** `GET /api/reports/topology`: what the topology report prints. */
  topologyReport: () =>
    queryOptions({
      queryKey: queryKeys.topologyReport(),
      queryFn: ({ signal }) => fetchTopologyReport(signal),
    }),
  /** `GET /api/reports/incidents/{id}`. */
  incidentReport: (incidentId: string) =>
    queryOptions({
      queryKey: queryKeys.incidentReport(incidentId),
      queryFn: ({ signal }) => fetchIncidentReport(incidentId, signal),
    }),
};

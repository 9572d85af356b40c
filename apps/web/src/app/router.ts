import {
  carrierIdSchema,
  DEFAULT_TCP_WINDOW_BYTES,
  entityIdSchema,
  seriesRangeSchema,
} from '@tiermap/domain';
import {
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRouteMatch,
  type ParsedLocation,
  type RouterHistory,
  useLocation,
  useRouter,
} from '@tanstack/react-router';
import { createElement, useMemo, type ComponentType, type ReactNode } from 'react';
import { z } from 'zod';
import { DEFAULT_ROTATE_SECONDS, type Page, type Selection, type UrlState } from './url-state.js';

/*
 * The app's routes, code-based: one per page, each with its search params validated by a zod
 * schema. A param that is missing, malformed or out of range is dropped to its default, never
 * thrown at the user: every field ends in `.catch(undefined)`, so a schema never fails.
 *
 * The URLs are the ones people bookmark and the e2e tests pin: plain `key=value` query strings
 * (not the router's default JSON encoding), defaults left out, commas in `incident=` readable.
 */

/** An entity id from the URL (a site, link, router or incident): the domain's id schema. */
const urlId = entityIdSchema.optional().catch(undefined);

/** A number from the URL clamped to [min, max]; dropped when absent or not a number. */
const clamped = (min: number, max: number) =>
  z.coerce
    .number()
    .transform((n) => Math.min(max, Math.max(min, n)))
    .optional()
    .catch(undefined);

/**
 * `incident=CNAF,FZK`: the sites, well-formed ids only, each once; `incident=` is none yet.
 * `whatif=` lists equipment ids the same way.
 */
const siteList = z
  .union([z.string().transform((text) => text.split(',')), z.array(z.string())])
  .transform((ids) => [
    ...new Set(ids.map((id) => id.trim()).filter((id) => entityIdSchema.safeParse(id).success)),
  ])
  .optional()
  .catch(undefined);

/** The search params every page of the app reads (the map's view, the wall's timers, …). */
export const appSearchSchema = z.object({
  view: z.enum(['geo', 'logical']).optional().catch(undefined),
  scale: z.enum(['utilization', 'rate']).optional().catch(undefined),
  incident: siteList,
  site: urlId,
  link: urlId,
  router: urlId,
  rotate: clamped(3, 3600),
  /** The wall: show this screen only, no rotation (`/wall?screen=paths`). */
  screen: z.enum(['overview', 'paths', 'incidents', 'hotspots']).optional().catch(undefined),
  stale: clamped(1, 86_400),
  renderer: z.enum(['svg', 'canvas']).optional().catch(undefined),
  whatif: siteList,
  whatifWindow: urlId,
  whatifAt: z.iso.datetime({ offset: true }).optional().catch(undefined),
  /** The link panel's chart: `day` or `week` (the last hour when absent). */
  history: seriesRangeSchema.optional().catch(undefined),
  /** The map's filters: `problems=1` only links with a problem, `over=70` only links over 70 %. */
  problems: z.enum(['1']).optional().catch(undefined),
  over: clamped(1, 99),
});
export type AppSearch = z.infer<typeof appSearchSchema>;

/** `/incidents?id=`: the incident shown in detail. */
export const incidentsSearchSchema = z.object({ id: urlId });

/** `/tcp?window=`: the TCP window in bytes, a whole number from 1 to 2^30. */
export const tcpSearchSchema = z.object({
  window: z
    .union([z.string().regex(/^\d{1,10}$/), z.number()])
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1)
        .max(2 ** 30),
    )
    .optional()
    .catch(undefined),
});

/** Which report a print page draws. */
export type PrintRoute =
  | { kind: 'topology' }
  | { kind: 'incident'; incidentId: string }
  | { kind: 'unknown'; path: string };

/** The components the routes draw: the app (which picks its page) and the print pages. */
export interface RouteComponents {
  App: () => ReactNode;
  PrintPage: ComponentType<{ route: PrintRoute }>;
}

/**
 * The route tree. The app's routes share one layout drawing `App`, which reads the page from
 * {@link useUrlState}; the print pages (`/print/...`) draw a report without the app's header.
 */
export function createRouteTree({ App, PrintPage }: RouteComponents) {
  const rootRoute = createRootRoute();
  const appRoute = createRoute({
    getParentRoute: () => rootRoute,
    id: 'app',
    validateSearch: appSearchSchema,
    component: App,
  });
  const page = (path: string) => createRoute({ getParentRoute: () => appRoute, path });
  const carrierRoute = createRoute({
    getParentRoute: () => appRoute,
    path: 'carriers/$carrierId',
    params: {
      parse: ({ carrierId }) => ({ carrierId: carrierIdSchema.safeParse(carrierId).data }),
      stringify: ({ carrierId }) => ({ carrierId: carrierId ?? '' }),
    },
  });
  const print = (path: string) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: PrintRoutePage });
  function PrintRoutePage() {
    const router = useRouter() as unknown as AppRouter;
    const location = useLocation();
    const route = useMemo(() => printRouteAt(router, location), [router, location]);
    return createElement(PrintPage, { route });
  }
  const printIncident = createRoute({
    getParentRoute: () => rootRoute,
    path: 'print/incidents/$incidentId',
    component: PrintRoutePage,
    params: {
      parse: ({ incidentId }) => ({ incidentId: entityIdSchema.safeParse(incidentId).data }),
      stringify: ({ incidentId }) => ({ incidentId: incidentId ?? '' }),
    },
  });
  return rootRoute.addChildren([
    appRoute.addChildren([
      page('/'),
      page('hotspots'),
      createRoute({
        getParentRoute: () => appRoute,
        path: 'incidents',
        validateSearch: incidentsSearchSchema,
      }),
      page('maintenance'),
      createRoute({ getParentRoute: () => appRoute, path: 'tcp', validateSearch: tcpSearchSchema }),
      page('carriers'),
      carrierRoute,
      page('tokens'),
      page('signin'),
      page('wall'),
      // Any other path shows the map, as it always has.
      page('$'),
    ]),
    print('print/topology'),
    printIncident,
    // Any other print path: a report that does not exist, said so on the page.
    print('print/$'),
  ]);
}

/** The report the print page at a location draws. */
export function printRouteAt(router: AppRouter, location: ParsedLocation): PrintRoute {
  const matches: AnyRouteMatch[] = router.matchRoutes(location);
  const leaf: { routeId: string; params: { incidentId?: string } } | undefined = matches.at(-1);
  return printRouteOf(leaf?.routeId ?? '', leaf?.params ?? {}, location.pathname);
}

/** The report a print route draws: its route, its validated params and its path. */
export function printRouteOf(
  routeId: string,
  params: { incidentId?: string | undefined },
  pathname: string,
): PrintRoute {
  if (routeId === '/print/topology') return { kind: 'topology' };
  if (routeId === '/print/incidents/$incidentId' && params.incidentId !== undefined) {
    return { kind: 'incident', incidentId: params.incidentId };
  }
  return { kind: 'unknown', path: pathname.replace(/\/+$/, '') };
}

/** The query string's params as plain strings; the first of a repeated name wins. */
export function parseSearch(searchStr: string): Record<string, string> {
  const search: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(searchStr)) {
    if (!(name in search)) search[name] = value;
  }
  return search;
}

/** `?key=value&…` with undefined left out, lists joined by readable commas. */
export function stringifySearch(search: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (Array.isArray(value)) query.set(name, value.join(','));
    else if (typeof value === 'string' || typeof value === 'number') query.set(name, String(value));
  }
  const text = query.toString().replaceAll('%2C', ',');
  return text === '' ? '' : `?${text}`;
}

export function createAppRouter(components: RouteComponents, history?: RouterHistory) {
  return createRouter({
    routeTree: createRouteTree(components),
    parseSearch,
    stringifySearch,
    // Back and Forward bring back where the page was scrolled to, as the browser did before.
    scrollRestoration: true,
    ...(history === undefined ? {} : { history }),
  });
}
export type AppRouter = ReturnType<typeof createAppRouter>;

const PAGE_OF_ROUTE: Record<string, Page> = {
  '/app/': 'map',
  '/app/$': 'map',
  '/app/hotspots': 'hotspots',
  '/app/incidents': 'incidents',
  '/app/maintenance': 'maintenance',
  '/app/tcp': 'tcp',
  '/app/carriers': 'carriers',
  '/app/carriers/$carrierId': 'carriers',
  '/app/tokens': 'tokens',
  '/app/signin': 'signin',
  '/app/wall': 'wall',
};

/** The URL state of a location: the page its route draws and its validated params. */
export function urlStateAt(router: AppRouter, location: ParsedLocation): UrlState {
  const matches: AnyRouteMatch[] = router.matchRoutes(location);
  const leaf: { routeId: string; search: unknown; params: unknown } | undefined = matches.at(-1);
  const page = (leaf === undefined ? undefined : PAGE_OF_ROUTE[leaf.routeId]) ?? 'map';
  const search = (leaf?.search ?? {}) as AppSearch & {
    id?: string | undefined;
    window?: number | undefined;
  };
  const params = (leaf?.params ?? {}) as { carrierId?: string | undefined };
  let selection: Selection = { kind: 'none' };
  if (search.incident !== undefined) selection = { kind: 'incident', siteIds: search.incident };
  else if (search.site !== undefined) selection = { kind: 'site', id: search.site };
  else if (search.link !== undefined) selection = { kind: 'link', id: search.link };
  else if (search.router !== undefined) selection = { kind: 'router', id: search.router };
  const state: UrlState = {
    page,
    mode: search.view ?? 'geo',
    scale: search.scale ?? 'utilization',
    selection,
    rotateSeconds: search.rotate ?? DEFAULT_ROTATE_SECONDS,
    staleSeconds: search.stale,
  };
  if (page === 'incidents' && search.id !== undefined) state.incidentId = search.id;
  if (page === 'tcp' && search.window !== undefined) state.tcpWindowBytes = search.window;
  if (page === 'carriers' && params.carrierId !== undefined) state.carrierId = params.carrierId;
  if (search.renderer !== undefined) state.renderer = search.renderer;
  if (page === 'map' && search.whatif !== undefined) {
    state.whatIf = {
      equipmentIds: search.whatif,
      windowId: search.whatifWindow,
      at: search.whatifAt,
    };
  }
  if (page === 'wall' && search.screen !== undefined) state.wallScreen = search.screen;
  if (selection.kind === 'link' && search.history !== undefined && search.history !== 'hour') {
    state.historyRange = search.history;
  }
  if (search.problems === '1') state.problemsOnly = true;
  if (search.over !== undefined) state.overPercent = search.over;
  return state;
}

/** Where a state lives: the route's path, its params and its search, defaults left out. */
export function locationOf(state: UrlState): {
  to: string;
  params: Record<string, string>;
  search: Record<string, unknown>;
} {
  const s = state.selection;
  const search: Record<string, unknown> = {
    view: state.mode === 'geo' ? undefined : state.mode,
    scale: state.scale === 'utilization' ? undefined : state.scale,
    incident: s.kind === 'incident' ? s.siteIds : undefined,
    site: s.kind === 'site' ? s.id : undefined,
    link: s.kind === 'link' ? s.id : undefined,
    router: s.kind === 'router' ? s.id : undefined,
    rotate: state.rotateSeconds === DEFAULT_ROTATE_SECONDS ? undefined : state.rotateSeconds,
    stale: state.staleSeconds,
    id: state.page === 'incidents' ? state.incidentId : undefined,
    window:
      state.page === 'tcp' && state.tcpWindowBytes !== DEFAULT_TCP_WINDOW_BYTES
        ? state.tcpWindowBytes
        : undefined,
    renderer: state.renderer,
    ...whatIfSearch(state),
    screen: state.page === 'wall' ? state.wallScreen : undefined,
    history: s.kind === 'link' && state.historyRange !== 'hour' ? state.historyRange : undefined,
    problems: state.problemsOnly === true ? '1' : undefined,
    over: state.overPercent,
  };
  if (state.page === 'carriers' && state.carrierId !== undefined) {
    return { to: '/carriers/$carrierId', params: { carrierId: state.carrierId }, search };
  }
  return { to: state.page === 'map' ? '/' : `/${state.page}`, params: {}, search };
}

/** The what-if's params, on the map page only (`whatif=` with nothing chosen keeps the mode). */
function whatIfSearch({ page, whatIf }: UrlState): Record<string, unknown> {
  if (page !== 'map' || whatIf === undefined) return {};
  return {
    whatif: whatIf.equipmentIds.length === 0 ? '' : whatIf.equipmentIds,
    whatifWindow: whatIf.windowId,
    whatifAt: whatIf.at,
  };
}

/** The href of a state, as the router builds it. */
export function hrefOf(router: AppRouter, state: UrlState): string {
  return router.buildLocation(locationOf(state) as never).href;
}

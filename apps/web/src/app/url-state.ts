import type { SeriesRange, ServedConfig } from '@tiermap/domain';
import type { MapRenderer } from '../viz/renderer-choice.js';
import type { LoadScale } from '../viz/scales.js';

/** The pages of the app; each has its own route (`app/router.ts`). */
export type Page =
  | 'map'
  | 'wall'
  | 'hotspots'
  | 'incidents'
  | 'maintenance'
  | 'tcp'
  | 'carriers'
  | 'tokens'
  | 'signin';
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
 * Read from the router's matched route and its validated search params (`app/router.ts`).
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
  /** The map's renderer when the URL forces one (`?renderer=svg|canvas`); else chosen by size. */
  renderer?: MapRenderer | undefined;
  /** Map page: the what-if mode and what it fails (`?whatif=…`); undefined when not in it. */
  whatIf?: WhatIfState | undefined;
  /** Wall mode: the one screen shown when the URL pins it (`/wall?screen=paths`); else rotating. */
  wallScreen?: 'overview' | 'paths' | 'incidents' | 'hotspots' | undefined;
  /** The link panel's chart span (`?history=day|week`) while a link is selected; else the hour. */
  historyRange?: SeriesRange | undefined;
  /** The map draws only links with a problem (`?problems=1`). */
  problemsOnly?: boolean | undefined;
  /** The map draws only links loaded over this percentage either way (`?over=70`). */
  overPercent?: number | undefined;
}

/**
 * The what-if on the map: the equipment chosen (`whatif=geant-par,geant-mil-par`, `whatif=`
 * for none yet), an existing maintenance window (`whatifWindow=`), and a planned time
 * (`whatifAt=2026-03-17T23:00:00Z`) at which every window open then fails too.
 */
export interface WhatIfState {
  equipmentIds: string[];
  windowId?: string | undefined;
  /** ISO 8601 instant. */
  at?: string | undefined;
}

export const DEFAULT_ROTATE_SECONDS = 20;

/**
 * The stale timeout a screen uses: the URL's `?stale=` if set, else the server's; undefined
 * while `GET /api/config` has not answered (`served` undefined) and the URL sets none.
 */
export function staleAfterMs(
  state: Pick<UrlState, 'staleSeconds'>,
  served: Pick<ServedConfig, 'staleAfterMs'> | undefined,
): number | undefined {
  return state.staleSeconds === undefined ? served?.staleAfterMs : state.staleSeconds * 1000;
}

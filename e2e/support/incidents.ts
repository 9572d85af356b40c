import { expect, type APIRequestContext } from '@playwright/test';
import { api } from './api.js';

/** The few fields of `GET /api/incidents` the incident specs read. */
export interface IncidentSummary {
  id: string;
  title: string;
  sites: string[];
  known: { message: string; maintenanceId: string; behaviour: string } | null;
  suspects: { id: string; name: string; direction: string; cause: boolean }[];
}

function isIncidentList(body: unknown): body is { incidents: IncidentSummary[] } {
  return (
    typeof body === 'object' &&
    body !== null &&
    'incidents' in body &&
    Array.isArray(body.incidents)
  );
}

/** The open incidents as the API lists them now. */
export async function openIncidents(request: APIRequestContext): Promise<IncidentSummary[]> {
  const body: unknown = await api(request).GET('/api/incidents', {
    params: { query: { status: 'open' } },
  });
  if (!isIncidentList(body)) throw new Error('GET /api/incidents answered no incident list');
  return body.incidents;
}

/**
 * Waits (the API evaluates every 5 s by itself) for an open incident that `matches`, and
 * returns it.
 */
export async function waitForIncident(
  request: APIRequestContext,
  matches: (incident: IncidentSummary) => boolean,
  timeoutMs: number,
): Promise<IncidentSummary> {
  let found: IncidentSummary | undefined;
  await expect
    .poll(
      async () => {
        found = (await openIncidents(request)).find(matches);
        return found !== undefined;
      },
      { timeout: timeoutMs, intervals: [1_000] },
    )
    .toBe(true);
  if (found === undefined) throw new Error('no matching incident');
  return found;
}

/** Waits until no open incident `matches` (the earlier test's incidents have resolved). */
export async function waitForNoIncident(
  request: APIRequestContext,
  matches: (incident: IncidentSummary) => boolean,
  timeoutMs: number,
): Promise<void> {
  await expect
    .poll(async () => (await openIncidents(request)).filter(matches).length, {
      timeout: timeoutMs,
      intervals: [2_000],
    })
    .toBe(0);
}

/** Plays a demo scenario for `durationMs` (with the admin token: scenarios need `demo`). */
export async function play(
  request: APIRequestContext,
  name: string,
  durationMs: number,
): Promise<void> {
  await api(request, { token: 'admin' }).POST('/api/demo/scenarios/{name}', {
    params: { path: { name: name as never } },
    body: { durationMs },
  });
}

/**
 * Ends a scenario early: playing it again restarts it, here for the shortest time allowed, so
 * the specs run after this one see normal traffic again within a second.
 */
export async function stop(request: APIRequestContext, name: string): Promise<void> {
  await play(request, name, 1_000);
}

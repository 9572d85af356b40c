import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import {
  appSearchSchema,
  createAppRouter,
  hrefOf,
  printRouteAt,
  tcpSearchSchema,
  urlStateAt,
  type PrintRoute,
} from './router.js';
import { staleAfterMs, type Selection, type UrlState } from './url-state.js';

/** A router on a memory history opened at `href`, drawing nothing. */
function routerAt(href: string) {
  const router = createAppRouter(
    { App: () => null, PrintPage: () => null },
    createMemoryHistory({ initialEntries: [href] }),
  );
  return router;
}

/** The URL state the router reads from `href` (the route matched, its validated params). */
function parseUrlState(href: string): UrlState {
  const router = routerAt(href);
  return urlStateAt(router, router.latestLocation);
}

/** The href the router builds for a state. */
function formatUrlState(state: UrlState): string {
  return hrefOf(routerAt('/'), state);
}

const at = (href: string) => href;

describe('url state on the router', () => {
  it('parseUrlState reads a shared incident link for CNAF and FZK in the logical view', () => {
    const state = parseUrlState(at('/?view=logical&incident=CNAF,FZK'));
    expect(state.page).toBe('map');
    expect(state.mode).toBe('logical');
    expect(state.selection).toEqual({ kind: 'incident', siteIds: ['CNAF', 'FZK'] });
  });

  it('parseUrlState gives the defaults for an empty URL', () => {
    expect(parseUrlState(at('/'))).toEqual({
      page: 'map',
      mode: 'geo',
      scale: 'utilization',
      selection: { kind: 'none' },
      rotateSeconds: 20,
      // The server's stale timeout (GET /api/config) unless the URL sets one.
      staleSeconds: undefined,
    });
  });

  it('parseUrlState reads the wall page with its rotation and stale timeout', () => {
    const state = parseUrlState(at('/wall?rotate=8&stale=5'));
    expect(state).toMatchObject({ page: 'wall', rotateSeconds: 8, staleSeconds: 5 });
  });

  it('parseUrlState reads the wall screen pinned by ?screen=, and ignores one it does not know', () => {
    expect(parseUrlState(at('/wall?screen=paths')).wallScreen).toBe('paths');
    expect(formatUrlState(parseUrlState(at('/wall?screen=paths')))).toBe('/wall?screen=paths');
    expect(parseUrlState(at('/wall?screen=everything')).wallScreen).toBeUndefined();
    expect(parseUrlState(at('/?screen=paths')).wallScreen).toBeUndefined();
  });

  it('staleAfterMs is the server’s stale timeout unless the URL sets one, which stays in the URL', () => {
    const served = { staleAfterMs: 45_000 };
    expect(staleAfterMs(parseUrlState(at('/wall')), served)).toBe(45_000);
    expect(staleAfterMs(parseUrlState(at('/wall?stale=120')), served)).toBe(120_000);
    expect(formatUrlState(parseUrlState(at('/wall?stale=120')))).toBe('/wall?stale=120');
    expect(formatUrlState(parseUrlState(at('/wall')))).toBe('/wall');
  });

  it('parseUrlState clamps silly intervals and ignores ids with hostile characters', () => {
    const state = parseUrlState(at('/wall?rotate=0&stale=abc&site=%27%29%20MATCH%20(n)%20DETACH'));
    expect(state.rotateSeconds).toBe(3);
    expect(state.staleSeconds).toBeUndefined();
    expect(state.selection).toEqual({ kind: 'none' });
  });

  it('formatUrlState and parseUrlState round-trip every kind of selection', () => {
    const selections: Selection[] = [
      { kind: 'none' },
      { kind: 'site', id: 'FZK' },
      { kind: 'link', id: 'geant-par-gva' },
      { kind: 'router', id: 'uslhcnet-gva' },
      { kind: 'incident', siteIds: ['CNAF', 'FZK'] },
    ];
    for (const selection of selections) {
      const state = {
        ...parseUrlState(at('/hotspots?scale=rate')),
        selection: structuredClone(selection),
      };
      const again = parseUrlState(at(formatUrlState(state)));
      expect(again).toEqual(state);
    }
  });

  it('parseUrlState opens the incident view with no site chosen yet', () => {
    expect(parseUrlState(at('/?incident=')).selection).toEqual({ kind: 'incident', siteIds: [] });
    expect(formatUrlState(parseUrlState(at('/?incident=')))).toBe('/?incident=');
  });

  it('formatUrlState leaves defaults out and keeps commas readable', () => {
    const state = parseUrlState(at('/'));
    expect(formatUrlState(state)).toBe('/');
    expect(
      formatUrlState({ ...state, selection: { kind: 'incident', siteIds: ['CNAF', 'FZK'] } }),
    ).toBe('/?incident=CNAF,FZK');
  });

  it('parseUrlState reads the maintenance page, and formatUrlState writes it back', () => {
    const state = parseUrlState(at('/maintenance/'));
    expect(state.page).toBe('maintenance');
    expect(formatUrlState(state)).toBe('/maintenance');
  });

  it('parseUrlState reads the TCP page and its window, and formatUrlState writes them back', () => {
    expect(parseUrlState(at('/tcp'))).toMatchObject({ page: 'tcp' });
    expect(parseUrlState(at('/tcp')).tcpWindowBytes).toBeUndefined();
    const wide = parseUrlState(at('/tcp?window=131072'));
    expect(wide.tcpWindowBytes).toBe(131_072);
    expect(formatUrlState(wide)).toBe('/tcp?window=131072');
    expect(formatUrlState({ ...wide, page: 'map' })).toBe('/');
    expect(formatUrlState({ ...wide, tcpWindowBytes: 65_536 })).toBe('/tcp');
  });

  it('parseUrlState ignores a malformed or out-of-range TCP window, and a window off the TCP page', () => {
    for (const bad of ['abc', '0', '-5', '1.5', String(2 ** 30 + 1)]) {
      expect(parseUrlState(at(`/tcp?window=${bad}`)).tcpWindowBytes, bad).toBeUndefined();
    }
    expect(parseUrlState(at('/?window=65536')).tcpWindowBytes).toBeUndefined();
  });

  it('parseUrlState reads the incidents page and the incident shown in detail', () => {
    expect(parseUrlState(at('/incidents'))).toMatchObject({ page: 'incidents' });
    expect(parseUrlState(at('/incidents')).incidentId).toBeUndefined();
    const one = parseUrlState(at('/incidents?id=inc-20261122T120000-a1b2c3'));
    expect(one).toMatchObject({ page: 'incidents', incidentId: 'inc-20261122T120000-a1b2c3' });
    expect(formatUrlState(one)).toBe('/incidents?id=inc-20261122T120000-a1b2c3');
    expect(formatUrlState({ ...one, incidentId: undefined })).toBe('/incidents');
  });

  it('parseUrlState takes an incident id only on the incidents page, and only a well-formed one', () => {
    expect(parseUrlState(at('/?id=inc-1')).incidentId).toBeUndefined();
    expect(parseUrlState(at('/incidents?id=%27%20OR%201=1')).incidentId).toBeUndefined();
    // Leaving the page for the map drops the id from the URL.
    const one = parseUrlState(at('/incidents?id=inc-1'));
    expect(formatUrlState({ ...one, page: 'map', selection: { kind: 'link', id: 'x' } })).toBe(
      '/?link=x',
    );
  });
  it('parseUrlState reads the carriers page with its carrier, and formatUrlState writes it back', () => {
    expect(parseUrlState(at('/carriers'))).toMatchObject({ page: 'carriers' });
    expect(parseUrlState(at('/carriers')).carrierId).toBeUndefined();
    const geant = parseUrlState(at('/carriers/geant/'));
    expect(geant).toMatchObject({ page: 'carriers', carrierId: 'geant' });
    expect(formatUrlState(geant)).toBe('/carriers/geant');
    expect(formatUrlState({ ...geant, carrierId: undefined })).toBe('/carriers');
    // The carrier belongs to the carriers page only.
    expect(formatUrlState({ ...geant, page: 'maintenance' })).toBe('/maintenance');
  });

  it('parseUrlState ignores a malformed carrier id and reads the sign-in page', () => {
    for (const bad of ['GEANT', '%27%20OR', 'geant/x', 'g']) {
      expect(parseUrlState(at(`/carriers/${bad}`)).carrierId, bad).toBeUndefined();
    }
    expect(parseUrlState(at('/signin')).page).toBe('signin');
    expect(formatUrlState(parseUrlState(at('/signin')))).toBe('/signin');
  });

  it('an unknown path shows the map, and a carrier path with more segments shows no carrier', () => {
    expect(parseUrlState(at('/nowhere?site=FZK'))).toMatchObject({
      page: 'map',
      selection: { kind: 'site', id: 'FZK' },
    });
    expect(formatUrlState(parseUrlState(at('/nowhere?site=FZK')))).toBe('/?site=FZK');
    expect(parseUrlState(at('/carriers/geant/x')).carrierId).toBeUndefined();
  });

  it('ids are the domain’s: 128 characters pass, 129 are dropped', () => {
    const long = `a${'b'.repeat(127)}`;
    expect(parseUrlState(at(`/?link=${long}`)).selection).toEqual({ kind: 'link', id: long });
    expect(parseUrlState(at(`/?link=${long}b`)).selection).toEqual({ kind: 'none' });
    expect(parseUrlState(at(`/incidents?id=${long}b`)).incidentId).toBeUndefined();
    expect(parseUrlState(at(`/?incident=CNAF,${long}b,FZK`)).selection).toEqual({
      kind: 'incident',
      siteIds: ['CNAF', 'FZK'],
    });
  });

  it('the first of a repeated param wins, and a site outranks a link and a router', () => {
    expect(parseUrlState(at('/?site=FZK&site=CNAF')).selection).toEqual({
      kind: 'site',
      id: 'FZK',
    });
    expect(parseUrlState(at('/?router=r1&link=l1&site=FZK')).selection).toEqual({
      kind: 'site',
      id: 'FZK',
    });
    expect(parseUrlState(at('/?incident=CNAF,CNAF,%20FZK&site=FZK')).selection).toEqual({
      kind: 'incident',
      siteIds: ['CNAF', 'FZK'],
    });
  });

  it('the renderer the URL forces is read, kept on a navigation, and an unknown one dropped', () => {
    const canvas = parseUrlState(at('/?renderer=canvas&site=FZK'));
    expect(canvas.renderer).toBe('canvas');
    expect(formatUrlState({ ...canvas, selection: { kind: 'none' } })).toBe('/?renderer=canvas');
    expect(parseUrlState(at('/?renderer=webgl')).renderer).toBeUndefined();
  });

  it('the what-if on the map is read from the URL, written back, and dropped off the map page', () => {
    const state = parseUrlState(
      at(
        '/?whatif=geant-par,geant-par,<x>&whatifWindow=geant-2026-03-17-par-gva&whatifAt=2026-03-17T23:00:00Z',
      ),
    );
    expect(state.whatIf).toEqual({
      equipmentIds: ['geant-par'],
      windowId: 'geant-2026-03-17-par-gva',
      at: '2026-03-17T23:00:00Z',
    });
    expect(formatUrlState(state)).toBe(
      '/?whatif=geant-par&whatifWindow=geant-2026-03-17-par-gva&whatifAt=2026-03-17T23%3A00%3A00Z',
    );
    // `whatif=` with nothing chosen yet is the mode on; no `whatif` is the mode off.
    const empty = parseUrlState(at('/?whatif='));
    expect(empty.whatIf).toEqual({ equipmentIds: [], windowId: undefined, at: undefined });
    expect(formatUrlState(empty)).toBe('/?whatif=');
    expect(formatUrlState({ ...empty, whatIf: undefined })).toBe('/');
    expect(parseUrlState(at('/?whatifAt=tomorrow&whatif=')).whatIf?.at).toBeUndefined();
    expect(parseUrlState(at('/hotspots?whatif=geant-par')).whatIf).toBeUndefined();
    expect(formatUrlState({ ...state, page: 'hotspots' })).toBe('/hotspots');
  });

  it('the link chart’s day or week is read with a link, written back, and dropped without one', () => {
    const state = parseUrlState(at('/?link=geant-par-gva&history=day'));
    expect(state.historyRange).toBe('day');
    expect(formatUrlState(state)).toBe('/?link=geant-par-gva&history=day');
    expect(parseUrlState(at('/?link=geant-par-gva&history=hour')).historyRange).toBeUndefined();
    expect(parseUrlState(at('/?link=geant-par-gva&history=year')).historyRange).toBeUndefined();
    expect(parseUrlState(at('/?site=FZK&history=week')).historyRange).toBeUndefined();
    const closed = { ...state, selection: { kind: 'none' } as Selection };
    expect(formatUrlState(closed)).toBe('/');
  });

  it('the map filters are read from the URL, written back, and junk is dropped', () => {
    const filtered = parseUrlState(at('/?problems=1&over=70&router=r42'));
    expect(filtered.problemsOnly).toBe(true);
    expect(filtered.overPercent).toBe(70);
    expect(formatUrlState(filtered)).toBe('/?router=r42&problems=1&over=70');
    expect(parseUrlState(at('/?over=250')).overPercent).toBe(99);
    const junk = parseUrlState(at('/?problems=yes&over=lots'));
    expect(junk.problemsOnly).toBeUndefined();
    expect(junk.overPercent).toBeUndefined();
  });

  it('a trailing slash reads the same page, and every page writes its own path back', () => {
    const pages = ['hotspots', 'incidents', 'maintenance', 'tcp', 'carriers', 'signin', 'wall'];
    for (const page of pages) {
      const state = parseUrlState(at(`/${page}/`));
      expect(state.page, page).toBe(page);
      expect(formatUrlState(state), page).toBe(`/${page}`);
    }
  });
});

describe('typed search params', () => {
  it('appSearchSchema types the raw strings and drops what is malformed, never throwing', () => {
    expect(
      appSearchSchema.parse({
        view: 'logical',
        scale: 'rate',
        incident: 'CNAF,FZK',
        rotate: '8',
        stale: '999999',
        renderer: 'svg',
      }),
    ).toEqual({
      view: 'logical',
      scale: 'rate',
      incident: ['CNAF', 'FZK'],
      rotate: 8,
      stale: 86_400,
      renderer: 'svg',
    });
    const junk = appSearchSchema.parse({
      view: 'satellite',
      scale: 7,
      site: '<script>',
      rotate: 'soon',
      stale: { x: 1 },
      renderer: 'webgl',
    });
    expect(Object.values(junk).filter((value) => value !== undefined)).toEqual([]);
  });

  it('appSearchSchema and tcpSearchSchema accept their own typed values (the router revalidates on navigation)', () => {
    expect(appSearchSchema.parse({ incident: ['FZK', 'FZK'], rotate: 2 })).toMatchObject({
      incident: ['FZK'],
      rotate: 3,
    });
    expect(tcpSearchSchema.parse({ window: 131_072 })).toEqual({ window: 131_072 });
    expect(tcpSearchSchema.parse({ window: '1e5' })).toEqual({ window: undefined });
  });
});

describe('print routes', () => {
  /** The report the print page at `href` is asked to draw. */
  function printed(href: string): PrintRoute {
    const router = routerAt(href);
    return printRouteAt(router, router.latestLocation);
  }

  it('reads the topology and incident print pages, and nothing else', () => {
    expect(printed('/print/topology/')).toEqual({ kind: 'topology' });
    expect(printed('/print/incidents/inc-1%3Aa')).toEqual({
      kind: 'incident',
      incidentId: 'inc-1:a',
    });
    expect(printed('/print/incidents/%3Cscript%3E')).toMatchObject({ kind: 'unknown' });
    expect(printed('/print/other')).toMatchObject({ kind: 'unknown' });
    expect(parseUrlState(at('/printer')).page).toBe('map');
  });
});

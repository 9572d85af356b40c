import { describe, expect, it } from 'vitest';
import { formatUrlState, parseUrlState, staleAfterMs, type Selection } from './url-state.js';

const at = (href: string) => {
  const url = new URL(href, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
};

describe('url state', () => {
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
});

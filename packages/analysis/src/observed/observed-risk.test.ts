import { perMetric, type Direction, type Incident, type Topology } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { evaluateIncidents } from '../diagnosis/incident-step/engine.js';
import { pathHealthRows, type LiveInputs } from '../diagnosis/incident-step/path-states.js';
import { diagnosisSnapshot } from '../diagnosis/incident-step/snapshot.js';
import { DEFAULT_THRESHOLDS } from '../diagnosis/path-health.js';
import { reroutedModel } from './observed-risk.js';
import type { StoredRoute } from './route-match.js';

const G = 1e9;
const LINKS: Array<[string, string, string]> = [
  ['cern-gva', 'cern', 'gva'],
  ['gva-fra', 'gva', 'fra'],
  ['fra-fzk', 'fra', 'fzk'],
  ['gva-par', 'gva', 'par'],
  ['par-fra', 'par', 'fra'],
  ['gva-pic', 'gva', 'pic'],
];
/** The address of a link's end: link i's A end 192.0.2.(2i+1), its Z end 192.0.2.(2i+2). */
const address = (linkId: string, end: 'a' | 'z') =>
  `192.0.2.${LINKS.findIndex(([id]) => id === linkId) * 2 + (end === 'a' ? 1 : 2)}`;

/** CERN to FZK declared over gva and fra; par beside them; CERN to PIC over gva. */
function topology(): Topology {
  const routers: Array<[string, string | undefined]> = [
    ['cern', 'CERN'],
    ['gva', undefined],
    ['fra', undefined],
    ['par', undefined],
    ['fzk', 'FZK'],
    ['pic', 'PIC'],
  ];
  const site = (id: string) => ({
    id,
    name: id,
    tier: id === 'CERN' ? (0 as const) : (1 as const),
    city: id,
    country: 'CH',
    lat: 46,
    lon: 6,
    carrierId: 'geant',
  });
  const path = (z: string, links: string[]) => ({
    id: `CERN-${z}`,
    name: `CERN to ${z}`,
    aSiteId: 'CERN',
    zSiteId: z,
    hops: {
      AtoZ: links.map((linkId) => ({ linkId })),
      ZtoA: [...links].reverse().map((linkId) => ({ linkId })),
    },
  });
  return {
    carriers: [{ id: 'geant', name: 'GÉANT', kind: 'backbone' }],
    sites: ['CERN', 'FZK', 'PIC'].map(site),
    routers: routers.map(([id, siteId]) => ({
      id,
      name: `${id} router`,
      carrierId: 'geant',
      vendor: 'Juniper',
      model: 'T640',
      os: 'JUNOS',
      location: 'x',
      lat: 46,
      lon: 6,
      ...(siteId === undefined ? {} : { siteId }),
    })),
    backplanes: [],
    blades: routers.map(([id]) => ({
      id: `${id}:fpc0`,
      routerId: id,
      slot: 0,
      model: 'FPC',
      fabricCapacityBps: 100 * G,
    })),
    ports: LINKS.flatMap(([id, a, z]) =>
      (['a', 'z'] as const).map((end) => ({
        id: `${id}:${end}`,
        routerId: end === 'a' ? a : z,
        bladeId: `${end === 'a' ? a : z}:fpc0`,
        name: `${id}-${end}`,
        speedBps: 10 * G,
        addresses: [address(id, end)],
      })),
    ),
    links: LINKS.map(([id]) => ({
      id,
      name: id,
      carrierId: 'geant',
      aPortId: `${id}:a`,
      zPortId: `${id}:z`,
      capacityBps: 10 * G,
    })),
    trunks: [],
    paths: [path('FZK', ['cern-gva', 'gva-fra', 'fra-fzk']), path('PIC', ['cern-gva', 'gva-pic'])],
    maintenances: [],
  };
}

const snapshot = diagnosisSnapshot(topology());
/** The trace CERN to FZK over Paris: gva, par, fra, fzk answer on their ingress ports. */
const viaParis = ['cern-gva', 'gva-par', 'par-fra', 'fra-fzk'].map((id) => ({
  ip: address(id, 'z'),
}));
const declared = ['cern-gva', 'gva-fra', 'fra-fzk'].map((id) => ({ ip: address(id, 'z') }));

/** Clean counters everywhere; CERN to FZK measured losing 5 %; its trace as given. */
function live(nowMs: number, hops?: StoredRoute['hops']): LiveInputs {
  return {
    nowMs,
    reading: () => ({ ...perMetric(() => 0), bps: 1e9, utilization: 0.1, stale: false }),
    measurement: (pathId: string, direction: Direction) =>
      pathId === 'CERN-FZK' && direction === 'AtoZ' ? { tsMs: nowMs, lossRatio: 0.05 } : undefined,
    route: (pathId: string, direction: Direction) =>
      hops !== undefined && pathId === 'CERN-FZK' && direction === 'AtoZ'
        ? { tsMs: nowMs, sinceMs: 1_000, hops }
        : undefined,
  };
}

let ids = 0;
function step(nowMs: number, hops: StoredRoute['hops'] | undefined, open: Incident[]) {
  const inputs = live(nowMs, hops);
  const rows = pathHealthRows(snapshot, inputs, DEFAULT_THRESHOLDS);
  const { written } = evaluateIncidents(
    { snapshot, live: inputs, rows, windows: [], open },
    { thresholds: DEFAULT_THRESHOLDS, resolveAfterMs: 60_000, newId: () => `inc-${(ids += 1)}` },
  );
  return { rows, written };
}
/** Every suspect and the equipment the paths cannot tell from it. */
const suspectIds = (incident: Incident | undefined) =>
  (incident?.suspects ?? []).flatMap((s) => [
    `${s.kind}:${s.id}`,
    ...s.alternatives.map((a) => `${a.kind}:${a.id}`),
  ]);

describe('observed routes in diagnosis', () => {
  it('pathHealthRows carries a path changed finding for the direction whose trace left its path', () => {
    const { rows } = step(10_000, viaParis, []);
    const row = rows.find((r) => r.pathId === 'CERN-FZK' && r.direction === 'AtoZ');
    expect(row?.pathChanged).toEqual({
      sinceMs: 1_000,
      skippedRouterIds: [],
      addedRouterIds: ['par'],
      message: 'path changed: via par router',
    });
    expect(rows.filter((r) => r.pathChanged !== undefined)).toHaveLength(1);
  });

  it('evaluateIncidents suspects what the trace crossed instead of the declared hops while they differ', () => {
    const declaredOnly = step(10_000, undefined, []).written[0];
    expect(suspectIds(declaredOnly)).toContain('link:gva-fra');
    const rerouted = step(10_000, viaParis, []).written[0];
    expect(suspectIds(rerouted)).not.toContain('link:gva-fra');
    expect(suspectIds(rerouted)).toEqual(expect.arrayContaining(['link:gva-par', 'link:par-fra']));
  });

  it('the incident says the path changed, and the finding clears when a trace follows the declared path again', () => {
    const [incident] = step(10_000, viaParis, []).written;
    expect(incident?.affected[0]?.pathChanged?.addedRouterIds).toEqual(['par']);
    expect(incident?.situations.find((s) => s.code === 'path-changed')?.message).toBe(
      'CERN → FZK: path changed: via par router; the routers the trace crossed are its suspects',
    );
    expect(incident?.timeline.map((t) => t.message)).toContain(
      'CERN → FZK: path changed: via par router',
    );
    const [later] = step(20_000, declared, incident === undefined ? [] : [incident]).written;
    expect(later?.affected[0]?.pathChanged).toBeUndefined();
    expect(later?.situations.some((s) => s.code === 'path-changed')).toBe(false);
    expect(later?.timeline.at(-2)?.message ?? later?.timeline.at(-1)?.message).toMatch(
      /CERN → FZK is back on its declared path/,
    );
    expect(suspectIds(later)).toContain('link:gva-fra');
  });
});

describe('reroutedModel', () => {
  it('reroutedModel leaves the model as it is when no direction changed', () => {
    expect(reroutedModel(snapshot.model, new Map(), snapshot)).toBe(snapshot.model);
  });
});

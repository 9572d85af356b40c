import { DEFAULT_THRESHOLDS, type LinkReading } from '../path-health.js';
import {
  perMetric,
  type Direction,
  type Incident,
  type Maintenance,
  type Topology,
} from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { evaluateIncidents, type EngineOptions } from './engine.js';
import { pathHealthRows, type LiveInputs } from './path-states.js';
import { incidentSituations } from './situations.js';
import { diagnosisSnapshot } from './snapshot.js';
import {
  bladeLoadsNow,
  linkCounters,
  liveEvidence,
  suspectDtos,
  worstReading,
} from './suspects.js';

const G = 1e9;

/** CERN - Geneva, then Geneva to FZK and Geneva to PIC: two paths sharing cern-gva. */
function topology(): Topology {
  const routers: Array<[string, string | undefined]> = [
    ['cern', 'CERN'],
    ['gva', undefined],
    ['fzk', 'FZK'],
    ['pic', 'PIC'],
  ];
  const links: Array<[string, string, string]> = [
    ['cern-gva', 'cern', 'gva'],
    ['gva-fzk', 'gva', 'fzk'],
    ['gva-pic', 'gva', 'pic'],
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
  return {
    carriers: [{ id: 'geant', name: 'GÉANT', kind: 'backbone' }],
    sites: ['CERN', 'FZK', 'PIC'].map(site),
    routers: routers.map(([id, siteId]) => ({
      id,
      name: id,
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
      fabricCapacityBps: 40 * G,
    })),
    ports: links.flatMap(([id, a, z]) => [
      { id: `${id}:a`, routerId: a, bladeId: `${a}:fpc0`, name: `${id}-a`, speedBps: 10 * G },
      { id: `${id}:z`, routerId: z, bladeId: `${z}:fpc0`, name: `${id}-z`, speedBps: 10 * G },
    ]),
    links: links.map(([id]) => ({
      id,
      name: id,
      carrierId: 'geant',
      aPortId: `${id}:a`,
      zPortId: `${id}:z`,
      capacityBps: 10 * G,
    })),
    trunks: [],
    paths: ['FZK', 'PIC'].map((z) => ({
      id: `CERN-${z}`,
      name: `CERN to ${z}`,
      aSiteId: 'CERN',
      zSiteId: z,
      hops: {
        AtoZ: [{ linkId: 'cern-gva' }, { linkId: `gva-${z.toLowerCase()}` }],
        ZtoA: [{ linkId: `gva-${z.toLowerCase()}` }, { linkId: 'cern-gva' }],
      },
    })),
    maintenances: [],
  };
}

const snapshot = diagnosisSnapshot(topology());
let ids = 0;
const options: EngineOptions = {
  thresholds: DEFAULT_THRESHOLDS,
  resolveAfterMs: 60_000,
  newId: () => `inc-${(ids += 1)}`,
};

/** Live data where the given link directions lose 10 % and everything else is clean. */
function live(nowMs: number, lossy: readonly string[]): LiveInputs {
  return {
    nowMs,
    reading: (linkId: string, direction: Direction): LinkReading => ({
      ...perMetric(() => 0),
      bps: 1e9,
      utilization: 0.1,
      errorsPerSec: lossy.includes(`${linkId}>${direction}`) ? 12_500 : 0,
      stale: false,
    }),
    measurement: () => undefined,
  };
}

function step(
  nowMs: number,
  lossy: readonly string[],
  open: Incident[],
  windows: Maintenance[] = [],
) {
  const inputs = live(nowMs, lossy);
  return evaluateIncidents(
    {
      snapshot,
      live: inputs,
      rows: pathHealthRows(snapshot, inputs, DEFAULT_THRESHOLDS),
      windows,
      open,
    },
    options,
  );
}

describe('evaluateIncidents', () => {
  it('evaluateIncidents opens nothing while every path is good', () => {
    expect(step(0, [], []).written).toEqual([]);
  });

  it('evaluateIncidents opens a second incident for an unrelated path that turns bad later', () => {
    const first = step(0, ['gva-fzk>AtoZ'], []).written;
    expect(first).toHaveLength(1);
    expect(first[0]?.suspects[0]).toMatchObject({ id: 'gva-fzk', direction: 'AtoZ' });
    const later = step(600_000, ['gva-fzk>AtoZ', 'gva-pic>ZtoA'], first).written;
    expect(later).toHaveLength(2);
    expect(later[1]?.sites).toEqual(['PIC']);
  });

  it('each suspect is one line a person acts on: listed once, counts, its own reading in the failing direction, no look-alike list', () => {
    const [incident] = step(0, ['gva-fzk>AtoZ'], []).written;
    const suspects = incident?.suspects ?? [];
    const ids = suspects.map((s) => `${s.kind}:${s.id}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(suspects.map((s) => s.rank)).toEqual(suspects.map((_, i) => i + 1));
    const top = suspects[0];
    expect(top?.explanation).toMatch(
      /^gva-fzk \(gva → fzk \(CERN → FZK\)\): explains 1 of 1 bad direction, crossed by 0 healthy; gva → fzk: \d+\.\d % loss, \d+ % utilization; part of the likeliest explanation\.$/,
    );
    for (const suspect of suspects) {
      expect(suspect.explanation).not.toMatch(/cannot tell/);
    }
  });

  it("a blade whose spare link went quiet after filling its fabric is not called oversubscribed on that link's last rate", () => {
    const spur = diagnosisSnapshot(withSpur());
    const inputs = live(0, ['gva-fzk>AtoZ']);
    // gva-x, on gva's blade but on no path, stopped reporting after 45 Gb/s each way: more than
    // the blade's 40 Gb/s fabric connection on its own. The other links carry 1 Gb/s each.
    const quiet: LiveInputs = {
      ...inputs,
      reading: (linkId, direction) => {
        const reading = inputs.reading(linkId, direction);
        return linkId === 'gva-x' && reading !== undefined
          ? { ...reading, bps: 45e9, stale: true }
          : reading;
      },
    };
    const { written } = evaluateIncidents(
      {
        snapshot: spur,
        live: quiet,
        rows: pathHealthRows(spur, quiet, DEFAULT_THRESHOLDS),
        windows: [],
        open: [],
      },
      options,
    );
    expect(written).toHaveLength(1);
    const suspects = written.flatMap((incident) => incident.suspects);
    const blade = suspects.find((s) => s.kind === 'blade' && s.id === 'gva:fpc0');
    expect(blade?.oversubscribed).toBe(false);
    const situations = written.flatMap((incident) => incident.situations.map((x) => x.code));
    expect(situations).not.toContain('blade-overload');
  });

  it('each suspect names the router a screen shows it in (a blade its router, a router itself, else none) and its carrier', () => {
    const element = (kind: 'link' | 'blade' | 'router', id: string) => ({
      key: `${kind}:${id}`,
      kind,
      id,
      direction: 'both' as const,
      observables: [0],
    });
    const ranked = (e: ReturnType<typeof element>) => ({
      element: e,
      alternatives: [],
      explains: [0],
      against: [],
      hitRatio: 1,
      score: 0,
      cause: false,
    });
    const ranking = {
      suspects: [
        ranked(element('link', 'gva-fzk')),
        ranked(element('blade', 'gva:fpc0')),
        ranked(element('router', 'fzk')),
      ],
      causes: [],
      unexplained: [],
    };
    const dtos = suspectDtos(snapshot, ranking, live(0, []), new Map(), new Map(), new Set(), 1);
    expect(dtos.map((s) => [s.kind, s.id, s.routerId, s.carrierId])).toEqual([
      ['link', 'gva-fzk', null, 'geant'],
      ['blade', 'gva:fpc0', 'gva', 'geant'],
      ['router', 'fzk', 'fzk', 'geant'],
    ]);
  });

  it('two faults with disjoint causes at the same moment open two incidents, each with its own cause', () => {
    const written = step(0, ['gva-fzk>AtoZ', 'gva-pic>ZtoA'], []).written;
    expect(written.map((i) => i.sites)).toEqual([['FZK'], ['PIC']]);
    expect(written.map((i) => i.suspects[0]?.id)).toEqual(['gva-fzk', 'gva-pic']);
  });

  it('a second fault 30 s after the first opens its own incident; the first keeps its title', () => {
    const [fzk] = step(0, ['gva-fzk>AtoZ'], []).written;
    if (fzk === undefined) throw new Error('no incident opened');
    const later = step(30_000, ['gva-fzk>AtoZ', 'gva-pic>ZtoA'], [fzk]).written;
    expect(later.map((i) => i.sites)).toEqual([['FZK'], ['PIC']]);
    expect(later[0]?.title).toBe(fzk.title);
  });

  it('the other direction of the same link turning bad 5 s later joins the incident, and the timeline says the cause changed', () => {
    const [first] = step(0, ['gva-fzk>AtoZ'], []).written;
    if (first === undefined) throw new Error('no incident opened');
    const later = step(5_000, ['gva-fzk>AtoZ', 'gva-fzk>ZtoA'], [first]).written;
    expect(later).toHaveLength(1);
    expect(later[0]?.affected.map((a) => a.direction).sort()).toEqual(['AtoZ', 'ZtoA']);
    expect(later[0]?.suspects[0]).toMatchObject({ id: 'gva-fzk', direction: 'both' });
    expect(later[0]?.timeline.map((t) => t.kind)).toContain('suspect');
  });

  it('evaluateIncidents lets a skip maintenance window open no incident, and a mute one mark it known', () => {
    const window: Maintenance = {
      id: 'w1',
      carrierId: 'geant',
      title: 'fibre work',
      startsAt: '1970-01-01T00:00:00Z',
      endsAt: '1970-01-02T00:00:00Z',
      behaviour: 'skip',
      equipmentIds: ['gva-fzk'],
    };
    expect(step(0, ['gva-fzk>AtoZ'], [], [window]).written).toEqual([]);
    const [muted] = step(0, ['gva-fzk>AtoZ'], [], [{ ...window, behaviour: 'mute' }]).written;
    expect(muted?.known).toMatchObject({ maintenanceId: 'w1', behaviour: 'mute' });
    expect(muted?.known?.message).toBe(
      'known: scheduled maintenance by GÉANT on gva-fzk until 1970-01-02 00:00 UTC (fibre work)',
    );
  });

  it('writes an open incident again only when the evaluation changes it', () => {
    const [opened] = step(0, ['gva-fzk>AtoZ'], []).written;
    if (opened === undefined) throw new Error('no incident opened');
    expect(step(5_000, ['gva-fzk>AtoZ'], [opened]).written).toEqual([]);
    const [changed] = step(10_000, ['gva-fzk>AtoZ', 'gva-fzk>ZtoA'], [opened]).written;
    expect(changed?.id).toBe(opened.id);
    expect(changed?.updatedAtMs).toBe(10_000);
  });

  it('a window counts only while it is open: before it starts and once it ends, the fault is not known', () => {
    const window: Maintenance = {
      id: 'w9',
      carrierId: 'geant',
      title: 'fibre work',
      startsAt: '1970-01-01T01:00:00Z',
      endsAt: '1970-01-01T02:00:00Z',
      behaviour: 'mute',
      equipmentIds: ['gva-fzk'],
    };
    const [before] = step(0, ['gva-fzk>AtoZ'], [], [window]).written;
    expect(before?.known).toBeNull();
    const [during] = step(3_600_000, ['gva-fzk>AtoZ'], [], [window]).written;
    expect(during?.known?.maintenanceId).toBe('w9');
    const [after] = step(7_200_000, ['gva-fzk>AtoZ'], [], [window]).written;
    expect(after?.known).toBeNull();
  });

  it('a skip window on FZK’s border router does not hide a failure of FZK’s access link: the incident opens, not known', () => {
    const window: Maintenance = {
      id: 'w2',
      carrierId: 'geant',
      title: 'router software upgrade',
      startsAt: '1970-01-01T00:00:00Z',
      endsAt: '1970-01-02T00:00:00Z',
      behaviour: 'skip',
      equipmentIds: ['fzk'],
    };
    // The access link loses traffic both ways while it (and the router) keep reporting.
    const written = step(0, ['gva-fzk>AtoZ', 'gva-fzk>ZtoA'], [], [window]).written;
    expect(written).toHaveLength(1);
    expect(written[0]?.known).toBeNull();
    expect(written[0]?.title).not.toMatch(/known/);
    expect(written[0]?.suspects[0]).toMatchObject({ kind: 'link', id: 'gva-fzk' });
  });

  it('a mute window on the router of a path whose links went dark marks the incident known and names the router', () => {
    const window: Maintenance = {
      id: 'w3',
      carrierId: 'geant',
      title: 'router software upgrade',
      startsAt: '1970-01-01T00:00:00Z',
      endsAt: '1970-01-02T00:00:00Z',
      behaviour: 'mute',
      equipmentIds: ['fzk'],
    };
    const inputs = live(0, []);
    const dark: LiveInputs = {
      ...inputs,
      reading: (linkId, direction) => {
        const reading = inputs.reading(linkId, direction);
        return linkId === 'gva-fzk' && reading !== undefined
          ? { ...reading, stale: true }
          : reading;
      },
    };
    const [known] = evaluateIncidents(
      {
        snapshot,
        live: dark,
        rows: pathHealthRows(snapshot, dark, DEFAULT_THRESHOLDS),
        windows: [window],
        open: [],
      },
      options,
    ).written;
    expect(known?.known).toMatchObject({ maintenanceId: 'w3', behaviour: 'mute' });
    expect(known?.known?.message).toBe(
      'known: scheduled maintenance by GÉANT on fzk until 1970-01-02 00:00 UTC (router software upgrade)',
    );
    expect(known?.title).toBe('FZK: known, fzk under maintenance');
  });

  it('evaluateIncidents resolves an automatic incident only after its paths stayed good long enough', () => {
    const [opened] = step(0, ['gva-fzk>AtoZ'], []).written;
    if (opened === undefined) throw new Error('no incident opened');
    const [recovering] = step(5_000, [], [opened]).written;
    expect(recovering?.status).toBe('open');
    expect(recovering?.affected[0]?.recoveredAtMs).toBe(5_000);
    if (recovering === undefined) throw new Error('incident lost');
    const [resolved] = step(70_000, [], [recovering]).written;
    expect(resolved?.status).toBe('resolved');
    expect(resolved?.timeline.at(-1)?.kind).toBe('resolved');
  });
});

describe('alerts from Alertmanager as evidence', () => {
  it('an Alertmanager alert on FZK’s border router makes it the top suspect of a report by hand, and says so', () => {
    const inputs = {
      ...live(0, []),
      alerts: [{ alertname: 'NodeDown', kind: 'router' as const, id: 'fzk', on: 'fzk' }],
    };
    const withAlert = evaluateIncidents(
      {
        snapshot,
        live: inputs,
        rows: pathHealthRows(snapshot, inputs, DEFAULT_THRESHOLDS),
        windows: [],
        open: [],
        manual: [{ sites: ['FZK'] }],
      },
      options,
    ).created[0];
    expect(withAlert?.suspects[0]).toMatchObject({ kind: 'router', id: 'fzk' });
    expect(withAlert?.suspects[0]?.explanation).toContain('Alertmanager: NodeDown on fzk');
    expect(withAlert?.suspects.slice(1).some((s) => s.explanation.includes('Alertmanager'))).toBe(
      false,
    );
  });
});

describe('a trunk member wired the other way round', () => {
  /**
   * The topology above with CERN–FZK carried by a trunk of two links between gva and fzk:
   * `gva-fzk` runs gva → fzk from its A end, `fzk-gva` the other way round.
   */
  function trunked(): Topology {
    const base = topology();
    return {
      ...base,
      ports: [
        ...base.ports,
        {
          id: 'fzk-gva:a',
          routerId: 'fzk',
          bladeId: 'fzk:fpc0',
          name: 'fzk-gva-a',
          speedBps: 10 * G,
        },
        {
          id: 'fzk-gva:z',
          routerId: 'gva',
          bladeId: 'gva:fpc0',
          name: 'fzk-gva-z',
          speedBps: 10 * G,
        },
      ],
      links: [
        ...base.links.map((l) => (l.id === 'gva-fzk' ? { ...l, trunkId: 'gva-fzk-t' } : l)),
        {
          id: 'fzk-gva',
          name: 'fzk-gva',
          carrierId: 'geant',
          aPortId: 'fzk-gva:a',
          zPortId: 'fzk-gva:z',
          capacityBps: 10 * G,
          trunkId: 'gva-fzk-t',
        },
      ],
      trunks: [
        {
          id: 'gva-fzk-t',
          name: 'GVA–FZK',
          carrierId: 'geant',
          memberLinkIds: ['gva-fzk', 'fzk-gva'],
        },
      ],
      paths: base.paths.map((p) =>
        p.id === 'CERN-FZK'
          ? {
              ...p,
              hops: {
                AtoZ: [{ linkId: 'cern-gva' }, { trunkId: 'gva-fzk-t' }],
                ZtoA: [{ trunkId: 'gva-fzk-t' }, { linkId: 'cern-gva' }],
              },
            }
          : p,
      ),
    };
  }

  it('gives its errors to the trunk direction the traffic flows in, not to its own A-to-Z', () => {
    const trunkedSnapshot = diagnosisSnapshot(trunked());
    // `fzk-gva` loses traffic in its own Z→A direction: gva → fzk, the trunk's A→Z (CERN to FZK).
    const inputs = live(0, ['fzk-gva>ZtoA']);
    const evidence = liveEvidence(trunkedSnapshot, inputs, new Map(), DEFAULT_THRESHOLDS);
    expect(evidence.get('trunk:gva-fzk-t>AtoZ')).toBe(1);
    expect(evidence.has('trunk:gva-fzk-t>ZtoA')).toBe(false);

    const element = trunkedSnapshot.model.elements.find((e) => e.key === 'trunk:gva-fzk-t>AtoZ');
    if (element === undefined) throw new Error('no trunk element');
    expect(worstReading(trunkedSnapshot, element, inputs)?.errorsPerSec).toBe(12_500);
    const back = trunkedSnapshot.model.elements.find((e) => e.key === 'trunk:gva-fzk-t>ZtoA');
    if (back === undefined) throw new Error('no trunk element');
    expect(worstReading(trunkedSnapshot, back, inputs)?.errorsPerSec).toBe(0);
  });
  it('judges load sharing per trunk direction, reading each member in the direction it carries', () => {
    const trunkedSnapshot = diagnosisSnapshot(trunked());
    // CERN → FZK is the trunk's A→Z: gva-fzk A→Z carries 9.5 Gb/s, fzk-gva (wired the other way
    // round) carries that direction Z→A at 0.2 Gb/s: a load-sharing fault. FZK → CERN is
    // balanced, 5 Gb/s on each member.
    const bps: Record<string, number> = {
      'gva-fzk>AtoZ': 9.5 * G,
      'fzk-gva>ZtoA': 0.2 * G,
      'gva-fzk>ZtoA': 5 * G,
      'fzk-gva>AtoZ': 5 * G,
    };
    const inputs: LiveInputs = {
      nowMs: 0,
      reading: (linkId, direction) => ({
        ...perMetric(() => 0),
        bps: bps[`${linkId}>${direction}`] ?? G,
        utilization: 0.1,
        errorsPerSec: 0,
        stale: false,
      }),
      measurement: () => undefined,
    };
    const rows = pathHealthRows(trunkedSnapshot, inputs, DEFAULT_THRESHOLDS);
    const affected = trunkedSnapshot.model.observables.flatMap((o, at) =>
      o.pathId === 'CERN-FZK' ? [at] : [],
    );
    const situations = incidentSituations({
      snapshot: trunkedSnapshot,
      live: inputs,
      affected,
      rows,
      maintenance: {
        evidence: { explained: false, elements: [], coveredScore: -Infinity, bestScore: 0 },
        coverage: new Map(),
      },
      bladeLoads: new Map(),
      lossProblemRatio: 0.02,
      collectorIsDown: false,
    });
    const sharing = situations.filter((s) => s.code === 'load-sharing');
    expect(sharing.map((s) => s.message)).toEqual([
      "load-sharing fault on trunk GVA–FZK (gva → fzk): gva-fzk carries 98 % of the traffic at 95 % of its capacity while fzk-gva at 2 % idles; check the bundle's hashing and the member's optics",
    ]);
  });
});

describe('linkCounters', () => {
  it('gives the ranking each link direction’s own counters: erring, clean, or nothing when dark', () => {
    const inputs = live(0, ['gva-fzk>AtoZ']);
    const darkPic: LiveInputs = {
      ...inputs,
      reading: (linkId, direction) => {
        const reading = inputs.reading(linkId, direction);
        return linkId === 'gva-pic' && reading !== undefined
          ? { ...reading, stale: true }
          : reading;
      },
    };
    const counters = linkCounters(snapshot, darkPic);
    expect(counters.get('link:gva-fzk>AtoZ')).toBe(true);
    expect(counters.get('link:gva-fzk>ZtoA')).toBe(false);
    expect(counters.get('link:cern-gva>AtoZ')).toBe(false);
    expect(counters.has('link:gva-pic>AtoZ')).toBe(false);
  });
});

/**
 * The test topology with equipment no path crosses: a spare router `x` on gva's blade (link
 * gva-x) and, further out, `y` (link x-y) touching no router of a path.
 */
function withSpur(): Topology {
  const base = topology();
  const extra = (id: string) => ({ ...base.routers[1]!, id, name: id });
  const blade = (routerId: string) => ({ ...base.blades[1]!, id: `${routerId}:fpc0`, routerId });
  const port = (linkId: string, end: 'a' | 'z', routerId: string) => ({
    id: `${linkId}:${end}`,
    routerId,
    bladeId: `${routerId}:fpc0`,
    name: `${linkId}-${end}`,
    speedBps: 10 * G,
  });
  const link = (id: string) => ({
    ...base.links[0]!,
    id,
    name: id,
    aPortId: `${id}:a`,
    zPortId: `${id}:z`,
  });
  return {
    ...base,
    routers: [...base.routers, extra('x'), extra('y')],
    blades: [...base.blades, blade('x'), blade('y')],
    ports: [
      ...base.ports,
      port('gva-x', 'a', 'gva'),
      port('gva-x', 'z', 'x'),
      port('x-y', 'a', 'x'),
      port('x-y', 'z', 'y'),
    ],
    links: [...base.links, link('gva-x'), link('x-y')],
  };
}

/** Live data at `bps` on every link direction, noting every link direction asked for. */
function countingLive(bps: number): { inputs: LiveInputs; asked: string[] } {
  const asked: string[] = [];
  const inputs: LiveInputs = {
    nowMs: 0,
    reading: (linkId, direction) => {
      asked.push(`${linkId}>${direction}`);
      return { ...perMetric(() => 0), bps, utilization: bps / (10 * G), stale: false };
    },
    measurement: () => undefined,
  };
  return { inputs, asked };
}

describe('linkCounters, at scale', () => {
  it('reads only the link directions some element of the model covers, not every link', () => {
    const { inputs, asked } = countingLive(1e9);
    const counters = linkCounters(diagnosisSnapshot(withSpur()), inputs);
    // gva-x is on gva's blade (a path's blade), so the blade's failure would raise its counters.
    expect(counters.get('link:gva-x>AtoZ')).toBe(false);
    expect(counters.has('link:x-y>AtoZ')).toBe(false);
    expect(asked.filter((key) => key.startsWith('x-y>'))).toEqual([]);
    expect(new Set(asked).size).toBe(asked.length);
  });
});

describe('bladeLoadsNow', () => {
  it('sums every link on a blade, on a path or not, and reads only the links of the blades asked for', () => {
    const { inputs, asked } = countingLive(2e9);
    const loads = bladeLoadsNow(diagnosisSnapshot(withSpur()), inputs);
    // gva's blade: cern-gva, gva-fzk, gva-pic and the spare gva-x, 2 Gb/s each way on each.
    expect(loads.get('gva:fpc0')).toMatchObject({ inBps: 8e9, outBps: 8e9, overload: false });
    expect(asked.filter((key) => key.startsWith('x-y>'))).toEqual([]);
    expect(loads.get('y:fpc0')).toMatchObject({ inBps: 2e9, outBps: 2e9, overload: false });
    // Asked again: the load is kept, not read again.
    const reads = asked.length;
    expect(loads.get('gva:fpc0')?.inBps).toBe(8e9);
    expect(asked.length).toBe(reads);
  });

  // A stale reading is the last rate of a link direction that stopped reporting: not the blade's
  // load now, so it neither counts towards an overload nor makes the blade a suspect.
  it("leaves stale readings out of a blade's load: the last rates of quiet links are not its load now", () => {
    const { inputs } = countingLive(2e9);
    const loads = bladeLoadsNow(diagnosisSnapshot(withSpur()), {
      ...inputs,
      reading: (linkId, direction) => {
        const fresh = inputs.reading(linkId, direction);
        // cern-gva went quiet after carrying 38 Gb/s each way.
        return linkId === 'cern-gva' && fresh !== undefined
          ? { ...fresh, bps: 38e9, stale: true }
          : fresh;
      },
    });
    expect(loads.get('gva:fpc0')).toMatchObject({ inBps: 6e9, outBps: 6e9, overload: false });
    expect(loads.get('cern:fpc0')).toBeUndefined();
  });

  it('counts a blade as overloaded when either way across its fabric is over capacity', () => {
    const { inputs } = countingLive(2e9);
    const loads = bladeLoadsNow(diagnosisSnapshot(withSpur()), {
      ...inputs,
      // Leaving gva towards fzk: 35 Gb/s; everything else 2 Gb/s.
      reading: (linkId, direction) => {
        const fresh = inputs.reading(linkId, direction);
        return linkId === 'gva-fzk' && direction === 'AtoZ' && fresh !== undefined
          ? { ...fresh, bps: 35e9 }
          : fresh;
      },
    });
    expect(loads.get('gva:fpc0')).toMatchObject({ inBps: 8e9, outBps: 41e9, overload: true });
  });

  it('gives no load for a blade whose links have no live data', () => {
    const loads = bladeLoadsNow(diagnosisSnapshot(withSpur()), {
      ...countingLive(1e9).inputs,
      reading: () => undefined,
    });
    expect(loads.get('gva:fpc0')).toBeUndefined();
  });
});

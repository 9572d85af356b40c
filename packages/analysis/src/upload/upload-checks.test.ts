import type { CarrierUpload, Topology } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { topologyProblems } from '../topology-integrity.js';
import { carrierSlice, sliceDocument, uploadSlice } from './carrier-slice.js';
import { checkUpload } from './upload-checks.js';
import { isEmptyDiff, uploadDiff } from './upload-diff.js';

const G = 1_000_000_000;

/**
 * CERN's border router, carrier `geant`'s Geneva router and FZK's border router; CERN reaches
 * GÉANT over `cern-gva` (CERN's link) and GÉANT reaches FZK over `gva-fzk` (GÉANT's), the one
 * path CERN-FZK crosses both. GÉANT has a spare port, and `dfn` a router of its own.
 */
function topology(): Topology {
  const router = (id: string, carrierId: string, siteId?: string) => ({
    id,
    name: id,
    carrierId,
    vendor: 'Juniper',
    model: 'MX960',
    os: 'Junos 23.4',
    location: 'somewhere',
    lat: 47,
    lon: 7,
    ...(siteId === undefined ? {} : { siteId }),
  });
  const routers = [
    router('cern-gw', 'cern', 'CERN'),
    router('geant-gva', 'geant'),
    router('fzk-gw', 'fzk', 'FZK'),
    router('dfn-fra', 'dfn'),
  ];
  const ports = [
    ['cern-gw', 'p0'],
    ['geant-gva', 'p0'],
    ['geant-gva', 'p1'],
    ['geant-gva', 'p2'],
    ['fzk-gw', 'p0'],
    ['dfn-fra', 'p0'],
  ].map(([routerId = '', name = '']) => ({
    id: `${routerId}:${name}`,
    routerId,
    bladeId: `${routerId}:slot0`,
    name,
    speedBps: 10 * G,
  }));
  return {
    carriers: ['cern', 'geant', 'fzk', 'dfn'].map((id) => ({
      id,
      name: id,
      kind: 'nren' as const,
    })),
    sites: [
      {
        id: 'CERN',
        name: 'CERN',
        tier: 0,
        city: 'Geneva',
        country: 'CH',
        lat: 46,
        lon: 6,
        carrierId: 'cern',
      },
      {
        id: 'FZK',
        name: 'FZK',
        tier: 1,
        city: 'Karlsruhe',
        country: 'DE',
        lat: 49,
        lon: 8,
        carrierId: 'fzk',
      },
    ],
    routers,
    backplanes: routers.map((r) => ({
      id: `${r.id}:backplane`,
      routerId: r.id,
      capacityBps: 100 * G,
    })),
    blades: routers.map((r) => ({
      id: `${r.id}:slot0`,
      routerId: r.id,
      slot: 0,
      model: 'MPC',
      fabricCapacityBps: 40 * G,
    })),
    ports,
    links: [
      {
        id: 'cern-gva',
        name: 'CERN–GVA',
        carrierId: 'cern',
        aPortId: 'cern-gw:p0',
        zPortId: 'geant-gva:p0',
        capacityBps: 10 * G,
      },
      {
        id: 'gva-fzk',
        name: 'GVA–FZK',
        carrierId: 'geant',
        aPortId: 'geant-gva:p1',
        zPortId: 'fzk-gw:p0',
        capacityBps: 10 * G,
        rttMs: 6,
      },
    ],
    trunks: [],
    paths: [
      {
        id: 'CERN-FZK',
        name: 'CERN to FZK',
        aSiteId: 'CERN',
        zSiteId: 'FZK',
        hops: {
          AtoZ: [{ linkId: 'cern-gva' }, { linkId: 'gva-fzk' }],
          ZtoA: [{ linkId: 'gva-fzk' }, { linkId: 'cern-gva' }],
        },
      },
    ],
    maintenances: [
      {
        id: 'dfn-works',
        carrierId: 'dfn',
        title: 'DFN works',
        startsAt: '2026-12-01T06:00:00Z',
        endsAt: '2026-12-01T08:00:00Z',
        behaviour: 'mute',
        equipmentIds: ['dfn-fra'],
      },
    ],
  };
}

function geant(change: (doc: CarrierUpload) => void = () => undefined): CarrierUpload {
  const doc = sliceDocument('geant', carrierSlice(topology(), 'geant'));
  change(doc);
  return doc;
}

function gva(doc: CarrierUpload) {
  const router = doc.routers[0];
  if (router === undefined) throw new Error('fixture');
  return router;
}

describe('carrier slices and documents', () => {
  it('sliceDocument and uploadSlice turn a carrier’s equipment into a document and back unchanged', () => {
    const t = topology();
    expect(topologyProblems(t)).toEqual([]);
    const slice = carrierSlice(t, 'geant');
    expect(slice.routers.map((r) => r.id)).toEqual(['geant-gva']);
    expect(slice.ports.map((p) => p.id)).toEqual(['geant-gva:p0', 'geant-gva:p1', 'geant-gva:p2']);
    expect(isEmptyDiff(uploadDiff(slice, uploadSlice(sliceDocument('geant', slice))))).toBe(true);
  });
});

describe('checkUpload', () => {
  it('checkUpload accepts the carrier’s own document, and the diff is empty', () => {
    const check = checkUpload(topology(), geant());
    expect(check.forbidden).toEqual([]);
    expect(check.problems).toEqual([]);
    expect(isEmptyDiff(uploadDiff(carrierSlice(topology(), 'geant'), check.slice))).toBe(true);
  });

  it('checkUpload forbids another carrier’s router, blade, port, link and window, at their places in the document', () => {
    const check = checkUpload(
      topology(),
      geant((doc) => {
        doc.routers.push({
          ...gva(doc),
          id: 'dfn-fra',
          blades: [],
          backplane: { id: 'geant-x:backplane', capacityBps: G },
        });
        gva(doc).blades.push({
          id: 'fzk-gw:slot0',
          slot: 5,
          model: 'x',
          fabricCapacityBps: G,
          ports: [],
        });
        doc.links.push({
          id: 'cern-gva',
          name: 'mine',
          aPortId: 'geant-gva:p2',
          zPortId: 'dfn-fra:p0',
          capacityBps: G,
        });
        doc.maintenances.push({
          id: 'dfn-works',
          title: 'x',
          startsAt: '2026-12-01T06:00:00Z',
          endsAt: '2026-12-01T07:00:00Z',
          behaviour: 'mute',
          equipmentIds: ['geant-gva'],
        });
        doc.maintenances.push({
          id: 'cover',
          title: 'x',
          startsAt: '2026-12-01T06:00:00Z',
          endsAt: '2026-12-01T07:00:00Z',
          behaviour: 'mute',
          equipmentIds: ['cern-gw:p0'],
        });
      }),
    );
    expect(check.forbidden.map((p) => p.path.join('.'))).toEqual([
      'routers.0.blades.1.id',
      'routers.1.id',
      'links.1.id',
      'maintenances.0.id',
      'maintenances.1.equipmentIds.0',
    ]);
    expect(check.forbidden[1]?.message).toBe(
      "router 'dfn-fra' belongs to carrier 'dfn', not 'geant'",
    );
  });

  it('checkUpload forbids bundling another carrier’s links and claiming its site', () => {
    const check = checkUpload(
      topology(),
      geant((doc) => {
        doc.trunks.push({ id: 't', name: 't', memberLinkIds: ['gva-fzk', 'cern-gva'] });
        gva(doc).siteId = 'FZK';
      }),
    );
    expect(check.forbidden.map((p) => p.path.join('.'))).toEqual([
      'routers.0.siteId',
      'trunks.0.memberLinkIds.1',
    ]);
  });

  it('checkUpload names duplicate ids, dangling ports, a port used as a link twice over and unknown window equipment', () => {
    const check = checkUpload(
      topology(),
      geant((doc) => {
        gva(doc).blades.push({
          id: 'geant-gva:slot0',
          slot: 1,
          model: 'x',
          fabricCapacityBps: G,
          ports: [],
        });
        doc.links.push({
          id: 'gva-nowhere',
          name: 'x',
          aPortId: 'geant-gva:p2',
          zPortId: 'nowhere:p9',
          capacityBps: G,
        });
        doc.links.push({
          id: 'gva-self',
          name: 'x',
          aPortId: 'geant-gva:p2',
          zPortId: 'geant-gva:p2',
          capacityBps: G,
        });
        doc.maintenances.push({
          id: 'w',
          title: 'x',
          startsAt: '2026-12-01T06:00:00Z',
          endsAt: '2026-12-01T07:00:00Z',
          behaviour: 'run',
          equipmentIds: ['ghost'],
        });
      }),
    );
    expect(check.forbidden).toEqual([]);
    expect(check.problems.map((p) => `${p.path.join('.')}: ${p.message}`)).toEqual([
      'routers.0.blades.1.id: id "geant-gva:slot0" is used twice in this document (first at routers[0].blades[0])',
      "links.1.zPortId: port 'nowhere:p9' does not exist, in this document or at another carrier",
      'links.2.zPortId: a link joins two different ports',
      "maintenances.0.equipmentIds.0: 'ghost' is not equipment of this document",
    ]);
  });

  it('checkUpload refuses removing a link a path crosses, and a port another carrier’s link ends on', () => {
    const removedLink = checkUpload(
      topology(),
      geant((doc) => (doc.links = [])),
    );
    expect(removedLink.forbidden).toEqual([]);
    expect(removedLink.problems.map((p) => p.inDocument)).toContain(false);
    expect(JSON.stringify(removedLink.problems)).toMatch(/path 'CERN-FZK'.*gva-fzk/);

    const removedPort = checkUpload(
      topology(),
      geant((doc) => {
        const [blade] = gva(doc).blades;
        if (blade !== undefined) blade.ports = blade.ports.filter((p) => p.id !== 'geant-gva:p0');
      }),
    );
    expect(JSON.stringify(removedPort.problems)).toMatch(/link 'cern-gva'.*geant-gva:p0/);
  });
});

describe('uploadDiff', () => {
  it('uploadDiff lists created, changed (with the fields and values) and removed entities, by kind', () => {
    const before = carrierSlice(topology(), 'geant');
    const after = uploadSlice(
      geant((doc) => {
        gva(doc).os = 'Junos 24.2';
        const [blade] = gva(doc).blades;
        if (blade !== undefined) blade.ports = blade.ports.filter((p) => p.id !== 'geant-gva:p2');
        gva(doc).blades.push({
          id: 'geant-gva:slot9',
          slot: 9,
          model: 'MPC10',
          fabricCapacityBps: G,
          ports: [],
        });
        const [link] = doc.links;
        if (link !== undefined) delete link.rttMs;
      }),
    );
    const diff = uploadDiff(before, after);
    expect(diff.created.map((c) => `${c.kind} ${c.id}`)).toEqual(['blade geant-gva:slot9']);
    expect(diff.changed.map((c) => `${c.kind} ${c.id} ${c.fields.join(',')}`)).toEqual([
      'router geant-gva os',
      'link gva-fzk rttMs',
    ]);
    expect(diff.changed[1]).toMatchObject({ before: { rttMs: 6 }, after: { name: 'GVA–FZK' } });
    expect(diff.changed[1]?.after).not.toHaveProperty('rttMs');
    expect(diff.removed.map((r) => `${r.kind} ${r.id}`)).toEqual(['port geant-gva:p2']);
    expect(diff.counts.port).toEqual({ created: 0, changed: 0, removed: 1 });
  });

  it('uploadDiff takes the same instant written two ways, and lists in another order, as no change', () => {
    const before = carrierSlice(topology(), 'dfn');
    const doc = sliceDocument('dfn', before);
    const [window] = doc.maintenances;
    if (window !== undefined) window.startsAt = '2026-12-01T07:00:00.000+01:00';
    expect(isEmptyDiff(uploadDiff(before, uploadSlice(doc)))).toBe(true);
  });
});

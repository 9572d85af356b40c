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

  it('checkUpload explains removing a link a path crosses by the sites, the path and its hops, with advice and its place in the previous document', () => {
    const check = checkUpload(
      topology(),
      geant((doc) => (doc.links = [])),
    );
    expect(check.problems).toEqual([
      {
        path: ["path 'CERN-FZK'.hops.AtoZ[1]"],
        inDocument: false,
        previous: ['links', 0],
        message:
          'removing link "gva-fzk" breaks the CERN → FZK path (path CERN-FZK, hop 2 from CERN, hop 1 from FZK); move the path off it first or keep the link',
      },
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

describe('cross-connects: a link ends on another carrier’s port only when that carrier agrees', () => {
  /** DFN's document: its router as stored, plus `links`. */
  function dfn(t: Topology, ...links: CarrierUpload['links']): CarrierUpload {
    const doc = sliceDocument('dfn', carrierSlice(t, 'dfn'));
    doc.links.push(...links);
    return doc;
  }
  const dfnToGva = {
    id: 'dfn-gva',
    name: 'DFN – GÉANT Geneva',
    aPortId: 'dfn-fra:p0',
    zPortId: 'geant-gva:p2',
    capacityBps: 10 * G,
  };
  /** GÉANT declares the cross-connect on its spare port for DFN's link; the topology after it. */
  function agreed(): Topology {
    const check = checkUpload(
      topology(),
      geant((doc) =>
        doc.crossConnects.push({
          portId: 'geant-gva:p2',
          carrier: 'dfn',
          peerPortId: 'dfn-fra:p0',
        }),
      ),
    );
    expect([...check.forbidden, ...check.problems]).toEqual([]);
    return check.merged;
  }
  function geantOn(t: Topology, change: (doc: CarrierUpload) => void): CarrierUpload {
    const doc = sliceDocument('geant', carrierSlice(t, 'geant'));
    change(doc);
    return doc;
  }

  it('checkUpload forbids a link from the carrier’s port to another carrier’s port it has not agreed to', () => {
    const check = checkUpload(topology(), dfn(topology(), dfnToGva));
    expect(check.forbidden.map((p) => `${p.path.join('.')}: ${p.message}`)).toEqual([
      "links.0.zPortId: link 'dfn-gva' ends on port 'geant-gva:p2' of carrier 'geant', which has not agreed: 'geant' must first declare the cross-connect { portId: geant-gva:p2, carrier: dfn, peerPortId: dfn-fra:p0 }",
    ]);
  });

  it('checkUpload forbids a link with both ends on other carriers’ ports, naming each port and its owner', () => {
    const check = checkUpload(
      topology(),
      dfn(topology(), { ...dfnToGva, aPortId: 'fzk-gw:p0', zPortId: 'geant-gva:p2' }),
    );
    expect(check.forbidden.map((p) => p.path.join('.'))).toEqual([
      'links.0.aPortId',
      'links.0.zPortId',
    ]);
    expect(check.forbidden[0]?.message).toMatch(/port 'fzk-gw:p0' of carrier 'fzk'/);
    expect(check.forbidden[1]?.message).toMatch(/port 'geant-gva:p2' of carrier 'geant'/);
  });

  it('checkUpload accepts the link once the port’s carrier has declared the matching cross-connect', () => {
    const t = agreed();
    expect(t.ports.find((p) => p.id === 'geant-gva:p2')).toMatchObject({
      crossConnectCarrierId: 'dfn',
      crossConnectPortId: 'dfn-fra:p0',
    });
    const check = checkUpload(t, dfn(t, dfnToGva));
    expect([...check.forbidden, ...check.problems]).toEqual([]);
    expect(check.merged.links.find((l) => l.id === 'dfn-gva')?.carrierId).toBe('dfn');
  });

  it('checkUpload forbids the link when the cross-connect is for another far port or another carrier', () => {
    const t = agreed();
    const [dfnPort] = t.ports.filter((p) => p.id === 'dfn-fra:p0');
    if (dfnPort === undefined) throw new Error('fixture');
    t.ports.push({ ...dfnPort, id: 'dfn-fra:p1', name: 'p1' });
    const elsewhere = checkUpload(t, dfn(t, { ...dfnToGva, aPortId: 'dfn-fra:p1' }));
    expect(elsewhere.forbidden.map((p) => `${p.path.join('.')}: ${p.message}`)).toEqual([
      "links.0.zPortId: link 'dfn-gva' ends on port 'geant-gva:p2' of carrier 'geant', which has not agreed: 'geant' must first declare the cross-connect { portId: geant-gva:p2, carrier: dfn, peerPortId: dfn-fra:p1 } (its cross-connect on that port is for carrier 'dfn' and port 'dfn-fra:p0')",
    ]);
    const fzk = sliceDocument('fzk', carrierSlice(t, 'fzk'));
    fzk.links.push({ ...dfnToGva, id: 'fzk-gva', aPortId: 'fzk-gw:p0' });
    expect(checkUpload(t, fzk).forbidden.map((p) => p.path.join('.'))).toEqual(['links.0.zPortId']);
  });

  it('checkUpload refuses the port’s carrier removing a port, or withdrawing a cross-connect, another carrier’s link uses, naming the link and the carrier', () => {
    const t = checkUpload(agreed(), dfn(agreed(), dfnToGva)).merged;
    const removed = checkUpload(
      t,
      geantOn(t, (doc) => {
        const [blade] = gva(doc).blades;
        if (blade !== undefined) blade.ports = blade.ports.filter((p) => p.id !== 'geant-gva:p2');
        doc.crossConnects = [];
      }),
    );
    expect(removed.forbidden).toEqual([]);
    expect(removed.problems.map((p) => `${p.path.join('.')}: ${p.message}`)).toEqual([
      "link 'dfn-gva'.zPortId: port 'geant-gva:p2' ends link 'dfn-gva' of carrier 'dfn' (a cross-connect this carrier declared): it cannot be removed while that link exists; carrier 'dfn' removes or moves its link first",
    ]);

    const withdrawn = checkUpload(
      t,
      geantOn(t, (doc) => (doc.crossConnects = [])),
    );
    expect(withdrawn.problems.map((p) => `${p.path.join('.')}: ${p.message}`)).toEqual([
      "port 'geant-gva:p2': the cross-connect on port 'geant-gva:p2' is used by link 'dfn-gva' of carrier 'dfn' (to port 'dfn-fra:p0'): it cannot be withdrawn or changed while that link exists; carrier 'dfn' removes or moves its link first",
    ]);
    const changed = checkUpload(
      t,
      geantOn(t, (doc) => {
        const [crossConnect] = doc.crossConnects;
        if (crossConnect !== undefined) crossConnect.carrier = 'fzk';
      }),
    );
    expect(changed.problems.map((p) => p.path.join('.'))).toEqual(['crossConnects.0']);
    expect(changed.problems[0]?.inDocument).toBe(true);

    // Once DFN has removed its link, GÉANT may withdraw the cross-connect and remove the port.
    const withoutLink = dfn(t);
    withoutLink.links = [];
    const gone = checkUpload(t, withoutLink).merged;
    const free = checkUpload(
      gone,
      geantOn(gone, (doc) => {
        const [blade] = gva(doc).blades;
        if (blade !== undefined) blade.ports = blade.ports.filter((p) => p.id !== 'geant-gva:p2');
        doc.crossConnects = [];
      }),
    );
    expect([...free.forbidden, ...free.problems]).toEqual([]);
  });

  it('checkUpload keeps a link stored before cross-connects existed, and forbids moving it onto a port without one', () => {
    const cern = sliceDocument('cern', carrierSlice(topology(), 'cern'));
    expect(cern.links.map((l) => `${l.aPortId} ${l.zPortId}`)).toEqual(['cern-gw:p0 geant-gva:p0']);
    const kept = checkUpload(topology(), cern);
    expect([...kept.forbidden, ...kept.problems]).toEqual([]);
    const [link] = cern.links;
    if (link !== undefined) link.zPortId = 'geant-gva:p2';
    expect(checkUpload(topology(), cern).forbidden.map((p) => p.path.join('.'))).toEqual([
      'links.0.zPortId',
    ]);
  });

  it('checkUpload forbids a carrier changing or removing another carrier’s link: its own upload leaves them as they are', () => {
    const t = checkUpload(agreed(), dfn(agreed(), dfnToGva)).merged;
    const taken = checkUpload(
      t,
      geantOn(t, (doc) => doc.links.push({ ...dfnToGva, name: 'mine now' })),
    );
    expect(taken.forbidden.map((p) => `${p.path.join('.')}: ${p.message}`)).toEqual([
      "links.1.id: link 'dfn-gva' belongs to carrier 'dfn', not 'geant'",
    ]);
    const without = checkUpload(
      t,
      geantOn(t, (doc) => (doc.links = doc.links.filter((l) => l.id !== 'dfn-gva'))),
    );
    expect([...without.forbidden, ...without.problems]).toEqual([]);
    expect(without.merged.links.find((l) => l.id === 'dfn-gva')).toMatchObject({
      carrierId: 'dfn',
      zPortId: 'geant-gva:p2',
    });
  });

  it('checkUpload checks the declarations: its own port, a known other carrier, one per port', () => {
    const check = checkUpload(
      topology(),
      geant((doc) => {
        doc.crossConnects.push(
          { portId: 'dfn-fra:p0', carrier: 'geant', peerPortId: 'geant-gva:p2' },
          { portId: 'ghost:p0', carrier: 'dfn', peerPortId: 'dfn-fra:p0' },
          { portId: 'geant-gva:p2', carrier: 'nobody', peerPortId: 'geant-gva:p2' },
          { portId: 'geant-gva:p2', carrier: 'dfn', peerPortId: 'dfn-fra:p0' },
          { portId: 'geant-gva:p1', carrier: 'geant', peerPortId: 'fzk-gw:p0' },
        );
      }),
    );
    expect(check.forbidden.map((p) => `${p.path.join('.')}: ${p.message}`)).toEqual([
      "crossConnects.0.portId: port 'dfn-fra:p0' belongs to carrier 'dfn': a carrier declares cross-connects on its own ports",
    ]);
    expect(check.problems.map((p) => `${p.path.join('.')}: ${p.message}`)).toEqual([
      "crossConnects.1.portId: 'ghost:p0' is not a port of this document",
      "crossConnects.2.carrier: carrier 'nobody' does not exist",
      'crossConnects.2.peerPortId: a link joins two different ports',
      "crossConnects.3.portId: port 'geant-gva:p2' has a cross-connect already (crossConnects[2]): a port ends one link",
      "crossConnects.4.carrier: a cross-connect lets another carrier's link in, not 'geant''s own",
    ]);
  });

  it('sliceDocument lists the cross-connects by port, and uploadSlice puts them back on the ports', () => {
    const t = agreed();
    const doc = sliceDocument('geant', carrierSlice(t, 'geant'));
    expect(doc.crossConnects).toEqual([
      { portId: 'geant-gva:p2', carrier: 'dfn', peerPortId: 'dfn-fra:p0' },
    ]);
    expect(JSON.stringify(doc.routers)).not.toMatch(/crossConnect/);
    expect(isEmptyDiff(uploadDiff(carrierSlice(t, 'geant'), uploadSlice(doc)))).toBe(true);
    expect(
      uploadDiff(carrierSlice(topology(), 'geant'), uploadSlice(doc)).changed.map(
        (c) => `${c.kind} ${c.id} ${c.fields.join(',')}`,
      ),
    ).toEqual(['port geant-gva:p2 crossConnectCarrierId,crossConnectPortId']);
  });
});

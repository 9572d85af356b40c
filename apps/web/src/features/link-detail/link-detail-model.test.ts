import type { LinkDetail } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { liveState, smallTopology } from '../../test-support/topology-fixture.js';
import { mergeLive } from '../map/live-model.js';
import { linkDetailView } from './link-detail-model.js';

const end = (routerId: string) => ({
  routerId,
  routerName: routerId.toUpperCase(),
  bladeId: `${routerId}:slot2`,
  portId: `${routerId}:ge-2/0/0`,
  portName: 'ge-2/0/0',
});

const detail: LinkDetail = {
  link: {
    id: 'gva-ral-1',
    name: 'Geneva–RAL member 1',
    carrierId: 'geant',
    aPortId: 'gva-ral-1:a',
    zPortId: 'gva-ral-1:z',
    capacityBps: 1e9,
    rttMs: 12,
    trunkId: 't-ral',
  },
  aEnd: end('geant-gva'),
  zEnd: end('ral-r'),
  trunk: {
    id: 't-ral',
    name: 'RAL trunk',
    carrierId: 'geant',
    memberLinkIds: ['gva-ral-1', 'gva-ral-2'],
  },
  crossed: [],
  paths: {
    AtoZ: [{ pathId: 'CERN-RAL', direction: 'AtoZ', hop: 1 }],
    ZtoA: [{ pathId: 'CERN-RAL', direction: 'ZtoA', hop: 0 }],
  },
};

describe('linkDetailView', () => {
  it('linkDetailView lists the trunk members with their live load, this member marked', () => {
    const live = mergeLive(
      new Map(),
      [
        liveState('gva-ral-1', 'AtoZ', { utilization: 0.95 }),
        liveState('gva-ral-2', 'AtoZ', { utilization: 0.02 }),
      ],
      true,
    );
    const view = linkDetailView(detail, smallTopology(), live);
    expect(view.trunk?.members).toEqual([
      {
        linkId: 'gva-ral-1',
        name: 'gva-ral-1',
        capacityBps: 1e9,
        isThis: true,
        utilization: { AtoZ: 0.95, ZtoA: undefined },
      },
      {
        linkId: 'gva-ral-2',
        name: 'gva-ral-2',
        capacityBps: 1e9,
        isThis: false,
        utilization: { AtoZ: 0.02, ZtoA: undefined },
      },
    ]);
  });

  it('linkDetailView names each direction by its ends and the sites crossing it', () => {
    const live = mergeLive(
      new Map(),
      [liveState('gva-ral-1', 'ZtoA', { errorsPerSec: 12, outDiscardsPerSec: 3, stale: true })],
      true,
    );
    const view = linkDetailView(detail, smallTopology(), live);
    expect(view.carrier).toBe('GEANT');
    expect(view.directions[0]).toMatchObject({
      label: 'GEANT-GVA to RAL-R',
      noData: true,
      sites: ['RAL'],
    });
    expect(view.directions[1]).toMatchObject({
      label: 'RAL-R to GEANT-GVA',
      faults: expect.arrayContaining([
        { label: 'in errors', perSec: 12 },
        { label: 'in discards', perSec: 0 },
        { label: 'out discards', perSec: 3 },
      ]) as unknown,
      lostPerSec: 15,
      stale: true,
    });
    expect(view.ends[1]).toMatchObject({ label: 'Z', blade: 'ral-r:slot2', port: 'ge-2/0/0' });
    expect(view.sites).toEqual(['RAL']);
  });

  it('linkDetailView says a direction is down when an interface at an end reports it down', () => {
    const live = mergeLive(
      new Map(),
      [{ ...liveState('gva-ral-1', 'AtoZ', { stale: false }), down: true }],
      true,
    );
    const view = linkDetailView(detail, smallTopology(), live);
    expect(view.directions[0]).toMatchObject({ down: true });
    expect(view.directions[1]).toMatchObject({ down: false });
  });

  it('linkDetailView names the patch panels the link crosses, with their carrier, as people read them', () => {
    const crossing: LinkDetail = {
      ...detail,
      crossed: [{ kind: 'patchPanel', id: 'geant-par-pp1', name: 'Paris ODF', carrierId: 'geant' }],
    };
    const view = linkDetailView(crossing, smallTopology(), new Map());
    expect(view.crossed).toEqual([
      {
        id: 'geant-par-pp1',
        what: 'patch panel',
        name: 'Paris ODF',
        carrier: view.carrier,
      },
    ]);
    expect(linkDetailView(detail, smallTopology(), new Map()).crossed).toEqual([]);
  });
});

import type { WhatIfResponse } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { smallTopology } from '../../test-support/topology-fixture.js';
import { loadStroke } from '../../viz/scales.js';
import { NO_HIGHLIGHT } from '../map/map-selection.js';
import { mapViewModel } from '../map/view-model.js';
import { toggledEquipment, whatIfFailIds, whatIfView, type WhatIfWindow } from './what-if-model.js';

const topology = smallTopology();
const model = mapViewModel(topology);

const WINDOWS: WhatIfWindow[] = [
  {
    id: 'geant-night',
    title: 'Geneva-Frankfurt fibre',
    startsAt: '2026-03-17T22:00:00Z',
    endsAt: '2026-03-18T04:00:00Z',
    equipmentIds: ['gva-fra'],
  },
  {
    id: 'ral-morning',
    title: 'RAL trunk',
    startsAt: '2026-03-18T06:00:00Z',
    endsAt: '2026-03-18T08:00:00Z',
    equipmentIds: ['t-ral', 'geant-gva'],
  },
];

/** Geneva-Frankfurt fails: FZK's way out breaks, CNAF's way back goes round by Geneva. */
const RESPONSE: WhatIfResponse = {
  failed: ['geant-fra', 'gva-fra'],
  paths: [
    {
      pathId: 'CERN-FZK',
      aSiteId: 'CERN',
      zSiteId: 'FZK',
      direction: 'AtoZ',
      status: 'broken',
      failedOnRoute: ['geant-fra', 'geant-fra:slot0', 'gva-fra'],
    },
    {
      pathId: 'CERN-CNAF',
      aSiteId: 'CERN',
      zSiteId: 'CNAF',
      direction: 'ZtoA',
      status: 'rerouted',
      failedOnRoute: ['gva-fra'],
      alternative: {
        routerIds: ['cnaf-r', 'geant-gva', 'cern-r'],
        linkIds: ['gva-ral-1', 'cern-gva'],
      },
      movedBps: 2e9,
    },
    {
      pathId: 'CERN-RAL',
      aSiteId: 'CERN',
      zSiteId: 'RAL',
      direction: 'AtoZ',
      status: 'intact',
      failedOnRoute: [],
    },
  ],
  sitesDisconnected: ['FZK'],
  landing: [
    {
      linkId: 'gva-ral-1',
      direction: 'ZtoA',
      pathIds: ['CERN-CNAF'],
      addedBps: 2e9,
      currentBps: 7.5e9,
      capacityBps: 10e9,
      resultingUtilization: 0.95,
    },
    {
      linkId: 'cern-gva',
      direction: 'ZtoA',
      pathIds: ['CERN-CNAF'],
      addedBps: null,
      currentBps: null,
      capacityBps: 10e9,
      resultingUtilization: null,
    },
  ],
};

describe('what-if view model', () => {
  it('whatIfFailIds adds the chosen window and, at a planned time, every window open then', () => {
    expect(whatIfFailIds({ equipmentIds: ['geant-fra'] }, WINDOWS)).toEqual(['geant-fra']);
    expect(
      whatIfFailIds({ equipmentIds: ['geant-fra'], windowId: 'ral-morning' }, WINDOWS),
    ).toEqual(['geant-fra', 'geant-gva', 't-ral']);
    // 23:00 is inside the night window only; its end (04:00) is outside, as the API counts.
    expect(
      whatIfFailIds({ equipmentIds: ['fra-fzk'], at: '2026-03-17T23:00:00Z' }, WINDOWS),
    ).toEqual(['fra-fzk', 'gva-fra']);
    expect(whatIfFailIds({ equipmentIds: [], at: '2026-03-18T04:00:00Z' }, WINDOWS)).toEqual([]);
  });

  it('toggledEquipment adds an id in order and takes it out again', () => {
    const added = toggledEquipment({ equipmentIds: ['gva-fra'], windowId: 'x' }, 'geant-fra');
    expect(added).toEqual({ equipmentIds: ['geant-fra', 'gva-fra'], windowId: 'x' });
    expect(toggledEquipment(added, 'gva-fra').equipmentIds).toEqual(['geant-fra']);
  });

  it('whatIfView names broken and rerouted directions by their sites and the new route by its routers', () => {
    const view = whatIfView(topology, model, RESPONSE);
    expect(view.broken).toEqual([
      {
        key: 'CERN-FZK AtoZ',
        pathId: 'CERN-FZK',
        label: 'CERN → FZK',
        // A failed router takes its blades and links with it: the router is named.
        failed: 'geant-fra',
      },
    ]);
    expect(view.rerouted).toEqual([
      {
        key: 'CERN-CNAF ZtoA',
        pathId: 'CERN-CNAF',
        label: 'CNAF → CERN',
        failed: 'gva-fra',
        via: 'cnaf-r → geant-gva → cern-r',
        movedBps: 2e9,
      },
    ]);
    expect(view.degraded).toEqual([]);
    expect(view.sitesDisconnected).toEqual(['FZK']);
  });

  it('whatIfView lists where the load lands, which way, in the load colour it would reach', () => {
    const view = whatIfView(topology, model, RESPONSE);
    expect(view.landing).toEqual([
      {
        key: 'gva-ral-1 ZtoA',
        linkId: 'gva-ral-1',
        label: 'gva-ral-1 (ral-r → geant-gva)',
        addedBps: 2e9,
        resultingUtilization: 0.95,
        stroke: loadStroke(0.95, 'utilization'),
      },
      {
        key: 'cern-gva ZtoA',
        linkId: 'cern-gva',
        label: 'cern-gva (geant-gva → cern-r)',
        addedBps: null,
        resultingUtilization: null,
        stroke: null,
      },
    ]);
  });

  it('whatIfView draws the new routes emphasised, the failed links out of service, the rest dimmed', () => {
    const view = whatIfView(topology, model, RESPONSE);
    expect([...view.highlight.linkIds].sort()).toEqual(['cern-gva', 'gva-ral-1']);
    // The ends of the new route, and the failed router.
    expect([...view.highlight.nodeIds].sort()).toEqual(['CERN', 'RAL', 'geant-fra', 'geant-gva']);
    expect(view.highlight.dimOthers).toBe(true);
    expect([...view.failedLinkIds]).toEqual(['gva-fra']);
  });

  it('whatIfView names a failed trunk, not its members, when no router failed on the route', () => {
    const view = whatIfView(topology, model, {
      failed: ['t-ral', 'gva-ral-1', 'gva-ral-2'],
      paths: [
        {
          pathId: 'CERN-RAL',
          aSiteId: 'CERN',
          zSiteId: 'RAL',
          direction: 'ZtoA',
          status: 'broken',
          failedOnRoute: ['gva-ral-1', 'gva-ral-1:a', 'gva-ral-2', 't-ral'],
        },
      ],
      sitesDisconnected: ['RAL'],
      landing: [],
    });
    expect(view.broken.map((row) => `${row.label}: ${row.failed}`)).toEqual([
      'RAL → CERN: RAL trunk',
    ]);
  });

  it('whatIfView leaves the map as it is when nothing is hurt', () => {
    const view = whatIfView(topology, model, {
      failed: [],
      paths: RESPONSE.paths.slice(2),
      sitesDisconnected: [],
      landing: [],
    });
    expect(view.highlight).toBe(NO_HIGHLIGHT);
    expect(view.broken).toEqual([]);
  });
});

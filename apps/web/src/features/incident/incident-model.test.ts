import type { Incident, SharedResponse } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { incidentFixture } from '../../test-support/incident-fixture.js';
import { liveState, smallTopology } from '../../test-support/topology-fixture.js';
import { mergeLive } from '../map/live-model.js';
import {
  failingDirections,
  incidentSiteChoices,
  openIncidentChoices,
  suspectRows,
  toggleSite,
} from './incident-model.js';

const topology = smallTopology();

const response: SharedResponse = {
  sites: ['CNAF', 'FZK'],
  direction: 'both',
  shared: [
    {
      kind: 'link',
      id: 'gva-fra',
      name: 'Geneva–Frankfurt',
      carrierId: 'geant',
      sites: ['CNAF', 'FZK'],
      paths: ['CERN-CNAF', 'CERN-FZK'],
      directions: ['ZtoA'],
      otherSites: [],
      otherSiteCount: 0,
    },
    {
      kind: 'trunk',
      id: 't-ral',
      name: 'RAL trunk',
      carrierId: 'geant',
      sites: ['FZK'],
      paths: ['CERN-FZK'],
      directions: ['AtoZ', 'ZtoA'],
      otherSites: ['RAL'],
      otherSiteCount: 1,
    },
  ],
};

describe('incident model', () => {
  it('suspectRows says how many chosen and healthy sites use each suspect, with its live state', () => {
    const live = mergeLive(
      new Map(),
      [
        liveState('gva-fra', 'AtoZ', { utilization: 0.3 }),
        liveState('gva-fra', 'ZtoA', {
          utilization: 0.02,
          errorsPerSec: 50,
          inDiscardsPerSec: 2,
          outDiscardsPerSec: 3,
        }),
        liveState('gva-ral-2', 'AtoZ', { utilization: 0.9 }),
      ],
      true,
    );
    const [first, second] = suspectRows(response, topology, live);
    expect(first).toMatchObject({
      rank: 1,
      carrier: 'GEANT',
      chosenCount: 2,
      chosenTotal: 2,
      healthyCount: 0,
      directions: 'site to CERN only',
      linkIds: ['gva-fra'],
      // Each direction its own reading: the 30 % of one is never shown beside the other's errors.
      live: [
        {
          direction: 'AtoZ',
          label: 'geant-gva → geant-fra',
          utilization: 0.3,
          errorsPerSec: 0,
          stale: false,
        },
        {
          direction: 'ZtoA',
          label: 'geant-fra → geant-gva',
          utilization: 0.02,
          errorsPerSec: 55,
          stale: false,
        },
      ],
    });
    expect(second).toMatchObject({
      rank: 2,
      chosenCount: 1,
      healthyCount: 1,
      healthySites: ['RAL'],
      directions: 'both ways',
      linkIds: ['gva-ral-1', 'gva-ral-2'],
      live: [{ direction: 'AtoZ', utilization: 0.9, errorsPerSec: 0 }],
    });
  });

  it('suspectRows reads a patch panel by the links that cross it', () => {
    const withPanel = {
      ...topology,
      links: topology.links.map((l) =>
        l.id === 'gva-fra' ? { ...l, patchPanelIds: ['geant-fra-pp1'] } : l,
      ),
    };
    const panel: SharedResponse = {
      ...response,
      shared: [
        {
          kind: 'patchPanel',
          id: 'geant-fra-pp1',
          name: 'Frankfurt ODF',
          carrierId: 'geant',
          sites: ['CNAF', 'FZK'],
          paths: ['CERN-CNAF', 'CERN-FZK'],
          directions: ['AtoZ'],
          otherSites: [],
          otherSiteCount: 0,
        },
      ],
    };
    const live = mergeLive(new Map(), [liveState('gva-fra', 'AtoZ', { utilization: 0.3 })], true);
    const [row] = suspectRows(panel, withPanel, live);
    expect(row).toMatchObject({
      kind: 'patchPanel',
      kindName: 'patch panel',
      linkIds: ['gva-fra'],
      live: [{ direction: 'AtoZ', label: 'geant-gva → geant-fra', utilization: 0.3 }],
    });
  });

  it('suspectRows shows only the failing direction of a suspect the open incident of these sites ranks', () => {
    const live = mergeLive(
      new Map(),
      [
        liveState('gva-fra', 'AtoZ', { utilization: 0.17 }),
        liveState('gva-fra', 'ZtoA', { utilization: 0.003, errorsPerSec: 50 }),
      ],
      true,
    );
    const failing = new Map([['link:gva-fra', 'ZtoA' as const]]);
    const [first] = suspectRows(response, topology, live, failing);
    expect(first?.live).toEqual([
      {
        direction: 'ZtoA',
        label: 'geant-fra → geant-gva',
        utilization: 0.003,
        errorsPerSec: 50,
        stale: false,
      },
    ]);
  });

  it('failingDirections takes the suspects of the open incident whose sites are the chosen ones', () => {
    const open = { evaluatedAtMs: 0, incidents: [incidentFixture({ sites: ['FZK', 'CNAF'] })] };
    expect(failingDirections(open, ['CNAF', 'FZK'])).toEqual(
      new Map([
        ['link:gva-fra', 'ZtoA'],
        ['router:geant-gva', 'both'],
      ]),
    );
    expect(failingDirections(open, ['FZK']).size).toBe(0);
    expect(failingDirections(undefined, ['CNAF', 'FZK']).size).toBe(0);
  });

  it('incidentSiteChoices lists the Tier1 sites and leaves CERN out', () => {
    expect(incidentSiteChoices(topology).map((s) => s.id)).toEqual(['CNAF', 'FZK', 'RAL']);
  });

  it('toggleSite adds and removes a site and keeps the list sorted', () => {
    expect(toggleSite(['FZK'], 'CNAF')).toEqual(['CNAF', 'FZK']);
    expect(toggleSite(['CNAF', 'FZK'], 'FZK')).toEqual(['CNAF']);
  });

  it('openIncidentChoices offers open incidents, unexplained first, and marks the one chosen', () => {
    const incident = (id: string, sites: string[], extra: Partial<Incident> = {}) =>
      incidentFixture({
        id,
        title: `${sites.join(', ')}: something`,
        sites,
        openedAtMs: 1_000,
        ...extra,
      });
    const known = { message: 'known', maintenanceId: 'm-1', behaviour: 'mute' as const };
    const choices = openIncidentChoices(
      {
        evaluatedAtMs: 2_000,
        incidents: [
          incident('maintenance', ['FZK', 'CNAF'], { known, openedAtMs: 1_500 }),
          incident('old', ['RAL'], { status: 'resolved', resolvedAtMs: 1_900 }),
          incident('patch-panel', ['FZK']),
          incident('empty', []),
        ],
      },
      ['CNAF', 'FZK'],
    );
    expect(choices).toEqual([
      {
        id: 'patch-panel',
        title: 'FZK: something',
        siteIds: ['FZK'],
        known: false,
        chosen: false,
      },
      {
        id: 'maintenance',
        title: 'FZK, CNAF: something',
        siteIds: ['CNAF', 'FZK'],
        known: true,
        chosen: true,
      },
    ]);
  });
});

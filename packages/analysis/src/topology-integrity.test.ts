import type { Topology } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { topologyProblems } from './topology-integrity.js';
import type { TopologyProblem } from './topology-problem.js';

const G = 1_000_000_000;

/** CERN -> GEANT Geneva -> GEANT Frankfurt => (2x1G trunk) => FZK, and back the same way. */
function validTopology(): Topology {
  const routers = ['cern-r1', 'geant-gva', 'geant-fra', 'fzk-gw'];
  const port = (id: string) => {
    const [routerId = '', name = ''] = id.split(':');
    return { id, routerId, bladeId: `${routerId}:fpc0`, name, speedBps: 10 * G };
  };
  const link = (id: string, aPortId: string, zPortId: string, trunkId?: string) => ({
    id,
    name: id,
    carrierId: 'geant',
    aPortId,
    zPortId,
    capacityBps: 10 * G,
    rttMs: 5,
    ...(trunkId === undefined ? {} : { trunkId }),
  });
  return {
    carriers: [
      { id: 'cern', name: 'CERN', kind: 'site' },
      { id: 'geant', name: 'GEANT', kind: 'backbone' },
      { id: 'fzk', name: 'FZK', kind: 'site' },
    ],
    sites: [
      {
        id: 'CERN',
        name: 'CERN',
        tier: 0,
        city: 'Geneva',
        country: 'CH',
        lat: 46.2,
        lon: 6.1,
        carrierId: 'cern',
      },
      {
        id: 'FZK',
        name: 'GridKa',
        tier: 1,
        city: 'Karlsruhe',
        country: 'DE',
        lat: 49.1,
        lon: 8.4,
        carrierId: 'fzk',
      },
    ],
    routers: routers.map((id) => ({
      id,
      name: id,
      carrierId: id.split('-')[0] === 'geant' ? 'geant' : id.startsWith('cern') ? 'cern' : 'fzk',
      vendor: 'Juniper',
      model: 'T640',
      os: 'JUNOS 8.5',
      location: 'somewhere',
      lat: 47,
      lon: 7,
      ...(id === 'cern-r1' ? { siteId: 'CERN' } : id === 'fzk-gw' ? { siteId: 'FZK' } : {}),
    })),
    backplanes: routers.map((id) => ({ id: `${id}:fabric`, routerId: id, capacityBps: 640 * G })),
    blades: routers.map((id) => ({
      id: `${id}:fpc0`,
      routerId: id,
      slot: 0,
      model: 'FPC3',
      fabricCapacityBps: 40 * G,
    })),
    ports: [
      'cern-r1:p0',
      'geant-gva:p0',
      'geant-gva:p1',
      'geant-fra:p0',
      'geant-fra:p1',
      'geant-fra:p2',
      'fzk-gw:p0',
      'fzk-gw:p1',
    ].map(port),
    links: [
      link('cern-gva', 'cern-r1:p0', 'geant-gva:p0'),
      link('fra-gva', 'geant-fra:p0', 'geant-gva:p1'),
      link('fra-fzk-1', 'geant-fra:p1', 'fzk-gw:p0', 'fra-fzk'),
      link('fra-fzk-2', 'fzk-gw:p1', 'geant-fra:p2', 'fra-fzk'),
    ],
    trunks: [
      {
        id: 'fra-fzk',
        name: 'fra-fzk',
        carrierId: 'geant',
        memberLinkIds: ['fra-fzk-1', 'fra-fzk-2'],
      },
    ],
    paths: [
      {
        id: 'CERN-FZK',
        name: 'CERN to FZK',
        aSiteId: 'CERN',
        zSiteId: 'FZK',
        hops: {
          AtoZ: [{ linkId: 'cern-gva' }, { linkId: 'fra-gva' }, { trunkId: 'fra-fzk' }],
          ZtoA: [{ trunkId: 'fra-fzk' }, { linkId: 'fra-gva' }, { linkId: 'cern-gva' }],
        },
      },
    ],
    maintenances: [
      {
        id: 'geant-works',
        carrierId: 'geant',
        title: 'Fibre works',
        startsAt: '2026-03-10T22:00:00Z',
        endsAt: '2026-03-11T04:00:00Z',
        behaviour: 'mute',
        equipmentIds: ['fra-gva', 'geant-fra:fpc0'],
      },
    ],
  };
}

function find<T extends { id: string }>(items: T[], id: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (item === undefined) throw new Error(`fixture has no "${id}"`);
  return item;
}

/** The problems of the valid fixture after one change. */
function problemsAfter(change: (t: Topology) => void): TopologyProblem[] {
  const topology = validTopology();
  change(topology);
  return topologyProblems(topology);
}

function problemAt(problems: TopologyProblem[], path: string): string | undefined {
  return problems.find((problem) => problem.path === path)?.message;
}

describe('topologyProblems', () => {
  it('topologyProblems returns nothing for a consistent topology', () => {
    expect(topologyProblems(validTopology())).toEqual([]);
  });

  it('topologyProblems reports a duplicate id within one kind', () => {
    const problems = problemsAfter((t) =>
      t.carriers.push({ id: 'geant', name: 'again', kind: 'nren' }),
    );
    expect(problems).toEqual([
      { path: 'carriers[3].id', message: 'id "geant" is already used by carriers[1]' },
    ]);
  });

  it('topologyProblems reports an id shared by two kinds of equipment', () => {
    const problems = problemsAfter((t) => {
      find(t.trunks, 'fra-fzk').id = 'geant-fra';
      for (const id of ['fra-fzk-1', 'fra-fzk-2']) find(t.links, id).trunkId = 'geant-fra';
      find(t.paths, 'CERN-FZK').hops.AtoZ[2] = { trunkId: 'geant-fra' };
      find(t.paths, 'CERN-FZK').hops.ZtoA[0] = { trunkId: 'geant-fra' };
    });
    expect(problems).toEqual([
      { path: 'trunks[0].id', message: 'id "geant-fra" is already used by routers[2]' },
    ]);
  });

  it('topologyProblems reports a site whose carrier does not exist', () => {
    const problems = problemsAfter((t) => (find(t.sites, 'FZK').carrierId = 'gridka'));
    expect(problemAt(problems, 'sites[1].carrierId')).toBe('carrier "gridka" does not exist');
  });

  it('topologyProblems reports a router whose carrier or site does not exist', () => {
    const problems = problemsAfter((t) => {
      find(t.routers, 'geant-gva').carrierId = 'dante';
      find(t.routers, 'geant-gva').siteId = 'GVA';
    });
    expect(problemAt(problems, 'routers[1].carrierId')).toBe('carrier "dante" does not exist');
    expect(problemAt(problems, 'routers[1].siteId')).toBe('site "GVA" does not exist');
  });

  it('topologyProblems reports a router without a backplane and a router with two', () => {
    const problems = problemsAfter((t) => {
      find(t.backplanes, 'geant-fra:fabric').routerId = 'geant-gva';
    });
    expect(problemAt(problems, 'backplanes[2].routerId')).toBe(
      'router "geant-gva" already has backplane "geant-gva:fabric"',
    );
    expect(problemAt(problems, 'routers[2]')).toBe('router "geant-fra" has no backplane');
  });

  it('topologyProblems reports a backplane or blade whose router does not exist', () => {
    const problems = problemsAfter((t) => {
      t.backplanes.push({ id: 'ghost:fabric', routerId: 'ghost', capacityBps: G });
      t.blades.push({
        id: 'ghost:fpc0',
        routerId: 'ghost',
        slot: 0,
        model: 'x',
        fabricCapacityBps: G,
      });
    });
    expect(problemAt(problems, 'backplanes[4].routerId')).toBe('router "ghost" does not exist');
    expect(problemAt(problems, 'blades[4].routerId')).toBe('router "ghost" does not exist');
  });

  it('topologyProblems reports a port whose router or blade does not exist', () => {
    const problems = problemsAfter((t) => {
      t.ports.push({
        id: 'spare',
        routerId: 'ghost',
        bladeId: 'ghost:fpc9',
        name: 'xe-9/0/0',
        speedBps: G,
      });
    });
    expect(problemAt(problems, 'ports[8].routerId')).toBe('router "ghost" does not exist');
    expect(problemAt(problems, 'ports[8].bladeId')).toBe('blade "ghost:fpc9" does not exist');
  });

  it('topologyProblems reports a port on a blade of another router', () => {
    const problems = problemsAfter(
      (t) => (find(t.ports, 'geant-gva:p1').bladeId = 'geant-fra:fpc0'),
    );
    expect(problemAt(problems, 'ports[2].bladeId')).toBe(
      'blade "geant-fra:fpc0" is in router "geant-fra", not in the port\'s router "geant-gva"',
    );
  });

  it('topologyProblems reports a link whose port does not exist', () => {
    const problems = problemsAfter((t) => (find(t.links, 'cern-gva').aPortId = 'cern-r1:p9'));
    expect(problemAt(problems, 'links[0].aPortId')).toBe('port "cern-r1:p9" does not exist');
  });

  it('topologyProblems reports a link whose carrier does not exist', () => {
    const problems = problemsAfter((t) => (find(t.links, 'cern-gva').carrierId = 'dante'));
    expect(problems).toEqual([
      { path: 'links[0].carrierId', message: 'carrier "dante" does not exist' },
    ]);
  });

  it('topologyProblems reports a link with both ends on one router', () => {
    const problems = problemsAfter((t) => {
      t.ports.push({ ...find(t.ports, 'geant-gva:p1'), id: 'geant-gva:p2' });
      t.ports.push({ ...find(t.ports, 'geant-gva:p1'), id: 'geant-gva:p3' });
      t.links.push({
        ...find(t.links, 'cern-gva'),
        id: 'loop',
        aPortId: 'geant-gva:p2',
        zPortId: 'geant-gva:p3',
      });
    });
    expect(problems).toEqual([
      {
        path: 'links[4].zPortId',
        message: 'both ends are on router "geant-gva"; a link connects two different routers',
      },
    ]);
  });

  it('topologyProblems reports a port used by two links', () => {
    const problems = problemsAfter((t) => (find(t.links, 'fra-gva').zPortId = 'geant-gva:p0'));
    expect(problemAt(problems, 'links[1].zPortId')).toBe(
      'port "geant-gva:p0" is already used by links[0]',
    );
  });

  it('topologyProblems reports a link whose trunk does not exist or does not list it', () => {
    const problems = problemsAfter((t) => {
      find(t.links, 'cern-gva').trunkId = 'nowhere';
      find(t.links, 'fra-gva').trunkId = 'fra-fzk';
    });
    expect(problemAt(problems, 'links[0].trunkId')).toBe('trunk "nowhere" does not exist');
    expect(problemAt(problems, 'links[1].trunkId')).toBe(
      'trunk "fra-fzk" does not list link "fra-gva" among its members',
    );
  });

  it('topologyProblems reports a trunk member that does not exist or is listed twice', () => {
    const problems = problemsAfter((t) => {
      find(t.trunks, 'fra-fzk').memberLinkIds.push('fra-fzk-3', 'fra-fzk-1');
    });
    expect(problemAt(problems, 'trunks[0].memberLinkIds[2]')).toBe(
      'link "fra-fzk-3" does not exist',
    );
    expect(problemAt(problems, 'trunks[0].memberLinkIds[3]')).toBe(
      'link "fra-fzk-1" is listed more than once',
    );
  });

  it('topologyProblems reports a trunk member that does not name the trunk', () => {
    const problems = problemsAfter((t) => delete find(t.links, 'fra-fzk-2').trunkId);
    expect(problemAt(problems, 'trunks[0].memberLinkIds[1]')).toBe(
      'link "fra-fzk-2" has no trunkId, not "fra-fzk"',
    );
  });

  it('topologyProblems reports trunk members that connect different routers', () => {
    const problems = problemsAfter((t) => {
      find(t.trunks, 'fra-fzk').memberLinkIds.push('fra-gva');
      find(t.links, 'fra-gva').trunkId = 'fra-fzk';
    });
    expect(problemAt(problems, 'trunks[0].memberLinkIds[2]')).toBe(
      'link "fra-gva" connects "geant-fra" and "geant-gva", but member "fra-fzk-1" connects "fzk-gw" and "geant-fra"',
    );
  });

  it('topologyProblems reports a trunk whose carrier does not exist', () => {
    const problems = problemsAfter((t) => (find(t.trunks, 'fra-fzk').carrierId = 'dante'));
    expect(problems).toEqual([
      { path: 'trunks[0].carrierId', message: 'carrier "dante" does not exist' },
    ]);
  });

  it('topologyProblems reports a path whose site does not exist', () => {
    const problems = problemsAfter((t) => (find(t.paths, 'CERN-FZK').zSiteId = 'GRIDKA'));
    expect(problemAt(problems, 'paths[0].zSiteId')).toBe('site "GRIDKA" does not exist');
  });

  it('topologyProblems reports a hop whose link or trunk does not exist', () => {
    const problems = problemsAfter((t) => {
      find(t.paths, 'CERN-FZK').hops.AtoZ[1] = { linkId: 'gva-fra' };
      find(t.paths, 'CERN-FZK').hops.ZtoA[0] = { trunkId: 'fzk-fra' };
    });
    expect(problems).toEqual([
      { path: 'paths[0].hops.AtoZ[1]', message: 'link "gva-fra" does not exist' },
      { path: 'paths[0].hops.ZtoA[0]', message: 'trunk "fzk-fra" does not exist' },
    ]);
  });

  it('topologyProblems reports a direction that does not start at a router of its first site', () => {
    const problems = problemsAfter((t) => find(t.paths, 'CERN-FZK').hops.AtoZ.shift());
    expect(problems).toEqual([
      {
        path: 'paths[0].hops.AtoZ[0]',
        message: 'starts at router "geant-gva", which is not a router of site "CERN"',
      },
    ]);
  });

  it('topologyProblems reports a hop that does not leave from where the previous hop arrived', () => {
    const problems = problemsAfter((t) => {
      find(t.paths, 'CERN-FZK').hops.ZtoA = [{ trunkId: 'fra-fzk' }, { linkId: 'cern-gva' }];
    });
    expect(problems).toEqual([
      {
        path: 'paths[0].hops.ZtoA[1]',
        message:
          'does not leave from router "geant-fra", where the previous hop arrived (it connects "cern-r1" and "geant-gva")',
      },
    ]);
  });

  it('topologyProblems reports a direction that does not end at a router of its last site', () => {
    const problems = problemsAfter((t) => find(t.paths, 'CERN-FZK').hops.AtoZ.pop());
    expect(problems).toEqual([
      {
        path: 'paths[0].hops.AtoZ[1]',
        message: 'ends at router "geant-fra", which is not a router of site "FZK"',
      },
    ]);
  });

  it('topologyProblems reports a maintenance whose carrier or equipment does not exist', () => {
    const problems = problemsAfter((t) => {
      const maintenance = find(t.maintenances, 'geant-works');
      maintenance.carrierId = 'dante';
      maintenance.equipmentIds.push('geant-par');
    });
    expect(problems).toEqual([
      { path: 'maintenances[0].carrierId', message: 'carrier "dante" does not exist' },
      { path: 'maintenances[0].equipmentIds[2]', message: 'equipment "geant-par" does not exist' },
    ]);
  });

  it('topologyProblems accepts a maintenance covering a patch panel, a kind from the catalogue', () => {
    const problems = problemsAfter((t) => {
      t.patchPanels = [
        { id: 'geant-fra-pp1', name: 'Frankfurt ODF', carrierId: 'geant', location: 'Frankfurt' },
      ];
      find(t.maintenances, 'geant-works').equipmentIds.push('geant-fra-pp1');
    });
    expect(problems).toEqual([]);
  });
});

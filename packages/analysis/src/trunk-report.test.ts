import type { Link, Port, Topology, Trunk } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { trunkReports } from './trunk-report.js';

const G = 1_000_000_000;

/** Port ids name their router, blade and number: `geant-gva:slot1:0` is on blade `geant-gva:slot1`. */
function port(id: string): Port {
  const [routerId = '', slot = '', n = ''] = id.split(':');
  return {
    id,
    routerId,
    bladeId: `${routerId}:${slot}`,
    name: `xe-${slot}/${n}`,
    speedBps: 10 * G,
  };
}

function link(id: string, aPortId: string, zPortId: string, capacityBps: number, trunkId: string) {
  return { id, name: `${id} circuit`, carrierId: 'geant', aPortId, zPortId, capacityBps, trunkId };
}

function trunk(id: string, memberLinkIds: string[]): Trunk {
  return { id, name: `${id} bundle`, carrierId: 'geant', memberLinkIds };
}

/**
 * gva-fra: 2 x 10G from one Geneva blade to two Frankfurt blades. fra-ral: RAL's 2 x 1G, the
 * second member wired from the RAL end. gva-par: a 1G and a 10G member. cern-gva: 3 x SONET
 * 10G from one CERN blade, plus a listed member that does not exist.
 */
function topology(): Pick<Topology, 'trunks' | 'links' | 'ports'> {
  const links: Link[] = [
    link('gva-fra-1', 'geant-gva:slot1:0', 'geant-fra:slot0:0', 10 * G, 'gva-fra'),
    link('gva-fra-2', 'geant-gva:slot1:1', 'geant-fra:slot2:0', 10 * G, 'gva-fra'),
    link('fra-ral-1', 'geant-fra:slot1:0', 'ral-gw:slot0:0', G, 'fra-ral'),
    link('fra-ral-2', 'ral-gw:slot0:1', 'geant-fra:slot3:0', G, 'fra-ral'),
    link('gva-par-1', 'geant-gva:slot2:0', 'geant-par:slot0:0', G, 'gva-par'),
    link('gva-par-2', 'geant-gva:slot3:0', 'geant-par:slot1:0', 10 * G, 'gva-par'),
    link('cern-gva-1', 'cern-r1:slot4:0', 'geant-gva:slot5:0', 9.62 * G, 'cern-gva'),
    link('cern-gva-2', 'cern-r1:slot4:1', 'geant-gva:slot6:0', 9.62 * G, 'cern-gva'),
    link('cern-gva-3', 'cern-r1:slot4:2', 'geant-gva:slot7:0', 9.62 * G, 'cern-gva'),
  ];
  return {
    trunks: [
      trunk('gva-par', ['gva-par-1', 'gva-par-2']),
      trunk('gva-fra', ['gva-fra-1', 'gva-fra-2']),
      trunk('fra-ral', ['fra-ral-1', 'fra-ral-2']),
      trunk('cern-gva', ['cern-gva-1', 'cern-gva-gone', 'cern-gva-2', 'cern-gva-3']),
    ],
    links,
    ports: links.flatMap((l) => [port(l.aPortId), port(l.zPortId)]),
  };
}

function report(id: string) {
  const found = trunkReports(topology()).find((r) => r.id === id);
  if (found === undefined) throw new Error(`no report for ${id}`);
  return found;
}

describe('trunkReports', () => {
  it('trunkReports lists trunks by id and sums the capacity of the members that exist', () => {
    const reports = trunkReports(topology());
    expect(reports.map((r) => [r.id, r.capacityBps / G])).toEqual([
      ['cern-gva', 28.86],
      ['fra-ral', 2],
      ['gva-fra', 20],
      ['gva-par', 11],
    ]);
    expect(report('cern-gva').members.map((m) => m.linkId)).toEqual([
      'cern-gva-1',
      'cern-gva-2',
      'cern-gva-3',
    ]);
  });

  it('trunkReports warns when both members end on one Geneva blade, and notes the one Frankfurt router', () => {
    const gvaFra = report('gva-fra');
    expect(gvaFra.members[1]).toEqual({
      linkId: 'gva-fra-2',
      name: 'gva-fra-2 circuit',
      capacityBps: 10 * G,
      aRouterId: 'geant-gva',
      zRouterId: 'geant-fra',
      aBladeId: 'geant-gva:slot1',
      zBladeId: 'geant-fra:slot2',
    });
    expect(gvaFra.warnings).toEqual([
      {
        code: 'same-blade',
        severity: 'warning',
        end: 'A',
        message:
          'both members end on blade geant-gva:slot1 at geant-gva: one card failure takes the whole trunk down',
      },
      {
        code: 'same-router',
        severity: 'info',
        end: 'Z',
        message:
          'both members end on router geant-fra, on blades geant-fra:slot0, geant-fra:slot2: a card failure leaves the trunk up, a router failure still takes it down',
      },
    ]);
  });

  it('trunkReports turns a member wired from the other end so that end A is the first member A router', () => {
    const fraRal = report('fra-ral');
    expect(fraRal.members.map((m) => [m.aRouterId, m.aBladeId, m.zRouterId, m.zBladeId])).toEqual([
      ['geant-fra', 'geant-fra:slot1', 'ral-gw', 'ral-gw:slot0'],
      ['geant-fra', 'geant-fra:slot3', 'ral-gw', 'ral-gw:slot0'],
    ]);
    expect(fraRal.warnings.map((w) => [w.code, w.end])).toEqual([
      ['same-router', 'A'],
      ['same-blade', 'Z'],
    ]);
  });

  it('trunkReports warns about a 1G and a 10G member bundled together, naming both speeds', () => {
    const warnings = report('gva-par').warnings;
    expect(warnings.map((w) => [w.code, w.severity, w.end])).toEqual([
      ['same-router', 'info', 'A'],
      ['same-router', 'info', 'Z'],
      ['unequal-speeds', 'warning', undefined],
    ]);
    expect(warnings[2]?.message).toBe(
      'members run at different speeds (gva-par-1 at 1 Gb/s, gva-par-2 at 10 Gb/s): load sharing spreads flows evenly, so the slower members fill up first',
    );
  });

  it('trunkReports counts all three equal SONET members on one CERN blade as one card failure away', () => {
    expect(report('cern-gva').warnings).toEqual([
      {
        code: 'same-blade',
        severity: 'warning',
        end: 'A',
        message:
          'all 3 members end on blade cern-r1:slot4 at cern-r1: one card failure takes the whole trunk down',
      },
      {
        code: 'same-router',
        severity: 'info',
        end: 'Z',
        message:
          'all 3 members end on router geant-gva, on blades geant-gva:slot5, geant-gva:slot6, geant-gva:slot7: a card failure leaves the trunk up, a router failure still takes it down',
      },
    ]);
  });

  it('trunkReports gives a trunk with no known member zero capacity and no warnings', () => {
    const reports = trunkReports({ ...topology(), trunks: [trunk('ghost', ['x', 'y'])] });
    expect(reports).toEqual([
      {
        id: 'ghost',
        name: 'ghost bundle',
        carrierId: 'geant',
        capacityBps: 0,
        members: [],
        warnings: [],
      },
    ]);
  });
});

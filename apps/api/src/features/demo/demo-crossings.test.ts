import type { Direction } from '@tiermap/domain';
import { demoTopology } from '@tiermap/graph-schema';
import { describe, expect, it } from 'vitest';
import {
  CERN_TO_CALTECH,
  CERN_TO_FNAL,
  CERN_TO_FZK,
  demoGeantMaintenanceEquipment,
  FZK_TO_CERN,
  PATCH_PANEL_LINK,
  RAL_TRUNK,
  TRANSATLANTIC_LINK,
  type Crossing,
} from './demo-crossings.js';

const topology = demoTopology();
const routerOfPort = new Map(topology.ports.map((port) => [port.id, port.routerId]));
const ends = new Map(
  topology.links.map((link) => [
    link.id,
    { a: routerOfPort.get(link.aPortId) ?? '?', z: routerOfPort.get(link.zPortId) ?? '?' },
  ]),
);

/** The crossings of a path direction, found by following the routers consecutive links share. */
function crossingsOf(pathId: string, way: Direction): Crossing[] {
  const path = topology.paths.find((p) => p.id === pathId);
  const linkIds = (path?.hops[way] ?? []).map((hop) => ('linkId' in hop ? hop.linkId : '?'));
  return linkIds.map((linkId, i) => {
    const here = ends.get(linkId);
    const next = ends.get(linkIds[i + 1] ?? '');
    const previous = ends.get(linkIds[i - 1] ?? '');
    const leavesAtZ =
      next !== undefined
        ? here?.z === next.a || here?.z === next.z
        : here?.a === previous?.a || here?.a === previous?.z;
    return { linkId, direction: leavesAtZ ? 'AtoZ' : 'ZtoA' };
  });
}

describe('demo crossings', () => {
  it('FZK_TO_CERN and CERN_TO_FZK follow the demo path CERN-FZK, link by link', () => {
    expect(FZK_TO_CERN).toEqual(crossingsOf('CERN-FZK', 'ZtoA'));
    expect(CERN_TO_FZK).toEqual(crossingsOf('CERN-FZK', 'AtoZ'));
    expect(FZK_TO_CERN).toContainEqual({ linkId: PATCH_PANEL_LINK, direction: 'AtoZ' });
  });

  it('CERN_TO_FNAL and CERN_TO_CALTECH follow the demo paths and share the transatlantic link', () => {
    expect(CERN_TO_FNAL).toEqual(crossingsOf('CERN-FNAL', 'AtoZ'));
    expect(CERN_TO_CALTECH).toEqual(crossingsOf('CERN-CALTECH', 'AtoZ'));
    expect(CERN_TO_CALTECH).toContainEqual({ linkId: TRANSATLANTIC_LINK, direction: 'AtoZ' });
  });

  it('RAL_TRUNK is a demo trunk of two members', () => {
    const trunk = topology.trunks.find((t) => t.id === RAL_TRUNK);
    expect(trunk?.memberLinkIds).toEqual([`${RAL_TRUNK}-1`, `${RAL_TRUNK}-2`]);
  });

  it('demoGeantMaintenanceEquipment names the Paris–Geneva link of the GÉANT window and the patch panel it crosses', () => {
    expect(demoGeantMaintenanceEquipment()).toEqual([PATCH_PANEL_LINK, 'geant-par-pp1']);
  });
});

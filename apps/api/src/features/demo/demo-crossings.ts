import type { Direction } from '@tiermap/domain';
import { demoTopology } from '@tiermap/graph-schema';

/** One link of a path, with the direction of the link the path's traffic crosses it in. */
export interface Crossing {
  linkId: string;
  direction: Direction;
}

/*
 * The links of the demo topology (graph-schema/src/demo) the scenarios act on. Links have their
 * own A and Z ends, so a path crosses some A to Z and others Z to A; demo-crossings.test.ts checks
 * these lists against the demo paths, router by router.
 */

/** FZK to CERN (path CERN-FZK, ZtoA): back through Frankfurt, Paris and Geneva. */
export const FZK_TO_CERN: readonly Crossing[] = [
  { linkId: 'dfn-ka-fzk', direction: 'ZtoA' },
  { linkId: 'dfn-ka-fra', direction: 'AtoZ' },
  { linkId: 'dfn-fra-geant', direction: 'ZtoA' },
  { linkId: 'geant-fra-par', direction: 'AtoZ' },
  { linkId: 'geant-par-gva', direction: 'AtoZ' },
  { linkId: 'geant-cern', direction: 'ZtoA' },
];

/** CERN to FZK (path CERN-FZK, AtoZ): straight from Geneva to Frankfurt. */
export const CERN_TO_FZK: readonly Crossing[] = [
  { linkId: 'geant-cern', direction: 'AtoZ' },
  { linkId: 'geant-gva-fra', direction: 'AtoZ' },
  { linkId: 'dfn-fra-geant', direction: 'AtoZ' },
  { linkId: 'dfn-ka-fra', direction: 'ZtoA' },
  { linkId: 'dfn-ka-fzk', direction: 'AtoZ' },
];

/** CERN to FNAL (path CERN-FNAL, AtoZ). */
export const CERN_TO_FNAL: readonly Crossing[] = [
  { linkId: 'uslhcnet-cern', direction: 'AtoZ' },
  { linkId: 'uslhcnet-gva-chi', direction: 'AtoZ' },
  { linkId: 'uslhcnet-chi-starlight', direction: 'AtoZ' },
  { linkId: 'fnal-starlight', direction: 'ZtoA' },
];

/** CERN to CalTech (path CERN-CALTECH, AtoZ): shares the Geneva–Chicago OC-192 with FNAL. */
export const CERN_TO_CALTECH: readonly Crossing[] = [
  { linkId: 'uslhcnet-cern', direction: 'AtoZ' },
  { linkId: 'uslhcnet-gva-chi', direction: 'AtoZ' },
  { linkId: 'uslhcnet-chi-starlight', direction: 'AtoZ' },
  { linkId: 'internet2-starlight', direction: 'AtoZ' },
  { linkId: 'internet2-chi-den', direction: 'AtoZ' },
  { linkId: 'internet2-den-lax', direction: 'AtoZ' },
  { linkId: 'internet2-lax-caltech', direction: 'AtoZ' },
];

/** The GÉANT link through France whose patch panel fails in the FZK incident. */
export const PATCH_PANEL_LINK = 'geant-par-gva';
/** GÉANT's CERN access link: every GÉANT site's traffic crosses it, not only FZK's. */
export const GEANT_CERN_ACCESS = 'geant-cern';
/** The transatlantic circuit FNAL and CalTech share. */
export const TRANSATLANTIC_LINK = 'uslhcnet-gva-chi';
/** The RAL trunk whose load sharing fails; its members are `<id>-1` and `<id>-2`. */
export const RAL_TRUNK = 'janet-lon-rdg';

export function opposite(direction: Direction): Direction {
  return direction === 'AtoZ' ? 'ZtoA' : 'AtoZ';
}

/** The equipment ids (links, routers, blades) of the demo's announced GÉANT maintenance. */
export function demoGeantMaintenanceEquipment(): string[] {
  const topology = demoTopology();
  const ids = topology.maintenances
    .filter((maintenance) => maintenance.carrierId === 'geant')
    .flatMap((maintenance) => maintenance.equipmentIds);
  // The work is on the patch panel the link crosses: the window names it too.
  const panels = topology.links
    .filter((link) => ids.includes(link.id))
    .flatMap((link) => link.patchPanelIds ?? []);
  return [...new Set([...ids, ...panels])];
}

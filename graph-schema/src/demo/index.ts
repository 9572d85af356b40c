import type { Topology } from '@tiermap/domain';
import { abilenePart } from './abilene.js';
import { withPortAddresses } from './addresses.js';
import { mergeParts } from './build.js';
import { campusPart } from './campus.js';
import { demoCarriers } from './carriers.js';
import { dfnGarrPart } from './dfn-garr.js';
import { geantPart } from './geant.js';
import { lightpathsPart } from './lightpaths.js';
import { demoMaintenances } from './maintenances.js';
import { demoPaths } from './paths.js';
import { redirisNordunetPart } from './rediris-nordunet.js';
import { renaterPart } from './renater.js';
import { demoSites } from './sites.js';
import { ukPart } from './uk.js';
import { uslhcnetPart } from './uslhcnet.js';

/**
 * The demo topology: CERN (Tier0) to the eleven Tier1 sites of 2005-2008 and the CalTech Tier2,
 * across GÉANT2, the NRENs, NetherLight, UKLight, USLHCNet, StarLight, CANARIE and ASNet.
 * Deterministic: every call returns a fresh, equal topology.
 */
export function demoTopology(): Topology {
  const parts = mergeParts(
    campusPart(),
    geantPart(),
    dfnGarrPart(),
    renaterPart(),
    redirisNordunetPart(),
    ukPart(),
    lightpathsPart(),
    uslhcnetPart(),
    abilenePart(),
  );
  return {
    carriers: demoCarriers(),
    sites: demoSites(),
    ...parts,
    // Every linked port answers on its link's addresses: how traceroute hops find their routers.
    ports: withPortAddresses(parts.ports, parts.links),
    // GÉANT's Paris–Geneva link crosses its patch panel in Paris: the faulty one of the FZK
    // incident (CNAF and FZK both reach CERN through it).
    links: parts.links.map((link) =>
      link.id === 'geant-par-gva' ? { ...link, patchPanelIds: [PARIS_PATCH_PANEL.id] } : link,
    ),
    patchPanels: [PARIS_PATCH_PANEL],
    paths: demoPaths(),
    maintenances: demoMaintenances(),
  };
}

/** GÉANT's optical distribution frame in Paris, which the Paris–Geneva link crosses. */
const PARIS_PATCH_PANEL = {
  id: 'geant-par-pp1',
  name: 'GÉANT2 Paris ODF (Paris–Geneva)',
  carrierId: 'geant',
  location: 'Paris',
};

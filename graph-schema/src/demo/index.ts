import type { Topology } from '@tiermap/domain';
import { abilenePart } from './abilene.js';
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
  return {
    carriers: demoCarriers(),
    sites: demoSites(),
    ...mergeParts(
      campusPart(),
      geantPart(),
      dfnGarrPart(),
      renaterPart(),
      redirisNordunetPart(),
      ukPart(),
      lightpathsPart(),
      uslhcnetPart(),
      abilenePart(),
    ),
    paths: demoPaths(),
    maintenances: demoMaintenances(),
  };
}

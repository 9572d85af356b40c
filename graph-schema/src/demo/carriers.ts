import type { Carrier } from '@tiermap/domain';

/** Backbones, NRENs, exchanges and transit carriers between CERN and the Tier1 sites. */
const networks: Carrier[] = [
  { id: 'geant', name: 'GÉANT2 (DANTE)', kind: 'backbone' },
  { id: 'surfnet', name: 'SURFnet', kind: 'nren', country: 'NL' },
  { id: 'netherlight', name: 'NetherLight', kind: 'exchange', country: 'NL' },
  { id: 'dfn', name: 'DFN (X-WiN)', kind: 'nren', country: 'DE' },
  { id: 'garr', name: 'GARR', kind: 'nren', country: 'IT' },
  { id: 'renater', name: 'RENATER', kind: 'nren', country: 'FR' },
  { id: 'rediris', name: 'RedIRIS', kind: 'nren', country: 'ES' },
  { id: 'nordunet', name: 'NORDUnet', kind: 'nren', country: 'DK' },
  { id: 'janet', name: 'JANET (UKERNA), with UKLight', kind: 'nren', country: 'GB' },
  { id: 'esnet', name: 'ESnet', kind: 'nren', country: 'US' },
  { id: 'uslhcnet', name: 'USLHCNet (Caltech/CERN)', kind: 'transit' },
  { id: 'starlight', name: 'StarLight', kind: 'exchange', country: 'US' },
  { id: 'canarie', name: 'CANARIE (CA*net 4)', kind: 'nren', country: 'CA' },
  { id: 'asnet', name: 'ASNet (Academia Sinica)', kind: 'nren', country: 'TW' },
  { id: 'internet2', name: 'Internet2 (Abilene)', kind: 'nren', country: 'US' },
];

/** Each site's own campus network, owning the site's border routers. */
const campuses: Carrier[] = [
  { id: 'cern', name: 'CERN campus network', kind: 'site', country: 'CH' },
  { id: 'asgc', name: 'ASGC campus network', kind: 'site', country: 'TW' },
  { id: 'bnl', name: 'BNL campus network', kind: 'site', country: 'US' },
  { id: 'cnaf', name: 'INFN-CNAF campus network', kind: 'site', country: 'IT' },
  { id: 'fnal', name: 'Fermilab campus network', kind: 'site', country: 'US' },
  { id: 'fzk', name: 'FZK campus network', kind: 'site', country: 'DE' },
  { id: 'in2p3', name: 'CC-IN2P3 campus network', kind: 'site', country: 'FR' },
  { id: 'ndgf', name: 'NDGF network', kind: 'site', country: 'DK' },
  { id: 'pic', name: 'PIC campus network', kind: 'site', country: 'ES' },
  { id: 'ral', name: 'RAL campus network', kind: 'site', country: 'GB' },
  { id: 'sara', name: 'SARA campus network', kind: 'site', country: 'NL' },
  { id: 'triumf', name: 'TRIUMF campus network', kind: 'site', country: 'CA' },
  { id: 'caltech', name: 'Caltech campus network', kind: 'site', country: 'US' },
];

export function demoCarriers(): Carrier[] {
  return [...networks, ...campuses].map((carrier) => ({ ...carrier }));
}

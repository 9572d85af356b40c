import { GBPS } from '@tiermap/domain';
import {
  blade,
  link,
  mergeParts,
  OC192_LINE,
  OC192_PAYLOAD,
  router,
  TEN_GE,
  tenGeLink,
} from './build.js';
import type { DemoPart } from './build.js';
import { FPC3_2X10GE, WS_X6704 } from './hardware.js';
import { POPS } from './pops.js';

const USLHCNET_7609 = {
  carrierId: 'uslhcnet',
  vendor: 'Cisco',
  model: '7609',
  os: 'IOS 12.2(33)SRA',
};
const SIP600_OC192 = '7600-SIP-600 with SPA-OC192POS-XFP';

/**
 * USLHCNet's transatlantic OC-192 circuits from Geneva to Chicago (shared by FNAL and the CalTech
 * Tier2) and to New York (BNL), StarLight, and ESnet to BNL.
 */
export function uslhcnetPart(): DemoPart {
  return mergeParts(
    router({
      id: 'uslhcnet-gva',
      name: 'USLHCNet Geneva',
      ...USLHCNET_7609,
      ...POPS.cern,
      backplaneBps: 720 * GBPS,
      blades: [
        blade(1, WS_X6704, 40 * GBPS, TEN_GE, ['TenGigabitEthernet1/1']),
        blade(4, SIP600_OC192, 10 * GBPS, OC192_LINE, ['POS4/0/0']),
        blade(5, SIP600_OC192, 10 * GBPS, OC192_LINE, ['POS5/0/0']),
      ],
    }),
    router({
      id: 'uslhcnet-chi',
      name: 'USLHCNet Chicago (StarLight)',
      ...USLHCNET_7609,
      ...POPS.chicago,
      backplaneBps: 720 * GBPS,
      blades: [
        blade(1, WS_X6704, 40 * GBPS, TEN_GE, ['TenGigabitEthernet1/1']),
        blade(4, SIP600_OC192, 10 * GBPS, OC192_LINE, ['POS4/0/0']),
      ],
    }),
    router({
      id: 'uslhcnet-nyc',
      name: 'USLHCNet New York (MAN LAN)',
      ...USLHCNET_7609,
      ...POPS.newYork,
      backplaneBps: 720 * GBPS,
      blades: [
        blade(1, WS_X6704, 40 * GBPS, TEN_GE, ['TenGigabitEthernet1/1']),
        blade(4, SIP600_OC192, 10 * GBPS, OC192_LINE, ['POS4/0/0']),
      ],
    }),
    router({
      id: 'starlight-chi',
      name: 'StarLight Chicago',
      carrierId: 'starlight',
      vendor: 'Force10',
      model: 'E1200',
      os: 'FTOS 6.5.1',
      ...POPS.chicago,
      backplaneBps: 1680 * GBPS,
      blades: [
        blade(1, 'LC-EF3-10GE-4P (4x10GE)', 40 * GBPS, TEN_GE, [
          'TenGigabitEthernet 1/0',
          'TenGigabitEthernet 1/1',
          'TenGigabitEthernet 1/2',
        ]),
      ],
    }),
    router({
      id: 'esnet-nyc',
      name: 'ESnet New York (NEWY)',
      carrierId: 'esnet',
      vendor: 'Juniper',
      model: 'M320',
      os: 'JUNOS 8.4R2',
      ...POPS.newYork,
      backplaneBps: 320 * GBPS,
      blades: [
        blade(0, FPC3_2X10GE, 20 * GBPS, TEN_GE, ['xe-0/0/0']),
        blade(1, FPC3_2X10GE, 20 * GBPS, TEN_GE, ['xe-1/0/0']),
      ],
    }),
    {
      links: [
        tenGeLink({
          id: 'uslhcnet-cern',
          name: 'USLHCNet – CERN access',
          carrierId: 'uslhcnet',
          a: 'cern-r1:TenGigE0/1/0/1',
          z: 'uslhcnet-gva:TenGigabitEthernet1/1',
          rttMs: 0.1,
          lengthKm: 1,
        }),
        link({
          id: 'uslhcnet-gva-chi',
          name: 'USLHCNet Geneva–Chicago OC-192',
          carrierId: 'uslhcnet',
          a: 'uslhcnet-gva:POS4/0/0',
          z: 'uslhcnet-chi:POS4/0/0',
          capacityBps: OC192_PAYLOAD,
          rttMs: 118,
          lengthKm: 9800,
        }),
        link({
          id: 'uslhcnet-gva-nyc',
          name: 'USLHCNet Geneva–New York OC-192 (via Amsterdam)',
          carrierId: 'uslhcnet',
          a: 'uslhcnet-gva:POS5/0/0',
          z: 'uslhcnet-nyc:POS4/0/0',
          capacityBps: OC192_PAYLOAD,
          rttMs: 104.6,
          lengthKm: 8600,
        }),
        tenGeLink({
          id: 'uslhcnet-chi-starlight',
          name: 'USLHCNet – StarLight',
          carrierId: 'uslhcnet',
          a: 'uslhcnet-chi:TenGigabitEthernet1/1',
          z: 'starlight-chi:TenGigabitEthernet1/0',
          rttMs: 0.1,
          lengthKm: 1,
        }),
        tenGeLink({
          id: 'fnal-starlight',
          name: 'Fermilab dark fibre to StarLight',
          carrierId: 'fnal',
          a: 'fnal-gw:TenGigabitEthernet1/1',
          z: 'starlight-chi:TenGigabitEthernet1/1',
          rttMs: 0.8,
          lengthKm: 60,
        }),
        tenGeLink({
          id: 'esnet-nyc-uslhcnet',
          name: 'ESnet – USLHCNet at MAN LAN',
          carrierId: 'esnet',
          a: 'uslhcnet-nyc:TenGigabitEthernet1/1',
          z: 'esnet-nyc:xe-0/0/0',
          rttMs: 0.2,
          lengthKm: 1,
        }),
        tenGeLink({
          id: 'esnet-nyc-bnl',
          name: 'ESnet – BNL (LIMAN)',
          carrierId: 'esnet',
          a: 'esnet-nyc:xe-1/0/0',
          z: 'bnl-gw:TenGigabitEthernet1/1',
          rttMs: 2.8,
          lengthKm: 110,
        }),
      ],
    },
  );
}

import { GBPS } from '@tiermap/domain';
import { blade, mergeParts, router, TEN_GE, tenGeLink } from './build.js';
import type { DemoPart } from './build.js';
import { FPC3_2X10GE, juniperTenGe, SIP600_10GE, WS_X6704 } from './hardware.js';
import { POPS } from './pops.js';

/** DFN (Frankfurt, Karlsruhe) and GARR (Milan, Bologna): the FZK and CNAF access networks. */
export function dfnGarrPart(): DemoPart {
  return mergeParts(
    router({
      id: 'dfn-fra',
      name: 'DFN X-WiN Frankfurt',
      carrierId: 'dfn',
      vendor: 'Cisco',
      model: 'GSR 12816',
      os: 'IOS 12.0(32)S',
      ...POPS.frankfurt,
      backplaneBps: 1280 * GBPS,
      blades: [
        blade(2, SIP600_10GE, 10 * GBPS, TEN_GE, ['TenGigabitEthernet2/0/0']),
        blade(3, SIP600_10GE, 10 * GBPS, TEN_GE, ['TenGigabitEthernet3/0/0']),
      ],
    }),
    router({
      id: 'dfn-ka',
      name: 'DFN X-WiN Karlsruhe',
      carrierId: 'dfn',
      vendor: 'Cisco',
      model: '7609',
      os: 'IOS 12.2(33)SRA',
      ...POPS.karlsruhe,
      backplaneBps: 720 * GBPS,
      blades: [
        blade(1, WS_X6704, 40 * GBPS, TEN_GE, ['TenGigabitEthernet1/1', 'TenGigabitEthernet1/2']),
      ],
    }),
    router({
      id: 'garr-mi',
      name: 'GARR Milan',
      carrierId: 'garr',
      vendor: 'Juniper',
      model: 'T640',
      os: 'JUNOS 8.2R2',
      ...POPS.milan,
      backplaneBps: 640 * GBPS,
      blades: [
        blade(0, FPC3_2X10GE, 40 * GBPS, TEN_GE, juniperTenGe(0)),
        blade(1, FPC3_2X10GE, 40 * GBPS, TEN_GE, juniperTenGe(1)),
      ],
    }),
    router({
      id: 'garr-bo',
      name: 'GARR Bologna',
      carrierId: 'garr',
      vendor: 'Juniper',
      model: 'M320',
      os: 'JUNOS 8.2R2',
      ...POPS.bologna,
      backplaneBps: 320 * GBPS,
      blades: [blade(0, FPC3_2X10GE, 20 * GBPS, TEN_GE, juniperTenGe(0))],
    }),
    {
      links: [
        tenGeLink({
          id: 'dfn-fra-geant',
          name: 'DFN – GÉANT2 Frankfurt access',
          carrierId: 'dfn',
          a: 'geant-fra:xe-1/0/0',
          z: 'dfn-fra:TenGigabitEthernet2/0/0',
          rttMs: 0.2,
          lengthKm: 5,
        }),
        // Defined from Karlsruhe: CERN-to-FZK traffic crosses it from its Z end to its A end.
        tenGeLink({
          id: 'dfn-ka-fra',
          name: 'DFN X-WiN Karlsruhe–Frankfurt',
          carrierId: 'dfn',
          a: 'dfn-ka:TenGigabitEthernet1/1',
          z: 'dfn-fra:TenGigabitEthernet3/0/0',
          rttMs: 2.1,
          lengthKm: 160,
        }),
        tenGeLink({
          id: 'dfn-ka-fzk',
          name: 'DFN – FZK access',
          carrierId: 'dfn',
          a: 'dfn-ka:TenGigabitEthernet1/2',
          z: 'fzk-gw:TenGigabitEthernet1/1',
          rttMs: 0.3,
          lengthKm: 15,
        }),
        tenGeLink({
          id: 'garr-mi-geant',
          name: 'GARR – GÉANT2 Milan access',
          carrierId: 'garr',
          a: 'geant-mil:xe-1/0/0',
          z: 'garr-mi:xe-0/0/0',
          rttMs: 0.2,
          lengthKm: 3,
        }),
        tenGeLink({
          id: 'garr-mi-bo',
          name: 'GARR Milan–Bologna',
          carrierId: 'garr',
          a: 'garr-mi:xe-1/0/0',
          z: 'garr-bo:xe-0/0/0',
          rttMs: 3.6,
          lengthKm: 310,
        }),
        tenGeLink({
          id: 'garr-bo-cnaf',
          name: 'GARR – CNAF access',
          carrierId: 'garr',
          a: 'garr-bo:xe-0/1/0',
          z: 'cnaf-gw:TenGigabitEthernet1/1',
          rttMs: 0.4,
          lengthKm: 4,
        }),
      ],
    },
  );
}

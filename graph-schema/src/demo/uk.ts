import { GBPS } from '@tiermap/domain';
import {
  blade,
  link,
  mergeParts,
  OC48_LINE,
  OC48_PAYLOAD,
  ONE_GE,
  router,
  TEN_GE,
  trunk,
} from './build.js';
import type { DemoPart } from './build.js';
import { POPS } from './pops.js';

/**
 * JANET and UKLight between CERN and RAL. Two 1 Gb/s lines are bundled into a 2 Gb/s trunk and
 * unbundled again three times on the way: CERN–UKLight London, JANET London–Reading, and inside
 * RAL, with single links (a 10GE cross-connect, an STM-16 circuit) between the bundles.
 */
export function ukPart(): DemoPart {
  return mergeParts(
    router({
      id: 'janet-uklight',
      name: 'UKLight London',
      carrierId: 'janet',
      vendor: 'Foundry',
      model: 'BigIron RX-8',
      os: 'IronWare 2.3',
      ...POPS.london,
      backplaneBps: 960 * GBPS,
      blades: [
        blade(1, 'RX-BI-24C (24x1GE)', 24 * GBPS, ONE_GE, ['ethernet 1/1', 'ethernet 1/2']),
        blade(3, 'RX-BI-4XG (4x10GE)', 40 * GBPS, TEN_GE, ['ethernet 3/1']),
      ],
    }),
    router({
      id: 'janet-lon',
      name: 'SuperJANET5 London',
      carrierId: 'janet',
      vendor: 'Juniper',
      model: 'T640',
      os: 'JUNOS 8.3R1',
      ...POPS.london,
      backplaneBps: 640 * GBPS,
      blades: [
        blade(0, 'FPC3 with 2x 1x10GE PIC', 40 * GBPS, TEN_GE, ['xe-0/0/0']),
        blade(1, 'FPC2 with 10x1GE PIC', 16 * GBPS, ONE_GE, ['ge-1/0/0', 'ge-1/0/1']),
      ],
    }),
    router({
      id: 'janet-rdg',
      name: 'SuperJANET5 Reading',
      carrierId: 'janet',
      vendor: 'Juniper',
      model: 'M320',
      os: 'JUNOS 8.3R1',
      ...POPS.reading,
      backplaneBps: 320 * GBPS,
      blades: [
        blade(0, 'FPC2 with 10x1GE PIC', 16 * GBPS, ONE_GE, ['ge-0/0/0', 'ge-0/0/1']),
        blade(1, 'FPC2 with 1x OC-48 SONET PIC', 16 * GBPS, OC48_LINE, ['so-1/0/0']),
      ],
    }),
    trunk({
      id: 'janet-uklight-cern',
      name: 'UKLight CERN–London 2x1G',
      carrierId: 'janet',
      members: [
        ['cern-r2:GigabitEthernet7/0', 'janet-uklight:ethernet1/1'],
        ['cern-r2:GigabitEthernet7/1', 'janet-uklight:ethernet1/2'],
      ],
      capacityBps: ONE_GE,
      rttMs: 11.8,
      lengthKm: 1100,
    }),
    {
      links: [
        link({
          id: 'janet-uklight-lon',
          name: 'UKLight – SuperJANET5 London cross-connect',
          carrierId: 'janet',
          a: 'janet-uklight:ethernet3/1',
          z: 'janet-lon:xe-0/0/0',
          capacityBps: TEN_GE,
          rttMs: 0.2,
          lengthKm: 1,
        }),
        link({
          id: 'janet-rdg-ral',
          name: 'JANET Reading – RAL STM-16 (Thames Valley)',
          carrierId: 'janet',
          a: 'janet-rdg:so-1/0/0',
          z: 'ral-border:POS4/0/0',
          capacityBps: OC48_PAYLOAD,
          rttMs: 0.6,
          lengthKm: 35,
        }),
      ],
    },
    trunk({
      id: 'janet-lon-rdg',
      name: 'SuperJANET5 London–Reading 2x1G',
      carrierId: 'janet',
      members: [
        ['janet-lon:ge-1/0/0', 'janet-rdg:ge-0/0/0'],
        ['janet-lon:ge-1/0/1', 'janet-rdg:ge-0/0/1'],
      ],
      capacityBps: ONE_GE,
      rttMs: 1.1,
      lengthKm: 70,
    }),
    trunk({
      id: 'ral-border-gw',
      name: 'RAL border – Tier1 router 2x1G (MLT)',
      carrierId: 'ral',
      members: [
        ['ral-border:GigabitEthernet3/1', 'ral-gw:2/1'],
        ['ral-border:GigabitEthernet3/2', 'ral-gw:2/2'],
      ],
      capacityBps: ONE_GE,
      rttMs: 0.1,
      lengthKm: 1,
    }),
  );
}

import { GBPS } from '@tiermap/domain';
import { blade, mergeParts, router, TEN_GE, tenGeLink } from './build.js';
import type { DemoPart } from './build.js';
import { SIP600_10GE } from './hardware.js';
import { POPS } from './pops.js';

/** RENATER (Geneva, Paris, Lyon): CERN's own route to IN2P3, off GÉANT2. */
export function renaterPart(): DemoPart {
  return mergeParts(
    router({
      id: 'renater-gva',
      name: 'RENATER Geneva (at CERN)',
      carrierId: 'renater',
      vendor: 'Cisco',
      model: 'GSR 12416',
      os: 'IOS 12.0(32)S',
      ...POPS.geneva,
      backplaneBps: 320 * GBPS,
      blades: [
        blade(1, '1-port 10GE (12000)', 10 * GBPS, TEN_GE, ['TenGigabitEthernet1/0']),
        blade(2, '1-port 10GE (12000)', 10 * GBPS, TEN_GE, ['TenGigabitEthernet2/0']),
      ],
    }),
    router({
      id: 'renater-par',
      name: 'RENATER Paris',
      carrierId: 'renater',
      vendor: 'Cisco',
      model: 'CRS-1 8-slot',
      os: 'IOS XR 3.4.1',
      ...POPS.paris,
      backplaneBps: 640 * GBPS,
      blades: [
        blade(0, 'CRS-MSC with 4-10GE PLIM', 40 * GBPS, TEN_GE, [
          'TenGigE0/0/0/0',
          'TenGigE0/0/0/1',
        ]),
      ],
    }),
    router({
      id: 'renater-lyo',
      name: 'RENATER Lyon',
      carrierId: 'renater',
      vendor: 'Cisco',
      model: 'GSR 12410',
      os: 'IOS 12.0(32)S',
      ...POPS.lyon,
      backplaneBps: 200 * GBPS,
      blades: [
        blade(1, SIP600_10GE, 10 * GBPS, TEN_GE, ['TenGigabitEthernet1/0/0']),
        blade(2, SIP600_10GE, 10 * GBPS, TEN_GE, ['TenGigabitEthernet2/0/0']),
      ],
    }),
    {
      links: [
        tenGeLink({
          id: 'renater-cern',
          name: 'RENATER – CERN access',
          carrierId: 'renater',
          a: 'cern-r2:TenGigabitEthernet2/0',
          z: 'renater-gva:TenGigabitEthernet1/0',
          rttMs: 0.1,
          lengthKm: 1,
        }),
        tenGeLink({
          id: 'renater-gva-par',
          name: 'RENATER Geneva–Paris',
          carrierId: 'renater',
          a: 'renater-gva:TenGigabitEthernet2/0',
          z: 'renater-par:TenGigE0/0/0/0',
          rttMs: 6.5,
          lengthKm: 620,
        }),
        tenGeLink({
          id: 'renater-par-lyo',
          name: 'RENATER Paris–Lyon',
          carrierId: 'renater',
          a: 'renater-par:TenGigE0/0/0/1',
          z: 'renater-lyo:TenGigabitEthernet1/0/0',
          rttMs: 5.2,
          lengthKm: 530,
        }),
        tenGeLink({
          id: 'renater-lyo-in2p3',
          name: 'RENATER – CC-IN2P3 access',
          carrierId: 'renater',
          a: 'renater-lyo:TenGigabitEthernet2/0/0',
          z: 'in2p3-gw:TenGigabitEthernet5/1',
          rttMs: 0.3,
          lengthKm: 8,
        }),
      ],
    },
  );
}

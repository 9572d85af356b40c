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
import { FPC3_2X10GE, juniperTenGe } from './hardware.js';
import { POPS } from './pops.js';

/** RedIRIS (Madrid, Barcelona) for PIC, and NORDUnet (Copenhagen) for NDGF. */
export function redirisNordunetPart(): DemoPart {
  return mergeParts(
    router({
      id: 'rediris-mad',
      name: 'RedIRIS Madrid',
      carrierId: 'rediris',
      vendor: 'Juniper',
      model: 'T640',
      os: 'JUNOS 8.3R2',
      ...POPS.madrid,
      backplaneBps: 640 * GBPS,
      blades: [blade(0, FPC3_2X10GE, 40 * GBPS, TEN_GE, juniperTenGe(0))],
    }),
    router({
      id: 'rediris-bcn',
      name: 'RedIRIS Barcelona',
      carrierId: 'rediris',
      vendor: 'Juniper',
      model: 'M320',
      os: 'JUNOS 8.3R2',
      ...POPS.barcelona,
      backplaneBps: 320 * GBPS,
      blades: [blade(0, FPC3_2X10GE, 20 * GBPS, TEN_GE, juniperTenGe(0))],
    }),
    router({
      id: 'nordunet-cph',
      name: 'NORDUnet Copenhagen',
      carrierId: 'nordunet',
      vendor: 'Juniper',
      model: 'T640',
      os: 'JUNOS 8.4R3',
      ...POPS.copenhagen,
      backplaneBps: 640 * GBPS,
      blades: [
        blade(0, 'FPC2 with 1x OC-192 SONET PIC', 16 * GBPS, OC192_LINE, ['so-0/0/0']),
        blade(2, FPC3_2X10GE, 40 * GBPS, TEN_GE, juniperTenGe(2)),
      ],
    }),
    {
      links: [
        tenGeLink({
          id: 'rediris-mad-geant',
          name: 'RedIRIS – GÉANT2 Madrid access',
          carrierId: 'rediris',
          a: 'geant-mad:xe-0/1/0',
          z: 'rediris-mad:xe-0/0/0',
          rttMs: 0.2,
          lengthKm: 4,
        }),
        tenGeLink({
          id: 'rediris-mad-bcn',
          name: 'RedIRIS Madrid–Barcelona',
          carrierId: 'rediris',
          a: 'rediris-mad:xe-0/1/0',
          z: 'rediris-bcn:xe-0/0/0',
          rttMs: 6.8,
          lengthKm: 620,
        }),
        tenGeLink({
          id: 'rediris-bcn-pic',
          name: 'RedIRIS – PIC access',
          carrierId: 'rediris',
          a: 'rediris-bcn:xe-0/1/0',
          z: 'pic-gw:ethernet1/1',
          rttMs: 0.4,
          lengthKm: 20,
        }),
        link({
          id: 'nordunet-cph-geant',
          name: 'NORDUnet – GÉANT2 Copenhagen access STM-64',
          carrierId: 'nordunet',
          a: 'geant-cph:so-1/0/0',
          z: 'nordunet-cph:so-0/0/0',
          capacityBps: OC192_PAYLOAD,
          rttMs: 0.2,
          lengthKm: 2,
        }),
        tenGeLink({
          id: 'nordunet-cph-ndgf',
          name: 'NORDUnet – NDGF access',
          carrierId: 'nordunet',
          a: 'nordunet-cph:xe-2/0/0',
          z: 'ndgf-gw:xe-0/0/0',
          rttMs: 0.4,
          lengthKm: 12,
        }),
      ],
    },
  );
}

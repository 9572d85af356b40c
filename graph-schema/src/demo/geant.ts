import { GBPS } from '@tiermap/domain';
import { blade, link, mergeParts, OC192_LINE, OC192_PAYLOAD, router, TEN_GE } from './build.js';
import type { DemoPart } from './build.js';
import { FPC3_2X10GE, juniperTenGe } from './hardware.js';
import { POPS } from './pops.js';

const JUNOS = { vendor: 'Juniper', os: 'JUNOS 8.5R3' };

/**
 * The GÉANT2 backbone routers the Tier1 paths cross, and the links between them.
 * `geant-gva:slot1` is the oversubscribed blade: four 10GE uplinks (to Frankfurt, Milan, Paris
 * and Madrid) on a 20 Gb/s fabric connection, shared by the CNAF, FZK, NDGF and PIC paths.
 */
export function geantPart(): DemoPart {
  const geantLink = (
    id: string,
    name: string,
    a: string,
    z: string,
    rttMs: number,
    lengthKm: number,
  ) => link({ id, name, carrierId: 'geant', a, z, capacityBps: TEN_GE, rttMs, lengthKm });
  return mergeParts(
    router({
      id: 'geant-gva',
      name: 'GÉANT2 Geneva',
      carrierId: 'geant',
      model: 'T640',
      ...JUNOS,
      ...POPS.geneva,
      backplaneBps: 640 * GBPS,
      blades: [
        blade(0, FPC3_2X10GE, 40 * GBPS, TEN_GE, juniperTenGe(0)),
        blade(1, 'FPC3 4x10GE', 20 * GBPS, TEN_GE, juniperTenGe(1, 4)),
      ],
    }),
    router({
      id: 'geant-fra',
      name: 'GÉANT2 Frankfurt',
      carrierId: 'geant',
      model: 'T640',
      ...JUNOS,
      ...POPS.frankfurt,
      backplaneBps: 640 * GBPS,
      blades: [
        blade(0, FPC3_2X10GE, 40 * GBPS, TEN_GE, juniperTenGe(0)),
        blade(1, FPC3_2X10GE, 40 * GBPS, TEN_GE, juniperTenGe(1)),
        blade(2, 'FPC2 with 1x OC-192 SONET PIC', 16 * GBPS, OC192_LINE, ['so-2/0/0']),
      ],
    }),
    router({
      id: 'geant-par',
      name: 'GÉANT2 Paris',
      carrierId: 'geant',
      model: 'T640',
      ...JUNOS,
      ...POPS.paris,
      backplaneBps: 640 * GBPS,
      blades: [
        blade(0, FPC3_2X10GE, 40 * GBPS, TEN_GE, juniperTenGe(0)),
        blade(1, FPC3_2X10GE, 40 * GBPS, TEN_GE, juniperTenGe(1)),
      ],
    }),
    router({
      id: 'geant-mil',
      name: 'GÉANT2 Milan',
      carrierId: 'geant',
      model: 'T320',
      ...JUNOS,
      ...POPS.milan,
      backplaneBps: 320 * GBPS,
      blades: [
        blade(0, FPC3_2X10GE, 40 * GBPS, TEN_GE, juniperTenGe(0)),
        blade(1, FPC3_2X10GE, 40 * GBPS, TEN_GE, juniperTenGe(1)),
      ],
    }),
    router({
      id: 'geant-mad',
      name: 'GÉANT2 Madrid',
      carrierId: 'geant',
      model: 'T320',
      ...JUNOS,
      ...POPS.madrid,
      backplaneBps: 320 * GBPS,
      blades: [blade(0, FPC3_2X10GE, 40 * GBPS, TEN_GE, juniperTenGe(0))],
    }),
    router({
      id: 'geant-cph',
      name: 'GÉANT2 Copenhagen',
      carrierId: 'geant',
      vendor: 'Juniper',
      model: 'M160',
      os: 'JUNOS 7.6R2',
      ...POPS.copenhagen,
      backplaneBps: 160 * GBPS,
      blades: [
        blade(0, 'FPC2 with 1x OC-192 SONET PIC', 16 * GBPS, OC192_LINE, ['so-0/0/0']),
        blade(1, 'FPC2 with 1x OC-192 SONET PIC', 16 * GBPS, OC192_LINE, ['so-1/0/0']),
      ],
    }),
    {
      links: [
        geantLink(
          'geant-gva-fra',
          'GÉANT2 Geneva–Frankfurt',
          'geant-gva:xe-1/0/0',
          'geant-fra:xe-0/0/0',
          8.9,
          780,
        ),
        geantLink(
          'geant-gva-mil',
          'GÉANT2 Geneva–Milan',
          'geant-gva:xe-1/1/0',
          'geant-mil:xe-0/0/0',
          6.1,
          560,
        ),
        geantLink(
          'geant-par-gva',
          'GÉANT2 Paris–Geneva (via Dijon and Lyon)',
          'geant-par:xe-0/0/0',
          'geant-gva:xe-1/2/0',
          6.6,
          620,
        ),
        geantLink(
          'geant-gva-mad',
          'GÉANT2 Geneva–Madrid',
          'geant-gva:xe-1/3/0',
          'geant-mad:xe-0/0/0',
          16.2,
          1550,
        ),
        geantLink(
          'geant-fra-par',
          'GÉANT2 Frankfurt–Paris',
          'geant-fra:xe-0/1/0',
          'geant-par:xe-0/1/0',
          7.4,
          640,
        ),
        geantLink(
          'geant-mil-par',
          'GÉANT2 Milan–Paris (via Turin and Lyon)',
          'geant-mil:xe-0/1/0',
          'geant-par:xe-1/0/0',
          10.9,
          1050,
        ),
        link({
          id: 'geant-fra-cph',
          name: 'GÉANT2 Frankfurt–Copenhagen STM-64',
          carrierId: 'geant',
          a: 'geant-fra:so-2/0/0',
          z: 'geant-cph:so-0/0/0',
          capacityBps: OC192_PAYLOAD,
          rttMs: 12,
          lengthKm: 1100,
        }),
        link({
          id: 'geant-cern',
          name: 'GÉANT2 Geneva – CERN access',
          carrierId: 'geant',
          a: 'cern-r1:TenGigE0/1/0/0',
          z: 'geant-gva:xe-0/0/0',
          capacityBps: TEN_GE,
          rttMs: 0.1,
          lengthKm: 1,
        }),
      ],
    },
  );
}

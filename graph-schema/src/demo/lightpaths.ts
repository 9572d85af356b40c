import { GBPS } from '@tiermap/domain';
import {
  blade,
  link,
  mergeParts,
  OC192_LINE,
  OC192_PAYLOAD,
  OC48_LINE,
  OC48_PAYLOAD,
  router,
  TEN_GE,
} from './build.js';
import type { DemoPart } from './build.js';
import { POPS } from './pops.js';

const ONS = { vendor: 'Cisco', model: 'ONS 15454 MSPP', os: 'ONS 15454 R6.0' };

/**
 * The dedicated lightpaths through NetherLight in Amsterdam: SURFnet's CERN–Amsterdam lambda
 * (shared by SARA, TRIUMF and ASGC), CANARIE's CA*net 4 on to Vancouver, and ASNet to Taipei.
 */
export function lightpathsPart(): DemoPart {
  return mergeParts(
    router({
      id: 'netherlight-ams',
      name: 'NetherLight Amsterdam',
      carrierId: 'netherlight',
      vendor: 'Nortel',
      model: 'OME 6500',
      os: 'OME6500 Rel 3.0',
      ...POPS.amsterdam,
      backplaneBps: 640 * GBPS,
      blades: [
        blade(3, '4x10GE LAN PHY', 40 * GBPS, TEN_GE, ['10GE-3-1', '10GE-3-2', '10GE-3-3']),
        blade(5, '1xOC-192/STM-64', 10 * GBPS, OC192_LINE, ['OC192-5-1']),
      ],
    }),
    router({
      id: 'surfnet-ams',
      name: 'SURFnet6 Amsterdam',
      carrierId: 'surfnet',
      vendor: 'Avici',
      model: 'TSR',
      os: 'IPriori 7.0',
      ...POPS.amsterdam,
      backplaneBps: 560 * GBPS,
      blades: [
        blade(1, '1-port 10GE', 10 * GBPS, TEN_GE, ['10ge-1/0']),
        blade(2, '1-port 10GE', 10 * GBPS, TEN_GE, ['10ge-2/0']),
      ],
    }),
    router({
      id: 'canarie-mtl',
      name: 'CA*net 4 Montreal',
      carrierId: 'canarie',
      ...ONS,
      ...POPS.montreal,
      backplaneBps: 240 * GBPS,
      blades: [
        blade(5, 'OC192 LR/STM64 LH ITU', 10 * GBPS, OC192_LINE, ['OC192-5-1']),
        blade(6, 'OC192 LR/STM64 LH ITU', 10 * GBPS, OC192_LINE, ['OC192-6-1']),
      ],
    }),
    router({
      id: 'canarie-van',
      name: 'CA*net 4 Vancouver',
      carrierId: 'canarie',
      ...ONS,
      ...POPS.vancouver,
      backplaneBps: 240 * GBPS,
      blades: [
        blade(5, 'OC192 LR/STM64 LH ITU', 10 * GBPS, OC192_LINE, ['OC192-5-1']),
        blade(12, '10GE-XP', 20 * GBPS, TEN_GE, ['10GE-12-1']),
      ],
    }),
    router({
      id: 'asnet-ams',
      name: 'ASNet Amsterdam',
      carrierId: 'asnet',
      vendor: 'Juniper',
      model: 'M320',
      os: 'JUNOS 8.1R2',
      ...POPS.amsterdam,
      backplaneBps: 320 * GBPS,
      blades: [
        blade(0, 'FPC3 with 2x 1x10GE PIC', 20 * GBPS, TEN_GE, ['xe-0/0/0']),
        blade(1, 'FPC2 with 1x OC-48 SONET PIC', 16 * GBPS, OC48_LINE, ['so-1/0/0']),
      ],
    }),
    router({
      id: 'asnet-tpe',
      name: 'ASNet Taipei',
      carrierId: 'asnet',
      vendor: 'Juniper',
      model: 'T640',
      os: 'JUNOS 8.1R2',
      ...POPS.taipei,
      backplaneBps: 640 * GBPS,
      blades: [
        blade(1, 'FPC2 with 1x OC-48 SONET PIC', 16 * GBPS, OC48_LINE, ['so-1/0/0']),
        blade(2, 'FPC3 with 2x 1x10GE PIC', 40 * GBPS, TEN_GE, ['xe-2/0/0']),
      ],
    }),
    {
      links: [
        link({
          id: 'surfnet-cern-ams',
          name: 'SURFnet CERN–Amsterdam 10G lightpath',
          carrierId: 'surfnet',
          a: 'cern-r2:TenGigabitEthernet2/1',
          z: 'netherlight-ams:10GE-3-1',
          capacityBps: TEN_GE,
          rttMs: 17.2,
          lengthKm: 1650,
        }),
        link({
          id: 'netherlight-surfnet',
          name: 'NetherLight – SURFnet6 Amsterdam',
          carrierId: 'netherlight',
          a: 'netherlight-ams:10GE-3-2',
          z: 'surfnet-ams:10ge-1/0',
          capacityBps: TEN_GE,
          rttMs: 0.1,
          lengthKm: 1,
        }),
        link({
          id: 'surfnet-ams-sara',
          name: 'SURFnet6 – SARA access',
          carrierId: 'surfnet',
          a: 'surfnet-ams:10ge-2/0',
          z: 'sara-gw:TenGigabitEthernet1/0',
          capacityBps: TEN_GE,
          rttMs: 0.3,
          lengthKm: 2,
        }),
        link({
          id: 'canarie-ams-mtl',
          name: 'CA*net 4 Amsterdam–Montreal OC-192',
          carrierId: 'canarie',
          a: 'netherlight-ams:OC192-5-1',
          z: 'canarie-mtl:OC192-5-1',
          capacityBps: OC192_PAYLOAD,
          rttMs: 81,
          lengthKm: 7100,
        }),
        link({
          id: 'canarie-mtl-van',
          name: 'CA*net 4 Montreal–Vancouver OC-192',
          carrierId: 'canarie',
          a: 'canarie-mtl:OC192-6-1',
          z: 'canarie-van:OC192-5-1',
          capacityBps: OC192_PAYLOAD,
          rttMs: 62,
          lengthKm: 5200,
        }),
        link({
          id: 'canarie-van-triumf',
          name: 'CA*net 4 – TRIUMF access',
          carrierId: 'canarie',
          a: 'canarie-van:10GE-12-1',
          z: 'triumf-gw:TenGigabitEthernet1/1',
          capacityBps: TEN_GE,
          rttMs: 0.5,
          lengthKm: 15,
        }),
        link({
          id: 'asnet-ams-netherlight',
          name: 'ASNet – NetherLight Amsterdam',
          carrierId: 'asnet',
          a: 'netherlight-ams:10GE-3-3',
          z: 'asnet-ams:xe-0/0/0',
          capacityBps: TEN_GE,
          rttMs: 0.1,
          lengthKm: 1,
        }),
        // A leased STM-16 across several carriers; its fibre route is not known, so no length.
        link({
          id: 'asnet-ams-tpe',
          name: 'ASNet Amsterdam–Taipei STM-16',
          carrierId: 'asnet',
          a: 'asnet-ams:so-1/0/0',
          z: 'asnet-tpe:so-1/0/0',
          capacityBps: OC48_PAYLOAD,
          rttMs: 310.4,
        }),
        link({
          id: 'asnet-tpe-asgc',
          name: 'ASNet – ASGC access',
          carrierId: 'asnet',
          a: 'asnet-tpe:xe-2/0/0',
          z: 'asgc-gw:TenGigabitEthernet0/0',
          capacityBps: TEN_GE,
          rttMs: 0.5,
          lengthKm: 10,
        }),
      ],
    },
  );
}

import { GBPS } from '@tiermap/domain';
import { blade, mergeParts, ONE_GE, OC48_LINE, router, TEN_GE } from './build.js';
import type { DemoPart } from './build.js';
import { WS_X6704 } from './hardware.js';
import { POPS } from './pops.js';

const CRS1_IOSXR = { vendor: 'Cisco', os: 'IOS XR 3.4.1' };
const CAT6K_IOS = { vendor: 'Cisco', os: 'IOS 12.2(18)SXF' };
const C7600_IOS = { vendor: 'Cisco', os: 'IOS 12.2(33)SRA' };
const FORCE10 = { vendor: 'Force10', os: 'FTOS 6.5.1' };

/** A site's border router on a 4x10GE Catalyst/7600 card, uplink on `TenGigabitEthernet<slot>/1`. */
function catalystBorder(
  id: string,
  siteId: string,
  model: string,
  os: typeof CAT6K_IOS,
  pop: (typeof POPS)[keyof typeof POPS],
  slot = 1,
): DemoPart {
  return router({
    id,
    name: `${siteId} border router`,
    carrierId: siteId.toLowerCase(),
    siteId,
    model,
    ...os,
    ...pop,
    backplaneBps: 720 * GBPS,
    blades: [
      blade(
        slot,
        WS_X6704,
        40 * GBPS,
        TEN_GE,
        [1, 2, 3, 4].map((p) => `TenGigabitEthernet${slot}/${p}`),
      ),
    ],
  });
}

/** The border routers of CERN, the Tier1 sites and CalTech, owned by each site's campus network. */
export function campusPart(): DemoPart {
  return mergeParts(
    router({
      id: 'cern-r1',
      name: 'CERN external router 1 (general purpose, GÉANT and USLHCNet)',
      carrierId: 'cern',
      siteId: 'CERN',
      model: 'CRS-1 16-slot',
      ...CRS1_IOSXR,
      ...POPS.cern,
      backplaneBps: 1200 * GBPS,
      blades: [
        blade(
          1,
          'CRS-MSC with 4-10GE PLIM',
          40 * GBPS,
          TEN_GE,
          [0, 1, 2, 3].map((p) => `TenGigE0/1/0/${p}`),
        ),
      ],
    }),
    router({
      id: 'cern-r2',
      name: 'CERN external router 2 (dedicated lightpaths)',
      carrierId: 'cern',
      siteId: 'CERN',
      model: 'E1200',
      ...FORCE10,
      ...POPS.cern,
      backplaneBps: 1680 * GBPS,
      blades: [
        blade(
          2,
          'LC-EF3-10GE-4P (4x10GE)',
          40 * GBPS,
          TEN_GE,
          [0, 1, 2, 3].map((p) => `TenGigabitEthernet 2/${p}`),
        ),
        blade(7, 'LC-EF-GE-24SFP (24x1GE)', 24 * GBPS, ONE_GE, [
          'GigabitEthernet 7/0',
          'GigabitEthernet 7/1',
        ]),
      ],
    }),
    router({
      id: 'asgc-gw',
      name: 'ASGC border router',
      carrierId: 'asgc',
      siteId: 'ASGC',
      model: 'E600',
      ...FORCE10,
      ...POPS.asgc,
      backplaneBps: 900 * GBPS,
      blades: [
        blade(0, 'LC-EF-10GE-2P (2x10GE)', 20 * GBPS, TEN_GE, [
          'TenGigabitEthernet 0/0',
          'TenGigabitEthernet 0/1',
        ]),
      ],
    }),
    catalystBorder('bnl-gw', 'BNL', 'Catalyst 6509', CAT6K_IOS, POPS.bnl),
    catalystBorder('cnaf-gw', 'CNAF', '7606', C7600_IOS, POPS.cnaf),
    catalystBorder('fnal-gw', 'FNAL', 'Catalyst 6509', CAT6K_IOS, POPS.fnal),
    catalystBorder('fzk-gw', 'FZK', 'Catalyst 6509', CAT6K_IOS, POPS.gridka),
    catalystBorder('in2p3-gw', 'IN2P3', 'Catalyst 6513', CAT6K_IOS, POPS.ccin2p3, 5),
    catalystBorder('triumf-gw', 'TRIUMF', 'Catalyst 6509', CAT6K_IOS, POPS.triumf),
    catalystBorder('caltech-gw', 'CALTECH', '7609', C7600_IOS, POPS.caltech, 3),
    router({
      id: 'ndgf-gw',
      name: 'NDGF border router',
      carrierId: 'ndgf',
      siteId: 'NDGF',
      vendor: 'Juniper',
      model: 'MX480',
      os: 'JUNOS 9.1R2',
      ...POPS.ndgf,
      backplaneBps: 960 * GBPS,
      blades: [
        blade(0, 'DPCE-R-4XGE-XFP (4x10GE)', 40 * GBPS, TEN_GE, [
          'xe-0/0/0',
          'xe-0/1/0',
          'xe-0/2/0',
          'xe-0/3/0',
        ]),
      ],
    }),
    router({
      id: 'pic-gw',
      name: 'PIC border router',
      carrierId: 'pic',
      siteId: 'PIC',
      vendor: 'Foundry',
      model: 'BigIron RX-8',
      os: 'IronWare 2.4',
      ...POPS.pic,
      backplaneBps: 960 * GBPS,
      blades: [
        blade(1, 'RX-BI-4XG (4x10GE)', 40 * GBPS, TEN_GE, [
          'ethernet 1/1',
          'ethernet 1/2',
          'ethernet 1/3',
          'ethernet 1/4',
        ]),
      ],
    }),
    router({
      id: 'ral-border',
      name: 'RAL site border router',
      carrierId: 'ral',
      siteId: 'RAL',
      model: '7609',
      ...C7600_IOS,
      ...POPS.ral,
      backplaneBps: 720 * GBPS,
      blades: [
        blade(3, 'WS-X6748-SFP (48x1GE)', 40 * GBPS, ONE_GE, [
          'GigabitEthernet3/1',
          'GigabitEthernet3/2',
        ]),
        blade(4, 'SIP-400 with SPA-1XOC48POS/RPR', 10 * GBPS, OC48_LINE, ['POS4/0/0']),
      ],
    }),
    router({
      id: 'ral-gw',
      name: 'RAL Tier1 router',
      carrierId: 'ral',
      siteId: 'RAL',
      vendor: 'Nortel',
      model: 'Ethernet Routing Switch 8610',
      os: 'ERS 8600 4.1.1',
      ...POPS.ral,
      backplaneBps: 512 * GBPS,
      blades: [blade(2, '8630GBR (30x1GE)', 16 * GBPS, ONE_GE, ['2/1', '2/2'])],
    }),
    router({
      id: 'sara-gw',
      name: 'SARA border router',
      carrierId: 'sara',
      siteId: 'SARA',
      model: 'E600',
      ...FORCE10,
      ...POPS.sara,
      backplaneBps: 900 * GBPS,
      blades: [
        blade(1, 'LC-EF-10GE-2P (2x10GE)', 20 * GBPS, TEN_GE, [
          'TenGigabitEthernet 1/0',
          'TenGigabitEthernet 1/1',
        ]),
      ],
    }),
  );
}

import { GBPS } from '@tiermap/domain';
import { blade, mergeParts, router, TEN_GE, tenGeLink } from './build.js';
import type { DemoPart } from './build.js';
import { FPC3_2X10GE } from './hardware.js';
import { POPS } from './pops.js';

const ABILENE_T640 = {
  carrierId: 'internet2',
  vendor: 'Juniper',
  model: 'T640',
  os: 'JUNOS 8.2R2',
};

/** Internet2's Abilene from StarLight in Chicago to Los Angeles, for the CalTech Tier2. */
export function abilenePart(): DemoPart {
  return mergeParts(
    ...[
      { id: 'internet2-chi', name: 'Abilene Chicago (CHIN)', pop: POPS.chicago },
      { id: 'internet2-den', name: 'Abilene Denver (DNVR)', pop: POPS.denver },
      { id: 'internet2-lax', name: 'Abilene Los Angeles (LOSA)', pop: POPS.losAngeles },
    ].map(({ id, name, pop }) =>
      router({
        id,
        name,
        ...ABILENE_T640,
        ...pop,
        backplaneBps: 640 * GBPS,
        blades: [
          blade(0, FPC3_2X10GE, 40 * GBPS, TEN_GE, ['xe-0/0/0']),
          blade(1, FPC3_2X10GE, 40 * GBPS, TEN_GE, ['xe-1/0/0']),
        ],
      }),
    ),
    {
      links: [
        tenGeLink({
          id: 'internet2-starlight',
          name: 'Abilene – StarLight',
          carrierId: 'internet2',
          a: 'starlight-chi:TenGigabitEthernet1/2',
          z: 'internet2-chi:xe-0/0/0',
          rttMs: 0.1,
          lengthKm: 1,
        }),
        tenGeLink({
          id: 'internet2-chi-den',
          name: 'Abilene Chicago–Denver (via Kansas City)',
          carrierId: 'internet2',
          a: 'internet2-chi:xe-1/0/0',
          z: 'internet2-den:xe-0/0/0',
          rttMs: 22.4,
          lengthKm: 1900,
        }),
        tenGeLink({
          id: 'internet2-den-lax',
          name: 'Abilene Denver–Los Angeles (via Sunnyvale)',
          carrierId: 'internet2',
          a: 'internet2-den:xe-1/0/0',
          z: 'internet2-lax:xe-0/0/0',
          rttMs: 26.8,
          lengthKm: 2300,
        }),
        tenGeLink({
          id: 'internet2-lax-caltech',
          name: 'Abilene – CalTech access (via CENIC)',
          carrierId: 'internet2',
          a: 'internet2-lax:xe-1/0/0',
          z: 'caltech-gw:TenGigabitEthernet3/1',
          rttMs: 0.6,
          lengthKm: 25,
        }),
      ],
    },
  );
}

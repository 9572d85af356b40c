import type { Path, PathHop } from '@tiermap/domain';

const link = (linkId: string): PathHop => ({ linkId });
const trunk = (trunkId: string): PathHop => ({ trunkId });
const links = (...linkIds: string[]): PathHop[] => linkIds.map(link);

/** A path from CERN; the way back is the way out reversed unless `ZtoA` is given. */
function fromCern(
  zSiteId: string,
  name: string,
  AtoZ: PathHop[],
  ZtoA = [...AtoZ].reverse(),
): Path {
  return { id: `CERN-${zSiteId}`, name, aSiteId: 'CERN', zSiteId, hops: { AtoZ, ZtoA } };
}

/**
 * One path from CERN to each Tier1 site and to the CalTech Tier2.
 *
 * - CNAF and FZK leave GÉANT2 Geneva on the same blade (`geant-gva:slot1`) and come back over
 *   the same Paris–Geneva link (`geant-par-gva`): their return routes are asymmetric.
 * - RAL crosses three 2x1G trunks with single links between them.
 * - FNAL and CalTech share USLHCNet's Geneva–Chicago OC-192 (`uslhcnet-gva-chi`).
 * - SARA, TRIUMF and ASGC share SURFnet's CERN–Amsterdam lightpath (`surfnet-cern-ams`).
 */
export function demoPaths(): Path[] {
  return [
    fromCern(
      'FZK',
      'CERN – FZK (GridKa) via GÉANT2 and DFN',
      links('geant-cern', 'geant-gva-fra', 'dfn-fra-geant', 'dfn-ka-fra', 'dfn-ka-fzk'),
      links(
        'dfn-ka-fzk',
        'dfn-ka-fra',
        'dfn-fra-geant',
        'geant-fra-par',
        'geant-par-gva',
        'geant-cern',
      ),
    ),
    fromCern(
      'CNAF',
      'CERN – CNAF via GÉANT2 and GARR',
      links('geant-cern', 'geant-gva-mil', 'garr-mi-geant', 'garr-mi-bo', 'garr-bo-cnaf'),
      links(
        'garr-bo-cnaf',
        'garr-mi-bo',
        'garr-mi-geant',
        'geant-mil-par',
        'geant-par-gva',
        'geant-cern',
      ),
    ),
    fromCern(
      'PIC',
      'CERN – PIC via GÉANT2 and RedIRIS',
      links(
        'geant-cern',
        'geant-gva-mad',
        'rediris-mad-geant',
        'rediris-mad-bcn',
        'rediris-bcn-pic',
      ),
    ),
    fromCern(
      'NDGF',
      'CERN – NDGF via GÉANT2 and NORDUnet',
      links(
        'geant-cern',
        'geant-gva-fra',
        'geant-fra-cph',
        'nordunet-cph-geant',
        'nordunet-cph-ndgf',
      ),
    ),
    fromCern(
      'IN2P3',
      'CERN – IN2P3 via RENATER',
      links('renater-cern', 'renater-gva-par', 'renater-par-lyo', 'renater-lyo-in2p3'),
    ),
    fromCern(
      'SARA',
      'CERN – SARA via SURFnet and NetherLight',
      links('surfnet-cern-ams', 'netherlight-surfnet', 'surfnet-ams-sara'),
    ),
    fromCern(
      'TRIUMF',
      'CERN – TRIUMF via NetherLight and CA*net 4',
      links('surfnet-cern-ams', 'canarie-ams-mtl', 'canarie-mtl-van', 'canarie-van-triumf'),
    ),
    fromCern(
      'ASGC',
      'CERN – ASGC via NetherLight and ASNet',
      links('surfnet-cern-ams', 'asnet-ams-netherlight', 'asnet-ams-tpe', 'asnet-tpe-asgc'),
    ),
    fromCern('RAL', 'CERN – RAL via UKLight and JANET', [
      trunk('janet-uklight-cern'),
      link('janet-uklight-lon'),
      trunk('janet-lon-rdg'),
      link('janet-rdg-ral'),
      trunk('ral-border-gw'),
    ]),
    fromCern(
      'FNAL',
      'CERN – FNAL via USLHCNet and StarLight',
      links('uslhcnet-cern', 'uslhcnet-gva-chi', 'uslhcnet-chi-starlight', 'fnal-starlight'),
    ),
    fromCern(
      'BNL',
      'CERN – BNL via USLHCNet and ESnet',
      links('uslhcnet-cern', 'uslhcnet-gva-nyc', 'esnet-nyc-uslhcnet', 'esnet-nyc-bnl'),
    ),
    fromCern(
      'CALTECH',
      'CERN – CalTech via USLHCNet, StarLight and Abilene',
      links(
        'uslhcnet-cern',
        'uslhcnet-gva-chi',
        'uslhcnet-chi-starlight',
        'internet2-starlight',
        'internet2-chi-den',
        'internet2-den-lax',
        'internet2-lax-caltech',
      ),
    ),
  ];
}

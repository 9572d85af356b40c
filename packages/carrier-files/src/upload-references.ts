import type { CarrierUpload } from '@tiermap/domain';

/**
 * What a server checks beyond the schema, for a parsed upload on its own: ids unique across every
 * kind of entity, every link's ports among the routers' ports and on two different routers, no
 * port the end of two links, every trunk member among the links and in one trunk only, all of a
 * trunk's members between the same two routers, every cross-connect on one of the document's
 * ports and one per port. Empty when the document is consistent.
 */
export function uploadReferenceProblems(upload: CarrierUpload): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const claim = (kind: string, id: string): void => {
    if (seen.has(id)) problems.push(`${kind} id "${id}" is used twice`);
    seen.add(id);
  };
  const routerOfPort = new Map<string, string>();
  for (const router of upload.routers) {
    claim('router', router.id);
    claim('backplane', router.backplane.id);
    for (const blade of router.blades) {
      claim('blade', blade.id);
      for (const port of blade.ports) {
        claim('port', port.id);
        routerOfPort.set(port.id, router.id);
      }
    }
  }
  const endsOfLink = new Map<string, string>();
  const linkOfPort = new Map<string, string>();
  for (const link of upload.links) {
    claim('link', link.id);
    const a = routerOfPort.get(link.aPortId);
    const z = routerOfPort.get(link.zPortId);
    if (a === undefined) problems.push(`link "${link.id}": no port "${link.aPortId}"`);
    if (z === undefined) problems.push(`link "${link.id}": no port "${link.zPortId}"`);
    if (a !== undefined && a === z)
      problems.push(`link "${link.id}" joins router "${a}" to itself`);
    for (const port of [link.aPortId, link.zPortId]) {
      const other = linkOfPort.get(port);
      if (other !== undefined)
        problems.push(`port "${port}" ends links "${other}" and "${link.id}"`);
      linkOfPort.set(port, link.id);
    }
    endsOfLink.set(link.id, [a, z].sort().join(' and '));
  }
  const trunkOfLink = new Map<string, string>();
  for (const trunk of upload.trunks) {
    claim('trunk', trunk.id);
    const ends = new Set<string>();
    for (const member of trunk.memberLinkIds) {
      const linkEnds = endsOfLink.get(member);
      if (linkEnds === undefined) problems.push(`trunk "${trunk.id}": no link "${member}"`);
      else ends.add(linkEnds);
      const other = trunkOfLink.get(member);
      if (other !== undefined)
        problems.push(`link "${member}" is in trunks "${other}" and "${trunk.id}"`);
      trunkOfLink.set(member, trunk.id);
    }
    if (ends.size > 1) problems.push(`trunk "${trunk.id}" bundles links between different routers`);
  }
  for (const maintenance of upload.maintenances) claim('maintenance', maintenance.id);
  const crossConnected = new Set<string>();
  for (const { portId } of upload.crossConnects) {
    if (!routerOfPort.has(portId)) problems.push(`cross-connect: no port "${portId}"`);
    if (crossConnected.has(portId)) problems.push(`port "${portId}" has two cross-connects`);
    crossConnected.add(portId);
  }
  return problems;
}

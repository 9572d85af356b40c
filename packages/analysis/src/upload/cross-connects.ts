import type { CarrierUpload, Link, Port, Topology } from '@tiermap/domain';

/** A place in the upload document (or, when not `inDocument`, in the stored data) and what is wrong. */
export interface CrossConnectProblem {
  path: Array<string | number>;
  inDocument: boolean;
  message: string;
}

export interface CrossConnectCheck {
  /** Links ending on another carrier's ports without its consent, declarations on others' ports (403). */
  forbidden: CrossConnectProblem[];
  /** Declarations that do not hold, consents withdrawn or ports removed under another carrier's link (422). */
  problems: CrossConnectProblem[];
}

const ENDS = ['aPortId', 'zPortId'] as const;

/**
 * Who may end a link on whose port (docs/carrier-upload.md#cross-connects). A link may end on a
 * port of another carrier only when that carrier agrees: its document declares a cross-connect on
 * that port naming the link's carrier and the port at the link's other end. The link declares one
 * side, the cross-connect the other. Both directions are checked:
 *
 * - the uploading carrier's links: every end on another carrier's port needs that carrier's stored
 *   cross-connect (a link already stored with the same two ends is kept as it is: the rule is for
 *   links created or moved, so data loaded before it keeps working);
 * - the uploading carrier's ports: a port another carrier's link ends on cannot be removed, and a
 *   cross-connect such a link relies on cannot be withdrawn or changed, until that carrier removes
 *   or moves its link; the problem names the link and its carrier.
 *
 * Pure: the stored topology and the document come in; ids of the document are resolved by
 * `documentPorts` (this document's port ids).
 */
export function crossConnectChecks(
  topology: Topology,
  document: CarrierUpload,
  documentPorts: ReadonlySet<string>,
): CrossConnectCheck {
  const carrierId = document.carrier;
  const forbidden: CrossConnectProblem[] = [];
  const problems: CrossConnectProblem[] = [];
  const routerCarrier = new Map(topology.routers.map((r) => [r.id, r.carrierId]));
  const storedPorts = new Map(topology.ports.map((p) => [p.id, p]));
  const portOwner = (id: string) => {
    const port = storedPorts.get(id);
    return port === undefined ? undefined : routerCarrier.get(port.routerId);
  };
  const storedLinks = new Map(topology.links.map((l) => [l.id, l]));
  const carriers = new Set(topology.carriers.map((c) => c.id));

  // The declarations themselves.
  const declared = new Map<string, number>();
  document.crossConnects.forEach((crossConnect, i) => {
    const { portId, carrier, peerPortId } = crossConnect;
    const owner = portOwner(portId);
    if (!documentPorts.has(portId) && owner !== undefined && owner !== carrierId) {
      forbidden.push({
        path: ['crossConnects', i, 'portId'],
        inDocument: true,
        message: `port '${portId}' belongs to carrier '${owner}': a carrier declares cross-connects on its own ports`,
      });
      return;
    }
    const problem = (field: string, message: string) =>
      problems.push({ path: ['crossConnects', i, field], inDocument: true, message });
    if (!documentPorts.has(portId)) {
      problem('portId', `'${portId}' is not a port of this document`);
      return;
    }
    const first = declared.get(portId);
    if (first !== undefined) {
      problem(
        'portId',
        `port '${portId}' has a cross-connect already (crossConnects[${first}]): a port ends one link`,
      );
      return;
    }
    declared.set(portId, i);
    if (carrier === carrierId) {
      problem(
        'carrier',
        `a cross-connect lets another carrier's link in, not '${carrierId}''s own`,
      );
    } else if (!carriers.has(carrier)) {
      problem('carrier', `carrier '${carrier}' does not exist`);
    }
    if (peerPortId === portId) problem('peerPortId', 'a link joins two different ports');
  });

  // This document's links: an end on another carrier's port needs that carrier's consent.
  document.links.forEach((link, i) => {
    const stored = storedLinks.get(link.id);
    if (stored !== undefined && stored.carrierId !== carrierId) return; // forbidden by its id
    if (stored !== undefined && sameEnds(stored, link)) return; // kept as it was
    for (const end of ENDS) {
      const portId = link[end];
      if (documentPorts.has(portId)) continue;
      const owner = portOwner(portId);
      if (owner === undefined || owner === carrierId) continue; // a missing port is named elsewhere
      const otherEnd = link[end === 'aPortId' ? 'zPortId' : 'aPortId'];
      const port = storedPorts.get(portId);
      if (port !== undefined && agrees(port, carrierId, otherEnd)) continue;
      forbidden.push({
        path: ['links', i, end],
        inDocument: true,
        message:
          `link '${link.id}' ends on port '${portId}' of carrier '${owner}', which has not agreed: ` +
          `'${owner}' must first declare the cross-connect { portId: ${portId}, carrier: ${carrierId}, peerPortId: ${otherEnd} }` +
          (port?.crossConnectCarrierId === undefined
            ? ''
            : ` (its cross-connect on that port is for carrier '${port.crossConnectCarrierId}' and port '${port.crossConnectPortId ?? ''}')`),
      });
    }
  });

  // This carrier's ports under other carriers' links: not removed, consent not withdrawn.
  const after = new Map(document.crossConnects.map((c, i) => [c.portId, { ...c, index: i }]));
  for (const link of topology.links) {
    if (link.carrierId === carrierId) continue;
    for (const end of ENDS) {
      const portId = link[end];
      const port = storedPorts.get(portId);
      if (port === undefined || portOwner(portId) !== carrierId) continue;
      const otherEnd = link[end === 'aPortId' ? 'zPortId' : 'aPortId'];
      const agreed = agrees(port, link.carrierId, otherEnd);
      const why = `carrier '${link.carrierId}' removes or moves its link first`;
      if (!documentPorts.has(portId)) {
        problems.push({
          path: [`link '${link.id}'.${end}`],
          inDocument: false,
          message:
            `port '${portId}' ends link '${link.id}' of carrier '${link.carrierId}'` +
            `${agreed ? ' (a cross-connect this carrier declared)' : ''}: ` +
            `it cannot be removed while that link exists; ${why}`,
        });
        continue;
      }
      const now = after.get(portId);
      if (agreed && (now?.carrier !== link.carrierId || now.peerPortId !== otherEnd)) {
        problems.push({
          path: now === undefined ? [`port '${portId}'`] : ['crossConnects', now.index],
          inDocument: now !== undefined,
          message:
            `the cross-connect on port '${portId}' is used by link '${link.id}' of carrier '${link.carrierId}' ` +
            `(to port '${otherEnd}'): it cannot be withdrawn or changed while that link exists; ${why}`,
        });
      }
    }
  }
  return { forbidden, problems };
}

/** True when the port's cross-connect lets `carrierId`'s link from `otherEnd` in. */
function agrees(port: Port, carrierId: string, otherEnd: string): boolean {
  return port.crossConnectCarrierId === carrierId && port.crossConnectPortId === otherEnd;
}

function sameEnds(a: Pick<Link, 'aPortId' | 'zPortId'>, b: Pick<Link, 'aPortId' | 'zPortId'>) {
  return (
    (a.aPortId === b.aPortId && a.zPortId === b.zPortId) ||
    (a.aPortId === b.zPortId && a.zPortId === b.aPortId)
  );
}

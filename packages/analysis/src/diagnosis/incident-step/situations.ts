import {
  asymmetry,
  bladeOverload,
  loadSharingFault,
  siteProblem,
  type Situation,
  type SituationNames,
} from '../known-situations.js';
import type { WindowEvidence } from '../maintenance-evidence.js';
import type { Direction, Maintenance, PathHealthRow } from '@tiermap/domain';
import type { LiveInputs } from './path-states.js';
import { isBad } from './path-states.js';
import { memberDirection, type DiagnosisSnapshot } from './snapshot.js';
import { linkDirectionText, utcMinute, type BladeLoadsLookup } from './suspects.js';

export interface SituationInputs {
  snapshot: DiagnosisSnapshot;
  live: LiveInputs;
  /** Observable indexes the incident holds. */
  affected: readonly number[];
  rows: readonly PathHealthRow[];
  /** How well equipment under open windows explains the incident, and which window covers what. */
  maintenance: { evidence: WindowEvidence; coverage: ReadonlyMap<string, Maintenance> };
  bladeLoads: BladeLoadsLookup;
  lossProblemRatio: number;
  collectorIsDown: boolean;
}

/** Runs every known-situation rule over one incident; maintenance first. */
export function incidentSituations(inputs: SituationInputs): Situation[] {
  const { snapshot, live, affected } = inputs;
  const found: Situation[] = [];

  found.push(...knownMaintenance(snapshot, inputs.maintenance));
  // Messages name equipment as people know it, not by id.
  const names: SituationNames = {
    name: (id) => {
      const { index } = snapshot;
      const named = index.trunks.get(id)?.name ?? index.links.get(id)?.name;
      if (named !== undefined) return named;
      return index.blades.has(id)
        ? snapshot.info({ key: '', kind: 'blade', id, direction: 'both', observables: [] }).name
        : id;
    },
    direction: (trunkId, direction) => {
      const first = snapshot.index.trunks.get(trunkId)?.memberLinkIds[0];
      return first === undefined ? direction : linkDirectionText(snapshot, first, direction);
    },
  };

  const trunkInfo = (id: string) =>
    snapshot.info({ key: '', kind: 'trunk', id, direction: 'both', observables: [] });
  const trunks = new Map<string, Set<Direction>>();
  const blades = new Set<string>();
  for (const at of affected) {
    for (const step of snapshot.walks[at]?.steps ?? []) {
      for (const crossing of step.crossings) {
        if (step.trunkId !== null) {
          // The trunk's own direction, whichever way round this member is wired.
          const directions = trunks.get(step.trunkId) ?? new Set<Direction>();
          directions.add(
            memberDirection(trunkInfo(step.trunkId), crossing.linkId, crossing.traversal),
          );
          trunks.set(step.trunkId, directions);
        }
        const link = snapshot.index.links.get(crossing.linkId);
        for (const portId of link === undefined ? [] : [link.aPortId, link.zPortId]) {
          const bladeId = snapshot.index.ports.get(portId)?.bladeId;
          if (bladeId !== undefined) blades.add(bladeId);
        }
      }
    }
  }
  for (const [trunkId, directions] of [...trunks].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const trunk = snapshot.index.trunks.get(trunkId);
    if (trunk === undefined) continue;
    for (const direction of directions) {
      const info = trunkInfo(trunkId);
      const members = trunk.memberLinkIds.flatMap((linkId) => {
        const bps = live.reading(linkId, memberDirection(info, linkId, direction))?.bps;
        const capacityBps = snapshot.index.links.get(linkId)?.capacityBps;
        return bps === undefined || bps === null || capacityBps === undefined
          ? []
          : [{ linkId, bps, capacityBps }];
      });
      found.push(...loadSharingFault(trunkId, direction, members, 0.8, names));
    }
  }
  for (const bladeId of [...blades].sort()) {
    const load = inputs.bladeLoads.get(bladeId);
    const blade = snapshot.index.blades.get(bladeId);
    if (load === undefined || blade === undefined) continue;
    const { routerId, fabricCapacityBps } = blade;
    found.push(...bladeOverload({ bladeId, routerId, fabricCapacityBps, ...load }, names));
  }

  const rowsByPath = new Map<string, Partial<Record<Direction, PathHealthRow>>>();
  for (const row of inputs.rows) {
    rowsByPath.set(row.pathId, { ...rowsByPath.get(row.pathId), [row.direction]: row });
  }
  const affectedPaths = new Set(
    affected.flatMap((at) => {
      const o = snapshot.model.observables[at];
      return o === undefined ? [] : [o.pathId];
    }),
  );
  for (const pathId of [...affectedPaths].sort()) {
    const rows = rowsByPath.get(pathId);
    const path = snapshot.paths.get(pathId);
    if (rows?.AtoZ === undefined || rows.ZtoA === undefined || path === undefined) continue;
    found.push(
      ...asymmetry(
        {
          pathId,
          aSiteId: path.aSiteId,
          zSiteId: path.zSiteId,
          AtoZ: rows.AtoZ,
          ZtoA: rows.ZtoA,
        },
        inputs.lossProblemRatio,
      ),
    );
  }

  // A site is bad towards a peer when either direction of a path between them is bad.
  const peers = new Map<string, Map<string, boolean>>();
  for (const row of inputs.rows) {
    const bad = isBad(row.status, inputs.collectorIsDown);
    for (const [site, peer] of [
      [row.fromSiteId, row.toSiteId],
      [row.toSiteId, row.fromSiteId],
    ] as const) {
      const map = peers.get(site) ?? new Map<string, boolean>();
      map.set(peer, (map.get(peer) ?? false) || bad);
      peers.set(site, map);
    }
  }
  const affectedSites = new Set(
    affected.flatMap((at) => {
      const o = snapshot.model.observables[at];
      return o === undefined ? [] : [o.fromSiteId, o.toSiteId];
    }),
  );
  for (const siteId of [...affectedSites].sort()) {
    found.push(...siteProblem(siteId, peers.get(siteId) ?? new Map()));
  }
  return found;
}

/**
 * Scheduled maintenance, by evidence: only when the equipment under open windows explains the
 * bad path directions about as well as anything else does (`windowEvidence`), one situation per
 * window, naming the equipment that explains it.
 */
function knownMaintenance(
  snapshot: DiagnosisSnapshot,
  maintenance: SituationInputs['maintenance'],
): Situation[] {
  if (!maintenance.evidence.explained) return [];
  const byWindow = new Map<
    string,
    { window: Maintenance; names: string[]; equipment: Situation['equipment'] }
  >();
  for (const element of maintenance.evidence.elements) {
    const window = maintenance.coverage.get(element.key);
    if (window === undefined) continue;
    const entry = byWindow.get(window.id) ?? { window, names: [], equipment: [] };
    const name = snapshot.info(element).name;
    if (!entry.names.includes(name)) entry.names.push(name);
    entry.equipment.push({ kind: element.kind, id: element.id });
    byWindow.set(window.id, entry);
  }
  return [...byWindow.values()].map(({ window, names, equipment }) => ({
    code: 'maintenance',
    known: true,
    message: `known: scheduled maintenance by ${snapshot.carrierName(window.carrierId)} on ${names.join(', ')} until ${utcMinute(window.endsAt)} (${window.title})`,
    equipment,
    maintenanceId: window.id,
  }));
}

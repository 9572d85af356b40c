import {
  asymmetry,
  bladeOverload,
  loadSharingFault,
  scheduledMaintenance,
  siteProblem,
  type Situation,
  type SuspectRanking,
} from '@tiermap/analysis';
import type { Direction, Maintenance, PathHealthRow } from '@tiermap/domain';
import type { LiveInputs } from './path-states.js';
import { isBad } from './path-states.js';
import type { DiagnosisSnapshot } from './snapshot.js';
import type { BladeLoadNow } from './suspects.js';

export interface SituationInputs {
  snapshot: DiagnosisSnapshot;
  live: LiveInputs;
  /** Observable indexes the incident holds. */
  affected: readonly number[];
  ranking: SuspectRanking;
  rows: readonly PathHealthRow[];
  openWindows: readonly Maintenance[];
  bladeLoads: ReadonlyMap<string, BladeLoadNow>;
  lossProblemRatio: number;
  collectorIsDown: boolean;
}

/** Runs every known-situation rule over one incident; maintenance first. */
export function incidentSituations(inputs: SituationInputs): Situation[] {
  const { snapshot, live, affected, ranking } = inputs;
  const found: Situation[] = [];

  const causeKeys = new Set(ranking.causes);
  const causes = ranking.suspects
    .filter((s) => causeKeys.has(s.element.key) || s === ranking.suspects[0])
    .map((s) => ({
      kind: s.element.kind,
      id: s.element.id,
      withinIds: snapshot.info(s.element).withinIds,
    }));
  found.push(...scheduledMaintenance(causes, inputs.openWindows, snapshot.carrierName));

  const trunks = new Map<string, Set<Direction>>();
  const blades = new Set<string>();
  for (const at of affected) {
    for (const step of snapshot.walks[at]?.steps ?? []) {
      for (const crossing of step.crossings) {
        if (step.trunkId !== null) {
          const directions = trunks.get(step.trunkId) ?? new Set<Direction>();
          directions.add(crossing.traversal);
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
      const members = trunk.memberLinkIds.flatMap((linkId) => {
        const bps = live.reading(linkId, direction)?.bps;
        const capacityBps = snapshot.index.links.get(linkId)?.capacityBps;
        return bps === undefined || bps === null || capacityBps === undefined
          ? []
          : [{ linkId, bps, capacityBps }];
      });
      found.push(...loadSharingFault(trunkId, direction, members));
    }
  }
  for (const bladeId of [...blades].sort()) {
    const load = inputs.bladeLoads.get(bladeId);
    const blade = snapshot.index.blades.get(bladeId);
    if (load === undefined || blade === undefined) continue;
    found.push(...bladeOverload({ bladeId, routerId: blade.routerId, ...load }));
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

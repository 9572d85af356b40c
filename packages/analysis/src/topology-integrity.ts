import type { Topology } from '@tiermap/domain';
import { DIRECTIONS, ENTITY_CATALOGUE, EQUIPMENT_SLICE_KEYS } from '@tiermap/domain';
import { linkProblems, trunkProblems } from './link-integrity.js';
import { walkPath } from './path-walk.js';
import { topologyIndex } from './topology-index.js';
import type { TopologyIndex } from './topology-index.js';
import type { TopologyProblem } from './topology-problem.js';

/**
 * Everything that makes a topology inconsistent, beyond what its zod schema checks: duplicate
 * ids, references that do not resolve, equipment in the wrong router, links that do not connect
 * two routers, trunks whose members disagree, and path directions that are not a connected walk
 * from one site to the other. Empty for a consistent topology.
 */
export function topologyProblems(topology: Topology): TopologyProblem[] {
  const index = topologyIndex(topology);
  return [
    ...duplicateIdProblems(topology),
    ...equipmentProblems(topology, index),
    ...linkProblems(topology, index),
    ...trunkProblems(topology, index),
    ...pathProblems(topology, index),
    ...maintenanceProblems(topology, index),
  ];
}

/** Ids are unique per kind; routers, backplanes, blades, ports, links and trunks share one space. */
function duplicateIdProblems(topology: Topology): TopologyProblem[] {
  const t = topology;
  const idSpaces: Array<Array<[string, ReadonlyArray<{ id: string }>]>> = [
    [['carriers', t.carriers]],
    [['sites', t.sites]],
    // The kinds of the entity catalogue that share the equipment id space.
    EQUIPMENT_SLICE_KEYS.map((key): [string, ReadonlyArray<{ id: string }>] => [key, t[key] ?? []]),
    [['paths', t.paths]],
    [['maintenances', t.maintenances]],
  ];
  const problems: TopologyProblem[] = [];
  for (const space of idSpaces) {
    const firstUse = new Map<string, string>();
    for (const [kind, items] of space) {
      for (const [i, item] of items.entries()) {
        const here = `${kind}[${i}]`;
        const first = firstUse.get(item.id);
        if (first === undefined) {
          firstUse.set(item.id, here);
        } else {
          problems.push({
            path: `${here}.id`,
            message: `id "${item.id}" is already used by ${first}`,
          });
        }
      }
    }
  }
  return problems;
}

/** Sites and routers name known carriers and sites; each router has exactly one backplane. */
function equipmentProblems(topology: Topology, index: TopologyIndex): TopologyProblem[] {
  const problems: TopologyProblem[] = [];
  const check = (known: boolean, path: string, kind: string, id: string): void => {
    if (!known) problems.push({ path, message: `${kind} "${id}" does not exist` });
  };
  for (const [i, site] of topology.sites.entries()) {
    check(index.carriers.has(site.carrierId), `sites[${i}].carrierId`, 'carrier', site.carrierId);
  }
  for (const [i, router] of topology.routers.entries()) {
    const { carrierId, siteId } = router;
    check(index.carriers.has(carrierId), `routers[${i}].carrierId`, 'carrier', carrierId);
    if (siteId !== undefined)
      check(index.sites.has(siteId), `routers[${i}].siteId`, 'site', siteId);
  }
  const backplaneOf = new Map<string, string>();
  for (const [i, { id, routerId }] of topology.backplanes.entries()) {
    const path = `backplanes[${i}].routerId`;
    const other = backplaneOf.get(routerId);
    check(index.routers.has(routerId), path, 'router', routerId);
    if (other !== undefined) {
      problems.push({ path, message: `router "${routerId}" already has backplane "${other}"` });
    } else {
      backplaneOf.set(routerId, id);
    }
  }
  for (const [i, router] of topology.routers.entries()) {
    if (!backplaneOf.has(router.id)) {
      problems.push({ path: `routers[${i}]`, message: `router "${router.id}" has no backplane` });
    }
  }
  for (const [i, blade] of topology.blades.entries()) {
    check(index.routers.has(blade.routerId), `blades[${i}].routerId`, 'router', blade.routerId);
  }
  for (const [i, port] of topology.ports.entries()) {
    check(index.routers.has(port.routerId), `ports[${i}].routerId`, 'router', port.routerId);
    const blade = index.blades.get(port.bladeId);
    check(blade !== undefined, `ports[${i}].bladeId`, 'blade', port.bladeId);
    if (blade !== undefined && blade.routerId !== port.routerId) {
      problems.push({
        path: `ports[${i}].bladeId`,
        message: `blade "${blade.id}" is in router "${blade.routerId}", not in the port's router "${port.routerId}"`,
      });
    }
  }
  return problems;
}

/** Both sites exist and each direction is a connected walk between them. */
function pathProblems(topology: Topology, index: TopologyIndex): TopologyProblem[] {
  const problems: TopologyProblem[] = [];
  for (const [i, path] of topology.paths.entries()) {
    for (const field of ['aSiteId', 'zSiteId'] as const) {
      if (!index.sites.has(path[field])) {
        problems.push({
          path: `paths[${i}].${field}`,
          message: `site "${path[field]}" does not exist`,
        });
      }
    }
    for (const direction of DIRECTIONS) {
      for (const problem of walkPath(index, path, direction).problems) {
        problems.push({ path: `paths[${i}].${problem.path}`, message: problem.message });
      }
    }
  }
  return problems;
}

function maintenanceProblems(topology: Topology, index: TopologyIndex): TopologyProblem[] {
  // The kinds a window may cover, from the entity catalogue (a patch panel too).
  const equipmentIds = new Set(
    ENTITY_CATALOGUE.filter((e) => e.maintenanceTarget).flatMap((e) =>
      ((topology[e.sliceKey as keyof Topology] as readonly { id: string }[] | undefined) ?? []).map(
        (item) => item.id,
      ),
    ),
  );
  const problems: TopologyProblem[] = [];
  for (const [i, maintenance] of topology.maintenances.entries()) {
    if (!index.carriers.has(maintenance.carrierId)) {
      problems.push({
        path: `maintenances[${i}].carrierId`,
        message: `carrier "${maintenance.carrierId}" does not exist`,
      });
    }
    for (const [k, id] of maintenance.equipmentIds.entries()) {
      if (!equipmentIds.has(id)) {
        problems.push({
          path: `maintenances[${i}].equipmentIds[${k}]`,
          message: `equipment "${id}" does not exist`,
        });
      }
    }
  }
  return problems;
}

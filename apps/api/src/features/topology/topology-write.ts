import { allPathWalks, equipmentCrossings, topologyProblems } from '@tiermap/analysis';
import { topologySchema, type Topology } from '@tiermap/domain';
import { ValidationError } from '../../http/errors.js';
import { formatPath } from '../../http/validate.js';
import type { PathCrossing, TopologyWrite, TrunkCrossing } from './write-repository.js';

/** A whole topology checked against its schema and for consistency; ValidationError if not. */
export function validatedTopology(input: unknown): Topology {
  const parsed = topologySchema.safeParse(input);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({
      path: formatPath('topology', i.path),
      message: i.message,
    }));
    throw new ValidationError(`the topology is malformed (${errors.length} problems)`, errors);
  }
  const problems = topologyProblems(parsed.data);
  if (problems.length > 0) {
    throw new ValidationError(
      `the topology is inconsistent (${problems.length} problems); first: ${problems[0]?.path}: ${problems[0]?.message}`,
      problems.map((p) => ({ path: `topology.${p.path}`, message: p.message })),
    );
  }
  return parsed.data;
}

/** Works out every ON_PATH relationship and the label of every maintenance target. */
export function topologyWrite(topology: Topology): TopologyWrite {
  const linkCrossings: PathCrossing[] = [];
  const trunkCrossings: TrunkCrossing[] = [];
  for (const { pathId, walk } of allPathWalks(topology)) {
    const direction = walk.direction;
    for (const step of walk.steps) {
      if (step.trunkId !== null) {
        trunkCrossings.push({ pathId, direction, hop: step.hop, trunkId: step.trunkId });
      }
      for (const crossing of step.crossings) {
        linkCrossings.push({
          pathId,
          direction,
          hop: step.hop,
          traversal: crossing.traversal,
          linkId: crossing.linkId,
          trunkId: step.trunkId,
        });
      }
    }
  }
  return {
    topology,
    crossings: equipmentCrossings(topology),
    linkCrossings,
    trunkCrossings,
  };
}

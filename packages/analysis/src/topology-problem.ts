/**
 * One thing wrong with a topology. `path` points at the offending field the way a validation
 * error would, e.g. `links[3].aPortId` or `paths[0].hops.ZtoA[2]`.
 */
export interface TopologyProblem {
  path: string;
  message: string;
}

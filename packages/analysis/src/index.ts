export { allPathWalks, pathWalk } from './path-walk.js';
export type { LinkCrossing, PathWalk, PathWalkStep } from './path-walk.js';
export { topologyProblems } from './topology-integrity.js';
export type { TopologyProblem } from './topology-problem.js';

export { allPathWalks, pathWalk } from './path-walk.js';
export type { LinkCrossing, PathWalk, PathWalkStep } from './path-walk.js';
export { topologyProblems } from './topology-integrity.js';
export type { TopologyProblem } from './topology-problem.js';
export { sharedEquipment } from './shared-equipment.js';
export type { EquipmentUsage } from './shared-equipment.js';
export { backplaneLoads, bladeLoads } from './oversubscription.js';
export { trunkReports } from './trunk-report.js';
export { whatIf } from './what-if.js';

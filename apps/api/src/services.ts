import type { Graph } from './db/graph.js';
import {
  createEquipmentRepository,
  type EquipmentRepository,
} from './features/equipment/repository.js';
import { createHealthService, type HealthService } from './features/health/service.js';
import { createPathRepository } from './features/paths/repository.js';
import { createPathService, type PathService } from './features/paths/service.js';
import { createTopologyService, type TopologyService } from './features/topology/service.js';

export interface Services {
  health: HealthService;
  topology: TopologyService;
  paths: PathService;
  equipment: EquipmentRepository;
}

/** Wires every service to its repositories over one Graph. */
export function createServices(graph: Graph): Services {
  return {
    health: createHealthService(graph),
    topology: createTopologyService(graph),
    paths: createPathService(createPathRepository(graph)),
    equipment: createEquipmentRepository(graph),
  };
}

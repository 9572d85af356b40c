import type { DiagnosisLeader } from '@tiermap/domain';
import { createGraphAvailability, type GraphAvailability } from './db/availability.js';
import type { Graph } from './db/graph.js';
import { createOversubscriptionCache } from './features/analysis/oversubscription-cache.js';
import { createOversubscriptionRepository } from './features/analysis/oversubscription-repository.js';
import { createAnalysisRepository } from './features/analysis/repository.js';
import { createAnalysisService, type AnalysisService } from './features/analysis/service.js';
import {
  createEquipmentRepository,
  type EquipmentRepository,
} from './features/equipment/repository.js';
import { createIntegrations, type Integrations } from './features/health/integrations.js';
import { createHealthService, type HealthService } from './features/health/service.js';
import { createMaintenanceRepository } from './features/maintenance/repository.js';
import {
  createMaintenanceService,
  type MaintenanceService,
} from './features/maintenance/service.js';
import { createPathRepository } from './features/paths/repository.js';
import { createPathService, type PathService } from './features/paths/service.js';
import {
  createTcpService,
  type TcpObservationSource,
  type TcpService,
} from './features/paths/tcp.js';
import { createTokenRepository } from './features/tokens/repository.js';
import { createTokenService, type TokenService } from './features/tokens/service.js';
import { createTopologyReader } from './features/topology/repository.js';
import { createTopologyService, type TopologyService } from './features/topology/service.js';
import { createUploadRepository } from './features/uploads/repository.js';
import { createUploadService, type UploadService } from './features/uploads/service.js';

export interface Services {
  health: HealthService;
  /** How the exchanges with outside tools went (Prometheus, NetBox, Alertmanager, perfSONAR). */
  integrations: Integrations;
  topology: TopologyService;
  paths: PathService;
  tcp: TcpService;
  equipment: EquipmentRepository;
  analysis: AnalysisService;
  maintenance: MaintenanceService;
  /** API tokens: the accounts behind every write. */
  tokens: TokenService;
  /** Carriers' uploads of their own equipment. */
  uploads: UploadService;
}

/** What the services can be given besides the graph. */
export interface ServiceOptions {
  /** Measured rates for the TCP diagnosis (perfSONAR, live link data); none by default. */
  tcpObservations?: TcpObservationSource;
  /** The clock tokens expire by; the wall clock by default (tests move it instead of sleeping). */
  now?: () => number;
  /** Shared by health pings, token lookups and live-state writes; a fresh one by default. */
  availability?: GraphAvailability;
  /** Who holds the diagnosis lease, shown on `/api/health`; absent when nothing evaluates. */
  diagnosis?: () => DiagnosisLeader;
}

/** Wires every service to its repositories over one Graph. */
export function createServices(graph: Graph, options: ServiceOptions = {}): Services {
  const availability = options.availability ?? createGraphAvailability();
  const integrations = createIntegrations(options.now ?? Date.now);
  return {
    health: createHealthService(graph, {
      availability,
      integrations,
      ...(options.diagnosis === undefined ? {} : { diagnosis: options.diagnosis }),
    }),
    integrations,
    topology: createTopologyService(graph),
    paths: createPathService(createPathRepository(graph)),
    tcp: createTcpService(createPathRepository(graph), options.tcpObservations),
    equipment: createEquipmentRepository(graph),
    analysis: createAnalysisService(
      createAnalysisRepository(graph),
      createTopologyReader(graph),
      createOversubscriptionCache(createOversubscriptionRepository(graph)),
    ),
    maintenance: createMaintenanceService(createMaintenanceRepository(graph)),
    tokens: createTokenService(createTokenRepository(graph), options.now ?? Date.now, {
      availability,
    }),
    uploads: createUploadService(createUploadRepository(graph)),
  };
}

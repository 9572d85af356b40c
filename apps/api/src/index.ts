// What other workspaces (the benchmarks) may use of the API without HTTP.
export { createApp } from './app.js';
export type { App, AppDependencies } from './app.js';
export { parseConfig } from './config.js';
export type { Config } from './config.js';
export { createGraph } from './db/graph.js';
export type { Graph } from './db/graph.js';
export { migrate } from './db/migrate.js';
export { createTopologyService } from './features/topology/service.js';
export type { TopologyService } from './features/topology/service.js';
export { createUploadRepository } from './features/uploads/repository.js';
export { createUploadService } from './features/uploads/service.js';
export type { UploadService } from './features/uploads/service.js';

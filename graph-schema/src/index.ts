export { demoTopology } from './demo/index.js';
export { listMigrations, migrationsDirectory, splitStatements } from './migrations.js';
export type { Migration } from './migrations.js';
export { bulkPortCsv, DEFAULT_BULK, withEmptyBlades } from './demo/bulk.js';
export type { BulkBlades } from './demo/bulk.js';

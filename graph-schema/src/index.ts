export { demoTopology } from './demo/index.js';
export { listMigrations, migrationsDirectory, splitStatements } from './migrations.js';
export type { Migration } from './migrations.js';

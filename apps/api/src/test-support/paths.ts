import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Test databases live apart from the user's `.data/neo4j`, on their own ports. */
export const TEST_GRAPHDB_PORT = 17687;
export const HEALTH_TEST_GRAPHDB_PORT = 17688;
export const testDataDir = (name: string): string => path.join(repoRoot, '.data', name);

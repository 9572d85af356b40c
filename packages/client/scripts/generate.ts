// Writes src/generated/openapi.ts from the API's current OpenAPI document.
import { writeFile } from 'node:fs/promises';
import { GENERATED_PATH, generatedTypes } from './types.js';

await writeFile(GENERATED_PATH, await generatedTypes());
console.log(`wrote ${GENERATED_PATH}`);

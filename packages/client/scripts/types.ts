// The TypeScript types of the API's OpenAPI document, as checked in at src/generated/openapi.ts.
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { openApiDocument } from './openapi-document.js';

export const GENERATED_PATH = fileURLToPath(
  new URL('../src/generated/openapi.ts', import.meta.url),
);

export const REGENERATE_COMMAND = 'corepack pnpm --filter @tiermap/client run generate';

const HEADER = `// Generated from the API's OpenAPI document (GET /api/openapi.json) by openapi-typescript.
// Do not edit: run \`${REGENERATE_COMMAND}\` after changing a route.
`;

/** The generated file's text for the API's current document, formatted as the repository is. */
export async function generatedTypes(): Promise<string> {
  const document = openApiDocument();
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]);
  const options = (await resolveConfig(GENERATED_PATH)) ?? {};
  return format(`${HEADER}\n${astToString(ast)}`, { ...options, filepath: GENERATED_PATH });
}

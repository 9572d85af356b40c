// The API's OpenAPI document, generated from @tiermap/contract: what `GET /api/openapi.json`
// serves (apps/api's features/docs/openapi.test.ts checks that they are the same document).
import { API_VERSION, apiDocument } from '@tiermap/contract';

/** The OpenAPI 3.1 document of every route the contract declares. */
export function openApiDocument(): Record<string, unknown> {
  return apiDocument(API_VERSION);
}

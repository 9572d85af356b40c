import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { API_VERSION, apiDocument } from './index.js';

// The whole document the API serves, checked against the OpenAPI 3.1 specification's own JSON
// schema, so a generator change cannot publish a document tools refuse.
describe('the OpenAPI document', () => {
  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(apiDocument(API_VERSION)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });
});

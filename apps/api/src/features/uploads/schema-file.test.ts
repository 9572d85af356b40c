import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readCarrierDocument } from '@tiermap/carrier-files';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../test-support/paths.js';
import { uploadFormat, uploadJsonSchema } from './routes.js';

describe('the documented upload format', () => {
  it('docs/carrier-upload.schema.json is the schema generated from the zod schema', () => {
    const file = JSON.parse(
      readFileSync(path.join(repoRoot, 'docs/carrier-upload.schema.json'), 'utf8'),
    ) as unknown;
    // Regenerate with: node apps/api/dist/cli/upload-schema.js > docs/carrier-upload.schema.json
    expect(file).toEqual(uploadJsonSchema());
  });

  it('docs/examples/netherlight.yaml reads as a valid document', () => {
    const text = readFileSync(path.join(repoRoot, 'docs/examples/netherlight.yaml'), 'utf8');
    const read = readCarrierDocument(text, 'yaml');
    expect(read.ok ? [] : read.problems).toEqual([]);
  });

  it('uploadFormat reads the Content-Type, and names the three it takes otherwise', () => {
    expect(uploadFormat('application/yaml; charset=utf-8')).toBe('yaml');
    expect(uploadFormat('text/x-yaml')).toBe('yaml');
    expect(uploadFormat('application/json')).toBe('json');
    expect(uploadFormat('text/csv')).toBe('csv');
    expect(() => uploadFormat('application/xml')).toThrow(
      /application\/yaml, application\/json or text\/csv/,
    );
    expect(() => uploadFormat(undefined)).toThrow(/not "none"/);
  });
});

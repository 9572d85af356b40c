import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GENERATED_PATH, generatedTypes, REGENERATE_COMMAND } from '../scripts/types.js';

describe('src/generated/openapi.ts', () => {
  it('is what openapi-typescript makes of the API document served now', async () => {
    const checkedIn = await readFile(GENERATED_PATH, 'utf8');
    const current = await generatedTypes();
    expect(
      checkedIn === current,
      `src/generated/openapi.ts is stale: the API's OpenAPI document changed. Run \`${REGENERATE_COMMAND}\` and commit the file.`,
    ).toBe(true);
  });
});

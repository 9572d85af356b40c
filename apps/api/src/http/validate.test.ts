import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors.js';
import { formatPath, parseInput } from './validate.js';

describe('parseInput', () => {
  it('parseInput names the exact field path of a bad nested value', () => {
    const schema = z.object({ samples: z.array(z.object({ ts: z.number() })) });
    try {
      parseInput(schema, { samples: [{ ts: 1 }, { ts: 'x' }] }, 'body');
      expect.unreachable('parseInput should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).errors[0]?.path).toBe('body.samples[1].ts');
    }
  });

  it('formatPath writes indexes in brackets and keys after dots', () => {
    expect(formatPath('query', ['sites', 2])).toBe('query.sites[2]');
  });
});

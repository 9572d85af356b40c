import type { z } from 'zod';
import { ValidationError } from './errors.js';

/**
 * Parses `value` with `schema`, or throws a ValidationError whose field paths start with
 * `where` (`query`, `body`, `params`), e.g. `query.sites` or `body.samples[2].ts`.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'query' | 'body' | 'params',
): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) {
    return result.data;
  }
  const errors = result.error.issues.map((issue) => ({
    path: formatPath(where, issue.path),
    message: issue.message,
  }));
  const first = errors[0];
  const summary = first === undefined ? 'invalid input' : `${first.path}: ${first.message}`;
  throw new ValidationError(
    errors.length > 1 ? `${summary} (and ${errors.length - 1} more)` : summary,
    errors,
  );
}

export function formatPath(root: string, path: readonly PropertyKey[]): string {
  let out = root;
  for (const key of path) {
    out += typeof key === 'number' ? `[${key}]` : `.${String(key)}`;
  }
  return out;
}

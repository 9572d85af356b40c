import { carrierUploadSchema, OPTIONAL_LIST_ENTRIES } from '@tiermap/domain';
import type { z } from 'zod';
import type { FieldPath } from './parse-text.js';
import { fieldDescription, nearestKey, speedTextBps } from './upload-fields.js';

type Issue = z.core.$ZodIssue;

/** One problem of a schema issue: the field path it is at and what a person should do. */
export interface IssueProblem {
  path: FieldPath;
  message: string;
}

/**
 * The problems one schema issue comes to, in words a carrier can act on: the field's unit and
 * an example from {@link UPLOAD_FIELDS} where a value has the wrong type, one problem per unknown
 * key with the nearest allowed key ("did you mean"), else the schema's own message.
 */
export function issueProblems(issue: Issue, document: unknown): IssueProblem[] {
  const path = issue.path.filter(isKey);
  if (issue.code === 'unrecognized_keys') {
    const allowed = allowedKeys(path);
    return issue.keys.map((key) => {
      const near = nearestKey(key, allowed);
      const hint =
        near === undefined ? `allowed here: ${allowed.join(', ')}` : `did you mean "${near}"?`;
      return { path: [...path, key], message: `unknown field "${key}"; ${hint}` };
    });
  }
  const key = path.at(-1);
  const described = typeof key === 'string' ? fieldDescription(key) : undefined;
  if (issue.code === 'invalid_type' && described !== undefined) {
    const value = valueAt(document, path);
    if (value === undefined) return [{ path, message: `${described}; it is required` }];
    const text = typeof value === 'string' ? value.trim() : undefined;
    const bps =
      text !== undefined && typeof key === 'string' && key.endsWith('Bps')
        ? speedTextBps(text)
        : undefined;
    const got = text !== undefined ? `"${text}" is text` : `got ${JSON.stringify(value)}`;
    const instead = bps === undefined || text === undefined ? '' : `: write ${bps} for ${text}`;
    return [{ path, message: `${described}, a number without units; ${got}${instead}` }];
  }
  if (described !== undefined && (issue.code === 'too_small' || issue.code === 'too_big')) {
    return [{ path, message: `${issue.message} (${described})` }];
  }
  if (issue.code === 'invalid_type') {
    return [
      {
        path,
        message: `must be ${article(issue.expected)}, not ${typeName(valueAt(document, path))}`,
      },
    ];
  }
  return [{ path, message: issue.message }];
}

/** The keys the schema allows on the object at a path of the document. */
export function allowedKeys(path: FieldPath): string[] {
  let schema: unknown = carrierUploadSchema;
  for (const key of path) {
    schema = unwrapped(schema);
    const def = defOf(schema);
    if (def?.type === 'array' && typeof key === 'number') schema = def.element;
    else if (def?.type === 'object' && typeof key === 'string') schema = def.shape?.[key];
    else return [];
  }
  const def = defOf(unwrapped(schema));
  return def?.type === 'object' ? Object.keys(def.shape ?? {}) : [];
}

interface SchemaDef {
  type?: string;
  element?: unknown;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  in?: unknown;
}

function defOf(schema: unknown): SchemaDef | undefined {
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) return undefined;
  const zod = (schema as { _zod: { def: SchemaDef } })._zod;
  return zod.def;
}

/** The schema inside optional, default and pipe wrappers. */
function unwrapped(schema: unknown): unknown {
  let at = schema;
  for (let depth = 0; depth < 8; depth += 1) {
    const def = defOf(at);
    if (def?.innerType !== undefined) at = def.innerType;
    else if (def?.type === 'pipe') at = def.in;
    else return at;
  }
  return at;
}

function valueAt(document: unknown, path: FieldPath): unknown {
  let at = document;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `text ("${value}")`;
  if (typeof value === 'object') return 'a mapping';
  return `${typeof value} (${JSON.stringify(value) ?? 'nothing'})`;
}

function article(expected: string): string {
  const words: Record<string, string> = {
    number: 'a number',
    string: 'text',
    array: 'a list',
    object: 'a mapping',
    boolean: 'true or false',
  };
  return words[expected] ?? expected;
}

/**
 * Ids used twice in a document the schema refused, read from the raw value: told in the same pass
 * as the schema's problems (a valid document's duplicates are found by the upload check, in the
 * same words). Equipment shares one id space; maintenance windows have their own.
 */
export function rawDuplicateIds(document: unknown): IssueProblem[] {
  const equipment = new Map<string, FieldPath>();
  const windows = new Map<string, FieldPath>();
  const problems: IssueProblem[] = [];
  const claim = (space: Map<string, FieldPath>, item: unknown, path: FieldPath) => {
    const id = (item as { id?: unknown } | null)?.id;
    if (typeof id !== 'string') return;
    const first = space.get(id);
    if (first === undefined) space.set(id, path);
    else {
      problems.push({
        path: [...path, 'id'],
        message: `id "${id}" is used twice in this document (first at ${pathText(first)})`,
      });
    }
  };
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const doc = (typeof document === 'object' && document !== null ? document : {}) as Record<
    string,
    unknown
  >;
  list(doc.routers).forEach((router, i) => {
    if (typeof router !== 'object' || router === null) return;
    const r = router as Record<string, unknown>;
    claim(equipment, router, ['routers', i]);
    claim(equipment, r.backplane, ['routers', i, 'backplane']);
    list(r.blades).forEach((blade, j) => {
      claim(equipment, blade, ['routers', i, 'blades', j]);
      const ports = (blade as { ports?: unknown } | null)?.ports;
      list(ports).forEach((port, k) =>
        claim(equipment, port, ['routers', i, 'blades', j, 'ports', k]),
      );
    });
  });
  for (const { sliceKey } of OPTIONAL_LIST_ENTRIES) {
    list(doc[sliceKey]).forEach((item, i) => claim(equipment, item, [sliceKey, i]));
  }
  list(doc.links).forEach((link, i) => claim(equipment, link, ['links', i]));
  list(doc.trunks).forEach((trunk, i) => claim(equipment, trunk, ['trunks', i]));
  list(doc.maintenances).forEach((window, i) => claim(windows, window, ['maintenances', i]));
  return problems;
}

function pathText(path: FieldPath): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

function isKey(key: PropertyKey): key is string | number {
  return typeof key === 'string' || typeof key === 'number';
}

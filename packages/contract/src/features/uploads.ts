import {
  carrierIdSchema,
  carrierUploadSchema,
  entityIdSchema,
  uploadDiffSchema,
  uploadListSchema,
  uploadRecordSchema,
  uploadResultSchema,
} from '@tiermap/domain';
import { z } from 'zod';
import { defineRoute } from '../route-spec.js';

/**
 * The largest upload accepted (32 MB), in bytes; larger bodies answer 413 before they are read.
 * Served by `GET /api/config` (`uploadBodyLimitBytes`) so that the web app keeps no copy.
 */
export const UPLOAD_BODY_LIMIT_BYTES = 32 * 1024 * 1024;
/** The same limit in body-parser's units, as the route reads its body by it. */
export const UPLOAD_BODY_LIMIT = `${UPLOAD_BODY_LIMIT_BYTES}b`;

const carrierParams = z.object({ carrierId: carrierIdSchema });

/** A NetBox sync's answer: the upload's, with the import's warnings and the pages read. */
export const netboxSyncResultSchema = uploadResultSchema.extend({
  warnings: z.array(
    z.object({ code: z.string(), message: z.string(), where: z.string().optional() }),
  ),
  /** Pages read per NetBox endpoint, e.g. `{"/api/dcim/interfaces/": 5}`. */
  pages: z.record(z.string(), z.number().int()),
});
export type NetboxSyncResult = z.infer<typeof netboxSyncResultSchema>;
const uploadParams = z.object({ carrierId: carrierIdSchema, id: entityIdSchema });
const dryRunQuery = z.object({
  dryRun: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

const UPLOAD_RULES =
  'The document is the whole of the carrier’s equipment (docs/carrier-upload.md): what it leaves out is removed. Every problem is reported at once with its field path and, in the file, its line and column: 400 when the file cannot be read (malformed YAML, JSON or CSV, nesting over 32 levels), 422 when it reads but is wrong (types, negative capacities, dangling references, duplicate ids, a path or another carrier’s link that would break), 403 when it touches another carrier’s equipment, 413 over 32 MB. Nothing is ever half-written: the check and the write run in one transaction.';

export const uploads = {
  upload: defineRoute({
    method: 'post',
    path: '/carriers/:carrierId/uploads',
    access: 'upload',
    tag: 'carriers',
    summary: 'Validate, preview or apply a carrier’s equipment',
    description: `Body: the file, as \`application/yaml\`, \`application/json\` or \`text/csv\` (bulk ports: \`bladeId,id,name,speedBps\`, replacing the ports of the blades it names). \`?dryRun=true\` answers the diff without writing. Answers 201 with the version written, or 200 when nothing changed (the same file twice) or for a dry run. ${UPLOAD_RULES}`,
    params: carrierParams,
    query: dryRunQuery,
    // Uploads arrive as the file itself, so problems can name its lines and columns.
    bodyReading: { kind: 'text', limit: UPLOAD_BODY_LIMIT },
    consumes: ['application/yaml', 'application/json', 'text/csv'],
    response: uploadResultSchema,
    status: 201,
    replies: [200],
    errors: [409, 415, 422],
  }),
  list: defineRoute({
    method: 'get',
    path: '/carriers/:carrierId/uploads',
    access: 'read',
    tag: 'carriers',
    summary: 'The carrier’s upload history, newest first',
    params: carrierParams,
    response: uploadListSchema,
    errors: [404],
  }),
  get: defineRoute({
    method: 'get',
    path: '/carriers/:carrierId/uploads/:id',
    access: 'read',
    tag: 'carriers',
    summary: 'One upload with what it changed',
    params: uploadParams,
    response: z.object({ upload: uploadRecordSchema, diff: uploadDiffSchema }),
    errors: [404],
  }),
  restore: defineRoute({
    method: 'post',
    path: '/carriers/:carrierId/uploads/:id/restore',
    access: 'upload',
    tag: 'carriers',
    summary: 'Restore an earlier version of the carrier’s equipment',
    description: `Applies the document of that upload again, as a new version that names it in \`restoredFrom\`; \`?dryRun=true\` shows the diff first. ${UPLOAD_RULES}`,
    params: uploadParams,
    query: dryRunQuery,
    response: uploadResultSchema,
    status: 201,
    replies: [200],
    errors: [409, 422],
  }),
  document: defineRoute({
    method: 'get',
    path: '/carriers/:carrierId/document',
    access: 'read',
    tag: 'carriers',
    summary: 'The carrier’s equipment now, as an upload document',
    description:
      '`?format=yaml` answers YAML (`application/yaml`), the default JSON: a starting point to edit and upload again.',
    params: carrierParams,
    query: z.object({ format: z.enum(['json', 'yaml']).default('json') }),
    response: carrierUploadSchema,
    alsoProduces: ['application/yaml'],
    errors: [404],
  }),
  netboxSync: defineRoute({
    method: 'post',
    path: '/carriers/:carrierId/netbox-sync',
    access: 'admin',
    tag: 'carriers',
    summary: 'Read the carrier’s equipment from a NetBox 4 and apply it as an upload',
    description: `Reads the NetBox at \`url\` through its REST API with \`token\` (a v1 token, sent as \`Token …\`, or a v2 \`nbt_…\` token, sent as \`Bearer …\`; never logged, never answered): the devices and circuits \`filters\` pick (NetBox query parameters such as \`{"tenant": "uslhcnet"}\`), their module bays, modules, interfaces, cables and circuit terminations, every page (\`pageSize\` a page, default 250), then turns them into the carrier’s document (docs/imports.md) and validates, diffs and applies it as an upload does; \`dryRun\` answers the diff only. Answers the upload’s result with the import’s \`warnings\` and the \`pages\` read per endpoint. 502 when NetBox is unreachable or answers an error (after three attempts for a 5xx or 429), naming the endpoint and page; 422 with the upload’s problems when what NetBox holds does not make a valid document. Nothing is written on any failure. Reported as \`netbox\` under \`integrations\` on \`/api/health\`. ${UPLOAD_RULES}`,
    params: carrierParams,
    body: z.strictObject({
      url: z.url({ protocol: /^https?$/ }).max(2000),
      token: z.string().min(1).max(500),
      filters: z
        .record(z.string().regex(/^[A-Za-z0-9_]+$/, 'a NetBox filter name'), z.string().max(200))
        .optional(),
      pageSize: z.number().int().min(1).max(1000).optional(),
      dryRun: z.boolean().default(false),
    }),
    response: netboxSyncResultSchema,
    status: 201,
    replies: [200],
    errors: [400, 403, 404, 409, 422, 502],
  }),
  schema: defineRoute({
    method: 'get',
    path: '/carrier-upload.schema.json',
    access: 'read',
    tag: 'carriers',
    summary: 'The JSON Schema of the upload document, generated from its zod schema',
    response: z.record(z.string(), z.unknown()),
  }),
};

import {
  carrierIdSchema,
  carrierUploadSchema,
  entityIdSchema,
  uploadDiffSchema,
  uploadListSchema,
  uploadRecordSchema,
  uploadResultSchema,
} from '@tiermap/domain';
import type { Response } from 'express';
import { stringify } from 'yaml';
import { z } from 'zod';
import { principalOf } from '../../http/access.js';
import { UnsupportedMediaTypeError } from '../../http/errors.js';
import { Reply, type RouteTable } from '../../http/route-table.js';
import type { UploadAnswer, UploadFormat, UploadService } from './service.js';

/** The largest upload accepted; larger bodies answer 413 before they are read. */
export const UPLOAD_BODY_LIMIT = '32mb';

const carrierParams = z.object({ carrierId: carrierIdSchema });
const uploadParams = z.object({ carrierId: carrierIdSchema, id: entityIdSchema });
const dryRunQuery = z.object({
  dryRun: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

const FORMATS: Array<[RegExp, UploadFormat]> = [
  [/^application\/json\b|\+json\b/i, 'json'],
  [/^(application|text)\/(x-)?yaml\b/i, 'yaml'],
  [/^text\/csv\b/i, 'csv'],
];

/** The format a Content-Type names; 415 for any other. */
export function uploadFormat(contentType: string | undefined): UploadFormat {
  const found = FORMATS.find(([pattern]) => pattern.test(contentType ?? ''));
  if (found === undefined) {
    throw new UnsupportedMediaTypeError(
      `send the file as Content-Type application/yaml, application/json or text/csv (ports), not "${contentType ?? 'none'}"`,
    );
  }
  return found[1];
}

const UPLOAD_RULES =
  'The document is the whole of the carrier’s equipment (docs/carrier-upload.md): what it leaves out is removed. Every problem is reported at once with its field path and, in the file, its line and column: 400 when the file cannot be read (malformed YAML, JSON or CSV, nesting over 32 levels), 422 when it reads but is wrong (types, negative capacities, dangling references, duplicate ids, a path or another carrier’s link that would break), 403 when it touches another carrier’s equipment, 413 over 32 MB. Nothing is ever half-written: the check and the write run in one transaction.';

export function addUploadRoutes(table: RouteTable, uploads: UploadService): void {
  table.add(
    {
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
    },
    async ({ params, query }, req, res) => {
      const format = uploadFormat(req.get('content-type'));
      const text = typeof req.body === 'string' ? req.body : '';
      const answer = await uploads.answer({
        carrierId: params.carrierId,
        text,
        format,
        dryRun: query.dryRun,
        principal: principalOf(res),
      });
      return sentJson(res, answer);
    },
  );
  table.add(
    {
      method: 'get',
      path: '/carriers/:carrierId/uploads',
      access: 'read',
      tag: 'carriers',
      summary: 'The carrier’s upload history, newest first',
      params: carrierParams,
      response: uploadListSchema,
      errors: [404],
    },
    async ({ params }) => ({ uploads: await uploads.list(params.carrierId) }),
  );
  table.add(
    {
      method: 'get',
      path: '/carriers/:carrierId/uploads/:id',
      access: 'read',
      tag: 'carriers',
      summary: 'One upload with what it changed',
      params: uploadParams,
      response: z.object({ upload: uploadRecordSchema, diff: uploadDiffSchema }),
      errors: [404],
    },
    ({ params }) => uploads.get(params.carrierId, params.id),
  );
  table.add(
    {
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
    },
    async ({ params, query }, _req, res) => {
      const result = await uploads.restore({
        carrierId: params.carrierId,
        uploadId: params.id,
        dryRun: query.dryRun,
        principal: principalOf(res),
      });
      return result.upload === null ? new Reply(200, result) : result;
    },
  );
  table.add(
    {
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
    },
    async ({ params, query }, _req, res) => {
      const document = await uploads.document(params.carrierId);
      if (query.format === 'yaml') {
        res.type('application/yaml').send(stringify(document, { lineWidth: 0 }));
      }
      return document;
    },
  );
  table.add(
    {
      method: 'get',
      path: '/carrier-upload.schema.json',
      access: 'read',
      tag: 'carriers',
      summary: 'The JSON Schema of the upload document, generated from its zod schema',
      response: z.record(z.string(), z.unknown()),
    },
    () => Promise.resolve(uploadJsonSchema()),
  );
}

/**
 * Sends an answer the service serialised in its worker thread as it is: no second
 * serialisation (and no ETag hash of a large diff) on the request loop. The route table sends
 * nothing more once the headers are out.
 */
function sentJson(res: Response, answer: UploadAnswer): never {
  res.status(answer.status).type('application/json');
  res.setHeader('Content-Length', answer.json.byteLength);
  res.end(answer.json);
  return undefined as never;
}

/** The JSON Schema of what is uploaded (defaults may be left out). */
export function uploadJsonSchema(): Record<string, unknown> {
  return {
    $id: 'https://tiermap.dev/schemas/carrier-upload.schema.json',
    title: 'tiermap carrier upload (tiermap-carrier/1)',
    ...z.toJSONSchema(carrierUploadSchema, { io: 'input' }),
  };
}

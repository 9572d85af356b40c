import { contract } from '@tiermap/contract';
import { carrierUploadSchema } from '@tiermap/domain';
import type { Response } from 'express';
import { z } from 'zod';
import { principalOf } from '../../http/access.js';
import { UnsupportedMediaTypeError } from '../../http/errors.js';
import { Reply, type RouteTable } from '../../http/route-table.js';
import { createNetboxSync, type NetboxSync } from './netbox-sync.js';
import type { UploadAnswer, UploadFormat, UploadService } from './service.js';
import { documentYaml } from './upload-check.js';

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

export function addUploadRoutes(
  table: RouteTable,
  uploads: UploadService,
  netbox: NetboxSync = createNetboxSync(uploads, undefined),
): void {
  table.add(contract.uploads.upload, async ({ params, query }, req, res) => {
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
  });
  table.add(contract.uploads.list, async ({ params }) => ({
    uploads: await uploads.list(params.carrierId),
  }));
  table.add(contract.uploads.get, ({ params }) => uploads.get(params.carrierId, params.id));
  table.add(contract.uploads.restore, async ({ params, query }, _req, res) => {
    const result = await uploads.restore({
      carrierId: params.carrierId,
      uploadId: params.id,
      dryRun: query.dryRun,
      principal: principalOf(res),
    });
    return result.upload === null ? new Reply(200, result) : result;
  });
  table.add(contract.uploads.document, async ({ params, query }, _req, res) => {
    const document = await uploads.document(params.carrierId);
    if (query.format === 'yaml') {
      res.type('application/yaml').send(documentYaml(document));
    }
    return document;
  });
  table.add(contract.uploads.netboxSync, async ({ params, body }, _req, res) => {
    const { status, result } = await netbox.sync({
      carrierId: params.carrierId,
      url: body.url,
      token: body.token,
      filters: body.filters ?? {},
      pageSize: body.pageSize,
      dryRun: body.dryRun,
      principal: principalOf(res),
    });
    return status === 201 ? result : new Reply(200, result);
  });
  table.add(contract.uploads.schema, () => Promise.resolve(uploadJsonSchema()));
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

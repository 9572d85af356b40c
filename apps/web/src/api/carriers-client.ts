import {
  carrierSchema,
  uploadListSchema,
  uploadResultSchema,
  type Carrier,
  type UploadRecord,
  type UploadResult,
} from '@tiermap/domain';
import { asIs } from '@tiermap/client';
import { z } from 'zod';
import { api, withSignal } from './http.js';

const dryRunQuery = (dryRun: boolean) => (dryRun ? { dryRun: 'true' as const } : {});

/** `GET /api/carriers`: every carrier. */
export async function fetchCarriers(signal?: AbortSignal): Promise<Carrier[]> {
  const body = await api().GET('/api/carriers', withSignal(signal));
  return z.object({ carriers: z.array(carrierSchema) }).parse(body).carriers;
}

/** `GET /api/carriers/{id}/uploads`: the carrier's versions, newest first. */
export async function fetchUploads(
  carrierId: string,
  signal?: AbortSignal,
): Promise<UploadRecord[]> {
  const body = await api().GET('/api/carriers/{carrierId}/uploads', {
    params: { path: { carrierId } },
    ...withSignal(signal),
  });
  return uploadListSchema.parse(body).uploads;
}

/**
 * `GET /api/carriers/{id}/document?format=`: the carrier's equipment now, as the text of an
 * upload document (the starting point to edit).
 */
export async function fetchCarrierDocument(
  carrierId: string,
  format: 'yaml' | 'json',
  signal?: AbortSignal,
): Promise<string> {
  return api().GET('/api/carriers/{carrierId}/document', {
    params: { path: { carrierId }, query: { format } },
    headers: { accept: format === 'yaml' ? 'application/yaml' : 'application/json' },
    parseAs: 'text',
    ...withSignal(signal),
  });
}

/** A file to upload, as read in the browser. */
export interface UploadFile {
  text: string;
  /** `application/yaml`, `application/json` or `text/csv`; anything else is refused (415). */
  contentType: string;
}

/**
 * `POST /api/carriers/{id}/uploads[?dryRun=true]` with the file as the body: the diff, and the
 * version written unless a dry run or nothing changed. A refusal is an ApiProblem whose errors
 * carry the file's line and column.
 */
export async function uploadCarrierFile(
  carrierId: string,
  file: UploadFile,
  dryRun: boolean,
  signal?: AbortSignal,
): Promise<UploadResult> {
  const body = await api().POST('/api/carriers/{carrierId}/uploads', {
    params: { path: { carrierId }, query: dryRunQuery(dryRun) },
    headers: { 'content-type': file.contentType },
    body: file.text,
    bodySerializer: asIs,
    ...withSignal(signal),
  });
  return uploadResultSchema.parse(body);
}

/** `POST /api/carriers/{id}/uploads/{uploadId}/restore[?dryRun=true]`: that version again. */
export async function restoreUpload(
  carrierId: string,
  uploadId: string,
  dryRun: boolean,
  signal?: AbortSignal,
): Promise<UploadResult> {
  const body = await api().POST('/api/carriers/{carrierId}/uploads/{id}/restore', {
    params: { path: { carrierId, id: uploadId }, query: dryRunQuery(dryRun) },
    ...withSignal(signal),
  });
  return uploadResultSchema.parse(body);
}

import {
  carrierSchema,
  uploadListSchema,
  uploadResultSchema,
  type Carrier,
  type UploadRecord,
  type UploadResult,
} from '@tiermap/domain';
import { z } from 'zod';
import { apiFetch, problemOf, requestJson } from './http.js';

const segment = (id: string) => encodeURIComponent(id);
const optional = (signal: AbortSignal | undefined) => (signal === undefined ? {} : { signal });
const dryRunQuery = (dryRun: boolean) => (dryRun ? '?dryRun=true' : '');

/** `GET /api/carriers`: every carrier. */
export async function fetchCarriers(signal?: AbortSignal): Promise<Carrier[]> {
  const body = await requestJson('/api/carriers', optional(signal));
  return z.object({ carriers: z.array(carrierSchema) }).parse(body).carriers;
}

/** `GET /api/carriers/{id}/uploads`: the carrier's versions, newest first. */
export async function fetchUploads(
  carrierId: string,
  signal?: AbortSignal,
): Promise<UploadRecord[]> {
  const body = await requestJson(`/api/carriers/${segment(carrierId)}/uploads`, optional(signal));
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
  const url = `/api/carriers/${segment(carrierId)}/document?format=${format}`;
  const response = await apiFetch(url, {
    headers: { accept: format === 'yaml' ? 'application/yaml' : 'application/json' },
    ...optional(signal),
  });
  if (!response.ok) throw await problemOf(response, url);
  return response.text();
}

/** A file to upload, as read in the browser. */
export interface UploadFile {
  text: string;
  /** `application/yaml`, `application/json` or `text/csv`; anything else is refused (415). */
  contentType: string;
}

/**
 * `POST /api/carriers/{id}/uploads[?dryRun=true]` with the file as the body: the diff, and the
 * version written unless a dry run or nothing changed. A refusal is a ProblemError whose errors
 * carry the file's line and column.
 */
export async function uploadCarrierFile(
  carrierId: string,
  file: UploadFile,
  dryRun: boolean,
  signal?: AbortSignal,
): Promise<UploadResult> {
  const body = await requestJson(
    `/api/carriers/${segment(carrierId)}/uploads${dryRunQuery(dryRun)}`,
    {
      method: 'POST',
      headers: { 'content-type': file.contentType },
      body: file.text,
      ...optional(signal),
    },
  );
  return uploadResultSchema.parse(body);
}

/** `POST /api/carriers/{id}/uploads/{uploadId}/restore[?dryRun=true]`: that version again. */
export async function restoreUpload(
  carrierId: string,
  uploadId: string,
  dryRun: boolean,
  signal?: AbortSignal,
): Promise<UploadResult> {
  const body = await requestJson(
    `/api/carriers/${segment(carrierId)}/uploads/${segment(uploadId)}/restore${dryRunQuery(dryRun)}`,
    { method: 'POST', ...optional(signal) },
  );
  return uploadResultSchema.parse(body);
}

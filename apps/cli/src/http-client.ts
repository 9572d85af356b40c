import { readCarrierDocument } from '@tiermap/carrier-files';
import {
  problemSchema,
  uploadListSchema,
  uploadResultSchema,
  type Problem,
  type UploadList,
  type UploadResult,
} from '@tiermap/domain';
import type { Server } from './args.js';

/** The API answered an error; `problem` is its problem+json body when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly problem: Problem | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** No answer at all: refused connection, unknown host, reset. */
export class UnreachableError extends Error {
  override readonly name = 'UnreachableError';
}

/** An answer that is not what this API answers (another service on the port, another version). */
export class UnexpectedAnswerError extends Error {
  override readonly name = 'UnexpectedAnswerError';
}

/** Told how far sending the body has gone; `finished` when all of it is handed to the socket. */
export interface SendObserver {
  sent(bytes: number, total: number): void;
  finished(): void;
}

export interface UploadRequest {
  body: Uint8Array;
  contentType: string;
  dryRun: boolean;
  observer?: SendObserver;
}

/** The carrier upload endpoints of the tiermap API, every answer parsed with the domain schemas. */
export interface TiermapClient {
  upload(carrierId: string, request: UploadRequest): Promise<UploadResult>;
  history(carrierId: string): Promise<UploadList>;
  restore(carrierId: string, versionId: string): Promise<UploadResult>;
  /** The carrier's equipment now, as the YAML upload document the server writes. */
  documentYaml(carrierId: string): Promise<string>;
}

/** Bodies are streamed in chunks of this size, so progress can be counted. */
export const CHUNK_BYTES = 64 * 1024;

interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: Error };
}

export function createClient(server: Server, fetchFn: typeof fetch = fetch): TiermapClient {
  const base = `${server.url}/api/carriers`;
  const headers = (extra: Record<string, string>): Record<string, string> => ({
    'user-agent': 'tiermap-cli',
    ...(server.token === undefined ? {} : { authorization: `Bearer ${server.token}` }),
    ...extra,
  });

  async function call(url: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetchFn(url, init);
    } catch (error) {
      throw new UnreachableError(
        `cannot reach the tiermap server at ${server.url}: ${reason(error)}`,
      );
    }
    if (!response.ok) throw await apiError(response, server.token !== undefined);
    return response;
  }

  async function json<T>(schema: Schema<T>, response: Response, what: string): Promise<T> {
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new UnexpectedAnswerError(
        `${what}: the server's answer is not JSON (${reason(error)})`,
      );
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new UnexpectedAnswerError(
        `${what}: the server's answer is not what this CLI expects (is ${server.url} a tiermap server of the same version?)`,
      );
    }
    return parsed.data;
  }

  const carrierPath = (carrierId: string) => `${base}/${encodeURIComponent(carrierId)}`;

  return {
    async upload(carrierId, request) {
      const query = request.dryRun ? '?dryRun=true' : '';
      const response = await call(`${carrierPath(carrierId)}/uploads${query}`, {
        method: 'POST',
        headers: headers({
          'content-type': request.contentType,
          'content-length': String(request.body.byteLength),
          accept: 'application/json',
        }),
        body: countedBody(request.body, request.observer),
        duplex: 'half',
      });
      return json(uploadResultSchema, response, 'upload');
    },
    async history(carrierId) {
      const response = await call(`${carrierPath(carrierId)}/uploads`, {
        headers: headers({ accept: 'application/json' }),
      });
      return json(uploadListSchema, response, 'history');
    },
    async restore(carrierId, versionId) {
      const response = await call(
        `${carrierPath(carrierId)}/uploads/${encodeURIComponent(versionId)}/restore`,
        { method: 'POST', headers: headers({ accept: 'application/json' }) },
      );
      return json(uploadResultSchema, response, 'restore');
    },
    async documentYaml(carrierId) {
      const response = await call(`${carrierPath(carrierId)}/document?format=yaml`, {
        headers: headers({ accept: 'application/yaml' }),
      });
      const text = await response.text();
      if (!readCarrierDocument(text, 'yaml').ok) {
        throw new UnexpectedAnswerError(
          `pull: the server's document does not read as a carrier upload (is ${server.url} a tiermap server of the same version?)`,
        );
      }
      return text;
    },
  };
}

/** The body as a stream of {@link CHUNK_BYTES} chunks, each counted as it is taken. */
export function countedBody(
  bytes: Uint8Array,
  observer?: SendObserver,
): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset >= bytes.byteLength) {
          controller.close();
          observer?.finished();
          return;
        }
        const end = Math.min(offset + CHUNK_BYTES, bytes.byteLength);
        controller.enqueue(bytes.subarray(offset, end));
        offset = end;
        observer?.sent(offset, bytes.byteLength);
      },
    },
    // Nothing is read ahead: a chunk is taken only when the connection asks for it.
    { highWaterMark: 0 },
  );
}

async function apiError(response: Response, tokenSent: boolean): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const problem = problemSchema.safeParse(body);
  if (problem.success) {
    const { title, detail } = problem.data;
    const hint =
      response.status === 401 && !tokenSent ? ' (pass --token or set TIERMAP_TOKEN)' : '';
    return new ApiError(
      response.status,
      problem.data,
      `${response.status} ${title}${detail === undefined ? '' : `: ${detail}`}${hint}`,
    );
  }
  const snippet = text.trim().slice(0, 200);
  return new ApiError(
    response.status,
    undefined,
    `${response.status} ${response.statusText}${snippet === '' ? '' : `: ${snippet}`}`,
  );
}

function reason(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause;
    if (cause instanceof Error) {
      const code = (cause as { code?: unknown }).code;
      return typeof code === 'string' ? `${code} (${cause.message})` : cause.message;
    }
    return error.message;
  }
  return String(error);
}

import { ApiProblem, asIs, createTiermapClient, type RequestFetch } from '@tiermap/client';
import { readCarrierDocument } from '@tiermap/carrier-files';
import {
  uploadListSchema,
  uploadResultSchema,
  type UploadList,
  type UploadResult,
} from '@tiermap/domain';
import type { Server } from './args.js';

export { ApiProblem } from '@tiermap/client';

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

export function createClient(server: Server, send: RequestFetch): TiermapClient {
  const tokenSent = server.token === undefined ? undefined : server.token;
  const api = createTiermapClient({
    baseUrl: server.url,
    fetch: send,
    headers: {
      'user-agent': 'tiermap-cli',
      ...(tokenSent === undefined ? {} : { authorization: `Bearer ${tokenSent}` }),
    },
  });

  /** Runs one request: a refusal keeps its problem, with the line the CLI prints as message. */
  async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof ApiProblem) {
        error.message = problemLine(error, tokenSent !== undefined);
        throw error;
      }
      if (error instanceof SyntaxError) {
        throw new UnexpectedAnswerError(
          `${what}: the server's answer is not JSON (${error.message})`,
        );
      }
      throw new UnreachableError(
        `cannot reach the tiermap server at ${server.url}: ${reason(error)}`,
      );
    }
  }

  function parsed<T>(schema: Schema<T>, body: unknown, what: string): T {
    const result = schema.safeParse(body);
    if (!result.success) {
      throw new UnexpectedAnswerError(
        `${what}: the server's answer is not what this CLI expects (is ${server.url} a tiermap server of the same version?)`,
      );
    }
    return result.data;
  }

  return {
    async upload(carrierId, request) {
      const body = await call('upload', () =>
        api.POST('/api/carriers/{carrierId}/uploads', {
          params: { path: { carrierId }, query: request.dryRun ? { dryRun: 'true' } : {} },
          headers: {
            'content-type': request.contentType,
            'content-length': String(request.body.byteLength),
          },
          body: countedBody(request.body, request.observer) as never,
          bodySerializer: asIs,
          duplex: 'half',
        }),
      );
      return parsed(uploadResultSchema, body, 'upload');
    },
    async history(carrierId) {
      const body = await call('history', () =>
        api.GET('/api/carriers/{carrierId}/uploads', { params: { path: { carrierId } } }),
      );
      return parsed(uploadListSchema, body, 'history');
    },
    async restore(carrierId, versionId) {
      const body = await call('restore', () =>
        api.POST('/api/carriers/{carrierId}/uploads/{id}/restore', {
          params: { path: { carrierId, id: versionId } },
        }),
      );
      return parsed(uploadResultSchema, body, 'restore');
    },
    async documentYaml(carrierId) {
      const text = await call('pull', () =>
        api.GET('/api/carriers/{carrierId}/document', {
          params: { path: { carrierId }, query: { format: 'yaml' } },
          headers: { accept: 'application/yaml' },
          parseAs: 'text',
        }),
      );
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

/** What the CLI prints of a refusal: `422 Unprocessable content: the upload has 2 problems`. */
export function problemLine(error: ApiProblem, tokenSent: boolean): string {
  const hint = error.status === 401 && !tokenSent ? ' (pass --token or set TIERMAP_TOKEN)' : '';
  if (error.problem === undefined) {
    return `${error.status} ${error.title}${error.text === '' ? '' : `: ${error.text}`}${hint}`;
  }
  const { title, detail } = error.problem;
  return `${error.status} ${title}${detail === undefined ? '' : `: ${detail}`}${hint}`;
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

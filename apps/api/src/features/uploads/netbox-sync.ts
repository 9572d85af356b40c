import {
  ImportError,
  NetboxReadError,
  netboxToUpload,
  readNetbox,
  type NetboxReadOptions,
} from '@tiermap/carrier-files';
import type { NetboxSyncResult } from '@tiermap/contract';
import type { UploadResult } from '@tiermap/domain';
import { BadGatewayError, UnprocessableError } from '../../errors.js';
import type { Principal } from '../../http/access.js';
import type { Integrations } from '../health/integrations.js';
import type { UploadService } from './service.js';

/** Its name under `integrations` on `/api/health`. */
export const NETBOX_INTEGRATION = 'netbox';

export interface NetboxSyncRequest {
  carrierId: string;
  url: string;
  /** Never logged, never put in a message or an answer. */
  token: string;
  filters: Record<string, string>;
  pageSize?: number | undefined;
  dryRun: boolean;
  principal: Principal | null;
}

export interface NetboxSyncAnswer {
  /** 201 when a version was written, else 200. */
  status: 200 | 201;
  result: NetboxSyncResult;
}

export interface NetboxSync {
  sync(request: NetboxSyncRequest): Promise<NetboxSyncAnswer>;
}

/** How NetBox is asked; the defaults are the real ones (tests pass a sleep that does not wait). */
export type NetboxReadTuning = Pick<
  NetboxReadOptions,
  'fetch' | 'sleep' | 'timeoutMs' | 'attempts'
>;

/**
 * Reads a carrier from NetBox, then goes through the same validate, diff and apply as an upload
 * of the document (`uploads.answer`). NetBox failing is a 502 naming the endpoint and page; a
 * document the upload refuses is its 422. Nothing is written unless everything was read and the
 * whole document passed. Each sync is reported to the integrations registry as `netbox`.
 */
export function createNetboxSync(
  uploads: UploadService,
  integrations: Integrations | undefined,
  tuning: NetboxReadTuning = {},
): NetboxSync {
  // Not declared up front: a tiermap that never syncs a NetBox lists no `netbox` on /api/health.
  const failed = (message: string): void => integrations?.failure(NETBOX_INTEGRATION, message);
  return {
    async sync(request) {
      const { carrierId } = request;
      const host = hostOf(request.url);
      const pages: Record<string, number> = {};
      let exported: Record<string, unknown[]>;
      try {
        exported = await readNetbox({
          ...tuning,
          url: request.url,
          token: request.token,
          filters: Object.entries(request.filters),
          ...(request.pageSize === undefined ? {} : { pageSize: request.pageSize }),
          onPage: ({ path, page }) => {
            pages[path] = page;
          },
        });
      } catch (error) {
        if (!(error instanceof NetboxReadError)) throw error;
        const message = `${error.message} (${host}); nothing was written`;
        failed(`${carrierId}: ${message}`);
        throw new BadGatewayError(message);
      }
      let imported: ReturnType<typeof netboxToUpload>;
      try {
        imported = netboxToUpload(exported, { carrierId });
      } catch (error) {
        if (!(error instanceof ImportError)) throw error;
        failed(`${carrierId}: ${error.message}`);
        throw new UnprocessableError(`NetBox ${host}: ${error.message}; nothing was written`, [
          { path: 'netbox', message: error.message },
        ]);
      }
      let answer;
      try {
        answer = await uploads.answer({
          carrierId,
          text: JSON.stringify(imported.document),
          format: 'json',
          dryRun: request.dryRun,
          principal: request.principal,
        });
      } catch (error) {
        if (error instanceof Error) {
          failed(`${carrierId}: the document from ${host} was refused: ${error.message}`);
        }
        throw error;
      }
      const result = JSON.parse(new TextDecoder().decode(answer.json)) as UploadResult;
      integrations?.success(
        NETBOX_INTEGRATION,
        `${carrierId} from ${host}: ${imported.document.routers?.length ?? 0} routers, ${imported.document.links?.length ?? 0} links, ${imported.warnings.length} warnings; ${
          result.upload === null
            ? request.dryRun
              ? 'dry run'
              : 'no change'
            : `version ${result.upload.id}`
        }`,
      );
      return { status: answer.status, result: { ...result, warnings: imported.warnings, pages } };
    },
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'NetBox';
  }
}

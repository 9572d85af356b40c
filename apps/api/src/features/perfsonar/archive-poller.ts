import {
  pschedulerDocMeasurement,
  wlcgDocMeasurement,
  type ArchiveDocOutcome,
  type SiteOfHost,
} from '@tiermap/analysis';
import {
  pschedulerArchiveDocSchema,
  wlcgArchiveDocSchema,
  type Measurement,
} from '@tiermap/domain';
import { z } from 'zod';
import { ValidationError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { Integrations } from '../health/integrations.js';
import type { IncidentService } from '../incidents/service.js';
import { basicAuthorization } from '../../http/outbound-auth.js';
import { periodic } from '../../periodic.js';

/** The two archives tiermap polls, by their integration name on `GET /api/health`. */
export type ArchiveKind = 'perfsonar-archive' | 'wlcg-archive';

/** How one archive is searched and what its documents mean. */
interface ArchiveShape {
  /** The indices searched (a perfSONAR 5 archive's data streams, the WLCG `ps_*`). */
  indices: string;
  /** The time field sorted and ranged on. */
  timeField: string;
  measurement(index: string, source: unknown, siteOf: SiteOfHost): ArchiveDocOutcome | undefined;
}

const SHAPES: Readonly<Record<ArchiveKind, ArchiveShape>> = {
  'perfsonar-archive': {
    indices: 'pscheduler_*',
    timeField: 'pscheduler.start_time',
    measurement(_index, source, siteOf) {
      const doc = pschedulerArchiveDocSchema.safeParse(source);
      return doc.success ? pschedulerDocMeasurement(doc.data, siteOf) : undefined;
    },
  },
  'wlcg-archive': {
    indices: 'ps_packetloss,ps_owd,ps_throughput,ps_trace',
    timeField: 'timestamp',
    measurement(index, source, siteOf) {
      const doc = wlcgArchiveDocSchema.safeParse(source);
      return doc.success ? wlcgDocMeasurement(index, doc.data, siteOf) : undefined;
    },
  },
};

/** An OpenSearch `_search` answer, as far as the poller reads it. */
const searchAnswerSchema = z.object({
  hits: z.object({
    hits: z.array(
      z.object({
        _index: z.string(),
        _source: z.unknown(),
        sort: z.array(z.union([z.number(), z.string()])).min(1),
      }),
    ),
  }),
});

/** How the poller signs in: HTTP basic, or an API key (`Authorization: ApiKey …`). */
export type ArchiveAuth =
  | { kind: 'basic'; user: string; password: string }
  | { kind: 'api-key'; key: string }
  | { kind: 'none' };

export interface ArchivePollerOptions {
  kind: ArchiveKind;
  /** The archive's OpenSearch base URL, without credentials (they come in `auth`). */
  url: string;
  auth: ArchiveAuth;
  siteOf: SiteOfHost;
  incidents: Pick<IncidentService, 'measure'>;
  integrations: Integrations;
  logger: Logger;
  now: () => number;
  /** Documents per page; 500 by default. */
  pageSize?: number;
  /** The most pages one round reads; the rest waits for the next round. 20 by default. */
  maxPages?: number;
  /** How far back the first round looks, milliseconds (the age a measurement still counts). */
  lookBackMs: number;
  fetch?: typeof fetch;
  /** One request's time limit, milliseconds; 30 s by default. */
  timeoutMs?: number;
}

/** What one round did. */
export interface PollRound {
  filed: number;
  skipped: number;
  /** The round failed and filed nothing; the next one starts from the same place. */
  error?: string;
}

export interface ArchivePoller {
  /** One round: every page after the last position seen, then filed; or nothing on a failure. */
  poll(): Promise<PollRound>;
  /** Rounds every `intervalMs`, one at a time. */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

function authorization(auth: ArchiveAuth): Record<string, string> {
  switch (auth.kind) {
    case 'basic':
      return { authorization: basicAuthorization(auth.user, auth.password) };
    case 'api-key':
      return { authorization: `ApiKey ${auth.key}` };
    case 'none':
      return {};
  }
}

/**
 * Polls an OpenSearch archive of perfSONAR results: `_search` with a range on the time field
 * after the last position seen, sorted by it, paged with `search_after`. A round reads all its
 * pages before filing anything: a page that fails (refused, timed out, not a search answer)
 * leaves the round unfiled and the position where it was, and the next round reads the same
 * documents again. Documents whose hosts no site lists, or that do not parse, are skipped and
 * counted. Every round is reported on the integrations registry under `kind`.
 */
export function createArchivePoller(options: ArchivePollerOptions): ArchivePoller {
  const shape = SHAPES[options.kind];
  const pageSize = options.pageSize ?? 500;
  const maxPages = options.maxPages ?? 20;
  const doFetch = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  const headers = { 'content-type': 'application/json', ...authorization(options.auth) };
  let position: number | string = options.now() - options.lookBackMs;
  options.integrations.expect(options.kind);

  async function page(after: (number | string)[] | undefined) {
    const body = {
      size: pageSize,
      query: {
        range: {
          [shape.timeField]:
            typeof position === 'number'
              ? { gt: position, format: 'epoch_millis' }
              : { gt: position },
        },
      },
      sort: [{ [shape.timeField]: 'asc' }],
      ...(after === undefined ? {} : { search_after: after }),
    };
    const response = await doFetch(`${base}/${shape.indices}/_search`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    if (!response.ok) {
      throw new Error(`_search answered ${response.status} ${response.statusText}`);
    }
    const parsed = searchAnswerSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error('_search answered something that is not a search result');
    return parsed.data.hits.hits;
  }

  async function round(): Promise<PollRound> {
    const hits = [];
    let after: (number | string)[] | undefined;
    try {
      for (let n = 0; n < maxPages; n += 1) {
        const got = await page(after);
        hits.push(...got);
        const last = got.at(-1);
        if (last === undefined || got.length < pageSize) break;
        after = last.sort;
      }
    } catch (error) {
      // Never the URL's credentials or the headers: only what went wrong.
      const message = error instanceof Error ? error.message : String(error);
      options.integrations.failure(options.kind, `${message}; nothing filed, retried next round`);
      options.logger.warn({ archive: options.kind, error: message }, 'archive poll failed');
      return { filed: 0, skipped: 0, error: message };
    }
    const measurements: Measurement[] = [];
    let skipped = 0;
    for (const hit of hits) {
      const outcome = shape.measurement(hit._index, hit._source, options.siteOf);
      if (outcome?.kind === 'measurement') measurements.push(outcome.measurement);
      else skipped += 1;
    }
    let filed = 0;
    for (const measurement of measurements) {
      try {
        filed += (await options.incidents.measure([measurement])).accepted;
      } catch (error) {
        // No path between its sites or too old to count: that document is skipped.
        if (!(error instanceof ValidationError)) throw error;
        skipped += 1;
      }
    }
    const last = hits.at(-1);
    if (last !== undefined) position = last.sort[0] ?? position;
    options.integrations.success(
      options.kind,
      `read ${hits.length} document${hits.length === 1 ? '' : 's'}: filed ${filed}, skipped ${skipped}`,
    );
    return { filed, skipped };
  }

  const rounds = periodic(round, (error: unknown) => {
    options.logger.error({ err: error, archive: options.kind }, 'archive poll failed');
  });
  return { poll: rounds.runNow, start: rounds.start, stop: rounds.stop };
}

import { LIVE_METRICS, perMetric } from '@tiermap/domain';
import { z } from 'zod';
import {
  exportedHistoryQueries,
  historyQueries,
  isLabelName,
  rateWindowSeconds,
  type LinkEndpoints,
} from './promql.js';
import type { HistoryPoint, HistoryQuery, HistoryReader } from './store.js';
import { basicAuthorization } from '../../http/outbound-auth.js';

export type { LinkEndpoints } from './promql.js';

export interface PrometheusHistoryOptions {
  /** Where the Prometheus HTTP API is, e.g. `http://prometheus:9090`. */
  baseUrl: string;
  /** The (device, port) pairs at a link's ends; undefined for a link not known. */
  endpoints: (linkId: string) => Promise<LinkEndpoints | undefined>;
  /** Label carrying the device name; default `device`. */
  deviceLabel?: string;
  /** Label carrying the port name; default `ifName`. */
  portLabel?: string;
  /** Window of `rate()`, seconds; default four steps but at least 120 s. */
  rateWindowSeconds?: number;
  /** How long one request may take, milliseconds; default 10 s. */
  fetchTimeoutMs?: number;
  /**
   * What the history is read from: `snmp` (default), the rates of the IF-MIB counters
   * snmp_exporter collects; `tiermap`, tiermap's own gauges of `GET /api/metrics` scraped by
   * this Prometheus (`TIERMAP_PROMETHEUS_HISTORY_SOURCE`).
   */
  source?: HistorySource;
}

/** Where Prometheus history comes from (`TIERMAP_PROMETHEUS_HISTORY_SOURCE`). */
export type HistorySource = 'snmp' | 'tiermap';

/** A `[seconds, "value"]` pair of a range-query result. */
export type PromSample = readonly [number, string];

const responseSchema = z.object({
  status: z.enum(['success', 'error']),
  error: z.string().optional(),
  data: z
    .object({
      result: z.array(z.object({ values: z.array(z.tuple([z.number(), z.string()])) })),
    })
    .optional(),
});

/**
 * Reads link history from a Prometheus server that holds the SNMP interface counters. Each point
 * at time t is the rate over the window ending at t (Prometheus' own evaluation), on the grid
 * fromMs, fromMs + stepMs, ... up to toMs. Failures of Prometheus throw an Error naming its URL.
 */
export function createPrometheusHistory(options: PrometheusHistoryOptions): HistoryReader {
  const labels = { device: options.deviceLabel ?? 'device', port: options.portLabel ?? 'ifName' };
  for (const name of [labels.device, labels.port]) {
    if (!isLabelName(name)) throw new Error(`Not a Prometheus label name: ${JSON.stringify(name)}`);
  }
  const { base: plain, headers } = withoutCredentials(options.baseUrl);
  const base = plain.replace(/\/+$/, '');
  const timeoutMs = options.fetchTimeoutMs ?? 10_000;

  const queryRange = async (promql: string, query: HistoryQuery): Promise<PromSample[]> => {
    const params = new URLSearchParams({
      query: promql,
      start: String(query.fromMs / 1000),
      end: String(query.toMs / 1000),
      step: String(query.stepMs / 1000),
    });
    const where = `${redacted(base)}/api/v1/query_range`;
    let response: Response;
    try {
      response = await fetch(`${base}/api/v1/query_range?${params.toString()}`, {
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new Error(`Prometheus at ${where} failed: ${fetchFailure(error, timeoutMs)}`, {
        cause: error,
      });
    }
    const text = await response.text();
    const body = parsedBody(text);
    if (!response.ok || body?.status !== 'success') {
      const detail = body?.error ?? (text.slice(0, 200) || 'empty body');
      throw new Error(`Prometheus at ${where} answered ${response.status}: ${detail}`);
    }
    return body.data?.result[0]?.values ?? [];
  };

  return {
    async series(query) {
      const endpoints = await options.endpoints(query.linkId);
      if (endpoints === undefined) return [];
      const queries =
        options.source === 'tiermap'
          ? exportedHistoryQueries(query.linkId, query.direction, query.stepMs)
          : historyQueries(
              endpoints,
              query.direction,
              labels,
              rateWindowSeconds(query.stepMs, options.rateWindowSeconds),
            );
      const results = await Promise.all(
        LIVE_METRICS.map((m) => queryRange(queries[m.name], query)),
      );
      const grid = stepGrid(query.fromMs, query.toMs, query.stepMs);
      const on = new Map(LIVE_METRICS.map((m, i) => [m.name, onGrid(grid, results[i] ?? [])]));
      return grid.map((tsMs, i) => ({
        tsMs,
        ...perMetric((m) => on.get(m.name)?.[i] ?? null),
      })) satisfies HistoryPoint[];
    },
  };
}

/** The step times from `fromMs` to `toMs` inclusive, as Prometheus evaluates a range query. */
export function stepGrid(fromMs: number, toMs: number, stepMs: number): number[] {
  if (!(stepMs > 0) || toMs < fromMs) return [];
  const steps = Math.floor((toMs - fromMs) / stepMs) + 1;
  return Array.from({ length: steps }, (_, i) => fromMs + i * stepMs);
}

/**
 * One value per grid time from a range-query result: a sample lands on the grid time nearest to
 * it (Prometheus reports seconds as floats); times with no sample, NaN or infinite are null.
 */
export function onGrid(grid: readonly number[], samples: readonly PromSample[]): (number | null)[] {
  const values: (number | null)[] = grid.map(() => null);
  const first = grid[0];
  if (first === undefined) return values;
  const stepMs = grid.length > 1 ? (grid[1] ?? first) - first : 1;
  for (const [seconds, text] of samples) {
    const i = Math.round((seconds * 1000 - first) / stepMs);
    const value = Number(text);
    if (i >= 0 && i < values.length && Number.isFinite(value)) values[i] = value;
  }
  return values;
}

function parsedBody(text: string): z.infer<typeof responseSchema> | undefined {
  try {
    const parsed = responseSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Why a fetch threw: a timeout, or the network error underneath undici's "fetch failed". */
export function fetchFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `no answer within ${timeoutMs} ms`;
  }
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * A base URL with a user name or password in it as fetch can use it: the URL without them and a
 * Basic `authorization` header (fetch refuses such a URL, and its error quotes the password).
 */
export function withoutCredentials(url: string): { base: string; headers: Record<string, string> } {
  try {
    const parsed = new URL(url);
    if (parsed.username === '' && parsed.password === '') return { base: url, headers: {} };
    const user = decodeURIComponent(parsed.username);
    const password = decodeURIComponent(parsed.password);
    return {
      base: redacted(url),
      headers: { authorization: basicAuthorization(user, password) },
    };
  } catch {
    return { base: url, headers: {} };
  }
}

/** The URL without any user name or password in it, fit for messages and logs. */
export function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.username === '' && parsed.password === '') return url;
    parsed.username = '';
    parsed.password = '';
    return parsed.toString().replace(/\/+$/, '');
  } catch {
    return url;
  }
}

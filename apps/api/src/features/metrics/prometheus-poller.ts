import { LIVE_METRICS, type Direction } from '@tiermap/domain';
import { z } from 'zod';
import type { Integrations } from '../health/integrations.js';
import type { LinkMap } from './link-map.js';
import { escapeLabelValue, escapeRegex, isLabelName, type LinkEnd } from './promql.js';
import { fetchFailure, withoutCredentials } from './prometheus-history.js';
import { isStale } from './live-view.js';
import { directionKey, type LiveStore, type RateSample } from './store.js';
import { periodic } from '../../periodic.js';

/** The integration name every poll is reported under on `/api/health`. */
export const PROMETHEUS_LIVE = 'prometheus-live';

export interface PrometheusPollerOptions {
  /** Where the Prometheus HTTP API is, e.g. `http://prometheus:9090`. */
  baseUrl: string;
  linkMap: () => LinkMap;
  store: LiveStore;
  /** The device label of a carrier that names none (`TIERMAP_PROMETHEUS_DEVICE_LABEL`). */
  deviceLabel: string;
  /** A pushed sample younger than this is not overwritten by a polled one. */
  staleAfterMs: number;
  now: () => number;
  integrations?: Integrations;
  /** Window of `rate()`, seconds; default 120 (two scrapes of a one-minute SNMP job). */
  rateWindowSeconds?: number;
  /** How long one request may take, milliseconds; default 10 s. */
  fetchTimeoutMs?: number;
}

export interface PrometheusPoller {
  /** One poll: every counter of every mapped port, into the live store. */
  pollOnce(): Promise<{ interfaces: number; samples: number }>;
  /** Whether ifOperStatus said down (2) at either end of the link, at the last poll. */
  isDown(linkId: string): boolean;
  /** Polls every `intervalMs` until stopped. */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/** The counters polled: every metric's PromQL counter (the table's), read as `rate()`. */
const COUNTERS = [...new Set(LIVE_METRICS.map((m) => m.prometheus.metric))];
/** IF-MIB ifOperStatus: 1 up, 2 down. */
const OPER_STATUS = 'ifOperStatus';
const DOWN = 2;
/** The longest device regex one query carries; more devices are split over several queries. */
const MAX_REGEX_CHARS = 2000;

const vectorSchema = z.object({
  status: z.enum(['success', 'error']),
  error: z.string().optional(),
  data: z
    .object({
      result: z.array(
        z.object({
          metric: z.record(z.string(), z.string()),
          value: z.tuple([z.number(), z.string()]),
        }),
      ),
    })
    .optional(),
});

type End = { linkId: string; end: 'A' | 'Z' };

/**
 * Polls a Prometheus that scrapes snmp_exporter (or any collector with IF-MIB names) for the live
 * state of every mapped port: one instant query per counter and per carrier naming (device label,
 * port label), all devices in one regex matcher (split when long), posted as a form so the URL
 * stays short. Rates are Prometheus' own `rate()`: an instant query answers the evaluation time,
 * not the scrape time, so differences of two polls would divide by the wrong interval; `rate()`
 * uses the scrape times and handles counter resets as the ingest tracker does. A direction that a
 * collector pushed to more recently than the stale age is left alone: no double counting.
 */
export function createPrometheusPoller(options: PrometheusPollerOptions): PrometheusPoller {
  if (!isLabelName(options.deviceLabel)) {
    throw new Error(`Not a Prometheus label name: ${JSON.stringify(options.deviceLabel)}`);
  }
  const { base: plain, headers } = withoutCredentials(options.baseUrl);
  const base = plain.replace(/\/+$/, '');
  const timeoutMs = options.fetchTimeoutMs ?? 10_000;
  const window = options.rateWindowSeconds ?? 120;
  /** The time of the newest sample this poller wrote, per link direction. */
  const own = new Map<string, number>();
  let down = new Set<string>();

  const query = async (promql: string) => {
    const where = `${base}/api/v1/query`;
    let response: Response;
    try {
      response = await fetch(`${base}/api/v1/query`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ query: promql }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new Error(`Prometheus at ${where} failed: ${fetchFailure(error, timeoutMs)}`, {
        cause: error,
      });
    }
    const text = await response.text();
    let body: z.infer<typeof vectorSchema> | undefined;
    try {
      const parsed = vectorSchema.safeParse(JSON.parse(text));
      body = parsed.success ? parsed.data : undefined;
    } catch {
      body = undefined;
    }
    if (!response.ok || body?.status !== 'success') {
      const detail = body?.error ?? (text.slice(0, 200) || 'empty body');
      throw new Error(`Prometheus at ${where} answered ${response.status}: ${detail}`);
    }
    return body.data?.result ?? [];
  };

  async function pollOnce(): Promise<{ interfaces: number; samples: number }> {
    const map = options.linkMap();
    // Ends grouped by how their carrier names them: (device label, port label).
    const groups = new Map<
      string,
      { deviceLabel: string; portLabel: string; ends: Map<string, End[]> }
    >();
    for (const linkId of map.linkIds()) {
      const endpoints = map.endpoints(linkId);
      if (endpoints === undefined) continue;
      for (const [end, at] of [
        ['A', endpoints.a],
        ['Z', endpoints.z],
      ] as const) {
        const deviceLabel = at.deviceLabel ?? options.deviceLabel;
        const portLabel = at.portLabel ?? 'ifName';
        const groupKey = `${deviceLabel}\u0000${portLabel}`;
        let group = groups.get(groupKey);
        if (group === undefined) {
          group = { deviceLabel, portLabel, ends: new Map() };
          groups.set(groupKey, group);
        }
        for (const device of devicesOf(at)) {
          const k = key(device, at.port);
          group.ends.set(k, [...(group.ends.get(k) ?? []), { linkId, end }]);
        }
      }
    }
    // value[linkId][end][metric], the largest of duplicate series (as history's max()).
    const values = new Map<string, number>();
    const matched = new Set<string>();
    const nextDown = new Set<string>();
    for (const group of groups.values()) {
      const devices = [...new Set([...group.ends.keys()].map((k) => k.split('\u0000')[0] ?? ''))];
      for (const chunk of chunks(devices.map(escapeRegex))) {
        const matcher = `${group.deviceLabel}=~"${escapeLabelValue(chunk.join('|'))}"`;
        for (const metric of [...COUNTERS, OPER_STATUS]) {
          const promql =
            metric === OPER_STATUS
              ? `${metric}{${matcher}}`
              : `rate(${metric}{${matcher}}[${window}s])`;
          for (const series of await query(promql)) {
            const device = series.metric[group.deviceLabel];
            const port = series.metric[group.portLabel];
            const value = Number(series.value[1]);
            if (device === undefined || port === undefined || !Number.isFinite(value)) continue;
            for (const { linkId, end } of group.ends.get(key(device, port)) ?? []) {
              matched.add(`${linkId}\u0000${end}`);
              if (metric === OPER_STATUS) {
                if (value === DOWN) nextDown.add(linkId);
                continue;
              }
              const k = `${linkId}\u0000${end}\u0000${metric}`;
              values.set(k, Math.max(values.get(k) ?? value, value));
            }
          }
        }
      }
    }
    down = nextDown;
    const nowMs = options.now();
    const samples: RateSample[] = [];
    for (const linkId of map.linkIds()) {
      for (const direction of ['AtoZ', 'ZtoA'] as const) {
        const sample = directionSample(linkId, direction, values, nowMs);
        if (sample === undefined) continue;
        const latest = options.store.latestOf(linkId, direction);
        const pushed =
          latest !== undefined &&
          latest.tsMs !== own.get(directionKey(linkId, direction)) &&
          !isStale(latest, nowMs, options.staleAfterMs);
        if (!pushed) samples.push(sample);
      }
    }
    const refused = new Set(options.store.append(samples, nowMs).map((r) => r.index));
    samples.forEach((sample, index) => {
      if (!refused.has(index)) own.set(directionKey(sample.linkId, sample.direction), sample.tsMs);
    });
    return { interfaces: matched.size, samples: samples.length - refused.size };
  }

  const reported = async () => {
    try {
      const result = await pollOnce();
      options.integrations?.success(PROMETHEUS_LIVE, `${result.interfaces} interfaces`);
      return result;
    } catch (error) {
      options.integrations?.failure(
        PROMETHEUS_LIVE,
        error instanceof Error ? error.message : String(error),
      );
      throw error;
    }
  };

  options.integrations?.expect(PROMETHEUS_LIVE);
  const rounds = periodic(reported, () => undefined);
  return {
    pollOnce: reported,
    isDown: (linkId) => down.has(linkId),
    // One poll at a time: a slow Prometheus skips rounds rather than piling them up. A failed
    // poll is already on /api/health (`reported`).
    start: rounds.start,
    stop: rounds.stop,
  };
}

/**
 * One direction's sample from the polled rates: each metric at the end its table row names
 * (traffic and out-discards at the sending end, errors and in-discards at the receiving end),
 * as history's queries read it.
 */
function directionSample(
  linkId: string,
  direction: Direction,
  values: ReadonlyMap<string, number>,
  tsMs: number,
): RateSample | undefined {
  const [sending, receiving] = direction === 'AtoZ' ? ['A', 'Z'] : ['Z', 'A'];
  const sample: RateSample = { linkId, direction, tsMs };
  let any = false;
  for (const metric of LIVE_METRICS) {
    const p = metric.prometheus;
    const end = p.end === 'sending' ? sending : receiving;
    const value = values.get(`${linkId}\u0000${end}\u0000${p.metric}`);
    if (value === undefined) continue;
    sample[metric.name] = value * p.scale;
    any = true;
  }
  return any ? sample : undefined;
}

function devicesOf(end: LinkEnd): readonly string[] {
  return end.devices ?? [end.device];
}

function key(device: string, port: string): string {
  return `${device}\u0000${port}`;
}

/** The escaped device names in groups whose regex stays under MAX_REGEX_CHARS. */
function chunks(names: readonly string[]): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const name of names) {
    if (current.length > 0 && length + name.length + 1 > MAX_REGEX_CHARS) {
      out.push(current);
      current = [];
      length = 0;
    }
    current.push(name);
    length += name.length + 1;
  }
  if (current.length > 0) out.push(current);
  return out;
}

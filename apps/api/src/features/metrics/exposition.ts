import { LIVE_METRICS, type LinkLiveState } from '@tiermap/domain';
import type { OverloadFigures } from '../../http/overload.js';

/** The content type of the Prometheus text exposition format this module writes. */
export const EXPOSITION_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** What `GET /api/metrics` exposes besides the link states: this process's own figures. */
export interface ProcessFigures {
  /** Browsers and walls connected to `GET /api/live` now. */
  liveClients: number;
  /** Live clients dropped for falling behind since the start. */
  liveClientsDropped: number;
  /** Lines, events or samples taken through this process's ingest routes, per result. */
  ingested: { accepted: number; rejected: number; unmapped: number; ignored: number };
  /** Samples for unknown (device, port) pairs since the start, and the pairs held now. */
  unmapped: { total: number; distinct: number };
  /**
   * The ingest routes' overload gate, when it is on: write requests refused with 503 since the
   * start, how far behind the event loop runs now and how busy it was (`TIERMAP_INGEST_MAX_LAG_MS`).
   */
  overload?: OverloadFigures;
}

export interface ExpositionInput {
  states: readonly LinkLiveState[];
  /** The carrier owning a link; the `carrier` label is left out when unknown. */
  carrierOf: (linkId: string) => string | undefined;
  process: ProcessFigures;
}

interface Family {
  name: string;
  type: 'gauge' | 'counter';
  help: string;
  /** Each sample's line after the name: `{labels} value[ timestamp]`, written once. */
  lines: string[];
}

/**
 * A label value as the text format writes it between double quotes: backslash, double quote
 * and line feed escaped (`\\`, `\"`, `\n`), everything else as it is (UTF-8).
 */
export function escapeLabelValue(value: string): string {
  if (!/[\\"\n]/.test(value)) return value;
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

/** A HELP text: backslash and line feed escaped. */
function escapeHelp(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
}

/** A sample value as Go's ParseFloat reads it; only finite values are ever written here. */
function formatValue(value: number): string {
  return Object.is(value, -0) ? '0' : String(value);
}

/** `{name="value",…}`, or nothing without labels. */
function labelText(labels: readonly (readonly [string, string])[]): string {
  return labels.length === 0
    ? ''
    : `{${labels.map(([k, v]) => `${k}="${escapeLabelValue(v)}"`).join(',')}}`;
}

/**
 * The live state of every link direction and this process's figures in the Prometheus text
 * exposition format 0.0.4 (docs/metrics.md, "History out"). One gauge per live metric per link
 * direction (`LIVE_METRICS`' `exposition` name), labelled `link`, `direction` and `carrier`;
 * an unknown (null) or non-finite value is left out, never written as 0 or NaN.
 *
 * Timestamps: a measured value (each live metric, and utilization, which is the traffic over
 * the capacity) carries the time of the sample it comes from, so Prometheus files it at the
 * time it was measured and keeps one point per sample; when the collector stops, the series
 * ends there instead of repeating the last value at every scrape. The verdicts (`stale`,
 * `congested`, `down`) and the sample's age are judged at the scrape and carry no timestamp:
 * the same timestamp with a new value would be refused by Prometheus as a duplicate.
 */
export function exposition(input: ExpositionInput): string {
  const families: Family[] = [];
  // The labels of each link direction, escaped once for the ten series that carry them.
  const labelled = input.states.map((state) => {
    const carrier = input.carrierOf(state.linkId);
    return {
      state,
      labels: labelText([
        ['link', state.linkId],
        ['direction', state.direction],
        ...(carrier === undefined ? [] : ([['carrier', carrier]] as const)),
      ]),
      timestamp: ` ${Math.round(state.tsMs)}`,
    };
  });
  const perState = (
    name: string,
    help: string,
    value: (state: LinkLiveState) => number | null | undefined,
    timestamped: boolean,
  ): void => {
    const lines: string[] = [];
    for (const { state, labels, timestamp } of labelled) {
      const v = value(state);
      if (v === null || v === undefined || !Number.isFinite(v)) continue;
      lines.push(`${labels} ${formatValue(v)}${timestamped ? timestamp : ''}`);
    }
    families.push({ name, type: 'gauge', help, lines });
  };
  for (const metric of LIVE_METRICS) {
    perState(
      metric.exposition,
      `The ${metric.label} of a link direction, ${metric.unit}, as of its newest sample.`,
      (state) => state[metric.name],
      true,
    );
  }
  perState(
    'tiermap_link_utilization_ratio',
    "A link direction's traffic over the link's capacity (1 is full), as of its newest sample.",
    (state) => state.utilization,
    true,
  );
  perState(
    'tiermap_link_stale',
    '1 when the newest sample of a link direction is older than TIERMAP_STALE_AFTER_MS.',
    (state) => (state.stale ? 1 : 0),
    false,
  );
  perState(
    'tiermap_link_congested',
    "1 when a link direction is fresh and at or over the server's utilizationCongested.",
    (state) => (state.congested ? 1 : 0),
    false,
  );
  perState(
    'tiermap_link_down',
    '1 when an interface at either end reports ifOperStatus down to the Prometheus tiermap polls.',
    (state) => (state.down === undefined ? undefined : state.down ? 1 : 0),
    false,
  );
  perState(
    'tiermap_link_sample_timestamp_seconds',
    'When the newest sample of a link direction was taken, seconds since the epoch.',
    (state) => state.tsMs / 1000,
    false,
  );
  const { process } = input;
  families.push(
    {
      name: 'tiermap_live_clients',
      type: 'gauge',
      help: 'Clients connected to the live stream (GET /api/live) of this process.',
      lines: [` ${process.liveClients}`],
    },
    {
      name: 'tiermap_live_clients_dropped_total',
      type: 'counter',
      help: 'Live stream clients this process dropped for falling behind.',
      lines: [` ${process.liveClientsDropped}`],
    },
    {
      name: 'tiermap_ingest_samples_total',
      type: 'counter',
      help: 'Lines, events or samples sent to the ingest routes of this process, by result.',
      lines: (['accepted', 'rejected', 'unmapped', 'ignored'] as const).map(
        (result) => `${labelText([['result', result]])} ${process.ingested[result]}`,
      ),
    },
    {
      name: 'tiermap_unmapped_samples_total',
      type: 'counter',
      help: 'Samples for devices or ports tiermap does not know (GET /api/metrics/unmapped).',
      lines: [` ${process.unmapped.total}`],
    },
    {
      name: 'tiermap_unmapped_ports',
      type: 'gauge',
      help: 'Distinct unknown (device, port) pairs held, at most 1,000.',
      lines: [` ${process.unmapped.distinct}`],
    },
  );
  if (process.overload !== undefined) {
    families.push(
      {
        name: 'tiermap_ingest_requests_refused_total',
        type: 'counter',
        help: 'Write requests this process answered 503 because its event loop ran too far behind.',
        lines: [`${labelText([['reason', 'overloaded']])} ${process.overload.refused}`],
      },
      {
        name: 'tiermap_event_loop_lag_seconds',
        type: 'gauge',
        help: "The median delay of this process's event loop over the last half second.",
        lines: [` ${process.overload.lagMs / 1000}`],
      },
      {
        name: 'tiermap_event_loop_busy_ratio',
        type: 'gauge',
        help: "The share of the last half second this process's event loop spent running callbacks.",
        lines: [` ${process.overload.busyRatio}`],
      },
    );
  }
  const lines: string[] = [];
  for (const family of families) {
    lines.push(`# HELP ${family.name} ${escapeHelp(family.help)}`);
    lines.push(`# TYPE ${family.name} ${family.type}`);
    for (const line of family.lines) lines.push(`${family.name}${line}`);
  }
  return `${lines.join('\n')}\n`;
}

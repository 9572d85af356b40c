import { z } from 'zod';

/**
 * The one table of live metrics. Ingest (line protocol, JSON, counters), the stores (memory and
 * Prometheus history), the graph write, the live view and its packed form, the link chart, the
 * map's tooltip, the legend and the CSV tables all iterate it; none names a metric field by hand.
 * Adding a metric is a row here (docs/architecture.md, "Adding a live metric").
 */

/** One SNMP IF-MIB counter a metric is read from. */
export interface MibCounter {
  /** The counter's name, as SNMP collectors (Telegraf, snmp_exporter) label it. */
  name: string;
  /** Which way through the port it counts: traffic leaving (`out`) or arriving (`in`). */
  way: 'in' | 'out';
  /** Its width: a 32-bit counter wraps far sooner than a 64-bit one. */
  bits: 32 | 64;
}

export interface LiveMetric {
  /** The field name everywhere: samples, live state, series points, packed states. */
  name: string;
  /** `bit/s` for traffic, `packets/s` for counted packets. */
  unit: 'bit/s' | 'packets/s';
  /**
   * What it means to a reader that needs a metric by meaning: `traffic` is the load; `errors`
   * and `discards` are packets lost (diagnosis sums every metric of that meaning).
   */
  meaning: 'traffic' | 'errors' | 'discards';
  /**
   * The counters it is read from; `perUnit` turns one counted unit into the metric's unit
   * (octets to bits). The first is also what a JSON `counters` value is tracked as.
   */
  mib: { counters: readonly MibCounter[]; perUnit: number };
  /**
   * The OpenConfig counter leaves it is read from over gNMI
   * (`/interfaces/interface/state/counters/<leaf>`, all counter64), with the way each counts.
   */
  openconfig: readonly MibCounter[];
  /** The key of a raw counter in a JSON sample's `counters`. */
  jsonCounter: string;
  /** Older names still taken as this metric, documented in docs/metrics.md. */
  legacy?: { rate: string; counter: string };
  /** Its PromQL history: `rate(<metric>{end}[w]) * scale`, at the sending or receiving end. */
  prometheus: { metric: string; end: 'sending' | 'receiving'; scale: number };
  /** How samples combine into a series step (and duplicates of one interface in PromQL). */
  aggregate: 'mean';
  /** The Link node property suffix: `liveAtoZ<graph>`, `liveZtoA<graph>`. */
  graph: string;
  /** The CSV column of each direction (`atoz_<csv>`, `ztoa_<csv>`). */
  csv: string;
  /**
   * The gauge `GET /api/metrics` exposes it as, per link direction, for Prometheus to scrape
   * (docs/metrics.md, "History out"): Prometheus naming, the unit spelled out.
   */
  exposition: string;
  /** Words for it in tooltips, the detail panel and the chart's legend. */
  label: string;
  /** The chart band it is drawn in, with its colour there. */
  chart: { band: 'load' | 'faults'; colour: string };
}

export const LIVE_METRICS = [
  {
    name: 'bps',
    unit: 'bit/s',
    meaning: 'traffic',
    mib: {
      counters: [
        { name: 'ifHCInOctets', way: 'in', bits: 64 },
        { name: 'ifHCOutOctets', way: 'out', bits: 64 },
        { name: 'ifInOctets', way: 'in', bits: 32 },
        { name: 'ifOutOctets', way: 'out', bits: 32 },
      ],
      perUnit: 8,
    },
    openconfig: [
      { name: 'in-octets', way: 'in', bits: 64 },
      { name: 'out-octets', way: 'out', bits: 64 },
    ],
    jsonCounter: 'octets',
    prometheus: { metric: 'ifHCOutOctets', end: 'sending', scale: 8 },
    aggregate: 'mean',
    graph: 'Bps',
    csv: 'bps',
    exposition: 'tiermap_link_bits_per_second',
    label: 'load',
    chart: { band: 'load', colour: '#38bdf8' },
  },
  {
    name: 'errorsPerSec',
    unit: 'packets/s',
    meaning: 'errors',
    mib: { counters: [{ name: 'ifInErrors', way: 'in', bits: 32 }], perUnit: 1 },
    openconfig: [{ name: 'in-errors', way: 'in', bits: 64 }],
    jsonCounter: 'errors',
    prometheus: { metric: 'ifInErrors', end: 'receiving', scale: 1 },
    aggregate: 'mean',
    graph: 'ErrorsPerSec',
    csv: 'errors_per_s',
    exposition: 'tiermap_link_in_errors_per_second',
    label: 'in errors',
    chart: { band: 'faults', colour: '#ef4444' },
  },
  {
    name: 'outErrorsPerSec',
    unit: 'packets/s',
    meaning: 'errors',
    // Errors counted where the packet was sent (ifOutErrors): its own metric, never averaged
    // with the receiver's ifInErrors.
    mib: { counters: [{ name: 'ifOutErrors', way: 'out', bits: 32 }], perUnit: 1 },
    openconfig: [{ name: 'out-errors', way: 'out', bits: 64 }],
    jsonCounter: 'outErrors',
    prometheus: { metric: 'ifOutErrors', end: 'sending', scale: 1 },
    aggregate: 'mean',
    graph: 'OutErrorsPerSec',
    csv: 'out_errors_per_s',
    exposition: 'tiermap_link_out_errors_per_second',
    label: 'out errors',
    chart: { band: 'faults', colour: '#eab308' },
  },
  {
    name: 'inDiscardsPerSec',
    unit: 'packets/s',
    meaning: 'discards',
    mib: { counters: [{ name: 'ifInDiscards', way: 'in', bits: 32 }], perUnit: 1 },
    openconfig: [{ name: 'in-discards', way: 'in', bits: 64 }],
    jsonCounter: 'inDiscards',
    prometheus: { metric: 'ifInDiscards', end: 'receiving', scale: 1 },
    aggregate: 'mean',
    graph: 'InDiscardsPerSec',
    csv: 'in_discards_per_s',
    exposition: 'tiermap_link_in_discards_per_second',
    label: 'in discards',
    chart: { band: 'faults', colour: '#a855f7' },
  },
  {
    name: 'outDiscardsPerSec',
    unit: 'packets/s',
    meaning: 'discards',
    mib: { counters: [{ name: 'ifOutDiscards', way: 'out', bits: 32 }], perUnit: 1 },
    openconfig: [{ name: 'out-discards', way: 'out', bits: 64 }],
    jsonCounter: 'outDiscards',
    // What `discards` meant before the split: the sender's full queue (ifOutDiscards).
    legacy: { rate: 'discardsPerSec', counter: 'discards' },
    prometheus: { metric: 'ifOutDiscards', end: 'sending', scale: 1 },
    aggregate: 'mean',
    graph: 'OutDiscardsPerSec',
    csv: 'out_discards_per_s',
    exposition: 'tiermap_link_out_discards_per_second',
    label: 'out discards',
    chart: { band: 'faults', colour: '#f97316' },
  },
] as const satisfies readonly LiveMetric[];

export type LiveMetricName = (typeof LIVE_METRICS)[number]['name'];

/** One value per live metric. */
export type LiveValues<T = number | null> = { [K in LiveMetricName]: T };

/** The metrics of one meaning (`discards`: both in and out). */
export function metricsMeaning(meaning: LiveMetric['meaning']): readonly LiveMetric[] {
  return LIVE_METRICS.filter((m) => m.meaning === meaning);
}

/** An object with one entry per live metric, made by `make`. */
export function perMetric<T>(make: (metric: (typeof LIVE_METRICS)[number]) => T): LiveValues<T> {
  // The one place the table's rows become keys: every row gives its own name. Assigned in the
  // table's order on a fresh object (no entries array, no Object.fromEntries): every live state,
  // delta and graph row is made here, 80,000 at a time at 10,000 routers, and this is about
  // three times faster (docs/performance.md).
  const values: Partial<Record<string, T>> = {};
  for (const m of LIVE_METRICS) values[m.name] = make(m);
  return values as LiveValues<T>;
}

/**
 * The sum of the metrics of these meanings in `values`, null when none of them is known:
 * `countOf(state, 'discards')` is the discards of both ways.
 */
export function countOf(
  values: Partial<Record<LiveMetricName, number | null | undefined>>,
  ...meanings: LiveMetric['meaning'][]
): number | null {
  let sum: number | null = null;
  for (const metric of LIVE_METRICS) {
    if (!meanings.includes(metric.meaning)) continue;
    const value = values[metric.name];
    if (value !== null && value !== undefined) sum = (sum ?? 0) + value;
  }
  return sum;
}

/** Packets lost per second (errors and discards of both ways); 0 when none is known. */
export function lostPerSec(values: Partial<Record<LiveMetricName, number | null>>): number {
  return countOf(values, 'errors', 'discards') ?? 0;
}

/** A nullable number per live metric, for the live state and series schemas. */
export const liveValuesShape = perMetric(() => z.number().nullable());

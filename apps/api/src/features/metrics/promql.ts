import { perMetric, type Direction, type LiveValues } from '@tiermap/domain';

/** The (device, port) pair at one end of a link, as the SNMP collectors label it. */
export interface LinkEnd {
  device: string;
  port: string;
  /** Every value the device label may take for it (a regex matcher when more than one). */
  devices?: readonly string[];
  /** The label naming the device for this end's carrier; the reader's default when absent. */
  deviceLabel?: string;
  /** The label naming the port (`ifName`, `ifAlias`, `ifIndex`); the reader's default when absent. */
  portLabel?: string;
}

/** Both ends of a link: traffic AtoZ leaves the A end and arrives at the Z end. */
export interface LinkEndpoints {
  a: LinkEnd;
  z: LinkEnd;
}

/** The label names that carry the device and the port in the collected series. */
export interface EndLabels {
  device: string;
  port: string;
}

/** The PromQL range query behind each live metric of one direction of a link's history. */
export type HistoryQueries = LiveValues<string>;

const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

/** Whether `name` may stand as a label name in a PromQL selector. */
export function isLabelName(name: string): boolean {
  return LABEL_NAME.test(name);
}

/**
 * A label value as the body of a double-quoted PromQL string: backslash and double quote are
 * escaped, and so are line breaks, which PromQL does not allow raw inside a string.
 */
export function escapeLabelValue(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r');
}

/** `metric{device="...",ifName="..."}` for one link end; the end's own label names win. */
export function endSelector(metric: string, end: LinkEnd, labels: EndLabels): string {
  return `${metric}{${endMatchers(end, labels)}}`;
}

/** The device and port matchers of one end: `instance=~"a|b",ifIndex="1"`. */
export function endMatchers(end: LinkEnd, labels: EndLabels): string {
  const deviceLabel = end.deviceLabel ?? labels.device;
  const portLabel = end.portLabel ?? labels.port;
  const devices = end.devices ?? [end.device];
  const device =
    devices.length > 1
      ? `${deviceLabel}=~"${escapeLabelValue(devices.map(escapeRegex).join('|'))}"`
      : `${deviceLabel}="${escapeLabelValue(devices[0] ?? end.device)}"`;
  return `${device},${portLabel}="${escapeLabelValue(end.port)}"`;
}

/** `text` matched literally by an RE2 regular expression (PromQL's `=~`). */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The rate window, seconds: the option when given, else four steps but at least 2 minutes. */
export function rateWindowSeconds(stepMs: number, option?: number): number {
  return option ?? Math.max(Math.ceil((4 * stepMs) / 1000), 120);
}

/**
 * One query per live metric, at the end its table row names: traffic leaves the sending end
 * (its out-octets), in-errors and in-discards are counted where it arrives (the receiving end's
 * in-counters), out-errors and out-discards at the sender. `max` folds duplicates of one
 * interface (two collectors, extra labels) into one series without adding them up.
 */
export function historyQueries(
  endpoints: LinkEndpoints,
  direction: Direction,
  labels: EndLabels,
  windowSeconds: number,
): HistoryQueries {
  const [from, to] = direction === 'AtoZ' ? [endpoints.a, endpoints.z] : [endpoints.z, endpoints.a];
  const rate = (metric: string, end: LinkEnd) =>
    `rate(${endSelector(metric, end, labels)}[${windowSeconds}s])`;
  return perMetric(({ prometheus: p }) => {
    const scaled = `${rate(p.metric, p.end === 'sending' ? from : to)}${p.scale === 1 ? '' : ` * ${p.scale}`}`;
    return `max(${scaled})`;
  });
}

/**
 * One query per live metric reading tiermap's own exposition back (`GET /api/metrics` scraped by
 * this Prometheus, docs/metrics.md "History out"): each point is the mean of the samples of the
 * step ending there, as the in-process store averages a step, and `max` folds the instances
 * that all report the same measurement into one series.
 */
export function exportedHistoryQueries(
  linkId: string,
  direction: Direction,
  stepMs: number,
): HistoryQueries {
  const selector = `{link="${escapeLabelValue(linkId)}",direction="${direction}"}`;
  return perMetric(
    (m) => `max(avg_over_time(${m.exposition}${selector}[${Math.max(1, Math.round(stepMs))}ms]))`,
  );
}

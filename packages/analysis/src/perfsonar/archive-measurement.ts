import type {
  Measurement,
  PschedulerArchiveDoc,
  SiteId,
  TraceHop,
  WlcgArchiveDoc,
} from '@tiermap/domain';
import type { SiteOfHost } from './host-match.js';

/** What one archived document gives: a measurement, or why it gives none. */
export type ArchiveDocOutcome =
  | { kind: 'measurement'; measurement: Measurement }
  | {
      kind: 'skipped';
      reason: 'unknown-host' | 'same-site' | 'failed-test' | 'no-figure';
      host?: string;
    };

const defined = <T>(value: T | null | undefined): value is T =>
  value !== undefined && value !== null;

/** The site of an end point named by its host name or address, whichever is mapped. */
function siteOfEnd(
  siteOf: SiteOfHost,
  ...names: (string | null | undefined)[]
): SiteId | undefined {
  for (const name of names) {
    if (defined(name) && name !== '') {
      const site = siteOf(name);
      if (site !== undefined) return site;
    }
  }
  return undefined;
}

function hopsOf(ips: readonly (string | null)[] | null | undefined): TraceHop[] | undefined {
  if (!defined(ips) || ips.length === 0) return undefined;
  const ip = /^[0-9a-f:.]+$/i;
  return ips
    .slice(0, 64)
    .map((address) => (defined(address) && ip.test(address) ? { ip: address } : {}));
}

function measured(
  fromSiteId: SiteId | undefined,
  toSiteId: SiteId | undefined,
  host: string | undefined,
  ts: number,
  figures: Omit<Measurement, 'fromSiteId' | 'toSiteId' | 'ts' | 'source'>,
): ArchiveDocOutcome {
  if (fromSiteId === undefined || toSiteId === undefined) {
    return { kind: 'skipped', reason: 'unknown-host', ...(host === undefined ? {} : { host }) };
  }
  if (fromSiteId === toSiteId) return { kind: 'skipped', reason: 'same-site' };
  const kept = Object.fromEntries(Object.entries(figures).filter(([, v]) => v !== undefined));
  if (Object.keys(kept).length === 0) return { kind: 'skipped', reason: 'no-figure' };
  return {
    kind: 'measurement',
    measurement: {
      fromSiteId,
      toSiteId,
      ts,
      ...kept,
      ...(host === undefined ? {} : { source: host.slice(0, 200) }),
    },
  };
}

/**
 * The measurement in a perfSONAR 5 archive document (`pscheduler_*`): `meta.source` (else
 * `meta.observer`) and `meta.destination` mapped to sites by host name or address; throughput,
 * retransmits, `packets.loss`, RTT (`result.rtt.mean`, seconds), for a latency test twice the
 * median one-way delay (`result.latency.median`, ms), and a trace's `hop.ip` list.
 */
export function pschedulerDocMeasurement(
  doc: PschedulerArchiveDoc,
  siteOf: SiteOfHost,
): ArchiveDocOutcome {
  if (doc.result.succeeded === false) return { kind: 'skipped', reason: 'failed-test' };
  const source = doc.meta.source ?? doc.meta.observer;
  const dest = doc.meta.destination;
  const fromSiteId = siteOfEnd(siteOf, source?.hostname, source?.ip);
  const toSiteId = siteOfEnd(siteOf, dest.hostname, dest.ip);
  const unknown =
    fromSiteId === undefined
      ? (source?.hostname ?? source?.ip ?? undefined)
      : toSiteId === undefined
        ? (dest.hostname ?? dest.ip ?? undefined)
        : (source?.hostname ?? source?.ip ?? undefined);
  const r = doc.result;
  const rttSeconds = r.rtt?.mean ?? undefined;
  const oneWayMs = r.latency?.median;
  const isLatency = doc.test.type === 'latency' || doc.test.type === 'latencybg';
  return measured(fromSiteId, toSiteId, unknown, Date.parse(doc.pscheduler.start_time), {
    throughputBps: r.throughput ?? undefined,
    retransmissions: r.retransmits ?? undefined,
    lossRatio: r.packets?.loss ?? undefined,
    rttMs: defined(rttSeconds)
      ? Math.min(600_000, rttSeconds * 1000)
      : isLatency && defined(oneWayMs)
        ? Math.min(600_000, Math.max(0, 2 * oneWayMs))
        : undefined,
    hops: doc.test.type === 'trace' ? hopsOf(r.hop?.ip) : undefined,
  });
}

/**
 * The measurement in a WLCG central archive document, by its index: `ps_packetloss` the loss,
 * `ps_owd` twice the mean one-way delay as RTT, `ps_throughput` the rate, `ps_trace` the hops;
 * `src_host`/`dest_host` (else `src`/`dest`, the addresses) mapped to sites.
 */
export function wlcgDocMeasurement(
  index: string,
  doc: WlcgArchiveDoc,
  siteOf: SiteOfHost,
): ArchiveDocOutcome {
  const fromSiteId = siteOfEnd(siteOf, doc.src_host, doc.src);
  const toSiteId = siteOfEnd(siteOf, doc.dest_host, doc.dest);
  const host =
    fromSiteId === undefined
      ? (doc.src_host ?? doc.src ?? undefined)
      : toSiteId === undefined
        ? (doc.dest_host ?? doc.dest ?? undefined)
        : (doc.src_host ?? doc.src ?? undefined);
  const ts = typeof doc.timestamp === 'number' ? doc.timestamp : Date.parse(doc.timestamp);
  const kind = index.replace(/[-_]?\d{4}.*$/, '');
  return measured(fromSiteId, toSiteId, host, ts, {
    lossRatio: kind.startsWith('ps_packetloss') ? (doc.packet_loss ?? undefined) : undefined,
    rttMs:
      kind.startsWith('ps_owd') && defined(doc.delay_mean)
        ? Math.min(600_000, Math.max(0, 2 * doc.delay_mean))
        : undefined,
    throughputBps: kind.startsWith('ps_throughput') ? (doc.throughput ?? undefined) : undefined,
    hops: kind.startsWith('ps_trace') ? hopsOf(doc.hops) : undefined,
  });
}

import type {
  Direction,
  TcpDiagnosisDto,
  TcpDirection,
  TcpObservation,
  TcpPath,
  TcpTable,
} from '@tiermap/domain';
import { formatBps, formatBytes, formatDuration, formatMs } from '../../app/format.js';

/** The windows offered: the sizes hosts end up with without scaling, then scaled ones. */
export const TCP_WINDOW_CHOICES: readonly number[] = [
  32_768,
  65_536,
  131_072,
  262_144,
  1 << 20,
  4 << 20,
  16 << 20,
  64 << 20,
];

/** One direction of one path as the table shows it; figures already formatted. */
export interface TcpDirectionRow {
  direction: Direction;
  /** "CERN → FZK". */
  label: string;
  rtt: string;
  bottleneck: string;
  bdp: string;
  recommendedWindow: string;
  /** What the asked window allows, W / RTT. */
  windowRate: string;
  /** True when the asked window cannot fill the bottleneck (W / RTT below it). */
  windowShort: boolean;
  /** "a 64 KB window fills 0.5 % of the 10.0 Gb/s bottleneck". */
  windowNote: string;
  reno: string;
  observed: string;
  mathis: string;
  diagnosis: TcpDiagnosisDto | null;
}

export interface TcpSiteRow {
  siteId: string;
  siteName: string;
  pathId: string;
  /** From CERN, then back. */
  directions: readonly [TcpDirectionRow, TcpDirectionRow];
}

export interface TcpTableModel {
  windowBytes: number;
  windowLabel: string;
  mtuBytes: number;
  /** Shortest round trip first, like the seeds' window table (LAN, Europe, US, East Asia). */
  rows: TcpSiteRow[];
  /** Directions whose observed rate has a diagnosis other than `none`. */
  flagged: number;
}

/**
 * The per-site TCP table: one row per path, named after its far site, with both directions'
 * RTT, bottleneck, BDP, 2 x BDP window, the rate the asked window allows, Reno's recovery time,
 * the Mathis limit of the observed loss and the diagnosis.
 */
export function tcpTableModel(
  table: TcpTable,
  siteNames: ReadonlyMap<string, string> = new Map(),
): TcpTableModel {
  const rows = [...table.paths].sort(byRoundTrip).map((path) => ({
    siteId: path.zSiteId,
    siteName: siteNames.get(path.zSiteId) ?? path.zSiteId,
    pathId: path.pathId,
    directions: [
      directionRow('AtoZ', path.directions.AtoZ),
      directionRow('ZtoA', path.directions.ZtoA),
    ] as const,
  }));
  const flagged = rows
    .flatMap((row) => row.directions)
    .filter((d) => d.diagnosis !== null && d.diagnosis.code !== 'none').length;
  return {
    windowBytes: table.windowBytes,
    windowLabel: formatBytes(table.windowBytes),
    mtuBytes: table.mtuBytes,
    rows,
    flagged,
  };
}

function directionRow(direction: Direction, figures: TcpDirection): TcpDirectionRow {
  const { windowLimitedBps, bottleneckCapacityBps: bottleneck } = figures;
  const share =
    windowLimitedBps === null || bottleneck === null || bottleneck === 0
      ? null
      : windowLimitedBps / bottleneck;
  return {
    direction,
    label: `${figures.fromSiteId} → ${figures.toSiteId}`,
    rtt: formatMs(figures.rttMs ?? undefined),
    bottleneck: formatBps(bottleneck),
    bdp: formatBytes(figures.bdpBytes === null ? null : Math.round(figures.bdpBytes)),
    recommendedWindow: formatBytes(
      figures.recommendedWindowBytes === null ? null : Math.round(figures.recommendedWindowBytes),
    ),
    windowRate: formatBps(windowLimitedBps),
    windowShort: share !== null && share < 1,
    windowNote:
      share === null
        ? ''
        : `a ${formatBytes(figures.windowBytes)} window ${share < 1 ? `fills ${shareText(share)} of` : 'can fill'} the ${formatBps(bottleneck)} bottleneck`,
    reno: renoText(figures.renoResponsivenessS),
    observed: observedText(figures.observed),
    mathis: formatBps(figures.mathisBps),
    diagnosis: figures.diagnosis,
  };
}

function byRoundTrip(a: TcpPath, b: TcpPath): number {
  const rtt = (path: TcpPath) => path.directions.AtoZ.rttMs ?? Number.POSITIVE_INFINITY;
  return rtt(a) - rtt(b) || a.zSiteId.localeCompare(b.zSiteId);
}

/** Reno's recovery time: "57 s", "1 h 17 min", "< 1 s" on a LAN. */
function renoText(seconds: number | null): string {
  if (seconds === null) return '—';
  return seconds < 1 ? '< 1 s' : formatDuration(seconds * 1000);
}

/** "51 Mb/s · no loss · 0 retransmissions (measurement)"; "no loss (live)" without a rate. */
function observedText(observed: TcpObservation | null): string {
  if (observed === null) return '—';
  const parts = [
    ...(observed.throughputBps === null ? [] : [formatBps(observed.throughputBps)]),
    lossText(observed.lossRatio),
  ];
  if (observed.retransmissions !== undefined) {
    parts.push(`${observed.retransmissions} retransmissions`);
  }
  return `${parts.join(' · ')} (${observed.source})`;
}

/** Loss as people compare it with 0.01 %: "no loss", "0.01 % loss", "loss unknown". */
function lossText(lossRatio: number | null): string {
  if (lossRatio === null) return 'loss unknown';
  if (lossRatio === 0) return 'no loss';
  return `${Number((lossRatio * 100).toPrecision(2))} % loss`;
}

/** A share that stays readable when tiny: "0.5 %", "45 %". */
function shareText(share: number): string {
  return `${Number((share * 100).toPrecision(share < 0.1 ? 1 : 2))} %`;
}

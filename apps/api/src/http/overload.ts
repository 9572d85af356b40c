import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { RequestHandler } from 'express';

/** How far behind this process's event loop runs, read over the last window. */
export interface LagMonitor {
  /**
   * The event loop's typical delay over the last window, milliseconds: the median delay of a
   * timer due every `resolutionMs`, less that resolution (0 when the loop keeps time).
   */
  lagMs(): number;
  /**
   * The share of the last window the event loop spent running callbacks, 0 to 1 (Node's event
   * loop utilization): near 1 when this process has more work than time; low when it is late
   * only because other processes hold the CPU.
   */
  busyRatio(): number;
  stop(): void;
}

export interface LagMonitorOptions {
  /** How often the reading is renewed, ms; 500 by default. */
  windowMs?: number;
  /** How often the loop's delay is sampled, ms; 10 by default. */
  resolutionMs?: number;
}

/**
 * Reads the event loop's delay with Node's own monitor (`perf_hooks.monitorEventLoopDelay`). The
 * median over a window, not the longest turn: one long turn (a snapshot's, a garbage
 * collection) is not an overload; a loop that is late at every tick is. With it, how much of
 * the window the loop was busy (Node's event loop utilization), which tells the process's own
 * work from the other processes on the machine holding the CPU.
 */
export function createLagMonitor(options: LagMonitorOptions = {}): LagMonitor {
  const resolutionMs = options.resolutionMs ?? 10;
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  let lastMs = 0;
  let busy = 0;
  let utilization = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    lastMs = histogram.count === 0 ? 0 : Math.max(0, histogram.percentile(50) / 1e6 - resolutionMs);
    histogram.reset();
    const now = performance.eventLoopUtilization();
    busy = performance.eventLoopUtilization(now, utilization).utilization;
    utilization = now;
  }, options.windowMs ?? 500);
  timer.unref();
  return {
    lagMs: () => lastMs,
    busyRatio: () => busy,
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

/**
 * How busy the event loop must be for its lag to count as this process's own overload: a loop
 * that is late but mostly idle waits on the machine's other processes, and refusing ingest
 * would not bring it back on time.
 */
export const OVERLOAD_BUSY_RATIO = 0.9;

/** Seconds a refused collector is asked to wait (`Retry-After`). */
export const OVERLOAD_RETRY_AFTER_SECONDS = 1;

/** What the gate tells `GET /api/metrics`: refusals so far, and the monitor's last reading. */
export interface OverloadFigures {
  refused: number;
  lagMs: number;
  busyRatio: number;
}

export interface IngestGate {
  /** Runs before an ingest route reads its body: refuses it while the loop is too far behind. */
  readonly middleware: RequestHandler;
  figures(): OverloadFigures;
  /** While writes would be refused, why in words (for `/api/health`); otherwise undefined. */
  refusal(): string | undefined;
}

/** Why the gate refuses, in the words its 503 and `/api/health` share. */
function behind(lagMs: number, busyRatio: number, maxLagMs: number): string {
  return (
    `this instance runs ${Math.round(lagMs)} ms behind, its event loop busy ` +
    `${Math.round(busyRatio * 100)} % of the time, over the ${maxLagMs} ms ` +
    `TIERMAP_INGEST_MAX_LAG_MS allows`
  );
}

/**
 * Ingest gives way to the live path: while the event loop runs more than `maxLagMs` behind and
 * is busy at least {@link OVERLOAD_BUSY_RATIO} of the time (the process's own work, not its
 * neighbours', holds it up), a write is answered 503 with `Retry-After` before its body is
 * parsed, and nothing of it is taken. Telegraf keeps a refused batch for its next flush, so
 * nothing is lost; what the instance does take waits behind less work (docs/performance.md,
 * "Refusing ingest when an instance runs behind", measures what that gains and costs).
 */
export function createIngestGate(
  monitor: Pick<LagMonitor, 'lagMs' | 'busyRatio'>,
  maxLagMs: number,
  /** Where an episode of refusals is reported (the app's pino logger). */
  logger?: {
    warn(fields: Record<string, unknown>, message: string): void;
    info(fields: Record<string, unknown>, message: string): void;
  },
): IngestGate {
  let refused = 0;
  // The refusals of the episode going on, logged once when it starts and once when it ends.
  let episode: { refused: number } | undefined;
  const overloaded = (lagMs: number, busyRatio: number) =>
    lagMs > maxLagMs && busyRatio >= OVERLOAD_BUSY_RATIO;
  const middleware: RequestHandler = (req, res, next) => {
    const lagMs = monitor.lagMs();
    const busyRatio = monitor.busyRatio();
    if (!overloaded(lagMs, busyRatio)) {
      if (episode !== undefined) {
        logger?.info({ refused: episode.refused }, 'ingest taken again: the event loop keeps time');
        episode = undefined;
      }
      next();
      return;
    }
    refused += 1;
    if (episode === undefined) {
      episode = { refused: 0 };
      logger?.warn(
        { lagMs: Math.round(lagMs), busyPercent: Math.round(busyRatio * 100), maxLagMs },
        'ingest refused with 503 while the event loop runs behind',
      );
    }
    episode.refused += 1;
    res.set('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS));
    res
      .status(503)
      .type('application/problem+json')
      .json({
        type: 'https://tiermap.dev/problems/overloaded',
        title: 'Overloaded',
        status: 503,
        detail:
          `${behind(lagMs, busyRatio, maxLagMs)}: nothing of this ${req.method} was taken; ` +
          `send it again in ${OVERLOAD_RETRY_AFTER_SECONDS} s`,
      });
  };
  return {
    middleware,
    figures: () => ({ refused, lagMs: monitor.lagMs(), busyRatio: monitor.busyRatio() }),
    refusal() {
      const lagMs = monitor.lagMs();
      const busyRatio = monitor.busyRatio();
      if (!overloaded(lagMs, busyRatio)) return undefined;
      return (
        `writes are refused with 503: ${behind(lagMs, busyRatio, maxLagMs)}; ` +
        `${refused} refused since it started`
      );
    },
  };
}

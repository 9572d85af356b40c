import type { IngestResult } from '@tiermap/domain';
import type { IngestService } from '../metrics/ingest.js';
import type { LinkEndsRow } from '../metrics/link-map.js';
import { demoGeantMaintenanceEquipment } from './demo-crossings.js';
import {
  createPortCounters,
  DEMO_COUNTERS,
  interfaceLine,
  type PortCounter,
  type PortCounters,
} from './interface-counters.js';
import { randomSource, type RandomSource } from './random.js';
import {
  SCENARIO_EFFECTS,
  SCENARIOS,
  type ScenarioEffect,
  type ScenarioName,
} from './scenarios.js';
import { trafficRates, type DirectionRates } from './traffic-model.js';

/** How long a scenario plays when no duration is given: ten minutes. */
export const DEFAULT_SCENARIO_MS = 600_000;

export interface DemoTrafficOptions {
  /** Where the counters go: the same ingest path Telegraf's line protocol takes. */
  ingest: IngestService;
  /** The links to simulate, read again at every step (the topology may change). */
  linkEnds: () => readonly LinkEndsRow[];
  now: () => number;
  /** Fixes every simulated figure; 1 when not given. */
  seed?: number;
  /** Milliseconds between two writes; 5000 when not given. */
  intervalMs?: number;
  /** Equipment ids `geant-maintenance` darkens; the demo's GÉANT window when not given. */
  maintenanceEquipment?: readonly string[];
  /** Told of a failed timed step (a step never throws out of the timer). */
  onError?: (error: unknown) => void;
}

export interface ScenarioStatus {
  name: ScenarioName;
  description: string;
  /** When the scenario stops, or null when it is not playing. */
  untilMs: number | null;
}

export interface PlayedScenario {
  name: ScenarioName;
  untilMs: number;
}

export interface DemoTraffic {
  /** Writes one step now, then one every interval (the timer does not keep the process alive). */
  start(): void;
  stop(): void;
  /** True between start() and stop(). */
  running(): boolean;
  /** One step now: advances every counter and writes one line-protocol body. */
  tick(): IngestResult;
  /** Plays a scenario from now for `durationMs` (ten minutes by default); playing it again restarts it. */
  play(name: ScenarioName, durationMs?: number): PlayedScenario;
  scenarios(): ScenarioStatus[];
}

/**
 * Simulated SNMP interface counters for every link end, written as Telegraf would: both ends of
 * each link report octets in and out, errors as `ifInErrors` and discards as `ifInDiscards` at the
 * receiving end, and discards as `ifOutDiscards` at the sending end. Rates come from the traffic model and the scenarios that
 * are playing; the ingest service turns the counters back into rates.
 */
export function createDemoTraffic(options: DemoTrafficOptions): DemoTraffic {
  const seed = options.seed ?? 1;
  const intervalMs = options.intervalMs ?? 5000;
  const maintenanceEquipment = options.maintenanceEquipment ?? demoGeantMaintenanceEquipment();
  const source = randomSource(seed);
  const counters = createPortCounters((key, bits) =>
    BigInt(Math.floor(source(`counter:${key}`)() * 2 ** (bits === 64 ? 46 : 20))),
  );
  const playing = new Map<ScenarioName, { startedMs: number; untilMs: number }>();
  let lastMs: number | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  function prune(tMs: number): void {
    for (const [name, run] of playing) {
      if (run.untilMs <= tMs) playing.delete(name);
    }
  }

  function tick(): IngestResult {
    const tMs = options.now();
    const rows = options.linkEnds();
    const seconds = lastMs === undefined ? 0 : Math.max(0, (tMs - lastMs) / 1000);
    lastMs = tMs;
    prune(tMs);
    const effect = playingEffect(rows, tMs);
    const dark = new Set(effect.darkLinkIds);
    const rates = trafficRates(rows, tMs, source, effect.overrides);
    const lines: string[] = [];
    rows.forEach((row, i) => {
      const link = rates[i];
      if (link === undefined || dark.has(row.linkId)) return;
      lines.push(
        endLine(counters, row.aRouterId, row.aPortName, link.AtoZ, link.ZtoA, seconds, tMs),
        endLine(counters, row.zRouterId, row.zPortName, link.ZtoA, link.AtoZ, seconds, tMs),
      );
    });
    return options.ingest.writeLineProtocol(lines.join('\n'), 'ns');
  }

  /** The playing scenarios' effects, in the order of SCENARIOS (later overrides win). */
  function playingEffect(rows: readonly LinkEndsRow[], tMs: number): ScenarioEffect {
    const combined: ScenarioEffect = { overrides: [], darkLinkIds: [] };
    for (const { name } of SCENARIOS) {
      const run = playing.get(name);
      if (run === undefined) continue;
      const effect = SCENARIO_EFFECTS[name]({
        rows,
        tMs,
        startedMs: run.startedMs,
        random: scenarioRandom(source, name, tMs),
        maintenanceEquipment,
      });
      combined.overrides.push(...effect.overrides);
      combined.darkLinkIds.push(...effect.darkLinkIds);
    }
    return combined;
  }

  return {
    start() {
      if (timer !== undefined) return;
      const step = () => {
        try {
          tick();
        } catch (error) {
          options.onError?.(error);
        }
      };
      step();
      timer = setInterval(step, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    },
    running: () => timer !== undefined,
    tick,
    play(name, durationMs = DEFAULT_SCENARIO_MS) {
      if (!Number.isFinite(durationMs) || durationMs <= 0) {
        throw new RangeError(`a scenario plays for a positive duration, not ${durationMs} ms`);
      }
      const startedMs = options.now();
      const untilMs = startedMs + durationMs;
      playing.set(name, { startedMs, untilMs });
      return { name, untilMs };
    },
    scenarios() {
      prune(options.now());
      return SCENARIOS.map(({ name, description }) => ({
        name,
        description,
        untilMs: playing.get(name)?.untilMs ?? null,
      }));
    },
  };
}

function scenarioRandom(source: RandomSource, name: ScenarioName, tMs: number) {
  return source(`scenario:${name}:${Math.floor(tMs / 1000)}`);
}

/**
 * Advances one link end's counters by `seconds` of its rates and returns its line: `outgoing`
 * leaves through this port (octets out, out discards), `incoming` arrives (octets in, errors, in
 * discards): every counter of the table of live metrics (DEMO_COUNTERS).
 */
function endLine(
  counters: PortCounters,
  device: string,
  port: string,
  outgoing: DirectionRates,
  incoming: DirectionRates,
  seconds: number,
  tMs: number,
): string {
  const amounts: ReadonlyArray<readonly [PortCounter, number]> = DEMO_COUNTERS.map((c) => [
    c.name,
    ((c.way === 'in' ? incoming : outgoing)[c.metric] / c.perUnit) * seconds,
  ]);
  for (const [counter, amount] of amounts) counters.advance(device, port, counter, amount);
  return interfaceLine(
    device,
    port,
    amounts.map(([counter]) => [counter, counters.value(device, port, counter)] as const),
    tMs,
  );
}

import type { Graph } from '@tiermap/api';
import {
  decodeSamples,
  encodeSamples,
} from '../../apps/api/src/features/live-bus/samples-codec.js';
import { createIngestService } from '../../apps/api/src/features/metrics/ingest.js';
import { createLinkMap } from '../../apps/api/src/features/metrics/link-map.js';
import { createMemoryStore } from '../../apps/api/src/features/metrics/memory-store.js';
import { createMetricsRepository } from '../../apps/api/src/features/metrics/repository.js';
import type { LiveStore } from '../../apps/api/src/features/metrics/store.js';
import { createUnmappedRegistry } from '../../apps/api/src/features/metrics/unmapped.js';
import { printTable } from './measure.js';
import { counterLines, type LinkEnd } from './metrics-stack.js';

/** CPU cost of the in-process parts of the live path, microseconds of CPU (user + system). */
export interface PathCosts {
  /** Per line: parse + map + counter -> rate + local append (one instance alone). */
  ingestUs: number;
  /** Per line: the publish encoding of its samples (by column), as a cluster instance adds. */
  publishUs: number;
  /** Per line's worth of samples: another instance's message applied (decode + check + append). */
  applyUs: number;
  /** The same two with the bus's format before 29 November 2026, an object per sample. */
  format1: { publishUs: number; applyUs: number; bytesPerSample: number };
  /** Bytes on the bus per sample, format 2. */
  bytesPerSample: number;
  /** Rate samples a line gives (one per direction it carries). */
  samplesPerLine: number;
}

const cpuUs = (): number => {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
};

/**
 * Measures in this process, without HTTP, the CPU cost per line of the ingest path and per line's
 * worth of samples of applying another instance's bus message, with the bus's own encoding and
 * decoding (`live-bus/samples-codec.ts`), as `runtime.ts` and `live-bus/nats.ts` do them; and
 * the same with the bus's format before 29 November 2026, an object per sample, in the same run.
 * Lines as the cluster bench's collectors send them, BATCH lines a body, for about `seconds` of
 * CPU each.
 */
export async function measurePathCosts(
  graph: Graph,
  batch: number,
  seconds = 5,
): Promise<PathCosts> {
  const rows = await createMetricsRepository(graph).linkEnds();
  const linkMap = createLinkMap(rows);
  const ends: LinkEnd[] = rows.flatMap((row) => [
    {
      linkId: row.linkId,
      end: 'A' as const,
      device: row.aRouterId,
      port: row.aPortName,
      capacityBps: row.capacityBps,
    },
    {
      linkId: row.linkId,
      end: 'Z' as const,
      device: row.zRouterId,
      port: row.zPortName,
      capacityBps: row.capacityBps,
    },
  ]);
  const storeOptions = { retentionMs: 15 * 60_000, maxSamplesPerDirection: 2_000 };
  const local = createMemoryStore(storeOptions);
  const messages: Uint8Array[] = [];
  const messages1: Uint8Array[] = [];
  let published = 0;
  let capture = false;
  const encoder = new TextEncoder();
  let publishUs = 0;
  let publish1Us = 0;
  let batches = 0;
  const capturing: LiveStore = {
    ...local,
    append(samples, receivedMs) {
      const refusals = local.append(samples, receivedMs);
      if (capture) {
        // What the NATS bus does with an accepted batch (live-bus/nats.ts publishSamples).
        const at = receivedMs ?? Date.now();
        const format2 = () => {
          const started = cpuUs();
          messages.push(encodeSamples(samples, at));
          publishUs += cpuUs() - started;
        };
        const format1 = () => {
          const started = cpuUs();
          messages1.push(encoder.encode(JSON.stringify({ receivedMs: at, samples: [...samples] })));
          publish1Us += cpuUs() - started;
        };
        // Each goes first every other batch: the first to read the samples finds them less warm.
        const order = (batches += 1) % 2 === 0 ? [format2, format1] : [format1, format2];
        for (const encode of order) encode();
        published += samples.length;
      }
      return refusals;
    },
  };
  const ingest = createIngestService({
    store: capturing,
    linkMap: () => linkMap,
    unmapped: createUnmappedRegistry(),
    now: Date.now,
  });
  const lines = counterLines(ends);
  // Warm-up (the JIT, and a first reading per end gives no rate).
  for (let i = 0; i < 40; i += 1) ingest.writeLineProtocol(lines.body(batch), 'ns');

  const bodies = Array.from({ length: 200 }, () => lines.body(batch));
  let ingestedLines = 0;
  let ingestTotalUs = 0;
  capture = true;
  for (let round = 0; ingestTotalUs < seconds * 1e6; round += 1) {
    const body = round < bodies.length ? bodies[round] : lines.body(batch);
    if (body === undefined) break;
    const started = cpuUs();
    ingest.writeLineProtocol(body, 'ns');
    ingestTotalUs += cpuUs() - started;
    ingestedLines += batch;
  }
  capture = false;

  // Another instance applies what this one published (live-bus/nats.ts, runtime.ts onSamples),
  // each format into a store of its own, CPU per sample applied.
  const applyAll = (all: readonly Uint8Array[]): number => {
    const remote = createMemoryStore(storeOptions);
    const apply = (data: Uint8Array): number => {
      const body = decodeSamples(data);
      if (body === undefined) throw new Error('the bench published a message the bus cannot read');
      remote.append(body.samples, body.receivedMs);
      return body.samples.length;
    };
    for (const data of all.slice(0, 20)) apply(data);
    let applied = 0;
    const started = cpuUs();
    for (const data of all) applied += apply(data);
    return (cpuUs() - started) / Math.max(1, applied);
  };
  // Each format twice, alternately, the lower of each: the first pass also pays for the garbage
  // the ingest left (a collection lands in whichever runs first).
  const runs: { format2: number[]; format1: number[] } = { format2: [], format1: [] };
  for (let round = 0; round < 2; round += 1) {
    runs.format2.push(applyAll(messages));
    runs.format1.push(applyAll(messages1));
  }
  const applyPerSample = Math.min(...runs.format2);
  const apply1PerSample = Math.min(...runs.format1);
  const samplesPerLine = published / ingestedLines;
  const bytes = (all: readonly Uint8Array[]) =>
    all.reduce((sum, data) => sum + data.length, 0) / Math.max(1, published);
  return {
    // The publish encodings ran inside the ingest's append: taken out of the ingest's own cost.
    ingestUs: (ingestTotalUs - publishUs - publish1Us) / ingestedLines,
    publishUs: publishUs / ingestedLines,
    applyUs: applyPerSample * samplesPerLine,
    format1: {
      publishUs: publish1Us / ingestedLines,
      applyUs: apply1PerSample * samplesPerLine,
      bytesPerSample: bytes(messages1),
    },
    bytesPerSample: bytes(messages),
    samplesPerLine,
  };
}

/**
 * The paper model: N instances, each on its own cores (`cores` CPU-seconds a second between
 * them), collectors spread evenly: each instance parses 1/N of the lines and applies the other
 * (N-1)/N; aggregate lines/s = cores / (c_ingest + c_publish + (N-1) c_apply) (c_publish only
 * when N > 1). Prints R_1, R_3 on this machine's cores and R_10 on ten machines.
 */
export function printModel(
  costs: PathCosts,
  cores: number,
  measured: {
    single: number;
    aggregate: number;
    /** CPU of the instance alone per line it accepted, microseconds. */
    singleCpuUsPerLine: number;
    /** CPU of the three instances together per line the cluster accepted (saturated). */
    clusterCpuUsPerLine: number;
    /** nats-server's CPU per line the cluster accepted (saturated). */
    natsCpuUsPerLine: number;
  },
): void {
  const c = (n: number): number =>
    (costs.ingestUs + (n > 1 ? costs.publishUs : 0) + (n - 1) * costs.applyUs) / 1e6;
  const rate = (n: number, cpus: number): number => cpus / c(n);
  printTable(
    'in-process CPU per line (no HTTP, no SSE fan-out), microseconds of CPU (user + system)',
    [
      {
        'ingest: parse + map + counter -> rate + local append': costs.ingestUs.toFixed(2),
        'publish: encode its samples by column': costs.publishUs.toFixed(2),
        "apply another instance's samples: decode + check + append": costs.applyUs.toFixed(2),
        'samples a line': costs.samplesPerLine.toFixed(2),
        'bus bytes a sample': costs.bytesPerSample.toFixed(0),
      },
    ],
  );
  printTable(
    "the bus's format before 29 November 2026 (an object per sample), the same lines, same run",
    [
      {
        'publish, format 1 / format 2 (us per line)': `${costs.format1.publishUs.toFixed(2)} / ${costs.publishUs.toFixed(2)}`,
        'apply, format 1 / format 2 (us per line)': `${costs.format1.applyUs.toFixed(2)} / ${costs.applyUs.toFixed(2)}`,
        'bus bytes a sample, format 1 / format 2': `${costs.format1.bytesPerSample.toFixed(0)} / ${costs.bytesPerSample.toFixed(0)}`,
        'format 1 / format 2, publish + apply': (
          (costs.format1.publishUs + costs.format1.applyUs) /
          (costs.publishUs + costs.applyUs)
        ).toFixed(2),
      },
    ],
  );
  printTable(
    'on paper: aggregate lines/s = cores / (c_ingest + c_publish + (N-1) c_apply); NATS, HTTP, ' +
      'SSE fan-out and the collectors not counted',
    [
      {
        case: 'R_1: one instance, one core (a Node process ingests on one thread)',
        'lines/s on paper': rate(1, 1).toFixed(0),
        measured: `${measured.single.toFixed(0)} (one instance alone, over HTTP)`,
      },
      {
        case: `R_3: three instances on this machine's ${cores} cores`,
        'lines/s on paper': rate(3, cores).toFixed(0),
        measured: `${measured.aggregate.toFixed(0)} (saturated, three instances, over HTTP)`,
      },
      {
        case: 'R_3 / R_1 on paper',
        'lines/s on paper': (rate(3, cores) / rate(1, 1)).toFixed(2),
        measured: (measured.aggregate / measured.single).toFixed(2),
      },
      {
        case: 'R_10: ten instances, ten machines, one core each for the live path',
        'lines/s on paper': rate(10, 10).toFixed(0),
        measured: 'not measured',
      },
      {
        case: 'R_10 / R_1 on paper',
        'lines/s on paper': (rate(10, 10) / rate(1, 1)).toFixed(2),
        measured: '',
      },
      {
        case: 'limit as N grows (every instance applies every line): 1 / c_apply per core',
        'lines/s on paper': (1e6 / costs.applyUs).toFixed(0),
        measured: '',
      },
    ],
  );
  // The same model with the whole processes' CPU as measured: c_alone per line for an instance
  // alone, and what three instances spent per line beyond it, as (N-1) c_apply'.
  const alone = measured.singleCpuUsPerLine;
  const applyWhole = Math.max(0, (measured.clusterCpuUsPerLine - alone) / 2);
  const whole = (n: number, cpus: number): number => (cpus * 1e6) / (alone + (n - 1) * applyWhole);
  printTable(
    'the model again with whole-process CPU measured from /proc during the runs (HTTP, SSE ' +
      "fan-out to the clients and GC included; c_apply' = (cluster CPU per line - c_alone) / 2)",
    [
      {
        'c_alone (us/line)': alone.toFixed(1),
        'cluster, three instances (us/line)': measured.clusterCpuUsPerLine.toFixed(1),
        "c_apply' (us/line)": applyWhole.toFixed(1),
        'nats-server (us/line)': measured.natsCpuUsPerLine.toFixed(1),
        'R_1, one core': whole(1, 1).toFixed(0),
        [`R_3 on ${cores} cores`]: whole(3, cores).toFixed(0),
        'R_10 on 10 machines (one core each)': whole(10, 10).toFixed(0),
        'R_10 / R_1': (whole(10, 10) / whole(1, 1)).toFixed(2),
      },
    ],
  );
}

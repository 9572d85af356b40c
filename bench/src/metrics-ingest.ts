import { percentiles, printTable } from './measure.js';
import { counterLines, machineLine, withMetricsStack } from './metrics-stack.js';

const SENDERS = Number(process.env.TIERMAP_BENCH_INGEST_SENDERS ?? 4);
const SECONDS = Number(process.env.TIERMAP_BENCH_INGEST_SECONDS ?? 20);
const LINES_PER_BODY = 5_000;
const WARMUP_REQUESTS = 3;
const MAX_REQUESTS_PER_SENDER = 20_000;
const GOAL_SAMPLES_PER_SECOND = 100_000;

/**
 * Throughput of `POST /api/write`: SENDERS concurrent senders, each posting bodies of 5,000
 * `interface` lines (three counters each, one link end per line, its own share of the demo's
 * link ends) back to back for SECONDS seconds after a short warm-up, with the in-process store
 * on and the live state written to Neo4j every second. Counts what the answers say was accepted.
 */
export async function benchMetricsIngest(): Promise<void> {
  await withMetricsStack(async (stack) => {
    const shares = Array.from({ length: SENDERS }, (_, i) =>
      stack.ends.filter((_end, index) => index % SENDERS === i),
    );
    const generators = shares.map((share) => counterLines(share));
    // Warm-up: a few bodies per sender, not counted.
    await Promise.all(
      generators.map(async (lines) => {
        for (let i = 0; i < WARMUP_REQUESTS; i += 1) await stack.write(lines.body(LINES_PER_BODY));
      }),
    );

    const latencies: number[] = [];
    let accepted = 0;
    let sent = 0;
    let failed = 0;
    let firstFailure = '';
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      generators.map(async (lines) => {
        for (let i = 0; i < MAX_REQUESTS_PER_SENDER && performance.now() < deadline; i += 1) {
          const body = lines.body(LINES_PER_BODY);
          const t0 = performance.now();
          const answer = await stack.write(body);
          latencies.push(performance.now() - t0);
          sent += LINES_PER_BODY;
          accepted += answer.accepted;
          if (answer.status !== 200) {
            failed += 1;
            if (firstFailure === '')
              firstFailure = `${answer.status}: ${answer.body.slice(0, 300)}`;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const rssMiB = stack.apiRssBytes() / 2 ** 20;
    const live = await stack.get('/api/live/state');
    const directions = (JSON.parse(live.body) as { states: unknown[] }).states.length;
    // The live state is written to Neo4j every second: one more interval, then look.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const inGraph = await stack.liveInGraph();

    const linesPerSecond = accepted / seconds;
    const samplesPerSecond = (accepted * 3) / seconds;
    const [p50, p95] = percentiles(latencies, [50, 95]);
    printTable(
      `POST /api/write, line protocol: ${SENDERS} concurrent senders, ${LINES_PER_BODY.toLocaleString('en')} ` +
        `lines a body (3 counters a line), ${seconds.toFixed(1)} s, ${stack.ends.length} link ends; ` +
        `${machineLine()}`,
      [
        {
          requests: latencies.length,
          'lines sent': sent,
          'lines accepted': accepted,
          'non-200 answers': failed,
          'lines/s': Math.round(linesPerSecond),
          'counter samples/s': Math.round(samplesPerSecond),
          'p50 (ms)': (p50 ?? Number.NaN).toFixed(1),
          'p95 (ms)': (p95 ?? Number.NaN).toFixed(1),
          'API RSS after (MiB)': rssMiB.toFixed(0),
          'live directions': directions,
          'links with live state in Neo4j': inGraph.links,
        },
      ],
    );
    process.stdout.write(
      `Neo4j: ${inGraph.links} links carry the live state; the newest write (sample time) is ` +
        `${(inGraph.newestAgeMs / 1000).toFixed(1)} s old\n`,
    );
    if (firstFailure !== '') process.stdout.write(`first non-200 answer: ${firstFailure}\n`);
    process.stdout.write(
      `goal ${GOAL_SAMPLES_PER_SECOND.toLocaleString('en')} samples/s: ` +
        `${Math.round(linesPerSecond).toLocaleString('en')} lines/s ` +
        `(${linesPerSecond >= GOAL_SAMPLES_PER_SECOND ? 'met' : 'not met'} counting a line as a sample), ` +
        `${Math.round(samplesPerSecond).toLocaleString('en')} counter values/s ` +
        `(${samplesPerSecond >= GOAL_SAMPLES_PER_SECOND ? 'met' : 'not met'} counting each counter)\n`,
    );
  });
}

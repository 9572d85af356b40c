import http from 'node:http';
import { percentiles, printTable } from './measure.js';
import { API_PORT, machineLine, sleep, tagValue, withMetricsStack } from './metrics-stack.js';
import { openLiveClient, type LiveClient } from './live-client.js';

const CLIENTS = Number(process.env.TIERMAP_BENCH_SSE_CLIENTS ?? 500);
const SECONDS = Number(process.env.TIERMAP_BENCH_SSE_SECONDS ?? 30);
const SEND_EVERY_MS = Number(process.env.TIERMAP_BENCH_SSE_SEND_EVERY_MS ?? 250);
const GOAL_P95_MS = 250;
/** The API's coalescing interval as this bench starts it (it inherits the environment). */
const LIVE_INTERVAL = process.env.TIERMAP_LIVE_INTERVAL_MS ?? 'the default';

type SseClient = LiveClient & {
  /** Latency of each sample this client saw, by the sample's tsMs. */
  seen: Map<number, number>;
};

/**
 * Push latency of `GET /api/live`: CLIENTS Server-Sent-Events clients connected
 * (`TIERMAP_BENCH_SSE_CLIENTS`, 500 unless set), then one counter sample every SEND_EVERY_MS
 * (`TIERMAP_BENCH_SSE_SEND_EVERY_MS`, 250 unless set) for SECONDS seconds, each on the A end of the next demo link
 * (so every sample is its own link direction and none is coalesced away), its timestamp the
 * send time. Latency is the time a client parsed the delta carrying that timestamp minus the
 * time the POST was sent, over every (client, sample) pair. The hub sends at most one delta per
 * coalescing interval (`TIERMAP_LIVE_INTERVAL_MS`, passed on to the API), so a sample that comes
 * less than an interval after the previous delta waits for the rest of it, by design. The API
 * process's CPU time and resident memory over the sending are reported too.
 */
export async function benchMetricsSseLatency(): Promise<void> {
  await withMetricsStack(async (stack) => {
    const sentAt = new Map<number, number>();
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 10 });
    const clients: SseClient[] = [];
    try {
      for (let i = 0; i < CLIENTS; i += 1) clients.push(connect(agent, sentAt));
      const connectDeadline = Date.now() + 60_000;
      while (clients.some((c) => !c.gotSnapshot && !c.dropped) && Date.now() < connectDeadline) {
        await sleep(100);
      }
      const connected = clients.filter((c) => c.gotSnapshot).length;

      // The first reading of a counter gives no rate: one priming reading per A end first.
      const aEnds = stack.ends.filter((e) => e.end === 'A');
      const octets = aEnds.map(() => 1_000_000);
      let lastTs = Date.now() - 5_000;
      const line = (index: number, tsMs: number): string => {
        const end = aEnds[index];
        if (end === undefined) throw new Error('no link end');
        return `interface,device=${tagValue(end.device)},ifName=${tagValue(end.port)} ifHCOutOctets=${octets[index]}i ${tsMs}000000`;
      };
      const lastOf = aEnds.map(() => 0);
      const priming = aEnds.map((_end, i) => {
        lastOf[i] = lastTs;
        return line(i, lastTs);
      });
      await stack.write(priming.join('\n'));
      await sleep(2_500);

      let sent = 0;
      let notAccepted = 0;
      const samples = Math.floor((SECONDS * 1000) / SEND_EVERY_MS);
      const started = Date.now();
      const cpuBefore = stack.apiCpuMs();
      for (let n = 0; n < samples; n += 1) {
        const index = n % aEnds.length;
        const tsMs = Math.max(lastTs + 1, Date.now());
        lastTs = tsMs;
        const end = aEnds[index];
        // 10 % of the link's capacity since its previous reading.
        const previous = lastOf[index] ?? tsMs - 1000;
        octets[index] =
          (octets[index] ?? 0) +
          Math.floor((((end?.capacityBps ?? 1e9) / 8) * 0.1 * (tsMs - previous)) / 1000);
        lastOf[index] = tsMs;
        const body = line(index, tsMs);
        sentAt.set(tsMs, performance.now());
        const answer = await stack.write(body);
        sent += 1;
        if (answer.accepted !== 1) notAccepted += 1;
        const wait = started + (n + 1) * SEND_EVERY_MS - Date.now();
        if (wait > 0) await sleep(wait);
      }
      const sendingMs = Date.now() - started;
      const cpuPercent = ((stack.apiCpuMs() - cpuBefore) / sendingMs) * 100;
      const rssMiB = stack.apiRssBytes() / 2 ** 20;
      await sleep(3_000);

      const latencies: number[] = [];
      for (const client of clients)
        for (const latency of client.seen.values()) latencies.push(latency);
      // Per sample, the last client's latency minus the first's: the cost of the fan-out.
      const spreads: number[] = [];
      for (const tsMs of sentAt.keys()) {
        const each = clients.flatMap((c) => c.seen.get(tsMs) ?? []);
        if (each.length > 0) spreads.push(Math.max(...each) - Math.min(...each));
      }
      const [spread50, spread95] = percentiles(spreads, [50, 95]);
      const dropped = clients.filter((c) => c.dropped).length;
      const expected = sent * connected;
      const [p50, p95, p99, max] = percentiles(latencies, [50, 95, 99, 100]);
      const stats = await stack.get('/api/health');
      printTable(
        `GET /api/live: ${CLIENTS} SSE clients, one sample every ${SEND_EVERY_MS} ms for ${SECONDS} s ` +
          `(${sent} samples, each its own link direction); TIERMAP_LIVE_INTERVAL_MS ${LIVE_INTERVAL}; ` +
          `${machineLine()}`,
        [
          {
            'clients connected': connected,
            'clients dropped': dropped,
            'samples sent': sent,
            'samples not accepted': notAccepted,
            '(client, sample) pairs expected': expected,
            'pairs received': latencies.length,
            'p50 (ms)': (p50 ?? Number.NaN).toFixed(0),
            'p95 (ms)': (p95 ?? Number.NaN).toFixed(0),
            'p99 (ms)': (p99 ?? Number.NaN).toFixed(0),
            'max (ms)': (max ?? Number.NaN).toFixed(0),
            'first-to-last client p50/p95 (ms)': `${(spread50 ?? Number.NaN).toFixed(0)}/${(spread95 ?? Number.NaN).toFixed(0)}`,
            'API CPU while sending (% of one core)': cpuPercent.toFixed(0),
            'API RSS after (MiB)': rssMiB.toFixed(0),
          },
        ],
      );
      if (stats.status !== 200) process.stdout.write(`GET /api/health answered ${stats.status}\n`);
      process.stdout.write(
        `goal p95 under ${GOAL_P95_MS} ms with ${CLIENTS} clients: p95 ${(p95 ?? Number.NaN).toFixed(0)} ms, ` +
          `${(p95 ?? Infinity) < GOAL_P95_MS && dropped === 0 && latencies.length === expected ? 'met' : 'not met'}\n`,
      );
    } finally {
      for (const client of clients) {
        client.closing = true;
        client.req.destroy();
      }
      agent.destroy();
    }
  });
}

/** One SSE client: a plain request whose stream is split into events, deltas parsed. */
function connect(agent: http.Agent, sentAt: ReadonlyMap<number, number>): SseClient {
  return openLiveClient(
    API_PORT,
    agent,
    { seen: new Map<number, number>() },
    (client, data, arrived) => {
      const { states } = JSON.parse(data) as { states: { tsMs: number }[] };
      for (const state of states) {
        const sent = sentAt.get(state.tsMs);
        if (sent !== undefined && !client.seen.has(state.tsMs)) {
          client.seen.set(state.tsMs, arrived - sent);
        }
      }
    },
  );
}

// The clients of a failed instance coming to another at once: `corepack pnpm --filter
// @tiermap/bench run bench:live-failover [--links 40000] [--clients 333] [--changed 10]
// [--rounds 3]`. In process, no HTTP: the API's live hub (`apps/api/src/features/metrics/
// live-hub.ts`, imported by path) over 80,000 link directions, `--clients` new clients attaching
// in one turn of the event loop with the same Last-Event-ID (the last one the failed instance
// sent), `--changed` per cent of the link directions changed on the stream since. Each round
// serves them twice, alternately: resumed from their stream position (the hub given a shared
// stream, as on an instance of the NATS bus: one catch-up delta for all of them) and with a
// snapshot (no shared stream, as before: one snapshot for all of them), the stream as it is and
// gzipped. For each: how long until the last client had its first event, the CPU the process
// spent meanwhile, the event loop's longest stall, and the bytes each client was sent.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  createLiveHub,
  type SharedPosition,
} from '../../apps/api/src/features/metrics/live-hub.js';
import { fakeLiveClient } from './live-fake-client.js';
import { liveStateMaker, liveStates } from './live-states.js';
import { intOption, percentiles, printTable } from './measure.js';

const LINKS = intOption('links', 40_000);
const CLIENTS = intOption('clients', 333);
const CHANGED_PERCENT = intOption('changed', 10);
const ROUNDS = intOption('rounds', 3);

const state = liveStateMaker(23);
const states = liveStates(LINKS, state);
const byKey = new Map(states.map((s) => [`${s.linkId}|${s.direction}`, s]));
// Every n-th link direction changed since the clients' position, spread over the links.
const every = Math.max(1, Math.round(100 / Math.max(1, CHANGED_PERCENT)));
const changed = states
  .filter((_, i) => i % every === 0)
  .map(({ linkId, direction }) => ({ linkId, direction }));
const STREAM = 'abcd1234';
// The id the failed instance sent last: another process's epoch, at stream position 900.
const LAST_ID = `zzzzzz-4711-${STREAM}-900`;

/** A response that takes every write at once, as a fast socket would, and notes its first event. */
function fakeClient(gzip: boolean) {
  let bytes = 0;
  let writes = 0;
  let servedAt: number | undefined;
  // Before the first event: the retry line, and the gzip header for a gzip client.
  const before = gzip ? 2 : 1;
  const { req, res } = fakeLiveClient({
    gzip,
    lastEventId: LAST_ID,
    onWrite: (chunk) => {
      bytes += chunk.length;
      writes += 1;
      if (servedAt === undefined && writes > before) servedAt = performance.now();
    },
  });
  return { req, res, bytes: () => bytes, servedAt: () => servedAt };
}

/** A shared stream this instance has read to 1,000, `changed` carried since 900. */
const shared: SharedPosition = {
  position: () => ({ stream: STREAM, seq: 1_000 }),
  changedSince: (from) =>
    Promise.resolve(from.stream === STREAM && from.seq >= 900 ? changed : undefined),
};

/** One failover: every client attaches in one turn; until the last has its first event. */
async function failover(resume: boolean, gzip: boolean) {
  const hub = createLiveHub({
    snapshot: () => states,
    subscribe: () => () => undefined,
    stateOf: (linkId, direction) => byKey.get(`${linkId}|${direction}`),
    eachStaleness: () => undefined,
    now: Date.now,
    heartbeatMs: 3_600_000,
    ...(resume ? { shared } : {}),
  });
  const clients = Array.from({ length: CLIENTS }, () => fakeClient(gzip));
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  // The monitor's timer running first, so that a block right after the attaches is seen.
  await sleep(50);
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (const client of clients) hub.attach(client.req, client.res);
  // Bounded: 60 s.
  for (let i = 0; i < 6_000 && clients.some((c) => c.servedAt() === undefined); i += 1) {
    await sleep(10);
  }
  const used = process.cpuUsage(cpu);
  delay.disable();
  hub.close();
  const served = clients.map((c) => (c.servedAt() ?? Number.NaN) - started);
  return {
    lastMs: Math.max(...served),
    cpuMs: (used.user + used.system) / 1_000,
    stallMs: delay.max / 1e6,
    bytes: clients[0]?.bytes() ?? 0,
    unserved: served.filter((ms) => Number.isNaN(ms)).length,
  };
}

const rows: Record<string, string | number>[] = [];
const ratios: number[] = [];
for (let r = 1; r <= ROUNDS; r += 1) {
  for (const gzip of [false, true]) {
    const got: Record<string, Awaited<ReturnType<typeof failover>>> = {};
    // Alternately first, so neither always runs on a warmer process.
    const order = r % 2 === 1 ? [true, false] : [false, true];
    for (const resume of order) {
      got[resume ? 'resume' : 'snapshot'] = await failover(resume, gzip);
      await sleep(500);
    }
    for (const kind of ['resume', 'snapshot'] as const) {
      const x = got[kind];
      if (x === undefined) continue;
      rows.push({
        round: r,
        stream: gzip ? 'gzip' : 'plain',
        'clients get': kind === 'resume' ? 'one catch-up delta' : 'a snapshot',
        'last client served (ms)': x.lastMs.toFixed(0),
        'CPU meanwhile (ms)': x.cpuMs.toFixed(0),
        'longest stall (ms)': x.stallMs.toFixed(0),
        'bytes to each client': x.bytes.toLocaleString('en'),
        unserved: x.unserved,
      });
    }
    if (got.resume !== undefined && got.snapshot !== undefined) {
      ratios.push(got.resume.cpuMs / got.snapshot.cpuMs);
    }
  }
}
printTable(
  `${CLIENTS} clients of a failed instance at once, ${states.length.toLocaleString('en')} link ` +
    `directions, ${changed.length.toLocaleString('en')} (${CHANGED_PERCENT} %) changed since ` +
    'their last event',
  rows,
);
const [p50] = percentiles(ratios, [50]);
process.stdout.write(
  `CPU of a resume over a snapshot for the same clients, median of ${ratios.length}: ` +
    `${(p50 ?? Number.NaN).toFixed(2)}\n`,
);

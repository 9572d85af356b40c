// New live clients while others are being sent deltas: `corepack pnpm --filter @tiermap/bench run
// bench:live-snapshot [--links 40000] [--live 300] [--arrivals 6] [--rounds 3]`. In process, no
// HTTP: the API's live hub (`apps/api/src/features/metrics/live-hub.ts`, imported by path) over
// 80,000 link directions, `--live` clients already attached and a delta of 100 changed link
// directions due every 50 ms, then `--arrivals` new clients 1.2 s apart (more than the hub's
// one-second snapshot reuse, so each gets a snapshot built for it), first taking the stream as it
// is, then gzipped. For each it prints the event loop's delay while they arrive
// (`monitorEventLoopDelay`, 5 ms resolution): how long the live clients' deltas were held up. As
// the reference, in the same run, the same snapshot built in one turn (`JSON.stringify` of every
// state) and compressed in one turn (`deflateSync`, level 1): the stall a hub building it at once
// would cause.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { constants, deflateRawSync } from 'node:zlib';
import type { LinkLiveState } from '@tiermap/domain';
import { createLiveHub } from '../../apps/api/src/features/metrics/live-hub.js';
import { fakeLiveClient } from './live-fake-client.js';
import { liveStateMaker, liveStates } from './live-states.js';
import { intOption, percentiles, printTable } from './measure.js';

const LINKS = intOption('links', 40_000);
const LIVE = intOption('live', 300);
const ARRIVALS = intOption('arrivals', 6);
const ROUNDS = intOption('rounds', 3);
const ARRIVAL_EVERY_MS = 1_200;
const DELTA_EVERY_MS = 50;
const DELTA_STATES = 100;

const state = liveStateMaker(22);
const states = liveStates(LINKS, state);
const byKey = new Map(states.map((s) => [`${s.linkId}|${s.direction}`, s]));

/**
 * A response that takes every write at once and counts it, as a fast socket would. Its first
 * write over 1 MB is taken as the snapshot: a delta of 100 link directions is about 30 kB, the
 * snapshot 20 MB as it is and 4 MB gzipped.
 */
function fakeClient(gzip: boolean) {
  let bytes = 0;
  let snapshotAt: number | undefined;
  const { req, res } = fakeLiveClient({
    gzip,
    onWrite: (chunk) => {
      bytes += chunk.length;
      if (snapshotAt === undefined && chunk.length > 1_000_000) snapshotAt = performance.now();
    },
  });
  return { req, res, bytes: () => bytes, snapshotAt: () => snapshotAt };
}

/** One round: the hub, its live clients and deltas, then the arrivals; the loop's delay meanwhile. */
async function round(gzip: boolean) {
  let listener: ((changed: readonly { linkId: string; direction: string }[]) => void) | undefined;
  const hub = createLiveHub({
    snapshot: () => states,
    subscribe: (l) => {
      listener = l;
      return () => (listener = undefined);
    },
    stateOf: (linkId, direction) => byKey.get(`${linkId}|${direction}`),
    eachStaleness: () => undefined,
    now: Date.now,
    heartbeatMs: 3_600_000,
  });
  for (let i = 0; i < LIVE; i += 1) {
    const client = fakeClient(false);
    hub.attach(client.req, client.res);
  }
  // The live clients' snapshots, before the measure starts.
  await sleep(2_000);
  let n = 0;
  const changer = setInterval(() => {
    const changed: LinkLiveState[] = [];
    for (let i = 0; i < DELTA_STATES; i += 1) {
      n += 1;
      const link = (n * 7_919) % LINKS;
      const s = state(link, 'AtoZ');
      byKey.set(`${s.linkId}|AtoZ`, s);
      changed.push(s);
    }
    listener?.(changed);
  }, DELTA_EVERY_MS);
  await sleep(1_000);
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const arrivals: ReturnType<typeof fakeClient>[] = [];
  const started = performance.now();
  for (let i = 0; i < ARRIVALS; i += 1) {
    const client = fakeClient(gzip);
    arrivals.push(client);
    const at = performance.now();
    hub.attach(client.req, client.res);
    await sleep(Math.max(0, at + ARRIVAL_EVERY_MS - performance.now()));
  }
  // The last one's snapshot, bounded.
  for (let i = 0; i < 100 && arrivals.some((c) => c.snapshotAt() === undefined); i += 1) {
    await sleep(100);
  }
  delay.disable();
  clearInterval(changer);
  hub.close();
  const ms = (ns: number) => ns / 1e6;
  return {
    maxMs: ms(delay.max),
    p99Ms: ms(delay.percentile(99)),
    p50Ms: ms(delay.percentile(50)),
    deltas: hub.stats().seq,
    lastSnapshotMs: Math.max(...arrivals.map((c) => (c.snapshotAt() ?? Number.NaN) - started)),
    snapshotBytes: arrivals[0]?.bytes() ?? 0,
  };
}

/** The stall of building the snapshot in one turn, and of compressing it in one turn. */
function inOneTurn(): { buildMs: number; compressMs: number } {
  const at = performance.now();
  const text = Buffer.from(
    `event: snapshot\ndata: ${JSON.stringify({ seq: 1, tsMs: 0, states })}\n\n`,
  );
  const built = performance.now();
  deflateRawSync(text, { level: 1, flush: constants.Z_SYNC_FLUSH });
  return { buildMs: built - at, compressMs: performance.now() - built };
}

const rows: Record<string, string | number>[] = [];
const reference: { buildMs: number; compressMs: number }[] = [];
const longest: Record<'plain' | 'gzip', number[]> = { plain: [], gzip: [] };
for (let r = 1; r <= ROUNDS; r += 1) {
  for (const gzip of [false, true]) {
    const kind = gzip ? 'gzip' : 'plain';
    const got = await round(gzip);
    longest[kind].push(got.maxMs);
    rows.push({
      round: r,
      'new clients take': kind,
      'longest stall (ms)': got.maxMs.toFixed(0),
      'p99 / p50 delay (ms)': `${got.p99Ms.toFixed(0)} / ${got.p50Ms.toFixed(0)}`,
      'last snapshot written after (ms)': got.lastSnapshotMs.toFixed(0),
      'bytes to the first new client': got.snapshotBytes.toLocaleString('en'),
    });
    reference.push(inOneTurn());
  }
}
printTable(
  `${ARRIVALS} new clients ${ARRIVAL_EVERY_MS} ms apart while ${LIVE} live clients are sent a delta ` +
    `of ${DELTA_STATES} link directions every ${DELTA_EVERY_MS} ms; a snapshot of ` +
    `${states.length.toLocaleString('en')} link directions; the event loop's delay while they arrive`,
  rows,
);
const [buildP50] = percentiles(
  reference.map((x) => x.buildMs),
  [50],
);
const [compressP50] = percentiles(
  reference.map((x) => x.compressMs),
  [50],
);
const oneTurn = (buildP50 ?? Number.NaN) + (compressP50 ?? Number.NaN);
printTable('the same snapshot in one turn (the reference), median of the rounds', [
  {
    'JSON.stringify of every state (ms)': (buildP50 ?? Number.NaN).toFixed(0),
    'deflateRawSync, level 1 (ms)': (compressP50 ?? Number.NaN).toFixed(0),
    'longest stall, plain: worst round / one turn to build': (
      Math.max(...longest.plain) / (buildP50 ?? Number.NaN)
    ).toFixed(2),
    'longest stall, gzip: worst round / one turn to build and compress': (
      Math.max(...longest.gzip) / oneTurn
    ).toFixed(2),
  },
]);

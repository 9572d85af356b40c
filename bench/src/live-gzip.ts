// The live stream gzipped: `corepack pnpm --filter @tiermap/bench run bench:live-gzip [--links
// 40000] [--clients 1000] [--deltas 200]`. In process, no HTTP. A snapshot of every link direction
// with values as a real network gives them (floats of full precision from a seeded generator, not
// a table of a few), and deltas of 100 link directions each, as the cluster bench's steady phase
// sends them. For the deltas it prints CPU per delta per client and the bytes sent to all the
// clients: as they are (no gzip); as stored pieces made once; each compressed once on its own,
// the piece shared by every client with only a CRC folded per client (the API's way,
// `apps/api/src/http/gzip-stream.ts`); and a gzip stream of its own per client, flushed after
// each delta (the usual way). The API module is imported by path (it imports node:zlib only).
import { constants, createGzip, type Gzip } from 'node:zlib';
import {
  deflatedPiece,
  fold,
  GZIP_HEADER,
  storedPiece,
  type GzipPiece,
  type GzipRunning,
} from '../../apps/api/src/http/gzip-stream.js';
import { mulberry32 } from './large-topology.js';
import { liveStateMaker, liveStates } from './live-states.js';
import { intOption, printTable } from './measure.js';

const LINKS = intOption('links', 40_000);
const CLIENTS = intOption('clients', 1_000);
const DELTAS = intOption('deltas', 200);
const DELTA_STATES = 100;

const state = liveStateMaker(22);
const next = mulberry32(23);
const states = liveStates(LINKS, state);
const snapshot = Buffer.from(
  `id: x-1\nevent: snapshot\ndata: ${JSON.stringify({ seq: 1, tsMs: 0, states })}\n\n`,
);
const deltas = Array.from({ length: DELTAS }, (_, i) =>
  Buffer.from(
    `id: x-${i + 2}\nevent: delta\ndata: ${JSON.stringify({
      seq: i + 2,
      tsMs: 0,
      states: Array.from({ length: DELTA_STATES }, () => state(Math.floor(next() * LINKS), 'AtoZ')),
    })}\n\n`,
  ),
);
const deltaBytes = deltas.reduce((sum, d) => sum + d.length, 0);

/** CPU (user + system) in ms while `work` runs. */
function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

// The snapshot: compressed once (the API's way) or once per client (a stream of its own each).
let snapshotPiece = deflatedPiece(snapshot);
const snapshotOnceMs = cpuMs(() => {
  snapshotPiece = deflatedPiece(snapshot);
});

/**
 * Each delta made a piece once by `make`, then per client a write's worth of bytes counted and
 * the CRC folded: the CPU and the bytes sent to all.
 */
function sharedPieces(make: (bytes: Buffer) => GzipPiece): { ms: number; wire: number } {
  let wire = 0;
  const ms = cpuMs(() => {
    const running: GzipRunning[] = Array.from({ length: CLIENTS }, () => ({ crc: 0, length: 0 }));
    for (const delta of deltas) {
      const piece = make(delta);
      for (const client of running) {
        fold(client, piece);
        wire += piece.blocks.length;
      }
    }
  });
  return { ms, wire };
}

const stored = sharedPieces(storedPiece);
// The API's way: each delta compressed once on its own (no dictionary across deltas).
const deflated = sharedPieces(deflatedPiece);

// The usual way: a gzip stream per client, flushed after every event so that it goes out at
// once. Measured on a tenth of the clients (it is slow) and scaled; zlib works on libuv's
// threads, so the CPU is the whole process's from the first write to the last flush.
const sampled = Math.max(1, Math.floor(CLIENTS / 10));
let ownWire = 0;
const streams: Gzip[] = Array.from({ length: sampled }, () => {
  const gzip = createGzip({ level: 1 });
  gzip.on('data', (chunk: Buffer) => (ownWire += chunk.length));
  return gzip;
});
const ownStarted = process.cpuUsage();
for (const delta of deltas) {
  await Promise.all(
    streams.map(
      (gzip) =>
        new Promise<void>((resolve) => {
          gzip.write(delta);
          gzip.flush(constants.Z_SYNC_FLUSH, () => resolve());
        }),
    ),
  );
}
const ownUsed = process.cpuUsage(ownStarted);
for (const gzip of streams) gzip.destroy();
const ownMs = (((ownUsed.user + ownUsed.system) / 1000) * CLIENTS) / sampled;
ownWire = (ownWire * CLIENTS) / sampled;

const perEventUs = (ms: number) => ((ms * 1000) / (DELTAS * CLIENTS)).toFixed(2);
const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
printTable(
  `The live stream gzipped: a snapshot of ${states.length.toLocaleString('en')} link directions ` +
    `(${mb(snapshot.length)} MB), ${DELTAS} deltas of ${DELTA_STATES} link directions ` +
    `(${(deltaBytes / DELTAS / 1000).toFixed(1)} kB each) to ${CLIENTS.toLocaleString('en')} clients; ` +
    `the snapshot compressed once in ${snapshotOnceMs.toFixed(0)} ms of CPU ` +
    `(${mb(snapshotPiece.blocks.length)} MB, ${(snapshot.length / snapshotPiece.blocks.length).toFixed(1)}x smaller; ` +
    `${mb(GZIP_HEADER.length + snapshotPiece.blocks.length)} MB per client with the header)`,
  [
    {
      'deltas, each client': 'as they are, no gzip',
      'CPU per delta per client (µs)': '0',
      'deltas sent to all (MB)': mb(deltaBytes * CLIENTS),
    },
    {
      'deltas, each client': 'stored (uncompressed) pieces made once, CRC folded per client',
      'CPU per delta per client (µs)': perEventUs(stored.ms),
      'deltas sent to all (MB)': mb(stored.wire),
    },
    {
      'deltas, each client':
        'each compressed once on its own, level 1, CRC folded per client (the API)',
      'CPU per delta per client (µs)': perEventUs(deflated.ms),
      'deltas sent to all (MB)': mb(deflated.wire),
    },
    {
      'deltas, each client': `a gzip stream of its own, level 1, flushed per delta (${sampled} clients, scaled)`,
      'CPU per delta per client (µs)': perEventUs(ownMs),
      'deltas sent to all (MB)': mb(ownWire),
    },
  ],
);

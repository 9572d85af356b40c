// The carrier upload benchmark: `corepack pnpm --filter @tiermap/bench run bench:upload`.
// One carrier uploads 10,000 routers, 40,000 ports and 20,000 links (on top of the demo) into a
// fresh local Neo4j through the upload service, as `POST /api/carriers/{id}/uploads` runs it:
// validate (dry run), apply, the same file again, and a one-field change to the large carrier.
import { createTopologyService, createUploadRepository, createUploadService } from '@tiermap/api';
import type { CarrierUpload } from '@tiermap/domain';
import { startFreshGraphdb } from './fresh-graphdb.js';
import { printTable } from './measure.js';

const GRAPHDB_PORT = 17692;
const ROUTERS = 10_000;
const PORTS_PER_ROUTER = 4;

/** GÉANT's demo document grown to `ROUTERS` more routers (two blades of two ports) and a link per two ports. */
function largeDocument(base: CarrierUpload, routers = ROUTERS, prefix = 'geant'): CarrierUpload {
  const document = structuredClone(base);
  const ports: string[] = [];
  for (let r = 0; r < routers; r += 1) {
    const id = `${prefix}-x${r}`;
    document.routers.push({
      id,
      name: `${prefix} PoP ${r}`,
      vendor: r % 2 === 0 ? 'Juniper' : 'Nokia',
      model: r % 2 === 0 ? 'MX10008' : '7750 SR-7',
      os: r % 2 === 0 ? 'Junos 23.4R2' : 'SR OS 23.10',
      location: `PoP ${r}`,
      lat: 35 + (r % 300) / 10,
      lon: -10 + Math.floor(r / 300) / 1.2,
      backplane: { id: `${id}:backplane`, capacityBps: 8e11 },
      blades: [0, 1].map((slot) => ({
        id: `${id}:slot${slot}`,
        slot,
        model: 'MPC10E',
        fabricCapacityBps: 2e11,
        ports: [0, 1].map((p) => {
          const portId = `${id}:et-${slot}/0/${p}`;
          ports.push(portId);
          return { id: portId, name: `et-${slot}/0/${p}`, speedBps: 1e11 };
        }),
      })),
    });
  }
  // Port i of router r joins port i of router r + 1 (the last wraps): every port used once.
  for (let r = 0; r < routers; r += 1) {
    const next = (r + 1) % routers;
    for (const [from, to] of [
      [2, 0],
      [3, 1],
    ] as const) {
      const a = ports[r * PORTS_PER_ROUTER + from] ?? '';
      const z = ports[next * PORTS_PER_ROUTER + to] ?? '';
      document.links.push({
        id: `${prefix}-x${r}-x${next}-${from}`,
        name: `PoP ${r} – PoP ${next} (${from})`,
        aPortId: a,
        zPortId: z,
        capacityBps: 1e11,
        rttMs: 1 + (r % 20) / 10,
      });
    }
  }
  return document;
}

async function main(): Promise<void> {
  const { graphdb, graph } = await startFreshGraphdb({
    name: 'bench-neo4j-upload',
    port: GRAPHDB_PORT,
    heap: '2g',
  });
  try {
    await createTopologyService(graph).loadDemoIfEmpty();
    // Where an apply spends its time: the moment each step starts.
    const marks: Array<[string, number]> = [];
    const uploads = createUploadService(
      createUploadRepository(graph, {
        onStep: (step) => {
          marks.push([step, performance.now()]);
        },
      }),
    );
    const document = largeDocument(await uploads.document('geant'));
    const text = JSON.stringify(document);
    const counts = {
      routers: document.routers.length,
      ports: document.routers.reduce(
        (n, r) => n + r.blades.reduce((m, b) => m + b.ports.length, 0),
        0,
      ),
      links: document.links.length,
    };
    const run = async (dryRun: boolean, body: string) => {
      const started = performance.now();
      const result = await uploads.upload({
        carrierId: 'geant',
        text: body,
        format: 'json',
        dryRun,
        principal: null,
      });
      return { ms: performance.now() - started, result };
    };
    // A running server is warm: one smaller upload by another carrier first (1,000 routers).
    const warmDocument = largeDocument(await uploads.document('surfnet'), 1_000, 'surfnet');
    const warmStarted = performance.now();
    const warm = await uploads.upload({
      carrierId: 'surfnet',
      text: JSON.stringify(warmDocument),
      format: 'json',
      dryRun: false,
      principal: null,
    });
    const warmMs = performance.now() - warmStarted;
    const validate = await run(true, text);
    marks.length = 0;
    const applyStarted = performance.now();
    const apply = await run(false, text);
    const applyEnded = performance.now();
    const phases = [
      ['read, check and diff', applyStarted] as [string, number],
      ...marks,
      ['commit', applyEnded] as [string, number],
    ];
    const stepTimes = phases.slice(0, -1).map(([name, at], i) => ({
      step: name,
      s: (((phases[i + 1]?.[1] ?? at) - at) / 1000).toFixed(2),
    }));
    const again = await run(false, text);
    const changed = structuredClone(document);
    const first = changed.routers[0];
    if (first !== undefined) first.os = `${first.os} (patched)`;
    const small = await run(false, JSON.stringify(changed));
    const created = apply.result.diff.created.length;
    const rows = [
      [
        'validate (dry run)',
        validate.ms,
        `${validate.result.diff.created.length} entities to create`,
      ],
      ['validate and apply', apply.ms, `${created} entities created`],
      [
        'the same file again',
        again.ms,
        again.result.changed ? 'changed (unexpected)' : 'no change',
      ],
      ['one field changed', small.ms, `${small.result.diff.changed.length} changed`],
    ];
    process.stdout.write(
      `Carrier upload: ${counts.routers} routers, ${counts.ports} ports, ${counts.links} links in one ` +
        `${(text.length / 1e6).toFixed(1)} MB JSON file, over the demo; Neo4j heap 2g; ${new Date().toISOString()}\n\n`,
    );
    printTable(
      'carrier upload',
      [
        [
          'warm-up: another carrier, 1,000 routers',
          warmMs,
          `${warm.diff.created.length} entities created`,
        ] as const,
        ...rows,
      ].map(([step, ms, note]) => ({
        step: String(step),
        'time (s)': (Number(ms) / 1000).toFixed(2),
        result: String(note),
      })),
    );
    printTable(
      'where the apply spends its time (from the start of each step to the next)',
      stepTimes,
    );
    const goal = apply.ms / 1000;
    process.stdout.write(
      `\nGoal: validate and apply under 10 s: ${goal.toFixed(1)} s, ${goal < 10 ? 'met' : 'MISSED'}.\n`,
    );
  } finally {
    await graph.close();
    await graphdb.stop();
  }
}

await main();

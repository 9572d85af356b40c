import { demoTopology } from '@tiermap/graph-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTopologyVersion } from '../../db/topology-version.js';
import { sendJson } from '../../test-support/app-server.js';
import { startFullApp, type FullApp } from '../../test-support/full-app.js';
import { freshGraph, testGraph } from '../../test-support/graph.js';

// Issue 18 item 5: the diagnosis snapshot never reads an old topology. Two full apps over one
// graph stand for two API processes; their clock stands still, so the 30 s refresh never fires.

const ADMIN = 'snapshot-freshness-admin-token-7f3a';
const graph = testGraph();
const clock = Date.UTC(2026, 10, 25, 12, 0, 0);
let one: FullApp;
let other: FullApp;

function send(app: FullApp, method: string, path: string, body?: unknown) {
  return sendJson(`${app.base}${path}`, ADMIN, method, body);
}

const ralMeasurement = {
  fromSiteId: 'CERN',
  toSiteId: 'RAL',
  ts: clock,
  lossRatio: 0,
  source: 'perfsonar-cern',
};

describe('the diagnosis snapshot after a write (real Neo4j, two API processes)', () => {
  beforeAll(async () => {
    await freshGraph(graph);
    one = await startFullApp(graph, ADMIN, { now: () => clock });
    other = await startFullApp(graph, ADMIN, { now: () => clock });
  });
  afterAll(async () => {
    await one.close();
    await other.close();
    await graph.close();
  });

  it('a path imported through one process takes measurements at once, in that process and the other', async () => {
    // Both load their snapshot of the empty graph: no path between CERN and RAL yet.
    expect((await send(one, 'POST', '/measurements', ralMeasurement)).status).toBe(400);
    expect((await send(other, 'POST', '/measurements', ralMeasurement)).status).toBe(400);

    const imported = await send(one, 'POST', '/topology/import', demoTopology());
    expect(imported.status).toBe(201);

    const here = await send(one, 'POST', '/measurements', ralMeasurement);
    expect(here.status, JSON.stringify(here.body)).toBe(201);
    const there = await send(other, 'POST', '/measurements', ralMeasurement);
    expect(there.status, JSON.stringify(there.body)).toBe(201);
  });

  it('every write diagnosis reads moves the topology version on', async () => {
    const versions: number[] = [await readTopologyVersion(graph)];
    const moved = async (what: string, status: number, reply: { status: number }) => {
      expect(reply.status, what).toBe(status);
      const version = await readTopologyVersion(graph);
      expect(version, what).toBeGreaterThan(versions.at(-1) ?? 0);
      versions.push(version);
    };
    const window = {
      carrierId: 'geant',
      title: 'freshness check',
      startsAt: new Date(clock - 60_000).toISOString(),
      endsAt: new Date(clock + 3_600_000).toISOString(),
      behaviour: 'mute',
      equipmentIds: ['geant-gva'],
    };
    const created = await send(one, 'POST', '/maintenance', window);
    await moved('maintenance created', 201, created);
    const id = String(created.body.id);
    await moved(
      'maintenance changed',
      200,
      await send(one, 'PUT', `/maintenance/${id}`, { ...window, title: 'changed' }),
    );
    await moved('maintenance withdrawn', 200, await send(one, 'DELETE', `/maintenance/${id}`));
    await moved(
      'carrier renamed',
      200,
      await send(one, 'PUT', '/carriers/geant', { name: 'GÉANT 2', kind: 'backbone' }),
    );
    const document = (await fetch(`${one.base}/carriers/geant/document`).then((r) => r.json())) as {
      routers: Array<{ name: string }>;
    };
    const named = (name: string) => {
      const copy = structuredClone(document);
      const first = copy.routers[0];
      if (first !== undefined) first.name = name;
      return copy;
    };
    const first = await send(one, 'POST', '/carriers/geant/uploads', named('Geneva one'));
    await moved('carrier upload applied', 201, first);
    await moved(
      'another carrier upload applied',
      201,
      await send(one, 'POST', '/carriers/geant/uploads', named('Geneva two')),
    );
    const firstId = String((first.body.upload as { id?: string } | null)?.id);
    await moved(
      'carrier upload restored',
      201,
      await send(one, 'POST', `/carriers/geant/uploads/${firstId}/restore`),
    );
  });
});

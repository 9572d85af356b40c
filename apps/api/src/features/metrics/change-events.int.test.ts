import {
  changeEventOf,
  type CarrierUpload,
  type ChangeEvent,
  type Incident,
  type Maintenance,
  type UploadResult,
} from '@tiermap/domain';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpTopologyVersion } from '../../db/topology-version.js';
import { resetToDemo, sendJson } from '../../test-support/app-server.js';
import { startFullApp, type FullApp } from '../../test-support/full-app.js';
import { testGraph } from '../../test-support/graph.js';

const TOKEN = 'integration-test-token-0123456789';
const graph = testGraph();
let stack: FullApp;

/** A connected `/api/live` client: every event it was sent, by name, parsed. */
interface Listener {
  events: { name: string; data: unknown }[];
  close: () => void;
}

/** Opens the stream and reads it in the background until closed. */
async function listen(): Promise<Listener> {
  const controller = new AbortController();
  const response = await fetch(`${stack.base}/live`, { signal: controller.signal });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  const events: Listener['events'] = [];
  void (async () => {
    let buffer = '';
    try {
      while (reader !== undefined) {
        const { value, done } = (await reader.read()) as { value?: Uint8Array; done: boolean };
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, cut).split('\n');
          buffer = buffer.slice(cut + 2);
          const name = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          if (name !== undefined && data !== undefined) {
            events.push({ name, data: JSON.parse(data) as unknown });
          }
        }
      }
    } catch {
      // closed
    }
  })();
  return { events, close: () => controller.abort() };
}

/** The change events a listener was sent, as the web client parses them. */
function changeEvents(listener: Listener): ChangeEvent[] {
  return listener.events.flatMap((e) => changeEventOf(e.name, e.data) ?? []);
}

/**
 * Waits until the listener was sent a change event matching `expected`. Bounded: 20 s, far
 * more than the once-a-second read needs, so only an event that never comes ends there.
 */
async function expectEvent(listener: Listener, expected: Partial<ChangeEvent>): Promise<void> {
  await expect
    .poll(() => changeEvents(listener), { timeout: 20_000, interval: 50 })
    .toContainEqual(expect.objectContaining(expected));
}

function send<T>(method: string, path: string, body?: unknown) {
  return sendJson<T>(`${stack.base}${path}`, TOKEN, method, body);
}

describe('change events on GET /api/live (real Neo4j, real API)', () => {
  let listener: Listener;
  beforeAll(async () => {
    await resetToDemo(graph);
    stack = await startFullApp(graph, TOKEN);
    listener = await listen();
  });
  afterAll(async () => {
    listener.close();
    await stack.close();
    await graph.close();
  });

  it('a client that connects is sent the marks, and no change event for what was written before', async () => {
    // The first read of the changes: the marks only, no change event for what was there.
    await expect
      .poll(() => listener.events.map((e) => e.name), { timeout: 20_000 })
      .toContain('changes');
    expect(listener.events[0]?.name).toBe('snapshot');
    expect(changeEvents(listener)).toEqual([]);
  });

  it('announcing, changing and deleting a maintenance window each send `maintenance` (and `topology`)', async () => {
    const window = {
      carrierId: 'geant',
      title: 'Fibre works between Frankfurt and Paris',
      startsAt: '2030-05-10T22:00:00Z',
      endsAt: '2030-05-11T04:00:00Z',
      behaviour: 'mute',
      equipmentIds: ['geant-fra-par'],
    };
    const created = await send<Maintenance>('POST', '/maintenance', window);
    expect(created.status).toBe(201);
    const { body: topology } = await send<{ version: number }>('GET', '/topology');
    await expectEvent(listener, { kind: 'topology', version: topology.version });
    await expectEvent(listener, { kind: 'maintenance' });
    const revisions = () =>
      changeEvents(listener).flatMap((e) => (e.kind === 'maintenance' ? [e.revision] : []));
    expect(revisions()).toHaveLength(1);

    const changed = await send('PUT', `/maintenance/${created.body.id}`, {
      ...window,
      title: 'Fibre works, extended',
    });
    expect(changed.status).toBe(200);
    await expect.poll(revisions, { timeout: 20_000, interval: 50 }).toHaveLength(2);

    const deleted = await send('DELETE', `/maintenance/${created.body.id}`);
    expect(deleted.status).toBe(200);
    await expect.poll(revisions, { timeout: 20_000, interval: 50 }).toHaveLength(3);
    expect(new Set(revisions()).size).toBe(3);
  });

  it('applying a carrier upload, then restoring the version before it, each send `upload` with the new version', async () => {
    const document = await fetch(`${stack.base}/carriers/geant/document?format=yaml`);
    const copy = parse(await document.text()) as CarrierUpload;
    const gva = copy.routers.find((r) => r.id === 'geant-gva');
    if (gva === undefined) throw new Error('the demo has no geant-gva');
    gva.os = 'Junos 24.2R1';
    const response = await fetch(`${stack.base}/carriers/geant/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'application/yaml', authorization: `Bearer ${TOKEN}` },
      body: stringify(copy),
    });
    expect(response.status).toBe(201);
    const applied = (await response.json()) as UploadResult;
    const version = applied.upload?.id ?? '';
    await expectEvent(listener, { kind: 'upload', carrierId: 'geant', version });
    // The first upload also recorded a baseline: announced is the version applied, alone.
    expect(changeEvents(listener).filter((e) => e.kind === 'upload')).toHaveLength(1);

    const { body: list } = await send<{ uploads: { id: string }[] }>(
      'GET',
      '/carriers/geant/uploads',
    );
    const baseline = list.uploads.find((u) => u.id !== version)?.id ?? '';
    const restored = await send<UploadResult>(
      'POST',
      `/carriers/geant/uploads/${baseline}/restore`,
      {},
    );
    expect(restored.status).toBe(201);
    await expectEvent(listener, {
      kind: 'upload',
      carrierId: 'geant',
      version: restored.body.upload?.id ?? '',
    });
  });

  it('opening and resolving an incident send `incident` opened, then resolved', async () => {
    const opened = await send<Incident>('POST', '/incidents', {
      sites: ['CNAF', 'FZK'],
      note: 'both report slow transfers',
    });
    expect(opened.status).toBe(201);
    await expectEvent(listener, {
      kind: 'incident',
      id: opened.body.id,
      change: 'opened',
      revision: opened.body.updatedAtMs,
    });
    const resolved = await send<Incident>('POST', `/incidents/${opened.body.id}/resolve`, {
      note: 'fixed',
    });
    expect(resolved.status).toBe(200);
    await expectEvent(listener, {
      kind: 'incident',
      id: opened.body.id,
      change: 'resolved',
      revision: resolved.body.updatedAtMs,
    });
  });

  it('a window written by another process is announced too (the once-a-second read of the graph)', async () => {
    const before = changeEvents(listener).filter((e) => e.kind === 'maintenance').length;
    await graph.write(async (tx) => {
      await tx.run(
        `MATCH (c:Carrier {id: 'geant'})
         CREATE (c)-[:ANNOUNCES]->(m:Maintenance {id: 'other-process-window', carrierId: 'geant',
           title: 'Written elsewhere', behaviour: 'mute',
           startsAt: datetime('2030-06-01T00:00:00Z'), endsAt: datetime('2030-06-01T04:00:00Z')})`,
      );
      await bumpTopologyVersion(tx);
    });
    await expect
      .poll(() => changeEvents(listener).filter((e) => e.kind === 'maintenance').length, {
        timeout: 20_000,
        interval: 50,
      })
      .toBe(before + 1);
  });
});

import type {
  CarrierUpload,
  OversubscriptionPage,
  Problem,
  UploadList,
  UploadResult,
} from '@tiermap/domain';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsApp } from '../../test-support/app-server.js';
import { freshGraph, graphExport, query, testGraph } from '../../test-support/graph.js';
import { repoRoot } from '../../test-support/paths.js';
import { createTopologyService } from '../topology/service.js';
import { createServices } from '../../services.js';

const graph = testGraph();
const ADMIN = 'uploads-test-admin-token';
let base = '';
let close = () => undefined as void;
/** The demo's Geneva router OS, before any upload. */
let demoOs = '';

async function upload<T = UploadResult>(
  carrierId: string,
  body: string,
  options: { type?: string; dryRun?: boolean; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(
    `${base}/carriers/${carrierId}/uploads${options.dryRun === true ? '?dryRun=true' : ''}`,
    {
      method: 'POST',
      headers: {
        'content-type': options.type ?? 'application/yaml',
        authorization: `Bearer ${options.token ?? ADMIN}`,
      },
      body,
    },
  );
  return { status: response.status, body: (await response.json()) as T };
}

async function geantDocument(): Promise<CarrierUpload> {
  const response = await fetch(`${base}/carriers/geant/document?format=yaml`);
  if (response.status !== 200) throw new Error(await response.text());
  expect(response.headers.get('content-type')).toMatch(/^application\/yaml/);
  return parse(await response.text()) as CarrierUpload;
}

/** GÉANT's document with its Geneva router's OS upgraded and a new blade with two ports. */
function upgraded(document: CarrierUpload): CarrierUpload {
  const copy = structuredClone(document);
  const gva = copy.routers.find((r) => r.id === 'geant-gva');
  if (gva === undefined) throw new Error('the demo has no geant-gva');
  gva.os = 'Junos 24.2R1';
  gva.blades.push({
    id: 'geant-gva:slot9',
    slot: 9,
    model: 'MPC10E-10C',
    fabricCapacityBps: 1e12,
    ports: [
      { id: 'geant-gva:et-9/0/0', name: 'et-9/0/0', speedBps: 1e11 },
      { id: 'geant-gva:et-9/0/1', name: 'et-9/0/1', speedBps: 1e11 },
    ],
  });
  return copy;
}

/**
 * The oversubscription the API serves (from the totals stored on write) is the whole
 * computation over every blade and port of the graph now; answers the served blades.
 */
async function expectStoredOversubscriptionCurrent(): Promise<OversubscriptionPage['blades']> {
  const response = await fetch(`${base}/analysis/oversubscription?sort=id&limit=1000`);
  expect(response.status).toBe(200);
  const served = (await response.json()) as OversubscriptionPage;
  const whole = await createServices(graph).analysis.oversubscription({
    threshold: 1,
    sort: 'id',
    onlyOversubscribed: false,
  });
  expect(served.page.nextOffset).toBeUndefined();
  expect(served.blades).toEqual(whole.blades);
  expect(served.backplanes).toEqual(whole.backplanes);
  return served.blades;
}

describe('carrier uploads (real Neo4j, real API)', () => {
  beforeAll(async () => {
    await freshGraph(graph);
    await createTopologyService(graph).loadDemoIfEmpty();
    ({ base, close } = await startAccountsApp(graph, ADMIN));
    demoOs = (await geantDocument()).routers.find((r) => r.id === 'geant-gva')?.os ?? '';
  });
  afterAll(async () => {
    close();
    await graph.close();
  });

  it('uploading the carrier’s own document back changes nothing and writes no version', async () => {
    const before = await graphExport(graph);
    const { status, body } = await upload('geant', stringify(await geantDocument()));
    expect(status).toBe(200);
    expect(body).toMatchObject({ dryRun: false, changed: false, upload: null });
    expect(await graphExport(graph)).toBe(before);
  });

  it('a dry run shows the diff with values before and after, and writes nothing', async () => {
    const before = await graphExport(graph);
    const { status, body } = await upload('geant', stringify(upgraded(await geantDocument())), {
      dryRun: true,
    });
    expect(status).toBe(200);
    expect(body.dryRun).toBe(true);
    expect(body.changed).toBe(true);
    expect(body.diff.changed.map((c) => [c.kind, c.id, c.fields])).toEqual([
      ['router', 'geant-gva', ['os']],
    ]);
    const [change] = body.diff.changed;
    expect(change?.before.os).not.toBe('Junos 24.2R1');
    expect(change?.after.os).toBe('Junos 24.2R1');
    expect(change?.after.name).toBe(change?.before.name);
    expect(body.diff.created.map((c) => `${c.kind} ${c.id}`)).toEqual([
      'blade geant-gva:slot9',
      'port geant-gva:et-9/0/0',
      'port geant-gva:et-9/0/1',
    ]);
    expect(body.diff.removed).toEqual([]);
    expect(body.diff.counts.port).toEqual({ created: 2, changed: 0, removed: 0 });
    expect(await graphExport(graph)).toBe(before);
  });

  it('applying writes the version once; the same file again is no change', async () => {
    const text = stringify(upgraded(await geantDocument()));
    const first = await upload('geant', text);
    expect(first.status).toBe(201);
    expect(first.body.upload).toMatchObject({
      carrierId: 'geant',
      uploadedBy: 'TIERMAP_ADMIN_TOKEN (admin)',
      format: 'yaml',
      restoredFrom: null,
    });
    expect(first.body.upload?.checksum).toMatch(/^sha256:[0-9a-f]{64}$/);
    const [stored] = await query(
      graph,
      `MATCH (r:Router {id: 'geant-gva'})-[:HAS_BLADE]->(b:Blade {id: 'geant-gva:slot9'})
             -[:HAS_PORT]->(p:Port)
       RETURN r.os AS os, count(p) AS ports`,
    );
    expect(stored).toEqual({ os: 'Junos 24.2R1', ports: 2 });
    // The new blade's and its router's backplane totals were stored in the upload's transaction.
    const blades = await expectStoredOversubscriptionCurrent();
    expect(blades.find((b) => b.id === 'geant-gva:slot9')).toMatchObject({
      portCount: 2,
      portCapacityBps: 2e11,
      ratio: 0.2,
    });
    const again = await upload('geant', text);
    expect(again.status).toBe(200);
    expect(again.body.changed).toBe(false);
    const history = (await (await fetch(`${base}/carriers/geant/uploads`)).json()) as UploadList;
    // The first upload also records the equipment before it, as a baseline version.
    expect(history.uploads.map((u) => u.uploadedBy)).toEqual([
      'TIERMAP_ADMIN_TOKEN (admin)',
      'baseline: the equipment before the first upload',
    ]);
  });

  it('an earlier version is restored as a new version, and the graph is as it was then', async () => {
    const history = (await (await fetch(`${base}/carriers/geant/uploads`)).json()) as UploadList;
    const v1 = history.uploads[0];
    if (v1 === undefined) throw new Error('no version yet');
    const atV1 = await geantDocument();
    // Version 2 removes the new blade again and renames a link.
    const v2 = structuredClone(atV1);
    const gva = v2.routers.find((r) => r.id === 'geant-gva');
    if (gva !== undefined) gva.blades = gva.blades.filter((b) => b.id !== 'geant-gva:slot9');
    const link = v2.links[0];
    if (link !== undefined) link.name = `${link.name} (renamed)`;
    const second = await upload('geant', stringify(v2));
    expect(second.status).toBe(201);
    expect(second.body.diff.removed.map((r) => r.id)).toContain('geant-gva:slot9');
    expect((await expectStoredOversubscriptionCurrent()).map((b) => b.id)).not.toContain(
      'geant-gva:slot9',
    );

    const response = await fetch(`${base}/carriers/geant/uploads/${v1.id}/restore`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(response.status).toBe(201);
    const restored = (await response.json()) as UploadResult;
    expect(restored.upload?.restoredFrom).toBe(v1.id);
    expect(await geantDocument()).toEqual(atV1);
    await expectStoredOversubscriptionCurrent();
    const list = (await (await fetch(`${base}/carriers/geant/uploads`)).json()) as UploadList;
    expect(list.uploads.map((u) => u.restoredFrom)).toEqual([v1.id, null, null, null]);

    // The baseline brings back the demo's GÉANT, as it was before any upload.
    const baseline = list.uploads.at(-1);
    const back = await fetch(`${base}/carriers/geant/uploads/${baseline?.id ?? ''}/restore`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(back.status).toBe(201);
    expect((await geantDocument()).routers.find((r) => r.id === 'geant-gva')?.os).toBe(demoOs);
    // And forward again, so the tests after this one see version 1.
    const again = await fetch(`${base}/carriers/geant/uploads/${v1.id}/restore`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(again.status).toBe(201);
  });

  it('a JSON upload and a CSV of ports go through the same checks', async () => {
    const document = await geantDocument();
    const json = await upload('geant', JSON.stringify(document), {
      type: 'application/json',
      dryRun: true,
    });
    expect(json).toMatchObject({ status: 200, body: { changed: false } });
    const csv = await upload(
      'geant',
      'bladeId,id,name,speedBps\ngeant-gva:slot9,geant-gva:et-9/0/0,et-9/0/0,100000000000\n',
      { type: 'text/csv', dryRun: true },
    );
    expect(csv.status).toBe(200);
    expect(csv.body.diff.removed.map((r) => r.id)).toEqual(['geant-gva:et-9/0/1']);
  });

  it('bad input gets a clear error naming what and where, and nothing is written', async () => {
    const before = await graphExport(graph);
    const good = stringify(await geantDocument());
    const cases: Array<{
      what: string;
      body: string;
      type?: string;
      status: number;
      expect: RegExp;
    }> = [
      {
        what: 'malformed YAML',
        body: 'format: tiermap-carrier/1\ncarrier: geant: x\n',
        status: 400,
        expect: /line 2/,
      },
      {
        what: 'malformed JSON',
        body: '{"format": "tiermap-carrier/1",}',
        type: 'application/json',
        status: 400,
        expect: /line 1, column/,
      },
      {
        what: 'malformed CSV',
        body: 'bladeId,id,name,speedBps\nb,"p,x,1\n',
        type: 'text/csv',
        status: 400,
        expect: /not valid CSV/,
      },
      {
        what: 'a wrong type',
        body: good.replace(/slot: 0\n/, 'slot: zero\n'),
        status: 422,
        expect: /slot.*line \d+/,
      },
      {
        what: 'a negative capacity',
        body: good.replace(/capacityBps: \d+/, 'capacityBps: -10'),
        status: 422,
        expect: /capacityBps/,
      },
      {
        what: 'a dangling reference',
        body: good.replace(/aPortId: \S+/, 'aPortId: nowhere:xe-0/0/0'),
        status: 422,
        expect: /port 'nowhere:xe-0\/0\/0' does not exist/,
      },
      {
        what: 'a duplicate id',
        body: good.replace(/- id: geant-fra\n/, '- id: geant-gva\n'),
        status: 422,
        expect: /used twice/,
      },
      {
        what: 'deep nesting',
        body: `format: ${'['.repeat(100)}`,
        status: 400,
        expect: /nested more than 32 levels/,
      },
      {
        what: 'an unknown format',
        body: good,
        type: 'application/xml',
        status: 415,
        expect: /application\/yaml/,
      },
      {
        what: 'another carrier in the document',
        body: good.replace('carrier: geant', 'carrier: dfn'),
        status: 403,
        expect: /describes carrier "dfn"/,
      },
    ];
    for (const c of cases) {
      const { status, body } = await upload<Problem>('geant', c.body, {
        ...(c.type === undefined ? {} : { type: c.type }),
      });
      expect({ what: c.what, status }).toEqual({ what: c.what, status: c.status });
      expect(`${body.detail ?? ''} ${JSON.stringify(body.errors ?? [])}`).toMatch(c.expect);
    }
    // Every problem at once, each with its line.
    const many = await upload<Problem>(
      'geant',
      good
        .replace(/slot: 0\n/, 'slot: -1\n')
        .replace(/fabricCapacityBps: \d+/, 'fabricCapacityBps: fast'),
    );
    expect(many.status).toBe(422);
    expect(many.body.errors?.length).toBe(2);
    expect(many.body.errors?.every((e) => typeof e.line === 'number')).toBe(true);
    expect(await graphExport(graph)).toBe(before);
  });

  it('the documented example (docs/examples/netherlight.yaml) passes a dry run against the demo', async () => {
    const text = readFileSync(path.join(repoRoot, 'docs/examples/netherlight.yaml'), 'utf8');
    const { status, body } = await upload('netherlight', text, { dryRun: true });
    expect(status).toBe(200);
    expect(body.diff.created.map((c) => `${c.kind} ${c.id}`)).toContain('router netherlight-gva');
    expect(body.diff.removed).toEqual([]);
  });

  it('a file over 32 MB is refused with 413 before it is read', async () => {
    const { status, body } = await upload<Problem>('geant', 'x'.repeat(50 * 1024 * 1024));
    expect(status).toBe(413);
    expect(body.title).toBe('Payload too large');
  });

  it('a document over a count limit is refused with 413 naming the list', async () => {
    const document = await geantDocument();
    const gva = document.routers[0];
    if (gva === undefined) throw new Error('no router');
    gva.blades = Array.from({ length: 65 }, (_, slot) => ({
      id: `geant-gva:extra${slot}`,
      slot,
      model: 'x',
      fabricCapacityBps: 1e9,
      ports: [],
    }));
    const { status, body } = await upload<Problem>('geant', stringify(document));
    expect(status).toBe(413);
    expect(body.errors?.[0]).toMatchObject({ path: 'routers[0].blades' });
    expect(body.errors?.[0]?.line).toBeGreaterThan(0);
    expect(body.detail).toMatch(
      /routers\[0\]\.blades \(line \d+, column \d+\): Too big: expected array to have <=64 items/,
    );
  });

  it('a 413 names only the lists over a count limit, not a string over its length', async () => {
    const document = await geantDocument();
    const gva = document.routers[0];
    if (gva === undefined) throw new Error('no router');
    // zod says "Too big" of a long string too: only the issue code tells a count limit apart.
    gva.name = 'G'.repeat(201);
    gva.blades = Array.from({ length: 65 }, (_, slot) => ({
      id: `geant-gva:extra${slot}`,
      slot,
      model: 'x',
      fabricCapacityBps: 1e9,
      ports: [],
    }));
    const { status, body } = await upload<Problem>('geant', stringify(document));
    expect(status).toBe(413);
    expect(body.errors?.map((e) => e.path)).toEqual(['routers[0].blades']);
  });

  it('removing a link a path crosses is refused, naming the path', async () => {
    const document = await geantDocument();
    const crossed = await query(
      graph,
      `MATCH (l:Link {carrierId: 'geant'})-[:ON_PATH]->(p:Path) RETURN l.id AS id LIMIT 1`,
    );
    const linkId = String(crossed[0]?.id);
    document.links = document.links.filter((l) => l.id !== linkId);
    const { status, body } = await upload<Problem>('geant', stringify(document));
    expect(status).toBe(422);
    expect(JSON.stringify(body.errors)).toContain(linkId);
    expect(JSON.stringify(body.errors)).toMatch(/path '/);
  });

  it('quotes, Cypher and HTML in names are stored and shown as plain text', async () => {
    const document = await geantDocument();
    const name = `GVA' }) MATCH (n) DETACH DELETE n // <img src=x onerror="alert(1)">`;
    const gva = document.routers.find((r) => r.id === 'geant-gva');
    if (gva !== undefined) gva.name = name;
    expect((await upload('geant', stringify(document))).status).toBe(201);
    const [stored] = await query(graph, `MATCH (r:Router {id: 'geant-gva'}) RETURN r.name AS name`);
    expect(stored?.name).toBe(name);
    const [count] = await query(graph, 'MATCH (r:Router) RETURN count(r) AS n');
    expect(count?.n).toBeGreaterThan(40);
  });
});

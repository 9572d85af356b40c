import type { CarrierUpload, CreatedToken, Problem, UploadResult } from '@tiermap/domain';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsApp } from '../../test-support/app-server.js';
import { freshGraph, graphExport, testGraph } from '../../test-support/graph.js';
import { createTopologyService } from '../topology/service.js';

const graph = testGraph();
const ADMIN = 'cross-connects-admin-token';
let base = '';
let close = () => undefined as void;
/** Carrier tokens, one per carrier, made through the API as an admin would. */
const token = { geant: '', dfn: '' };

async function upload(
  carrierId: 'geant' | 'dfn',
  document: CarrierUpload,
  as: 'geant' | 'dfn' = carrierId,
): Promise<{ status: number; body: UploadResult & Problem; text: string }> {
  const text = stringify(document);
  const response = await fetch(`${base}/carriers/${carrierId}/uploads`, {
    method: 'POST',
    headers: { 'content-type': 'application/yaml', authorization: `Bearer ${token[as]}` },
    body: text,
  });
  return { status: response.status, body: (await response.json()) as UploadResult & Problem, text };
}

async function document(carrierId: string): Promise<CarrierUpload> {
  const response = await fetch(`${base}/carriers/${carrierId}/document?format=yaml`);
  if (response.status !== 200) throw new Error(await response.text());
  return parse(await response.text()) as CarrierUpload;
}

/** The carrier's document with a new blade of new ports on some of its routers. */
async function withPorts(carrierId: string, routerIds: string[], names: string[]) {
  const doc = await document(carrierId);
  for (const routerId of routerIds) {
    const router = doc.routers.find((r) => r.id === routerId);
    if (router === undefined) throw new Error(`the demo has no ${routerId}`);
    router.blades.push({
      id: `${routerId}:slot9`,
      slot: 9,
      model: 'MPC10E-10C',
      fabricCapacityBps: 1e12,
      ports: names.map((name) => ({ id: `${routerId}:${name}`, name, speedBps: 1e11 })),
    });
  }
  return doc;
}

/** 1-based line of the first `needle` in `text`. */
function lineOf(text: string, needle: string): number {
  return text.slice(0, text.indexOf(needle)).split('\n').length;
}

const crossLink = {
  id: 'dfn-geant-x9',
  name: 'DFN Frankfurt – GÉANT Geneva cross-connect',
  aPortId: 'dfn-fra:et-9/0/0',
  zPortId: 'geant-gva:et-9/0/0',
  capacityBps: 1e11,
};

describe('cross-connects: a carrier links another carrier’s ports only where both agree (real Neo4j, real API, two carrier tokens)', () => {
  beforeAll(async () => {
    await freshGraph(graph);
    await createTopologyService(graph).loadDemoIfEmpty();
    ({ base, close } = await startAccountsApp(graph, ADMIN));
    for (const carrierId of ['geant', 'dfn'] as const) {
      const response = await fetch(`${base}/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
        body: JSON.stringify({ name: `${carrierId} NOC`, role: 'carrier', carrierId }),
      });
      expect(response.status).toBe(201);
      token[carrierId] = ((await response.json()) as CreatedToken).token;
    }
    // Each carrier adds a blade of spare ports of its own, with its own token.
    const geant = await upload(
      'geant',
      await withPorts('geant', ['geant-gva', 'geant-fra'], ['et-9/0/0', 'et-9/0/1']),
    );
    expect(geant.status).toBe(201);
    const dfn = await upload('dfn', await withPorts('dfn', ['dfn-fra'], ['et-9/0/0']));
    expect(dfn.status).toBe(201);
  });
  afterAll(async () => {
    close();
    await graph.close();
  });

  it('DFN’s link with both ends on GÉANT’s ports is refused with 403 naming the link, the ports and their carrier, and nothing is written', async () => {
    const before = await graphExport(graph);
    const doc = await document('dfn');
    doc.links.push({
      ...crossLink,
      id: 'dfn-on-geant',
      aPortId: 'geant-gva:et-9/0/0',
      zPortId: 'geant-fra:et-9/0/0',
    });
    const { status, body, text } = await upload('dfn', doc);
    expect(status).toBe(403);
    const at = doc.links.length - 1;
    expect(body.errors).toEqual([
      {
        path: `links[${at}].aPortId`,
        line: lineOf(text, 'aPortId: geant-gva:et-9/0/0'),
        column: expect.any(Number) as number,
        message: expect.stringMatching(
          /^link 'dfn-on-geant' ends on port 'geant-gva:et-9\/0\/0' of carrier 'geant', which has not agreed/,
        ) as string,
      },
      {
        path: `links[${at}].zPortId`,
        line: lineOf(text, 'zPortId: geant-fra:et-9/0/0'),
        column: expect.any(Number) as number,
        message: expect.stringMatching(/port 'geant-fra:et-9\/0\/0' of carrier 'geant'/) as string,
      },
    ]);
    expect(body.detail).toMatch(/nothing was written/);
    expect(await graphExport(graph)).toBe(before);
  });

  it('DFN’s link from its own port to GÉANT’s is refused until GÉANT declares the cross-connect, then accepted', async () => {
    const doc = await document('dfn');
    doc.links.push(crossLink);
    const refused = await upload('dfn', doc);
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.map((e) => e.path)).toEqual([
      `links[${doc.links.length - 1}].zPortId`,
    ]);
    expect(refused.body.errors?.[0]?.message).toContain(
      "'geant' must first declare the cross-connect { portId: geant-gva:et-9/0/0, carrier: dfn, peerPortId: dfn-fra:et-9/0/0 }",
    );

    // DFN cannot declare it for GÉANT: the cross-connect goes on GÉANT's own port.
    const dfnDeclares = await document('dfn');
    dfnDeclares.crossConnects.push({
      portId: 'geant-gva:et-9/0/0',
      carrier: 'dfn',
      peerPortId: 'dfn-fra:et-9/0/0',
    });
    const claimed = await upload('dfn', dfnDeclares);
    expect(claimed.status).toBe(403);
    expect(claimed.body.errors?.map((e) => e.path)).toEqual(['crossConnects[0].portId']);

    const geant = await document('geant');
    geant.crossConnects.push({
      portId: 'geant-gva:et-9/0/0',
      carrier: 'dfn',
      peerPortId: 'dfn-fra:et-9/0/0',
    });
    const declared = await upload('geant', geant);
    expect(declared.status).toBe(201);
    expect(
      declared.body.diff.changed.map((c) => `${c.kind} ${c.id} ${c.fields.join(',')}`),
    ).toEqual(['port geant-gva:et-9/0/0 crossConnectCarrierId,crossConnectPortId']);
    expect((await document('geant')).crossConnects).toEqual(geant.crossConnects);

    const accepted = await upload('dfn', doc);
    expect(accepted.status).toBe(201);
    expect(accepted.body.diff.created.map((c) => `${c.kind} ${c.id}`)).toEqual([
      'link dfn-geant-x9',
    ]);
  });

  it('GÉANT cannot remove the port, withdraw the cross-connect, or take or change DFN’s link: 422 or 403 naming the link and DFN', async () => {
    const before = await graphExport(graph);
    const removed = await document('geant');
    const gva = removed.routers.find((r) => r.id === 'geant-gva');
    if (gva === undefined) throw new Error('fixture');
    gva.blades = gva.blades.filter((b) => b.id !== 'geant-gva:slot9');
    removed.crossConnects = [];
    const portGone = await upload('geant', removed);
    expect(portGone.status).toBe(422);
    expect(portGone.body.errors).toEqual([
      {
        path: "link 'dfn-geant-x9'.zPortId",
        message:
          "port 'geant-gva:et-9/0/0' ends link 'dfn-geant-x9' of carrier 'dfn' (a cross-connect this carrier declared): it cannot be removed while that link exists; carrier 'dfn' removes or moves its link first",
      },
    ]);

    const withdrawn = await document('geant');
    withdrawn.crossConnects = [];
    const consentGone = await upload('geant', withdrawn);
    expect(consentGone.status).toBe(422);
    expect(consentGone.body.detail).toMatch(/used by link 'dfn-geant-x9' of carrier 'dfn'/);

    const taken = await document('geant');
    taken.links.push({ ...crossLink, name: 'ours now' });
    const takeover = await upload('geant', taken);
    expect(takeover.status).toBe(403);
    expect(takeover.body.errors?.[0]?.message).toBe(
      "link 'dfn-geant-x9' belongs to carrier 'dfn', not 'geant'",
    );

    // DFN's token may not upload GÉANT's document at all.
    const asDfn = await upload('geant', await document('geant'), 'dfn');
    expect(asDfn.status).toBe(403);
    expect(await graphExport(graph)).toBe(before);
  });

  it('once DFN removes its link, GÉANT withdraws the cross-connect and removes the port', async () => {
    const dfn = await document('dfn');
    dfn.links = dfn.links.filter((l) => l.id !== crossLink.id);
    expect((await upload('dfn', dfn)).status).toBe(201);
    const geant = await document('geant');
    const gva = geant.routers.find((r) => r.id === 'geant-gva');
    if (gva === undefined) throw new Error('fixture');
    gva.blades = gva.blades.filter((b) => b.id !== 'geant-gva:slot9');
    geant.crossConnects = [];
    const { status, body } = await upload('geant', geant);
    expect(status).toBe(201);
    expect(body.diff.removed.map((r) => `${r.kind} ${r.id}`)).toEqual([
      'blade geant-gva:slot9',
      'port geant-gva:et-9/0/0',
      'port geant-gva:et-9/0/1',
    ]);
    expect(body.diff.changed).toEqual([]);
  });

  it('the demo’s links between carriers, stored before cross-connects, upload back unchanged', async () => {
    for (const carrierId of ['geant', 'dfn', 'surfnet', 'netherlight']) {
      const response = await fetch(`${base}/carriers/${carrierId}/uploads?dryRun=true`, {
        method: 'POST',
        headers: { 'content-type': 'application/yaml', authorization: `Bearer ${ADMIN}` },
        body: stringify(await document(carrierId)),
      });
      expect(response.status, carrierId).toBe(200);
      expect(((await response.json()) as UploadResult).changed, carrierId).toBe(false);
    }
  });
});

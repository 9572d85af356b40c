import type { CarrierUpload, SharedResponse, UploadResult } from '@tiermap/domain';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetToDemo, startAccountsApp } from '../../test-support/app-server.js';
import { query, testGraph } from '../../test-support/graph.js';

// Patch panels, a kind added through the entity catalogue (docs/architecture.md, "Adding an
// entity kind"): the demo's GÉANT Paris–Geneva link crosses one, a carrier uploads its own, and
// shared equipment names the one two sites' paths cross.
const graph = testGraph();
const ADMIN = 'patch-panels-test-admin-token';
let base = '';
let close = () => undefined as void;

async function geantDocument(): Promise<CarrierUpload> {
  const response = await fetch(`${base}/carriers/geant/document?format=yaml`);
  if (response.status !== 200) throw new Error(await response.text());
  return parse(await response.text()) as CarrierUpload;
}

async function upload(
  carrierId: string,
  body: string,
): Promise<{ status: number; body: UploadResult }> {
  const response = await fetch(`${base}/carriers/${carrierId}/uploads`, {
    method: 'POST',
    headers: { 'content-type': 'application/yaml', authorization: `Bearer ${ADMIN}` },
    body,
  });
  return { status: response.status, body: (await response.json()) as UploadResult };
}

describe('patch panels (real Neo4j, real API)', () => {
  beforeAll(async () => {
    await resetToDemo(graph);
    ({ base, close } = await startAccountsApp(graph, ADMIN));
  });
  afterAll(async () => {
    close();
    await graph.close();
  });

  it('the demo’s GÉANT Paris–Geneva link crosses a patch panel, in the graph and the document', async () => {
    const rows = await query(
      graph,
      'MATCH (:Link {id: $id})-[:VIA]->(p:PatchPanel)<-[:OWNS]-(:Carrier {id: "geant"}) RETURN p.id AS id',
      { id: 'geant-par-gva' },
    );
    expect(rows.map((r) => r.id)).toEqual(['geant-par-pp1']);
    const document = await geantDocument();
    expect(document.patchPanels?.map((p) => p.id)).toContain('geant-par-pp1');
    expect(document.links.find((l) => l.id === 'geant-par-gva')?.patchPanelIds).toEqual([
      'geant-par-pp1',
    ]);
  });

  it('an upload adding a patch panel that a link crosses creates it and its VIA', async () => {
    const document = await geantDocument();
    document.patchPanels = [
      ...(document.patchPanels ?? []),
      { id: 'geant-gva-pp9', name: 'GÉANT Geneva ODF 9', location: 'Geneva' },
    ];
    const link = document.links.find((l) => l.id === 'geant-gva-mil');
    if (link === undefined) throw new Error('the demo has no geant-gva-mil');
    link.patchPanelIds = ['geant-gva-pp9'];
    const { status, body } = await upload('geant', stringify(document));
    expect(status).toBe(201);
    expect(body.diff.created).toEqual([
      expect.objectContaining({ kind: 'patchPanel', id: 'geant-gva-pp9' }),
    ]);
    expect(body.diff.changed.map((c) => `${c.kind} ${c.id}`)).toEqual(['link geant-gva-mil']);
    const rows = await query(
      graph,
      'MATCH (:Link {id: "geant-gva-mil"})-[:VIA]->(p:PatchPanel) RETURN p.id AS id',
    );
    expect(rows.map((r) => r.id)).toEqual(['geant-gva-pp9']);
    // A link that names a patch panel nobody declared is refused, naming the field.
    link.patchPanelIds = ['nowhere-pp'];
    const bad = await upload('geant', stringify(document));
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('patchPanelIds');
  });

  it('shared equipment names the patch panel the CNAF and FZK paths cross', async () => {
    const response = await fetch(`${base}/analysis/shared?sites=CNAF,FZK`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as SharedResponse;
    const panel = body.shared.find((s) => s.id === 'geant-par-pp1');
    expect(panel).toMatchObject({ kind: 'patchPanel', carrierId: 'geant', sites: ['CNAF', 'FZK'] });
  });
});

import type { CarrierUpload, Problem } from '@tiermap/domain';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsApp } from '../../test-support/app-server.js';
import { freshGraph, graphExport, query, testGraph } from '../../test-support/graph.js';
import { createTopologyService } from '../topology/service.js';

const graph = testGraph();
const ADMIN = 'upload-messages-test-admin-token';
let base = '';
let close = () => undefined as void;
/** GÉANT's document as the API writes it (YAML), before any upload. */
let geantYaml = '';

async function upload(body: string): Promise<{ status: number; type: string; body: Problem }> {
  const response = await fetch(`${base}/carriers/geant/uploads?dryRun=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/yaml', authorization: `Bearer ${ADMIN}` },
    body,
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: (await response.json()) as Problem,
  };
}

/** The 1-based line of the first line of `text` matching `pattern`. */
function lineOf(text: string, pattern: RegExp): number {
  return text.split('\n').findIndex((line) => pattern.test(line)) + 1;
}

describe('carrier upload messages (real Neo4j, real API)', () => {
  beforeAll(async () => {
    await freshGraph(graph);
    await createTopologyService(graph).loadDemoIfEmpty();
    ({ base, close } = await startAccountsApp(graph, ADMIN));
    const response = await fetch(`${base}/carriers/geant/document?format=yaml`);
    geantYaml = await response.text();
  });
  afterAll(async () => {
    close();
    await graph.close();
  });

  it('a speed written "100G" is a 422 problem naming the unit, an example, the field path and the line', async () => {
    const body = geantYaml.replace(/speedBps: \d+/, 'speedBps: 100G');
    const { status, type, body: problem } = await upload(body);
    expect(status).toBe(422);
    expect(type).toMatch(/^application\/problem\+json/);
    expect(problem.errors).toHaveLength(1);
    const [error] = problem.errors ?? [];
    expect(error?.path).toMatch(/^routers\[\d+\]\.blades\[\d+\]\.ports\[\d+\]\.speedBps$/);
    expect(error?.line).toBe(lineOf(body, /speedBps: 100G/));
    expect(error?.message).toContain('speedBps is bits per second, e.g. 100000000000 for 100G');
    expect(error?.message).toContain('write 100000000000 for 100G');
  });

  it('an unknown key is answered with the key meant, and a duplicate id in the same answer', async () => {
    const body = geantYaml
      .replace(/fabricCapacityBps: /, 'fabricCapacity: ')
      .replace(/- id: geant-fra\n/, '- id: geant-gva\n');
    const { status, body: problem } = await upload(body);
    expect(status).toBe(422);
    const messages = (problem.errors ?? []).map((e) => `${e.path}: ${e.message}`);
    expect(messages.join('\n')).toContain('did you mean "fabricCapacityBps"?');
    expect(messages.join('\n')).toMatch(/routers\[\d+\]\.id: id "geant-gva" is used twice/);
  });

  it('one tab-indented line is one 400 problem at that line', async () => {
    const body = geantYaml.replace(/\n( +)vendor:/, '\n\t$1vendor:');
    const { status, body: problem } = await upload(body);
    expect(status).toBe(400);
    expect(problem.errors).toHaveLength(1);
    expect(problem.errors?.[0]?.line).toBe(lineOf(body, /^\t/));
    expect(problem.detail).toContain('indent with spaces');
  });

  it('removing a link a path crosses names the sites, the path, the hops, the advice and the line it was on', async () => {
    const before = await graphExport(graph);
    const crossed = await query(
      graph,
      `MATCH (l:Link {carrierId: 'geant'})-[:ON_PATH]->(p:Path) RETURN l.id AS id LIMIT 1`,
    );
    const linkId = String(crossed[0]?.id);
    const document = parse(geantYaml) as CarrierUpload;
    const index = document.links.findIndex((l) => l.id === linkId);
    document.links = document.links.filter((l) => l.id !== linkId);
    const { status, body: problem } = await upload(stringify(document));
    expect(status).toBe(422);
    const message = problem.errors?.[0]?.message ?? '';
    expect(message).toMatch(
      new RegExp(
        `^removing link "${linkId}" breaks the \\S+ → \\S+ path \\(path \\S+, hop \\d+ from`,
      ),
    );
    expect(message).toContain('move the path off it first or keep the link');
    const line = lineOf(geantYaml, new RegExp(`^  - id: ${linkId}$`));
    expect(message).toContain(`links[${index}], line ${line} of the current document`);
    expect(await graphExport(graph)).toBe(before);
  });
});

import {
  incidentReportSchema,
  topologyReportSchema,
  type IncidentList,
  type TopologyReport,
} from '@tiermap/domain';
import { parse } from 'csv-parse/sync';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFullApp, type FullApp } from '../../test-support/full-app.js';
import { freshGraph, testGraph } from '../../test-support/graph.js';
import { PATCH_PANEL_LINK } from '../demo/demo-crossings.js';
import { createTopologyService } from '../topology/service.js';

const TOKEN = 'integration-test-token-0123456789';
const STEP_MS = 5_000;
const graph = testGraph();
let clock = Date.UTC(2026, 10, 24, 9, 0, 0);
let stack: FullApp;

function advance(steps: number): void {
  for (let i = 0; i < steps; i += 1) {
    clock += STEP_MS;
    stack.demo.tick();
  }
}

async function get(path: string): Promise<Response> {
  return fetch(`${stack.base}${path}`, { headers: { authorization: `Bearer ${TOKEN}` } });
}

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${stack.base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A CSV as a standard parser reads it: header row and records keyed by column. */
async function csv(path: string): Promise<{ header: string[]; rows: Record<string, string>[] }> {
  const response = await get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="tiermap-[a-z-]+-\d{4}-\d\d-\d\dT\d{4}Z\.csv"$/,
  );
  const text = await response.text();
  const [header] = parse(text, { to_line: 1 });
  const rows = parse<Record<string, string>>(text, { columns: true });
  return { header: header ?? [], rows };
}

/** Columns whose name ends in a unit hold plain numbers (or nothing), never a unit. */
const UNIT_COLUMN = /_(bps|ms|km|pct|per_s)$/;
const PLAIN_NUMBER = /-?\d+(\.\d+)?(e[+-]?\d+)?/;

function expectPlainNumbers(rows: readonly Record<string, string>[], header: readonly string[]) {
  const unitColumns = header.filter((column) => UNIT_COLUMN.test(column));
  expect(unitColumns.length).toBeGreaterThan(0);
  for (const row of rows) {
    for (const column of unitColumns) {
      const cell = row[column] ?? '';
      if (cell !== '') expect(`${column}=${cell}`).toMatch(new RegExp(`=${PLAIN_NUMBER.source}$`));
    }
  }
}

describe('reports and exports of the demo (real Neo4j, real API)', () => {
  beforeAll(async () => {
    await freshGraph(graph);
    await createTopologyService(graph).loadDemoIfEmpty();
  });
  beforeEach(async () => {
    await graph.runAutoCommit('MATCH (i:Incident) DETACH DELETE i');
    clock += 3_600_000;
    stack = await startFullApp(graph, TOKEN, { now: () => clock, demoIntervalMs: STEP_MS });
    advance(3);
  });
  afterEach(async () => {
    await stack.close();
  });
  afterAll(async () => {
    await graph.close();
  });

  it('the topology report holds every path, the Tier1 sites’ shared equipment, the oversubscribed GEANT Geneva blade and the TCP table', async () => {
    const response = await get('/reports/topology');
    expect(response.status).toBe(200);
    const report: TopologyReport = topologyReportSchema.parse(await response.json());
    expect(report.times.generatedAtMs).toBe(clock);
    expect(report.times.liveAtMs).toBe(clock);
    expect(report.times.staleDirections).toBe(0);
    expect(report.times.liveDirections).toBe(report.live.length);
    expect(report.paths.map((p) => p.id)).toEqual(report.topology.paths.map((p) => p.id).sort());
    const tier1 = report.topology.sites.filter((s) => s.tier === 1).map((s) => s.id);
    expect(report.shared.sites).toEqual(tier1);
    expect(report.shared.shared.length).toBeGreaterThan(0);
    for (const item of report.shared.shared) expect(item.sites.length).toBeGreaterThanOrEqual(2);
    const oversubscribed = report.oversubscription.blades.filter((b) => b.oversubscribed);
    expect(oversubscribed.map((b) => b.id)).toEqual(['geant-gva:slot1']);
    expect(report.oversubscription.blades[0]?.id).toBe('geant-gva:slot1');
    expect(report.tcp.paths).toHaveLength(report.topology.paths.length);
    expect(report.tcp.windowBytes).toBe(65_536);
    expect(report.incidents).toEqual([]);
    // Page 1's health summary: every path direction's status when the report was read.
    expect(report.health?.atMs).toBe(clock);
    expect(report.health?.paths).toHaveLength(report.topology.paths.length * 2);
  });

  it('an incident report charts the top suspect’s link over the incident; unknown incidents are 404', async () => {
    expect((await post('/demo/scenarios/fzk-patch-panel', { durationMs: 1_800_000 })).status).toBe(
      200,
    );
    advance(12);
    await post('/incidents/evaluate', {});
    const list = (await (await get('/incidents?status=open')).json()) as IncidentList;
    const [incident] = list.incidents;
    expect(incident).toBeDefined();
    const response = await get(`/reports/incidents/${incident?.id ?? ''}`);
    expect(response.status).toBe(200);
    const report = incidentReportSchema.parse(await response.json());
    expect(report.incident.id).toBe(incident?.id);
    expect(report.paths.map((p) => p.id).sort()).toEqual(
      [...new Set(incident?.affected.map((a) => a.pathId))].sort(),
    );
    const chart = report.keyLinks.find((series) => series.linkId === PATCH_PANEL_LINK);
    expect(chart).toBeDefined();
    expect(chart?.fromMs).toBeLessThanOrEqual((incident?.openedAtMs ?? 0) - 15 * 60_000);
    expect(chart?.AtoZ.some((point) => point.bps !== null)).toBe(true);

    const topology = topologyReportSchema.parse(await (await get('/reports/topology')).json());
    expect(topology.incidents.map((i) => i.id)).toEqual([incident?.id]);
    // The health summary names the directions the incident found bad as not ok.
    const bad = new Set(incident?.affected.map((a) => `${a.pathId}|${a.direction}`));
    const statuses = topology.health?.paths.filter((p) => bad.has(`${p.pathId}|${p.direction}`));
    expect(statuses?.length).toBe(bad.size);
    for (const row of statuses ?? []) expect(row.status).not.toBe('ok');

    const missing = await get('/reports/incidents/no-such-incident');
    expect(missing.status).toBe(404);
    const missingPdf = await get('/incidents/no-such-incident/report.pdf');
    expect(missingPdf.status).toBe(404);
  });

  it('links.csv has a header row, one row per link and its current load as plain numbers', async () => {
    const { header, rows } = await csv('/exports/links.csv');
    const topology = topologyReportSchema.parse(await (await get('/reports/topology')).json());
    expect(header.slice(0, 3)).toEqual(['link_id', 'link_name', 'carrier_id']);
    expect(header).toContain('capacity_bps');
    expect(header).toContain('atoz_utilization_pct');
    expect(rows.map((r) => r.link_id)).toEqual(topology.topology.links.map((l) => l.id));
    expectPlainNumbers(rows, header);
    const loaded = rows.filter((r) => r.atoz_bps !== '' && r.ztoa_bps !== '');
    expect(loaded.length).toBeGreaterThan(rows.length / 2);
    const patchPanel = rows.find((r) => r.link_id === PATCH_PANEL_LINK);
    expect(Number(patchPanel?.capacity_bps)).toBeGreaterThan(1e9);
    expect(patchPanel?.atoz_sample_time).toBe(new Date(clock).toISOString());
  });

  it('paths.csv, shared-equipment.csv and oversubscription.csv parse with a header row and numbers without units', async () => {
    const paths = await csv('/exports/paths.csv');
    expect(paths.header).toContain('path_rtt_ms');
    expect(new Set(paths.rows.map((r) => r.direction))).toEqual(new Set(['AtoZ', 'ZtoA']));
    expectPlainNumbers(paths.rows, paths.header);

    const shared = await csv('/exports/shared-equipment.csv');
    expect(shared.header).toEqual(expect.arrayContaining(['equipment_id', 'site_id']));
    expect(shared.rows.length).toBeGreaterThan(0);
    for (const row of shared.rows) expect(Number(row.sites_sharing)).toBeGreaterThanOrEqual(2);

    const over = await csv('/exports/oversubscription.csv');
    expectPlainNumbers(over.rows, over.header);
    const gva = over.rows.find((r) => r.id === 'geant-gva:slot1');
    expect(gva).toMatchObject({ kind: 'blade', oversubscribed: 'true', ratio: '2' });
    expect(Number(gva?.capacity_bps)).toBe(20e9);
    expect(over.rows.filter((r) => r.kind === 'backplane').length).toBeGreaterThan(0);
  });

  it('patch-panels.csv lists each patch panel with its carrier and the links crossing it', async () => {
    const { header, rows } = await csv('/exports/patch-panels.csv');
    expect(header).toEqual([
      'patch_panel_id',
      'patch_panel_name',
      'carrier_id',
      'carrier_name',
      'location',
      'site_id',
      'link_count',
      'link_ids',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      patch_panel_id: 'geant-par-pp1',
      carrier_id: 'geant',
      carrier_name: 'GÉANT2 (DANTE)',
      location: 'Paris',
      link_count: '1',
      link_ids: PATCH_PANEL_LINK,
    });
  });

  it('the JSON export holds the whole model with its format and time', async () => {
    const response = await get('/exports/topology.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/\.json"$/);
    const body = (await response.json()) as {
      format: string;
      exportedAt: string;
      topology: Record<string, unknown[]>;
    };
    expect(body.format).toBe('tiermap-topology/1');
    expect(body.exportedAt).toBe(new Date(clock).toISOString());
    expect(Object.keys(body.topology).sort()).toEqual(
      [
        'backplanes',
        'blades',
        'carriers',
        'links',
        'maintenances',
        'patchPanels',
        'paths',
        'ports',
        'routers',
        'sites',
        'trunks',
      ].sort(),
    );
    expect(body.topology.ports?.length).toBeGreaterThan(100);
  });
});

import type {
  Direction,
  OversubscriptionPage,
  OversubscriptionResponse,
  Problem,
  RouterDetail,
  SharedResponse,
  TrunksResponse,
  WhatIfResponse,
} from '@tiermap/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { liveReader } from '@tiermap/analysis';
import {
  getJson,
  resetToDemo,
  startDemoApp,
  startTestApp,
  startTestMetrics,
} from '../../test-support/app-server.js';
import type { MetricsRuntime } from '../metrics/runtime.js';
import { freshGraph, query, testGraph } from '../../test-support/graph.js';
import { createServices } from '../../services.js';
import { demoTopology } from '@tiermap/graph-schema';
import { readTopologyVersion } from '../../db/topology-version.js';

const graph = testGraph();
let base = '';
let close = () => undefined as void;

async function postJson<T>(url: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Counts and every id in the graph: a change anywhere changes it. */
async function fingerprint(): Promise<string> {
  const rows = await query(
    graph,
    `MATCH (n) WITH count(n) AS nodes, collect(coalesce(n.id, toString(n.version))) AS ids
     MATCH ()-[r]->() WITH nodes, ids, count(r) AS rels
     RETURN nodes, rels, ids`,
  );
  const row = rows[0] ?? {};
  return JSON.stringify([
    row.nodes,
    row.rels,
    [...((row.ids as string[] | undefined) ?? [])].sort(),
  ]);
}

afterAll(async () => {
  await graph.close();
});

/** Every page of `GET /analysis/oversubscription?<params>`, followed by `page.nextOffset`. */
async function allPages(
  at: string,
  params: string,
): Promise<{
  pages: OversubscriptionPage[];
  blades: OversubscriptionPage['blades'];
  backplanes: OversubscriptionPage['backplanes'];
}> {
  const pages: OversubscriptionPage[] = [];
  let offset: number | undefined = 0;
  while (offset !== undefined && pages.length < 1000) {
    const answer: { status: number; body: OversubscriptionPage } =
      await getJson<OversubscriptionPage>(
        `${at}/analysis/oversubscription?${params}&offset=${offset}`,
      );
    expect(answer.status).toBe(200);
    pages.push(answer.body);
    offset = answer.body.page.nextOffset;
  }
  return {
    pages,
    blades: pages.flatMap((p) => p.blades),
    backplanes: pages.flatMap((p) => p.backplanes),
  };
}

/** The whole computation over every blade, port and backplane (what the report uses). */
function wholeOversubscription(options: {
  threshold: number;
  sort: 'ratio' | 'id';
  onlyOversubscribed: boolean;
}): Promise<OversubscriptionResponse> {
  return createServices(graph).analysis.oversubscription(options);
}

describe('the analysis API on the demo (real Neo4j)', () => {
  beforeAll(async () => {
    ({ base, close } = await startDemoApp(graph));
  });
  afterAll(() => {
    close();
  });

  it('shared?sites=CNAF,FZK lists the GEANT router, blade and links the two paths share', async () => {
    const { status, body } = await getJson<SharedResponse>(
      `${base}/analysis/shared?sites=CNAF,FZK`,
    );
    expect(status).toBe(200);
    const ids = body.shared.map((s) => `${s.kind} ${s.id}`);
    expect(ids).toEqual(
      expect.arrayContaining(['router geant-gva', 'blade geant-gva:slot1', 'link geant-par-gva']),
    );
    for (const item of body.shared) {
      expect(item.sites).toEqual(['CNAF', 'FZK']);
    }
    const gva = body.shared.find((s) => s.id === 'geant-gva');
    expect(gva?.carrierId).toBe('geant');
    expect(gva?.otherSiteCount).toBeGreaterThan(0);
    const parGva = body.shared.find((s) => s.id === 'geant-par-gva');
    expect(parGva?.directions).toEqual(['ZtoA']);
    expect(parGva?.otherSiteCount).toBe(0);
    // Equipment only the two sites use ranks above equipment that also carries others.
    expect(ids.indexOf('link geant-par-gva')).toBeLessThan(ids.indexOf('router geant-gva'));
  });

  it('shared with direction=AtoZ leaves out the link the two share only on the way back', async () => {
    const { body } = await getJson<SharedResponse>(
      `${base}/analysis/shared?sites=CNAF,FZK&direction=AtoZ`,
    );
    expect(body.direction).toBe('AtoZ');
    expect(body.shared.map((s) => s.id)).not.toContain('geant-par-gva');
    expect(body.shared.map((s) => s.id)).toContain('geant-gva');
  });

  it('oversubscription gives the 4 x 10G blade on a 20G fabric a ratio of 2, flagged', async () => {
    const { body } = await getJson<OversubscriptionResponse>(
      `${base}/analysis/oversubscription?only=oversubscribed`,
    );
    const blade = body.blades.find((b) => b.id === 'geant-gva:slot1');
    expect(blade).toMatchObject({
      ratio: 2,
      portCapacityBps: 40e9,
      fabricCapacityBps: 20e9,
      oversubscribed: true,
    });
    expect(body.blades.every((b) => b.oversubscribed)).toBe(true);
    const strict = await getJson<OversubscriptionResponse>(
      `${base}/analysis/oversubscription?threshold=2`,
    );
    expect(strict.body.blades.find((b) => b.id === 'geant-gva:slot1')?.oversubscribed).toBe(false);
  });

  it('oversubscription pages hold, page by page, exactly the whole computation, in ratio and in id order', async () => {
    for (const sort of ['ratio', 'id'] as const) {
      const whole = await wholeOversubscription({ threshold: 1, sort, onlyOversubscribed: false });
      const { pages, blades, backplanes } = await allPages(base, `sort=${sort}&limit=3`);
      expect(blades).toEqual(whole.blades);
      expect(backplanes).toEqual(whole.backplanes);
      const longest = Math.max(whole.blades.length, whole.backplanes.length);
      expect(pages).toHaveLength(Math.ceil(longest / 3));
      for (const [i, page] of pages.entries()) {
        expect(page.page).toEqual({
          limit: 3,
          offset: i * 3,
          totalBlades: whole.blades.length,
          totalBackplanes: whole.backplanes.length,
          ...(i < pages.length - 1 ? { nextOffset: (i + 1) * 3 } : {}),
        });
        expect(page.blades.length).toBeLessThanOrEqual(3);
      }
    }
  });

  it('oversubscription answers 100 of each by default, with the totals', async () => {
    const whole = await wholeOversubscription({
      threshold: 1,
      sort: 'ratio',
      onlyOversubscribed: false,
    });
    const { body } = await getJson<OversubscriptionPage>(`${base}/analysis/oversubscription`);
    expect(body.page).toMatchObject({
      limit: 100,
      offset: 0,
      totalBlades: whole.blades.length,
      totalBackplanes: whole.backplanes.length,
    });
    expect(body.blades).toEqual(whole.blades.slice(0, 100));
    expect(body.backplanes).toEqual(whole.backplanes.slice(0, 100));
  });

  it('oversubscription filters by carrier and by the threshold, with the same values', async () => {
    const topology = await createServices(graph).topology.wholeTopology();
    const carrierOf = new Map(topology.routers.map((r) => [r.id, r.carrierId]));
    const carriers = [...new Set(topology.routers.map((r) => r.carrierId))];
    expect(carriers.length).toBeGreaterThan(1);
    for (const threshold of [0.5, 1, 2]) {
      const whole = await wholeOversubscription({
        threshold,
        sort: 'ratio',
        onlyOversubscribed: true,
      });
      for (const carrier of carriers) {
        const { blades, backplanes, pages } = await allPages(
          base,
          `carrier=${carrier}&only=oversubscribed&threshold=${threshold}&limit=2`,
        );
        const own = <T extends { routerId: string }>(items: T[]) =>
          items.filter((item) => carrierOf.get(item.routerId) === carrier);
        expect(blades).toEqual(own(whole.blades));
        expect(backplanes).toEqual(own(whole.backplanes));
        expect(pages[0]?.page.totalBlades).toBe(own(whole.blades).length);
      }
    }
    const none = await getJson<OversubscriptionPage>(
      `${base}/analysis/oversubscription?carrier=nobody`,
    );
    expect(none.body).toMatchObject({ blades: [], backplanes: [] });
    expect(none.body.page).toEqual({ limit: 100, offset: 0, totalBlades: 0, totalBackplanes: 0 });
  });

  it('oversubscription refuses a bad page or carrier with a 400 naming the parameter', async () => {
    const bad: [string, string][] = [
      ['limit=0', 'query.limit'],
      ['limit=1001', 'query.limit'],
      ['limit=ten', 'query.limit'],
      ['limit=2.5', 'query.limit'],
      ['offset=-1', 'query.offset'],
      ['offset=x', 'query.offset'],
      ['carrier=%27%20OR%201%3D1', 'query.carrier'],
      ['cursor=3', 'query'],
    ];
    for (const [params, path] of bad) {
      const { status, body } = await getJson<Problem>(
        `${base}/analysis/oversubscription?${params}`,
      );
      expect(status, params).toBe(400);
      expect(body.errors?.map((e) => e.path).join(' '), params).toContain(path);
    }
  });

  it('oversubscription is computed anew after the topology is written, even at the same version number', async () => {
    // The first answer is kept by the API process; the graph is then wiped and written again
    // (its version counter back where it was) with gva's slot 1 on a fabric twice as wide.
    await resetToDemo(graph);
    const before = await getJson<OversubscriptionPage>(
      `${base}/analysis/oversubscription?sort=id&limit=1000`,
    );
    expect(before.body.blades.find((b) => b.id === 'geant-gva:slot1')).toMatchObject({
      ratio: 2,
      oversubscribed: true,
    });
    const version = await readTopologyVersion(graph);
    const wider = demoTopology();
    wider.blades = wider.blades.map((b) =>
      b.id === 'geant-gva:slot1' ? { ...b, fabricCapacityBps: b.fabricCapacityBps * 2 } : b,
    );
    try {
      await freshGraph(graph);
      await createServices(graph).topology.loadTopology(wider);
      expect(await readTopologyVersion(graph)).toBe(version);
      const after = await allPages(base, 'sort=id&limit=1000');
      const whole = await wholeOversubscription({
        threshold: 1,
        sort: 'id',
        onlyOversubscribed: false,
      });
      expect(after.blades).toEqual(whole.blades);
      expect(after.backplanes).toEqual(whole.backplanes);
      expect(after.blades.find((b) => b.id === 'geant-gva:slot1')).toMatchObject({
        ratio: 1,
        oversubscribed: false,
      });
    } finally {
      await resetToDemo(graph);
    }
  });

  it('trunks reports the RAL trunks with their two 1 Gb/s members', async () => {
    const { body } = await getJson<TrunksResponse>(`${base}/analysis/trunks`);
    const ral = body.trunks.filter((t) =>
      ['janet-uklight-cern', 'janet-lon-rdg', 'ral-border-gw'].includes(t.id),
    );
    expect(ral).toHaveLength(3);
    for (const trunk of ral) {
      expect(trunk.members.map((m) => m.capacityBps)).toEqual([1e9, 1e9]);
      expect(trunk.capacityBps).toBe(2e9);
    }
  });

  it('failing the transatlantic circuit breaks the FNAL and CalTech paths and nothing else', async () => {
    const { status, body } = await postJson<WhatIfResponse>(`${base}/analysis/what-if`, {
      fail: ['uslhcnet-gva-chi'],
    });
    expect(status).toBe(200);
    const hit = new Set(body.paths.filter((p) => p.status !== 'intact').map((p) => p.pathId));
    expect([...hit].sort()).toEqual(['CERN-CALTECH', 'CERN-FNAL']);
    expect(body.failed).toEqual(['uslhcnet-gva-chi']);
  });

  it('what-if answers 404 naming an unknown id and 400 with field paths for a bad body', async () => {
    const unknown = await postJson<{ detail: string }>(`${base}/analysis/what-if`, {
      fail: ['geant-atlantis'],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe("Equipment 'geant-atlantis' does not exist");
    const empty = await postJson<{ errors: { path: string }[] }>(`${base}/analysis/what-if`, {
      fail: [],
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]?.path).toBe('body.fail');
    const wrong = await postJson<{ errors: { path: string }[] }>(`${base}/analysis/what-if`, {
      fail: [42],
    });
    expect(wrong.body.errors[0]?.path).toBe('body.fail[0]');
    const notJson = await postJson<{ status: number }>(`${base}/analysis/what-if`, '{"fail": [');
    expect(notJson.status).toBe(400);
  });

  it('shared answers 404 for an unknown site and 400 for a malformed list', async () => {
    const unknown = await getJson<{ detail: string }>(`${base}/analysis/shared?sites=CNAF,XYZ`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe("Site 'XYZ' does not exist");
    const bad = await getJson<{ errors: { path: string }[] }>(
      `${base}/analysis/shared?sites=CNAF,,fzk`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]?.path).toMatch(/^query\.sites/);
  });

  it('hostile strings in every parameter get 400 or 404 and leave the database unchanged', async () => {
    const before = await fingerprint();
    const hostile = [
      "' OR 1=1 //",
      '"}) DETACH DELETE n //',
      'MATCH (n) DETACH DELETE n',
      '}) WITH 1 AS x MATCH (n) SET n.id = "pwned" //',
      '{{$sites}}',
      '`Router`',
      'CERN\u0000',
      '../../etc/passwd',
      "FZK,CNAF' UNION MATCH (n) RETURN n //",
      'A'.repeat(10_000),
    ];
    const enc = encodeURIComponent;
    for (const text of hostile) {
      const urls = [
        `${base}/routers/${enc(text)}`,
        `${base}/links/${enc(text)}`,
        `${base}/paths/${enc(text)}`,
        `${base}/paths?site=${enc(text)}`,
        `${base}/analysis/shared?sites=${enc(text)}`,
        `${base}/analysis/shared?sites=CNAF,FZK&direction=${enc(text)}`,
        `${base}/analysis/oversubscription?threshold=${enc(text)}`,
        `${base}/analysis/oversubscription?sort=${enc(text)}`,
      ];
      for (const url of urls) {
        const response = await fetch(url);
        expect([400, 404], `${response.status} for ${url.slice(0, 120)}`).toContain(
          response.status,
        );
      }
      const posted = await postJson<unknown>(`${base}/analysis/what-if`, { fail: [text] });
      expect([400, 404]).toContain(posted.status);
      const keyed = await postJson<unknown>(`${base}/analysis/what-if`, { [text]: ['geant-gva'] });
      expect(keyed.status).toBe(400);
    }
    expect(await fingerprint()).toBe(before);
  });
});

describe('the live verdicts the API serves on the demo (real Neo4j, live samples)', () => {
  let liveBase = '';
  let closeLive = () => undefined as void;
  let metrics: MetricsRuntime | undefined;

  beforeAll(async () => {
    await resetToDemo(graph);
    const logger = pino({ level: 'silent' });
    metrics = await startTestMetrics(graph, logger);
    ({ base: liveBase, close: closeLive } = await startTestApp(graph, undefined, { metrics }));
  });
  afterAll(async () => {
    closeLive();
    await metrics?.close();
  });

  const sample = (linkId: string, direction: Direction, bps: number) => ({
    linkId,
    direction,
    tsMs: Date.now(),
    bps,
  });

  it('trunks serves each direction of a trunk judged: 95 % on one member is lopsided', async () => {
    const before = await getJson<TrunksResponse>(`${liveBase}/analysis/trunks`);
    expect(before.body.rule).toEqual({ lopsidedShare: 0.8, minLoadBps: 100e6 });
    const trunk = before.body.trunks.find((t) => t.id === 'janet-uklight-cern');
    const [busy, idle] = trunk?.members ?? [];
    if (busy === undefined || idle === undefined) throw new Error('the RAL trunk has 2 members');
    expect(trunk?.lopsided).toBe(false);
    expect(trunk?.balance.map((d) => d.notJudged)).toEqual(['missing-data', 'missing-data']);
    metrics?.store.append(
      (['AtoZ', 'ZtoA'] as const).flatMap((direction) => [
        sample(busy.linkId, direction, 950e6),
        sample(idle.linkId, direction, 50e6),
      ]),
    );
    const { body } = await getJson<TrunksResponse>(`${liveBase}/analysis/trunks`);
    const judged = body.trunks.find((t) => t.id === 'janet-uklight-cern');
    expect(judged?.lopsided).toBe(true);
    expect(judged?.worstLinkId).toBe(busy.linkId);
    expect(judged?.worstShare).toBeCloseTo(0.95, 10);
    for (const direction of judged?.balance ?? []) {
      expect(direction.lopsided).toBe(true);
      expect(direction.top?.linkId).toBe(busy.linkId);
      expect(direction.totalBps).toBe(1e9);
    }
  });

  it('oversubscription and the router detail serve the live load of the 2:1 blade of geant-gva', async () => {
    const detail = await getJson<RouterDetail>(`${liveBase}/routers/geant-gva`);
    const slot1 = detail.body.blades.find((b) => b.id === 'geant-gva:slot1');
    const linkIds = (slot1?.ports ?? []).flatMap((p) => (p.link === undefined ? [] : [p.link.id]));
    expect(linkIds.length).toBeGreaterThan(1);
    // Every link of the blade carries 10 Gb/s both ways: at least 20 Gb/s on a 20G fabric.
    metrics?.store.append(
      linkIds.flatMap((id) => [sample(id, 'AtoZ', 10e9), sample(id, 'ZtoA', 10e9)]),
    );
    const { body } = await getJson<OversubscriptionResponse>(
      `${liveBase}/analysis/oversubscription?only=oversubscribed`,
    );
    const blade = body.blades.find((b) => b.id === 'geant-gva:slot1');
    expect(blade?.live).toMatchObject({
      inBps: linkIds.length * 10e9,
      outBps: linkIds.length * 10e9,
      measured: linkIds.length * 2,
      expected: linkIds.length * 2,
      overload: linkIds.length * 10e9 > 20e9,
    });
    // Every page carries the same live loads as the whole computation over every blade.
    const live = liveReader(metrics?.liveStates() ?? []);
    const whole = await createServices(graph).analysis.oversubscription({
      threshold: 1,
      sort: 'ratio',
      onlyOversubscribed: false,
      live,
    });
    const paged = await allPages(liveBase, 'limit=4');
    expect(paged.blades).toEqual(whole.blades);
    expect(paged.backplanes).toEqual(whole.backplanes);
    const served = await getJson<RouterDetail>(`${liveBase}/routers/geant-gva`);
    const load = served.body.load.blades.find((b) => b.id === 'geant-gva:slot1');
    expect(load).toMatchObject({ ratio: 2, oversubscribed: true });
    expect(load?.live?.loadBps).toBe(linkIds.length * 10e9);
    expect(served.body.load.backplane?.liveLoadBps).toBeGreaterThanOrEqual(linkIds.length * 10e9);
  });

  it('what-if on geant-par moves the CNAF and FZK returns by their least loaded hop and lands them on Geneva', async () => {
    // Both ways 2 Gb/s on the links around Paris, 0.5 Gb/s on Paris-Geneva: the returns that
    // crossed Paris carried at most 0.5 Gb/s, and that is what moves.
    const busy = ['geant-mil-par', 'geant-fra-par', 'geant-cern', 'geant-gva-mil', 'geant-gva-fra'];
    metrics?.store.append([
      ...busy.flatMap((id) => [sample(id, 'AtoZ', 2e9), sample(id, 'ZtoA', 2e9)]),
      sample('geant-par-gva', 'AtoZ', 0.5e9),
      sample('geant-par-gva', 'ZtoA', 0.5e9),
    ]);
    const { status, body } = await postJson<WhatIfResponse>(`${liveBase}/analysis/what-if`, {
      fail: ['geant-par'],
    });
    expect(status).toBe(200);
    const moved = body.paths
      .filter((p) => p.status === 'rerouted')
      .map((p) => `${p.pathId} ${p.direction} ${String(p.movedBps)}`);
    expect(moved).toEqual(['CERN-CNAF ZtoA 500000000', 'CERN-FZK ZtoA 500000000']);
    expect(body.landing).toEqual([
      {
        linkId: 'geant-gva-fra',
        direction: 'ZtoA',
        pathIds: ['CERN-FZK'],
        addedBps: 0.5e9,
        currentBps: 2e9,
        capacityBps: 10e9,
        resultingUtilization: 0.25,
      },
      {
        linkId: 'geant-gva-mil',
        direction: 'ZtoA',
        pathIds: ['CERN-CNAF'],
        addedBps: 0.5e9,
        currentBps: 2e9,
        capacityBps: 10e9,
        resultingUtilization: 0.25,
      },
    ]);
  });
});

import {
  perMetric,
  type HealthResponse,
  type IngestResult,
  type LinkSeries,
  type Unmapped,
} from '@tiermap/domain';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { tokenAccessPolicy } from '../../http/access.js';
import { createIngestGate } from '../../http/overload.js';
import { createServices } from '../../services.js';
import { listenOnLoopback, startTestMetrics } from '../../test-support/app-server.js';
import { freshGraph, query, testGraph } from '../../test-support/graph.js';
import { createTopologyService } from '../topology/service.js';
import { createMetricsRepository } from './repository.js';
import type { MetricsRuntime } from './runtime.js';

const TOKEN = 'integration-test-token-0123456789';
const graph = testGraph();
const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
let clock = T0;
let metrics: MetricsRuntime;
let server: Server;
let base = '';

function post(path: string, body: string | Buffer, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Token ${TOKEN}`,
      'content-type': 'text/plain; charset=utf-8',
      ...headers,
    },
    body,
  });
}

/** Telegraf inputs.snmp lines for both ends of geant-gva-fra, 30 s apart. */
function telegrafStream(): string {
  const lines: string[] = [];
  for (let i = 0; i <= 10; i += 1) {
    const tsNs = BigInt(T0 + i * 30_000) * 1_000_000n;
    // A end: 2.5 Gb/s out (AtoZ), 1 Gb/s in (ZtoA); Z end: 3 input errors per 30 s (AtoZ).
    const outOctets = 18_446_744_073_000_000_000n + BigInt(i) * 9_375_000_000n; // wraps 64 bits
    const inOctets = 1_000_000n + BigInt(i) * 3_750_000_000n;
    lines.push(
      `interface,agent_host=10.1.1.1,device=geant-gva,host=telegraf01,ifName=xe-1/0/0 ifHCInOctets=${inOctets}i,ifHCOutOctets=${outOctets % 18_446_744_073_709_551_616n}u,ifInErrors=0i,ifOutErrors=0i,ifHighSpeed=10000i ${tsNs}`,
      `interface,agent_host=10.1.1.2,device=geant-fra,host=telegraf01,ifName=xe-0/0/0 ifInErrors=${i * 3}i,ifOutErrors=0i ${tsNs}`,
    );
  }
  return lines.join('\n');
}

describe('live metrics through the API (real Neo4j)', () => {
  beforeAll(async () => {
    await freshGraph(graph);
    await createTopologyService(graph).loadDemoIfEmpty();
    metrics = await startTestMetrics(graph, pino({ level: 'silent' }), () => clock, {
      retentionMs: 7_200_000,
    });
    const app = createApp({
      logger: pino({ level: 'silent' }),
      accessPolicy: tokenAccessPolicy(TOKEN),
      webDist: undefined,
      metrics,
      now: () => clock,
      ...createServices(graph),
    });
    ({ server, base } = await listenOnLoopback(app.express));
  });
  afterAll(async () => {
    await metrics.close();
    server.close();
    await graph.close();
  });

  it('a Telegraf stream through POST /api/write reads back as the expected rates', async () => {
    const [ends] = await query(
      graph,
      `MATCH (l:Link {id: 'geant-gva-fra'})-[:A_END]->(a:Port), (l)-[:Z_END]->(z:Port)
       RETURN a.routerId AS aRouter, a.name AS aPort, z.routerId AS zRouter, z.name AS zPort`,
    );
    expect(ends).toEqual({
      aRouter: 'geant-gva',
      aPort: 'xe-1/0/0',
      zRouter: 'geant-fra',
      zPort: 'xe-0/0/0',
    });
    const response = await post('/write?precision=ns', telegrafStream());
    expect(response.status).toBe(200);
    expect((await response.json()) as IngestResult).toMatchObject({
      accepted: 22,
      rejected: 0,
      unmapped: 0,
    });

    clock = T0 + 300_000;
    const series = (await (
      await fetch(`${base}/links/geant-gva-fra/series?from=${T0}&to=${T0 + 300_000}&step=60000`)
    ).json()) as LinkSeries;
    const atoz = series.AtoZ.filter((p) => p.bps !== null);
    expect(atoz.length).toBeGreaterThan(3);
    for (const point of atoz) {
      expect(point.bps).toBeCloseTo(2.5e9, -3);
      expect(point.utilization).toBeCloseTo(0.25, 5);
      expect(point.errorsPerSec).toBeCloseTo(0.1, 5);
    }
    for (const point of series.ZtoA.filter((p) => p.bps !== null)) {
      expect(point.bps).toBeCloseTo(1e9, -3);
    }
  });

  it('GET /api/links/:id/series?range=day serves the day at 10 min steps, no data as null', async () => {
    clock = T0 + 300_000;
    const response = await fetch(`${base}/links/geant-gva-fra/series?range=day`);
    expect(response.status).toBe(200);
    const series = (await response.json()) as LinkSeries;
    // The day ends at now rounded down to its step (12:00), 145 points of 10 minutes.
    expect(series).toMatchObject({ fromMs: T0 - 86_400_000, toMs: T0, stepMs: 600_000 });
    expect(series.AtoZ).toHaveLength(145);
    expect(series.AtoZ.at(-1)?.utilization).toBeCloseTo(0.25, 5);
    // Before the Telegraf stream began there was nothing: null, not zero.
    expect(series.AtoZ.slice(0, -1).every((p) => p.bps === null && p.utilization === null)).toBe(
      true,
    );
    const week = (await (
      await fetch(`${base}/links/geant-gva-fra/series?range=week`)
    ).json()) as LinkSeries;
    expect(week.stepMs).toBe(3_600_000);
    expect(week.ZtoA).toHaveLength(169);
  });

  it('GET /api/links/:id/series names a range given with from, or an unknown range, with a 400', async () => {
    const both = await fetch(`${base}/links/geant-gva-fra/series?range=day&from=${T0}`);
    expect(both.status).toBe(400);
    expect(await both.json()).toMatchObject({
      errors: [{ path: 'query.range', message: 'give range or from, not both' }],
    });
    const month = await fetch(`${base}/links/geant-gva-fra/series?range=month`);
    expect(month.status).toBe(400);
    expect(JSON.stringify(await month.json())).toContain('range');
  });

  it('a gzipped body with a bad line takes the good lines and names the bad one', async () => {
    const tsNs = BigInt(T0 + 400_000) * 1_000_000n;
    const body = [
      `interface,device=geant-gva,ifName=xe-1/0/0 ifHCOutOctets=1i ${tsNs}`,
      `interface,device=geant-gva,ifName=xe-1/0/0 ifHCOutOctets=12x3i ${tsNs}`,
      `interface,device=nowhere-r1,ifName=ge-0/0/0 ifHCOutOctets=5i ${tsNs}`,
    ].join('\n');
    const response = await post('/v2/write?org=x&bucket=y&precision=ns', gzipSync(body), {
      'content-encoding': 'gzip',
    });
    expect(response.status).toBe(400);
    const result = (await response.json()) as IngestResult;
    expect(result).toMatchObject({ accepted: 1, rejected: 1, unmapped: 1 });
    expect(result.errors[0]).toMatchObject({ line: 2 });
    const unmapped = (await (await fetch(`${base}/metrics/unmapped`)).json()) as Unmapped;
    expect(unmapped.devices).toContainEqual(
      expect.objectContaining({ device: 'nowhere-r1', port: 'ge-0/0/0' }),
    );
  });

  it('POST /api/metrics takes rates by link id and names the bad sample by its path', async () => {
    const response = await fetch(`${base}/metrics`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        samples: [
          {
            linkId: 'geant-par-gva',
            direction: 'ZtoA',
            ts: new Date(T0 + 500_000).toISOString(),
            bps: 4e9,
            errorsPerSec: 120,
            inDiscardsPerSec: 7,
            outDiscardsPerSec: 9,
          },
          { linkId: 'geant-par-gva', direction: 'sideways', ts: T0, bps: 1 },
          { device: 'geant-gva', port: 'xe-1/0/0', direction: 'out', ts: T0 + 500_000, bps: 3e9 },
        ],
      }),
    });
    expect(response.status).toBe(400);
    const result = (await response.json()) as IngestResult;
    expect(result).toMatchObject({ accepted: 2, rejected: 1 });
    expect(result.errors[0]?.path).toBe('samples[1].direction');
    const live = (await (await fetch(`${base}/live/state`)).json()) as {
      states: { linkId: string; direction: string; bps: number }[];
    };
    expect(live.states).toContainEqual(
      expect.objectContaining({
        linkId: 'geant-par-gva',
        direction: 'ZtoA',
        bps: 4e9,
        inDiscardsPerSec: 7,
        outDiscardsPerSec: 9,
      }),
    );
  });

  it('a 1 MB device name is a 400 naming its line and tag; the unknown-device list is bounded', async () => {
    const tsNs = BigInt(clock) * 1_000_000n;
    const response = await post(
      '/write?precision=ns',
      [
        `interface,device=${'x'.repeat(1_000_000)},ifName=ge-0/0/0 ifHCOutOctets=5i ${tsNs}`,
        `interface,device=nowhere-r2,ifName=ge-0/0/1 ifHCOutOctets=5i ${tsNs}`,
      ].join('\n'),
    );
    expect(response.status).toBe(400);
    const result = (await response.json()) as IngestResult;
    expect(result).toMatchObject({ rejected: 1, unmapped: 1 });
    expect(result.errors[0]).toEqual({
      line: 1,
      reason: 'tag "device": the value is 1000000 characters long; at most 256 are taken',
    });
    const one = await fetch(`${base}/metrics/unmapped?limit=1`);
    const list = (await one.json()) as Unmapped;
    expect(list.devices).toHaveLength(1);
    expect(list.distinct).toBeGreaterThanOrEqual(2);
    expect(list.evicted).toBe(0);
    expect(list.devices.every((d) => d.device.length <= 256)).toBe(true);
    expect((await fetch(`${base}/metrics/unmapped?limit=5000`)).status).toBe(400);
  });

  it('POST /api/gnmic/events reads gnmic event output as text, nanoseconds and counter64 intact', async () => {
    const events = readFileSync(
      new URL('./fixtures/gnmi/gnmic-events.json', import.meta.url),
      'utf8',
    );
    const taken = await post('/gnmic/events', events, { 'content-type': 'application/json' });
    expect(taken.status).toBe(200);
    expect((await taken.json()) as IngestResult).toMatchObject({ accepted: 4, rejected: 0 });
    const bad = await post('/gnmic/events', '[{"name":"port-stats","values":{}}]', {
      'content-type': 'application/json',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as IngestResult).errors).toEqual([
      {
        path: 'events[0].timestamp',
        reason:
          'must be nanoseconds since the epoch: a non-negative integer, as a number or a string',
      },
    ]);
  });

  it('writing metrics needs the write token', async () => {
    const response = await fetch(`${base}/write`, {
      method: 'POST',
      body: 'interface,device=a,ifName=b x=1i',
    });
    expect(response.status).toBe(401);
  });

  it('an instance running behind answers every ingest route 503 with Retry-After, takes nothing, and says so at GET /api/metrics', async () => {
    const lag = { ms: 250 };
    const gated = createApp({
      logger: pino({ level: 'silent' }),
      accessPolicy: tokenAccessPolicy(TOKEN),
      webDist: undefined,
      metrics,
      ingestGate: createIngestGate({ lagMs: () => lag.ms, busyRatio: () => 0.95 }, 100),
      now: () => clock,
      ...createServices(graph),
    });
    const listening = await listenOnLoopback(gated.express);
    try {
      const send = (path: string, body: string, type: string) =>
        fetch(`${listening.base}${path}`, {
          method: 'POST',
          headers: { authorization: `Token ${TOKEN}`, 'content-type': type },
          body,
        });
      const sample = { linkId: 'geant-par-gva', direction: 'AtoZ', ts: clock, bps: 7.5e9 };
      const before = JSON.stringify(metrics.liveStates());
      const writes: Array<[string, string, string]> = [
        ['/write', telegrafStream(), 'text/plain'],
        ['/v2/write', telegrafStream(), 'text/plain'],
        ['/gnmic/events', '[]', 'application/json'],
        ['/metrics', JSON.stringify({ samples: [sample] }), 'application/json'],
      ];
      for (const [path, body, type] of writes) {
        const response = await send(path, body, type);
        expect(response.status, path).toBe(503);
        expect(response.headers.get('retry-after'), path).toBe('1');
        expect(((await response.json()) as { detail: string }).detail).toMatch(
          /^this instance runs 250 ms behind, its event loop busy 95 % of the time, over the 100 ms TIERMAP_INGEST_MAX_LAG_MS allows/,
        );
      }
      expect(JSON.stringify(metrics.liveStates())).toBe(before);
      // The token is still checked first.
      const anonymous = await fetch(`${listening.base}/metrics`, { method: 'POST', body: '{}' });
      expect(anonymous.status).toBe(401);
      const exposed = await (await fetch(`${listening.base}/metrics`)).text();
      expect(exposed).toContain('tiermap_ingest_requests_refused_total{reason="overloaded"} 4\n');
      expect(exposed).toContain('tiermap_event_loop_lag_seconds 0.25\n');
      expect(exposed).toContain('tiermap_event_loop_busy_ratio 0.95\n');
      const refusing = (await (await fetch(`${listening.base}/health`)).json()) as HealthResponse;
      expect(refusing.parts.ingest).toBe('refusing');
      expect(refusing.parts.ingestDetail).toMatch(
        /^writes are refused with 503: this instance runs 250 ms behind, .*; 4 refused since it started$/,
      );

      lag.ms = 20;
      const taking = (await (await fetch(`${listening.base}/health`)).json()) as HealthResponse;
      expect(taking.parts.ingest).toBe('ok');
      expect(taking.parts).not.toHaveProperty('ingestDetail');
      const taken = await send(
        '/metrics',
        JSON.stringify({ samples: [sample] }),
        'application/json',
      );
      expect(taken.status).toBe(200);
      expect(metrics.liveStateOf('geant-par-gva', 'AtoZ')?.bps).toBe(7.5e9);
    } finally {
      listening.server.close();
    }
  });

  it('the latest state lands on the Link nodes in one batch', async () => {
    await metrics.flushToGraph();
    const [row] = await query(
      graph,
      `MATCH (l:Link {id: 'geant-par-gva'})
       RETURN l.liveZtoABps AS bps, l.liveZtoAErrorsPerSec AS errors,
              l.liveZtoAInDiscardsPerSec AS inDiscards, l.liveZtoAOutDiscardsPerSec AS outDiscards`,
    );
    expect(row).toEqual({ bps: 4e9, errors: 120, inDiscards: 7, outDiscards: 9 });
  });

  it('a round of latest states larger than one chunk lands whole, every chunk in both directions', async () => {
    const ids = (await query(graph, 'MATCH (l:Link) RETURN l.id AS id ORDER BY id LIMIT 7')).map(
      (row) => String(row.id),
    );
    expect(ids).toHaveLength(7);
    const tsMs = T0 - 42_000;
    const states = ids.flatMap((linkId, i) =>
      (['AtoZ', 'ZtoA'] as const).map((direction) => ({
        linkId,
        direction,
        tsMs,
        freshMs: tsMs,
        ...perMetric(() => null),
        bps: 1e6 * (i + 1) + (direction === 'AtoZ' ? 0 : 1),
      })),
    );
    await createMetricsRepository(graph, { writeChunk: 3 }).writeLatest(states);
    const rows = await query(
      graph,
      `MATCH (l:Link) WHERE l.id IN $ids
       RETURN l.id AS id, l.liveAtoZBps AS a, l.liveZtoABps AS z ORDER BY id`,
      { ids },
    );
    expect(rows).toEqual(ids.map((id, i) => ({ id, a: 1e6 * (i + 1), z: 1e6 * (i + 1) + 1 })));
  });

  it('a sample dated 2100 is refused and freezes nothing; 1970 and 1e308 are refused; the correct sample shows live and turns stale', async () => {
    clock = T0 + 600_000;
    const postSamples = (samples: unknown[]) =>
      fetch(`${base}/metrics`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ samples }),
      });
    const liveOf = async (linkId: string) => {
      const live = (await (await fetch(`${base}/live/state`)).json()) as {
        states: { linkId: string; direction: string; bps: number; tsMs: number; stale: boolean }[];
      };
      return live.states.find((s) => s.linkId === linkId && s.direction === 'AtoZ');
    };

    const line = await post(
      '/write?precision=ms',
      `interface,device=geant-gva,ifName=xe-1/0/0 ifHCOutOctets=1i ${Date.UTC(2100, 0, 1)}`,
    );
    expect(line.status).toBe(400);
    const lineResult = (await line.json()) as IngestResult;
    expect(lineResult).toMatchObject({ accepted: 0, rejected: 1 });
    expect(lineResult.errors[0]?.line).toBe(1);
    expect(lineResult.errors[0]?.reason).toMatch(/^timestamp 2100-01-01T00:00:00.000Z is .* ahead/);

    const future = await postSamples([
      { linkId: 'geant-fra-par', direction: 'AtoZ', ts: '2100-01-01T00:00:00Z', bps: 9e9 },
    ]);
    expect(future.status).toBe(400);
    const futureResult = (await future.json()) as IngestResult;
    expect(futureResult).toMatchObject({ accepted: 0, rejected: 1 });
    expect(futureResult.errors[0]?.path).toBe('samples[0].ts');
    expect(futureResult.errors[0]?.reason).toMatch(/ahead of the server clock/);

    const good = await postSamples([
      { linkId: 'geant-fra-par', direction: 'AtoZ', ts: clock, bps: 2e9 },
    ]);
    expect(good.status).toBe(200);
    expect((await good.json()) as IngestResult).toMatchObject({ accepted: 1, rejected: 0 });
    expect(await liveOf('geant-fra-par')).toMatchObject({ tsMs: clock, bps: 2e9, stale: false });

    const old = await postSamples([{ linkId: 'geant-fra-par', direction: 'AtoZ', ts: 0, bps: 1 }]);
    expect(old.status).toBe(400);
    const oldResult = (await old.json()) as IngestResult;
    expect(oldResult).toMatchObject({ accepted: 0, rejected: 1 });
    expect(oldResult.errors[0]).toMatchObject({ path: 'samples[0].ts' });
    expect(oldResult.errors[0]?.reason).toMatch(/older than the retention window/);

    const huge = await postSamples([
      { linkId: 'geant-fra-par', direction: 'AtoZ', ts: clock, bps: 1e308 },
    ]);
    expect(huge.status).toBe(400);
    expect(((await huge.json()) as IngestResult).errors[0]?.path).toBe('samples[0].bps');
    expect((await liveOf('geant-fra-par'))?.bps).toBe(2e9);

    clock += 600_000;
    expect(await liveOf('geant-fra-par')).toMatchObject({ bps: 2e9, stale: true });
  });

  it('GET /api/live resumed from a Last-Event-ID 100 updates back streams every missed delta', async () => {
    /** Reads SSE events with an id until `count` arrived or the stream ended (or 20 s passed). */
    const readEvents = async (count: number, lastEventId?: string) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), 20_000);
      const events: { id: string | undefined; event: string; seq: number; states: number }[] = [];
      try {
        const response = await fetch(`${base}/live`, {
          headers: lastEventId === undefined ? {} : { 'last-event-id': lastEventId },
          signal: controller.signal,
        });
        const reader = response.body?.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        while (reader !== undefined && events.length < count) {
          const { value, done } = (await reader.read()) as { value?: Uint8Array; done: boolean };
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut).split('\n');
            buffer = buffer.slice(cut + 2);
            const field = (name: string) =>
              block.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
            const data = field('data');
            const event = field('event');
            // Only the snapshot and deltas carry an id: `changes` and heartbeats are not part of
            // the sequence a resume replays, and may come between the deltas at any time.
            if (data === undefined || event === undefined || field('id') === undefined) continue;
            const parsed = JSON.parse(data) as { seq: number; states?: unknown[] };
            events.push({
              id: field('id'),
              event,
              seq: parsed.seq,
              states: parsed.states?.length ?? 0,
            });
          }
        }
      } catch {
        // aborted at the deadline: what arrived is returned
      } finally {
        clearTimeout(timer);
        controller.abort();
      }
      return events;
    };

    const [snapshot] = await readEvents(1);
    expect(snapshot?.event).toBe('snapshot');
    await expect.poll(() => metrics.hub.clientCount()).toBe(0);
    // Every direction of every link changes 100 times: about 2 MB of deltas, more than the
    // 1 MiB a live client may have unsent.
    const links = metrics.linkEnds().map((l) => l.linkId);
    for (let round = 1; round <= 100; round += 1) {
      const samples = links.flatMap((linkId) =>
        (['AtoZ', 'ZtoA'] as const).map((direction) => ({
          linkId,
          direction,
          ts: clock + round,
          bps: 1e6 * round,
        })),
      );
      const response = await fetch(`${base}/metrics`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ samples }),
      });
      expect(response.status).toBe(200);
      metrics.hub.flush();
    }
    const missed = metrics.hub.stats().seq - snapshot!.seq;
    expect(missed).toBeGreaterThanOrEqual(100);
    const resumed = await readEvents(missed, snapshot?.id);
    expect(resumed.map((e) => e.seq)).toEqual(
      Array.from({ length: missed }, (_, i) => snapshot!.seq + 1 + i),
    );
    expect(resumed.every((e) => e.event === 'delta')).toBe(true);
    expect(resumed.at(-1)?.states).toBe(links.length * 2);
  });

  it('GET /api/live sends `changes` with the topology version and incidents revision the graph holds, whoever wrote them', async () => {
    /**
     * Reads the stream's `changes` events; after the first one, runs each write in turn and
     * waits for the event it moves. 20 s cap: only a test whose event never comes ends there.
     */
    const follow = async (writes: (() => Promise<unknown>)[]) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), 20_000);
      const seen: { topologyVersion: number; incidentsRevision: string }[] = [];
      try {
        const response = await fetch(`${base}/live`, { signal: controller.signal });
        const reader = response.body?.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        while (reader !== undefined && seen.length <= writes.length) {
          const { value, done } = (await reader.read()) as { value?: Uint8Array; done: boolean };
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut).split('\n');
            buffer = buffer.slice(cut + 2);
            if (!block.includes('event: changes')) continue;
            const data = block.find((l) => l.startsWith('data: '))?.slice(6) ?? '{}';
            seen.push(JSON.parse(data) as (typeof seen)[number]);
            await writes[seen.length - 1]?.();
          }
        }
      } catch {
        // aborted at the deadline: what arrived is returned
      } finally {
        clearTimeout(timer);
        controller.abort();
      }
      return seen;
    };
    // Written straight to the graph, as another API process would: this one learns of them
    // only by reading the graph.
    const seen = await follow([
      () =>
        graph.write((tx) =>
          tx.run(
            `MERGE (v:TopologyVersion {id: 'topology'}) SET v.version = coalesce(v.version, 0) + 1`,
          ),
        ),
      () =>
        graph.write((tx) =>
          tx.run(`CREATE (:Incident {id: 'int-live-changes', status: 'open', updatedAtMs: $at})`, {
            at: clock,
          }),
        ),
    ]);
    expect(seen).toHaveLength(3);
    const [first, second, third] = seen;
    expect(second?.topologyVersion).toBe((first?.topologyVersion ?? 0) + 1);
    expect(second?.incidentsRevision).toBe(first?.incidentsRevision);
    expect(third?.topologyVersion).toBe(second?.topologyVersion);
    expect(third?.incidentsRevision).not.toBe(second?.incidentsRevision);
    await graph.write((tx) => tx.run(`MATCH (i:Incident {id: 'int-live-changes'}) DELETE i`));
  });
});

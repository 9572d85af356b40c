import type { Server } from 'node:http';
import type { HealthResponse, LinkLiveState } from '@tiermap/domain';
import { listMigrations } from '@tiermap/graph-schema';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGraphdb } from '../../../../../scripts/lib/graphdb.mjs';
import { createApp } from '../../app.js';
import { createGraphAvailability } from '../../db/availability.js';
import { createGraph, type Graph } from '../../db/graph.js';
import { migrate } from '../../db/migrate.js';
import { rolePolicy } from '../../http/access.js';
import { createServices } from '../../services.js';
import { listenOnLoopback, startTestMetrics } from '../../test-support/app-server.js';
import { ownGraphdb, statusUntil } from '../../test-support/own-graphdb.js';
import { query } from '../../test-support/graph.js';
import type { MetricsRuntime } from '../metrics/runtime.js';
import { createTokenRepository, type TokenRepository } from '../tokens/repository.js';
import { createTokenService, TOKEN_CACHE_MS } from '../tokens/service.js';
import { createTopologyService } from '../topology/service.js';

// This test stops and restarts a database, so it runs its own, never the shared test one.
const ownDb = ownGraphdb('test-neo4j-outage');

describe('ingest goes on while Neo4j is down (its own Neo4j, stopped and started)', () => {
  let graphdb: RunningGraphdb | undefined;
  let graph: Graph;
  let metrics: MetricsRuntime;
  let server: Server;
  let base = '';
  let collector = '';
  let collectorId = '';
  // The token service's clock runs ahead on demand, past its 10 s cache.
  let tokenClockAheadMs = 0;
  // Every lookup of a token in the graph, each one a possible wait on the driver.
  let lookups = 0;
  // Counter of the A end of geant-gva-fra, 2.5 Gb/s out every 30 s.
  let sampleAtMs = Date.now() - 600_000;
  let octets = 0n;

  function write(token: string): Promise<Response> {
    sampleAtMs += 30_000;
    octets += 9_375_000_000n;
    return fetch(`${base}/write?precision=ms`, {
      method: 'POST',
      headers: { authorization: `Token ${token}`, 'content-type': 'text/plain' },
      body: `interface,device=geant-gva,ifName=xe-1/0/0 ifHCOutOctets=${octets}u ${sampleAtMs}`,
    });
  }

  beforeAll(async () => {
    graphdb = await ownDb.startFresh();
    graph = createGraph({
      uri: graphdb.uri,
      user: undefined,
      password: undefined,
      database: undefined,
    });
    await migrate(graph, listMigrations());
    await createTopologyService(graph).loadDemoIfEmpty();
    // Probes of a dead graph come from the health check here, never from a timer.
    const availability = createGraphAvailability({ retryAfterMs: 3_600_000 });
    const stored = createTokenRepository(graph);
    const counted: TokenRepository = {
      ...stored,
      byHash(hash) {
        lookups += 1;
        return stored.byHash(hash);
      },
    };
    const tokens = createTokenService(counted, () => Date.now() + tokenClockAheadMs, {
      availability,
    });
    const logger = pino({ level: 'silent' });
    metrics = await startTestMetrics(graph, logger, Date.now, {
      staleAfterMs: 3_600_000,
      availability,
    });
    const app = createApp({
      logger,
      accessPolicy: rolePolicy(tokens, { anonymousRead: true }),
      ...createServices(graph, { availability }),
      tokens,
      metrics,
      webDist: undefined,
    });
    ({ server, base } = await listenOnLoopback(app.express));
    const created = await tokens.create({ name: 'telegraf', role: 'collector' }, 'test');
    collector = created.token;
    collectorId = created.info.id;
  });

  afterAll(async () => {
    await metrics.close();
    server.close();
    await graph.close();
    await graphdb?.stop();
  });

  it('a collector token verified once keeps ingesting, without a lookup per write, while Neo4j is down', async () => {
    expect((await write(collector)).status).toBe(200);

    await graphdb?.stop();
    graphdb = undefined;
    tokenClockAheadMs += TOKEN_CACHE_MS + 1_000;
    const before = lookups;
    // The first write finds the graph gone (one lookup, cut short) and is taken.
    expect((await write(collector)).status).toBe(200);
    expect(lookups).toBe(before + 1);
    // The next ones do not touch the graph at all: no wait on the driver's retry time.
    for (let i = 0; i < 3; i += 1) {
      const response = await write(collector);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ accepted: 1, rejected: 0 });
    }
    expect(lookups).toBe(before + 1);

    const live = (await (await fetch(`${base}/live/state`)).json()) as {
      states: LinkLiveState[];
    };
    const state = live.states.find((s) => s.linkId === 'geant-gva-fra' && s.direction === 'AtoZ');
    expect(state?.bps).toBeCloseTo(2.5e9, -3);
  });

  it('a never-seen token answers 503 at once while Neo4j is down, not 401', async () => {
    const before = lookups;
    const response = await write('tm_never-seen-token-00000000000000000000000');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 503, title: 'Service unavailable' });
    expect(lookups).toBe(before);
  });

  it('GET /api/health says the graph is down, ingest and live are ok, graph writes deferred', async () => {
    await metrics.flushToGraph();
    expect(metrics.pendingGraphWrites()).toBeGreaterThan(0);
    const response = await fetch(`${base}/health`);
    expect(response.status).toBe(503);
    const body = (await response.json()) as HealthResponse;
    expect(body).toMatchObject({
      status: 'degraded',
      neo4j: 'down',
      parts: { graph: 'down', ingest: 'ok', live: 'ok', graphWrites: 'deferred' },
    });
  });

  it('everything recovers when Neo4j is back: health, the deferred graph write, revocation', async () => {
    graphdb = await ownDb.start();
    const response = await statusUntil(`${base}/health`, 200, 60_000);
    expect(response.status).toBe(200);
    expect(((await response.json()) as HealthResponse).parts.graph).toBe('up');

    await metrics.flushToGraph();
    expect(metrics.pendingGraphWrites()).toBe(0);
    const [row] = await query(
      graph,
      "MATCH (l:Link {id: 'geant-gva-fra'}) RETURN l.liveAtoZBps AS bps",
    );
    expect(Number(row?.bps)).toBeCloseTo(2.5e9, -3);
    const health = (await (await fetch(`${base}/health`)).json()) as HealthResponse;
    expect(health.parts).toMatchObject({ graph: 'up', graphWrites: 'ok', pendingGraphWrites: 0 });

    // The graph is asked again, and its word counts: revoked there, refused here.
    tokenClockAheadMs += TOKEN_CACHE_MS + 1_000;
    const before = lookups;
    expect((await write(collector)).status).toBe(200);
    expect(lookups).toBe(before + 1);
    await graph.runAutoCommit('MATCH (t:ApiToken {id: $id}) SET t.revokedAt = datetime()', {
      id: collectorId,
    });
    tokenClockAheadMs += TOKEN_CACHE_MS + 1_000;
    expect((await write(collector)).status).toBe(401);
    // Starting Neo4j takes most of a minute on a busy machine.
  }, 240_000);
});

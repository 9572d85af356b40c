import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntegrations } from '../health/integrations.js';
import { createLinkMap } from './link-map.js';
import { createMemoryStore } from './memory-store.js';
import { createPrometheusPoller } from './prometheus-poller.js';

const T0 = Date.UTC(2026, 10, 26, 9, 0, 0);
const map = createLinkMap([
  {
    linkId: 'lab-link',
    capacityBps: 10e9,
    aRouterId: 'lab-r1',
    aRouterName: 'r1.lab',
    aPortName: 'xe-0/0/1',
    aCollectorNames: ['192.0.2.1'],
    aDeviceLabel: 'instance',
    aPortMatch: 'ifIndex',
    aIfIndex: 7,
    zRouterId: 'lab-r2',
    zRouterName: 'r2.lab',
    zPortName: 'xe-0/0/2',
    zCollectorNames: ['192.0.2.2'],
    zDeviceLabel: 'instance',
    zPortMatch: 'ifIndex',
    zIfIndex: 9,
  },
]);

/** What the fake Prometheus answers per metric: series labels and value. */
let answers: Record<string, { metric: Record<string, string>; value: string }[]> = {};
let status = 200;
const queries: string[] = [];
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const query = new URLSearchParams(body).get('query') ?? '';
      queries.push(query);
      const metric = /(if\w+)\{/.exec(query)?.[1] ?? '';
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(
        status === 200
          ? JSON.stringify({
              status: 'success',
              data: {
                resultType: 'vector',
                result: (answers[metric] ?? []).map((s) => ({
                  metric: s.metric,
                  value: [T0 / 1000, s.value],
                })),
              },
            })
          : JSON.stringify({ status: 'error', error: 'query timed out' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://user:secret@127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

const a = { instance: '192.0.2.1', ifIndex: '7', ifName: 'xe-0/0/1' };
const z = { instance: '192.0.2.2', ifIndex: '9', ifName: 'xe-0/0/2' };

function setup(now = T0) {
  const store = createMemoryStore({ retentionMs: 3_600_000, maxSamplesPerDirection: 100 });
  const integrations = createIntegrations(() => now);
  const poller = createPrometheusPoller({
    baseUrl,
    linkMap: () => map,
    store,
    deviceLabel: 'device',
    staleAfterMs: 120_000,
    now: () => now,
    integrations,
  });
  return { store, poller, integrations };
}

describe('createPrometheusPoller', () => {
  it('reads rate() per counter for all ports in one query each and files them per direction', async () => {
    status = 200;
    queries.length = 0;
    answers = {
      ifHCOutOctets: [
        { metric: a, value: '1000000' },
        { metric: z, value: '250000' },
        { metric: { ...a, ifIndex: '8' }, value: '99' },
      ],
      ifInErrors: [{ metric: z, value: '0.5' }],
      ifOperStatus: [
        { metric: a, value: '1' },
        { metric: z, value: '1' },
      ],
    };
    const { store, poller, integrations } = setup();
    await expect(poller.pollOnce()).resolves.toEqual({ interfaces: 2, samples: 2 });
    expect(store.latestOf('lab-link', 'AtoZ')).toMatchObject({ bps: 8e6, errorsPerSec: 0.5 });
    expect(store.latestOf('lab-link', 'ZtoA')).toMatchObject({ bps: 2e6 });
    expect(queries).toContain(
      'rate(ifHCOutOctets{instance=~"192\\\\.0\\\\.2\\\\.1|192\\\\.0\\\\.2\\\\.2"}[120s])',
    );
    expect(queries).toContain(
      'ifOperStatus{instance=~"192\\\\.0\\\\.2\\\\.1|192\\\\.0\\\\.2\\\\.2"}',
    );
    expect(poller.isDown('lab-link')).toBe(false);
    expect(integrations.list()).toEqual([
      expect.objectContaining({ name: 'prometheus-live', state: 'ok', detail: '2 interfaces' }),
    ]);
  });

  it('marks the link down when ifOperStatus at either end is 2 (down)', async () => {
    answers = {
      ifOperStatus: [
        { metric: a, value: '1' },
        { metric: z, value: '2' },
      ],
    };
    const { poller } = setup();
    await poller.pollOnce();
    expect(poller.isDown('lab-link')).toBe(true);
  });

  it('leaves a direction alone whose pushed sample is fresher than the stale age', async () => {
    answers = {
      ifHCOutOctets: [
        { metric: a, value: '1000000' },
        { metric: z, value: '250000' },
      ],
    };
    const { store, poller } = setup();
    // A collector pushed AtoZ a minute ago: 3 Gb/s. Polling must not add or replace it.
    store.append([{ linkId: 'lab-link', direction: 'AtoZ', tsMs: T0 - 60_000, bps: 3e9 }], T0);
    await expect(poller.pollOnce()).resolves.toMatchObject({ samples: 1 });
    expect(store.latestOf('lab-link', 'AtoZ')).toMatchObject({ bps: 3e9, tsMs: T0 - 60_000 });
    expect(store.latestOf('lab-link', 'ZtoA')).toMatchObject({ bps: 2e6 });
  });

  it('reports a failing Prometheus to the registry without the credentials of its URL', async () => {
    status = 503;
    const { poller, integrations } = setup();
    await expect(poller.pollOnce()).rejects.toThrow(/answered 503: query timed out/);
    const entry = integrations.list().find((i) => i.name === 'prometheus-live');
    expect(entry?.state).toBe('failing');
    expect(entry?.lastError).toContain('answered 503');
    expect(entry?.lastError).not.toContain('secret');
    status = 200;
  });
});

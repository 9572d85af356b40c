import { carrierUploadSchema } from '@tiermap/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  NETBOX_ENDPOINTS,
  NetboxReadError,
  authorizationHeader,
  readNetbox,
} from './netbox-client.js';
import { netboxToUpload } from './netbox-import.js';
import { uploadReferenceProblems } from './upload-references.js';
import { startNetboxServer, type NetboxServer } from './testing/netbox-server.js';

const TOKEN = 'f0e1d2c3b4a5968778695a4b3c2d1e0f0a1b2c3d';
const FILTERS = [['tenant', 'uslhcnet']] as const;
const noWait = (): Promise<void> => Promise.resolve();

let server: NetboxServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The paths asked for, with how many pages of each. */
function pagesByPath(requests: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const request of requests) {
    const path = new URL(request, 'http://x').pathname;
    counts[path] = (counts[path] ?? 0) + 1;
  }
  return counts;
}

describe('readNetbox against a NetBox 4.6-shaped server', () => {
  it('reads every list page by page (2 a page), following the absolute next links, into a valid upload', async () => {
    server = await startNetboxServer({ token: TOKEN });
    const pages: string[] = [];
    const exported = await readNetbox({
      url: server.url,
      token: TOKEN,
      filters: FILTERS,
      pageSize: 2,
      sleep: noWait,
      onPage: (p) => pages.push(`${p.path} ${p.page}`),
    });
    // Several pages of every endpoint, each asked for once.
    expect(pagesByPath(server.requests)).toEqual({
      [NETBOX_ENDPOINTS.devices.path]: 2,
      [NETBOX_ENDPOINTS.circuits.path]: 2,
      [NETBOX_ENDPOINTS.moduleBays.path]: 3,
      [NETBOX_ENDPOINTS.modules.path]: 2,
      [NETBOX_ENDPOINTS.interfaces.path]: 5,
      [NETBOX_ENDPOINTS.cables.path]: 2,
      [NETBOX_ENDPOINTS.circuitTerminations.path]: 3,
    });
    expect(pages).toHaveLength(server.requests.length);
    expect(server.requests[0]).toBe('/api/dcim/devices/?tenant=uslhcnet&limit=2');
    expect(server.requests[1]).toBe('/api/dcim/devices/?tenant=uslhcnet&limit=2&offset=2');
    // The other tenant's device and circuit are filtered out, and their components never read.
    expect((exported.devices as Array<{ name: string }>).map((d) => d.name)).toEqual([
      'gva-core1',
      'ams-core1',
      'chi-core1',
    ]);
    expect(exported.interfaces).toHaveLength(10);
    expect(exported.module_bays).toHaveLength(5);

    const { document, warnings } = netboxToUpload(exported, { carrierId: 'uslhcnet' });
    const upload = carrierUploadSchema.parse(document);
    expect(uploadReferenceProblems(upload)).toEqual([]);
    const slots = upload.routers.map((r) => [r.id, r.blades.map((b) => [b.slot, b.model])]);
    expect(slots).toEqual([
      [
        'uslhcnet-gva-core1',
        [
          [0, 'MPC7E-MRATE'],
          [1, 'MPC10E-15C'],
        ],
      ],
      ['uslhcnet-ams-core1', [[3, 'MPC7E-MRATE']]],
      ['uslhcnet-chi-core1', [[0, 'chassis']]],
    ]);
    expect(upload.links.map((l) => [l.aPortId, l.zPortId, l.capacityBps])).toEqual([
      ['uslhcnet-gva-core1:xe-0/0/0', 'uslhcnet-ams-core1:xe-3/0/0', 10e9],
      ['uslhcnet-gva-core1:xe-0/0/1', 'uslhcnet-ams-core1:xe-3/0/1', 10e9],
      ['uslhcnet-gva-core1:et-1/0/0', 'uslhcnet-ams-core1:et-3/0/2', 100e9],
    ]);
    expect(upload.trunks).toEqual([
      {
        id: 'uslhcnet-gva-core1:ae0',
        name: 'gva-core1 ae0 - ams-core1 ae0',
        memberLinkIds: ['uslhcnet-gva-core1-ams-core1', 'uslhcnet-gva-core1-ams-core1-2'],
      },
    ]);
    expect(warnings.filter((w) => w.code === 'unknown-slot')).toEqual([
      expect.objectContaining({ where: 'module 32 in bay "Routing Engine"' }),
    ]);
  });

  it('sends a v1 token as "Token …" and a v2 nbt_ token as "Bearer …"', async () => {
    expect(authorizationHeader('abc')).toBe('Token abc');
    expect(authorizationHeader('nbt_abc.def')).toBe('Bearer nbt_abc.def');
    expect(authorizationHeader('Bearer nbt_abc.def')).toBe('Bearer nbt_abc.def');
    server = await startNetboxServer({ token: 'nbt_k3y.s3cr3t' });
    const exported = await readNetbox({
      url: server.url,
      token: 'nbt_k3y.s3cr3t',
      filters: FILTERS,
    });
    expect(exported.devices).toHaveLength(3);
  });

  it('retries a page that answers 500 and gives up after three attempts, naming the endpoint and page: nothing is returned', async () => {
    server = await startNetboxServer({
      token: TOKEN,
      fail: { path: NETBOX_ENDPOINTS.interfaces.path, page: 3, status: 500, times: 3 },
    });
    const waits: number[] = [];
    const read = readNetbox({
      url: server.url,
      token: TOKEN,
      filters: FILTERS,
      pageSize: 2,
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    const error = await read.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(NetboxReadError);
    expect(error).toMatchObject({
      path: '/api/dcim/interfaces/',
      page: 3,
      status: 500,
      message: 'NetBox /api/dcim/interfaces/ page 3: answered 500 3 times, after 3 attempts',
    });
    expect(waits).toEqual([500, 1000]);
    // Pages 1 and 2 were read, page 3 asked three times, and nothing after it.
    const interfaces = server.requests.filter((r) => r.startsWith('/api/dcim/interfaces/'));
    expect(interfaces).toHaveLength(5);
    expect(server.requests.some((r) => r.startsWith('/api/dcim/cables/'))).toBe(false);
    expect(String(error)).not.toContain(TOKEN);
  });

  it('reads a page that answers 429 and then its list, after one backoff', async () => {
    server = await startNetboxServer({
      token: TOKEN,
      fail: { path: NETBOX_ENDPOINTS.cables.path, page: 1, status: 429, times: 1 },
    });
    const waits: number[] = [];
    const exported = await readNetbox({
      url: server.url,
      token: TOKEN,
      filters: FILTERS,
      pageSize: 2,
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    expect(waits).toEqual([500]);
    expect(exported.cables).toHaveLength(4);
  });

  it('refuses to follow a next link on another origin, and never asks it', async () => {
    server = await startNetboxServer({
      token: TOKEN,
      foreignNext: {
        path: NETBOX_ENDPOINTS.modules.path,
        origin: 'http://netbox.attacker.example',
      },
    });
    const asked: string[] = [];
    const error = await readNetbox({
      url: server.url,
      token: TOKEN,
      filters: FILTERS,
      pageSize: 2,
      fetch: (input, init) => {
        asked.push(input instanceof Request ? input.url : input.toString());
        return fetch(input, init);
      },
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(NetboxReadError);
    expect((error as Error).message).toBe(
      `NetBox /api/dcim/modules/ page 2: its "next" link points to another origin (http://netbox.attacker.example, not ${server.url}): not followed`,
    );
    expect(asked.some((url) => url.includes('attacker'))).toBe(false);
  });

  it('does not retry a 403, and says to check the token without printing it', async () => {
    server = await startNetboxServer({ token: TOKEN });
    const error = await readNetbox({ url: server.url, token: 'wrong-token', sleep: noWait }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((error as Error).message).toBe(
      'NetBox /api/dcim/devices/ page 1: answered 403: check the token and its permissions',
    );
    expect(server.requests).toHaveLength(1);
  });

  it('names an unreachable NetBox, after its bounded attempts', async () => {
    const error = await readNetbox({
      url: 'http://127.0.0.1:9',
      token: TOKEN,
      sleep: noWait,
      fetch: () =>
        Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })),
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((error as Error).message).toBe(
      'NetBox /api/dcim/devices/ page 1: unreachable (ECONNREFUSED), after 3 attempts',
    );
  });

  it('refuses a URL with credentials in it', async () => {
    await expect(
      readNetbox({ url: 'https://user:pw@netbox.example.org', token: TOKEN }),
    ).rejects.toThrow('put the token in the token option, not in the URL');
  });
});

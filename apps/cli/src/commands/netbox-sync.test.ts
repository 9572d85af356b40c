import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { carrierUploadSchema, type UploadResult } from '@tiermap/domain';
import { startNetboxServer, type NetboxServer } from '@tiermap/carrier-files/testing';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import type { Io } from '../io.js';
import { main } from '../main.js';

const NETBOX_TOKEN = 'nbt_9f8e7d6c5b4a.s3cr3t-never-printed';
const TIERMAP = 'http://tiermap.test';
const zero = { created: 0, changed: 0, removed: 0 };
const result = (dryRun: boolean): UploadResult => ({
  dryRun,
  changed: true,
  upload: dryRun
    ? null
    : {
        id: 'upl-2026-03-02-0a1b2c3d',
        carrierId: 'uslhcnet',
        uploadedBy: 'token tok-1',
        uploadedAt: '2026-03-02T10:00:00.000Z',
        checksum: `sha256:${'0'.repeat(64)}`,
        format: 'json',
        restoredFrom: null,
        counts: {
          router: { created: 3, changed: 0, removed: 0 },
          backplane: zero,
          blade: zero,
          port: zero,
          link: zero,
          trunk: zero,
          maintenance: zero,
        },
      },
  diff: {
    created: [],
    changed: [],
    removed: [],
    counts: {
      router: { created: 3, changed: 0, removed: 0 },
      backplane: zero,
      blade: zero,
      port: zero,
      link: zero,
      trunk: zero,
      maintenance: zero,
    },
  },
});

let netbox: NetboxServer | undefined;
afterEach(async () => {
  await netbox?.close();
  netbox = undefined;
});

/** Runs the CLI: NetBox requests go to the stand-in NetBox, tiermap's to a stub. */
async function run(argv: string[], env: NodeJS.ProcessEnv = {}) {
  let stdout = '';
  let stderr = '';
  const sent: Array<{ url: string; body: string; authorization: string | null }> = [];
  const io: Io = {
    stdout: { write: (text) => ((stdout += text), true) },
    stderr: { isTTY: false, write: (text) => ((stderr += text), true) },
    interactive: false,
    confirm: () => Promise.resolve(false),
    env: { TIERMAP_TOKEN: 'tiermap-token-1', ...env },
    fetch: async (request) => {
      if (!request.url.startsWith(TIERMAP)) return fetch(request);
      sent.push({
        url: request.url,
        body: await request.text(),
        authorization: request.headers.get('authorization'),
      });
      const dryRun = request.url.includes('dryRun=true');
      return Response.json(result(dryRun), { status: dryRun ? 200 : 201 });
    },
  };
  const code = await main(argv, io);
  return { code, stdout, stderr, sent };
}

const args = (url: string, ...more: string[]) => [
  'import',
  'netbox',
  '--url',
  url,
  '--carrier',
  'uslhcnet',
  '--filter',
  'tenant=uslhcnet',
  '--limit',
  '2',
  ...more,
];

describe('tiermap import netbox --url', () => {
  it('reads every page (shown on stderr) and writes the document as YAML; the token is never printed', async () => {
    netbox = await startNetboxServer({ token: NETBOX_TOKEN });
    const dir = await mkdtemp(path.join(tmpdir(), 'tiermap-netbox-'));
    const tokenFile = path.join(dir, 'netbox.token');
    await writeFile(tokenFile, `${NETBOX_TOKEN}\n`);
    const out = await run(args(netbox.url, '--token-file', tokenFile));
    expect(out.code).toBe(0);
    expect(out.stderr).toContain('netbox: /api/dcim/devices/ page 1: 2 of 3\n');
    expect(out.stderr).toContain('netbox: /api/dcim/interfaces/ page 5: 10 of 10\n');
    const document = carrierUploadSchema.parse(parse(out.stdout));
    expect(document.routers.map((r) => [r.id, r.blades.map((b) => b.slot)])).toEqual([
      ['uslhcnet-gva-core1', [0, 1]],
      ['uslhcnet-ams-core1', [3]],
      ['uslhcnet-chi-core1', [0]],
    ]);
    expect(document.trunks).toHaveLength(1);
    expect(out.sent).toEqual([]);
    expect(out.stdout + out.stderr).not.toContain('s3cr3t');
  });

  it('--upload sends the document to tiermap: a dry run and its diff, then the write', async () => {
    netbox = await startNetboxServer({ token: NETBOX_TOKEN });
    const out = await run(args(netbox.url, '--upload', '--yes', '--server', TIERMAP), {
      NETBOX_TOKEN,
    });
    expect(out.code).toBe(0);
    expect(out.sent.map((s) => s.url)).toEqual([
      `${TIERMAP}/api/carriers/uslhcnet/uploads?dryRun=true`,
      `${TIERMAP}/api/carriers/uslhcnet/uploads`,
    ]);
    expect(out.sent[0]?.authorization).toBe('Bearer tiermap-token-1');
    expect(JSON.parse(out.sent[1]?.body ?? '')).toMatchObject({ carrier: 'uslhcnet' });
    expect(out.stdout).toContain('published version upl-2026-03-02-0a1b2c3d of uslhcnet');
    expect(out.stdout + out.stderr).not.toContain('s3cr3t');
  });

  it('a page failing after its retries exits 5 naming the endpoint and page, and sends nothing', async () => {
    netbox = await startNetboxServer({
      token: NETBOX_TOKEN,
      fail: { path: '/api/dcim/cables/', page: 2, status: 503, times: 3 },
    });
    const out = await run(
      args(netbox.url, '--token', NETBOX_TOKEN, '--upload', '--yes', '--server', TIERMAP),
    );
    expect(out.code).toBe(5);
    expect(out.stderr).toContain(
      'tiermap: NetBox /api/dcim/cables/ page 2: answered 503 3 times, after 3 attempts; nothing was written\n',
    );
    expect(out.sent).toEqual([]);
    expect(out.stdout + out.stderr).not.toContain('s3cr3t');
  });

  it('asks for a token, and a KEY=VALUE filter, before reading anything', async () => {
    const noToken = await run(args('https://netbox.example.org'));
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toContain(
      'a NetBox token is required: --token-file FILE, --token or NETBOX_TOKEN',
    );
    const badFilter = await run([
      'import',
      'netbox',
      '--url',
      'https://netbox.example.org',
      '--carrier',
      'uslhcnet',
      '--filter',
      'uslhcnet',
      '--token',
      'x',
    ]);
    expect(badFilter.code).toBe(2);
    expect(badFilter.stderr).toContain('--filter "uslhcnet" is not KEY=VALUE');
  });
});

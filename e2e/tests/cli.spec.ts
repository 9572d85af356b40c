import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../ports.js';
import { createToken, E2E_ADMIN_TOKEN, revokeToken } from '../support/auth.js';

// The built `tiermap` command (apps/cli) against the e2e stack, as a carrier's script runs it:
// a child process with TIERMAP_URL and TIERMAP_TOKEN, judged by its exit code and its output.
// It changes NetherLight's equipment in the shared database and puts the demo's back at the end.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(repoRoot, 'apps/cli/bin/tiermap.mjs');
const EXAMPLE = 'docs/examples/netherlight.yaml';
const GEANT_ZOO = path.resolve(repoRoot, '../shared/data/topology-zoo/Geant2012.graphml');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node apps/cli/bin/tiermap.mjs ARGS…` from the repository root, stdin not a terminal. */
function tiermap(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: repoRoot,
      env: { ...process.env, TIERMAP_URL: E2E_BASE_URL, TIERMAP_TOKEN: E2E_ADMIN_TOKEN, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** 1-based line and column of the first `needle` in `text`, `skip` characters into it. */
function lineColumn(text: string, needle: string, skip = 0): string {
  const before = text.slice(0, text.indexOf(needle) + skip).split('\n');
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

function versionPublished(run: Run): string {
  const id = /published version (\S+) of netherlight/.exec(run.stdout)?.[1];
  if (id === undefined) throw new Error(`no version in: ${run.stdout}${run.stderr}`);
  return id;
}

test.describe.configure({ mode: 'serial' });

let dir = '';
/** NetherLight's equipment in the demo, as pulled before anything changed it. */
let original = '';
const versions: { example?: string; demo?: string } = {};

test.beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tiermap-cli-e2e-'));
});

test.afterAll(async () => {
  // Whatever happened above, the other specs see the demo's NetherLight again.
  if (original !== '')
    await tiermap([
      'carrier',
      'publish',
      file('original.yaml'),
      '--carrier',
      'netherlight',
      '--yes',
    ]);
  await rm(dir, { recursive: true, force: true });
});

const file = (name: string) => path.join(dir, name);

test('carrier pull writes NetherLight’s equipment as YAML, with no token needed to read', async () => {
  const run = await tiermap(
    ['carrier', 'pull', '--carrier', 'netherlight', '-o', file('original.yaml')],
    {
      TIERMAP_TOKEN: '',
    },
  );
  expect(run.code, run.stderr).toBe(0);
  expect(run.stderr).toContain(`wrote ${file('original.yaml')}`);
  original = await readFile(file('original.yaml'), 'utf8');
  expect(original).toMatch(/^# netherlight's equipment as http:\/\/127\.0\.0\.1:\d+ holds it/);
  expect(original).toContain('carrier: netherlight');
  expect(original).toContain('id: netherlight-ams');
  expect(original).not.toContain('netherlight-gva');
});

test('carrier validate names both mistakes as FILE:LINE:COLUMN and exits 1', async () => {
  const example = await readFile(path.join(repoRoot, EXAMPLE), 'utf8');
  // A latitude over 90 and a backplane of 0 b/s: found offline, nothing is sent.
  const broken = example
    .replace('lat: 52.356', 'lat: 152.356')
    .replace('capacityBps: 640000000000', 'capacityBps: 0');
  await writeFile(file('two-mistakes.yaml'), broken);
  const run = await tiermap([
    'carrier',
    'validate',
    file('two-mistakes.yaml'),
    '--carrier',
    'netherlight',
  ]);
  expect(run.code, run.stderr).toBe(1);
  expect(run.stdout.trim().split('\n')).toEqual([
    `${file('two-mistakes.yaml')}:${lineColumn(broken, '152.356')}: routers[0].lat: Too big: expected number to be <=90 (lat is degrees of latitude, -90 to 90, e.g. 46.2 for Geneva)`,
    `${file('two-mistakes.yaml')}:${lineColumn(broken, 'capacityBps: 0 }', 'capacityBps: '.length)}: routers[0].backplane.capacityBps: must be above 0 (capacityBps is bits per second, e.g. 960000000000 for 960G)`,
    `${file('two-mistakes.yaml')}: 2 problems (offline check; nothing was sent)`,
  ]);

  // A port no carrier has reads well: the server's dry run finds it, at its line and column.
  const dangling = example.replace(
    'zPortId: surfnet-ams:10ge-1/0',
    'zPortId: surfnet-ams:10ge-9/9',
  );
  await writeFile(file('dangling.yaml'), dangling);
  const server = await tiermap([
    'carrier',
    'validate',
    file('dangling.yaml'),
    '--carrier',
    'netherlight',
  ]);
  expect(server.code, server.stderr).toBe(1);
  expect(server.stdout).toContain(
    `${file('dangling.yaml')}:${lineColumn(dangling, 'surfnet-ams:10ge-9/9')}: links[0].zPortId: `,
  );
  expect(server.stderr).toContain('422');
});

test('carrier validate of the example exits 0, offline and with the server', async () => {
  const offline = await tiermap(
    ['carrier', 'validate', EXAMPLE, '--carrier', 'netherlight', '--offline'],
    {
      TIERMAP_URL: 'http://127.0.0.1:9',
    },
  );
  expect(offline.code, offline.stderr).toBe(0);
  const run = await tiermap(['carrier', 'validate', EXAMPLE, '--carrier', 'netherlight']);
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toContain(
    `${EXAMPLE}: valid (checked by ${E2E_BASE_URL}); publishing it would make`,
  );
});

test('carrier diff shows the new Geneva router, for people and as JSON', async () => {
  const run = await tiermap(['carrier', 'diff', EXAMPLE, '--carrier', 'netherlight']);
  expect(run.code, run.stderr).toBe(0);
  const lines = run.stdout.trim().split('\n');
  expect(lines).toContain('  + netherlight-gva  "NetherLight Geneva"');
  expect(lines).toContain('  + netherlight-ams-gva  "NetherLight Amsterdam – Geneva (2 x 100G)"');
  expect(lines.at(-1)).toMatch(/created, \d+ changed, \d+ removed \(router \+1, backplane \+1/);

  const json = await tiermap(['carrier', 'diff', EXAMPLE, '--carrier', 'netherlight', '--json']);
  expect(json.code, json.stderr).toBe(0);
  const diff = JSON.parse(json.stdout) as { created: { kind: string; id: string }[] };
  expect(diff.created).toContainEqual(
    expect.objectContaining({ kind: 'router', id: 'netherlight-gva' }),
  );
});

test('carrier publish --yes writes a version, with progress on request; again, no change', async () => {
  const run = await tiermap([
    'carrier',
    'publish',
    EXAMPLE,
    '--carrier',
    'netherlight',
    '--yes',
    '--progress',
  ]);
  expect(run.code, run.stderr).toBe(0);
  versions.example = versionPublished(run);
  expect(run.stderr).toContain('sending netherlight.yaml [');
  expect(run.stderr).toContain('100%');
  expect(run.stderr).toContain('waiting for the server to apply…');

  const again = await tiermap(['carrier', 'publish', EXAMPLE, '--carrier', 'netherlight', '--yes']);
  expect(again.code, again.stderr).toBe(0);
  expect(again.stdout).toContain(
    `no change: ${EXAMPLE} matches what ${E2E_BASE_URL} holds for netherlight`,
  );

  // Without a terminal, publishing needs --yes.
  const unconfirmed = await tiermap(['carrier', 'publish', EXAMPLE, '--carrier', 'netherlight']);
  expect(unconfirmed.code).toBe(2);
  expect(unconfirmed.stderr).toContain('pass --yes');
});

test('carrier history lists the versions, and restore brings an earlier one back', async () => {
  // The demo's equipment again, as a version of its own.
  const demo = await tiermap([
    'carrier',
    'publish',
    file('original.yaml'),
    '--carrier',
    'netherlight',
    '--yes',
  ]);
  expect(demo.code, demo.stderr).toBe(0);
  versions.demo = versionPublished(demo);

  const run = await tiermap(['carrier', 'history', '--carrier', 'netherlight']);
  expect(run.code, run.stderr).toBe(0);
  const rows = run.stdout.trimEnd().split('\n');
  expect(rows[0]).toMatch(/^ {2}VERSION +UPLOADED \(UTC\) +BY +FORMAT +CHANGES$/);
  expect(rows[1]).toMatch(new RegExp(`^\\* ${versions.demo} `));
  expect(rows[2]).toMatch(
    new RegExp(`^  ${versions.example} .* TIERMAP_ADMIN_TOKEN \\(admin\\) +yaml +\\d+ created`),
  );

  const restore = await tiermap([
    'carrier',
    'restore',
    versions.example ?? '',
    '--carrier',
    'netherlight',
  ]);
  expect(restore.code, restore.stderr).toBe(0);
  expect(restore.stdout).toMatch(
    new RegExp(
      `^restored version ${versions.example} of netherlight as version \\S+: \\d+ created`,
    ),
  );
  const diff = await tiermap(['carrier', 'diff', EXAMPLE, '--carrier', 'netherlight']);
  expect(diff.stdout.trim()).toBe('no change');

  const unknown = await tiermap([
    'carrier',
    'restore',
    'no-such-version',
    '--carrier',
    'netherlight',
  ]);
  expect(unknown.code).toBe(4);
});

test('another carrier’s token and an unknown token are not allowed: exit 3', async ({
  request,
}) => {
  const dfn = await createToken(request, {
    name: 'e2e cli dfn',
    role: 'carrier',
    carrierId: 'dfn',
  });
  try {
    const run = await tiermap(
      ['carrier', 'publish', file('original.yaml'), '--carrier', 'netherlight', '--yes'],
      {
        TIERMAP_TOKEN: dfn.secret,
      },
    );
    expect(run.code, run.stderr).toBe(3);
    expect(run.stderr).toContain('403');
    expect(run.stderr + run.stdout).not.toContain(dfn.secret);
  } finally {
    await revokeToken(request, dfn.id);
  }
  const unknown = await tiermap(['carrier', 'validate', EXAMPLE, '--carrier', 'netherlight'], {
    TIERMAP_TOKEN: 'not-a-token-anyone-made',
  });
  expect(unknown.code).toBe(3);
  expect(unknown.stderr).toContain('401');
});

test('import graphml turns the Topology Zoo GÉANT into a document, listing the warnings', async () => {
  // shared/ sits beside the repository, as in CI; without it this fails rather than skips.
  expect(existsSync(GEANT_ZOO), `the Topology Zoo is not at ${GEANT_ZOO}`).toBe(true);
  const run = await tiermap([
    'import',
    'graphml',
    GEANT_ZOO,
    '--carrier',
    'geant',
    '-o',
    file('geant.yaml'),
  ]);
  expect(run.code, run.stderr).toBe(0);
  expect(run.stderr).toMatch(/Geant2012\.graphml: imported with \d+ warnings, by code:/);
  expect(run.stderr).toMatch(/^ {2}missing-speed \(\d+\)$/m);
  const yaml = await readFile(file('geant.yaml'), 'utf8');
  expect(yaml).toMatch(
    /^# Imported by `tiermap import graphml` from Geant2012\.graphml for carrier geant: \d+ routers/,
  );
  const check = await tiermap([
    'carrier',
    'validate',
    file('geant.yaml'),
    '--carrier',
    'geant',
    '--offline',
  ]);
  expect(check.code, check.stdout).toBe(0);
});

test('NetherLight is the demo’s again', async () => {
  const run = await tiermap([
    'carrier',
    'publish',
    file('original.yaml'),
    '--carrier',
    'netherlight',
    '--yes',
  ]);
  expect(run.code, run.stderr).toBe(0);
  const pulled = await tiermap(['carrier', 'pull', '--carrier', 'netherlight']);
  // The same document; only the header's "publish FILE" names another file.
  const body = (yaml: string) => yaml.replace(/^(#.*\n)+/, '');
  expect(body(pulled.stdout)).toBe(body(original));
  expect(body(original)).toMatch(/^format: tiermap-carrier\/1\n/);
});

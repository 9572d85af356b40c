import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UploadResult } from '@tiermap/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Io } from './io.js';
import { main } from './main.js';

const zero = { created: 0, changed: 0, removed: 0 };
const counts = {
  router: { created: 1, changed: 0, removed: 0 },
  backplane: zero,
  blade: zero,
  port: zero,
  link: zero,
  trunk: zero,
  maintenance: zero,
};
const preview: UploadResult = {
  dryRun: true,
  changed: true,
  upload: null,
  diff: {
    created: [{ kind: 'router', id: 'dfn-fra', after: { name: 'DFN Frankfurt' } }],
    changed: [],
    removed: [],
    counts,
  },
};

const VALID = `format: tiermap-carrier/1
carrier: dfn
routers: []
`;
// Two mistakes: a latitude over 90 on line 10, a capacity of 0 on line 12.
const TWO_MISTAKES = `format: tiermap-carrier/1
carrier: dfn
routers:
  - id: dfn-fra
    name: DFN Frankfurt
    vendor: Juniper
    model: MX960
    os: Junos
    location: Frankfurt
    lat: 150.1
    lon: 8.7
    backplane: { id: dfn-fra:backplane, capacityBps: 0 }
`;

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tiermap-cli-'));
  await writeFile(path.join(dir, 'valid.yaml'), VALID);
  await writeFile(path.join(dir, 'two-mistakes.yaml'), TWO_MISTAKES);
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  requests: string[];
}

async function run(
  argv: string[],
  answer: (url: string) => Response = () => Response.json(preview),
  options: { interactive?: boolean; confirm?: boolean } = {},
): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const requests: string[] = [];
  const io: Io = {
    stdout: { write: (text) => ((stdout += text), true) },
    stderr: { isTTY: false, write: (text) => ((stderr += text), true) },
    interactive: options.interactive ?? false,
    confirm: () => Promise.resolve(options.confirm ?? false),
    env: { TIERMAP_URL: 'http://tiermap.test', TIERMAP_TOKEN: 'secret-token-123' },
    fetch: async (request) => {
      await request.arrayBuffer();
      requests.push(`${request.method} ${request.url}`);
      return answer(request.url);
    },
  };
  const code = await main(argv, io);
  return { code, stdout, stderr, requests };
}

const file = (name: string) => path.join(dir, name);

describe('main', () => {
  it('validate prints both mistakes as FILE:LINE:COLUMN, exits 1, and sends nothing', async () => {
    const result = await run([
      'carrier',
      'validate',
      file('two-mistakes.yaml'),
      '--carrier',
      'dfn',
    ]);
    expect(result.code).toBe(1);
    const at = file('two-mistakes.yaml');
    expect(result.stdout.trim().split('\n')).toEqual([
      `${at}:10:10: routers[0].lat: Too big: expected number to be <=90 (lat is degrees of latitude, -90 to 90, e.g. 46.2 for Geneva)`,
      `${at}:12:54: routers[0].backplane.capacityBps: must be above 0 (capacityBps is bits per second, e.g. 960000000000 for 960G)`,
      `${at}: 2 problems (offline check; nothing was sent)`,
    ]);
    expect(result.requests).toEqual([]);
  });

  it('validate of a valid file asks the server for a dry run and exits 0', async () => {
    const result = await run(['carrier', 'validate', file('valid.yaml'), '--carrier', 'dfn']);
    expect(result.code).toBe(0);
    expect(result.requests).toEqual([
      'POST http://tiermap.test/api/carriers/dfn/uploads?dryRun=true',
    ]);
    expect(result.stdout).toContain(
      'valid (checked by http://tiermap.test); publishing it would make 1 created',
    );
  });

  it("validate shows where another carrier's equipment is touched and exits 3 on 403", async () => {
    const result = await run(['carrier', 'validate', file('valid.yaml'), '--carrier', 'dfn'], () =>
      Response.json(
        {
          type: 'about:blank',
          title: 'Forbidden',
          status: 403,
          detail: "the document changes another carrier's equipment",
          errors: [{ path: 'links[0].zPortId', line: 3, column: 12, message: "geant's port" }],
        },
        { status: 403 },
      ),
    );
    expect(result.code).toBe(3);
    expect(result.stdout).toBe(`${file('valid.yaml')}:3:12: links[0].zPortId: geant's port\n`);
    expect(result.stderr).toContain(
      "403 Forbidden: the document changes another carrier's equipment",
    );
    expect(result.stderr).not.toContain('secret-token-123');
  });

  it('diff --json writes only the JSON diff on stdout', async () => {
    const result = await run(['carrier', 'diff', file('valid.yaml'), '--carrier', 'dfn', '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(preview.diff);
  });

  it('publish without a terminal and without --yes refuses with exit 2 before any request', async () => {
    const result = await run(['carrier', 'publish', file('valid.yaml'), '--carrier', 'dfn']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/pass --yes/);
    expect(result.requests).toEqual([]);
  });

  it('publish declined at the prompt writes nothing and exits 2', async () => {
    const result = await run(
      ['carrier', 'publish', file('valid.yaml'), '--carrier', 'dfn'],
      () => Response.json(preview),
      { interactive: true, confirm: false },
    );
    expect(result.code).toBe(2);
    expect(result.requests).toHaveLength(1);
    expect(result.stdout).toContain('would make 1 created, 0 changed, 0 removed (router +1)');
  });

  it('publish --yes prints the version written', async () => {
    const written: UploadResult = {
      ...preview,
      dryRun: false,
      upload: {
        id: 'up-42',
        carrierId: 'dfn',
        uploadedBy: 'ci (carrier)',
        uploadedAt: '2026-03-17T10:00:00.000Z',
        checksum: 'sha256:00',
        format: 'yaml',
        restoredFrom: null,
        counts,
      },
    };
    const result = await run(
      ['carrier', 'publish', file('valid.yaml'), '--carrier', 'dfn', '--yes'],
      (url) =>
        url.includes('dryRun') ? Response.json(preview) : Response.json(written, { status: 201 }),
    );
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n').at(-1)).toBe(
      'published version up-42 of dfn: 1 created, 0 changed, 0 removed (router +1)',
    );
  });

  it.each([
    [404, 4],
    [413, 4],
    [503, 5],
  ])('publish exits by the status: %i gives %i', async (status, code) => {
    const result = await run(
      ['carrier', 'publish', file('valid.yaml'), '--carrier', 'dfn', '-y'],
      () => Response.json({ type: 'about:blank', title: 'No', status }, { status }),
    );
    expect(result.code).toBe(code);
  });

  it('an unreadable file is a usage error (exit 2)', async () => {
    const result = await run(['carrier', 'validate', file('missing.yaml'), '--carrier', 'dfn']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('missing.yaml: no such file or directory');
  });

  it('a bad flag is a usage error (exit 2) pointing at --help', async () => {
    const result = await run(['carrier', 'validate', file('valid.yaml')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'tiermap: --carrier ID is required, e.g. --carrier geant\n(tiermap --help lists the commands)\n',
    );
  });
});

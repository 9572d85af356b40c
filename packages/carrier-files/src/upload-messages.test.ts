import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCarrierDocument } from './read-document.js';
import { UPLOAD_FIELDS } from './upload-fields.js';

/** A valid document, with `{PORT}`, `{BLADE}` and `{ROUTER2}` to break on purpose. */
const TEMPLATE = `format: tiermap-carrier/1
carrier: geant
routers:
  - id: geant-gva
    name: GÉANT Geneva
    vendor: Juniper
    model: MX960
    os: Junos 23.4
    location: Geneva
    lat: 46.2
    lon: 6.1
    backplane: { id: geant-gva:backplane, capacityBps: 960000000000 }
    blades:
      - id: geant-gva:slot0
        slot: 0
        model: MPC7E
        {BLADE}
        ports:
          - id: geant-gva:xe-0/0/0
            name: xe-0/0/0
            {PORT}
{ROUTER2}`;

function document(parts: { port?: string; blade?: string; router2?: string }): string {
  return TEMPLATE.replace('{PORT}', parts.port ?? 'speedBps: 10000000000')
    .replace('{BLADE}', parts.blade ?? 'fabricCapacityBps: 400000000000')
    .replace('{ROUTER2}', parts.router2 ?? '');
}

function problemsOf(text: string) {
  const read = readCarrierDocument(text, 'yaml');
  if (read.ok) throw new Error('expected problems');
  return read.problems;
}

describe('carrier upload messages', () => {
  it("readCarrierDocument takes a port's IPv4 and IPv6 addresses, and names a bad one at its index", () => {
    const good = readCarrierDocument(
      document({
        port: 'speedBps: 10000000000\n            addresses: [192.0.2.1, "2001:db8::1"]',
      }),
      'yaml',
    );
    expect(good.ok && good.document.routers[0]?.blades[0]?.ports[0]?.addresses).toEqual([
      '192.0.2.1',
      '2001:db8::1',
    ]);
    const problems = problemsOf(
      document({ port: 'speedBps: 10000000000\n            addresses: [192.0.2.1, 192.0.2.300]' }),
    );
    expect(problems[0]?.path).toBe('routers[0].blades[0].ports[0].addresses[1]');
    expect(problems[0]?.message).toContain('must be an IPv4 or IPv6 address');
  });

  it('readCarrierDocument suggests addresses for a misspelt key', () => {
    const problems = problemsOf(
      document({ port: 'speedBps: 10000000000\n            adresses: [192.0.2.1]' }),
    );
    expect(problems[0]?.message).toContain('addresses');
  });

  it('readCarrierDocument says speedBps is bits per second, with the number for "100G", at its path and line', () => {
    const problems = problemsOf(document({ port: 'speedBps: 100G' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      path: 'routers[0].blades[0].ports[0].speedBps',
      line: 21,
    });
    expect(problems[0]?.message).toContain('speedBps is bits per second');
    expect(problems[0]?.message).toContain('100000000000 for 100G');
    expect(problems[0]?.message).not.toContain('Invalid input');
  });

  it('readCarrierDocument names the unit and an example for a capacity that is not a number', () => {
    const problems = problemsOf(document({ blade: 'fabricCapacityBps: lots' }));
    expect(problems[0]?.path).toBe('routers[0].blades[0].fabricCapacityBps');
    expect(problems[0]?.message).toMatch(/fabricCapacityBps is bits per second, e\.g\. \d+/);
  });

  it('readCarrierDocument suggests the allowed key nearest an unknown one ("did you mean")', () => {
    const problems = problemsOf(document({ blade: 'fabricCapacity: 400000000000' }));
    const unknown = problems.find((p) => p.path === 'routers[0].blades[0].fabricCapacity');
    expect(unknown?.line).toBe(17);
    expect(unknown?.message).toContain('did you mean "fabricCapacityBps"?');
  });

  it('readCarrierDocument gives one message for one bad YAML line, not a cascade', () => {
    const problems = problemsOf(document({ port: '\tspeedBps: 10000000000' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]?.path).toBe('(file)');
    expect(problems[0]?.line).toBe(21);
    expect(problems[0]?.message).toContain('indent with spaces');
    expect(problems[0]?.message).toMatch(/^not valid YAML/);
  });

  it('readCarrierDocument reports a duplicate id in the same pass as a schema problem', () => {
    const router2 = `  - id: geant-gva
    name: GÉANT Geneva again
    vendor: Juniper
    model: MX960
    os: Junos 23.4
    location: Geneva
    lat: 46.2
    lon: 6.1
    backplane: { id: geant-gva:backplane2, capacityBps: 960000000000 }
`;
    const problems = problemsOf(document({ port: 'speedBps: 100G', router2 }));
    expect(problems.map((p) => p.path)).toEqual([
      'routers[0].blades[0].ports[0].speedBps',
      'routers[1].id',
    ]);
    expect(problems[1]?.line).toBe(22);
    expect(problems[1]?.message).toContain('id "geant-gva" is used twice');
    expect(problems[1]?.message).toContain('routers[0]');
  });
});

describe('UPLOAD_FIELDS', () => {
  it('docs/carrier-upload.md lists every field of UPLOAD_FIELDS with its unit and example', () => {
    const docs = readFileSync(new URL('../../../docs/carrier-upload.md', import.meta.url), 'utf8');
    const rows = [...docs.matchAll(/^\| `(\w+)` \| (.*?) \| `(.*?)`(.*?) \|$/gm)].map(
      ([, key, what, value, rest]) => [key, { what, example: `${value}${rest}` }] as const,
    );
    expect(Object.fromEntries(rows)).toEqual(UPLOAD_FIELDS);
  });
});

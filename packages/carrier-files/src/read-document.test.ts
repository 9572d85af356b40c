import { UPLOAD_LIMITS } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { readCarrierDocument } from './read-document.js';
import { readPortCsv, withPortRows } from './port-csv.js';

const YAML_OK = `format: tiermap-carrier/1
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
        fabricCapacityBps: 400000000000
        ports:
          - { id: geant-gva:xe-0/0/0, name: xe-0/0/0, speedBps: 10000000000 }
`;

describe('readCarrierDocument', () => {
  it('names the lists over a count limit by the issue code, not by the wording of the message', () => {
    const blades = Array.from({ length: UPLOAD_LIMITS.bladesPerRouter + 1 }, (_, slot) => ({
      id: `geant-gva:slot${slot}`,
      slot,
      model: 'MPC7E',
      fabricCapacityBps: 400_000_000_000,
    }));
    const document = {
      format: 'tiermap-carrier/1',
      carrier: 'geant',
      routers: [
        {
          id: 'geant-gva',
          // Too long too, but a string over its length is a bad field (400), not a count (413).
          name: 'G'.repeat(201),
          vendor: 'Juniper',
          model: 'MX960',
          os: 'Junos 23.4',
          location: 'Geneva',
          lat: 46.2,
          lon: 6.1,
          backplane: { id: 'geant-gva:backplane', capacityBps: 960_000_000_000 },
          blades,
        },
      ],
    };
    const read = readCarrierDocument(JSON.stringify(document), 'json');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems.map((p) => p.path).sort()).toEqual([
      'routers[0].blades',
      'routers[0].name',
    ]);
    expect(read.overLimit?.map((p) => p.path)).toEqual(['routers[0].blades']);
  });

  it('readCarrierDocument reads a valid YAML document and fills in the defaults', () => {
    const read = readCarrierDocument(YAML_OK, 'yaml');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.document.routers[0]?.blades[0]?.ports).toHaveLength(1);
    expect(read.document.links).toEqual([]);
  });

  it('readCarrierDocument reports every schema problem at once with its YAML line and column', () => {
    const broken = YAML_OK.replace('slot: 0', 'slot: -1')
      .replace('fabricCapacityBps: 400000000000', 'fabricCapacityBps: "fast"')
      .replace('    vendor: Juniper\n', '');
    const read = readCarrierDocument(broken, 'yaml');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    const byPath = new Map(read.problems.map((p) => [p.path, p]));
    expect(byPath.get('routers[0].blades[0].slot')).toMatchObject({ line: 14 });
    expect(byPath.get('routers[0].blades[0].fabricCapacityBps')).toMatchObject({ line: 16 });
    // A missing field is located at the object that lacks it.
    expect(byPath.get('routers[0].vendor')).toMatchObject({ line: 4, column: 5 });
    expect(read.problems).toHaveLength(3);
  });

  it('readCarrierDocument names the line and column of a YAML syntax error', () => {
    const read = readCarrierDocument('format: tiermap-carrier/1\ncarrier: geant: x\n', 'yaml');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems[0]).toMatchObject({ path: '(file)', line: 2 });
    expect(read.problems[0]?.message).toMatch(/^not valid YAML/);
  });

  it('readCarrierDocument refuses duplicate YAML keys', () => {
    const read = readCarrierDocument(
      'format: tiermap-carrier/1\ncarrier: a1\ncarrier: b2\n',
      'yaml',
    );
    expect(read.ok).toBe(false);
  });

  it('readCarrierDocument names the line and column of a JSON syntax error', () => {
    const read = readCarrierDocument(
      '{\n  "format": "tiermap-carrier/1",\n  "carrier": }\n',
      'json',
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems[0]).toMatchObject({ line: 3, column: 14 });
    expect(read.problems[0]?.message).toContain('a value is expected here');
  });

  it('readCarrierDocument locates a JSON schema problem at its key', () => {
    const json = JSON.stringify({ format: 'tiermap-carrier/1', carrier: 'BAD ID' }, null, 2);
    const read = readCarrierDocument(json, 'json');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems).toEqual([
      expect.objectContaining({ path: 'carrier', line: 3, column: 3 }),
    ]);
  });

  it('readCarrierDocument reads the collector identifiers: ifIndex, ifAlias, collectorNames, collectors', () => {
    const text = YAML_OK.replace(
      'carrier: geant',
      'carrier: geant\ncollectors: { deviceLabel: instance, portMatch: ifIndex }',
    )
      .replace('    lon: 6.1\n', '    lon: 6.1\n    collectorNames: [192.0.2.10]\n')
      .replace('speedBps: 10000000000 }', 'speedBps: 10000000000, ifIndex: 3, ifAlias: to CNAF }');
    const read = readCarrierDocument(text, 'yaml');
    expect(read.ok ? [] : read.problems).toEqual([]);
    if (!read.ok) return;
    expect(read.document.collectors).toEqual({ deviceLabel: 'instance', portMatch: 'ifIndex' });
    expect(read.document.routers[0]?.collectorNames).toEqual(['192.0.2.10']);
    expect(read.document.routers[0]?.blades[0]?.ports[0]).toMatchObject({
      ifIndex: 3,
      ifAlias: 'to CNAF',
    });
  });

  it('readCarrierDocument names a bad device label, port match and ifIndex by their paths', () => {
    const text = YAML_OK.replace(
      'carrier: geant',
      'carrier: geant\ncollectors: { deviceLabel: "agent-host", portMatch: ifDescr }',
    ).replace('speedBps: 10000000000 }', 'speedBps: 10000000000, ifIndex: 0 }');
    const read = readCarrierDocument(text, 'yaml');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    const byPath = new Map(read.problems.map((p) => [p.path, p.message]));
    expect(byPath.get('collectors.deviceLabel')).toMatch(/Prometheus label name/);
    expect(byPath.get('collectors.portMatch')).toMatch(/ifName, ifAlias, ifIndex/);
    expect(byPath.get('routers[0].blades[0].ports[0].ifIndex')).toMatch(/1 to 2147483647/);
  });

  it('readCarrierDocument refuses unknown fields, naming them', () => {
    const read = readCarrierDocument(
      YAML_OK.replace('carrier: geant', 'carrier: geant\nowner: dfn'),
      'yaml',
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems[0]?.message).toContain('owner');
  });

  it('readCarrierDocument refuses deep nesting before parsing, in either format', () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    for (const format of ['json', 'yaml'] as const) {
      const read = readCarrierDocument(deep, format);
      expect(read.ok).toBe(false);
      if (read.ok) continue;
      expect(read.problems[0]?.message).toContain('nested more than 32 levels');
    }
  });

  it('readCarrierDocument stops a YAML alias bomb instead of expanding it', () => {
    const lines = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 12; i += 1) {
      const previous = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      lines.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`);
    }
    const read = readCarrierDocument(lines.join('\n'), 'yaml');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems[0]?.message).toMatch(/alias/i);
  });

  it('readCarrierDocument keeps quotes, Cypher and HTML in strings as plain text', () => {
    const name = `x' }) MATCH (n) DETACH DELETE n // <script>alert("hi")</script>`;
    const read = readCarrierDocument(
      YAML_OK.replace('name: GÉANT Geneva', `name: ${JSON.stringify(name)}`),
      'yaml',
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.document.routers[0]?.name).toBe(name);
  });
});

describe('readPortCsv', () => {
  it('readPortCsv reads rows in any column order, quotes included', () => {
    const read = readPortCsv(
      'name,bladeId,speedBps,id\n"xe-0/0/1, uplink",geant-gva:slot0,10000000000,geant-gva:xe-0/0/1\n',
    );
    expect(read).toEqual({
      ok: true,
      rows: [
        {
          bladeId: 'geant-gva:slot0',
          port: { id: 'geant-gva:xe-0/0/1', name: 'xe-0/0/1, uplink', speedBps: 10_000_000_000 },
          line: 2,
        },
      ],
    });
  });

  it('readPortCsv reports a bad header, a short row, units in a number and a bad id with their lines', () => {
    expect(readPortCsv('blade,id\n')).toMatchObject({
      ok: false,
      problems: [{ path: 'header', line: 1 }],
    });
    const read = readPortCsv(
      'bladeId,id,name,speedBps\nb1,p1,xe-1,10G\nb1,p2\nb1,-bad,xe-3,1000\n',
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems.map((p) => [p.line, p.path])).toEqual([
      [2, 'row 2.speedBps'],
      [3, 'row 3'],
      [4, 'row 4.id'],
    ]);
    expect(read.problems[0]?.message).toContain('without units');
  });

  it('readPortCsv reports an unclosed quote as not valid CSV', () => {
    const read = readPortCsv('bladeId,id,name,speedBps\nb1,p1,"xe-1,1000\n');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems[0]?.message).toMatch(/^not valid CSV/);
  });

  it('withPortRows replaces the ports of the blades the CSV names and refuses unknown blades', () => {
    const read = readCarrierDocument(YAML_OK, 'yaml');
    if (!read.ok) throw new Error('fixture');
    const rows = [
      { bladeId: 'geant-gva:slot0', port: { id: 'p9', name: 'xe-9', speedBps: 1e9 }, line: 2 },
    ];
    const merged = withPortRows(read.document, rows);
    expect(merged.ok && merged.document.routers[0]?.blades[0]?.ports).toEqual([rows[0]?.port]);
    const unknown = withPortRows(read.document, [{ ...rows[0]!, bladeId: 'dfn-fra:slot1' }]);
    expect(unknown).toMatchObject({ ok: false, problems: [{ line: 2 }] });
  });
});

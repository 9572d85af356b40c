import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('toCsv', () => {
  it('writes a header row and CRLF rows that a standard parser reads back', () => {
    const text = toCsv(
      ['name', 'capacity_bps', 'ok'],
      [
        ['GÉANT, Geneva "core"', 1e11, true],
        ['line\nbreak', 9.62e9, false],
        [null, undefined, null],
      ],
    );
    expect(text.split('\r\n')[0]).toBe('name,capacity_bps,ok');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parse(text, { columns: true })).toEqual([
      { name: 'GÉANT, Geneva "core"', capacity_bps: '100000000000', ok: 'true' },
      { name: 'line\nbreak', capacity_bps: '9620000000', ok: 'false' },
      { name: '', capacity_bps: '', ok: '' },
    ]);
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    const text = toCsv(['name'], [['=HYPERLINK("http://x")'], ['-1'], ['@sum'], ['plain']]);
    expect(parse(text, { columns: true })).toEqual([
      { name: `'=HYPERLINK("http://x")` },
      { name: "'-1" },
      { name: "'@sum" },
      { name: 'plain' },
    ]);
  });

  it('writes numbers as they are, negative ones too, and nothing for NaN', () => {
    expect(toCsv(['a', 'b', 'c'], [[-33.9, 0.1, Number.NaN]])).toBe('a,b,c\r\n-33.9,0.1,\r\n');
  });

  it('refuses a row whose cell count differs from the header', () => {
    expect(() => toCsv(['a', 'b'], [['x']])).toThrow(/row 1 has 1 cells, the header 2/);
  });
});

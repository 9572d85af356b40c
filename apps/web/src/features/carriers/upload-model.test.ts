import { describe, expect, it } from 'vitest';
import {
  clipLine,
  fileLines,
  problemsModel,
  progressText,
  tooLarge,
  uploadContentType,
  uploadFailure,
  type FileProblem,
} from './upload-model.js';

/** What `GET /api/config` serves by default (`uploadBodyLimitBytes`). */
const MB32 = 32 * 1024 * 1024;

const YAML = [
  'format: tiermap-carrier/1',
  'carrier: geant',
  'routers:',
  '  - id: geant-gva',
  '    os: ""',
  '    blades:',
  '      - id: geant-gva:slot0',
  '        slot: zero',
  '',
].join('\n');

const TWO: FileProblem[] = [
  { path: 'routers[0].blades[0].slot', line: 8, column: 15, message: 'expected number' },
  { path: 'routers[0].os', line: 5, column: 9, message: 'must not be empty' },
];

describe('upload model', () => {
  it('uploadContentType goes by the extension first, then by the browser’s type', () => {
    expect(uploadContentType('geant.yaml', '')).toBe('application/yaml');
    expect(uploadContentType('GEANT.YML', 'application/octet-stream')).toBe('application/yaml');
    expect(uploadContentType('geant.json', '')).toBe('application/json');
    expect(uploadContentType('ports.csv', 'application/vnd.ms-excel')).toBe('text/csv');
    expect(uploadContentType('export', 'application/x-yaml')).toBe('application/yaml');
    expect(uploadContentType('notes.txt', 'text/plain')).toBeUndefined();
  });

  it('problemsModel puts each problem beside its line and scrolls to the first', () => {
    const model = problemsModel(YAML, TWO);
    expect(model.lineCount).toBe(8);
    expect(model.excerpt).toBe(false);
    expect(model.firstLine).toBe(5);
    const marked = model.rows.flatMap((r) =>
      r.kind === 'line' && r.problems.length > 0 ? [[r.number, r.text, r.problems[0]?.path]] : [],
    );
    expect(marked).toEqual([
      [5, '    os: ""', 'routers[0].os'],
      [8, '        slot: zero', 'routers[0].blades[0].slot'],
    ]);
    expect(model.list.map((p) => p.where)).toEqual(['line 5, column 9', 'line 8, column 15']);
    expect(model.unplaced).toEqual([]);
  });

  it('problemsModel lists problems without a line (or past the end) apart, last', () => {
    const model = problemsModel(YAML, [
      { path: 'links', message: "path 'CERN-FZK' would break" },
      { path: 'routers[9]', line: 99, message: 'beyond the file' },
      TWO[1] as FileProblem,
    ]);
    expect(model.list.map((p) => p.where)).toEqual([
      'line 5, column 9',
      'line 99',
      'not tied to a line',
    ]);
    expect(model.unplaced.map((p) => p.path)).toEqual(['routers[9]', 'links']);
  });

  it('problemsModel shows a long file only round its problems, with the gaps counted', () => {
    const text = Array.from({ length: 5_000 }, (_, i) => `line ${i + 1}`).join('\n');
    const model = problemsModel(text, [{ path: 'x', line: 2_500, message: 'bad' }], {
      wholeUpToLines: 1_000,
      context: 2,
    });
    expect(model.excerpt).toBe(true);
    expect(model.rows).toEqual([
      { kind: 'gap', from: 1, to: 2_497 },
      { kind: 'line', number: 2_498, text: 'line 2498', problems: [] },
      { kind: 'line', number: 2_499, text: 'line 2499', problems: [] },
      expect.objectContaining({ kind: 'line', number: 2_500 }),
      { kind: 'line', number: 2_501, text: 'line 2501', problems: [] },
      { kind: 'line', number: 2_502, text: 'line 2502', problems: [] },
      { kind: 'gap', from: 2_503, to: 5_000 },
    ]);
  });

  it('clipLine cuts a minified line round the problem’s column', () => {
    const line = `${'a'.repeat(1_000)}X${'b'.repeat(1_000)}`;
    const clipped = clipLine(line, 1_001, 20);
    expect(clipped).toBe(`…${'a'.repeat(10)}X${'b'.repeat(9)}…`);
    expect(clipLine('short', 3, 20)).toBe('short');
    expect(fileLines('a\r\nb\n')).toEqual(['a', 'b']);
  });

  it('uploadFailure shows 400, 422 and 403 with lines in the file view, with what happened', () => {
    const read = uploadFailure(
      { status: 400, detail: 'x', problems: TWO },
      'geant.yaml',
      'geant',
      MB32,
    );
    expect(read).toMatchObject({
      kind: 'problems',
      title: 'geant.yaml cannot be read; nothing was written',
    });
    expect(
      uploadFailure({ status: 422, detail: 'x', problems: TWO }, 'geant.yaml', 'geant', MB32).title,
    ).toBe('geant.yaml has 2 problems; nothing was written');
    expect(
      uploadFailure({ status: 403, detail: 'x', problems: TWO }, 'geant.yaml', 'geant', MB32).title,
    ).toBe('geant.yaml changes equipment that is not geant’s; nothing was written');
  });

  it('uploadFailure says what to do about 403, 413, 415 and a lost connection', () => {
    const forbidden = uploadFailure(
      { status: 403, detail: 'this token may change carrier "dfn" only', problems: [] },
      'geant.yaml',
      'geant',
      MB32,
    );
    expect(forbidden).toEqual({
      kind: 'message',
      status: 403,
      title: 'Not allowed to change geant’s equipment',
      detail: 'this token may change carrier "dfn" only',
    });
    const large = uploadFailure(
      {
        status: 413,
        detail: 'the upload is over a count limit; nothing was written: routers (line 3): Too big',
        problems: [],
      },
      'big.yaml',
      'geant',
      MB32,
    );
    expect(large).toMatchObject({ kind: 'message', title: 'big.yaml is too large' });
    expect(large.kind === 'message' && large.detail).toMatch(
      /^the upload is over a count limit; .*routers \(line 3\): Too big\. Files may be up to 32 MB/,
    );
    const type = uploadFailure(
      { status: 415, detail: 'send YAML', problems: [] },
      'a.txt',
      'geant',
      MB32,
    );
    expect(type.title).toBe('a.txt is not a YAML, JSON or CSV file');
    const lost = uploadFailure({ network: 'Failed to fetch' }, 'geant.yaml', 'geant', MB32);
    expect(lost).toMatchObject({ kind: 'message', status: undefined });
    expect(lost.title).toBe('Could not reach the server while sending geant.yaml');
  });

  it('tooLarge refuses a file over the served limit before it is sent', () => {
    expect(tooLarge('a.yaml', 32 * 1024 * 1024, MB32)).toBeUndefined();
    expect(tooLarge('a.yaml', 40 * 1024 * 1024, MB32)?.title).toBe('a.yaml is too large');
    // The limit is the server's (`GET /api/config`), not a copy: a server reading 10 MB.
    const ten = tooLarge('a.yaml', 20 * 1024 * 1024, 10 * 1024 * 1024);
    expect(ten?.kind === 'message' && ten.detail).toBe(
      'It is 20 MB; the server accepts files up to 10 MB. Split the ports into CSV files, or leave out what does not change.',
    );
  });

  it('tooLarge sends any file while the limit is not known yet: the server judges (413)', () => {
    expect(tooLarge('a.yaml', 40 * 1024 * 1024, undefined)).toBeUndefined();
  });

  it('uploadFailure names the served limit on a 413, and none while it is not known', () => {
    const error = { status: 413, detail: 'request entity too large', problems: [] };
    const known = uploadFailure(error, 'big.yaml', 'geant', 10 * 1024 * 1024);
    expect(known.kind === 'message' && known.detail).toMatch(/Files may be up to 10 MB and/);
    const unknown = uploadFailure(error, 'big.yaml', 'geant', undefined);
    expect(unknown.kind === 'message' && unknown.detail).toBe(
      'request entity too large. Files have a size limit and each list has a count limit (docs/carrier-upload.md#limits): split the ports into CSV files, or upload less at a time.',
    );
  });

  it('progressText says what runs, on what, how big and for how long', () => {
    expect(progressText('check', 'geant.yaml', 1_258_291, 3_400)).toBe(
      'Checking geant.yaml (1.2 MB)… 3 s',
    );
    expect(progressText('restore', 'the version of 10:00:01 UTC', undefined, 0)).toBe(
      'Restoring the version of 10:00:01 UTC… 0 s',
    );
  });
});

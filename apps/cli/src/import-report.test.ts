import type { ImportWarning } from '@tiermap/carrier-files';
import { describe, expect, it } from 'vitest';
import { importHeader, warningLines } from './import-report.js';

const warnings: ImportWarning[] = [
  { code: 'unknown-equipment', message: 'vendor, model and OS are "unknown"' },
  { code: 'missing-speed', message: 'no speed: 10 Gb/s', where: 'edge 0-1' },
  { code: 'missing-speed', message: 'no speed: 10 Gb/s', where: 'edge 0-2' },
  { code: 'missing-speed', message: 'no speed: 10 Gb/s', where: 'edge 0-4' },
  { code: 'missing-speed', message: 'no speed: 10 Gb/s', where: 'edge 1-3' },
];

describe('import report', () => {
  it('importHeader says where the document came from, what it holds and its warnings by code', () => {
    const document = {
      format: 'tiermap-carrier/1' as const,
      carrier: 'geant',
      routers: [],
      links: [],
    };
    expect(importHeader('graphml', 'Geant2012.graphml', document, warnings, 'geant.yaml')).toEqual([
      '# Imported by `tiermap import graphml` from Geant2012.graphml for carrier geant: 0 routers, 0 links, 0 trunks.',
      '# 5 warnings (unknown-equipment 1, missing-speed 4): what the source did not say was guessed; review before publishing.',
      '# Check it: tiermap carrier validate geant.yaml --carrier geant',
    ]);
  });

  it('warningLines groups by code with counts and lists the first few of each', () => {
    expect(warningLines('zoo.graphml', warnings, false)).toEqual([
      'zoo.graphml: imported with 5 warnings, by code:',
      '  unknown-equipment (1)',
      '    vendor, model and OS are "unknown"',
      '  missing-speed (4)',
      '    edge 0-1: no speed: 10 Gb/s',
      '    edge 0-2: no speed: 10 Gb/s',
      '    edge 0-4: no speed: 10 Gb/s',
      '    … 1 more (--verbose lists every one)',
    ]);
  });

  it('warningLines lists every warning when verbose, and says when there are none', () => {
    expect(warningLines('zoo.graphml', warnings, true)).toContain(
      '    edge 1-3: no speed: 10 Gb/s',
    );
    expect(warningLines('ok.graphml', [], false)).toEqual([
      'ok.graphml: imported without warnings',
    ]);
  });
});

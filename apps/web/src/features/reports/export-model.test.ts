import { CSV_TABLE_ENTRIES } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import {
  attachmentName,
  EXPORT_ITEMS,
  exportErrorText,
  mapFileName,
  progressText,
  timeoutText,
} from './export-model.js';
import { standaloneSvg } from './map-image.js';

describe('export-model', () => {
  it('EXPORT_ITEMS offers the PDF, GraphML, JSON, the CSVs (patch panels from the catalogue) and the map as SVG and PNG', () => {
    expect(EXPORT_ITEMS.map((i) => i.id)).toEqual([
      'pdf',
      'graphml',
      'json',
      'paths-csv',
      'shared-csv',
      'oversubscription-csv',
      'links-csv',
      ...CSV_TABLE_ENTRIES.map((e) => `${e.csvTable}-csv`),
      'map-svg',
      'map-png',
    ]);
    expect(CSV_TABLE_ENTRIES.map((e) => e.csvTable)).toContain('patch-panels');
    for (const item of EXPORT_ITEMS) {
      expect(item.kind === 'map' ? item.file : item.file?.path.startsWith('/api/')).toBe(
        item.kind === 'map' ? undefined : true,
      );
    }
    expect(EXPORT_ITEMS.find((i) => i.id === 'patch-panels-csv')).toMatchObject({
      label: 'CSV: patch panels',
      file: { path: '/api/exports/patch-panels.csv' },
      fallbackName: 'tiermap-patch-panels.csv',
    });
  });

  it('attachmentName reads the server’s file name and refuses paths in it', () => {
    expect(attachmentName('attachment; filename="tiermap-paths-2026.csv"', 'x.csv')).toBe(
      'tiermap-paths-2026.csv',
    );
    expect(attachmentName('attachment; filename="../etc/passwd"', 'x.csv')).toBe('x.csv');
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
  });

  it('mapFileName stamps the map files like the server stamps its exports', () => {
    expect(mapFileName('png', Date.parse('2026-11-25T01:05:09Z'))).toBe(
      'tiermap-map-2026-11-25T0105Z.png',
    );
  });

  it('progressText counts the seconds; the errors say what happened and what to do', () => {
    const pdf = EXPORT_ITEMS[0];
    if (pdf === undefined) throw new Error('no items');
    expect(progressText(pdf, 12_400)).toBe('Printing the PDF report… 12 s');
    expect(exportErrorText(pdf.label, 503, 'Chromium was not found at /x')).toBe(
      'Topology report (PDF): the server cannot print reports now. Chromium was not found at /x',
    );
    expect(exportErrorText(pdf.label, 504, 'Chromium did not finish')).toMatch(/gave up printing/);
    expect(timeoutText(pdf.label, 120_000)).toMatch(/no answer within 120 s/);
  });
});

describe('map-image', () => {
  it('standaloneSvg gives the drawing a namespace, a size, its background, styles and title', () => {
    const svg = standaloneSvg('<g class="land"/>', { width: 800, height: 400 }, 'a <map>');
    expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"');
    expect(svg).toContain('<title>a &#60;map&#62;</title>');
    expect(svg).toContain('<rect width="800" height="400" fill="#0a1628"/>');
    expect(svg).toContain('.land path');
    expect(svg).toContain('<g class="land"/>');
  });
});

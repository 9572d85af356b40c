/** What the Export menu offers, where each file comes from, and how its progress is told. */
import { CSV_TABLE_ENTRIES } from '@tiermap/domain';
import type { DownloadPath } from '../../api/http.js';

export type ExportKind = 'report' | 'file' | 'map';

/** A file the server makes: one of the fixed exports, or one incident's report. */
export type ServerFile =
  { path: DownloadPath } | { path: '/api/incidents/{id}/report.pdf'; id: string };

export interface ExportItem {
  id: string;
  label: string;
  /** What it is for, shown under the label. */
  hint: string;
  kind: ExportKind;
  /** The API file for server-made files; none for the map view, which the browser draws. */
  file?: ServerFile;
  /** The name to save under when the server sends none. */
  fallbackName: string;
}

export const EXPORT_ITEMS: readonly ExportItem[] = [
  {
    id: 'pdf',
    label: 'Topology report (PDF)',
    hint: 'map, paths, shared equipment, oversubscription, TCP, incidents',
    kind: 'report',
    file: { path: '/api/reports/topology.pdf' },
    fallbackName: 'tiermap-topology.pdf',
  },
  {
    id: 'graphml',
    label: 'GraphML',
    hint: 'opens in yEd and Gephi; imports back into tiermap',
    kind: 'file',
    file: { path: '/api/exports/topology.graphml' },
    fallbackName: 'tiermap-topology.graphml',
  },
  {
    id: 'json',
    label: 'JSON',
    hint: 'the full model',
    kind: 'file',
    file: { path: '/api/exports/topology.json' },
    fallbackName: 'tiermap-topology.json',
  },
  {
    id: 'paths-csv',
    label: 'CSV: paths',
    hint: 'every hop of every path, both directions',
    kind: 'file',
    file: { path: '/api/exports/paths.csv' },
    fallbackName: 'tiermap-paths.csv',
  },
  {
    id: 'shared-csv',
    label: 'CSV: shared equipment',
    hint: 'equipment on two or more Tier1 paths',
    kind: 'file',
    file: { path: '/api/exports/shared-equipment.csv' },
    fallbackName: 'tiermap-shared-equipment.csv',
  },
  {
    id: 'oversubscription-csv',
    label: 'CSV: oversubscription',
    hint: 'every blade and backplane with its ratio',
    kind: 'file',
    file: { path: '/api/exports/oversubscription.csv' },
    fallbackName: 'tiermap-oversubscription.csv',
  },
  {
    id: 'links-csv',
    label: 'CSV: links with load',
    hint: 'capacity and current load per direction',
    kind: 'file',
    file: { path: '/api/exports/links.csv' },
    fallbackName: 'tiermap-links.csv',
  },
  // One table per kind of the entity catalogue that has one (patch panels...).
  ...CSV_TABLE_ENTRIES.map((e): ExportItem => ({
    id: `${e.csvTable}-csv`,
    label: `CSV: ${e.plural}`,
    hint: `every ${e.what} with its carrier and the links crossing it`,
    kind: 'file',
    file: { path: `/api/exports/${e.csvTable}.csv` },
    fallbackName: `tiermap-${e.csvTable}.csv`,
  })),
  {
    id: 'map-svg',
    label: 'Map view (SVG)',
    hint: 'the map as it is shown now',
    kind: 'map',
    fallbackName: 'tiermap-map.svg',
  },
  {
    id: 'map-png',
    label: 'Map view (PNG)',
    hint: 'the map as it is shown now',
    kind: 'map',
    fallbackName: 'tiermap-map.png',
  },
];

/** How long the browser waits for a file before it gives up and says so. */
export const EXPORT_TIMEOUT_MS = 120_000;

/** The file name from `Content-Disposition: attachment; filename="..."`, else the fallback. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = disposition === null ? null : /filename="([^"/\\]+)"/.exec(disposition);
  return match?.[1] ?? fallback;
}

/** "tiermap-map-2026-11-25T0105Z.png": the map files are named like the server's. */
export function mapFileName(extension: 'svg' | 'png', nowMs: number): string {
  const stamp = new Date(nowMs).toISOString().slice(0, 16).replace(':', '');
  return `tiermap-map-${stamp}Z.${extension}`;
}

/** The line shown while a file is made: reports take seconds, so the seconds are counted. */
export function progressText(item: ExportItem, elapsedMs: number): string {
  const seconds = Math.floor(elapsedMs / 1000);
  const what = item.kind === 'report' ? 'Printing the PDF report' : `Preparing ${item.label}`;
  return `${what}… ${seconds} s`;
}

/** Why an export failed, in words that say what to do, from the status and the server's detail. */
export function exportErrorText(label: string, status: number | undefined, detail: string): string {
  if (status === undefined) return `${label} failed: ${detail}`;
  if (status === 503) return `${label}: the server cannot print reports now. ${detail}`;
  if (status === 504) return `${label}: the server gave up printing. ${detail}`;
  if (status === 401 || status === 403) return `${label}: not allowed: ${detail}`;
  return `${label} failed (HTTP ${status}): ${detail}`;
}

/** The message when the browser's own deadline passes first. */
export function timeoutText(label: string, timeoutMs: number): string {
  return `${label}: no answer within ${Math.round(timeoutMs / 1000)} s; the server may be busy. Try again, or ask for the files without the PDF.`;
}

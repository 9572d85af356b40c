import {
  uploadEntityKindSchema,
  type UploadDiff,
  type UploadEntityKind,
  type UploadProblem,
} from '@tiermap/domain';

/**
 * One problem as a compiler prints it, so editors and CI annotations can jump to it:
 * `FILE:LINE:COLUMN: path: message`, or `FILE: path: message` when the place is not known.
 */
export function formatProblem(file: string, problem: UploadProblem): string {
  const at =
    problem.line === undefined
      ? file
      : problem.column === undefined
        ? `${file}:${problem.line}`
        : `${file}:${problem.line}:${problem.column}`;
  return `${at}: ${problem.path}: ${problem.message}`;
}

/** Every problem, one a line, in file order; those without a place keep theirs, after the rest. */
export function formatProblems(file: string, problems: readonly UploadProblem[]): string[] {
  const located = problems
    .filter((p) => p.line !== undefined)
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  const elsewhere = problems.filter((p) => p.line === undefined);
  return [...located, ...elsewhere].map((p) => formatProblem(file, p));
}

/** `netherlight.yaml: 2 problems (offline check)`. */
export function problemSummary(file: string, count: number, foundBy: string): string {
  return `${file}: ${count} ${count === 1 ? 'problem' : 'problems'} (${foundBy})`;
}

const KINDS = uploadEntityKindSchema.options;
const VALUE_WIDTH = 60;

/**
 * The diff for people, kind by kind in the document's order: `+ id` created, `~ id field: before →
 * after` changed (a line per field), `- id` removed; then the counts. `no change` when empty.
 */
export function formatDiff(diff: UploadDiff): string[] {
  const lines: string[] = [];
  for (const kind of KINDS) {
    const kindLines = [
      ...diff.created.filter((e) => e.kind === kind).map((e) => `  + ${e.id}${nameOf(e.after)}`),
      ...diff.changed
        .filter((e) => e.kind === kind)
        .flatMap((e) =>
          e.fields.map(
            (field) =>
              `  ~ ${e.id} ${field}: ${valueText(field, e.before[field])} → ${valueText(field, e.after[field])}`,
          ),
        ),
      ...diff.removed.filter((e) => e.kind === kind).map((e) => `  - ${e.id}${nameOf(e.before)}`),
    ];
    if (kindLines.length > 0) lines.push(kind, ...kindLines);
  }
  lines.push(diffSummary(diff));
  return lines;
}

/** `9 created, 1 changed, 0 removed (router +1, link +2 ~1, …)`, or `no change`. */
export function diffSummary(diff: UploadDiff): string {
  return countsSummary(diff.counts);
}

/** {@link diffSummary} from the counts alone, as a version in the history holds them. */
export function countsSummary(counts: UploadDiff['counts']): string {
  const perKind = KINDS.map((kind) => [kind, countsOf(counts, kind)] as const)
    .filter(([, c]) => c.created + c.changed + c.removed > 0)
    .map(([kind, c]) => {
      const parts = [
        c.created > 0 ? `+${c.created}` : '',
        c.changed > 0 ? `~${c.changed}` : '',
        c.removed > 0 ? `-${c.removed}` : '',
      ];
      return `${kind} ${parts.filter((p) => p !== '').join(' ')}`;
    });
  if (perKind.length === 0) return 'no change';
  const total = (key: 'created' | 'changed' | 'removed') =>
    KINDS.reduce((sum, kind) => sum + countsOf(counts, kind)[key], 0);
  return `${total('created')} created, ${total('changed')} changed, ${total('removed')} removed (${perKind.join(', ')})`;
}

function countsOf(counts: UploadDiff['counts'], kind: UploadEntityKind) {
  return counts[kind] ?? { created: 0, changed: 0, removed: 0 };
}

function nameOf(fields: Record<string, unknown>): string {
  const name = fields.name ?? fields.title;
  return typeof name === 'string' ? `  "${name}"` : '';
}

/** A field value for a diff line: JSON, shortened; bits per second also for people. */
export function valueText(field: string, value: unknown): string {
  if (value === undefined || value === null) return '(none)';
  const json = JSON.stringify(value);
  const text = json.length > VALUE_WIDTH ? `${json.slice(0, VALUE_WIDTH - 1)}…` : json;
  return field.endsWith('Bps') && typeof value === 'number' ? `${text} (${bpsText(value)})` : text;
}

/** `100 Gb/s`, `9.95 Gb/s`, `622 Mb/s`. */
export function bpsText(bps: number): string {
  const units: Array<[number, string]> = [
    [1e12, 'Tb/s'],
    [1e9, 'Gb/s'],
    [1e6, 'Mb/s'],
    [1e3, 'kb/s'],
  ];
  const [scale, unit] = units.find(([s]) => bps >= s) ?? [1, 'b/s'];
  return `${Number((bps / scale).toPrecision(3))} ${unit}`;
}

import { formatBytes, formatDuration } from '../../app/format.js';

/** The content types the upload route reads. */
export type UploadContentType = 'application/yaml' | 'application/json' | 'text/csv';

/** What the file chooser offers. */
export const UPLOAD_ACCEPT =
  '.yaml,.yml,.json,.csv,application/yaml,application/x-yaml,text/yaml,application/json,text/csv';

/**
 * The content type to send a file as: by its extension first (browsers often know no type for
 * `.yaml`), then by the type the browser gives; undefined when it is none of the three.
 */
export function uploadContentType(
  fileName: string,
  browserType: string,
): UploadContentType | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'yaml' || extension === 'yml') return 'application/yaml';
  if (extension === 'json') return 'application/json';
  if (extension === 'csv') return 'text/csv';
  const type = browserType.toLowerCase();
  if (/\byaml\b/.test(type)) return 'application/yaml';
  if (/\bjson\b/.test(type)) return 'application/json';
  if (/\bcsv\b/.test(type)) return 'text/csv';
  return undefined;
}

/** One problem the server found in a file: its field path and, when known, line and column. */
export interface FileProblem {
  path: string;
  message: string;
  line?: number | undefined;
  column?: number | undefined;
}

/** A problem as the full list shows it. */
export interface ListedProblem extends FileProblem {
  /** "line 12, column 5", "line 12", or "not tied to a line". */
  where: string;
}

/** A row of the file view: a line with the problems on it, or lines left out between. */
export type FileRow =
  | {
      kind: 'line';
      number: number;
      /** The line's text, clipped round the problem when very long (a minified JSON file). */
      text: string;
      problems: ListedProblem[];
    }
  | { kind: 'gap'; from: number; to: number };

export interface ProblemsModel {
  rows: FileRow[];
  /** The line to scroll to first. */
  firstLine: number | undefined;
  /** Problems with no line in the file (a path the upload would break, say). */
  unplaced: ListedProblem[];
  /** Every problem: by line and column, those without a line last. */
  list: ListedProblem[];
  lineCount: number;
  /** True when only the lines round the problems are shown. */
  excerpt: boolean;
}

export interface ProblemsOptions {
  /** Files up to this many lines are shown whole; longer ones only round the problems. */
  wholeUpToLines?: number;
  /** Lines shown before and after each problem line in an excerpt. */
  context?: number;
  /** Longer lines are clipped to about this many characters round the problem's column. */
  maxLineChars?: number;
}

function where(problem: FileProblem): string {
  if (problem.line === undefined) return 'not tied to a line';
  return problem.column === undefined
    ? `line ${problem.line}`
    : `line ${problem.line}, column ${problem.column}`;
}

/** The lines of a text, without the empty one after a final line break. */
export function fileLines(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines;
}

/** A long line cut to about `max` characters round `column` (1-based), marked with "…". */
export function clipLine(text: string, column: number | undefined, max: number): string {
  if (text.length <= max) return text;
  const centre = Math.min(Math.max((column ?? 1) - 1, 0), text.length);
  const start = Math.max(0, Math.min(centre - Math.floor(max / 2), text.length - max));
  const end = start + max;
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/**
 * The file view of a refused upload: the file's lines with each problem beside the line it
 * names (whole for short files, only round the problems for long ones), the line to scroll to,
 * and the full list.
 */
export function problemsModel(
  text: string,
  problems: readonly FileProblem[],
  options: ProblemsOptions = {},
): ProblemsModel {
  const { wholeUpToLines = 2_000, context = 4, maxLineChars = 400 } = options;
  const lines = fileLines(text);
  const listed = problems
    .map((p): ListedProblem => ({ ...p, where: where(p) }))
    .sort(
      (a, b) =>
        (a.line ?? Number.POSITIVE_INFINITY) - (b.line ?? Number.POSITIVE_INFINITY) ||
        (a.column ?? 0) - (b.column ?? 0),
    );
  const byLine = new Map<number, ListedProblem[]>();
  const unplaced: ListedProblem[] = [];
  for (const problem of listed) {
    const line = problem.line;
    if (line === undefined || line < 1 || line > lines.length) unplaced.push(problem);
    else byLine.set(line, [...(byLine.get(line) ?? []), problem]);
  }
  const excerpt = lines.length > wholeUpToLines;
  const shown = new Set<number>();
  if (excerpt) {
    for (const line of byLine.keys()) {
      for (let n = Math.max(1, line - context); n <= Math.min(lines.length, line + context); n++) {
        shown.add(n);
      }
    }
  }
  const rows: FileRow[] = [];
  let gapFrom: number | undefined;
  for (let n = 1; n <= lines.length; n++) {
    if (excerpt && !shown.has(n)) {
      gapFrom ??= n;
      continue;
    }
    if (gapFrom !== undefined) {
      rows.push({ kind: 'gap', from: gapFrom, to: n - 1 });
      gapFrom = undefined;
    }
    const onLine = byLine.get(n) ?? [];
    rows.push({
      kind: 'line',
      number: n,
      text: clipLine(lines[n - 1] ?? '', onLine[0]?.column, maxLineChars),
      problems: onLine,
    });
  }
  if (gapFrom !== undefined) rows.push({ kind: 'gap', from: gapFrom, to: lines.length });
  const firstLine = [...byLine.keys()].sort((a, b) => a - b)[0];
  return { rows, firstLine, unplaced, list: listed, lineCount: lines.length, excerpt };
}

/** A failed request as the page reads it: the HTTP answer, no answer, or one not understood. */
export type UploadError =
  | { status: number; detail: string; problems: readonly FileProblem[] }
  | { network: string }
  | { unexpected: string };

/** What the page says about a failed check, apply or restore. */
export type UploadFailure =
  | { kind: 'problems'; status: number; title: string; problems: FileProblem[] }
  | { kind: 'message'; status: number | undefined; title: string; detail: string };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The sentence for a refused or failed upload of `what` ("geant.yaml", "the restore"): problems
 * with lines (400 unreadable, 422 wrong, 403 another carrier's equipment) for the file view,
 * anything else as a message that says what to do.
 */
export function uploadFailure(
  error: UploadError,
  what: string,
  carrierId: string,
  /** The server's body limit (`uploadBodyLimitBytes` of `GET /api/config`); undefined until known. */
  maxUploadBytes: number | undefined,
): UploadFailure {
  if ('network' in error) {
    return {
      kind: 'message',
      status: undefined,
      title: `Could not reach the server while sending ${what}`,
      detail: `${error.network}. Nothing is known to have been written; check the history, then try again.`,
    };
  }
  if ('unexpected' in error) {
    return {
      kind: 'message',
      status: undefined,
      title: `The server's answer about ${what} was not understood`,
      detail: `${error.unexpected}. Check the history before trying again.`,
    };
  }
  const { status, detail, problems } = error;
  if (problems.length > 0 && (status === 400 || status === 422 || status === 403)) {
    const title =
      status === 400
        ? `${what} cannot be read; nothing was written`
        : status === 403
          ? `${what} changes equipment that is not ${carrierId}’s; nothing was written`
          : `${what} has ${plural(problems.length, 'problem')}; nothing was written`;
    return { kind: 'problems', status, title, problems: [...problems] };
  }
  const message = (title: string, text = detail) => ({
    kind: 'message' as const,
    status,
    title,
    detail: text,
  });
  switch (status) {
    case 401:
      return message(
        'Your token was refused, so you are signed out',
        'Sign in again with a carrier or admin token; nothing was written.',
      );
    case 403:
      return message(`Not allowed to change ${carrierId}’s equipment`);
    case 404:
      return message(`Not found`);
    case 409:
      return message(
        'Another change got there first',
        `${detail}. Check the file again before applying it.`,
      );
    case 413:
      // The body over the limit, or a list over its count limit (the server names it and its line).
      return message(
        `${what} is too large`,
        `${detail.replace(/\.$/, '')}. ${maxUploadBytes === undefined ? 'Files have a size limit' : `Files may be up to ${formatBytes(maxUploadBytes)}`} and each list has a count limit (docs/carrier-upload.md#limits): split the ports into CSV files, or upload less at a time.`,
      );
    case 415:
      return message(
        `${what} is not a YAML, JSON or CSV file`,
        `Give the file a .yaml, .yml, .json or .csv name. The server said: ${detail}`,
      );
    default:
      return message(`The server could not take ${what} (${status})`);
  }
}

/**
 * The file too large to send, said before sending it; undefined when it may be sent. The limit
 * is the server's (`uploadBodyLimitBytes` of `GET /api/config`): while it is not known the file
 * is sent and the server judges it (413).
 */
export function tooLarge(
  fileName: string,
  sizeBytes: number,
  maxUploadBytes: number | undefined,
): UploadFailure | undefined {
  if (maxUploadBytes === undefined || sizeBytes <= maxUploadBytes) return undefined;
  return {
    kind: 'message',
    status: 413,
    title: `${fileName} is too large`,
    detail: `It is ${formatBytes(sizeBytes)}; the server accepts files up to ${formatBytes(maxUploadBytes)}. Split the ports into CSV files, or leave out what does not change.`,
  };
}

/** The progress line while a request runs: "Checking geant.yaml (1.2 MB)… 3 s". */
export function progressText(
  action: 'check' | 'apply' | 'restore-check' | 'restore',
  what: string,
  sizeBytes: number | undefined,
  elapsedMs: number,
): string {
  const verb = {
    check: 'Checking',
    apply: 'Applying',
    'restore-check': 'Checking the restore of',
    restore: 'Restoring',
  }[action];
  const size = sizeBytes === undefined ? '' : ` (${formatBytes(sizeBytes)})`;
  return `${verb} ${what}${size}… ${formatDuration(elapsedMs)}`;
}

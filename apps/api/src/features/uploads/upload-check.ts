import { createHash } from 'node:crypto';
import { stringify } from 'yaml';
import {
  carrierSlice,
  checkUpload,
  isEmptyDiff,
  sliceDocument,
  uploadDiff,
  type CarrierSlice,
  type UploadCheckProblem,
} from '@tiermap/analysis';
import {
  fieldPathText,
  locatedProblem,
  parseText,
  readCarrierDocument,
  readPortCsv,
  withPortRows,
  type Locate,
  type PortRow,
} from '@tiermap/carrier-files';
import {
  carrierUploadSchema,
  type CarrierUpload,
  type Topology,
  type UploadDiff,
  type UploadProblem,
  type UploadResult,
} from '@tiermap/domain';
import {
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  UnprocessableError,
  ValidationError,
  type FieldError,
} from '../../http/errors.js';
import { topologyWrite } from '../topology/topology-write.js';
import type { TopologyWrite } from '../topology/write-repository.js';

export type UploadFormat = 'yaml' | 'json' | 'csv';

/** An upload to check against the stored topology: the file as sent, or a stored document. */
export interface UploadCheckJob {
  carrierId: string;
  source: { text: string; format: UploadFormat } | { document: CarrierUpload };
  topology: Topology;
  dryRun: boolean;
}

/**
 * What checking an upload comes to: the answer itself when nothing is to be written (a dry run,
 * or the same equipment again), else what the write needs.
 */
export type UploadCheckOutcome =
  | { kind: 'answer'; checksum: string; result: UploadResult }
  | {
      kind: 'apply';
      checksum: string;
      document: CarrierUpload;
      after: CarrierSlice;
      diff: UploadDiff;
      /** The path crossings after the upload; null when they do not change. */
      crossings: TopologyWrite | null;
    };

/**
 * Reads an upload (YAML, JSON or a port CSV), checks it against the stored topology and works
 * out its diff: pure, so it runs in a worker thread off the request loop. Throws the typed
 * errors the routes answer with: 400 unreadable, 413 over a count limit, 403 another carrier's,
 * 404 no such carrier, 422 everything else wrong.
 */
export function checkCarrierUpload(job: UploadCheckJob): UploadCheckOutcome {
  const { carrierId, source, topology, dryRun } = job;
  const text = 'text' in source ? source.text : JSON.stringify(source.document);
  const checksum = `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;
  const parsed: { document: CarrierUpload; locate?: Locate; csvRows?: PortRow[] } =
    'document' in source ? { document: source.document } : readSource(carrierId, source);
  if (!topology.carriers.some((c) => c.id === carrierId)) {
    throw new NotFoundError('Carrier', carrierId);
  }
  const before = carrierSlice(topology, carrierId);
  let document = parsed.document;
  if (parsed.csvRows !== undefined) {
    const merged = withPortRows(sliceDocument(carrierId, before), parsed.csvRows);
    if (!merged.ok) throw rejected(merged.problems);
    document = merged.document;
  }
  const check = checkUpload(topology, document);
  const previous = previousLocator(carrierId, before);
  const located = (list: UploadCheckProblem[]) =>
    list.map((p) => located1(p, parsed.locate, previous));
  if (check.forbidden.length > 0) {
    const errors = located(check.forbidden);
    throw new ForbiddenError(
      `the upload changes equipment that is not carrier "${carrierId}"'s (${errors.length} places); nothing was written`,
      errors,
    );
  }
  if (check.problems.length > 0) throw rejected(located(check.problems));
  const diff = uploadDiff(before, check.slice);
  if (dryRun || isEmptyDiff(diff)) {
    return {
      kind: 'answer',
      checksum,
      result: { dryRun, changed: !isEmptyDiff(diff), upload: null, diff },
    };
  }
  return {
    kind: 'apply',
    checksum,
    document,
    after: check.slice,
    diff,
    crossings: changedCrossings(topology, check.merged),
  };
}

/** The file read: a CSV's rows (merged later into the carrier's document) or a whole document. */
function readSource(
  carrierId: string,
  { text, format }: { text: string; format: UploadFormat },
): { document: CarrierUpload; locate?: Locate; csvRows?: PortRow[] } {
  if (format === 'csv') {
    const read = readPortCsv(text);
    if (!read.ok) throw malformedOrRejected(read.problems);
    const empty = carrierUploadSchema.parse({ format: 'tiermap-carrier/1', carrier: carrierId });
    return { document: empty, csvRows: read.rows };
  }
  const read = readCarrierDocument(text, format);
  if (!read.ok && read.overLimit !== undefined) {
    const over = read.overLimit;
    throw new PayloadTooLargeError(
      `the upload is over a count limit (docs/carrier-upload.md#limits); nothing was written: ${over
        .map((p) => `${p.path}${where(p)}: ${p.message}`)
        .join('; ')}`,
      over,
    );
  }
  if (!read.ok) throw malformedOrRejected(read.problems);
  if (read.document.carrier !== carrierId) {
    throw new ForbiddenError(
      `the document describes carrier "${read.document.carrier}" but was uploaded to "${carrierId}"; nothing was written`,
      [locatedProblem(read.locate, ['carrier'], `must be "${carrierId}"`)],
    );
  }
  return { document: read.document, locate: read.locate };
}

/** The path crossings after an upload, or null when they are the same as before. */
function changedCrossings(before: Topology, after: Topology): TopologyWrite | null {
  const next = topologyWrite(after);
  const signature = (w: TopologyWrite) =>
    JSON.stringify([
      w.linkCrossings,
      w.trunkCrossings,
      w.crossings.map((c) => JSON.stringify(c)).sort(),
    ]);
  return signature(next) === signature(topologyWrite(before)) ? null : next;
}

/** A carrier document as YAML, as `GET /api/carriers/{id}/document?format=yaml` serves it. */
export function documentYaml(document: CarrierUpload): string {
  return stringify(document, { lineWidth: 0 });
}

/**
 * Where a field path sits in the carrier's document before the upload, as
 * `GET /api/carriers/{id}/document?format=yaml` writes it; written out only when asked.
 */
function previousLocator(carrierId: string, before: CarrierSlice): Locate {
  let locate: Locate | undefined;
  return (path) => {
    if (locate === undefined) {
      const text = documentYaml(sliceDocument(carrierId, before));
      const parsed = parseText(text, 'yaml');
      locate = parsed.ok ? parsed.locate : () => undefined;
    }
    return locate(path);
  };
}

function located1(
  problem: UploadCheckProblem,
  locate: Locate | undefined,
  previous: Locate,
): FieldError {
  if (problem.previous !== undefined) {
    // A removed item: where it was, in the document the carrier downloads before the upload.
    const at = previous(problem.previous);
    const place = `${fieldPathText(problem.previous)}${at === undefined ? '' : `, line ${at.line}`}`;
    return {
      path: fieldPathText(problem.path),
      message: `${problem.message} (it is ${place} of the current document)`,
    };
  }
  if (!problem.inDocument || locate === undefined) {
    return { path: fieldPathText(problem.path), message: problem.message };
  }
  return locatedProblem(locate, problem.path, problem.message);
}

/** Syntax errors (the file cannot be read) are 400; a readable file with problems is 422. */
function malformedOrRejected(problems: UploadProblem[]): Error {
  if (problems.every((p) => p.path === '(file)')) {
    return new ValidationError(
      `the file cannot be read: ${problems[0]?.message ?? 'malformed'}${where(problems[0])}`,
      problems,
    );
  }
  return rejected(problems);
}

function rejected(problems: UploadProblem[]): UnprocessableError {
  const first = problems[0];
  return new UnprocessableError(
    `the upload has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was written. First: ${first?.path ?? ''}${where(first)}: ${first?.message ?? ''}`,
    problems,
  );
}

function where(problem: UploadProblem | undefined): string {
  if (problem?.line === undefined) return '';
  return problem.column === undefined
    ? ` (line ${problem.line})`
    : ` (line ${problem.line}, column ${problem.column})`;
}

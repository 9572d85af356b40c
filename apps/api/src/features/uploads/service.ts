import { createHash, randomBytes } from 'node:crypto';
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
  readCarrierDocument,
  readPortCsv,
  withPortRows,
  type Locate,
} from '@tiermap/carrier-files';
import {
  carrierUploadSchema,
  type CarrierUpload,
  type Topology,
  type UploadDiff,
  type UploadProblem,
  type UploadRecord,
  type UploadResult,
} from '@tiermap/domain';
import type { ManagedTransaction } from '../../db/graph.js';
import type { Principal } from '../../http/access.js';
import {
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  UnprocessableError,
  ValidationError,
  type FieldError,
} from '../../http/errors.js';
import { topologyWrite } from '../topology/service.js';
import { asConflict, type TopologyWrite } from '../topology/writer.js';
import type { UploadRepository } from './repository.js';

export type UploadFormat = 'yaml' | 'json' | 'csv';

export interface UploadRequest {
  carrierId: string;
  text: string;
  format: UploadFormat;
  dryRun: boolean;
  principal: Principal | null;
}

/**
 * Carrier uploads: validate everything at once, show the diff, apply in one transaction,
 * record every version, restore any of them. A carrier token changes its own carrier only.
 */
export interface UploadService {
  upload(request: UploadRequest): Promise<UploadResult>;
  restore(request: {
    carrierId: string;
    uploadId: string;
    dryRun: boolean;
    principal: Principal | null;
  }): Promise<UploadResult>;
  /** The carrier's equipment now, as an upload document. */
  document(carrierId: string): Promise<CarrierUpload>;
  list(carrierId: string): Promise<UploadRecord[]>;
  get(carrierId: string, id: string): Promise<{ upload: UploadRecord; diff: UploadDiff }>;
}

export function createUploadService(
  repository: UploadRepository,
  now: () => number = Date.now,
): UploadService {
  /** Checks, diffs and (unless a dry run) applies a document inside `tx`. */
  async function run(
    tx: ManagedTransaction,
    parsed: {
      document: CarrierUpload;
      locate?: Locate;
      csvRows?: Parameters<typeof withPortRows>[1];
    },
    meta: Omit<UploadRecord, 'id' | 'uploadedAt' | 'counts' | 'carrierId'> & { carrierId: string },
    dryRun: boolean,
  ): Promise<UploadResult> {
    const topology = await repository.readTopology(tx);
    if (!topology.carriers.some((c) => c.id === meta.carrierId)) {
      throw new NotFoundError('Carrier', meta.carrierId);
    }
    const before = carrierSlice(topology, meta.carrierId);
    let document = parsed.document;
    if (parsed.csvRows !== undefined) {
      const merged = withPortRows(sliceDocument(meta.carrierId, before), parsed.csvRows);
      if (!merged.ok) throw rejected(merged.problems);
      document = merged.document;
    }
    const check = checkUpload(topology, document);
    const located = (list: UploadCheckProblem[]) => list.map((p) => located1(p, parsed.locate));
    if (check.forbidden.length > 0) {
      const errors = located(check.forbidden);
      throw new ForbiddenError(
        `the upload changes equipment that is not carrier "${meta.carrierId}"'s (${errors.length} places); nothing was written`,
        errors,
      );
    }
    if (check.problems.length > 0) throw rejected(located(check.problems));
    const diff = uploadDiff(before, check.slice);
    if (dryRun || isEmptyDiff(diff)) {
      return { dryRun, changed: !isEmptyDiff(diff), upload: null, diff };
    }
    const record: UploadRecord = {
      ...meta,
      id: `upl-${new Date(now()).toISOString().slice(0, 10)}-${randomBytes(4).toString('hex')}`,
      uploadedAt: new Date(now()).toISOString(),
      counts: diff.counts,
    };
    const first = !(await repository.hasVersions(tx, meta.carrierId));
    await repository.apply(tx, {
      carrierId: meta.carrierId,
      before,
      after: check.slice,
      diff,
      crossings: changedCrossings(topology, check.merged),
      record,
      document,
      ...(first
        ? { baseline: baselineVersion(meta.carrierId, before, Date.parse(record.uploadedAt), diff) }
        : {}),
    });
    return { dryRun: false, changed: true, upload: record, diff };
  }

  async function inTransaction<T>(
    dryRun: boolean,
    work: (tx: ManagedTransaction) => Promise<T>,
  ): Promise<T> {
    try {
      return await (dryRun ? repository.inRead(work) : repository.inWriteLock(work));
    } catch (error) {
      // A uniqueness constraint refusing a write means the graph changed meanwhile: 409.
      throw asConflict(error) ?? error;
    }
  }

  return {
    async upload(request) {
      const { carrierId, text, format, dryRun, principal } = request;
      holdToOwnCarrier(principal, carrierId);
      const checksum = `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;
      const meta = {
        carrierId,
        uploadedBy: uploader(principal),
        checksum,
        format,
        restoredFrom: null,
      };
      if (format === 'csv') {
        const read = readPortCsv(text);
        if (!read.ok) throw malformedOrRejected(read.problems);
        const empty = carrierUploadSchema.parse({
          format: 'tiermap-carrier/1',
          carrier: carrierId,
        });
        return inTransaction(dryRun, (tx) =>
          run(tx, { document: empty, csvRows: read.rows }, meta, dryRun),
        );
      }
      const read = readCarrierDocument(text, format);
      if (!read.ok && read.overLimit === true) {
        const over = read.problems.filter((p) => /Too big/i.test(p.message));
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
      return inTransaction(dryRun, (tx) =>
        run(tx, { document: read.document, locate: read.locate }, meta, dryRun),
      );
    },
    async restore({ carrierId, uploadId, dryRun, principal }) {
      holdToOwnCarrier(principal, carrierId);
      return inTransaction(dryRun, async (tx) => {
        const stored = await repository.document(tx, carrierId, uploadId);
        if (stored === undefined) throw new NotFoundError('Upload', uploadId);
        const document = carrierUploadSchema.parse(stored);
        const text = JSON.stringify(document);
        const meta = {
          carrierId,
          uploadedBy: uploader(principal),
          checksum: `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`,
          format: 'json' as const,
          restoredFrom: uploadId,
        };
        return run(tx, { document }, meta, dryRun);
      });
    },
    async document(carrierId) {
      return repository.inRead(async (tx) => {
        if (!(await repository.carrierExists(tx, carrierId))) {
          throw new NotFoundError('Carrier', carrierId);
        }
        return sliceDocument(carrierId, carrierSlice(await repository.readTopology(tx), carrierId));
      });
    },
    async list(carrierId) {
      const known = await repository.inRead((tx) => repository.carrierExists(tx, carrierId));
      if (!known) throw new NotFoundError('Carrier', carrierId);
      return repository.list(carrierId);
    },
    async get(carrierId, id) {
      const found = await repository.get(carrierId, id);
      if (found === undefined) throw new NotFoundError('Upload', id);
      return { upload: found.record, diff: found.diff };
    },
  };
}

/**
 * The version a carrier's first upload records of the equipment before it: a millisecond older
 * than the upload, changing nothing, restorable like any other.
 */
function baselineVersion(
  carrierId: string,
  before: CarrierSlice,
  nowMs: number,
  like: UploadDiff,
): { record: UploadRecord; document: CarrierUpload } {
  const document = sliceDocument(carrierId, before);
  const text = JSON.stringify(document);
  return {
    record: {
      id: `upl-${new Date(nowMs).toISOString().slice(0, 10)}-${randomBytes(4).toString('hex')}`,
      carrierId,
      uploadedBy: 'baseline: the equipment before the first upload',
      uploadedAt: new Date(nowMs - 1).toISOString(),
      checksum: `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`,
      format: 'json',
      restoredFrom: null,
      counts: Object.fromEntries(
        Object.keys(like.counts).map((kind) => [kind, { created: 0, changed: 0, removed: 0 }]),
      ) as UploadDiff['counts'],
    },
    document,
  };
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

/** A carrier token may change its own carrier only; admins any. */
function holdToOwnCarrier(principal: Principal | null, carrierId: string): void {
  if (principal?.role === 'carrier' && principal.carrierId !== carrierId) {
    throw new ForbiddenError(
      `this token may change carrier "${principal.carrierId ?? ''}" only, not "${carrierId}"; nothing was written`,
    );
  }
}

function uploader(principal: Principal | null): string {
  return principal === null ? 'anonymous' : `${principal.name} (${principal.role})`;
}

function located1(problem: UploadCheckProblem, locate: Locate | undefined): FieldError {
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

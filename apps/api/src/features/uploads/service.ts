import { createHash, randomBytes } from 'node:crypto';
import { carrierSlice, sliceDocument, type CarrierSlice } from '@tiermap/analysis';
import {
  carrierUploadSchema,
  type CarrierUpload,
  type Topology,
  type UploadDiff,
  type UploadRecord,
  type UploadResult,
} from '@tiermap/domain';
import type { Principal } from '../../http/access.js';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import { defaultParsePool, type ParsePool } from '../../parsing/parse-pool.js';
import type { UploadRepository, UploadTransaction } from './repository.js';
import { checkCarrierUpload, type UploadCheckOutcome, type UploadFormat } from './upload-check.js';

export type { UploadFormat } from './upload-check.js';

export interface UploadRequest {
  carrierId: string;
  text: string;
  format: UploadFormat;
  dryRun: boolean;
  principal: Principal | null;
}

/** An upload's answer as JSON bytes: 201 when a version was written, else 200. */
export interface UploadAnswer {
  status: 200 | 201;
  json: Uint8Array;
}

/**
 * Carrier uploads: validate everything at once, show the diff, apply in one transaction,
 * record every version, restore any of them. A carrier token changes its own carrier only.
 */
export interface UploadService {
  upload(request: UploadRequest): Promise<UploadResult>;
  /**
   * The same upload answered as JSON bytes: the file is read, checked and diffed in a worker
   * thread, and a dry run's diff is serialised there too, so a large file never holds up the
   * request loop.
   */
  answer(request: UploadRequest): Promise<UploadAnswer>;
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

type UploadMeta = Omit<UploadRecord, 'id' | 'uploadedAt' | 'counts' | 'checksum'>;

export function createUploadService(
  repository: UploadRepository,
  now: () => number = Date.now,
  parsePool: ParsePool = defaultParsePool(),
): UploadService {
  /** Writes a checked upload in the upload's transaction, with its record (and a baseline on the first). */
  async function apply(
    tx: UploadTransaction,
    topology: Topology,
    outcome: Extract<UploadCheckOutcome, { kind: 'apply' }>,
    meta: UploadMeta,
  ): Promise<UploadResult> {
    const { carrierId } = meta;
    const before = carrierSlice(topology, carrierId);
    const { diff } = outcome;
    const record: UploadRecord = {
      ...meta,
      checksum: outcome.checksum,
      id: `upl-${new Date(now()).toISOString().slice(0, 10)}-${randomBytes(4).toString('hex')}`,
      uploadedAt: new Date(now()).toISOString(),
      counts: diff.counts,
    };
    const first = !(await tx.hasVersions(carrierId));
    await tx.apply({
      carrierId,
      before,
      after: outcome.after,
      diff,
      crossings: outcome.crossings,
      record,
      document: outcome.document,
      ...(first
        ? { baseline: baselineVersion(carrierId, before, Date.parse(record.uploadedAt), diff) }
        : {}),
    });
    return { dryRun: false, changed: true, upload: record, diff };
  }

  /** A dry run reads; an upload writes, all of it or nothing, under the upload lock. */
  function inTransaction<T>(
    dryRun: boolean,
    work: (tx: UploadTransaction) => Promise<T>,
  ): Promise<T> {
    return dryRun ? repository.inRead(work) : repository.inWriteLock(work);
  }

  async function answer(request: UploadRequest): Promise<UploadAnswer> {
    const { carrierId, text, format, dryRun, principal } = request;
    holdToOwnCarrier(principal, carrierId);
    const meta = { carrierId, uploadedBy: uploader(principal), format, restoredFrom: null };
    return inTransaction(dryRun, async (tx) => {
      const topology = await tx.readTopology();
      const outcome = await parsePool.run('carrier-upload', {
        carrierId,
        source: { text, format },
        topology,
        dryRun,
      });
      if (outcome.kind === 'answer') return { status: 200, json: outcome.json };
      const result = await apply(tx, topology, outcome, meta);
      return { status: 201, json: new TextEncoder().encode(JSON.stringify(result)) };
    });
  }

  return {
    answer,
    async upload(request) {
      const { json } = await answer(request);
      return JSON.parse(new TextDecoder().decode(json)) as UploadResult;
    },
    async restore({ carrierId, uploadId, dryRun, principal }) {
      holdToOwnCarrier(principal, carrierId);
      return inTransaction(dryRun, async (tx) => {
        const stored = await tx.document(carrierId, uploadId);
        if (stored === undefined) throw new NotFoundError('Upload', uploadId);
        const topology = await tx.readTopology();
        // A stored version was read and checked when it was uploaded: checked here again.
        const outcome = checkCarrierUpload({
          carrierId,
          source: { document: carrierUploadSchema.parse(stored) },
          topology,
          dryRun,
        });
        if (outcome.kind === 'answer') return outcome.result;
        const meta = {
          carrierId,
          uploadedBy: uploader(principal),
          format: 'json' as const,
          restoredFrom: uploadId,
        };
        return apply(tx, topology, outcome, meta);
      });
    },
    async document(carrierId) {
      return repository.inRead(async (tx) => {
        if (!(await tx.carrierExists(carrierId))) {
          throw new NotFoundError('Carrier', carrierId);
        }
        return sliceDocument(carrierId, carrierSlice(await tx.readTopology(), carrierId));
      });
    },
    async list(carrierId) {
      const known = await repository.inRead((tx) => tx.carrierExists(carrierId));
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
      ),
    },
    document,
  };
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

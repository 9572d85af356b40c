import type { UploadResult } from '@tiermap/domain';
import { diffModel } from './diff-model.js';
import { DiffView } from './DiffView.js';
import { formatUtcSeconds, shortChecksum } from './history-model.js';
import { ProblemsView } from './ProblemsView.js';
import { progressText, type UploadFailure } from './upload-model.js';

/** What the page is checking, applying or restoring. */
export type Source =
  | { kind: 'file'; name: string; text: string; contentType: string; sizeBytes: number }
  | { kind: 'restore'; uploadId: string; label: string };

export type Action = 'check' | 'apply' | 'restore-check' | 'restore';

export type Work =
  | { state: 'idle' }
  | { state: 'busy'; source: Source; action: Action; startedMs: number }
  | { state: 'failed'; source: Source | undefined; failure: UploadFailure }
  | { state: 'preview'; source: Source; result: UploadResult }
  | { state: 'unchanged'; source: Source }
  | { state: 'applied'; source: Source; result: UploadResult };

export /** The file's name, or which version a restore brings back. */
function nameOf(source: Source): string {
  return source.kind === 'file' ? source.name : source.label;
}

/** Where a check, apply or restore stands: progress, problems, the diff to apply, the version written. */
export function UploadOutcome({
  work,
  nowMs,
  carrierId,
  canApply,
  onApply,
  onDiscard,
}: {
  work: Work;
  nowMs: number;
  carrierId: string;
  canApply: boolean;
  onApply: (source: Source) => void;
  onDiscard: () => void;
}) {
  switch (work.state) {
    case 'idle':
      return null;
    case 'busy':
      return (
        <p className="upload-progress" role="status" data-testid="upload-progress">
          <span className="spinner" aria-hidden="true" />
          {progressText(
            work.action,
            nameOf(work.source),
            work.source.kind === 'file' ? work.source.sizeBytes : undefined,
            Math.max(0, nowMs - work.startedMs),
          )}
        </p>
      );
    case 'failed':
      return work.failure.kind === 'problems' ? (
        <>
          <ProblemsView
            title={work.failure.title}
            fileName={work.source?.kind === 'file' ? work.source.name : undefined}
            text={work.source?.kind === 'file' ? work.source.text : undefined}
            problems={work.failure.problems}
          />
          <DiscardButton onDiscard={onDiscard} />
        </>
      ) : (
        <div className="upload-failed" data-testid="upload-failed">
          <p className="error upload-outcome" role="alert">
            {work.failure.title}.
          </p>
          <p>{work.failure.detail}</p>
          <DiscardButton onDiscard={onDiscard} />
        </div>
      );
    case 'unchanged':
      return (
        <p className="upload-outcome" data-testid="upload-unchanged">
          No change: {nameOf(work.source)} matches {carrierId}’s equipment as stored, so there is
          nothing to apply.
        </p>
      );
    case 'preview': {
      const restoring = work.source.kind === 'restore';
      return (
        <div data-testid="upload-preview">
          <p className="upload-outcome">
            {restoring
              ? `Restoring ${nameOf(work.source)}`
              : `${nameOf(work.source)} is valid; applying it`}{' '}
            would make these changes: <strong>{diffModel(work.result.diff).summary}</strong>.
            Nothing is written until you apply.
          </p>
          <DiffView diff={work.result.diff} />
          <div className="upload-actions">
            {canApply && (
              <button type="button" className="primary" onClick={() => onApply(work.source)}>
                {restoring ? 'Apply the restore' : 'Apply'}
              </button>
            )}
            <DiscardButton onDiscard={onDiscard} label="Cancel" />
          </div>
        </div>
      );
    }
    case 'applied': {
      const upload = work.result.upload;
      return (
        <div className="upload-applied" data-testid="upload-applied">
          <p className="upload-outcome ok" role="status">
            {work.source.kind === 'restore' ? 'Restored' : 'Applied'}: version{' '}
            <code data-testid="applied-version">{upload?.id}</code> written
            {upload !== null && upload !== undefined && (
              <>
                {' '}
                at {formatUtcSeconds(upload.uploadedAt)} by {upload.uploadedBy}, checksum{' '}
                <code title={upload.checksum}>{shortChecksum(upload.checksum)}</code>
              </>
            )}
            : {diffModel(work.result.diff).summary}.
          </p>
          <DiscardButton onDiscard={onDiscard} label="Done" />
        </div>
      );
    }
  }
}

function DiscardButton({
  onDiscard,
  label = 'Discard',
}: {
  onDiscard: () => void;
  label?: string;
}) {
  return (
    <button type="button" className="secondary" onClick={onDiscard}>
      {label}
    </button>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiProblem } from '../../api/http.js';
import { useCarrierUpload } from '../../api/mutations.js';
import { queries } from '../../api/queries.js';
import type { SessionState } from '../../api/session.js';
import { FetchNotice } from '../../app/panel.js';
import { uploadPermission } from '../../app/permissions.js';
import { errorMessage, fetchedOf } from '../../app/fetched.js';
import { useNow } from '../map/useLive.js';
import { DocumentDownload } from './DocumentDownload.js';
import { historyRows, type HistoryRow } from './history-model.js';
import { HistoryTable } from './HistoryTable.js';
import { UploadDropZone } from './UploadDropZone.js';
import { nameOf, UploadOutcome, type Action, type Source, type Work } from './UploadOutcome.js';
import { tooLarge, uploadContentType, uploadFailure, type UploadError } from './upload-model.js';

/** A thrown value as the upload model reads it. */
function uploadError(error: unknown): UploadError {
  if (error instanceof ApiProblem) {
    return { status: error.status, detail: error.message, problems: error.errors };
  }
  // fetch rejects with a TypeError when the request got no answer at all.
  if (error instanceof TypeError) return { network: error.message };
  return { unexpected: errorMessage(error) };
}

/**
 * One carrier's page below the chooser: the document to download, the drop zone and what it
 * checked, and the history with Restore. Keyed by carrier, so a new carrier starts afresh.
 */
export function CarrierWorkbench({
  carrierId,
  carrierName,
  session,
  onSignIn,
}: {
  carrierId: string;
  carrierName: string;
  session: SessionState;
  onSignIn: () => void;
}) {
  const permission = uploadPermission(session.whoami, session.signedIn, carrierId);
  // Its own clock, for the versions' ages and the running check's elapsed time.
  const nowMs = useNow(1_000);
  // Invalidated when a version is applied (the upload mutation); kept while a refresh fails.
  const historyQuery = useQuery(queries.uploads(carrierId));
  // The server's upload limit, served (`GET /api/config`), not copied.
  const maxUploadBytes = useQuery(queries.config()).data?.uploadBodyLimitBytes;
  const history = fetchedOf(historyQuery);
  const uploads = historyQuery.data;
  const upload = useCarrierUpload();
  const rows = useMemo(
    () => (uploads === undefined ? undefined : historyRows(uploads, nowMs)),
    [uploads, nowMs],
  );
  const [work, setWork] = useState<Work>({ state: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);
  const resultRef = useRef<HTMLElement>(null);
  const busy = work.state === 'busy';

  useEffect(() => () => controller.current?.abort(), []);
  // Bring the outcome into view once it is known (a restore starts from the history below).
  useEffect(() => {
    if (work.state !== 'idle' && work.state !== 'busy') {
      resultRef.current?.scrollIntoView({ block: 'nearest' });
    }
  }, [work.state]);

  async function run(source: Source, dryRun: boolean) {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const action: Action =
      source.kind === 'file' ? (dryRun ? 'check' : 'apply') : dryRun ? 'restore-check' : 'restore';
    setWork({ state: 'busy', source, action, startedMs: Date.now() });
    try {
      const result = await upload.mutateAsync({
        carrierId,
        source:
          source.kind === 'file'
            ? { kind: 'file', file: source }
            : { kind: 'restore', uploadId: source.uploadId },
        dryRun,
        signal: current.signal,
      });
      if (current.signal.aborted) return;
      if (!result.changed) setWork({ state: 'unchanged', source });
      else if (result.upload === null) setWork({ state: 'preview', source, result });
      else {
        setWork({ state: 'applied', source, result });
      }
    } catch (error) {
      if (current.signal.aborted) return;
      setWork({
        state: 'failed',
        source,
        failure: uploadFailure(uploadError(error), nameOf(source), carrierId, maxUploadBytes),
      });
    }
  }

  async function check(file: File) {
    const large = tooLarge(file.name, file.size, maxUploadBytes);
    if (large !== undefined) {
      setWork({ state: 'failed', source: undefined, failure: large });
      return;
    }
    const contentType = uploadContentType(file.name, file.type);
    await run(
      {
        kind: 'file',
        name: file.name,
        text: await file.text(),
        // The server names what it reads when refusing anything else (415).
        contentType: contentType ?? (file.type === '' ? 'application/octet-stream' : file.type),
        sizeBytes: file.size,
      },
      true,
    );
  }

  function restore(row: HistoryRow) {
    void run({ kind: 'restore', uploadId: row.id, label: row.label }, true);
  }

  return (
    <>
      <section className="carriers-section" aria-label="Current equipment">
        <h3>{carrierName}</h3>
        <DocumentDownload carrierId={carrierId} />
      </section>
      <section className="carriers-section" aria-label="Upload">
        <h3>Upload a new version</h3>
        {permission.allowed ? (
          <UploadDropZone carrierId={carrierId} busy={busy} onFile={(file) => void check(file)} />
        ) : (
          <p className="muted" data-testid="upload-not-allowed">
            {permission.reason}{' '}
            {!session.signedIn && (
              <a
                href="/signin"
                onClick={(event) => {
                  event.preventDefault();
                  onSignIn();
                }}
              >
                Sign in
              </a>
            )}
          </p>
        )}
        <section
          ref={resultRef}
          className="upload-result"
          aria-label="Check and apply"
          aria-live="polite"
          data-testid="upload-result"
          data-state={work.state}
        >
          <UploadOutcome
            work={work}
            nowMs={nowMs}
            carrierId={carrierId}
            canApply={permission.allowed}
            onApply={(source) => void run(source, false)}
            onDiscard={() => setWork({ state: 'idle' })}
          />
        </section>
      </section>
      <section className="carriers-section" aria-label="History">
        <h3>History</h3>
        <p className="muted carriers-note">
          Every applied upload is a version, newest first. Restore shows what going back to a
          version would change, then applies it as a new version.
        </p>
        {rows === undefined && (
          <FetchNotice
            fetched={history}
            loading="Loading the history…"
            failed="Could not load the history"
          />
        )}
        {rows !== undefined && (
          <HistoryTable
            rows={rows}
            canRestore={permission.allowed}
            busy={busy}
            onRestore={restore}
          />
        )}
      </section>
    </>
  );
}

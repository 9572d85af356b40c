import type { HistoryRow } from './history-model.js';

/** The carrier's versions, newest first, each with a Restore button when the session may. */
export function HistoryTable({
  rows,
  canRestore,
  busy,
  onRestore,
}: {
  rows: readonly HistoryRow[];
  canRestore: boolean;
  busy: boolean;
  onRestore: (row: HistoryRow) => void;
}) {
  if (rows.length === 0) {
    return (
      <p className="muted" data-testid="history-empty">
        No upload yet: the equipment is as the demo or the first import left it.
      </p>
    );
  }
  return (
    <table className="history" data-testid="upload-history">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">Checksum</th>
          <th scope="col">Changes</th>
          {canRestore && <th scope="col" aria-label="Actions" />}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-upload-id={row.id} data-latest={row.latest}>
            <td>
              <span className="history-when">{row.label}</span>
              <span className="muted"> · {row.ago}</span>
              {row.latest && <span className="history-badge">latest</span>}
              <div className="muted history-id">
                {row.id} · {row.format}
              </div>
            </td>
            <td>{row.who}</td>
            <td>
              <code title={row.checksum}>{row.checksumShort}</code>
            </td>
            <td>
              {row.changes}
              {row.restoredFromText !== undefined && (
                <div
                  className="history-restored"
                  data-testid="restored-from"
                  title={row.restoredFrom ?? undefined}
                >
                  {row.restoredFromText}
                </div>
              )}
            </td>
            {canRestore && (
              <td>
                <button
                  type="button"
                  className="history-restore"
                  disabled={busy}
                  onClick={() => onRestore(row)}
                  aria-label={`Restore ${row.label}`}
                >
                  Restore…
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

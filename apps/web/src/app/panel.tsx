import type { Fetched } from './fetched.js';

/** A side panel's title with its close button. */
export function PanelHeader({
  title,
  closeLabel,
  onClose,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <header className="panel-header">
      <h2>{title}</h2>
      <button type="button" className="close" onClick={onClose} aria-label={closeLabel}>
        ×
      </button>
    </header>
  );
}

/** "Loading…" while a request runs, the error (as an alert) when it failed, else nothing. */
export function FetchNotice({
  fetched,
  loading,
  failed,
}: {
  fetched: Fetched<unknown>;
  /** Shown while loading, e.g. "Loading the link…". */
  loading: string;
  /** Put before the error, e.g. "Could not load the link". */
  failed: string;
}) {
  if (fetched.state === 'loading') return <p className="muted">{loading}</p>;
  if (fetched.state === 'failed') {
    return (
      <p className="error" role="alert">
        {failed}: {fetched.message}
      </p>
    );
  }
  return null;
}

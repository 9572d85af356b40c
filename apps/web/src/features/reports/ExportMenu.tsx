import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { EXPORT_ITEMS, progressText, type ExportItem } from './export-model.js';
import { useExportJob } from './useExportJob.js';
import './export.css';

type Job = ReturnType<typeof useExportJob>;

/** Progress while a file is made (with the seconds counted and a way out), then the outcome. */
export function ExportStatus({ job }: { job: Job }) {
  if (job.running !== undefined) {
    return (
      <div className="export-status" role="status" data-testid="export-progress">
        <span className="export-spinner" aria-hidden="true" />
        {progressText(job.running.item, job.elapsedMs)}
        <button type="button" onClick={job.cancel}>
          Cancel
        </button>
      </div>
    );
  }
  if (job.error !== undefined) {
    return (
      <div className="export-status error" role="alert" data-testid="export-error">
        {job.error}
        <button type="button" onClick={job.dismiss} aria-label="Dismiss">
          ×
        </button>
      </div>
    );
  }
  if (job.saved !== undefined) {
    return (
      <div className="export-status" role="status" data-testid="export-saved">
        Saved {job.saved}
        <button type="button" onClick={job.dismiss} aria-label="Dismiss">
          ×
        </button>
      </div>
    );
  }
  return null;
}

/**
 * The header's Export menu: the PDF report, the files for tools (GraphML, JSON, CSV) and the
 * map view as SVG or PNG. `mapShown` says whether the map is on the page to be exported.
 */
export function ExportMenu({ mapShown }: { mapShown: boolean }) {
  const [open, setOpen] = useState(false);
  const job = useExportJob();
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof KeyboardEvent) buttonRef.current?.focus();
      if (event instanceof MouseEvent && menuRef.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);

  // The menu takes the focus when it opens; arrows, Home and End move between its items.
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (open) listRef.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [open]);
  const onMenuKey = (event: ReactKeyboardEvent<HTMLUListElement>) => {
    const items = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'),
    ];
    const at = items.findIndex((item) => item === document.activeElement);
    const next =
      event.key === 'ArrowDown'
        ? (at + 1) % items.length
        : event.key === 'ArrowUp'
          ? (at - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  };

  const choose = (item: ExportItem) => {
    setOpen(false);
    job.run(item);
  };

  return (
    <div className="export-menu" ref={menuRef}>
      <button
        type="button"
        className="export-button"
        ref={buttonRef}
        aria-haspopup="menu"
        aria-expanded={open}
        disabled={job.running !== undefined}
        onClick={() => setOpen((o) => !o)}
      >
        Export
      </button>
      {open && (
        <ul
          className="export-items"
          role="menu"
          aria-label="Export"
          ref={listRef}
          onKeyDown={onMenuKey}
        >
          {EXPORT_ITEMS.map((item) => {
            const unavailable = item.kind === 'map' && !mapShown;
            return (
              <li key={item.id} role="none">
                <button
                  type="button"
                  role="menuitem"
                  disabled={unavailable}
                  onClick={() => choose(item)}
                >
                  <span className="export-label">{item.label}</span>
                  <span className="export-hint">
                    {unavailable ? 'open the Map page first' : item.hint}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ExportStatus job={job} />
    </div>
  );
}

import type { UploadDiff } from '@tiermap/domain';
import { useMemo } from 'react';
import { diffModel } from './diff-model.js';

const MARKS = { created: '+', changed: '~', removed: '−' } as const;

/** What an upload or restore changes, grouped by kind with the counts; fields before → after. */
export function DiffView({ diff }: { diff: UploadDiff }) {
  const model = useMemo(() => diffModel(diff), [diff]);
  return (
    <div className="upload-diff" data-testid="upload-diff">
      {model.groups.map((group) => (
        <section
          key={group.kind}
          className="diff-group"
          data-kind={group.kind}
          aria-label={`${group.title}: ${group.countsText}`}
        >
          <h4>
            {group.title} <span className="diff-counts">{group.countsText}</span>
          </h4>
          <ul>
            {group.rows.map((row) => (
              <li
                key={`${row.change}-${row.id}`}
                className={`diff-row ${row.change}`}
                data-change={row.change}
                data-id={row.id}
              >
                <span className="diff-mark" aria-label={row.change}>
                  {MARKS[row.change]}
                </span>{' '}
                <code>{row.id}</code>
                {row.summary !== '' && <span className="muted"> · {row.summary}</span>}
                {row.fields.length > 0 && (
                  <ul className="diff-fields">
                    {row.fields.map((f) => (
                      <li key={f.field} data-field={f.field}>
                        <code>{f.field}</code>: <del>{f.before}</del> → <ins>{f.after}</ins>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
            {group.hidden > 0 && (
              <li className="muted">
                … and {group.hidden} more {group.title.toLowerCase()}
              </li>
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}

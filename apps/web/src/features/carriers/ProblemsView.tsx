import { Fragment, useEffect, useMemo, useRef } from 'react';
import { problemsModel, type FileProblem } from './upload-model.js';

/**
 * A refused file: its text with line numbers and each problem under the line it names,
 * scrolled to the first; then every problem with its field path. Without the text (a restore)
 * only the list.
 */
export function ProblemsView({
  title,
  fileName,
  text,
  problems,
}: {
  title: string;
  fileName: string | undefined;
  text: string | undefined;
  problems: readonly FileProblem[];
}) {
  const model = useMemo(() => problemsModel(text ?? '', problems), [text, problems]);
  const boxRef = useRef<HTMLDivElement>(null);

  function showLine(line: number) {
    const box = boxRef.current;
    const row = box?.querySelector<HTMLElement>(`[data-line="${line}"]`);
    if (box === null || box === undefined || row === null || row === undefined) return;
    box.scrollTop = Math.max(0, row.offsetTop - box.clientHeight / 3);
  }

  useEffect(() => {
    if (model.firstLine !== undefined) showLine(model.firstLine);
  }, [model]);

  const hasText = text !== undefined && model.rows.length > 0;
  return (
    <div className="upload-problems" data-testid="upload-problems">
      <p className="error upload-outcome" role="alert">
        {title}.
      </p>
      {model.unplaced.length > 0 && (
        <ul className="problem-unplaced" aria-label="Problems not tied to a line">
          {model.unplaced.map((p, index) => (
            <li key={index}>
              <code>{p.path}</code>: {p.message}
              {p.line !== undefined && <span className="muted"> ({p.where})</span>}
            </li>
          ))}
        </ul>
      )}
      {hasText && (
        <div
          className="file-view"
          ref={boxRef}
          data-testid="file-view"
          role="region"
          aria-label={`${fileName ?? 'The file'}, ${model.lineCount} lines`}
          tabIndex={0}
        >
          {model.rows.map((row) =>
            row.kind === 'gap' ? (
              <div className="file-gap" key={`gap-${row.from}`}>
                ⋯ lines {row.from}–{row.to} have no problem
              </div>
            ) : (
              <Fragment key={row.number}>
                <div
                  className={`file-line${row.problems.length > 0 ? ' has-problem' : ''}`}
                  data-line={row.number}
                >
                  <span className="file-line-number">{row.number}</span>
                  <code>{row.text === '' ? ' ' : row.text}</code>
                </div>
                {row.problems.map((p, index) => (
                  <div
                    className="file-problem"
                    key={index}
                    data-problem-line={row.number}
                    data-testid="line-problem"
                  >
                    <span className="file-line-number" aria-hidden="true">
                      ↑
                    </span>
                    <span>
                      {p.column !== undefined && (
                        <span className="muted">column {p.column} · </span>
                      )}
                      {p.message} <code className="muted">{p.path}</code>
                    </span>
                  </div>
                ))}
              </Fragment>
            ),
          )}
        </div>
      )}
      <h4>
        All problems ({model.list.length})
        {model.excerpt && ' — the file is long, so only the lines round them are shown'}
      </h4>
      <ol className="problem-list" data-testid="problem-list">
        {model.list.map((p, index) => (
          <li key={index}>
            {p.line !== undefined && hasText ? (
              <button type="button" className="link-button" onClick={() => showLine(p.line ?? 1)}>
                {p.where}
              </button>
            ) : (
              <span className="muted">{p.where}</span>
            )}{' '}
            <code>{p.path}</code> {p.message}
          </li>
        ))}
      </ol>
    </div>
  );
}

import { useId, useState, type DragEvent } from 'react';
import { UPLOAD_ACCEPT } from './upload-model.js';

/** Where a file is dropped, or chosen with the file picker; hands over the first file. */
export function UploadDropZone({
  carrierId,
  busy,
  onFile,
}: {
  carrierId: string;
  busy: boolean;
  onFile: (file: File) => void;
}) {
  const [over, setOver] = useState(false);
  const inputId = useId();

  function dropped(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file !== undefined) onFile(file);
  }

  return (
    <div
      className={`drop-zone${over ? ' over' : ''}`}
      data-testid="drop-zone"
      onDragEnter={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => event.preventDefault()}
      onDragLeave={() => setOver(false)}
      onDrop={dropped}
      aria-busy={busy}
    >
      <p>
        Drop {carrierId}’s equipment file here (YAML or JSON, or a CSV of ports), or{' '}
        <label htmlFor={inputId} className="drop-choose">
          choose a file
        </label>
        .
      </p>
      <p className="muted">
        It is checked at once without writing anything (a dry run); you see every problem or the
        changes, and nothing is written until you press Apply.
      </p>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={UPLOAD_ACCEPT}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again (after fixing it) is a change too.
          event.target.value = '';
          if (file !== undefined) onFile(file);
        }}
      />
    </div>
  );
}

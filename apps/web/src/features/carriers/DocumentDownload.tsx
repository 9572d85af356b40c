import { useState } from 'react';
import { fetchCarrierDocument } from '../../api/carriers-client.js';
import { errorMessage } from '../../app/fetched.js';

/** Downloads the carrier's equipment now as a YAML upload document, the starting point to edit. */
export function DocumentDownload({ carrierId }: { carrierId: string }) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });

  async function download() {
    setState({ busy: true });
    try {
      const text = await fetchCarrierDocument(carrierId, 'yaml');
      const url = URL.createObjectURL(new Blob([text], { type: 'application/yaml' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${carrierId}.yaml`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, error: errorMessage(error) });
    }
  }

  return (
    <div className="carriers-download">
      <button type="button" disabled={state.busy} onClick={() => void download()}>
        {state.busy ? 'Preparing…' : 'Download the current document (YAML)'}
      </button>{' '}
      <span className="muted">
        {carrierId}’s routers, blades, ports, links, trunks and maintenance as they are now: edit it
        and upload it back. Format: <code>tiermap-carrier/1</code> (
        <a href="/api/carrier-upload.schema.json" target="_blank" rel="noreferrer">
          JSON Schema
        </a>
        ).
      </span>
      {state.error !== undefined && (
        <p className="error" role="alert">
          Could not download the document: {state.error}
        </p>
      )}
    </div>
  );
}

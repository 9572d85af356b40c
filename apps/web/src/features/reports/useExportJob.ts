import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiProblem, downloadFile } from '../../api/http.js';
import {
  attachmentName,
  EXPORT_TIMEOUT_MS,
  exportErrorText,
  mapFileName,
  timeoutText,
  type ExportItem,
  type ServerFile,
} from './export-model.js';
import { pngMapFile, saveFile, svgMapFile } from './map-image.js';

export interface ExportJobState {
  /** The export under way, and when it started. */
  running: { item: ExportItem; startedMs: number } | undefined;
  elapsedMs: number;
  error: string | undefined;
  /** The name of the last file handed to the browser. */
  saved: string | undefined;
}

class ExportFailure extends Error {}

/** The map element of the page (SVG or canvas renderer), when the map is shown. */
function mapElement(): Element | null {
  return document.querySelector('[data-testid="topology-map"]');
}

async function mapFile(item: ExportItem): Promise<{ blob: Blob; name: string }> {
  const map = mapElement();
  if (map === null) throw new ExportFailure(`${item.label}: open the Map page first`);
  const title = `tiermap map view, ${new Date().toISOString().slice(0, 16)} UTC`;
  if (item.id === 'map-svg') {
    if (!(map instanceof SVGSVGElement)) {
      throw new ExportFailure(
        `${item.label}: this large map is drawn on a canvas, which has no SVG; export the PNG instead`,
      );
    }
    return { blob: svgMapFile(map, title), name: mapFileName('svg', Date.now()) };
  }
  return { blob: await pngMapFile(map, title), name: mapFileName('png', Date.now()) };
}

async function serverFile(
  item: ExportItem,
  file: ServerFile,
  signal: AbortSignal,
): Promise<{ blob: Blob; name: string }> {
  try {
    const { blob, disposition } = await downloadFile(file, signal);
    return { blob, name: attachmentName(disposition, item.fallbackName) };
  } catch (error) {
    if (error instanceof ApiProblem) {
      throw new ExportFailure(exportErrorText(item.label, error.status, error.message));
    }
    throw error;
  }
}

/**
 * Runs one export at a time: fetches the file (with the session's token) or draws the map,
 * counts the seconds while it runs, gives up after {@link EXPORT_TIMEOUT_MS} with a message, and
 * hands the file to the browser's downloads.
 */
export function useExportJob(): ExportJobState & {
  run: (item: ExportItem) => void;
  cancel: () => void;
  dismiss: () => void;
} {
  const [state, setState] = useState<ExportJobState>({
    running: undefined,
    elapsedMs: 0,
    error: undefined,
    saved: undefined,
  });
  const controllerRef = useRef<AbortController | undefined>(undefined);

  useEffect(() => {
    if (state.running === undefined) return;
    const { startedMs } = state.running;
    const timer = setInterval(
      () => setState((s) => ({ ...s, elapsedMs: Date.now() - startedMs })),
      1_000,
    );
    return () => clearInterval(timer);
  }, [state.running]);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const run = useCallback((item: ExportItem) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, EXPORT_TIMEOUT_MS);
    const startedMs = Date.now();
    setState({ running: { item, startedMs }, elapsedMs: 0, error: undefined, saved: undefined });
    const work =
      item.file === undefined ? mapFile(item) : serverFile(item, item.file, controller.signal);
    work
      .then(({ blob, name }) => {
        if (controller.signal.aborted) return;
        saveFile(blob, name);
        setState({ running: undefined, elapsedMs: 0, error: undefined, saved: name });
      })
      .catch((error: unknown) => {
        if (controllerRef.current !== controller) return;
        let message: string | undefined;
        if (timedOut) message = timeoutText(item.label, EXPORT_TIMEOUT_MS);
        else if (controller.signal.aborted) message = undefined;
        else if (error instanceof ExportFailure) message = error.message;
        else
          message = exportErrorText(
            item.label,
            undefined,
            error instanceof Error ? error.message : String(error),
          );
        setState({ running: undefined, elapsedMs: 0, error: message, saved: undefined });
      })
      .finally(() => clearTimeout(timer));
  }, []);

  const cancel = useCallback(() => {
    controllerRef.current?.abort();
    setState({ running: undefined, elapsedMs: 0, error: undefined, saved: undefined });
  }, []);
  const dismiss = useCallback(
    () => setState((s) => ({ ...s, error: undefined, saved: undefined })),
    [],
  );

  return { ...state, run, cancel, dismiss };
}

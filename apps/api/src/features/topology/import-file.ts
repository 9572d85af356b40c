import { graphmlToTopology, ImportError, isTiermapGraphml } from '@tiermap/carrier-files';
import { UnsupportedMediaTypeError, ValidationError } from '../../http/errors.js';
import { topologyWrite, validatedTopology } from './topology-write.js';
import type { TopologyWrite } from './write-repository.js';

function isJson(contentType: string): boolean {
  return /^application\/(.+\+)?json\b/i.test(contentType);
}

function isXml(contentType: string): boolean {
  return /^(application|text)\/(graphml\+)?xml\b/i.test(contentType);
}

/**
 * Reads an export of the whole model back: the GraphML export, or the JSON export (its
 * `topology`, or a bare topology). What it returns is still to be validated by the loader.
 */
export function readTopologyFile(text: string, contentType: string | undefined): unknown {
  const type = contentType ?? '';
  if (isJson(type)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ValidationError(`the body is not JSON: ${reason}`, [
        { path: 'body', message: `not JSON: ${reason}` },
      ]);
    }
    return typeof parsed === 'object' && parsed !== null && 'topology' in parsed
      ? parsed.topology
      : parsed;
  }
  if (isXml(type)) {
    if (!isTiermapGraphml(text)) {
      throw new ValidationError(
        'the GraphML is not a tiermap export (no tiermap-topology/1 marker); import a carrier’s own map with `tiermap import` and upload it instead',
        [{ path: 'body', message: 'not a tiermap GraphML export' }],
      );
    }
    try {
      return graphmlToTopology(text);
    } catch (error) {
      if (error instanceof ImportError) {
        throw new ValidationError(`the GraphML cannot be read: ${error.message}`, [
          { path: 'body', message: error.message },
        ]);
      }
      throw error;
    }
  }
  throw new UnsupportedMediaTypeError(
    `send the export as Content-Type application/graphml+xml or application/json, not "${type || 'none'}"`,
  );
}

/**
 * An export file read, validated and worked out into what the loader writes: the whole of
 * `POST /api/topology/import` that needs no database, run in a worker thread.
 */
export function topologyImportWrite(text: string, contentType: string | undefined): TopologyWrite {
  return topologyWrite(validatedTopology(readTopologyFile(text, contentType)));
}

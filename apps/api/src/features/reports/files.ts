import type { Request } from 'express';

/** Marks a JSON or GraphML export of the whole model, so an import knows what it reads. */
export { TOPOLOGY_EXPORT_FORMAT } from '@tiermap/contract';

/** `tiermap-topology-2026-11-24T2130Z.pdf`: what it is and when its data was read (UTC). */
export function exportFileName(what: string, atMs: number, extension: string): string {
  const stamp = new Date(atMs).toISOString().slice(0, 16).replace(':', '');
  const safe = what.replace(/[^A-Za-z0-9._-]+/g, '-');
  return `tiermap-${safe}-${stamp}Z.${extension}`;
}

/**
 * The address this request reached the server on, which reaches the same process again from
 * this machine: Chromium loads the print pages from it.
 */
export function printBaseUrl(req: Request): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const host =
    address === '0.0.0.0' || address === '::'
      ? '127.0.0.1'
      : address.includes(':')
        ? `[${address}]`
        : address;
  return `http://${host}:${req.socket.localPort ?? 8080}`;
}

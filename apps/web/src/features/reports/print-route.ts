/** Which report a print page draws, from its path. */
export type PrintRoute =
  | { kind: 'topology' }
  | { kind: 'incident'; incidentId: string }
  | { kind: 'unknown'; path: string };

const INCIDENT_ID = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,127}$/;

/** Whether the path is one of the print pages, which the app draws without its header. */
export function isPrintPath(pathname: string): boolean {
  return pathname === '/print' || pathname.startsWith('/print/');
}

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined; // a malformed escape: not an incident id
  }
}

/** `/print/topology` or `/print/incidents/{id}`; anything else is unknown. */
export function printRoute(pathname: string): PrintRoute {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/print/topology') return { kind: 'topology' };
  const match = /^\/print\/incidents\/([^/]+)$/.exec(path);
  const id = match?.[1] === undefined ? undefined : decoded(match[1]);
  if (id !== undefined && INCIDENT_ID.test(id)) return { kind: 'incident', incidentId: id };
  return { kind: 'unknown', path };
}

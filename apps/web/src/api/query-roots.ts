/**
 * The first element of every server-state query key in the web app. A change announced on the
 * live stream, or a mutation, names the roots it touches; every query under a root is asked
 * again. One list, so that the screens' queries and the change events agree on the names.
 */
export const QUERY_ROOTS = [
  'topology',
  'config',
  'session',
  'tokens',
  'incidents',
  'shared',
  'analysis',
  'router',
  'link',
  'history',
  'paths',
  'maintenance',
  'carriers',
  'uploads',
  'tcp',
  'reports',
] as const;

export type QueryRoot = (typeof QUERY_ROOTS)[number];

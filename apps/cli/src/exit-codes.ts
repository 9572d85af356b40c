/**
 * What `tiermap` exits with, so a script can tell a bad document from a bad token from a server
 * that is down. The same table is in `--help` and docs/cli.md.
 */
export const EXIT = {
  /** Valid, or done. */
  ok: 0,
  /** The document has problems (the server answered 400 or 422). */
  problems: 1,
  /** Usage: bad flags, an unreadable file, an unknown extension, publishing unconfirmed. */
  usage: 2,
  /** Not allowed: the token is missing, unknown, expired or revoked (401), or not this carrier's (403). */
  notAllowed: 3,
  /** Refused: unknown carrier or version (404), conflict (409), too large (413), wrong type (415). */
  refused: 4,
  /** The server is unreachable, failed (5xx) or answered something this CLI does not understand. */
  unavailable: 5,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The exit code for an HTTP error status the API answered. */
export function exitCodeForStatus(status: number): ExitCode {
  if (status === 400 || status === 422) return EXIT.problems;
  if (status === 401 || status === 403) return EXIT.notAllowed;
  if (status >= 400 && status < 500) return EXIT.refused;
  return EXIT.unavailable;
}

/** The table printed by `--help`. */
export const EXIT_CODES_HELP = `exit codes:
  0  valid, or done (also "no change")
  1  the document has problems (400 unreadable, 422 wrong): each printed as FILE:LINE:COLUMN
  2  usage: bad flags, unreadable file, unknown extension, publish not confirmed
  3  not allowed: token missing, unknown, expired or revoked (401), another carrier's (403)
  4  refused: unknown carrier or version (404), conflict (409), over 32 MB (413), type (415)
  5  server unreachable, 5xx, or an answer this CLI does not understand`;

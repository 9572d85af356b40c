import type { RequestHandler } from 'express';

/**
 * The writes, under `/api`, whose changes the live stream announces: maintenance windows,
 * carrier details, uploads and restores, incidents (opened, resolved, evaluated), a topology
 * import, a demo scenario (it announces a window and changes what diagnosis sees).
 */
const ANNOUNCED = [
  /^\/maintenance(\/|$)/,
  /^\/carriers\//,
  /^\/incidents(\/|$)/,
  /^\/topology\/import$/,
  /^\/demo\/scenarios\//,
];

/**
 * Middleware (mounted at `/api`) that asks the live hub to read the changes as soon as such a
 * write of this process succeeded, so its clients hear of it at once rather than at the next
 * read a second later. Writes of other processes are still seen by that once-a-second read.
 */
export function announceWrites(hub: { pollMarks(): void }): RequestHandler {
  return (req, res, next) => {
    const path = req.path;
    if (req.method !== 'GET' && req.method !== 'HEAD' && ANNOUNCED.some((re) => re.test(path))) {
      res.once('finish', () => {
        if (res.statusCode < 400) hub.pollMarks();
      });
    }
    next();
  };
}

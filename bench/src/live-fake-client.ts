// A live client of the hub without HTTP, for the in-process live-stream benches.
import type { createLiveHub } from '../../apps/api/src/features/metrics/live-hub.js';

type Attach = ReturnType<typeof createLiveHub>['attach'];

/**
 * A request and a response for `hub.attach` that take every write at once, as a fast socket
 * would, handing each write to `onWrite`; the request accepts gzip when `gzip`, and sends
 * `lastEventId` as Last-Event-ID when given.
 */
export function fakeLiveClient(options: {
  gzip: boolean;
  lastEventId?: string;
  onWrite: (chunk: string | Buffer) => void;
}): { req: Parameters<Attach>[0]; res: Parameters<Attach>[1] } {
  const res = {
    status: () => res,
    set: () => res,
    flushHeaders: () => undefined,
    write: (chunk: string | Buffer) => {
      options.onWrite(chunk);
      return true;
    },
    writableLength: 0,
    once: () => res,
    end: () => undefined,
    destroy: () => undefined,
  };
  const req = {
    on: () => req,
    get: (name: string) =>
      name.toLowerCase() === 'last-event-id' ? options.lastEventId : undefined,
    query: {},
    acceptsEncodings: () => (options.gzip ? 'gzip' : 'identity'),
  };
  return {
    req: req as unknown as Parameters<Attach>[0],
    res: res as unknown as Parameters<Attach>[1],
  };
}

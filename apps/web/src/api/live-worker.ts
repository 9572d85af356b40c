import '../zod-jitless.js';
import { postingHandlers, subscribeLive, type LiveMessage } from './live.js';

/**
 * The live stream reader, off the page's main thread: opens `GET /api/live` when the page
 * sends the URL, and posts every parsed, checked event back (see subscribeLiveOffThread).
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ url: string }>) => void) | null;
  postMessage(message: LiveMessage, transfer: ArrayBuffer[]): void;
};

let close: (() => void) | undefined;
scope.onmessage = (event) => {
  close?.();
  close = subscribeLive(
    postingHandlers((message, transfer) => scope.postMessage(message, transfer)),
    event.data.url,
  );
};

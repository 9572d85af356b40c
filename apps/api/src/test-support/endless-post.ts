import { request as httpRequest, type IncomingMessage } from 'node:http';

/**
 * A chunked POST to `url` that sends one chunk (`firstChunk`) and never ends: a server that
 * reads bodies before it checks the token never answers it, and the request fails after 30 s
 * saying so; one that checks the token first answers at once.
 */
export function endlessPost(
  url: string,
  headers: Record<string, string>,
  firstChunk = 'x'.repeat(256 * 1024),
): Promise<{ response: IncomingMessage; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: 'POST',
      headers: { 'transfer-encoding': 'chunked', ...headers },
    });
    req.on('error', reject);
    req.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        req.destroy();
        resolve({ response, body });
      });
    });
    req.write(firstChunk);
    req.setTimeout(30_000, () => {
      req.destroy(new Error('no answer within 30 s: the server is waiting for the body'));
    });
  });
}

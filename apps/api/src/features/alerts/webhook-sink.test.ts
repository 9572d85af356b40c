import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIntegrations } from '../health/integrations.js';
import { createWebhookSink, type WebhookMessage } from './webhook-sink.js';
import { INCIDENT_SUMMARY } from '../../test-support/incident-summary.js';

const SUMMARY = INCIDENT_SUMMARY;

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A chat tool on loopback that answers `statuses` in turn (then 204), recording each call. */
async function chatTool(statuses: number[]) {
  const calls: Array<{ headers: IncomingHttpHeaders; body: WebhookMessage }> = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const status = statuses.shift() ?? 204;
      if (status < 300)
        calls.push({ headers: req.headers, body: JSON.parse(text) as WebhookMessage });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  close = () => server.close();
  return { calls, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook` };
}

describe('createWebhookSink', () => {
  it('posts one JSON message per change with a sentence and the bearer token, retrying a 503', async () => {
    const tool = await chatTool([503]);
    const integrations = createIntegrations(() => 0);
    const sink = createWebhookSink({
      url: tool.url,
      auth: { kind: 'bearer', token: 'chat-secret' },
      integrations,
      logger: pino({ level: 'silent' }),
      initialBackoffMs: 10,
      maxBackoffMs: 50,
    });
    sink.event('opened', SUMMARY);
    sink.event('resolved', { ...SUMMARY, status: 'resolved', resolvedAtMs: 1 });
    await vi.waitFor(() => expect(tool.calls).toHaveLength(2), { timeout: 10_000 });
    sink.stop();
    expect(tool.calls.map((c) => c.body.event)).toEqual(['opened', 'resolved']);
    expect(tool.calls[0]?.headers.authorization).toBe('Bearer chat-secret');
    expect(tool.calls[0]?.body).toEqual({
      event: 'opened',
      incident: SUMMARY,
      text: 'Opened: FZK lossy (FZK); top suspect GVA-FZK (geant) https://tiermap.example.org/incidents?id=inc-1',
    });
    const [status] = integrations.list();
    expect(status).toMatchObject({ name: 'webhook', state: 'ok', failuresInARow: 0 });
    expect(status?.lastFailureAt).not.toBeNull();
    expect(JSON.stringify(status)).not.toContain('chat-secret');
  });
});

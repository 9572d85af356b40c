import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIntegrations } from '../health/integrations.js';
import { createAlertmanagerSink, type PostableAlert } from './alertmanager-sink.js';
import type { IncidentSummary } from './notifier.js';
import { INCIDENT_SUMMARY } from '../../test-support/incident-summary.js';

const SUMMARY = INCIDENT_SUMMARY;

let close: (() => void) | undefined;
afterEach(() => close?.());

/** An Alertmanager on loopback that records the incident label of every alert posted. */
async function alertmanager() {
  const posted: string[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      for (const alert of JSON.parse(text) as PostableAlert[]) {
        posted.push(alert.labels.incident ?? '?');
      }
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  close = () => server.close();
  return { posted, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function sinkTo(url: string, keepFiring: () => Promise<readonly IncidentSummary[] | undefined>) {
  return createAlertmanagerSink({
    url,
    auth: { kind: 'none' },
    resendMs: 20,
    integrations: createIntegrations(() => 0),
    logger: pino({ level: 'silent' }),
    keepFiring,
  });
}

describe('createAlertmanagerSink with several instances', () => {
  it('resends nothing while keepFiring says this instance does not hold the diagnosis lease', async () => {
    const am = await alertmanager();
    let asked = 0;
    const sink = sinkTo(am.url, () => {
      asked += 1;
      return Promise.resolve(undefined);
    });
    sink.event('opened', SUMMARY);
    await vi.waitFor(() => expect(am.posted).toEqual(['inc-1']), { timeout: 10_000 });
    // Several resend periods pass (counted by the questions asked, not by the clock).
    await vi.waitFor(() => expect(asked).toBeGreaterThanOrEqual(5), { timeout: 10_000 });
    sink.stop();
    expect(am.posted).toEqual(['inc-1']);
  });

  it('the holder resends what keepFiring names (the graph open ones), not what it was told of', async () => {
    const am = await alertmanager();
    let asked = 0;
    const other = { ...SUMMARY, id: 'inc-2' };
    const sink = sinkTo(am.url, () => {
      asked += 1;
      return Promise.resolve([other]);
    });
    sink.event('opened', SUMMARY);
    await vi.waitFor(() => expect(asked).toBeGreaterThanOrEqual(5), { timeout: 10_000 });
    await vi.waitFor(
      () => expect(am.posted.filter((id) => id === 'inc-2').length).toBeGreaterThan(1),
      {
        timeout: 10_000,
      },
    );
    sink.stop();
    // inc-1 was sent when it opened; resolved meanwhile by another instance, it is not resent.
    expect(am.posted.filter((id) => id === 'inc-1')).toEqual(['inc-1']);
  });
});

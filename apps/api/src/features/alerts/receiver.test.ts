import { readFileSync } from 'node:fs';
import { alertmanagerWebhookSchema, type Topology } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { createIntegrations } from '../health/integrations.js';
import { alertTarget } from './match.js';
import { createAlertReceiver } from './receiver.js';

/** Bodies Alertmanager 0.25 (Debian) posted to a webhook receiver, as they came. */
function recorded(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./recorded/${name}`, import.meta.url), 'utf8'));
}

const router = (id: string, name: string) => ({
  id,
  name,
  carrierId: 'geant',
  vendor: 'Juniper',
  model: 'MX960',
  os: 'JUNOS',
  location: 'Geneva',
  lat: 46,
  lon: 6,
});

const TOPOLOGY: Pick<Topology, 'routers' | 'ports' | 'links'> = {
  routers: [router('rtr1', 'geant-gva'), router('rtr2', 'geant-fra')],
  ports: [
    { id: 'rtr1:xe1', routerId: 'rtr1', bladeId: 'rtr1:fpc0', name: 'xe-0/0/1', speedBps: 1e10 },
    { id: 'rtr1:xe2', routerId: 'rtr1', bladeId: 'rtr1:fpc0', name: 'xe-0/0/2', speedBps: 1e10 },
    { id: 'rtr2:xe1', routerId: 'rtr2', bladeId: 'rtr2:fpc0', name: 'xe-0/0/1', speedBps: 1e10 },
  ],
  links: [
    {
      id: 'gva-fra',
      name: 'GVA-FRA-100G',
      carrierId: 'geant',
      aPortId: 'rtr1:xe1',
      zPortId: 'rtr2:xe1',
      capacityBps: 1e10,
    },
  ],
};

describe('alertmanagerWebhookSchema', () => {
  it('takes the recorded firing body: version "4" as a string, nanosecond startsAt, Go zero endsAt', () => {
    const body = alertmanagerWebhookSchema.parse(recorded('webhook-firing.json'));
    expect(body.version).toBe('4');
    expect(body.alerts[0]).toMatchObject({
      status: 'firing',
      startsAt: '2026-11-26T08:53:28.499335691Z',
      endsAt: '0001-01-01T00:00:00Z',
      fingerprint: '4c0058bd814ba091',
    });
  });

  it('ignores top-level fields a newer Alertmanager adds', () => {
    const body = { ...(recorded('webhook-firing.json') as object), routeLabels: { a: 'b' } };
    expect(alertmanagerWebhookSchema.safeParse(body).success).toBe(true);
  });

  it('refuses a body whose version is the number 4 or whose alert has no fingerprint, naming the field', () => {
    const firing = recorded('webhook-firing.json') as { alerts: Array<Record<string, unknown>> };
    const asNumber = alertmanagerWebhookSchema.safeParse({ ...firing, version: 4 });
    expect(asNumber.error?.issues.map((i) => i.path.join('.'))).toEqual(['version']);
    const noPrint = alertmanagerWebhookSchema.safeParse({
      ...firing,
      alerts: [{ ...firing.alerts[0], fingerprint: undefined }],
    });
    expect(noPrint.error?.issues.map((i) => i.path.join('.'))).toEqual(['alerts.0.fingerprint']);
  });
});

describe('alertTarget', () => {
  it('alertTarget finds the link at the port a device and ifName name, by router id or name', () => {
    expect(alertTarget({ device: 'rtr1', ifName: 'xe-0/0/1' }, TOPOLOGY)).toEqual({
      kind: 'link',
      id: 'gva-fra',
      on: 'xe-0/0/1 on geant-gva',
    });
    expect(alertTarget({ router: 'GEANT-FRA', interface: 'xe-0/0/1' }, TOPOLOGY)).toMatchObject({
      kind: 'link',
      id: 'gva-fra',
    });
  });

  it('alertTarget reads instance without its port, and an ifAlias that is the link’s name', () => {
    expect(
      alertTarget({ instance: 'geant-gva:9116', ifAlias: 'GVA-FRA-100G' }, TOPOLOGY),
    ).toMatchObject({ kind: 'link', id: 'gva-fra' });
  });

  it('alertTarget names the router when no interface label is there', () => {
    expect(alertTarget({ instance: 'rtr2' }, TOPOLOGY)).toEqual({
      kind: 'router',
      id: 'rtr2',
      on: 'geant-fra',
    });
  });

  it('alertTarget says why an alert names nothing known', () => {
    expect(alertTarget({ job: 'node' }, TOPOLOGY)).toMatchObject({ kind: 'none' });
    expect(alertTarget({ device: 'rtr9' }, TOPOLOGY)).toEqual({
      kind: 'none',
      reason: 'no router has the id or name "rtr9" (label device)',
    });
    expect(alertTarget({ device: 'rtr1', ifName: 'xe-0/0/2' }, TOPOLOGY)).toEqual({
      kind: 'none',
      reason: 'no link ends at port xe-0/0/2 on geant-gva',
    });
    expect(alertTarget({ device: 'rtr1', ifName: 'ge-9/9/9' }, TOPOLOGY)).toMatchObject({
      reason: 'router geant-gva has no port "ge-9/9/9" (label ifName)',
    });
  });
});

describe('createAlertReceiver', () => {
  it('a firing recorded alert becomes evidence on the link, and the resolved one withdraws it', async () => {
    const integrations = createIntegrations(() => 0);
    const receiver = createAlertReceiver({
      topology: () => Promise.resolve(TOPOLOGY),
      integrations,
    });
    // Push-only: nothing on health before Alertmanager first calls.
    expect(integrations.list()).toEqual([]);
    const firing = await receiver.receive(
      alertmanagerWebhookSchema.parse(recorded('webhook-firing.json')),
    );
    expect(firing).toEqual({ firing: 1, withdrawn: 0, unmatched: [] });
    expect(receiver.alerts()).toEqual([
      { alertname: 'InterfaceDown', kind: 'link', id: 'gva-fra', on: 'xe-0/0/1 on geant-gva' },
    ]);
    expect(receiver.list().evidence[0]).toMatchObject({
      fingerprint: '4c0058bd814ba091',
      startsAtMs: Date.parse('2026-11-26T08:53:28.499Z'),
    });
    const resolved = await receiver.receive(
      alertmanagerWebhookSchema.parse(recorded('webhook-resolved.json')),
    );
    expect(resolved).toEqual({ firing: 0, withdrawn: 1, unmatched: [] });
    expect(receiver.alerts()).toEqual([]);
    expect(integrations.list()[0]).toMatchObject({ name: 'alertmanager-receiver', state: 'ok' });
  });

  it('an alert naming no known element is listed as unmatched and on health, the others still taken', async () => {
    const integrations = createIntegrations(() => 0);
    const receiver = createAlertReceiver({
      topology: () => Promise.resolve(TOPOLOGY),
      integrations,
    });
    const body = alertmanagerWebhookSchema.parse(recorded('webhook-firing.json'));
    const [known] = body.alerts;
    if (known === undefined) throw new Error('the recorded body has an alert');
    body.alerts.push({
      ...known,
      fingerprint: 'ffff',
      labels: { alertname: 'NodeDown', device: 'rtr9' },
    });
    const receipt = await receiver.receive(body);
    expect(receipt.firing).toBe(1);
    expect(receipt.unmatched).toEqual([
      {
        fingerprint: 'ffff',
        alertname: 'NodeDown',
        reason: 'no router has the id or name "rtr9" (label device)',
      },
    ]);
    const [status] = integrations.list();
    expect(status).toMatchObject({ name: 'alertmanager-receiver', state: 'failing' });
    expect(status?.lastError).toContain('1 firing alert(s) name no known element, e.g. NodeDown');
  });
});

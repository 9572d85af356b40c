import { describe, expect, it } from 'vitest';
import { createIntegrations } from './integrations.js';

describe('integrations', () => {
  it('is idle until the first exchange, failing from a failure until the next success', () => {
    let nowMs = Date.parse('2026-11-26T09:00:00Z');
    const integrations = createIntegrations(() => nowMs);
    integrations.expect('netbox');
    expect(integrations.list()).toEqual([
      expect.objectContaining({ name: 'netbox', state: 'idle', lastSuccessAt: null }),
    ]);
    integrations.failure('netbox', 'page 2 of /api/dcim/interfaces/ answered 502');
    nowMs += 1_000;
    integrations.failure('netbox', 'page 2 of /api/dcim/interfaces/ answered 502');
    expect(integrations.list()[0]).toMatchObject({
      state: 'failing',
      failuresInARow: 2,
      lastFailureAt: '2026-11-26T09:00:01.000Z',
      lastError: 'page 2 of /api/dcim/interfaces/ answered 502',
    });
    integrations.success('netbox', '4 devices, 12 interfaces');
    expect(integrations.list()[0]).toMatchObject({
      state: 'ok',
      failuresInARow: 0,
      detail: '4 devices, 12 interfaces',
      lastSuccessAt: '2026-11-26T09:00:01.000Z',
      // The last failure stays on record after the success.
      lastError: 'page 2 of /api/dcim/interfaces/ answered 502',
    });
  });

  it('lists integrations by name, as copies', () => {
    const integrations = createIntegrations();
    integrations.success('prometheus-live');
    integrations.expect('alertmanager');
    const listed = integrations.list();
    expect(listed.map((s) => s.name)).toEqual(['alertmanager', 'prometheus-live']);
    listed[0]!.state = 'ok';
    expect(integrations.list()[0]?.state).toBe('idle');
  });
});

import { describe, expect, it } from 'vitest';
import { smallTopology } from '../../test-support/topology-fixture.js';
import { maintenanceLinkIds } from './maintenance.js';

const window = (id: string, equipmentIds: string[]) => ({
  id,
  carrierId: 'geant',
  title: id,
  startsAt: '2026-11-22T10:00:00Z',
  endsAt: '2026-11-22T14:00:00Z',
  behaviour: 'mute' as const,
  equipmentIds,
});

describe('maintenanceLinkIds', () => {
  // The links each window touches, as the API serves them (analysis maintenanceLinks).
  const topology = {
    ...smallTopology(),
    maintenances: [
      window('trunk', ['t-ral']),
      window('router', ['fzk-r']),
      window('blade', ['geant-gva:slot1']),
    ],
    maintenanceLinkIds: {
      trunk: ['gva-ral-1', 'gva-ral-2'],
      router: ['fra-fzk'],
      blade: ['gva-fra'],
    },
  };

  it('maintenanceLinkIds marks the links the API says each open window touches, a blade window too', () => {
    const ids = maintenanceLinkIds(topology, Date.parse('2026-11-22T12:00:00Z'));
    expect([...ids].sort()).toEqual(['fra-fzk', 'gva-fra', 'gva-ral-1', 'gva-ral-2']);
  });

  it('maintenanceLinkIds is empty before the window opens and once it has closed', () => {
    expect(maintenanceLinkIds(topology, Date.parse('2026-11-22T09:59:59Z')).size).toBe(0);
    expect(maintenanceLinkIds(topology, Date.parse('2026-11-22T14:00:00Z')).size).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { maintenanceLinks } from './maintenance-links.js';

const links = [
  { id: 'gva-fra', aPortId: 'gva:p1', zPortId: 'fra:p1', aRouterId: 'gva', zRouterId: 'fra' },
  { id: 'fra-fzk', aPortId: 'fra:p2', zPortId: 'fzk:p1', aRouterId: 'fra', zRouterId: 'fzk' },
  { id: 'ral-1', aPortId: 'gva:p3', zPortId: 'ral:p1', aRouterId: 'gva', zRouterId: 'ral' },
  { id: 'ral-2', aPortId: 'gva:p4', zPortId: 'ral:p2', aRouterId: 'gva', zRouterId: 'ral' },
];
const trunks = [{ id: 't-ral', memberLinkIds: ['ral-1', 'ral-2'] }];
const blades: Record<string, string> = { 'fra:p1': 'fra:slot1', 'fra:p2': 'fra:slot2' };
const bladeOf = (portId: string) => blades[portId];

describe('maintenanceLinks', () => {
  it('covers links by trunk, end router, port and link', () => {
    const windows = [
      { id: 'trunk', equipmentIds: ['t-ral'] },
      { id: 'router', equipmentIds: ['fzk'] },
      { id: 'port', equipmentIds: ['gva:p1'] },
      { id: 'link', equipmentIds: ['ral-2'] },
    ];
    expect(maintenanceLinks(windows, links, trunks, bladeOf)).toEqual({
      trunk: ['ral-1', 'ral-2'],
      router: ['fra-fzk'],
      port: ['gva-fra'],
      link: ['ral-2'],
    });
  });

  it('covers the links on the ports of a blade under maintenance (the map used to miss them)', () => {
    const windows = [{ id: 'blade', equipmentIds: ['fra:slot2'] }];
    expect(maintenanceLinks(windows, links, trunks, bladeOf)).toEqual({ blade: ['fra-fzk'] });
  });

  it('gives a window on equipment no link touches no link', () => {
    expect(
      maintenanceLinks([{ id: 'w', equipmentIds: ['elsewhere'] }], links, trunks, bladeOf),
    ).toEqual({ w: [] });
  });
});

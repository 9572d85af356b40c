import { describe, expect, it } from 'vitest';
import { createLinkMap, directionAt } from './link-map.js';

const map = createLinkMap([
  {
    linkId: 'geant-gva-fra',
    capacityBps: 10e9,
    aRouterId: 'geant-gva',
    aRouterName: 'mx1.gen.ch.geant.net',
    aPortName: 'xe-1/0/1',
    zRouterId: 'geant-fra',
    zRouterName: 'mx1.fra.de.geant.net',
    zPortName: 'xe-2/0/0',
  },
]);

describe('createLinkMap', () => {
  it('lookup finds a link end by router id or by router name', () => {
    expect(map.lookup('geant-gva', 'xe-1/0/1')).toEqual({
      linkId: 'geant-gva-fra',
      end: 'A',
      capacityBps: 10e9,
    });
    expect(map.lookup('mx1.fra.de.geant.net', 'xe-2/0/0')?.end).toBe('Z');
    expect(map.lookup('geant-gva', 'xe-9/9/9')).toBeUndefined();
  });

  it('directionAt: out of the A end and into the Z end are A to Z', () => {
    expect([
      directionAt('A', 'out'),
      directionAt('Z', 'in'),
      directionAt('A', 'in'),
      directionAt('Z', 'out'),
    ]).toEqual(['AtoZ', 'AtoZ', 'ZtoA', 'ZtoA']);
  });
});

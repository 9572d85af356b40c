import { describe, expect, it } from 'vitest';
import { mapViewModel } from '../features/map/view-model.js';
import { smallTopology } from '../test-support/topology-fixture.js';
import { hopDistances, logicalLayout } from './logical-layout.js';

function byId(points: { id: string; x: number; y: number }[]) {
  return new Map(points.map((p) => [p.id, p]));
}

describe('logical layout', () => {
  it('logicalLayout gives identical positions for the same topology twice', () => {
    const first = logicalLayout(mapViewModel(smallTopology()));
    const second = logicalLayout(mapViewModel(smallTopology()));
    expect(second).toEqual(first);
    expect(first.length).toBeGreaterThan(4);
  });

  it('logicalLayout does not depend on the order of the links', () => {
    const topology = smallTopology();
    const reversed = { ...topology, links: [...topology.links].reverse() };
    const rotated = {
      ...topology,
      links: [...topology.links.slice(2), ...topology.links.slice(0, 2)],
    };
    const expected = logicalLayout(mapViewModel(topology));
    expect(logicalLayout(mapViewModel(reversed))).toEqual(expected);
    expect(logicalLayout(mapViewModel(rotated))).toEqual(expected);
  });

  it('logicalLayout puts CERN at the left and columns by hops from it', () => {
    const points = byId(logicalLayout(mapViewModel(smallTopology())));
    // CERN -> geant-gva -> geant-fra -> FZK and CNAF; RAL hangs off geant-gva.
    expect(points.get('CERN')?.x).toBe(0);
    expect(points.get('geant-gva')?.x).toBeCloseTo(1 / 3);
    expect(points.get('RAL')?.x).toBeCloseTo(2 / 3);
    expect(points.get('geant-fra')?.x).toBeCloseTo(2 / 3);
    expect(points.get('FZK')?.x).toBe(1);
    expect(points.get('CNAF')?.x).toBe(1);
  });

  it('logicalLayout orders each column from north to south', () => {
    const points = byId(logicalLayout(mapViewModel(smallTopology())));
    // FZK (49 N) above CNAF (44.5 N); RAL (51.6 N) above geant-fra (50.1 N).
    expect(points.get('FZK')?.y ?? 1).toBeLessThan(points.get('CNAF')?.y ?? 0);
    expect(points.get('RAL')?.y ?? 1).toBeLessThan(points.get('geant-fra')?.y ?? 0);
  });

  it('hopDistances counts hops both ways and leaves unreachable nodes out', () => {
    const distance = hopDistances(
      [
        { a: 'b', z: 'a' },
        { a: 'b', z: 'c' },
        { a: 'x', z: 'y' },
      ],
      ['a'],
    );
    expect(Object.fromEntries(distance)).toEqual({ a: 0, b: 1, c: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import type { MapFrame } from '../../viz/map-frame.js';
import type { NodeItem } from '../../viz/map-items.js';
import type { MapViewModel } from '../map/view-model.js';
import { groupedNodes, routerGroups, zoomBand } from './router-groups.js';

/** 600 routers: 300 at one PoP (x 100, carriers a and b), 300 of carrier c 130 px apart. */
function fixture(): { model: MapViewModel; frame: MapFrame } {
  const routers = Array.from({ length: 600 }, (_, i) => ({
    id: `r${i}`,
    label: `r${i}`,
    carrierId: i < 300 ? (i % 2 === 0 ? 'a' : 'b') : 'c',
    lon: 0,
    lat: 0,
  }));
  const nodes = new Map(
    routers.map((r, i) => [
      r.id,
      {
        id: r.id,
        x: i < 300 ? 100 + (i % 3) : 1000 + (i - 300) * 130,
        y: 100,
        dx: 0,
        dy: 0,
        lon: 0,
        lat: 0,
      },
    ]),
  );
  return {
    model: { sites: [], routers, links: [], nodeOfRouter: new Map() },
    frame: { mode: 'geo', width: 1600, height: 900, nodes, projection: undefined },
  };
}

function item(id: string, selected = false): NodeItem {
  return {
    id,
    kind: 'router',
    label: id,
    radius: 3.5,
    fill: '#cbd5e1',
    opacity: 1,
    emphasis: selected ? 'highlighted' : 'normal',
    selected,
    suspect: false,
    rank: undefined,
    title: id,
  };
}

describe('router groups', () => {
  it('routerGroups puts the routers at one PoP in one group while zoomed out', () => {
    const { model, frame } = fixture();
    const groups = routerGroups(model, frame, 0);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.carrierIds).toEqual(['a', 'b']);
    expect(groups[0]?.routerIds).toHaveLength(300);
    expect(groups[0]?.x).toBeCloseTo(101, 0);
  });

  it('routerGroups expands as the zoom grows, and not at all for small graphs', () => {
    const { model, frame } = fixture();
    expect(zoomBand(1)).toBe(0);
    expect(zoomBand(3)).toBe(1);
    expect(zoomBand(12)).toBe(3);
    expect(routerGroups(model, frame, 3)).toEqual([]);
    const small = { ...model, routers: model.routers.slice(0, 400) };
    expect(routerGroups(small, frame, 0)).toEqual([]);
  });

  it('groupedNodes draws a group as one marker with its count, and a selected router on its own', () => {
    const { model, frame } = fixture();
    const groups = routerGroups(model, frame, 0);
    const items = { nodes: model.routers.map((r) => item(r.id, r.id === 'r5')) };
    const drawn = groupedNodes(items, frame, groups);
    const markers = drawn.items.nodes.filter((n) => n.group !== undefined);
    expect(markers.map((m) => m.label)).toEqual(['299']);
    expect(drawn.items.nodes).toHaveLength(1 + 1 + 300);
    expect(drawn.items.nodes.some((n) => n.id === 'r5')).toBe(true);
    expect(drawn.frame.nodes.get(markers[0]?.id ?? '')).toBeDefined();
  });
});

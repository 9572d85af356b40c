import { describe, expect, it } from 'vitest';
import { mapViewModel } from '../features/map/view-model.js';
import { smallTopology } from '../test-support/topology-fixture.js';
import { geoFrame, logicalFrame, mapProjection, screenPositions } from './map-frame.js';
import { focusTransform, MAP_REGIONS, regionTransform } from './map-regions.js';

const model = mapViewModel(smallTopology());
const size = { width: 800, height: 600 };
const region = (id: string) => {
  const found = MAP_REGIONS.find((r) => r.id === id);
  if (found === undefined) throw new Error(id);
  return found;
};

describe('map regions', () => {
  it('regionTransform fits the box of Europe into the geographic view, and all sites at 1', () => {
    expect(regionTransform(model, region('world'), size)).toEqual({ k: 1, x: 0, y: 0 });
    const zoom = regionTransform(model, region('europe'), size, geoFrame(model, size));
    const projection = mapProjection(model, { ...size, zoom });
    const [x0, y0] = projection([-10, 61]) ?? [0, 0];
    const [x1, y1] = projection([26, 36]) ?? [0, 0];
    expect(Math.min(x0, y0)).toBeGreaterThanOrEqual(0);
    expect(x1).toBeLessThanOrEqual(800);
    expect(y1).toBeLessThanOrEqual(600);
    // Fitted: the box fills the view in one direction.
    expect(Math.max((x1 - x0) / 800, (y1 - y0) / 600)).toBeGreaterThan(0.9);
  });

  it('regionTransform on the schematic fits the nodes that lie in the region', () => {
    const frame = logicalFrame(model, size);
    const zoom = regionTransform(model, region('europe'), size, frame);
    const positions = [...screenPositions(frame, zoom).values()];
    expect(positions.every((p) => p.x >= 0 && p.x <= 800 && p.y >= 0 && p.y <= 600)).toBe(true);
    // No fixture node is in North America: the schematic stays as it is.
    expect(regionTransform(model, region('americas'), size, frame)).toEqual({ k: 1, x: 0, y: 0 });
  });

  it('focusTransform centres the chosen nodes in view, zoomed in but never past the cap', () => {
    const frame = geoFrame(model, size);
    const zoom = focusTransform(frame, ['CERN', 'FZK']);
    expect(zoom.k).toBeGreaterThan(1);
    expect(zoom.k).toBeLessThanOrEqual(8);
    const on = screenPositions(frame, zoom);
    for (const id of ['CERN', 'FZK']) {
      const p = on.get(id);
      expect(p?.x).toBeGreaterThan(0);
      expect(p?.x).toBeLessThan(800);
      expect(p?.y).toBeGreaterThan(0);
      expect(p?.y).toBeLessThan(600);
    }
    expect(focusTransform(frame, ['no-such-node'])).toEqual({ k: 1, x: 0, y: 0 });
    expect(focusTransform(frame, ['CERN'], 3).k).toBe(3);
  });

  it('focusTransform centres a router fanned out from its site where it is drawn at that zoom', () => {
    const frame = geoFrame(model, size);
    const fanned = [...frame.nodes.values()].find((n) => n.dx !== 0 || n.dy !== 0);
    expect(fanned).toBeDefined();
    if (fanned === undefined) return;
    const zoom = focusTransform(frame, [fanned.id], 12);
    const drawn = screenPositions(frame, zoom).get(fanned.id);
    expect(drawn?.x).toBeCloseTo(400, 6);
    expect(drawn?.y).toBeCloseTo(300, 6);
  });
});

import { describe, expect, it } from 'vitest';
import { mapViewModel } from '../features/map/view-model.js';
import { smallTopology } from '../test-support/topology-fixture.js';
import { geoFrame, logicalFrame, mapProjection, screenPositions } from './map-frame.js';

const model = mapViewModel(smallTopology());
const size = { width: 800, height: 600 };

describe('map frame', () => {
  it('screenPositions under a zoom matches re-projecting at that zoom', () => {
    const zoom = { k: 3, x: -250, y: 40 };
    const positions = screenPositions(geoFrame(model, size), zoom);
    const projection = mapProjection(model, { ...size, zoom });
    const [x, y] = projection([8.4, 49]) ?? [0, 0];
    expect(positions.get('FZK')?.x).toBeCloseTo(x, 6);
    expect(positions.get('FZK')?.y).toBeCloseTo(y, 6);
  });

  it('logicalFrame places every site and router inside the view, CERN leftmost', () => {
    const frame = logicalFrame(model, size);
    const nodes = [...frame.nodes.values()];
    expect(nodes.length).toBe(model.sites.length + model.routers.length);
    expect(nodes.every((n) => n.x >= 0 && n.x <= 800 && n.y >= 0 && n.y <= 600)).toBe(true);
    const cern = frame.nodes.get('CERN')?.x ?? Infinity;
    expect(nodes.every((n) => n.x >= cern)).toBe(true);
    expect(frame.projection).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { NO_HIGHLIGHT } from '../features/map/map-selection.js';
import { mapViewModel } from '../features/map/view-model.js';
import { smallTopology } from '../test-support/topology-fixture.js';
import { halfSegments } from './layout.js';
import { geoFrame, linkSegments, screenPositions } from './map-frame.js';
import { mapShapes } from './map-items.js';
import { THEME_STYLES } from './map-style.js';
import { pickAt, type SvgMapScene } from './topology-map.js';

/** The small topology with the RAL trunk's members of unequal capacity, as in the demo. */
function topology() {
  const t = smallTopology();
  t.links = t.links.map((l) => (l.id === 'gva-ral-2' ? { ...l, capacityBps: 10e9 } : l));
  return t;
}

const size = { width: 1200, height: 700 };
const model = mapViewModel(topology());
const theme = THEME_STYLES.screen;
const shapes = mapShapes({
  model,
  highlight: NO_HIGHLIGHT,
  maintenanceLinkIds: new Set(),
  theme,
});
const scene: SvgMapScene = {
  items: { ...shapes, halves: [] },
  frame: geoFrame(model, size),
  countries: { type: 'FeatureCollection', features: [] },
  theme,
};

describe('picking on the map', () => {
  it('mapShapes spaces the links of a bundle by the widest of them, whatever their capacities', () => {
    const members = shapes.links.filter((l) => l.id.startsWith('gva-ral-'));
    expect(members.map((l) => l.width)[0]).not.toBe(members.map((l) => l.width)[1]);
    expect(new Set(members.map((l) => l.spacing)).size).toBe(1);
    expect(members[0]?.spacing).toBe(Math.max(...members.map((l) => l.width)) + 2);
  });

  it('pickAt opens each link of a parallel bundle from the middle of either half, at any zoom', () => {
    for (const zoom of [
      { k: 1, x: 0, y: 0 },
      { k: 4, x: -1500, y: -500 },
      { k: 40, x: -23_000, y: -9_000 },
    ]) {
      const segments = linkSegments(scene.items.links, screenPositions(scene.frame, zoom));
      for (const id of ['gva-ral-1', 'gva-ral-2', 'gva-fra', 'fra-fzk']) {
        const segment = segments.get(id);
        if (segment === undefined) throw new Error(id);
        for (const half of Object.values(halfSegments(segment, 3))) {
          const x = (half.x1 + half.x2) / 2;
          const y = (half.y1 + half.y2) / 2;
          expect(pickAt(scene, zoom, x, y), `${id} at ${zoom.k}x`).toEqual({ kind: 'link', id });
        }
      }
    }
  });

  it('pickAt picks the nearer of two parallel links a pixel either side of the gap between them', () => {
    const zoom = { k: 4, x: -1500, y: -500 };
    const segments = linkSegments(scene.items.links, screenPositions(scene.frame, zoom));
    const a = segments.get('gva-ral-1');
    const b = segments.get('gva-ral-2');
    if (a === undefined || b === undefined) throw new Error('no trunk');
    const mid = (s: typeof a) => ({ x: (s.x1 + s.x2) / 2, y: (s.y1 + s.y2) / 2 });
    const [ma, mb] = [mid(a), mid(b)];
    const towards = (from: typeof ma, to: typeof mb, t: number) => ({
      x: from.x + (to.x - from.x) * t,
      y: from.y + (to.y - from.y) * t,
    });
    const nearA = towards(ma, mb, 0.4);
    const nearB = towards(ma, mb, 0.6);
    expect(pickAt(scene, zoom, nearA.x, nearA.y)).toEqual({ kind: 'link', id: 'gva-ral-1' });
    expect(pickAt(scene, zoom, nearB.x, nearB.y)).toEqual({ kind: 'link', id: 'gva-ral-2' });
  });

  it('pickAt picks a marker over the links that end at it, and nothing far from everything', () => {
    const zoom = { k: 1, x: 0, y: 0 };
    const fzk = screenPositions(scene.frame, zoom).get('FZK');
    expect(pickAt(scene, zoom, (fzk?.x ?? 0) + 2, fzk?.y ?? 0)).toEqual({
      kind: 'site',
      id: 'FZK',
    });
    expect(pickAt(scene, zoom, 5, 5)).toBeUndefined();
  });
});

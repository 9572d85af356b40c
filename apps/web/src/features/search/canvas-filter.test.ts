import { describe, expect, it } from 'vitest';
import { liveState, smallTopology } from '../../test-support/topology-fixture.js';
import { canvasScene } from '../../viz/canvas-map.js';
import { hitTest } from '../../viz/hit-test.js';
import { geoFrame } from '../../viz/map-frame.js';
import { mapItems } from '../../viz/map-items.js';
import { THEME_STYLES } from '../../viz/map-style.js';
import { mergeLive } from '../map/live-model.js';
import { NO_HIGHLIGHT } from '../map/map-selection.js';
import { mapViewModel } from '../map/view-model.js';
import { filterMapItems } from './map-filter.js';

describe('the canvas map under a filter', () => {
  it('canvasScene draws and picks the links a filter lets through, again once it is lifted', () => {
    const model = mapViewModel(smallTopology());
    const live = mergeLive(
      new Map(),
      model.links.map((l) => liveState(l.id, 'AtoZ')),
      true,
    );
    const items = mapItems({
      model,
      live,
      scale: 'utilization',
      highlight: NO_HIGHLIGHT,
      maintenanceLinkIds: new Set(),
      theme: THEME_STYLES.screen,
    });
    const frame = geoFrame(model, { width: 800, height: 600 });
    const theme = THEME_STYLES.screen;
    const onlyFzk = new Set(['fra-fzk']);

    // The middle of gva-fra, a link the filter leaves out.
    const filtered = canvasScene(filterMapItems(items, onlyFzk), frame, theme, onlyFzk);
    const a = frame.nodes.get('geant-gva');
    const z = frame.nodes.get('geant-fra');
    if (a === undefined || z === undefined) throw new Error('nodes not placed');
    const mid = { x: (a.x + a.dx + z.x + z.dx) / 2, y: (a.y + a.dy + z.y + z.dy) / 2 };
    expect(hitTest(filtered.hits, mid.x, mid.y, 6, 1)).toBeUndefined();

    // The same frame with the filter lifted: the link is back, drawn and picked.
    const all = canvasScene(items, frame, theme, undefined);
    expect(hitTest(all.hits, mid.x, mid.y, 6, 1)).toEqual({ kind: 'link', id: 'gva-fra' });
    const drawn = all.strokes.reduce((n, b) => n + b.coords.length / 4, 0);
    expect(drawn).toBeGreaterThan(filtered.strokes.reduce((n, b) => n + b.coords.length / 4, 0));
  });
});

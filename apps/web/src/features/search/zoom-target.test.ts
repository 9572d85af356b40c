import { describe, expect, it } from 'vitest';
import { smallTopology } from '../../test-support/topology-fixture.js';
import { mapFrame } from '../../viz/map-frame.js';
import { focusTransform } from '../../viz/map-regions.js';
import { mapViewModel } from '../map/view-model.js';
import { zoomTargetNodeIds } from './zoom-target.js';

describe('zoom to the selection', () => {
  const model = mapViewModel(smallTopology());

  it('zoomTargetNodeIds names a site, the node a router is drawn as, and a link’s two ends', () => {
    expect(zoomTargetNodeIds(model, { kind: 'site', id: 'FZK' })).toEqual(['FZK']);
    expect(zoomTargetNodeIds(model, { kind: 'router', id: 'geant-fra' })).toEqual(['geant-fra']);
    expect(zoomTargetNodeIds(model, { kind: 'router', id: 'fzk-r' })).toEqual(['FZK']);
    expect(zoomTargetNodeIds(model, { kind: 'link', id: 'gva-fra' })).toEqual([
      'geant-gva',
      'geant-fra',
    ]);
    expect(zoomTargetNodeIds(model, { kind: 'link', id: 'nope' })).toEqual([]);
    expect(zoomTargetNodeIds(model, { kind: 'none' })).toEqual([]);
  });

  it('focusTransform on a router centres it, zoomed in up to the limit', () => {
    const frame = mapFrame(model, 'geo', { width: 1200, height: 700 });
    const t = focusTransform(
      frame,
      zoomTargetNodeIds(model, { kind: 'router', id: 'geant-fra' }),
      12,
    );
    const node = frame.nodes.get('geant-fra');
    if (node === undefined) throw new Error('geant-fra not placed');
    expect(t.k).toBe(12);
    expect(node.x * t.k + t.x).toBeCloseTo(600);
    expect(node.y * t.k + t.y).toBeCloseTo(350);
  });
});

import { describe, expect, it } from 'vitest';
import { mergeLive } from '../features/map/live-model.js';
import { NO_HIGHLIGHT } from '../features/map/map-selection.js';
import { mapViewModel } from '../features/map/view-model.js';
import { liveState, smallTopology } from '../test-support/topology-fixture.js';
import { canvasScene, drawCanvasMap, type CanvasContext } from './canvas-map.js';
import { geoFrame } from './map-frame.js';
import { mapItems } from './map-items.js';
import { THEME_STYLES } from './map-style.js';

/** A context that records the calls the map makes, for counting strokes and transforms. */
function recordingContext(): { ctx: CanvasContext; calls: string[]; transforms: number[][] } {
  const calls: string[] = [];
  const transforms: number[][] = [];
  const ctx: CanvasContext = {
    setTransform: (...args: unknown[]) => {
      transforms.push(args.map(Number));
    },
    clearRect: () => calls.push('clearRect'),
    beginPath: () => calls.push('beginPath'),
    moveTo: () => calls.push('moveTo'),
    lineTo: () => calls.push('lineTo'),
    arc: () => calls.push('arc'),
    stroke: () => calls.push('stroke'),
    fill: () => calls.push('fill'),
    fillText: () => calls.push('fillText'),
    strokeText: () => calls.push('strokeText'),
    setLineDash: () => undefined,
    strokeStyle: '',
    fillStyle: '',
    lineWidth: 1,
    globalAlpha: 1,
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    lineCap: 'butt',
  };
  return { ctx, calls, transforms };
}

function scene(utilizations: number[]) {
  const topology = smallTopology();
  const model = mapViewModel(topology);
  const states = model.links.flatMap((link, i) =>
    (['AtoZ', 'ZtoA'] as const).map((direction) =>
      liveState(link.id, direction, { utilization: utilizations[i % utilizations.length] ?? 0 }),
    ),
  );
  const items = mapItems({
    model,
    live: mergeLive(new Map(), states, true),
    scale: 'utilization',
    highlight: NO_HIGHLIGHT,
    maintenanceLinkIds: new Set(),
    theme: THEME_STYLES.screen,
  });
  return canvasScene(items, geoFrame(model, { width: 800, height: 600 }), THEME_STYLES.screen);
}

describe('canvas map', () => {
  it('canvasScene puts every half-arrow of one colour and width into one bucket', () => {
    const oneColour = scene([0.05]);
    const twoColours = scene([0.05, 0.95]);
    const traffic = (s: ReturnType<typeof scene>) =>
      s.strokes.filter((b) => b.coords.length > 0 && b.stroke !== '#64748b');
    // Six links, twelve half-arrows, all green: the 10 Gb/s ones share a bucket, the two
    // 1 Gb/s trunk members another (links themselves have their own buckets).
    const green = oneColour.strokes.filter((b) => b.stroke === '#22c55e');
    expect(green.map((b) => b.coords.length / 4).sort()).toEqual([4, 8]);
    expect(twoColours.strokes.find((b) => b.stroke === '#d946ef')).toBeDefined();
    expect(traffic(twoColours).length).toBeGreaterThan(traffic(oneColour).length);
  });

  it('drawCanvasMap strokes once per bucket, not once per link', () => {
    const s = scene([0.05, 0.95]);
    const { ctx, calls } = recordingContext();
    drawCanvasMap(ctx, s, { k: 1, x: 0, y: 0 }, { width: 800, height: 600, devicePixelRatio: 1 });
    const ringedDots = s.dots.filter((d) => d.ring !== undefined).length;
    expect(calls.filter((c) => c === 'stroke').length).toBe(s.strokes.length + ringedDots);
    expect(calls.filter((c) => c === 'lineTo').length).toBe(
      s.strokes.reduce((n, b) => n + b.coords.length / 4, 0),
    );
  });

  it('drawCanvasMap maps frame units to device pixels with the zoom and devicePixelRatio', () => {
    const s = scene([0.05]);
    const { ctx, transforms } = recordingContext();
    drawCanvasMap(
      ctx,
      s,
      { k: 3, x: 10, y: -20 },
      { width: 800, height: 600, devicePixelRatio: 2 },
    );
    expect(transforms).toContainEqual([6, 0, 0, 6, 20, -40]);
    // Labels go back to screen space at a constant size.
    expect(transforms.at(-1)).toEqual([2, 0, 0, 2, 0, 0]);
  });

  it('canvasScene labels the sites only and finds a site by its hit index', () => {
    const s = scene([0.05]);
    expect(s.labels.map((l) => l.text).sort()).toEqual(['CERN', 'CNAF', 'FZK', 'RAL']);
    const fzk = s.labels.find((l) => l.text === 'FZK');
    expect(s.hits.nodes.find((n) => n.id === 'FZK')).toMatchObject({ x: fzk?.x, y: fzk?.y });
  });
});

import { describe, expect, it } from 'vitest';
import { mergeLive } from '../features/map/live-model.js';
import { NO_HIGHLIGHT } from '../features/map/map-selection.js';
import { mapViewModel } from '../features/map/view-model.js';
import { liveState, smallTopology } from '../test-support/topology-fixture.js';
import {
  canvasScene,
  drawCanvasMap,
  FINE_LAND_ZOOM,
  fullWidthZoom,
  type CanvasContext,
  type PixelLayer,
} from './canvas-map.js';
import { geoFrame } from './map-frame.js';
import { mapItems } from './map-items.js';
import { SUSPECT_STYLE, THEME_STYLES } from './map-style.js';
import { createRaster } from './raster.js';
import { NO_DATA_STYLE, UTILIZATION_BANDS } from './scales.js';

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
    arc: () => calls.push('arc'),
    fill: (path?: unknown) =>
      calls.push(path === undefined ? 'fill' : `fill ${(path as { name: string }).name}`),
    drawImage: () => calls.push('drawImage'),
    fillText: () => calls.push('fillText'),
    strokeText: () => calls.push('strokeText'),
    strokeStyle: '',
    fillStyle: '',
    lineWidth: 1,
    globalAlpha: 1,
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
  };
  return { ctx, calls, transforms };
}

function pixelLayer(width: number, height: number): PixelLayer {
  const raster = createRaster(width, height);
  return { raster, image: () => ({}) as CanvasImageSource };
}

/** Stand-ins for the base map's paths, named so a test can tell which one was filled. */
const FINE = { name: 'fine' } as unknown as Path2D;
const COARSE = { name: 'coarse' } as unknown as Path2D;

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
      s.strokes.filter((b) => b.coords.length > 0 && b.stroke !== NO_DATA_STYLE.stroke);
    // Six links, twelve half-arrows, all under 10 %: the 10 Gb/s ones share a bucket, the two
    // 1 Gb/s trunk members another (links themselves have their own buckets).
    const idle = oneColour.strokes.filter((b) => b.stroke === UTILIZATION_BANDS[0]?.stroke);
    expect(idle.map((b) => b.coords.length / 4).sort()).toEqual([4, 8]);
    expect(twoColours.strokes.find((b) => b.stroke === UTILIZATION_BANDS[5]?.stroke)).toBeDefined();
    expect(traffic(twoColours).length).toBeGreaterThan(traffic(oneColour).length);
  });

  it('drawCanvasMap writes each half-arrow in its colour where the zoom puts it', () => {
    const s = scene([0.05, 0.95]);
    const zoom = { k: 1.25, x: -60, y: -40 };
    const dpr = 2;
    const layer = pixelLayer(1600, 1200);
    const { ctx } = recordingContext();
    drawCanvasMap(ctx, s, zoom, { width: 800, height: 600, devicePixelRatio: dpr, layer });
    const hot = s.strokes.find((b) => b.stroke === UTILIZATION_BANDS[5]?.stroke);
    if (hot === undefined) throw new Error('no bucket for the busy half-arrows');
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = hot.coords;
    // A point a third of the way along, away from the markers at the ends.
    const px = Math.round(((x1 + (x2 - x1) / 3) * zoom.k + zoom.x) * dpr);
    const py = Math.round(((y1 + (y2 - y1) / 3) * zoom.k + zoom.y) * dpr);
    const near = [-1, 0, 1].flatMap((dy) =>
      [-1, 0, 1].map((dx) => layer.raster.pixels[(py + dy) * layer.raster.width + px + dx]),
    );
    expect(near).toContain(hot.color);
    // Nothing is drawn where there is no link: the corner stays transparent.
    expect(layer.raster.pixels[0]).toBe(0);
  });

  it('drawCanvasMap puts the pixels on the canvas in one call, over the base map', () => {
    const s = scene([0.05]);
    const { ctx, calls, transforms } = recordingContext();
    const options = {
      width: 800,
      height: 600,
      devicePixelRatio: 2,
      layer: pixelLayer(1600, 1200),
      land: FINE,
      coarseLand: COARSE,
    };
    drawCanvasMap(ctx, s, { k: 1, x: 10, y: -20 }, options);
    expect(transforms).toContainEqual([2, 0, 0, 2, 20, -40]);
    expect(calls.filter((c) => c === 'drawImage')).toHaveLength(1);
    expect(calls.indexOf('fill coarse')).toBeLessThan(calls.indexOf('drawImage'));
    // Labels go back to screen space at a constant size.
    expect(transforms.at(-1)).toEqual([2, 0, 0, 2, 0, 0]);
    calls.length = 0;
    drawCanvasMap(ctx, s, { k: FINE_LAND_ZOOM, x: 0, y: 0 }, options);
    expect(calls).toContain('fill fine');
    expect(calls).not.toContain('fill coarse');
  });

  it('dense graphs draw thinner lines while zoomed out, full width once zoomed in', () => {
    expect(fullWidthZoom(100)).toBe(1);
    expect(fullWidthZoom(20_000)).toBeCloseTo(5);
    const s = scene([0.05]);
    const dense = { ...s, fullWidthZoom: 8 };
    const ink = (sceneToDraw: typeof s, k: number) => {
      const layer = pixelLayer(800, 600);
      drawCanvasMap(
        recordingContext().ctx,
        sceneToDraw,
        { k, x: 0, y: 0 },
        {
          width: 800,
          height: 600,
          devicePixelRatio: 1,
          layer,
        },
      );
      return layer.raster.pixels.reduce((n, p) => (p === 0 ? n : n + 1), 0);
    };
    expect(ink(dense, 1)).toBeLessThan(ink(s, 1) * 0.7);
  });

  it('canvasScene labels the sites only and finds a site by its hit index', () => {
    const s = scene([0.05]);
    expect(s.labels.map((l) => l.text).sort()).toEqual(['CERN', 'CNAF', 'FZK', 'RAL']);
    const fzk = s.labels.find((l) => l.text === 'FZK');
    expect(s.hits.nodes.find((n) => n.id === 'FZK')).toMatchObject({ x: fzk?.x, y: fzk?.y });
  });

  it('canvasScene draws an open incident’s suspect link on a wide red band', () => {
    const model = mapViewModel(smallTopology());
    const items = mapItems({
      model,
      live: new Map(),
      scale: 'utilization',
      highlight: { ...NO_HIGHLIGHT, suspectIds: new Set(['gva-fra']) },
      maintenanceLinkIds: new Set(),
      theme: THEME_STYLES.screen,
    });
    const drawn = canvasScene(
      items,
      geoFrame(model, { width: 800, height: 600 }),
      THEME_STYLES.screen,
    );
    const bands = drawn.strokes.filter((b) => b.stroke === SUSPECT_STYLE.stroke);
    expect(bands).toHaveLength(1);
    expect(bands[0]?.coords).toHaveLength(4);
    expect(bands[0]?.widthPx).toBeGreaterThanOrEqual(14);
  });
});

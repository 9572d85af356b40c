import { geoPath } from 'd3-geo';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import type { FeatureCollection, Geometry } from 'geojson';
import type { PathStatusName } from '@tiermap/domain';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology as TopoJson } from 'topojson-specification';
import {
  canvasScene,
  drawCanvasMap,
  type CanvasScene,
  type PixelLayer,
} from '../../viz/canvas-map.js';
import { useUrlState } from '../../app/useUrlState.js';
import { hitTest } from '../../viz/hit-test.js';
import { mapFrame, IDENTITY_ZOOM, type MapMode, type MapZoom } from '../../viz/map-frame.js';
import { mapHalves, mapShapes } from '../../viz/map-items.js';
import { recordMapDraw } from '../../viz/map-stats.js';
import { createPixelLayer } from '../../viz/pixel-layer.js';
import { scaledTheme, THEME_STYLES, type MapTheme } from '../../viz/map-style.js';
import {
  chooseRenderer,
  type MapRenderer,
  type RendererRequest,
} from '../../viz/renderer-choice.js';
import type { LoadScale } from '../../viz/scales.js';
import { focusTransform, MAP_REGIONS, regionTransform } from '../../viz/map-regions.js';
import {
  drawTopologyMap,
  pickAt,
  positionTopologyMap,
  type SvgMapScene,
} from '../../viz/topology-map.js';
import {
  filterMapItems,
  NO_FILTER,
  stableSet,
  visibleLinkIds,
  type MapFilter,
} from '../search/map-filter.js';
import { GROUP_PREFIX, groupedNodes, routerGroups, zoomBand } from '../search/router-groups.js';
import type { LiveByLink } from './live-model.js';
import { selectLinkStates } from './live-store.js';
import { useLiveSelector } from './useLive.js';
import type { MapHighlight, MapTarget } from './map-selection.js';
import { loadCountries, NO_COUNTRIES } from './countries.js';
import './map-view.css';
import type { MapViewModel } from './view-model.js';

/** Screen pixels a pointer may move between press and release and still count as a click. */
const CLICK_SLOP_PX = 4;
/** How near (screen pixels) a canvas click must be to a link or marker to pick it. */
const HIT_TOLERANCE_PX = 6;
const LIVE_TRANSITION_MS = 400;
/** How far the map zooms in on one selected node (a site or router). */
const SINGLE_NODE_ZOOM = 12;

/** Land for the canvas renderer: a coarse outline for zoomed out, a finer one for zoomed in. */
interface Land {
  coarse: FeatureCollection<Geometry>;
  fine: FeatureCollection<Geometry>;
}

async function loadLand(): Promise<Land> {
  const [coarse, fine] = await Promise.all([
    import('world-atlas/land-110m.json'),
    import('world-atlas/land-50m.json'),
  ]);
  const collection = (module: { default: unknown }) => {
    const atlas = module.default as TopoJson<{ land: GeometryCollection }>;
    return feature(atlas, atlas.objects.land);
  };
  return { coarse: collection(coarse), fine: collection(fine) };
}

/** The base map as one canvas path in frame units, projected once per frame. */
function landPath(
  shapes: FeatureCollection<Geometry>,
  projection: Parameters<typeof geoPath>[0],
): Path2D {
  const path = new Path2D();
  const context = {
    beginPath: () => undefined,
    moveTo: (x: number, y: number) => path.moveTo(x, y),
    lineTo: (x: number, y: number) => path.lineTo(x, y),
    arc: (x: number, y: number, r: number, a0: number, a1: number) => path.arc(x, y, r, a0, a1),
    closePath: () => path.closePath(),
  };
  geoPath(projection, context)(shapes);
  return path;
}

function transitionMs(): number {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : LIVE_TRANSITION_MS;
}

export interface MapViewProps {
  model: MapViewModel;
  live: LiveByLink;
  scale: LoadScale;
  /** Geographic map, or the schematic with CERN at the left and columns by hops. */
  mode: MapMode;
  highlight: MapHighlight;
  /** Links under an open maintenance window, drawn violet and dashed. */
  maintenanceLinkIds: ReadonlySet<string>;
  /** Each site's worst path status, filling its marker. */
  siteStatus?: ReadonlyMap<string, PathStatusName>;
  /**
   * A click on a site, router or link picks it (the nearest to the pointer); a click on empty
   * map picks nothing. Enter on a focused site, router or link picks it too.
   */
  onSelect: (target: MapTarget | undefined) => void;
  /** `auto` (default): SVG for small graphs, canvas above a threshold; `?renderer=` wins. */
  renderer?: RendererRequest;
  /** `wall` draws bigger labels and strokes, for a NOC wall read from across a room. */
  theme?: MapTheme;
  /** Multiplies the theme's sizes: the wall passes its height over 1080 px. */
  themeScale?: number;
  /** Only these links are drawn (and picked); every link when undefined (no filter on). */
  visibleLinkIds?: ReadonlySet<string> | undefined;
  /** Nodes to zoom to when they change (the selected site, router or link's ends). */
  zoomTo?: readonly string[] | undefined;
}

/**
 * The live map's filter and the suspects of open incidents (link and node ids, as the map bands
 * them; a suspect link is drawn under "problems only").
 */
export interface LiveMapFilterProps {
  filter?: MapFilter;
  suspectIds?: ReadonlySet<string>;
}

const NO_SUSPECTS: ReadonlySet<string> = new Set();

/**
 * The map as the map page draws it: it reads the live link states from the live store itself,
 * so a delta re-renders the map, not the page and the panels around it.
 */
export function LiveMapView({
  filter = NO_FILTER,
  suspectIds = NO_SUSPECTS,
  ...props
}: Omit<MapViewProps, 'live' | 'visibleLinkIds'> & LiveMapFilterProps) {
  const live = useLiveSelector(selectLinkStates);
  // The same set while a delta changes no link's verdict, so the map keeps what it built.
  const [keep] = useState(stableSet);
  const visible = useMemo(
    () => keep(visibleLinkIds(props.model.links, live, filter, suspectIds)),
    [keep, props.model.links, live, filter, suspectIds],
  );
  return <MapView {...props} live={live} visibleLinkIds={visible} />;
}

/**
 * The map: D3 draws into an SVG (or, for large graphs, a canvas). React owns the size and the
 * data; zoom and pan bypass React: they only map cached positions, at most once per frame.
 */
export function MapView({
  model,
  live,
  scale,
  mode,
  highlight,
  maintenanceLinkIds,
  siteStatus,
  onSelect,
  renderer: requested = 'auto',
  theme = 'screen',
  themeScale = 1,
  visibleLinkIds: visible,
  zoomTo,
}: MapViewProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const zoomRef = useRef<MapZoom>(IDENTITY_ZOOM);
  const behaviourRef = useRef<ZoomBehavior<Element, unknown> | null>(null);
  const pressRef = useRef<{ x: number; y: number } | undefined>(undefined);
  const paintRef = useRef<() => void>(() => undefined);
  const [size, setSize] = useState({ width: 1200, height: 700 });
  const [countries, setCountries] = useState(NO_COUNTRIES);
  const [landShapes, setLandShapes] = useState<Land | undefined>(undefined);
  // The zoom band (features/search/router-groups.ts): routers are grouped below 8x.
  const [band, setBand] = useState(0);
  const layerRef = useRef<PixelLayer | undefined>(undefined);

  const fromUrl = useUrlState()[0].renderer;
  const renderer: MapRenderer = useMemo(
    () => chooseRenderer(requested, fromUrl, model.links.length),
    [requested, fromUrl, model.links.length],
  );
  const themeStyle = useMemo(
    () => scaledTheme(THEME_STYLES[theme], themeScale),
    [theme, themeScale],
  );
  const frame = useMemo(() => mapFrame(model, mode, size), [model, mode, size]);
  // Links and nodes change with the model and the highlight; a live delta changes the halves
  // only, and the canvas keeps what it built from the same shapes.
  const shapes = useMemo(
    () => mapShapes({ model, highlight, maintenanceLinkIds, theme: themeStyle, siteStatus }),
    [model, highlight, maintenanceLinkIds, themeStyle, siteStatus],
  );
  const halves = useMemo(
    () => mapHalves({ model, live, scale, highlight, maintenanceLinkIds, theme: themeStyle }),
    [model, live, scale, highlight, maintenanceLinkIds, themeStyle],
  );
  const groups = useMemo(() => routerGroups(model, frame, band), [model, frame, band]);
  // What is drawn: the filtered links, and routers in groups while zoomed out (a large graph).
  const drawn = useMemo(
    () => groupedNodes(filterMapItems({ ...shapes, halves }, visible), frame, groups),
    [shapes, halves, visible, frame, groups],
  );
  const items = drawn.items;
  const drawFrame = drawn.frame;
  const svgScene: SvgMapScene = useMemo(
    () => ({ items, frame: drawFrame, countries, theme: themeStyle }),
    [items, drawFrame, countries, themeStyle],
  );
  const canvasData: CanvasScene | undefined = useMemo(
    () => (renderer === 'canvas' ? canvasScene(items, drawFrame, themeStyle, visible) : undefined),
    [renderer, items, drawFrame, themeStyle, visible],
  );
  const land = useMemo(
    () =>
      renderer === 'canvas' && frame.projection !== undefined && landShapes !== undefined
        ? {
            fine: landPath(landShapes.fine, frame.projection),
            coarse: landPath(landShapes.coarse, frame.projection),
          }
        : undefined,
    [renderer, frame, landShapes],
  );

  useEffect(() => {
    let mounted = true;
    // Without the base map the topology is still drawn.
    if (renderer === 'svg') {
      loadCountries()
        .then((loaded) => mounted && setCountries(loaded))
        .catch(() => undefined);
    } else {
      loadLand()
        .then((loaded) => mounted && setLandShapes(loaded))
        .catch(() => undefined);
    }
    return () => {
      mounted = false;
    };
  }, [renderer]);

  useEffect(() => {
    const element = frameRef.current;
    if (element === null) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) {
        const { width, height } = entry.contentRect;
        setSize({
          width: Math.max(320, Math.round(width)),
          height: Math.max(240, Math.round(height)),
        });
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Draws what the zoom changed; the latest scene is read when the frame comes.
  useEffect(() => {
    paintRef.current = () => {
      const started = performance.now();
      if (renderer === 'svg' && svgRef.current !== null) {
        positionTopologyMap(svgRef.current, svgScene, zoomRef.current);
      } else if (renderer === 'canvas' && canvasRef.current !== null && canvasData !== undefined) {
        const ctx = canvasRef.current.getContext('2d');
        const layer = layerRef.current;
        if (ctx === null || layer === undefined) return;
        drawCanvasMap(ctx, canvasData, zoomRef.current, {
          ...size,
          devicePixelRatio: window.devicePixelRatio || 1,
          layer,
          land: land?.fine,
          coarseLand: land?.coarse,
        });
      } else {
        return;
      }
      recordMapDraw(window, renderer, performance.now() - started);
    };
  }, [renderer, svgScene, canvasData, land, size]);

  // Zoom and pan: d3-zoom on whichever surface is drawn; events only schedule a frame.
  useEffect(() => {
    const surface: Element | null = renderer === 'svg' ? svgRef.current : canvasRef.current;
    if (surface === null) return;
    let request: number | undefined;
    const behaviour = zoom<Element, unknown>()
      .scaleExtent([0.5, 40])
      .on('zoom', (event: { transform: ZoomTransform }) => {
        zoomRef.current = { k: event.transform.k, x: event.transform.x, y: event.transform.y };
        frameRef.current?.setAttribute('data-zoom-k', event.transform.k.toFixed(2));
        setBand(zoomBand(event.transform.k));
        if (request === undefined) {
          request = requestAnimationFrame(() => {
            request = undefined;
            paintRef.current();
          });
        }
      });
    select(surface).call(behaviour);
    behaviourRef.current = behaviour;
    return () => {
      if (request !== undefined) cancelAnimationFrame(request);
      select(surface).on('.zoom', null);
      behaviourRef.current = null;
    };
  }, [renderer]);

  // A new layout (mode or renderer) starts unzoomed: positions of the old one mean nothing.
  useEffect(() => {
    const surface: Element | null = renderer === 'svg' ? svgRef.current : canvasRef.current;
    zoomRef.current = IDENTITY_ZOOM;
    if (surface !== null && behaviourRef.current !== null) {
      behaviourRef.current.transform(select(surface), zoomIdentity);
    }
  }, [mode, renderer]);

  // New data, highlight, size or theme: restyle in place (SVG) or redraw (canvas).
  useEffect(() => {
    const started = performance.now();
    if (renderer === 'svg' && svgRef.current !== null) {
      drawTopologyMap(svgRef.current, svgScene, zoomRef.current, {
        transitionMs: transitionMs(),
      });
      recordMapDraw(window, 'svg', performance.now() - started);
    } else if (renderer === 'canvas' && canvasRef.current !== null) {
      const dpr = window.devicePixelRatio || 1;
      const canvas = canvasRef.current;
      const width = Math.round(size.width * dpr);
      const height = Math.round(size.height * dpr);
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      const layer = layerRef.current;
      if (layer?.raster.width !== width || layer.raster.height !== height) {
        layerRef.current = createPixelLayer(width, height);
      }
      paintRef.current();
    }
  }, [renderer, svgScene, canvasData, land, size]);

  // A new selection that dims the rest (a site's path, an incident) brings its part into view,
  // and so does a new layout (the first real size, a resize, another mode); new data does not.
  const focusKey = highlight.dimOthers ? [...highlight.nodeIds].sort().join(',') : '';
  useEffect(() => {
    const surface: Element | null = renderer === 'svg' ? svgRef.current : canvasRef.current;
    if (focusKey === '' || surface === null || behaviourRef.current === null) return;
    const t = focusTransform(frame, focusKey.split(','));
    behaviourRef.current.transform(select(surface), zoomIdentity.translate(t.x, t.y).scale(t.k));
  }, [focusKey, renderer, frame]);

  // A selected site, router or link (from search, a panel or the URL) is zoomed to, unless a
  // dimming highlight already framed its part above; again on a new layout, not on new data.
  const zoomKey = zoomTo === undefined ? '' : zoomTo.join(',');
  useEffect(() => {
    const surface: Element | null = renderer === 'svg' ? svgRef.current : canvasRef.current;
    if (zoomKey === '' || focusKey !== '' || surface === null || behaviourRef.current === null) {
      return;
    }
    const ids = zoomKey.split(',');
    const t = focusTransform(frame, ids, ids.length === 1 ? SINGLE_NODE_ZOOM : 8);
    behaviourRef.current.transform(select(surface), zoomIdentity.translate(t.x, t.y).scale(t.k));
    frameRef.current?.setAttribute('data-zoomed-to', zoomKey);
  }, [zoomKey, focusKey, renderer, frame]);

  const showRegion = (regionId: string) => {
    const region = MAP_REGIONS.find((r) => r.id === regionId);
    const surface: Element | null = renderer === 'svg' ? svgRef.current : canvasRef.current;
    if (region === undefined || surface === null || behaviourRef.current === null) return;
    const t = regionTransform(model, region, size, frame);
    behaviourRef.current.transform(select(surface), zoomIdentity.translate(t.x, t.y).scale(t.k));
  };

  const onPointerDown = (event: PointerEvent) => {
    pressRef.current = { x: event.clientX, y: event.clientY };
  };
  /** False when the pointer moved between press and release: that was a drag to pan. */
  const isClick = (event: MouseEvent) => {
    const press = pressRef.current;
    return (
      press === undefined ||
      Math.hypot(event.clientX - press.x, event.clientY - press.y) <= CLICK_SLOP_PX
    );
  };

  // The nearest site, router or link to the pointer, not whichever invisible click target of
  // a bundle of parallel links happens to lie on top.
  const onSvgClick = (event: MouseEvent<SVGSVGElement>) => {
    if (!isClick(event)) return;
    const matrix = event.currentTarget.getScreenCTM();
    if (matrix === null) return;
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    pick(pickAt(svgScene, zoomRef.current, at.x, at.y));
  };

  /** Enter or Space opens the focused site, router or link; the arrow keys move the focus. */
  const onSvgKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const target = event.target;
    if (!(target instanceof SVGElement)) return;
    if (event.key === 'Enter' || event.key === ' ') {
      const site = target.getAttribute('data-site-id');
      const router = target.getAttribute('data-router-id');
      const link = target.getAttribute('data-link-hit');
      if (site === null && router === null && link === null) return;
      event.preventDefault();
      if (site !== null) onSelect({ kind: 'site', id: site });
      else if (router !== null) pick({ kind: 'router', id: router });
      else if (link !== null) onSelect({ kind: 'link', id: link });
      return;
    }
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    const focusable = [...event.currentTarget.querySelectorAll<SVGElement>('[tabindex="0"]')];
    const next = focusable[focusable.indexOf(target) + step];
    if (next !== undefined) {
      event.preventDefault();
      next.focus();
    }
  };

  const onCanvasClick = (event: MouseEvent<HTMLCanvasElement>) => {
    if (!isClick(event) || canvasData === undefined) return;
    const box = event.currentTarget.getBoundingClientRect();
    const z = zoomRef.current;
    const x = (event.clientX - box.left - z.x) / z.k;
    const y = (event.clientY - box.top - z.y) / z.k;
    pick(hitTest(canvasData.hits, x, y, HIT_TOLERANCE_PX, 1 / z.k));
  };

  /** A click on a group of routers zooms in on it; anything else is picked. */
  const pick = (target: MapTarget | undefined) => {
    const group = groups.find((g) => g.id === target?.id);
    const surface: Element | null = renderer === 'svg' ? svgRef.current : canvasRef.current;
    if (target?.id.startsWith(GROUP_PREFIX) !== true) onSelect(target);
    else if (group !== undefined && surface !== null && behaviourRef.current !== null) {
      const t = focusTransform(frame, group.routerIds, 2 ** (zoomBand(zoomRef.current.k) + 1));
      behaviourRef.current.transform(select(surface), zoomIdentity.translate(t.x, t.y).scale(t.k));
    }
  };

  const label = 'Map of the paths from CERN to the Tier1 sites';
  return (
    <div
      ref={frameRef}
      className="map-frame"
      data-renderer={renderer}
      data-mode={mode}
      data-theme={theme}
      data-maintenance-links={maintenanceLinkIds.size}
      data-links-drawn={items.links.length}
      data-router-groups={groups.length}
      data-filtered={visible === undefined ? undefined : 'true'}
    >
      {renderer === 'svg' ? (
        <svg
          ref={svgRef}
          className="map"
          role="group"
          aria-label={label}
          data-testid="topology-map"
          onPointerDown={onPointerDown}
          onClick={onSvgClick}
          onKeyDown={onSvgKeyDown}
        />
      ) : (
        <canvas
          ref={canvasRef}
          className="map"
          role="img"
          aria-label={label}
          data-testid="topology-map"
          onPointerDown={onPointerDown}
          onClick={onCanvasClick}
        />
      )}
      <nav className="map-regions" aria-label="Zoom to">
        {MAP_REGIONS.map((region) => (
          <button key={region.id} type="button" onClick={() => showRegion(region.id)}>
            {region.label}
          </button>
        ))}
      </nav>
    </div>
  );
}

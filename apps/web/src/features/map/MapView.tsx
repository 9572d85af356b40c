import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import type { FeatureCollection, Geometry } from 'geojson';
import { useEffect, useMemo, useRef, useState } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology as TopoJson } from 'topojson-specification';
import { drawTopologyMap, MAP_REGIONS, regionTransform } from '../../viz/topology-map.js';
import type { LoadScale } from '../../viz/scales.js';
import type { LiveByLink } from './live-model.js';
import type { MapViewModel } from './view-model.js';

const NO_COUNTRIES: FeatureCollection<Geometry> = { type: 'FeatureCollection', features: [] };

/** The Natural Earth countries, loaded as a separate chunk so the map can draw before them. */
async function loadCountries(): Promise<FeatureCollection<Geometry>> {
  const atlasModule = await import('world-atlas/countries-50m.json');
  const atlas = atlasModule.default as unknown as TopoJson<{ countries: GeometryCollection }>;
  return feature(atlas, atlas.objects.countries);
}

/** The geographic map: D3 draws into the SVG; React only owns its size and zoom state. */
export function MapView({
  model,
  live,
  scale,
}: {
  model: MapViewModel;
  live: LiveByLink;
  scale: LoadScale;
}) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [size, setSize] = useState({ width: 1200, height: 700 });
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity);
  const zoomRef = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const [countries, setCountries] = useState(NO_COUNTRIES);
  const scene = useMemo(() => ({ model, countries, live, scale }), [model, countries, live, scale]);

  useEffect(() => {
    let live = true;
    loadCountries()
      .then((loaded) => live && setCountries(loaded))
      .catch(() => undefined); // Without the base map the topology is still drawn.
    return () => {
      live = false;
    };
  }, []);

  const showRegion = (regionId: string) => {
    const region = MAP_REGIONS.find((r) => r.id === regionId);
    const svg = svgRef.current;
    if (region === undefined || svg === null || zoomRef.current === null) {
      return;
    }
    const t = regionTransform(model, region, size);
    zoomRef.current.transform(select(svg), zoomIdentity.translate(t.x, t.y).scale(t.k));
  };

  useEffect(() => {
    const svg = svgRef.current;
    if (svg === null) {
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) {
        const { width, height } = entry.contentRect;
        setSize({
          width: Math.max(320, Math.round(width)),
          height: Math.max(240, Math.round(height)),
        });
      }
    });
    observer.observe(svg);
    const behaviour = zoom<SVGSVGElement, unknown>()
      .scaleExtent([0.5, 40])
      .on('zoom', (event: { transform: ZoomTransform }) => setTransform(event.transform));
    select(svg).call(behaviour);
    zoomRef.current = behaviour;
    return () => {
      observer.disconnect();
      select(svg).on('.zoom', null);
    };
  }, []);

  useEffect(() => {
    if (svgRef.current !== null) {
      drawTopologyMap(svgRef.current, scene, {
        width: size.width,
        height: size.height,
        zoom: { k: transform.k, x: transform.x, y: transform.y },
      });
    }
  }, [scene, size, transform]);

  return (
    <div className="map-frame">
      <svg
        ref={svgRef}
        className="map"
        role="img"
        aria-label="Map of the paths from CERN to the Tier1 sites"
        data-testid="topology-map"
      />
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

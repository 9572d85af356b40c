import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import type { FeatureCollection, Geometry } from 'geojson';
import { useEffect, useMemo, useRef, useState } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology as TopoJson } from 'topojson-specification';
import countriesAtlas from 'world-atlas/countries-50m.json';
import { drawTopologyMap, MAP_REGIONS, regionTransform } from '../../viz/topology-map.js';
import type { MapViewModel } from './view-model.js';

const atlas = countriesAtlas as unknown as TopoJson<{ countries: GeometryCollection }>;
const countries = feature(atlas, atlas.objects.countries) as FeatureCollection<Geometry>;

/** The geographic map: D3 draws into the SVG; React only owns its size and zoom state. */
export function MapView({ model }: { model: MapViewModel }) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [size, setSize] = useState({ width: 1200, height: 700 });
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity);
  const zoomRef = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const scene = useMemo(() => ({ model, countries }), [model]);

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

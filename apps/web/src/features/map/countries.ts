import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology as TopoJson } from 'topojson-specification';

export const NO_COUNTRIES: FeatureCollection<Geometry> = {
  type: 'FeatureCollection',
  features: [],
};

/** The Natural Earth countries, loaded as a separate chunk so the map can draw before them. */
export async function loadCountries(): Promise<FeatureCollection<Geometry>> {
  const atlasModule = await import('world-atlas/countries-50m.json');
  const atlas = atlasModule.default as unknown as TopoJson<{ countries: GeometryCollection }>;
  return feature(atlas, atlas.objects.countries);
}

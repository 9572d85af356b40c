import type { TopologyResponse } from '@tiermap/domain';
import { useMemo } from 'react';
import type { MapFilter } from './map-filter.js';
import { MapFilters } from './MapFilters.js';
import { buildSearchIndex, type SearchEntry } from './search-index.js';
import { SearchBox } from './SearchBox.js';

/** Above the map page's panel: the search box and the filters. */
export function MapTools({
  topology,
  filter,
  onFilter,
  onPick,
}: {
  topology: TopologyResponse;
  filter: MapFilter;
  onFilter: (next: MapFilter) => void;
  onPick: (entry: SearchEntry) => void;
}) {
  // Built once per topology: one array of every site, router, link and carrier.
  const index = useMemo(() => buildSearchIndex(topology), [topology]);
  return (
    <div className="map-tools">
      <SearchBox index={index} onPick={onPick} />
      <MapFilters filter={filter} onFilter={onFilter} />
    </div>
  );
}

import type { MapFilter } from './map-filter.js';

/** The load thresholds offered for "over X %"; the URL may hold any whole percentage. */
const OVER_CHOICES = [30, 50, 70, 90];

/** The map's filters: "problems only" and "over X %", both kept in the URL. */
export function MapFilters({
  filter,
  onFilter,
}: {
  filter: MapFilter;
  onFilter: (next: MapFilter) => void;
}) {
  const choices =
    filter.overPercent === undefined || OVER_CHOICES.includes(filter.overPercent)
      ? OVER_CHOICES
      : [...OVER_CHOICES, filter.overPercent].sort((a, b) => a - b);
  return (
    <fieldset className="map-filters" data-testid="map-filters">
      <legend>Show links</legend>
      <label>
        <input
          type="checkbox"
          checked={filter.problemsOnly}
          onChange={(event) => onFilter({ ...filter, problemsOnly: event.target.checked })}
        />
        Problems only
      </label>
      <label>
        Load over
        <select
          value={filter.overPercent === undefined ? '' : String(filter.overPercent)}
          onChange={(event) =>
            onFilter({
              ...filter,
              overPercent: event.target.value === '' ? undefined : Number(event.target.value),
            })
          }
        >
          <option value="">any</option>
          {choices.map((percent) => (
            <option key={percent} value={percent}>
              {percent} %
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}

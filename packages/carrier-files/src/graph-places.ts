/** A node's coordinates as imported, and how they were found. */
export interface ImportedPlace {
  lat: number;
  lon: number;
  /** `file` when the file gave them; else they were made up, and the warning says how. */
  from: 'file' | 'neighbours' | 'origin';
  /** How many neighbours' coordinates were averaged, for `neighbours`. */
  neighbourCount?: number;
  /** Set when the file's coordinates were there but out of range. */
  invalid?: string;
}

interface Located {
  lat?: number;
  lon?: number;
}

/**
 * Coordinates for every node: its own when valid, else the mean of its neighbours' own valid
 * coordinates, else 0,0. A plain mean of degrees: fine within a continent, wrong across the
 * antimeridian (no Zoo backbone spans it).
 */
export function importedPlaces(
  nodes: readonly Located[],
  neighbours: ReadonlyArray<readonly number[]>,
): ImportedPlace[] {
  const own = nodes.map(ownPlace);
  return own.map((place, i): ImportedPlace => {
    if (place.lat !== undefined) return { lat: place.lat, lon: place.lon, from: 'file' };
    const invalid = place.invalid === undefined ? {} : { invalid: place.invalid };
    const known = [...new Set(neighbours[i] ?? [])].flatMap((j) => {
      const other = own[j];
      return other?.lat === undefined ? [] : [other];
    });
    if (known.length === 0) return { lat: 0, lon: 0, from: 'origin', ...invalid };
    const lat = known.reduce((sum, p) => sum + p.lat, 0) / known.length;
    const lon = known.reduce((sum, p) => sum + p.lon, 0) / known.length;
    return { lat, lon, from: 'neighbours', neighbourCount: known.length, ...invalid };
  });
}

type OwnPlace = { lat: number; lon: number } | { lat?: undefined; invalid?: string };

function ownPlace({ lat, lon }: Located): OwnPlace {
  if (lat === undefined || lon === undefined) return {};
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    return { invalid: `latitude ${lat}, longitude ${lon} out of range` };
  }
  return { lat, lon };
}

/**
 * The connected components of a graph of `count` nodes, each a list of node indexes in
 * ascending order, largest first (ties: the one with the lowest node first).
 */
export function connectedComponents(
  count: number,
  neighbours: ReadonlyArray<readonly number[]>,
): number[][] {
  const component = new Array<number>(count).fill(-1);
  const found: number[][] = [];
  for (let start = 0; start < count; start += 1) {
    if (component[start] !== -1) continue;
    const members: number[] = [];
    const stack = [start];
    component[start] = found.length;
    for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
      members.push(node);
      for (const next of neighbours[node] ?? []) {
        if (component[next] !== -1) continue;
        component[next] = found.length;
        stack.push(next);
      }
    }
    found.push(members.sort((a, b) => a - b));
  }
  return found.sort((a, b) => b.length - a.length || (a[0] ?? 0) - (b[0] ?? 0));
}

import type { TopologyResponse } from '@tiermap/domain';

/** What a search result opens: a site, router or link on the map, or a carrier's page. */
export type SearchKind = 'site' | 'router' | 'link' | 'carrier';

export interface SearchEntry {
  kind: SearchKind;
  id: string;
  /** What the result shows: the name people use. */
  label: string;
  /** A second line: the id, the site or carrier it belongs to. */
  detail: string;
  /** Lower-cased text matched: the name first, then the id. */
  name: string;
  key: string;
}

/** Every searchable element of a topology, built once per topology (a plain array). */
export interface SearchIndex {
  entries: readonly SearchEntry[];
}

/** Lower case without accents, so "geant" finds "GÉANT2 Frankfurt". */
export function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Sites before routers before links before carriers when two results match as well. */
const KIND_ORDER: Record<SearchKind, number> = { site: 0, router: 1, link: 2, carrier: 3 };

export function buildSearchIndex(topology: TopologyResponse): SearchIndex {
  const carrierName = new Map(topology.carriers.map((c) => [c.id, c.name]));
  const entry = (kind: SearchKind, id: string, label: string, detail: string): SearchEntry => ({
    kind,
    id,
    label,
    detail,
    name: folded(label),
    key: folded(id),
  });
  return {
    entries: [
      ...topology.sites.map((s) => entry('site', s.id, s.name, `site ${s.id}, Tier${s.tier}`)),
      ...topology.routers.map((r) =>
        entry(
          'router',
          r.id,
          r.name,
          `router ${r.id}, ${carrierName.get(r.carrierId) ?? r.carrierId}`,
        ),
      ),
      ...topology.links.map((l) =>
        entry('link', l.id, l.name, `link ${l.id}, ${carrierName.get(l.carrierId) ?? l.carrierId}`),
      ),
      ...topology.carriers.map((c) => entry('carrier', c.id, c.name, `carrier ${c.id}`)),
    ],
  };
}

/**
 * How well `entry` matches the lower-cased `query`, smaller is better; undefined for no match.
 * 0: the name or id is the query; 1: starts with it; 2: a word of the name starts with it;
 * 3: the name or id contains it.
 */
export function matchRank(entry: SearchEntry, query: string): number | undefined {
  if (entry.name === query || entry.key === query) return 0;
  if (entry.name.startsWith(query) || entry.key.startsWith(query)) return 1;
  const at = entry.name.indexOf(query);
  const atKey = entry.key.indexOf(query);
  if (at < 0 && atKey < 0) return undefined;
  const wordStart = (text: string, index: number) =>
    index > 0 && !/[a-z0-9]/.test(text[index - 1] ?? '');
  return wordStart(entry.name, at) || wordStart(entry.key, atKey) ? 2 : 3;
}

/**
 * The best `limit` entries for `query` (trimmed, any case, accents ignored): by match rank, then kind (sites
 * first), then the shorter name, then the name. One pass over the entries, keeping the best.
 */
export function search(index: SearchIndex, query: string, limit = 8): SearchEntry[] {
  const q = folded(query.trim());
  if (q === '') return [];
  const scored: { entry: SearchEntry; rank: number }[] = [];
  for (const entry of index.entries) {
    const rank = matchRank(entry, q);
    if (rank !== undefined) scored.push({ entry, rank });
  }
  scored.sort(
    (a, b) =>
      a.rank - b.rank ||
      KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] ||
      a.entry.label.length - b.entry.label.length ||
      a.entry.label.localeCompare(b.entry.label),
  );
  return scored.slice(0, limit).map((s) => s.entry);
}

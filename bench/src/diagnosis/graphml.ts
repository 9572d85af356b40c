import { readFileSync } from 'node:fs';

/** One node of a GraphML file, with the Topology Zoo attributes the generator uses. */
export interface GraphmlNode {
  id: string;
  label: string;
  /** Missing in some Zoo files (Internet2 has none at all). */
  lat?: number;
  lon?: number;
  country?: string;
}

/** One edge; parallel edges stay separate entries. */
export interface GraphmlEdge {
  source: string;
  target: string;
  /** `LinkSpeedRaw`, bits per second, when the file gives it. */
  speedBps?: number;
  label?: string;
}

export interface GraphmlGraph {
  /** The graph's `label` (e.g. `Geant2012`), or the given fallback. */
  name: string;
  nodes: GraphmlNode[];
  edges: GraphmlEdge[];
}

const KEY = /<key\b([^>]*?)\/?>/g;
const ELEMENT = /<(node|edge)\b([^>]*?)(\/>|>([\s\S]*?)<\/\1>)/g;
const DATA = /<data\b([^>]*?)(?:\/>|>([\s\S]*?)<\/data>)/g;
const ATTRIBUTE = /([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const GRAPH_DATA = /<graph\b[^>]*>([\s\S]*?)<(?:node|edge)\b/;

/**
 * Reads the well-formed, flat GraphML the Internet Topology Zoo publishes: `<key>` declarations
 * map `d12`-style ids to attribute names (they differ from file to file), then `<node>` and
 * `<edge>` elements with `<data>` children. A few regular expressions are enough for this flat
 * structure; no nested graphs, ports or hyperedges. Missing coordinates and speeds stay undefined.
 */
export function parseGraphml(text: string, fallbackName = 'graph'): GraphmlGraph {
  const keyNames = new Map<string, string>();
  for (const match of text.matchAll(KEY)) {
    const attributes = attributesOf(match[1] ?? '');
    const id = attributes.get('id');
    const name = attributes.get('attr.name');
    const scope = attributes.get('for') ?? 'all';
    if (id !== undefined && name !== undefined) keyNames.set(`${scope}:${id}`, name);
  }
  const dataOf = (scope: string, body: string): Map<string, string> => {
    const values = new Map<string, string>();
    for (const match of body.matchAll(DATA)) {
      const key = attributesOf(match[1] ?? '').get('key');
      if (key === undefined) continue;
      const name = keyNames.get(`${scope}:${key}`) ?? keyNames.get(`all:${key}`) ?? key;
      values.set(name, decodeEntities((match[2] ?? '').trim()));
    }
    return values;
  };

  const nodes: GraphmlNode[] = [];
  const edges: GraphmlEdge[] = [];
  for (const match of text.matchAll(ELEMENT)) {
    const [, tag, rawAttributes, , body = ''] = match;
    const attributes = attributesOf(rawAttributes ?? '');
    if (tag === 'node') {
      const id = attributes.get('id');
      if (id === undefined) continue;
      const data = dataOf('node', body);
      const lat = finite(data.get('Latitude'));
      const lon = finite(data.get('Longitude'));
      const country = data.get('Country');
      const label = data.get('label') ?? '';
      nodes.push({
        id,
        label: label === '' ? `node ${id}` : label,
        ...(lat === undefined || lon === undefined ? {} : { lat, lon }),
        ...(country === undefined || country === '' ? {} : { country }),
      });
    } else {
      const source = attributes.get('source');
      const target = attributes.get('target');
      if (source === undefined || target === undefined) continue;
      const data = dataOf('edge', body);
      const speedBps = finite(data.get('LinkSpeedRaw'));
      const label = data.get('LinkLabel');
      edges.push({
        source,
        target,
        ...(speedBps === undefined || speedBps <= 0 ? {} : { speedBps }),
        ...(label === undefined || label === '' ? {} : { label }),
      });
    }
  }
  const graphBody = GRAPH_DATA.exec(text)?.[1] ?? '';
  const name = dataOf('graph', graphBody).get('label') ?? fallbackName;
  return { name, nodes, edges };
}

/** {@link parseGraphml} of a file. */
export function readGraphml(file: string): GraphmlGraph {
  const base =
    file
      .split('/')
      .at(-1)
      ?.replace(/\.graphml$/i, '') ?? 'graph';
  return parseGraphml(readFileSync(file, 'utf8'), base);
}

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    attributes.set(match[1] ?? '', decodeEntities(match[2] ?? match[3] ?? ''));
  }
  return attributes;
}

function finite(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (whole, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    return named[lower] ?? whole;
  });
}

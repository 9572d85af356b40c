import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ImportError, warningLog, type ImportWarning, type WarningLog } from './import-warning.js';
import {
  attribute,
  children,
  elements,
  finiteNumber,
  firstTextBelow,
  isRecord,
  nonEmpty,
  textOf,
  type XmlElement,
} from './xml-values.js';

/** One node, with the Topology Zoo attributes the importers use and every other value in `data`. */
export interface GraphmlNode {
  id: string;
  /** The `label` attribute, else a yEd node label; undefined when neither is given or empty. */
  label?: string;
  /** `Latitude` and `Longitude`, both or neither (Internet2 has none at all). */
  lat?: number;
  lon?: number;
  country?: string;
  /** Every text `<data>` value, by attribute name (the key's `attr.name`, else its id). */
  data: ReadonlyMap<string, string>;
}

/** One edge; parallel edges stay separate entries, in file order. */
export interface GraphmlEdge {
  /** The `<edge>` element's own `id` attribute, when it has one. */
  id?: string;
  source: string;
  target: string;
  /** `LinkSpeedRaw`, bits per second, when the file gives a positive number. */
  speedBps?: number;
  /** `LinkLabel`, else a yEd edge label. */
  label?: string;
  data: ReadonlyMap<string, string>;
}

export interface GraphmlGraph {
  /** The graph's `label` attribute (e.g. `Geant2012`), when it has one. */
  name?: string;
  nodes: GraphmlNode[];
  edges: GraphmlEdge[];
  data: ReadonlyMap<string, string>;
  /** Each key's `attr.type` (`string`, `double`, ...) by `<for>:<attr.name>`, e.g. `node:lat`. */
  keyTypes?: ReadonlyMap<string, string>;
}

export interface GraphmlRead {
  graph: GraphmlGraph;
  /** Elements the reader had to skip: nodes without ids, edges without ends, duplicates. */
  warnings: ImportWarning[];
}

interface KeyDeclaration {
  name: string;
  type?: string;
  defaultValue?: string;
}
type Scope = 'graph' | 'node' | 'edge';

const REPEATED = new Set(['key', 'graph', 'node', 'edge', 'data', 'default']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
  trimValues: true,
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && REPEATED.has(name),
});

/**
 * Reads GraphML as the Internet Topology Zoo and yEd write it: `<key>` declarations map
 * per-file ids (`d30`) to attribute names (`Latitude`), then `<node>` and `<edge>` elements
 * carry `<data>` values; key defaults apply. yEd graphics are ignored except for a node's or
 * edge's label; nested graphs (yEd groups) are flattened; hyperedges and ports are ignored.
 * Throws {@link ImportError} only when the text is not XML or has no `<graph>` in `<graphml>`.
 */
export function readGraphml(text: string): GraphmlRead {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const { msg, line, col } = valid.err;
    const at = [line ? `line ${line}` : '', col ? `column ${col}` : ''].filter(Boolean).join(', ');
    throw new ImportError(`not GraphML: not well-formed XML${at ? ` at ${at}` : ''}: ${msg}`);
  }
  let parsed: unknown;
  try {
    parsed = parser.parse(text);
  } catch (error) {
    // The parser's own limits, e.g. more than 100 nested elements.
    throw new ImportError(`not GraphML: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!isRecord(parsed) || parsed.graphml === undefined) {
    throw new ImportError('not GraphML: the XML has no <graphml> element');
  }
  const root = asElement(parsed.graphml);
  const [top, ...others] = children(root.graph).map(asElement);
  if (top === undefined) throw new ImportError('not GraphML: <graphml> holds no <graph> element');

  const log = warningLog();
  if (others.length > 0) {
    log.warn('extra-graphs', `the file holds ${others.length + 1} graphs; only the first is read`);
  }
  const keys = keyDeclarations(root);
  const dataOf = (scope: Scope, element: XmlElement) => dataValues(keys, scope, element);
  const keyTypes = new Map<string, string>();
  for (const [scoped, { name, type }] of keys) {
    if (type !== undefined) keyTypes.set(`${scoped.slice(0, scoped.indexOf(':'))}:${name}`, type);
  }
  const graph: GraphmlGraph = { nodes: [], edges: [], data: dataOf('graph', top), keyTypes };
  const name = graph.data.get('label');
  if (name !== undefined && name !== '') graph.name = name;
  collect(top, graph, dataOf, log, new Set());
  return { graph, warnings: log.warnings };
}

function collect(
  graphElement: XmlElement,
  graph: GraphmlGraph,
  dataOf: (scope: Scope, element: XmlElement) => Map<string, string>,
  log: WarningLog,
  seen: Set<string>,
): void {
  for (const element of children(graphElement.node)) {
    const id = attribute(element, 'id');
    if (!isRecord(element) || id === undefined || id === '') {
      log.warn('node-without-id', 'a <node> without an id attribute is skipped');
      continue;
    }
    if (seen.has(id)) {
      log.warn('duplicate-node-id', `a second node with id "${id}" is skipped`, `node ${id}`);
    } else {
      seen.add(id);
      const yedName = firstTextBelow(elements(element.data), 'NodeLabel');
      graph.nodes.push(nodeOf(id, dataOf('node', element), yedName));
    }
    for (const nested of children(element.graph).map(asElement)) {
      log.once('nested-graph', 'nested graphs (yEd groups) are flattened', `node ${id}`);
      collect(nested, graph, dataOf, log, seen);
    }
  }
  for (const element of children(graphElement.edge)) {
    const source = attribute(element, 'source');
    const target = attribute(element, 'target');
    if (!isRecord(element) || source === undefined || target === undefined) {
      log.warn('edge-without-end', 'an <edge> without a source or target is skipped');
      continue;
    }
    const data = dataOf('edge', element);
    const speedBps = finiteNumber(data.get('LinkSpeedRaw'));
    const label =
      nonEmpty(data.get('LinkLabel')) ?? firstTextBelow(elements(element.data), 'EdgeLabel');
    const id = attribute(element, 'id');
    graph.edges.push({
      ...(id === undefined || id === '' ? {} : { id }),
      source,
      target,
      ...(speedBps === undefined || speedBps <= 0 ? {} : { speedBps }),
      ...(label === undefined ? {} : { label }),
      data,
    });
  }
}

function nodeOf(id: string, data: Map<string, string>, yedName?: string): GraphmlNode {
  const lat = finiteNumber(data.get('Latitude'));
  const lon = finiteNumber(data.get('Longitude'));
  const label = nonEmpty(data.get('label')) ?? yedName;
  const country = nonEmpty(data.get('Country'));
  return {
    id,
    ...(label === undefined ? {} : { label }),
    ...(lat === undefined || lon === undefined ? {} : { lat, lon }),
    ...(country === undefined ? {} : { country }),
    data,
  };
}

function keyDeclarations(root: XmlElement): Map<string, KeyDeclaration> {
  const keys = new Map<string, KeyDeclaration>();
  for (const key of elements(root.key)) {
    const id = attribute(key, 'id');
    if (id === undefined) continue;
    const name = attribute(key, 'attr.name') ?? id;
    const type = attribute(key, 'attr.type');
    const defaultValue = children(key.default)
      .map(textOf)
      .find((v) => v !== undefined);
    keys.set(`${attribute(key, 'for') ?? 'all'}:${id}`, {
      name,
      ...(type === undefined ? {} : { type }),
      ...(defaultValue === undefined ? {} : { defaultValue }),
    });
  }
  return keys;
}

function dataValues(
  keys: Map<string, KeyDeclaration>,
  scope: Scope,
  element: XmlElement,
): Map<string, string> {
  const values = new Map<string, string>();
  for (const [scoped, { name, defaultValue }] of keys) {
    const forScope = scoped.slice(0, scoped.indexOf(':'));
    if (defaultValue !== undefined && (forScope === scope || forScope === 'all')) {
      values.set(name, defaultValue);
    }
  }
  for (const data of elements(element.data)) {
    const key = attribute(data, 'key');
    const value = textOf(data);
    if (key === undefined || value === undefined) continue;
    const name = keys.get(`${scope}:${key}`)?.name ?? keys.get(`all:${key}`)?.name ?? key;
    values.set(name, value);
  }
  return values;
}

/** An element that may have been parsed as bare text (`<graph/>` is `''`): as an element. */
function asElement(value: unknown): XmlElement {
  return isRecord(value) ? value : {};
}

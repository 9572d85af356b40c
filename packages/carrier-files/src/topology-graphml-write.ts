import type { Topology } from '@tiermap/domain';
import {
  CONTAINS_ENTITY,
  ENTITY_KEY,
  JSON_SUFFIX,
  LABEL_KEY,
  LINK_ENTITY,
  NODE_COLLECTIONS,
  TOPOLOGY_GRAPHML_FORMAT,
} from './topology-graphml-format.js';
import { elementId, nodeGraphics, placeNodes, type PlacedNode } from './topology-graphml-layout.js';

export interface TopologyGraphmlOptions {
  /** ISO 8601 instant written as the graph's `exportedAt`; omitted when not given. */
  exportedAt?: string;
}

type Scope = 'graph' | 'node' | 'edge';
type Fields = Readonly<Record<string, unknown>>;

interface Element {
  xmlId: string;
  entity: string;
  label: string;
  fields: Fields;
}
interface EdgeElement extends Element {
  source: string;
  target: string;
}

/** A text GraphML carries unchanged: no control characters, no surrounding white space. */
function isPlainText(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is tested
  return value !== '' && value === value.trim() && !/[\u0000-\u001f\u007f]/.test(value);
}

/** How one value is written: under the field's own typed key, or as JSON under `<field>.json`. */
function scalarType(value: unknown): 'string' | 'double' | undefined {
  if (typeof value === 'string' && isPlainText(value)) return 'string';
  if (typeof value === 'number' && Number.isFinite(value)) return 'double';
  return undefined;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A label for people (yEd, Gephi): one line, trimmed, so it is always plain text. */
function labelText(text: string): string {
  // eslint-disable-next-line no-control-regex -- XML 1.0 cannot carry them
  return text.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
}

/** The key declarations: one typed key per field name and scope, in order of first use. */
class Keys {
  private readonly types = new Map<string, string>();

  /** The key name and text for a field value; a name seen with two types goes to JSON. */
  write(scope: Scope, name: string, value: unknown): { key: string; text: string } {
    const type = scalarType(value);
    const scoped = `${scope}:${name}`;
    const known = this.types.get(scoped);
    if (type !== undefined && (known === undefined || known === type)) {
      this.types.set(scoped, type);
      return { key: `${scope}.${name}`, text: String(value) };
    }
    this.types.set(`${scoped}${JSON_SUFFIX}`, 'string');
    return { key: `${scope}.${name}${JSON_SUFFIX}`, text: JSON.stringify(value) };
  }

  declarations(): string[] {
    return [...this.types].map(([scoped, type]) => {
      const [scope = '', name = ''] = scoped.split(/:(.*)/s);
      const id = escapeXml(`${scope}.${name}`);
      return `  <key id="${id}" for="${scope}" attr.name="${escapeXml(name)}" attr.type="${type}"/>`;
    });
  }
}

function dataLines(keys: Keys, scope: Scope, element: Element, indent: string): string[] {
  const values: [string, unknown][] = [
    [ENTITY_KEY, element.entity],
    [LABEL_KEY, labelText(element.label) || element.entity],
    // The entity's id is the element's own id (`router:geant-gva`): Gephi reserves `id`.
    ...Object.entries(element.fields).filter(([name]) => name !== 'id'),
  ];
  return values
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => {
      const { key, text } = keys.write(scope, name, value);
      return `${indent}<data key="${escapeXml(key)}">${escapeXml(text)}</data>`;
    });
}

function linkEdges(topology: Topology, nodeIds: Map<string, string>): EdgeElement[] {
  const routerOfPort = new Map(topology.ports.map((p) => [p.id, p.routerId]));
  const routerNode = (linkId: string, end: string, portId: string): string => {
    const node = nodeIds.get(`router/${routerOfPort.get(portId) ?? ''}`);
    if (node === undefined) {
      throw new Error(`link ${linkId}: the ${end}-end port ${portId} is on no router of the model`);
    }
    return node;
  };
  return topology.links.map((link) => ({
    xmlId: elementId(LINK_ENTITY, link.id),
    entity: LINK_ENTITY,
    label: link.name,
    fields: link,
    source: routerNode(link.id, 'A', link.aPortId),
    target: routerNode(link.id, 'Z', link.zPortId),
  }));
}

/** Drawn-only edges, so yEd and Gephi show what holds what; the import ignores them. */
function containsEdges(topology: Topology, nodeIds: Map<string, string>): EdgeElement[] {
  const pairs: [string, string][] = [
    ...topology.routers.flatMap((r): [string, string][] =>
      r.siteId === undefined ? [] : [[`site/${r.siteId}`, `router/${r.id}`]],
    ),
    ...topology.backplanes.map((b): [string, string] => [
      `router/${b.routerId}`,
      `backplane/${b.id}`,
    ]),
    ...topology.blades.map((b): [string, string] => [`router/${b.routerId}`, `blade/${b.id}`]),
    ...topology.ports.map((p): [string, string] => [`blade/${p.bladeId}`, `port/${p.id}`]),
  ];
  return pairs.flatMap(([from, to], i) => {
    const source = nodeIds.get(from);
    const target = nodeIds.get(to);
    if (source === undefined || target === undefined) return [];
    const xmlId = `${CONTAINS_ENTITY}:${i}`;
    return [{ xmlId, entity: CONTAINS_ENTITY, label: '', fields: {}, source, target }];
  });
}

/**
 * The whole model as GraphML that yEd and Gephi open (labels, a geographic layout, typed
 * attributes) and that {@link graphmlToTopology} reads back with nothing lost. Every entity is a
 * node; links are edges between their routers. The same topology always gives the same text.
 */
export function topologyToGraphml(
  topology: Topology,
  options: TopologyGraphmlOptions = {},
): string {
  const nodes: PlacedNode[] = placeNodes(
    topology,
    NODE_COLLECTIONS.flatMap(([collection, entity]) =>
      ((topology[collection] ?? []) as readonly Fields[]).map((fields) => ({ entity, fields })),
    ),
  );
  const nodeIds = new Map(nodes.map((n) => [`${n.entity}/${String(n.fields.id)}`, n.xmlId]));
  const edges = [...linkEdges(topology, nodeIds), ...containsEdges(topology, nodeIds)];

  const keys = new Keys();
  const graphData = [
    ['format', TOPOLOGY_GRAPHML_FORMAT],
    ...(options.exportedAt === undefined ? [] : [['exportedAt', options.exportedAt]]),
  ].map(([name = '', value]) => {
    const { key, text } = keys.write('graph', name, value);
    return `    <data key="${key}">${escapeXml(text)}</data>`;
  });
  const body: string[] = [];
  for (const node of nodes) {
    const id = escapeXml(node.xmlId);
    body.push(`    <node id="${id}">`, ...dataLines(keys, 'node', node, '      '));
    body.push(`      ${nodeGraphics(node, escapeXml(labelText(node.label)))}`, '    </node>');
  }
  for (const edge of edges) {
    const [id, source, target] = [edge.xmlId, edge.source, edge.target].map(escapeXml);
    body.push(`    <edge id="${id}" source="${source}" target="${target}">`);
    body.push(...dataLines(keys, 'edge', edge, '      '), '    </edge>');
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:y="http://www.yworks.com/xml/graphml">',
    ...keys.declarations(),
    '  <key id="node.graphics" for="node" yfiles.type="nodegraphics"/>',
    '  <graph id="tiermap" edgedefault="directed">',
    ...graphData,
    ...body,
    '  </graph>',
    '</graphml>',
    '',
  ].join('\n');
}

import { OPTIONAL_LIST_ENTRIES } from '@tiermap/domain';
import { readGraphml } from './graphml-reader.js';
import { ImportError } from './import-warning.js';
import {
  CONTAINS_ENTITY,
  ENTITY_KEY,
  JSON_SUFFIX,
  LABEL_KEY,
  LINK_ENTITY,
  NODE_COLLECTIONS,
  NUMERIC_TYPES,
  TOPOLOGY_GRAPHML_FORMAT,
} from './topology-graphml-format.js';

const KEY_TAG = /<key\b[^>]*>/g;
const DATA_TEXT = (keyId: string) =>
  new RegExp(
    `<data\\s+key="${keyId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\s*>\\s*${TOPOLOGY_GRAPHML_FORMAT.replace('/', '\\/')}\\s*</data>`,
  );

function attributeOf(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name.replace('.', '\\.')}\\s*=\\s*"([^"]*)"`).exec(tag)?.[1];
}

/**
 * Whether the text carries tiermap's export marker (the graph's `format`), whatever id the key
 * has: a file saved again by yEd, which renames keys `d0`, `d1`, …, is still recognised. Cheap:
 * it scans the key declarations, it does not parse the file.
 */
export function isTiermapGraphml(text: string): boolean {
  for (const [tag] of text.matchAll(KEY_TAG)) {
    const scope = attributeOf(tag, 'for');
    const id = attributeOf(tag, 'id');
    if (attributeOf(tag, 'attr.name') !== 'format' || id === undefined) continue;
    if (scope !== undefined && scope !== 'graph' && scope !== 'all') continue;
    if (DATA_TEXT(id).test(text)) return true;
  }
  return false;
}

const COLLECTION_OF: ReadonlyMap<string, string> = new Map(
  NODE_COLLECTIONS.map(([collection, entity]) => [entity, collection]),
);

/** Node and edge values that are not fields: what the entity is, and its label for people. */
const IGNORED = new Set([
  ENTITY_KEY,
  LABEL_KEY,
  `${ENTITY_KEY}${JSON_SUFFIX}`,
  `${LABEL_KEY}${JSON_SUFFIX}`,
]);

function fieldsOf(
  data: ReadonlyMap<string, string>,
  types: (name: string) => string | undefined,
  where: string,
): Record<string, unknown> {
  // A Map, not an object: a key named `__proto__` or `constructor` is a field like any other.
  const fields = new Map<string, unknown>();
  for (const [name, text] of data) {
    if (IGNORED.has(name)) continue;
    if (name.endsWith(JSON_SUFFIX)) {
      const field = name.slice(0, -JSON_SUFFIX.length);
      try {
        fields.set(field, JSON.parse(text) as unknown);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new ImportError(`${where}: "${name}" is not JSON (${reason})`);
      }
      continue;
    }
    if (fields.has(name)) continue; // the `.json` value, read first or later, wins
    const type = types(name) ?? 'string';
    if (NUMERIC_TYPES.has(type)) {
      const value = Number(text);
      if (text.trim() === '' || !Number.isFinite(value)) {
        throw new ImportError(`${where}: "${name}" is "${text}", not a number`);
      }
      fields.set(name, value);
    } else if (type === 'boolean') {
      fields.set(name, text === 'true');
    } else {
      fields.set(name, text);
    }
  }
  return Object.fromEntries(fields);
}

/** The entity's id from its element's id, `router:geant-gva`; the file is damaged otherwise. */
function entityId(entity: string, elementId: string, where: string): string {
  const prefix = `${entity}:`;
  if (!elementId.startsWith(prefix) || elementId.length === prefix.length) {
    throw new ImportError(`${where}: a ${entity}'s id must be "${prefix}<its id>"`);
  }
  return elementId.slice(prefix.length);
}

/**
 * Reads tiermap's own GraphML export back into a topology document: nodes by their `entity`,
 * link edges as links, drawn-only edges skipped. The result is still to be validated (with the
 * domain's `topologySchema` and the loader's consistency checks); collections keep file order.
 * Throws {@link ImportError} naming the element when the file is not such an export.
 */
export function graphmlToTopology(text: string): Record<string, unknown[]> {
  const { graph, warnings } = readGraphml(text);
  const format = graph.data.get('format');
  if (format !== TOPOLOGY_GRAPHML_FORMAT) {
    throw new ImportError(
      `not a tiermap export: the graph's "format" is ${format === undefined ? 'missing' : `"${format}"`}, expected "${TOPOLOGY_GRAPHML_FORMAT}"`,
    );
  }
  const [first] = warnings;
  if (first !== undefined) {
    const at = first.where === undefined ? '' : ` (${first.where})`;
    throw new ImportError(`the export is damaged: ${first.message}${at}`);
  }
  const typeIn = (scope: string) => (name: string) => graph.keyTypes?.get(`${scope}:${name}`);
  const topology: Record<string, unknown[]> = { links: [] };
  for (const [collection] of NODE_COLLECTIONS) topology[collection] = [];

  for (const node of graph.nodes) {
    const entity = node.data.get(ENTITY_KEY);
    const where = `node "${node.id}"`;
    const collection = entity === undefined ? undefined : COLLECTION_OF.get(entity);
    if (entity === undefined || collection === undefined) {
      const known = NODE_COLLECTIONS.map(([, e]) => e).join(', ');
      throw new ImportError(
        `${where}: "${ENTITY_KEY}" is ${entity === undefined ? 'missing' : `"${entity}"`}; expected one of ${known}`,
      );
    }
    const fields = fieldsOf(node.data, typeIn('node'), where);
    topology[collection]?.push({ id: entityId(entity, node.id, where), ...fields });
  }
  // A link's ends are its ports; an edge reconnected in yEd, but not its port, is refused
  // rather than quietly put back where the port says.
  const routerOfPort = new Map<unknown, unknown>(
    (topology.ports ?? []).map((p) => [
      (p as { id?: unknown }).id,
      (p as { routerId?: unknown }).routerId,
    ]),
  );
  const checkEnd = (nodeId: string, portId: unknown, end: 'A' | 'Z', where: string) => {
    const router = routerOfPort.get(portId);
    // A missing port is for the topology checks to report, with its field path.
    if (typeof router !== 'string' || nodeId === `router:${router}`) return;
    throw new ImportError(
      `${where}: the edge ${end === 'A' ? 'starts' : 'ends'} at "${nodeId}", but its ${end}-end port ${String(portId)} is on "router:${router}"; to move a link, change its ${end === 'A' ? 'aPortId' : 'zPortId'}`,
    );
  };
  for (const [i, edge] of graph.edges.entries()) {
    const entity = edge.data.get(ENTITY_KEY);
    const where = `edge ${edge.id === undefined ? `#${i + 1}` : `"${edge.id}"`} (${edge.source} to ${edge.target})`;
    if (entity === CONTAINS_ENTITY) continue;
    if (entity !== LINK_ENTITY) {
      throw new ImportError(
        `${where}: "${ENTITY_KEY}" is ${entity === undefined ? 'missing' : `"${entity}"`}; expected "${LINK_ENTITY}" or "${CONTAINS_ENTITY}"`,
      );
    }
    const fields = fieldsOf(edge.data, typeIn('edge'), where);
    checkEnd(edge.source, fields.aPortId, 'A', where);
    checkEnd(edge.target, fields.zPortId, 'Z', where);
    topology.links?.push({ id: entityId(entity, edge.id ?? '', where), ...fields });
  }
  // A kind newer than the file (none of its nodes) is left out, as the domain allows.
  for (const { sliceKey } of OPTIONAL_LIST_ENTRIES) {
    if (topology[sliceKey]?.length === 0) delete topology[sliceKey];
  }
  return topology;
}

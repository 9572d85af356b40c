import { nodeWhere } from './graphml-edges.js';
import type { GraphmlNode } from './graphml-reader.js';
import { connectedComponents, type ImportedPlace } from './graph-places.js';
import { idSlug } from './import-ids.js';
import type { WarningLog } from './import-warning.js';
import { appendTo } from './upload-parts.js';

/** A node's name for people: its label, else `node 12`. */
export function displayName(node: GraphmlNode | undefined): string {
  if (node === undefined) return 'unknown node';
  return node.label ?? `node ${node.id}`;
}

/**
 * Per node, the part of its router id after the prefix: the label's slug (`chi-sl`), with the
 * node id added when several labels give the same slug (`none-12`), `node-12` without a label.
 */
export function routerShortNames(nodes: readonly GraphmlNode[], log: WarningLog): string[] {
  const slugs = nodes.map((node) => idSlug(node.label ?? ''));
  const users = new Map<string, number[]>();
  slugs.forEach((slug, i) => {
    if (slug !== '') appendTo(users, slug, i);
  });
  for (const at of users.values()) {
    if (at.length < 2) continue;
    const labels = [...new Set(at.map((i) => `"${displayName(nodes[i])}"`))];
    log.warn(
      'duplicate-label',
      `${at.length} nodes are labelled ${labels.join(' or ')}: their router ids carry the node id`,
      at.map((i) => nodeWhere(nodes[i] ?? { id: String(i), data: new Map() })).join(', '),
    );
  }
  return nodes.map((node, i) => {
    if (node.label === undefined) {
      log.warn('unnamed-node', `no label: named "node ${node.id}"`, nodeWhere(node));
    }
    const slug = slugs[i] ?? '';
    const idPart = idSlug(node.id) || String(i);
    if (slug === '') return `node-${idPart}`;
    return (users.get(slug)?.length ?? 0) > 1 ? `${slug}-${idPart}` : slug;
  });
}

/** Says where a node without (valid) coordinates of its own was placed. */
export function warnPlace(node: GraphmlNode, place: ImportedPlace, log: WarningLog): void {
  if (place.from === 'file') return;
  const lack = place.invalid ?? 'no coordinates';
  const position = `${place.lat.toFixed(4)}, ${place.lon.toFixed(4)}`;
  const count = place.neighbourCount ?? 0;
  const near =
    count === 1 ? 'at its one located neighbour' : `at the mean of its ${count} located neighbours`;
  const message =
    place.from === 'neighbours'
      ? `${lack}: placed ${near} (${position})`
      : `${lack}, and no neighbour has any: placed at 0, 0`;
  log.warn('missing-coordinates', message, nodeWhere(node));
}

/** Warns about each group of connected nodes cut off from the largest one (isolated nodes aside). */
export function warnComponents(
  nodes: readonly GraphmlNode[],
  neighbours: ReadonlyArray<readonly number[]>,
  log: WarningLog,
): void {
  const [largest = [], ...others] = connectedComponents(nodes.length, neighbours);
  for (const component of others) {
    if (component.length < 2) continue;
    log.warn(
      'disconnected-component',
      `${component.length} nodes are connected to each other but not to the largest part of the graph (${largest.length} nodes): imported as they are`,
      component.map((i) => nodeWhere(nodes[i] ?? { id: String(i), data: new Map() })).join(', '),
    );
  }
}

import { ENTITY_CATALOGUE } from '@tiermap/domain';

/**
 * The shape of tiermap's own GraphML export (docs/graphml-format.md), shared by the writer and
 * the reader so the two cannot drift apart.
 */

/** Graph-level `format` value that marks a file as tiermap's export. */
export const TOPOLOGY_GRAPHML_FORMAT = 'tiermap-topology/1';

/** Links are the one collection written as edges, from the A-end router to the Z-end router. */
export const LINK_ENTITY = 'link';

/**
 * Topology collections written as nodes, in file order, with the `entity` value of each: the
 * carriers and sites, every kind of the entity catalogue but links (edges), and the paths.
 */
export const NODE_COLLECTIONS = [
  ['carriers', 'carrier'],
  ['sites', 'site'],
  ...ENTITY_CATALOGUE.filter((e) => e.kind !== LINK_ENTITY).map(
    (e) => [e.sliceKey, e.kind] as const,
  ),
  ['paths', 'path'],
] as const;

/** Drawn-only edges (site to its border router, router to blade, blade to port): not read back. */
export const CONTAINS_ENTITY = 'contains';

/** Node and edge attributes that are not fields of the entity. */
export const ENTITY_KEY = 'entity';
export const LABEL_KEY = 'label';

/** A field whose value GraphML cannot carry as a typed scalar is written as JSON under this suffix. */
export const JSON_SUFFIX = '.json';

/** GraphML attribute types read back as numbers. */
export const NUMERIC_TYPES = new Set(['int', 'long', 'float', 'double']);

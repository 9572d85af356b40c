/**
 * The shape of tiermap's own GraphML export (docs/graphml-format.md), shared by the writer and
 * the reader so the two cannot drift apart.
 */

/** Graph-level `format` value that marks a file as tiermap's export. */
export const TOPOLOGY_GRAPHML_FORMAT = 'tiermap-topology/1';

/** Topology collections written as nodes, in file order, with the `entity` value of each. */
export const NODE_COLLECTIONS = [
  ['carriers', 'carrier'],
  ['sites', 'site'],
  ['routers', 'router'],
  ['backplanes', 'backplane'],
  ['blades', 'blade'],
  ['ports', 'port'],
  ['trunks', 'trunk'],
  ['paths', 'path'],
  ['maintenances', 'maintenance'],
] as const;

/** Links are the one collection written as edges, from the A-end router to the Z-end router. */
export const LINK_ENTITY = 'link';
/** Drawn-only edges (site to its border router, router to blade, blade to port): not read back. */
export const CONTAINS_ENTITY = 'contains';

/** Node and edge attributes that are not fields of the entity. */
export const ENTITY_KEY = 'entity';
export const LABEL_KEY = 'label';

/** A field whose value GraphML cannot carry as a typed scalar is written as JSON under this suffix. */
export const JSON_SUFFIX = '.json';

/** GraphML attribute types read back as numbers. */
export const NUMERIC_TYPES = new Set(['int', 'long', 'float', 'double']);

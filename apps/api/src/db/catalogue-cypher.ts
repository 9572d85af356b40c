import {
  ENTITY_CATALOGUE,
  LINK_CROSSINGS,
  MAINTENANCE_TARGET_LABELS,
  type CatalogueEntry,
  type CatalogueKind,
  type EntityReference,
} from '@tiermap/domain';

// The one place Cypher is built from strings: every statement below is assembled from the entity
// catalogue's constants (labels, relationship types, field names: packages/domain/src/
// catalogue.ts), never from user text. Values always stay parameters (`$rows`, `$ids`,
// `$carrierId`). Statements take their rows as `r` from `UNWIND $rows AS r`.

/** A kind's catalogue entry, typed loosely enough to iterate over its lists. */
export function entryOf(kind: CatalogueKind): CatalogueEntry & {
  references: readonly EntityReference[];
  optionalFields: readonly string[];
  listFields: readonly string[];
  dateFields: readonly string[];
} {
  const found = ENTITY_CATALOGUE.find((e) => e.kind === kind);
  if (found === undefined) throw new Error(`no entity kind '${kind}' in the catalogue`);
  return found;
}

/** Where a statement finds the owning carrier's id: the upload's parameter or the row's field. */
export type OwnerSource = 'parameter' | 'row';

/** `, x.startsAt = datetime(r.startsAt), ...` for the kind's instants. */
function dates(kind: CatalogueKind): string {
  return entryOf(kind)
    .dateFields.map((f) => `, x.${f} = datetime(r.${f})`)
    .join('');
}

function arrow(ref: EntityReference, other: string): string {
  return ref.direction === 'in' ? `(${other})-[:${ref.rel}]->(x)` : `(x)-[:${ref.rel}]->(${other})`;
}

/**
 * Draws a reference for every row: a required one with MATCH (a row whose target is missing
 * yields nothing, which the caller's count catches), an optional or listed one in a unit
 * subquery (which keeps the row whatever it finds).
 */
function drawReference(ref: EntityReference, i: number): { match: string; create: string } {
  if (ref.optional !== true && ref.many !== true) {
    return {
      match: `(o${i}:${ref.label} {id: r.${ref.field}})`,
      create: `CREATE ${arrow(ref, `o${i}`)}`,
    };
  }
  const ids =
    ref.many === true
      ? `coalesce(r.${ref.field}, [])`
      : `CASE WHEN r.${ref.field} IS NULL THEN [] ELSE [r.${ref.field}] END`;
  return {
    match: '',
    create: `WITH * CALL (x, r) { UNWIND ${ids} AS ref MATCH (o${i}:${ref.label} {id: ref}) CREATE ${arrow(ref, `o${i}`)} }`,
  };
}

/** References drawn with the entity; deferred ones wait until every kind is created. */
function references(kind: CatalogueKind, deferred: boolean): readonly EntityReference[] {
  return entryOf(kind).references.filter((ref) => (ref.deferred === true) === deferred);
}

/** Creates the rows as nodes of `kind`, with their owner and their (non-deferred) references. */
export function createStatement(kind: CatalogueKind, owner: OwnerSource): string {
  const entry = entryOf(kind);
  const drawn = references(kind, false).map(drawReference);
  const matches = drawn.map((d) => d.match).filter((m) => m !== '');
  const ownerRel = typeof entry.owner === 'string' ? undefined : entry.owner.rel;
  if (ownerRel !== undefined) {
    matches.unshift(`(c:Carrier {id: ${owner === 'parameter' ? '$carrierId' : 'r.carrierId'}})`);
  }
  return [
    'UNWIND $rows AS r',
    ...(matches.length > 0 ? [`MATCH ${matches.join(', ')}`] : []),
    `CREATE (x:${entry.label}) SET x = r${dates(kind)}`,
    ...(ownerRel === undefined ? [] : [`CREATE (c)-[:${ownerRel}]->(x)`]),
    ...drawn.map((d) => d.create),
  ].join('\n');
}

/** Draws the deferred references of the rows' nodes (e.g. a link's trunk membership). */
export function deferredReferenceStatement(kind: CatalogueKind): string | undefined {
  const deferred = references(kind, true);
  if (deferred.length === 0) return undefined;
  return [
    `UNWIND $rows AS r MATCH (x:${entryOf(kind).label} {id: r.id})`,
    ...deferred.map((ref, i) => drawReference({ ...ref, optional: true }, i).create),
  ].join('\n');
}

/** The fields of a kind's deferred references (a link's `trunkId`). */
export function deferredReferenceFields(kind: CatalogueKind): string[] {
  return references(kind, true).map((ref) => ref.field);
}

/** Whether a kind has references drawn after every kind is created. */
export function hasDeferredReferences(kind: CatalogueKind): boolean {
  return references(kind, true).length > 0;
}

/** Sets the changed properties of existing nodes of `kind` (a null removes one). */
export function updateStatement(kind: CatalogueKind): string {
  return `UNWIND $rows AS r MATCH (x:${entryOf(kind).label} {id: r.id}) SET x += r${dates(kind)}`;
}

/**
 * Drops every reference of the rows' nodes (deferred ones too) and draws the non-deferred ones
 * anew; undefined for a kind without references.
 */
export function replaceReferencesStatement(kind: CatalogueKind): string | undefined {
  const all = entryOf(kind).references;
  if (all.length === 0) return undefined;
  const drops = all.map((ref) =>
    ref.direction === 'in'
      ? `WITH * CALL (x) { MATCH (x)<-[old:${ref.rel}]-(:${ref.label}) DELETE old }`
      : `WITH * CALL (x) { MATCH (x)-[old:${ref.rel}]->(:${ref.label}) DELETE old }`,
  );
  const drawn = references(kind, false).map((ref, i) =>
    drawReference({ ...ref, optional: true }, i),
  );
  return [
    `UNWIND $rows AS r MATCH (x:${entryOf(kind).label} {id: r.id})`,
    ...drops,
    ...drawn.map((d) => d.create),
  ].join('\n');
}

/** Deletes the nodes of `kind` with the ids `$ids`, with their relationships. */
export function removeStatement(kind: CatalogueKind): string {
  return `UNWIND $ids AS id MATCH (x:${entryOf(kind).label} {id: id}) DETACH DELETE x`;
}

/** Sets the crossedBy sets of the rows' nodes (`r.id`, `r.AtoZ`, `r.ZtoA`). */
export function crossedByStatement(kind: CatalogueKind): string {
  return `UNWIND $rows AS r MATCH (x:${entryOf(kind).label} {id: r.id})
          SET x.crossedByAtoZ = r.AtoZ, x.crossedByZtoA = r.ZtoA`;
}

/** A subquery finding the maintenance target `e` with the id held in `variable`. */
function targetByIdSubquery(variable: string): string {
  const unions = MAINTENANCE_TARGET_LABELS.map(
    (label) => `MATCH (e:${label} {id: ${variable}}) RETURN e`,
  ).join(' UNION ');
  return `CALL (${variable}) { ${unions} }`;
}

/**
 * Redraws the AFFECTS relationships of maintenance windows: rows `{id, equipmentIds}`.
 */
export const REPLACE_MAINTENANCE_TARGETS = `UNWIND $rows AS r MATCH (x:Maintenance {id: r.id})
OPTIONAL MATCH (x)-[old:AFFECTS]->() DELETE old
WITH DISTINCT x, r UNWIND r.equipmentIds AS eid
${targetByIdSubquery('eid')}
CREATE (x)-[:AFFECTS]->(e)`;

/** Draws one AFFECTS relationship per row `{maintenanceId, equipmentId}`. */
export const CREATE_MAINTENANCE_TARGETS = `UNWIND $rows AS r
MATCH (m:Maintenance {id: r.maintenanceId})
WITH m, r.equipmentId AS eid
${targetByIdSubquery('eid')}
CREATE (m)-[:AFFECTS]->(e)`;

/**
 * The node properties of an entity of `kind`: its optional fields present (null when unset), its
 * list fields left out (they are relationships).
 */
export function nodeProperties(kind: CatalogueKind, entity: object): Record<string, unknown> {
  const entry = entryOf(kind);
  const out: Record<string, unknown> = { ...entity };
  for (const field of entry.optionalFields) out[field] ??= null;
  for (const field of entry.listFields) delete out[field];
  return out;
}

/**
 * Each id in `$ids` that names a maintenance target, with its kind (label), name and owner: its
 * carrier's own for kinds a carrier owns directly, its router's for the rest.
 */
export const EQUIPMENT_BY_ID = `UNWIND $ids AS id
CALL (id) {
  ${ENTITY_CATALOGUE.filter((e) => e.maintenanceTarget)
    .map((e) =>
      typeof e.owner === 'string'
        ? `MATCH (e:${e.label} {id: id}) OPTIONAL MATCH (r:Router {id: e.routerId})
  RETURN e, '${e.label}' AS kind, r.carrierId AS carrierId`
        : `MATCH (e:${e.label} {id: id}) RETURN e, '${e.label}' AS kind, e.carrierId AS carrierId`,
    )
    .join('\n  UNION\n  ')}
}
RETURN id, kind, coalesce(e.name, e.model, id) AS name, carrierId, elementId(e) AS elementId`;

/** Of the ids in `$ids`, those no equipment of the catalogue has (column `id`). */
export const UNKNOWN_EQUIPMENT = `UNWIND $ids AS id
WITH id WHERE NOT EXISTS {
  ${ENTITY_CATALOGUE.filter((e) => e.equipment)
    .map((e) => `MATCH (x:${e.label} {id: id}) RETURN x`)
    .join(' UNION ')}
}
RETURN id`;

/**
 * The crossedBy sets of the risk elements named in `$ids` (a map from kind to ids): columns
 * `kind`, `id`, `atoz`, `ztoa`.
 */
export const CROSSED_RISK_ELEMENTS = ENTITY_CATALOGUE.filter((e) => e.riskElement)
  .map(
    (e) => `MATCH (x:${e.label}) WHERE x.id IN coalesce($ids['${e.kind}'], [])
RETURN '${e.kind}' AS kind, x.id AS id, x.crossedByAtoZ AS atoz, x.crossedByZtoA AS ztoa`,
  )
  .join('\nUNION ALL ');

/** Every node of `kind`, as stored (column `row`), by id. */
export function listStatement(kind: CatalogueKind): string {
  return `MATCH (x:${entryOf(kind).label}) RETURN x {.*} AS row ORDER BY x.id`;
}

/**
 * Map-projection entries giving a link (bound to `variable`) the ids of what it crosses, read
 * from its relationships (`, patchPanelIds: [...]`...; null when it crosses none of a kind).
 */
export function linkCrossingProjection(variable: string): string {
  return LINK_CROSSINGS.map(
    (c) =>
      `, ${c.field}: CASE WHEN EXISTS { (${variable})-[:${c.rel}]->(:${c.label}) } ` +
      `THEN COLLECT { MATCH (${variable})-[:${c.rel}]->(x:${c.label}) RETURN x.id ORDER BY x.id } END`,
  ).join('');
}

/**
 * A list of what a link (bound to `variable`) crosses, each `{kind, id, name, carrierId}`, by
 * kind then id: patch panels...
 */
export function linkCrossedElementsExpression(variable: string): string {
  if (LINK_CROSSINGS.length === 0) return '[]';
  return LINK_CROSSINGS.map(
    (c) =>
      `COLLECT { MATCH (${variable})-[:${c.rel}]->(x:${c.label}) ` +
      `RETURN x {kind: '${c.kind}', .id, .name, .carrierId} ORDER BY x.id }`,
  ).join(' + ');
}

/** `PatchPanel` -> `patch_panel`. */
function snakeCase(label: string): string {
  return label.replace(/(?<=[a-z0-9])([A-Z])/g, '_$1').toLowerCase();
}

/**
 * One uniqueness constraint on `id` per kind of the catalogue (named as the numbered migrations
 * name theirs, `patch_panel_id`), so a new kind needs no migration file. Idempotent.
 */
export const CATALOGUE_CONSTRAINTS: readonly string[] = ENTITY_CATALOGUE.map(
  (e) =>
    `CREATE CONSTRAINT ${snakeCase(e.label)}_id IF NOT EXISTS FOR (n:${e.label}) REQUIRE n.id IS UNIQUE`,
);

/**
 * A map projection of the fields of a `kind` stored on its nodes (`l {.id, .name, ...}`), bound
 * to `variable`, from the kind's schema `fields` (list fields left out: they are relationships).
 * Unlike `{.*}` it leaves out what other writers add to the node: on a link the latest live
 * state (twelve properties, two of them datetimes) and the site pairs crossing it
 * (`crossedByAtoZ`, `crossedByZtoA`, ADR 3), which a reader would unpack for every link and then
 * drop. The field names come from a domain schema's keys, never from input, and are checked.
 * `extra` adds entries (`, aRouterId: a.routerId`).
 */
export function storedFieldsProjection(
  kind: CatalogueKind,
  variable: string,
  fields: readonly string[],
  extra = '',
): string {
  const { listFields } = entryOf(kind);
  const stored = fields.filter((field) => !listFields.includes(field));
  for (const field of [variable, ...stored]) {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(field)) {
      throw new Error(`"${field}" is not a property name a projection can hold`);
    }
  }
  return `${variable} {${stored.map((field) => `.${field}`).join(', ')}${extra}}`;
}

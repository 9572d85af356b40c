/**
 * The entity catalogue: what the graph, the carrier uploads, the upload diff and checks, the
 * GraphML export, the CSV tables and the maintenance targets need to know about each kind of a
 * carrier's equipment, written once. Adding a kind is adding an entry here (and its zod schema);
 * docs/architecture.md, "Adding an entity kind", lists the other files.
 *
 * Labels and relationship types are fixed constants: Cypher built from them (apps/api
 * src/db/catalogue-cypher.ts) never contains user text; values always stay parameters.
 */

/** A relationship drawn from a field of the entity to the entity it names. */
export interface EntityReference {
  /** The field holding the other entity's id (or, with `many`, a list of ids). */
  field: string;
  /** The other entity's graph label. */
  label: string;
  /** The relationship type. */
  rel: string;
  /** `in`: (other)-[:REL]->(entity); `out`: (entity)-[:REL]->(other). */
  direction: 'in' | 'out';
  /** The field may be absent: no relationship then. */
  optional?: boolean;
  /** The field is a list of ids: one relationship per id. */
  many?: boolean;
  /** Drawn once every kind is created: the other kind comes later in the catalogue. */
  deferred?: boolean;
}

export interface EntityKindEntry {
  /** The kind as diffs, maintenance targets and GraphML's `entity` name it. */
  kind: string;
  /** Graph label (a fixed constant). */
  label: string;
  /** The key of the kind's list in a topology and in a carrier's slice. */
  sliceKey: string;
  /** The kind as messages name it. */
  what: string;
  /** The id field; every kind is keyed by `id`, unique per label (a graph constraint). */
  id: 'id';
  /**
   * How the carrier owns it: a relationship from the Carrier node, or through its router
   * (`router`: the carrier of the router it sits in).
   */
  owner: { rel: string } | 'router';
  /** Its parent in the chassis (router -> blade -> port), when it has one. */
  parent?: { kind: string; field: string };
  /** Relationships drawn from its fields, created with it and redrawn when it changes. */
  references: readonly EntityReference[];
  /** Fields that may be absent: written as null (removing the property) when unset. */
  optionalFields: readonly string[];
  /** List fields kept out of the node (drawn as relationships elsewhere). */
  listFields: readonly string[];
  /** ISO instants stored as Neo4j datetimes. */
  dateFields: readonly string[];
  /** Units of its measured fields. */
  units: Readonly<Record<string, string>>;
  /** A maintenance window may cover it (an AFFECTS relationship). */
  maintenanceTarget: boolean;
  /**
   * A path crossing it records it (crossedBy sets): a risk element of the paths, a suspect of
   * the diagnosis and a candidate of shared equipment.
   */
  riskElement: boolean;
  /** Shares the equipment id space (routers, backplanes, blades, ports, links, trunks...). */
  equipment: boolean;
}

function entry<const E extends Omit<EntityKindEntry, 'id'>>(e: E): E & { id: 'id' } {
  return { id: 'id', ...e };
}

/** Every kind a carrier owns, in dependency order: a kind comes after those it refers to. */
export const ENTITY_CATALOGUE = [
  entry({
    kind: 'router',
    label: 'Router',
    sliceKey: 'routers',
    what: 'router',
    owner: { rel: 'OWNS' },
    references: [
      { field: 'siteId', label: 'Site', rel: 'HAS_ROUTER', direction: 'in', optional: true },
    ],
    optionalFields: ['siteId'],
    listFields: [],
    dateFields: [],
    units: { lat: 'degrees', lon: 'degrees' },
    maintenanceTarget: true,
    riskElement: true,
    equipment: true,
  }),
  entry({
    kind: 'backplane',
    label: 'Backplane',
    sliceKey: 'backplanes',
    what: 'backplane',
    owner: 'router',
    parent: { kind: 'router', field: 'routerId' },
    references: [{ field: 'routerId', label: 'Router', rel: 'HAS_BACKPLANE', direction: 'in' }],
    optionalFields: [],
    listFields: [],
    dateFields: [],
    units: { capacityBps: 'bit/s' },
    maintenanceTarget: true,
    riskElement: false,
    equipment: true,
  }),
  entry({
    kind: 'blade',
    label: 'Blade',
    sliceKey: 'blades',
    what: 'blade',
    owner: 'router',
    parent: { kind: 'router', field: 'routerId' },
    references: [{ field: 'routerId', label: 'Router', rel: 'HAS_BLADE', direction: 'in' }],
    optionalFields: [],
    listFields: [],
    dateFields: [],
    units: { fabricCapacityBps: 'bit/s' },
    maintenanceTarget: true,
    riskElement: true,
    equipment: true,
  }),
  entry({
    kind: 'port',
    label: 'Port',
    sliceKey: 'ports',
    what: 'port',
    owner: 'router',
    parent: { kind: 'blade', field: 'bladeId' },
    references: [{ field: 'bladeId', label: 'Blade', rel: 'HAS_PORT', direction: 'in' }],
    optionalFields: ['crossConnectCarrierId', 'crossConnectPortId'],
    listFields: [],
    dateFields: [],
    units: { speedBps: 'bit/s' },
    maintenanceTarget: true,
    riskElement: false,
    equipment: true,
  }),
  entry({
    kind: 'patchPanel',
    label: 'PatchPanel',
    sliceKey: 'patchPanels',
    what: 'patch panel',
    owner: { rel: 'OWNS' },
    references: [
      { field: 'siteId', label: 'Site', rel: 'HAS_PATCH_PANEL', direction: 'in', optional: true },
    ],
    optionalFields: ['siteId'],
    listFields: [],
    dateFields: [],
    units: {},
    maintenanceTarget: true,
    riskElement: true,
    equipment: true,
  }),
  entry({
    kind: 'link',
    label: 'Link',
    sliceKey: 'links',
    what: 'link',
    owner: { rel: 'OWNS' },
    references: [
      { field: 'aPortId', label: 'Port', rel: 'A_END', direction: 'out' },
      { field: 'zPortId', label: 'Port', rel: 'Z_END', direction: 'out' },
      {
        field: 'patchPanelIds',
        label: 'PatchPanel',
        rel: 'VIA',
        direction: 'out',
        optional: true,
        many: true,
      },
      {
        field: 'trunkId',
        label: 'Trunk',
        rel: 'MEMBER_OF',
        direction: 'out',
        optional: true,
        deferred: true,
      },
    ],
    optionalFields: ['rttMs', 'lengthKm', 'trunkId', 'patchPanelIds'],
    listFields: [],
    dateFields: [],
    units: { capacityBps: 'bit/s', rttMs: 'ms', lengthKm: 'km' },
    maintenanceTarget: true,
    riskElement: true,
    equipment: true,
  }),
  entry({
    kind: 'trunk',
    label: 'Trunk',
    sliceKey: 'trunks',
    what: 'trunk',
    owner: { rel: 'OWNS' },
    references: [],
    optionalFields: [],
    // Drawn as (link)-[:MEMBER_OF]->(trunk) from each member link's `trunkId`.
    listFields: ['memberLinkIds'],
    dateFields: [],
    units: {},
    maintenanceTarget: true,
    riskElement: true,
    equipment: true,
  }),
  entry({
    kind: 'maintenance',
    label: 'Maintenance',
    sliceKey: 'maintenances',
    what: 'maintenance window',
    owner: { rel: 'ANNOUNCES' },
    references: [],
    optionalFields: [],
    // Drawn as (maintenance)-[:AFFECTS]->(equipment) for each maintenance target.
    listFields: ['equipmentIds'],
    dateFields: ['startsAt', 'endsAt'],
    units: { startsAt: 'ISO 8601 instant', endsAt: 'ISO 8601 instant' },
    maintenanceTarget: false,
    riskElement: false,
    equipment: false,
  }),
] as const;

export type CatalogueEntry = (typeof ENTITY_CATALOGUE)[number];
/** A kind of the catalogue: `router`, `blade`, `link`... */
export type CatalogueKind = CatalogueEntry['kind'];
/** A kind's list key in a topology and in a carrier's slice: `routers`, `blades`... */
export type CatalogueSliceKey = CatalogueEntry['sliceKey'];
/** A kind's graph label: `Router`, `Blade`... */
export type CatalogueLabel = CatalogueEntry['label'];

/** The catalogue kinds, in dependency order. */
export const CATALOGUE_KINDS = ENTITY_CATALOGUE.map((e) => e.kind) as readonly CatalogueKind[];

/** A kind a path crossing records. */
export type RiskElementKind = Extract<CatalogueEntry, { riskElement: true }>['kind'];

/** A kind's entry. */
export function catalogueEntry(kind: CatalogueKind): EntityKindEntry {
  const found = ENTITY_CATALOGUE.find((e) => e.kind === kind);
  if (found === undefined) throw new Error(`no entity kind '${kind}' in the catalogue`);
  return found;
}

/** Labels of the kinds a maintenance window may cover, in dependency order. */
export const MAINTENANCE_TARGET_LABELS: readonly CatalogueLabel[] = ENTITY_CATALOGUE.filter(
  (e) => e.maintenanceTarget,
).map((e) => e.label);

/** Kinds a path crossing records (crossedBy sets): risk elements, suspects, shared equipment. */
export const RISK_ELEMENT_KINDS = ENTITY_CATALOGUE.filter((e) => e.riskElement).map(
  (e) => e.kind,
) as readonly RiskElementKind[];

/** Slice keys of the kinds sharing the equipment id space, in dependency order. */
export const EQUIPMENT_SLICE_KEYS: readonly CatalogueSliceKey[] = ENTITY_CATALOGUE.filter(
  (e) => e.equipment,
).map((e) => e.sliceKey);

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
  /** Its plural as people read it ("patch panels"): diff and table headings. */
  plural: string;
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
  /**
   * For a risk element: its place among suspects and shared equipment, most specific first (a
   * shared patch panel says more than a shared link, a link more than a router).
   */
  suspectRank?: number;
  /**
   * Its list is optional in a topology and a carrier upload (a kind added after the first
   * format, such as patch panels): read, checked and exported by iterating the catalogue.
   */
  optionalList?: boolean;
  /** Its own CSV export, `GET /api/exports/<csvTable>.csv` (docs/reports.md). */
  csvTable?: string;
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
    plural: 'routers',
    owner: { rel: 'OWNS' },
    references: [
      { field: 'siteId', label: 'Site', rel: 'HAS_ROUTER', direction: 'in', optional: true },
    ],
    optionalFields: ['siteId', 'collectorNames', 'deviceLabel', 'portMatch'],
    listFields: [],
    dateFields: [],
    units: { lat: 'degrees', lon: 'degrees' },
    maintenanceTarget: true,
    riskElement: true,
    suspectRank: 4,
    equipment: true,
  }),
  entry({
    kind: 'backplane',
    label: 'Backplane',
    sliceKey: 'backplanes',
    what: 'backplane',
    plural: 'backplanes',
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
    plural: 'blades',
    owner: 'router',
    parent: { kind: 'router', field: 'routerId' },
    references: [{ field: 'routerId', label: 'Router', rel: 'HAS_BLADE', direction: 'in' }],
    optionalFields: [],
    listFields: [],
    dateFields: [],
    units: { fabricCapacityBps: 'bit/s' },
    maintenanceTarget: true,
    riskElement: true,
    suspectRank: 3,
    equipment: true,
  }),
  entry({
    kind: 'port',
    label: 'Port',
    sliceKey: 'ports',
    what: 'port',
    plural: 'ports',
    owner: 'router',
    parent: { kind: 'blade', field: 'bladeId' },
    references: [{ field: 'bladeId', label: 'Blade', rel: 'HAS_PORT', direction: 'in' }],
    optionalFields: [
      'crossConnectCarrierId',
      'crossConnectPortId',
      'ifIndex',
      'ifAlias',
      'addresses',
    ],
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
    plural: 'patch panels',
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
    suspectRank: 0,
    equipment: true,
    optionalList: true,
    csvTable: 'patch-panels',
  }),
  entry({
    kind: 'link',
    label: 'Link',
    sliceKey: 'links',
    what: 'link',
    plural: 'links',
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
    suspectRank: 1,
    equipment: true,
  }),
  entry({
    kind: 'trunk',
    label: 'Trunk',
    sliceKey: 'trunks',
    what: 'trunk',
    plural: 'trunks',
    owner: { rel: 'OWNS' },
    references: [],
    optionalFields: [],
    // Drawn as (link)-[:MEMBER_OF]->(trunk) from each member link's `trunkId`.
    listFields: ['memberLinkIds'],
    dateFields: [],
    units: {},
    maintenanceTarget: true,
    riskElement: true,
    suspectRank: 2,
    equipment: true,
  }),
  entry({
    kind: 'maintenance',
    label: 'Maintenance',
    sliceKey: 'maintenances',
    what: 'maintenance window',
    plural: 'maintenance windows',
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

/** A risk element's place among suspects and shared equipment, most specific first. */
export const SUSPECT_RANK = Object.fromEntries(
  ENTITY_CATALOGUE.filter((e) => e.riskElement).map((e) => [e.kind, e.suspectRank]),
) as Readonly<Record<RiskElementKind, number>>;

/** A kind's plural as people read it ("patch panels"). */
export function pluralOf(kind: CatalogueKind): string {
  return catalogueEntry(kind).plural;
}

type LinkEntry = Extract<CatalogueEntry, { kind: 'link' }>;
type LinkCrossingRef = Extract<LinkEntry['references'][number], { many: true }>;
/** A link's field listing the elements it crosses: `patchPanelIds`... */
export type LinkCrossingField = LinkCrossingRef['field'];
/** A kind links cross (a link lists its ids): `patchPanel`... */
export type LinkCrossedKind = Extract<CatalogueEntry, { label: LinkCrossingRef['label'] }>['kind'];
/** The slice key of a kind links cross: `patchPanels`... */
export type LinkCrossedSliceKey = Extract<CatalogueEntry, { kind: LinkCrossedKind }>['sliceKey'];

/** A kind links cross: the link's field listing them, the kind, its label and relationship. */
export interface LinkCrossing {
  field: LinkCrossingField;
  kind: LinkCrossedKind;
  sliceKey: LinkCrossedSliceKey;
  label: string;
  rel: string;
}

/**
 * The kinds links cross, from the link's listed references (`many`): a path crossing the link
 * crosses them too, so they are risk elements, suspects and shared equipment.
 */
export const LINK_CROSSINGS: readonly LinkCrossing[] = ENTITY_CATALOGUE.flatMap((e) =>
  e.kind === 'link' ? e.references : [],
)
  .filter((ref): ref is LinkCrossingRef => 'many' in ref)
  .flatMap((ref) =>
    ENTITY_CATALOGUE.filter(
      (e): e is Extract<CatalogueEntry, { label: LinkCrossingRef['label'] }> =>
        e.label === ref.label,
    ).map((target) => ({
      field: ref.field,
      kind: target.kind,
      sliceKey: target.sliceKey,
      label: ref.label,
      rel: ref.rel,
    })),
  );

/** Whether links cross elements of this kind (a patch panel). */
export function isLinkCrossed(kind: string): kind is LinkCrossedKind {
  return LINK_CROSSINGS.some((c) => c.kind === kind);
}

/** The elements a link crosses, with their kinds: its patch panels... */
export function linkCrossedElements(
  link: Readonly<Partial<Record<LinkCrossingField, readonly string[]>>>,
): { kind: LinkCrossedKind; id: string }[] {
  return LINK_CROSSINGS.flatMap((c) => (link[c.field] ?? []).map((id) => ({ kind: c.kind, id })));
}

/** The ids of the links crossing the element `kind`/`id` (a patch panel's links). */
export function linksCrossing(
  links: readonly (Parameters<typeof linkCrossedElements>[0] & { id: string })[],
  kind: LinkCrossedKind,
  id: string,
): string[] {
  return links.flatMap((link) =>
    linkCrossedElements(link).some((e) => e.kind === kind && e.id === id) ? [link.id] : [],
  );
}

/** Slice keys of the kinds whose list is optional in a topology and an upload. */
export type OptionalSliceKey = Extract<CatalogueEntry, { optionalList: true }>['sliceKey'];
/** The catalogue entries whose list is optional in a topology and an upload. */
export const OPTIONAL_LIST_ENTRIES = ENTITY_CATALOGUE.filter(
  (e): e is Extract<CatalogueEntry, { optionalList: true }> =>
    'optionalList' in e && e.optionalList,
);

/** The entries with a CSV table of their own (patch panels...). */
export const CSV_TABLE_ENTRIES = ENTITY_CATALOGUE.filter(
  (e): e is Extract<CatalogueEntry, { csvTable: string }> => 'csvTable' in e,
);
/** A CSV table of a kind of the catalogue: `patch-panels`... */
export type CatalogueCsvTable = Extract<CatalogueEntry, { csvTable: string }>['csvTable'];

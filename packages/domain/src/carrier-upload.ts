import { z } from 'zod';
import { CATALOGUE_KINDS, type CatalogueKind } from './catalogue.js';
import { carrierIdSchema, entityIdSchema, siteIdSchema } from './ids.js';
import { linkCrossingFields } from './link.js';
import { maintenanceBehaviourSchema } from './maintenance.js';
import {
  collectorNamesSchema,
  ifAliasSchema,
  ifIndexSchema,
  portMatchSchema,
  promLabelNameSchema,
} from './equipment.js';
import { latitudeSchema, longitudeSchema } from './units.js';

/**
 * What a carrier uploads about its own equipment (docs/carrier-upload.md). The document is the
 * whole of the carrier's equipment: what it leaves out is removed. Equipment nests as it sits
 * in the chassis (router, backplane, blades, ports); links, trunks and maintenance windows refer
 * to ports, links and equipment by id. A link's end may be another carrier's port, by id, when
 * that carrier declares the cross-connect in its own document (`crossConnects`).
 */
export const CARRIER_UPLOAD_FORMAT = 'tiermap-carrier/1';

/** Upper bounds that keep one upload within what one transaction should hold. */
export const UPLOAD_LIMITS = {
  routers: 50_000,
  bladesPerRouter: 64,
  portsPerBlade: 512,
  links: 100_000,
  trunks: 20_000,
  membersPerTrunk: 64,
  maintenances: 5_000,
  equipmentPerMaintenance: 10_000,
  crossConnects: 100_000,
  patchPanels: 50_000,
  /** Per link, per kind it crosses (patch panels...). */
  crossedPerLink: 16,
} as const;

const name = z.string().trim().min(1, 'must not be empty').max(200);
/** A capacity or speed, bits per second: a finite number above 0. */
const positiveBps = z.number().finite().positive('must be above 0');
const label = z.string().trim().min(1, 'must not be empty').max(100);

/**
 * How the carrier's devices and interfaces are named in the series its collectors write: the
 * Prometheus label that names the device (default `device`; snmp_exporter's documented set-up
 * uses `instance`) and which interface label a port is matched by (default `ifName`).
 */
export const uploadCollectorsSchema = z.strictObject({
  deviceLabel: promLabelNameSchema.optional(),
  portMatch: portMatchSchema.optional(),
});

const ipAddress = z.union([z.ipv4(), z.ipv6()], {
  error: 'must be an IPv4 or IPv6 address, e.g. 192.0.2.1 or 2001:db8::1',
});

/** A physical interface on a blade. NetBox: Interface. */
export const uploadPortSchema = z.strictObject({
  id: entityIdSchema,
  /** The interface name as the device knows it, e.g. `xe-1/0/0`. */
  name: label,
  speedBps: positiveBps,
  /** The interface's SNMP ifIndex, as collectors label it (snmp_exporter's `ifIndex`). */
  ifIndex: ifIndexSchema.optional(),
  /** The interface's description on the device (IF-MIB ifAlias). */
  ifAlias: ifAliasSchema.optional(),
  /**
   * The IP addresses the interface answers on (IPv4 or IPv6, at most 16): how a traceroute hop
   * is matched to the port's router.
   */
  addresses: z.array(ipAddress).max(16).optional(),
});

/** A line card in a slot, with its ports. NetBox: Module. */
export const uploadBladeSchema = z.strictObject({
  id: entityIdSchema,
  slot: z.number().int().nonnegative(),
  model: label,
  /** Capacity of the blade's connection to the backplane, bits per second. */
  fabricCapacityBps: positiveBps,
  ports: z.array(uploadPortSchema).max(UPLOAD_LIMITS.portsPerBlade).default([]),
});

/** A router with its fabric and blades. NetBox: Device. */
export const uploadRouterSchema = z.strictObject({
  id: entityIdSchema,
  name,
  vendor: label,
  model: label,
  os: label,
  /** City or point of presence, for people. */
  location: name,
  lat: latitudeSchema,
  lon: longitudeSchema,
  /** Set when the router is the border router of a site this carrier operates. */
  siteId: siteIdSchema.optional(),
  /**
   * The values collectors label this device with (snmp_exporter's `instance`, the scrape target
   * such as `192.0.2.10`; Telegraf's `agent_host`), besides its id and name.
   */
  collectorNames: collectorNamesSchema.optional(),
  backplane: z.strictObject({
    id: entityIdSchema,
    /** Total switching capacity of the fabric, bits per second. */
    capacityBps: positiveBps,
  }),
  blades: z.array(uploadBladeSchema).max(UPLOAD_LIMITS.bladesPerRouter).default([]),
});

/**
 * A link or circuit between two ports. An end on another carrier's port needs that carrier's
 * cross-connect for it. NetBox: Cable, Circuit.
 */
export const uploadLinkSchema = z.strictObject({
  id: entityIdSchema,
  name,
  aPortId: entityIdSchema,
  zPortId: entityIdSchema,
  /** Usable capacity, bits per second. */
  capacityBps: positiveBps,
  /** Round-trip time across this link alone, milliseconds. */
  rttMs: z.number().finite().nonnegative().optional(),
  lengthKm: z.number().finite().nonnegative().optional(),
  /** The carrier's patch panels (and any other kind links cross) the link crosses. */
  ...linkCrossingFields(UPLOAD_LIMITS.crossedPerLink),
});

/** A passive cross-connect links cross, at a site or point of presence. */
export const uploadPatchPanelSchema = z.strictObject({
  id: entityIdSchema,
  name,
  /** City or point of presence, for people. */
  location: name,
  /** Set when the panel stands at a site. */
  siteId: siteIdSchema.optional(),
});

/**
 * This carrier's consent to another carrier's link ending on one of its ports: the port, the
 * carrier whose link may end on it, and the port at that link's other end. A link may end on
 * another carrier's port only when that carrier declares the matching cross-connect.
 */
export const uploadCrossConnectSchema = z.strictObject({
  /** One of this document's ports. */
  portId: entityIdSchema,
  /** The carrier whose link may end on `portId`. */
  carrier: carrierIdSchema,
  /** The port at that link's other end (the other carrier's, or a third carrier's). */
  peerPortId: entityIdSchema,
});

/** Member links bundled into one logical link. NetBox: LAG. */
export const uploadTrunkSchema = z.strictObject({
  id: entityIdSchema,
  name,
  memberLinkIds: z
    .array(entityIdSchema)
    .min(2, 'a trunk bundles at least two links')
    .max(UPLOAD_LIMITS.membersPerTrunk),
});

/** A scheduled intervention on some of the carrier's own equipment. */
export const uploadMaintenanceSchema = z
  .strictObject({
    id: entityIdSchema,
    title: z.string().trim().min(1, 'must not be empty').max(500),
    /** ISO 8601 instant with its offset, e.g. `2026-12-01T06:00:00Z`. */
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    behaviour: maintenanceBehaviourSchema.default('mute'),
    /** Ids of the carrier's routers, backplanes, blades, ports, links or trunks it covers. */
    equipmentIds: z.array(entityIdSchema).min(1).max(UPLOAD_LIMITS.equipmentPerMaintenance),
  })
  .refine((m) => Date.parse(m.endsAt) > Date.parse(m.startsAt), {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });

/** The whole upload document. */
export const carrierUploadSchema = z.strictObject({
  format: z.literal(CARRIER_UPLOAD_FORMAT, {
    error: `must be "${CARRIER_UPLOAD_FORMAT}"`,
  }),
  /** The carrier the document describes; it must be the one uploaded to. */
  carrier: carrierIdSchema,
  /** How collectors name this carrier's devices and interfaces; absent: `device` and `ifName`. */
  collectors: uploadCollectorsSchema.optional(),
  routers: z.array(uploadRouterSchema).max(UPLOAD_LIMITS.routers).default([]),
  patchPanels: z.array(uploadPatchPanelSchema).max(UPLOAD_LIMITS.patchPanels).optional(),
  links: z.array(uploadLinkSchema).max(UPLOAD_LIMITS.links).default([]),
  trunks: z.array(uploadTrunkSchema).max(UPLOAD_LIMITS.trunks).default([]),
  maintenances: z.array(uploadMaintenanceSchema).max(UPLOAD_LIMITS.maintenances).default([]),
  /** Other carriers' links this carrier lets end on its ports. */
  crossConnects: z.array(uploadCrossConnectSchema).max(UPLOAD_LIMITS.crossConnects).default([]),
});
export type CarrierUpload = z.infer<typeof carrierUploadSchema>;
/** The document as written, before defaults are filled in. */
export type CarrierUploadInput = z.input<typeof carrierUploadSchema>;
export type UploadRouter = z.infer<typeof uploadRouterSchema>;
export type UploadBlade = z.infer<typeof uploadBladeSchema>;
export type UploadPort = z.infer<typeof uploadPortSchema>;
export type UploadLink = z.infer<typeof uploadLinkSchema>;
export type UploadPatchPanel = z.infer<typeof uploadPatchPanelSchema>;
export type UploadTrunk = z.infer<typeof uploadTrunkSchema>;
export type UploadMaintenance = z.infer<typeof uploadMaintenanceSchema>;
export type UploadCrossConnect = z.infer<typeof uploadCrossConnectSchema>;

/** The columns of a bulk port CSV; each row is one port of one of the carrier's blades. */
export const PORT_CSV_COLUMNS = ['bladeId', 'id', 'name', 'speedBps'] as const;

/** One problem found in an upload: where, and what to do about it. */
export const uploadProblemSchema = z.object({
  /** Field path in the document, e.g. `routers[3].blades[0].fabricCapacityBps`. */
  path: z.string(),
  /** 1-based line and column in the file (YAML, JSON or CSV), when known. */
  line: z.number().int().positive().optional(),
  column: z.number().int().positive().optional(),
  message: z.string(),
});
export type UploadProblem = z.infer<typeof uploadProblemSchema>;

/** The kinds an upload creates, changes and removes: the entity catalogue's. */
export const uploadEntityKindSchema = z.enum(
  CATALOGUE_KINDS as [CatalogueKind, ...CatalogueKind[]],
);
export type UploadEntityKind = z.infer<typeof uploadEntityKindSchema>;

const fieldValues = z.record(z.string(), z.unknown());

/** What an upload changes, per entity kind, with the values before and after. */
export const uploadDiffSchema = z.object({
  created: z.array(z.object({ kind: uploadEntityKindSchema, id: z.string(), after: fieldValues })),
  changed: z.array(
    z.object({
      kind: uploadEntityKindSchema,
      id: z.string(),
      /** The fields that differ. */
      fields: z.array(z.string()),
      before: fieldValues,
      after: fieldValues,
    }),
  ),
  removed: z.array(z.object({ kind: uploadEntityKindSchema, id: z.string(), before: fieldValues })),
  /**
   * Per kind, how many are created, changed and removed; a kind added later (patch panels) is
   * absent from versions recorded before it.
   */
  counts: z.partialRecord(
    uploadEntityKindSchema,
    z.object({ created: z.number().int(), changed: z.number().int(), removed: z.number().int() }),
  ),
});
export type UploadDiff = z.infer<typeof uploadDiffSchema>;

/** One recorded upload: a version of the carrier's equipment. */
export const uploadRecordSchema = z.object({
  id: entityIdSchema,
  carrierId: carrierIdSchema,
  /** The token's name (and role) that uploaded it. */
  uploadedBy: z.string(),
  /** ISO 8601 instant, UTC. */
  uploadedAt: z.string(),
  /** `sha256:<hex>` of the file as sent. */
  checksum: z.string(),
  format: z.enum(['yaml', 'json', 'csv']),
  /** Set when this version restores an earlier one. */
  restoredFrom: entityIdSchema.nullable(),
  counts: uploadDiffSchema.shape.counts,
});
export type UploadRecord = z.infer<typeof uploadRecordSchema>;

/** `POST /api/carriers/{carrierId}/uploads` answers this, dry run or not. */
export const uploadResultSchema = z.object({
  dryRun: z.boolean(),
  /** False when the document matches what is stored: nothing was (or would be) written. */
  changed: z.boolean(),
  /** The version written; null for a dry run or when nothing changed. */
  upload: uploadRecordSchema.nullable(),
  diff: uploadDiffSchema,
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** `GET /api/carriers/{carrierId}/uploads`: newest first. */
export const uploadListSchema = z.object({ uploads: z.array(uploadRecordSchema) });
export type UploadList = z.infer<typeof uploadListSchema>;

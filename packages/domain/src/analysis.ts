import { z } from 'zod';
import { RISK_ELEMENT_KINDS, type RiskElementKind } from './catalogue.js';
import { carrierIdSchema, entityIdSchema, siteIdSchema } from './ids.js';
import { bitsPerSecondSchema, directionSchema } from './units.js';

/**
 * The kinds of equipment the graph questions are asked about: those a path crossing records,
 * the entity catalogue's risk elements.
 */
export const equipmentKindSchema = z.enum(
  RISK_ELEMENT_KINDS as [RiskElementKind, ...RiskElementKind[]],
);
export type EquipmentKind = z.infer<typeof equipmentKindSchema>;

/** One piece of equipment on the paths of two or more of the sites asked about. */
export const sharedEquipmentSchema = z.object({
  kind: equipmentKindSchema,
  id: entityIdSchema,
  name: z.string(),
  carrierId: carrierIdSchema,
  /** The sites asked about whose paths cross it, sorted. */
  sites: z.array(siteIdSchema),
  /** The paths (of the sites asked about) that cross it, sorted. */
  paths: z.array(entityIdSchema),
  /** Directions in which those paths cross it. */
  directions: z.array(directionSchema),
  /** Other sites (not asked about) whose paths also cross it: it is less suspect. */
  otherSites: z.array(siteIdSchema),
  otherSiteCount: z.number().int().nonnegative(),
});
export type SharedEquipment = z.infer<typeof sharedEquipmentSchema>;

export const sharedResponseSchema = z.object({
  sites: z.array(siteIdSchema),
  direction: z.enum(['AtoZ', 'ZtoA', 'both']),
  shared: z.array(sharedEquipmentSchema),
});
export type SharedResponse = z.infer<typeof sharedResponseSchema>;

/**
 * The live traffic a blade moves through its connection to the fabric, bits per second: `inBps`
 * arrives at the router on the blade's port links (entering the fabric), `outBps` leaves on them.
 * The connection is full duplex, so its load is the larger of the two.
 */
export const bladeLiveSchema = z.object({
  inBps: z.number().nonnegative(),
  outBps: z.number().nonnegative(),
  /** max(inBps, outBps). */
  loadBps: z.number().nonnegative(),
  /** Link directions that had a measurement, out of `expected` (two per linked port). */
  measured: z.number().int().nonnegative(),
  expected: z.number().int().nonnegative(),
  /** True when any measurement used is stale. */
  stale: z.boolean(),
  /** loadBps / the blade's fabric capacity. */
  ratio: z.number().nonnegative(),
  /** The live load exceeds the fabric connection. */
  overload: z.boolean(),
});
export type BladeLive = z.infer<typeof bladeLiveSchema>;

export const bladeLoadSchema = z.object({
  id: entityIdSchema,
  routerId: entityIdSchema,
  slot: z.number().int().nonnegative(),
  model: z.string(),
  portCount: z.number().int().nonnegative(),
  /** Sum of the speeds of the blade's ports, bits per second. */
  portCapacityBps: bitsPerSecondSchema,
  fabricCapacityBps: bitsPerSecondSchema,
  /** portCapacityBps / fabricCapacityBps; 2 means 2:1 oversubscribed. */
  ratio: z.number().nonnegative(),
  oversubscribed: z.boolean(),
  /** The blade's live load now; absent when no link on its ports has a measurement. */
  live: bladeLiveSchema.optional(),
});
export type BladeLoad = z.infer<typeof bladeLoadSchema>;

export const backplaneLoadSchema = z.object({
  id: entityIdSchema,
  routerId: entityIdSchema,
  bladeCount: z.number().int().nonnegative(),
  /** Sum of the blades' fabric connections, bits per second. */
  bladeFabricCapacityBps: bitsPerSecondSchema,
  capacityBps: bitsPerSecondSchema,
  ratio: z.number().nonnegative(),
  oversubscribed: z.boolean(),
  /**
   * The live load through the backplane: the larger of the blades' summed `inBps` and summed
   * `outBps`; absent when no blade of the router has a measurement.
   */
  liveLoadBps: z.number().nonnegative().optional(),
  /** The live load exceeds the backplane's capacity. */
  liveOverload: z.boolean().optional(),
});
export type BackplaneLoad = z.infer<typeof backplaneLoadSchema>;

export const oversubscriptionResponseSchema = z.object({
  threshold: z.number().nonnegative(),
  blades: z.array(bladeLoadSchema),
  backplanes: z.array(backplaneLoadSchema),
});
export type OversubscriptionResponse = z.infer<typeof oversubscriptionResponseSchema>;

/** The largest page `GET /api/analysis/oversubscription` answers (`limit`). */
export const OVERSUBSCRIPTION_MAX_LIMIT = 1000;

/**
 * One page of `GET /api/analysis/oversubscription`: up to `limit` blades and up to `limit`
 * backplanes from `offset` in the chosen order, after the carrier and `only` filters; `total*`
 * count what the filters keep, and `nextOffset` is there while either list has more.
 */
export const oversubscriptionPageSchema = oversubscriptionResponseSchema.extend({
  page: z.object({
    limit: z.number().int().positive(),
    offset: z.number().int().nonnegative(),
    totalBlades: z.number().int().nonnegative(),
    totalBackplanes: z.number().int().nonnegative(),
    nextOffset: z.number().int().positive().optional(),
  }),
});
export type OversubscriptionPage = z.infer<typeof oversubscriptionPageSchema>;

export const trunkMemberSchema = z.object({
  linkId: entityIdSchema,
  name: z.string(),
  capacityBps: bitsPerSecondSchema,
  aRouterId: entityIdSchema,
  zRouterId: entityIdSchema,
  aBladeId: entityIdSchema,
  zBladeId: entityIdSchema,
});
export type TrunkMember = z.infer<typeof trunkMemberSchema>;

export const trunkWarningSchema = z.object({
  /**
   * `same-blade`: every member ends on one blade at one end, so one card failure takes the
   * whole trunk down; `same-router`: the members end on different blades of one router (the
   * router is still a shared risk); `unequal-speeds`: members of different speeds, which load
   * sharing handles badly.
   */
  code: z.enum(['same-blade', 'same-router', 'unequal-speeds']),
  severity: z.enum(['warning', 'info']),
  /** The end of the trunk the warning is about, when it is about one end. */
  end: z.enum(['A', 'Z']).optional(),
  message: z.string(),
});
export type TrunkWarning = z.infer<typeof trunkWarningSchema>;

export const trunkReportSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  carrierId: carrierIdSchema,
  capacityBps: bitsPerSecondSchema,
  members: z.array(trunkMemberSchema),
  warnings: z.array(trunkWarningSchema),
});
export type TrunkReport = z.infer<typeof trunkReportSchema>;

/** One member's part of a trunk's load in one direction. */
export const memberShareSchema = z.object({
  linkId: entityIdSchema,
  name: z.string(),
  /** The member's load in this direction of the trunk, bits per second. */
  bps: z.number().nonnegative(),
  /** bps / the trunk's load in this direction. */
  share: z.number().nonnegative(),
});
export type MemberShare = z.infer<typeof memberShareSchema>;

/** How one direction of a trunk's live load is shared between its members, and the verdict. */
export const trunkDirectionBalanceSchema = z.object({
  /** The trunk's direction: AtoZ from the A end of its (first) member. */
  direction: directionSchema,
  totalBps: z.number().nonnegative(),
  /** The members with a measurement in this direction. */
  members: z.array(memberShareSchema),
  /** The member carrying the largest share. */
  top: memberShareSchema.optional(),
  /** One member carries more than `lopsidedShare` of a load of at least `minLoadBps`. */
  lopsided: z.boolean(),
  /** Why the direction was not judged: a member without data, or too little load. */
  notJudged: z.enum(['missing-data', 'below-floor']).optional(),
});
export type TrunkDirectionBalance = z.infer<typeof trunkDirectionBalanceSchema>;

/** The lopsided-trunk rule the verdicts were judged by. */
export const lopsidedRuleSchema = z.object({
  /** A direction is lopsided when one member carries more than this share of its load. */
  lopsidedShare: z.number().positive().max(1),
  /** Below this total load (per direction) a direction is not judged, bits per second. */
  minLoadBps: z.number().nonnegative(),
});
export type LopsidedRule = z.infer<typeof lopsidedRuleSchema>;

/** A trunk with its live load sharing judged. */
export const trunkBalanceReportSchema = trunkReportSchema.extend({
  /** Both directions, AtoZ first. */
  balance: z.array(trunkDirectionBalanceSchema),
  /** Some direction is lopsided. */
  lopsided: z.boolean(),
  /** The largest top share of a lopsided direction; 0 when not lopsided. */
  worstShare: z.number().nonnegative(),
  /** The member carrying most of the worst lopsided direction, when lopsided. */
  worstLinkId: entityIdSchema.optional(),
});
export type TrunkBalanceReport = z.infer<typeof trunkBalanceReportSchema>;

export const trunksResponseSchema = z.object({
  rule: lopsidedRuleSchema,
  trunks: z.array(trunkBalanceReportSchema),
});
export type TrunksResponse = z.infer<typeof trunksResponseSchema>;

export const whatIfRequestSchema = z.object({
  /** Ids of routers, backplanes, blades, ports, links or trunks to fail. */
  fail: z.array(entityIdSchema).min(1, 'name at least one piece of equipment').max(500),
});
export type WhatIfRequest = z.infer<typeof whatIfRequestSchema>;

export const whatIfPathSchema = z.object({
  pathId: entityIdSchema,
  aSiteId: siteIdSchema,
  zSiteId: siteIdSchema,
  direction: directionSchema,
  /**
   * `intact`: nothing on the route failed; `degraded`: some but not all members of a trunk on
   * it failed; `rerouted`: the route broke but another route exists; `broken`: no route is left.
   */
  status: z.enum(['intact', 'degraded', 'rerouted', 'broken']),
  /** The failed equipment on the route, for degraded, rerouted and broken routes. */
  failedOnRoute: z.array(entityIdSchema),
  /** The shortest remaining route (fewest hops) when rerouted. */
  alternative: z
    .object({ routerIds: z.array(entityIdSchema), linkIds: z.array(entityIdSchema) })
    .optional(),
  /**
   * For a rerouted route, the traffic that moves to the alternative, bits per second: the live
   * rate of the least loaded hop of the old route (the path's traffic crosses every hop, so it
   * is at most that). `null` when no hop of the old route has a fresh live rate.
   */
  movedBps: bitsPerSecondSchema.nullable().optional(),
});
export type WhatIfPath = z.infer<typeof whatIfPathSchema>;

export const whatIfLandingSchema = z.object({
  linkId: entityIdSchema,
  direction: directionSchema,
  /** The paths whose rerouted traffic lands here, in this direction. */
  pathIds: z.array(entityIdSchema),
  /** The moved traffic added, bits per second; `null` when a moved path has no live rate. */
  addedBps: bitsPerSecondSchema.nullable(),
  /** The link direction's fresh live rate now, bits per second; `null` without one. */
  currentBps: bitsPerSecondSchema.nullable(),
  capacityBps: bitsPerSecondSchema,
  /** (current + added) / capacity; `null` when either is unknown. */
  resultingUtilization: z.number().nonnegative().nullable(),
});
export type WhatIfLanding = z.infer<typeof whatIfLandingSchema>;

export const whatIfResponseSchema = z.object({
  /** What was failed, and everything that fails with it (a router takes its blades, ports and links). */
  failed: z.array(entityIdSchema),
  paths: z.array(whatIfPathSchema),
  /** Sites left with no route in at least one direction. */
  sitesDisconnected: z.array(siteIdSchema),
  /**
   * Where rerouted traffic lands: each link direction of an alternative route that the old
   * route did not cross, with the traffic added and the utilization it would reach.
   */
  landing: z.array(whatIfLandingSchema),
});
export type WhatIfResponse = z.infer<typeof whatIfResponseSchema>;

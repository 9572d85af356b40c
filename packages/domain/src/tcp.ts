import { z } from 'zod';
import { entityIdSchema, siteIdSchema } from './ids.js';
import { bitsPerSecondSchema, millisecondsSchema } from './units.js';

/** The window asked about when none is given: 64 KB, the largest without window scaling. */
export const DEFAULT_TCP_WINDOW_BYTES = 65_536;
/** Standard Ethernet MTU; the MSS is 40 bytes less. */
export const DEFAULT_MTU_BYTES = 1500;

/** A TCP window in bytes: up to 1 GiB, the most window scaling (shift 14) allows. */
export const windowBytesSchema = z
  .number()
  .int()
  .positive()
  .max(2 ** 30);
/** An MTU in bytes, from IPv4's 576 to 64 KiB (jumbo frames are 9000). */
export const mtuBytesSchema = z.number().int().min(576).max(65_535);

/**
 * A measured rate of one path direction, from a perfSONAR-style measurement or the live link
 * data; `rttMs` when the measurement saw the round trip itself.
 */
export const tcpObservationSchema = z.object({
  throughputBps: bitsPerSecondSchema.nullable(),
  lossRatio: z.number().min(0).max(1).nullable(),
  retransmissions: z.number().int().nonnegative().optional(),
  rttMs: millisecondsSchema.optional(),
  source: z.enum(['measurement', 'live']),
  /** When it was measured, epoch milliseconds. */
  atMs: z.number(),
});
export type TcpObservation = z.infer<typeof tcpObservationSchema>;

export const tcpDiagnosisCodeSchema = z.enum([
  'window-limited',
  'loss-limited',
  'capacity',
  'none',
]);
export type TcpDiagnosisCodeName = z.infer<typeof tcpDiagnosisCodeSchema>;

/** What the observed rate says, e.g. "window-limited at 64 KB: …". */
export const tcpDiagnosisSchema = z.object({ code: tcpDiagnosisCodeSchema, message: z.string() });
export type TcpDiagnosisDto = z.infer<typeof tcpDiagnosisSchema>;

/**
 * What TCP can do along one direction of one path (see docs/tcp.md). Figures are null when the
 * RTT or the bottleneck is unknown (a link without `rttMs`, a path without hops).
 */
export const tcpDirectionSchema = z.object({
  fromSiteId: siteIdSchema,
  toSiteId: siteIdSchema,
  /** Sum over hops of the link RTTs (a trunk hop counts its slowest member). */
  rttMs: z.number().nullable(),
  /** The smallest hop capacity (a trunk hop's members add up), bits per second. */
  bottleneckCapacityBps: z.number().nullable(),
  /** The MTU less 40 bytes of IPv4 and TCP headers. */
  mssBytes: z.number(),
  /** Bandwidth-delay product C x RTT, bytes. */
  bdpBytes: z.number().nullable(),
  /** 2 x BDP, bytes. */
  recommendedWindowBytes: z.number().nullable(),
  /** The window asked about, bytes. */
  windowBytes: z.number(),
  /** What that window allows, W / RTT, bits per second. */
  windowLimitedBps: z.number().nullable(),
  /** Seconds Reno takes to regain the full rate after one loss, C x RTT^2 / (2 x MSS). */
  renoResponsivenessS: z.number().nullable(),
  observed: tcpObservationSchema.nullable(),
  /** The Mathis loss-limited rate for the observed loss, bits per second; null without loss. */
  mathisBps: z.number().nullable(),
  /** Null without an observed rate. */
  diagnosis: tcpDiagnosisSchema.nullable(),
});
export type TcpDirection = z.infer<typeof tcpDirectionSchema>;

/** `GET /api/paths/{id}/tcp`: both directions of one path. */
export const tcpPathSchema = z.object({
  pathId: entityIdSchema,
  name: z.string(),
  aSiteId: siteIdSchema,
  zSiteId: siteIdSchema,
  mtuBytes: z.number(),
  directions: z.object({ AtoZ: tcpDirectionSchema, ZtoA: tcpDirectionSchema }),
});
export type TcpPath = z.infer<typeof tcpPathSchema>;

/** `GET /api/tcp`: every path, for the per-site window table. */
export const tcpTableSchema = z.object({
  windowBytes: z.number(),
  mtuBytes: z.number(),
  paths: z.array(tcpPathSchema),
});
export type TcpTable = z.infer<typeof tcpTableSchema>;

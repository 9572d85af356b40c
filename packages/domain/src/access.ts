import { z } from 'zod';
import { carrierIdSchema, entityIdSchema } from './ids.js';

/**
 * Who a token speaks for. `viewer` reads (a wall display); `engineer` reads and manages incidents
 * and maintenance; `carrier` changes only its own carrier's equipment and maintenance;
 * `collector` only writes metrics and measurements; `admin` does everything and manages tokens.
 */
export const roleSchema = z.enum(['viewer', 'engineer', 'carrier', 'collector', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** `POST /api/tokens`: a new token; a carrier token names its carrier. */
export const newTokenSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'must not be empty').max(100),
    role: roleSchema,
    carrierId: carrierIdSchema.optional(),
    /** ISO 8601 instant after which the token is refused; none means it does not expire. */
    expiresAt: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((t) => (t.role === 'carrier') === (t.carrierId !== undefined), {
    message: 'a carrier token names its carrier, and only a carrier token does',
    path: ['carrierId'],
  });
export type NewToken = z.infer<typeof newTokenSchema>;

/** A token as listed: never its secret. */
export const tokenInfoSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  role: roleSchema,
  carrierId: carrierIdSchema.nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TokenInfo = z.infer<typeof tokenInfoSchema>;

/** The answer to `POST /api/tokens`: the secret, shown this once. */
export const createdTokenSchema = z.object({ token: z.string(), info: tokenInfoSchema });
export type CreatedToken = z.infer<typeof createdTokenSchema>;

export const tokenListSchema = z.object({ tokens: z.array(tokenInfoSchema) });
export type TokenList = z.infer<typeof tokenListSchema>;

/** `GET /api/whoami`: who the presented token (or its absence) speaks for. */
export const whoamiSchema = z.object({
  /** False for an anonymous reader. */
  authenticated: z.boolean(),
  name: z.string().nullable(),
  role: roleSchema.nullable(),
  carrierId: carrierIdSchema.nullable(),
  /** What the role may do, as the web app shows actions. */
  can: z.object({
    read: z.boolean(),
    manageIncidents: z.boolean(),
    manageMaintenance: z.boolean(),
    uploadEquipment: z.boolean(),
    ingest: z.boolean(),
    playDemo: z.boolean(),
    manageTokens: z.boolean(),
  }),
});
export type Whoami = z.infer<typeof whoamiSchema>;

/** `POST /api/session`: the token to sign the browser in with (kept in an HttpOnly cookie). */
export const signInSchema = z.object({
  token: z.string().trim().min(1, 'paste a token').max(512, 'a token is at most 512 characters'),
});
export type SignIn = z.infer<typeof signInSchema>;

/**
 * `GET`, `POST` and `DELETE /api/session`: who the browser is signed in as (what `whoami`
 * says), and whether reads are open without signing in. The token itself is never answered.
 */
export const sessionSchema = whoamiSchema.extend({
  /** Reads need no token on this server (a wall display needs none). */
  anonymousRead: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

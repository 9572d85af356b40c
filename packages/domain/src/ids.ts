import { z } from 'zod';

/**
 * Entity ids are short, stable, human-readable strings such as `geant-gva` or `CERN`.
 * They are used in URLs, so they are restricted to a safe character set.
 */
export const entityIdSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(128, 'must be at most 128 characters')
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._:/-]*$/,
    'must start with a letter or digit and contain only letters, digits, ".", "_", ":", "/" and "-"',
  );
export type EntityId = z.infer<typeof entityIdSchema>;

/** Site ids are upper-case, as the sites are known in WLCG: `CERN`, `FZK`, `CALTECH`. */
export const siteIdSchema = z
  .string()
  .regex(/^[A-Z][A-Z0-9_-]{1,31}$/, 'must be upper-case letters, digits, "_" or "-", 2 to 32 long');
export type SiteId = z.infer<typeof siteIdSchema>;

/** Carrier ids are lower-case: `geant`, `dfn`, `uslhcnet`. */
export const carrierIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{1,31}$/, 'must be lower-case letters, digits or "-", 2 to 32 long');
export type CarrierId = z.infer<typeof carrierIdSchema>;

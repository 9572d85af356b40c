import { z } from 'zod';

/** A rate or capacity in bits per second. Bits per second everywhere inside tiermap. */
export const bitsPerSecondSchema = z.number().finite().nonnegative();

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

/** Round-trip time in milliseconds. */
export const millisecondsSchema = z.number().finite().nonnegative();

export const GBPS = 1_000_000_000;
export const MBPS = 1_000_000;

/** Direction of travel: from the A end to the Z end, or back. */
export const directionSchema = z.enum(['AtoZ', 'ZtoA']);
export type Direction = z.infer<typeof directionSchema>;

export const DIRECTIONS: readonly Direction[] = ['AtoZ', 'ZtoA'];

export function oppositeDirection(direction: Direction): Direction {
  return direction === 'AtoZ' ? 'ZtoA' : 'AtoZ';
}

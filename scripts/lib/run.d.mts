// Types for the part of run.mjs its tests exercise.
import type { Transform } from 'node:stream';
export function prefixLines(prefix: string): Transform;

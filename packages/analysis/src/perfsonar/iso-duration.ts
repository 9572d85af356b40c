import { ISO_DURATION_PATTERN } from '@tiermap/domain';

/** Milliseconds in each unit of a duration, from the longest. */
const UNIT_MS = [604_800_000, 86_400_000, 3_600_000, 60_000, 1_000] as const;

/**
 * Milliseconds in `text`, a decimal number of units, computed on the decimal digits so that
 * `PT0.000976S` is exactly 0.976 (not 0.9759999…): the point is moved, not multiplied.
 */
function decimalTimes(text: string, unitMs: number): number {
  const [whole = '0', fraction = ''] = text.split('.');
  // unitMs is a whole number: whole × unit exactly; the fraction's digits moved by the unit.
  if (fraction === '') return Number(whole) * unitMs;
  if (unitMs === 1_000) {
    const digits = fraction.padEnd(3, '0');
    return Number(`${whole}${digits.slice(0, 3)}.${digits.slice(3) || '0'}`);
  }
  return Number(whole) * unitMs + Number(`0.${fraction}`) * unitMs;
}

/**
 * The milliseconds of an ISO 8601 duration as pScheduler writes it (`PT0.000976S` is 0.976,
 * `PT1M2.5S` 62,500), or undefined when `text` is not one (years and months are refused: their
 * length is not fixed).
 */
export function isoDurationMs(text: string): number | undefined {
  const match = ISO_DURATION_PATTERN.exec(text);
  if (match === null) return undefined;
  let total = 0;
  UNIT_MS.forEach((unitMs, i) => {
    const part = match[i + 1];
    if (part !== undefined) total += decimalTimes(part, unitMs);
  });
  return total;
}

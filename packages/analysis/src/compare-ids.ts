/**
 * Orders strings by UTF-16 code unit, as `Array.prototype.sort` does by default: the same
 * answer in every locale, so results are deterministic.
 */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The distinct values, sorted with {@link compareIds}. */
export function sortedDistinct(values: Iterable<string>): string[] {
  return [...new Set(values)].sort(compareIds);
}

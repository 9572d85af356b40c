/**
 * Something an importer noticed and worked around: the document was still made. `code` is
 * stable and kebab-case (docs/imports.md lists them); `message` says what was done, for people;
 * `where` names the element of the source file, e.g. `node 12 "Frankfurt"` or `edge 3-17`.
 */
export interface ImportWarning {
  code: string;
  message: string;
  where?: string;
}

/** What every importer returns: the upload document and what had to be guessed or dropped. */
export interface ImportResult<Document> {
  document: Document;
  warnings: ImportWarning[];
}

/** The input is not of the kind the importer reads at all (not XML, no graph, not an export). */
export class ImportError extends Error {
  override readonly name = 'ImportError';
}

/** Collects warnings in order; `once` keeps only the first warning of a code. */
export interface WarningLog {
  readonly warnings: ImportWarning[];
  warn(code: string, message: string, where?: string): void;
  once(code: string, message: string, where?: string): void;
}

export function warningLog(): WarningLog {
  const warnings: ImportWarning[] = [];
  const seen = new Set<string>();
  function warn(code: string, message: string, where?: string): void {
    seen.add(code);
    warnings.push(where === undefined ? { code, message } : { code, message, where });
  }
  return {
    warnings,
    warn,
    once(code, message, where) {
      if (!seen.has(code)) warn(code, message, where);
    },
  };
}

/** Warning counts by code, in order of first appearance: what docs/imports.md tabulates. */
export function warningCounts(warnings: readonly ImportWarning[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { code } of warnings) counts.set(code, (counts.get(code) ?? 0) + 1);
  return counts;
}

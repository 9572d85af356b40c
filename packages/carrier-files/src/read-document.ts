import { carrierUploadSchema, type CarrierUpload, type UploadProblem } from '@tiermap/domain';
import { issueProblems, rawDuplicateIds } from './upload-issues.js';
import { parseText, type DocumentFormat, type FieldPath, type Locate } from './parse-text.js';

export type ReadDocument =
  | { ok: true; document: CarrierUpload; locate: Locate }
  | {
      ok: false;
      problems: UploadProblem[];
      locate?: Locate;
      /**
       * The lists longer than the upload limits allow (`UPLOAD_LIMITS`), told by the issue code
       * (an array `too_big`), never by the wording of a message; absent when there are none.
       */
      overLimit?: UploadProblem[];
    };

/** At most this many problems are reported; the count of the rest is said. */
export const MAX_PROBLEMS = 200;

/**
 * Reads a carrier upload document from YAML or JSON: every problem at once, each with its
 * field path, its line and column, and a reason a person can act on.
 */
export function readCarrierDocument(text: string, format: DocumentFormat): ReadDocument {
  const parsed = parseText(text, format);
  if (!parsed.ok) return parsed;
  const result = carrierUploadSchema.safeParse(parsed.value);
  if (result.success) return { ok: true, document: result.data, locate: parsed.locate };
  // Each problem in a carrier's words (units, examples, "did you mean"), at its field path.
  const located = (issue: (typeof result.error.issues)[number]) =>
    issueProblems(issue, parsed.value).map((p) => locatedProblem(parsed.locate, p.path, p.message));
  // Ids used twice are told in this pass too, not only once the schema's problems are fixed.
  const problems = [
    ...result.error.issues.flatMap(located),
    ...rawDuplicateIds(parsed.value).map((p) => locatedProblem(parsed.locate, p.path, p.message)),
  ];
  const overLimit = result.error.issues
    .filter((issue) => issue.code === 'too_big' && issue.origin === 'array')
    .flatMap(located);
  return {
    ok: false,
    problems: capped(problems),
    locate: parsed.locate,
    ...(overLimit.length > 0 ? { overLimit: capped(overLimit) } : {}),
  };
}

/** A problem at a field path, located in the text when it can be. */
export function locatedProblem(locate: Locate, path: FieldPath, message: string): UploadProblem {
  const at = locate(path);
  return at === undefined
    ? { path: fieldPathText(path), message }
    : { path: fieldPathText(path), line: at.line, column: at.column, message };
}

/** `routers[3].blades[0].slot`; `(document)` for the root. */
export function fieldPathText(path: FieldPath): string {
  let text = '';
  for (const key of path) {
    text += typeof key === 'number' ? `[${key}]` : text === '' ? key : `.${key}`;
  }
  return text === '' ? '(document)' : text;
}

/** The first {@link MAX_PROBLEMS}, and a last line saying how many more there were. */
export function capped(problems: UploadProblem[]): UploadProblem[] {
  if (problems.length <= MAX_PROBLEMS) return problems;
  return [
    ...problems.slice(0, MAX_PROBLEMS),
    {
      path: '(document)',
      message: `${problems.length - MAX_PROBLEMS} more problems not shown; fix these first`,
    },
  ];
}

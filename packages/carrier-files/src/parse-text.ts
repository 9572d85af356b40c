import { findNodeAtLocation, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { LineCounter, parseDocument, isNode, type Document } from 'yaml';
import type { UploadProblem } from '@tiermap/domain';

export type DocumentFormat = 'yaml' | 'json';
export type FieldPath = ReadonlyArray<string | number>;

/** Where a field path sits in the text, 1-based; undefined when it cannot be told. */
export type Locate = (path: FieldPath) => { line: number; column: number } | undefined;

export type ParsedText =
  { ok: true; value: unknown; locate: Locate } | { ok: false; problems: UploadProblem[] };

/** Nesting deeper than this is refused before parsing: no upload needs more than 6. */
export const MAX_DEPTH = 32;
/** YAML aliases expanded at most this often (a "billion laughs" document stops here). */
export const MAX_ALIASES = 100;

/**
 * Parses YAML or JSON text into a value, with a way to find where any field path sits. Every
 * syntax error is reported with its line and column. JSON is parsed strictly (no comments, no
 * trailing commas), and located lazily: only a document with problems pays for the tree.
 */
export function parseText(text: string, format: DocumentFormat): ParsedText {
  const tooDeep = nestingProblem(text);
  if (tooDeep !== undefined) return { ok: false, problems: [tooDeep] };
  return format === 'json' ? parseJson(text) : parseYaml(text);
}

function parseJson(text: string): ParsedText {
  try {
    const value: unknown = JSON.parse(text);
    return { ok: true, value, locate: lazyJsonLocator(text) };
  } catch {
    const errors: ParseError[] = [];
    parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
    const lines = lineStarts(text);
    const problems = errors.slice(0, 20).map((error) => ({
      path: '(file)',
      ...position(lines, error.offset),
      message: `not valid JSON: ${jsonErrorText(printParseErrorCode(error.error))}`,
    }));
    return {
      ok: false,
      problems: problems.length > 0 ? problems : [{ path: '(file)', message: 'not valid JSON' }],
    };
  }
}

function lazyJsonLocator(text: string): Locate {
  let tree: ReturnType<typeof parseTree> | undefined;
  let lines: number[] | undefined;
  return (path) => {
    tree ??= parseTree(text);
    lines ??= lineStarts(text);
    if (tree === undefined) return undefined;
    for (let depth = path.length; depth >= 0; depth -= 1) {
      const node = findNodeAtLocation(tree, [...path.slice(0, depth)]);
      if (node !== undefined) {
        // A property's value: point at its key, where a person looks.
        const at = node.parent?.type === 'property' ? node.parent.offset : node.offset;
        return position(lines, at);
      }
    }
    return undefined;
  };
}

function parseYaml(text: string): ParsedText {
  const lineCounter = new LineCounter();
  let doc: Document.Parsed;
  try {
    doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  } catch (error) {
    return {
      ok: false,
      problems: [{ path: '(file)', message: `not valid YAML: ${message(error)}` }],
    };
  }
  const [first] = doc.errors;
  if (first !== undefined) {
    // One bad line throws the parser off for the lines after it (a tab gives 17 errors): only
    // the first is told, and said to be the first.
    const at = lineCounter.linePos(first.pos[0]);
    const more =
      doc.errors.length > 1
        ? '; fix this line first, what follows may be read wrongly because of it'
        : '';
    return {
      ok: false,
      problems: [
        {
          path: '(file)',
          line: at.line,
          column: at.col,
          message: `not valid YAML: ${yamlErrorText(first.code, first.message)}${more}`,
        },
      ],
    };
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (error) {
    return {
      ok: false,
      problems: [{ path: '(file)', message: `not valid YAML: ${message(error)}` }],
    };
  }
  const locate: Locate = (path) => {
    for (let depth = path.length; depth >= 0; depth -= 1) {
      const node: unknown = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
      if (isNode(node) && node.range !== undefined && node.range !== null) {
        const at = lineCounter.linePos(node.range[0]);
        return { line: at.line, column: at.col };
      }
    }
    return undefined;
  };
  return { ok: true, value, locate };
}

/**
 * Refuses text whose brackets nest deeper than {@link MAX_DEPTH} (outside strings), before a
 * recursive parser can run out of stack on it.
 */
function nestingProblem(text: string): UploadProblem | undefined {
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote !== null) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"') quote = c;
    else if (c === '[' || c === '{') {
      depth += 1;
      if (depth > MAX_DEPTH) {
        const lines = lineStarts(text.slice(0, i + 1));
        return {
          path: '(file)',
          ...position(lines, i),
          message: `nested more than ${MAX_DEPTH} levels deep; an upload needs at most 6`,
        };
      }
    } else if (c === ']' || c === '}') depth = Math.max(0, depth - 1);
  }
  return undefined;
}

/** Offsets where each line starts. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** 1-based line and column of an offset. */
export function position(
  starts: readonly number[],
  offset: number,
): { line: number; column: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
}

const JSON_ERRORS: Record<string, string> = {
  InvalidSymbol: 'an unexpected character',
  InvalidNumberFormat: 'a malformed number',
  PropertyNameExpected: 'a property name in double quotes is expected here',
  ValueExpected: 'a value is expected here',
  ColonExpected: 'a ":" is expected here',
  CommaExpected: 'a "," is expected here',
  CloseBraceExpected: 'a "}" is expected here',
  CloseBracketExpected: 'a "]" is expected here',
  EndOfFileExpected: 'nothing may follow the document',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'an unterminated comment',
  UnexpectedEndOfString: 'an unterminated string',
  UnexpectedEndOfNumber: 'an unterminated number',
  InvalidUnicode: 'a malformed \\u escape',
  InvalidEscapeCharacter: 'a malformed escape',
  InvalidCharacter: 'a control character inside a string',
};

function jsonErrorText(code: string): string {
  return JSON_ERRORS[code] ?? code;
}

/** The parser's message, with the usual fix for the usual slips. */
function yamlErrorText(code: string, text: string): string {
  if (code === 'TAB_AS_INDENT') return 'a tab is used to indent; indent with spaces';
  if (code === 'MULTILINE_IMPLICIT_KEY' || code === 'BLOCK_AS_IMPLICIT_KEY') {
    return `${firstLine(text)} (is a ":" missing after a key, or a line indented wrongly?)`;
  }
  return firstLine(text);
}

function firstLine(text: string): string {
  return text.split('\n')[0] ?? text;
}

function message(error: unknown): string {
  return error instanceof Error ? firstLine(error.message) : String(error);
}

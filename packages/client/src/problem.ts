/** Where a refused request went wrong: a field path and, in an uploaded file, line and column. */
export interface ProblemField {
  path: string;
  message: string;
  line?: number | undefined;
  column?: number | undefined;
}

/** An RFC 9457 problem document as the API answers it (`application/problem+json`). */
export interface ProblemDocument {
  type?: string | undefined;
  title: string;
  status?: number | undefined;
  detail?: string | undefined;
  errors?: ProblemField[] | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optionalString = (value: unknown) => (typeof value === 'string' ? value : undefined);
const optionalNumber = (value: unknown) => (typeof value === 'number' ? value : undefined);

function field(value: unknown): ProblemField | undefined {
  if (!isRecord(value) || typeof value.path !== 'string' || typeof value.message !== 'string') {
    return undefined;
  }
  return {
    path: value.path,
    message: value.message,
    ...(typeof value.line === 'number' ? { line: value.line } : {}),
    ...(typeof value.column === 'number' ? { column: value.column } : {}),
  };
}

/** `body` read as a problem document, or undefined when it is not one (a proxy's HTML page). */
export function readProblem(body: unknown): ProblemDocument | undefined {
  if (!isRecord(body) || typeof body.title !== 'string') return undefined;
  const errors = Array.isArray(body.errors)
    ? body.errors.map(field).filter((item): item is ProblemField => item !== undefined)
    : undefined;
  return {
    type: optionalString(body.type),
    title: body.title,
    status: optionalNumber(body.status),
    detail: optionalString(body.detail),
    errors,
  };
}

/**
 * The one error the client throws for an answer that is not 2xx: the status, and the problem
 * document the server sent (title, detail, and the exact field paths in `errors`) when it sent one.
 */
export class ApiProblem extends Error {
  override readonly name: string = 'ApiProblem';
  /** The problem's title, or the status text when the answer was not a problem document. */
  readonly title: string;
  readonly detail: string | undefined;
  /** Every field path (and file line) the server named; empty when it named none. */
  readonly errors: readonly ProblemField[];

  constructor(
    readonly status: number,
    /** The method and path asked, e.g. `POST /api/maintenance`. */
    readonly request: string,
    /** The problem document, when the answer was one. */
    readonly problem: ProblemDocument | undefined,
    /** The start of the answer's text when it was not a problem document. */
    readonly text: string = '',
    statusText = '',
  ) {
    const title = problem?.title ?? (statusText === '' ? `HTTP ${status}` : statusText);
    super(problem === undefined ? `${request}: ${title}` : (problem.detail ?? problem.title));
    this.title = title;
    this.detail = problem?.detail;
    this.errors = problem?.errors ?? [];
  }

  /** The error an answer stands for; reads its body. */
  static async of(request: Request, response: Response): Promise<ApiProblem> {
    const text = await response.text().catch(() => '');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const { pathname } = new URL(request.url);
    return new ApiProblem(
      response.status,
      `${request.method} ${pathname}`,
      readProblem(body),
      text.trim().slice(0, 200),
      response.statusText,
    );
  }
}

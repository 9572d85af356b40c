import { EXIT, exitCodeForStatus, type ExitCode } from './exit-codes.js';
import { ApiProblem, UnexpectedAnswerError, UnreachableError } from './http-client.js';
import { writeLines, type Io } from './io.js';
import { formatProblems, problemSummary } from './report.js';

/** A local file that cannot be read or written: a usage error (exit 2). */
export class FileError extends Error {
  override readonly name = 'FileError';
}

/** Where a failure's problem lines go and which file they are in. */
export interface FailureContext {
  /** The file the server's problems are located in; undefined when no file was sent. */
  file?: string;
  /** stdout, or stderr when stdout holds JSON. */
  problemsTo: { write(text: string): boolean };
}

/**
 * Prints why a command failed and answers its exit code: the server's problems one a line
 * (FILE:LINE:COLUMN), then what the server said, on stderr. Anything else is rethrown.
 */
export function reportFailure(error: unknown, io: Io, context: FailureContext): ExitCode {
  if (error instanceof FileError) {
    io.stderr.write(`tiermap: ${error.message}\n`);
    return EXIT.usage;
  }
  if (error instanceof UnreachableError || error instanceof UnexpectedAnswerError) {
    io.stderr.write(`tiermap: ${error.message}\n`);
    return EXIT.unavailable;
  }
  if (!(error instanceof ApiProblem)) throw error;
  const problems = error.errors;
  const label = context.file ?? '(request)';
  writeLines(context.problemsTo, formatProblems(label, problems));
  if (problems.length > 0 && exitCodeForStatus(error.status) === EXIT.problems) {
    writeLines(context.problemsTo, [
      problemSummary(label, problems.length, 'found by the server; nothing was written'),
    ]);
  }
  io.stderr.write(`tiermap: ${error.message}\n`);
  return exitCodeForStatus(error.status);
}

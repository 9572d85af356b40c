import type { Command } from '../args.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { reportFailure } from '../failure.js';
import { createClient } from '../http-client.js';
import { writeLines, type Io } from '../io.js';
import { diffSummary, formatProblems, problemSummary } from '../report.js';
import { offlineProblems, readUpload, sendUpload } from './upload-steps.js';

type Validate = Extract<Command, { kind: 'validate' }>;

/**
 * `tiermap carrier validate FILE`: the offline check, then (unless `--offline`) the server's dry
 * run, which also checks references, ownership and paths. Nothing is written.
 */
export async function validate(command: Validate, io: Io): Promise<ExitCode> {
  const file = command.file.path;
  try {
    const { bytes, text } = await readUpload(command, io);
    const problems = offlineProblems(text, command);
    if (problems.length > 0) {
      writeLines(io.stdout, [
        ...formatProblems(file, problems),
        problemSummary(file, problems.length, 'offline check; nothing was sent'),
      ]);
      return EXIT.problems;
    }
    if (command.offline) {
      writeLines(io.stdout, [
        `${file}: valid offline (syntax, types, limits); the server also checks references, ownership and paths: run without --offline`,
      ]);
      return EXIT.ok;
    }
    const result = await sendUpload(
      createClient(command.server, io.fetch),
      command,
      bytes,
      true,
      io,
    );
    const effect = result.changed
      ? `publishing it would make ${diffSummary(result.diff)}`
      : 'it matches what the server holds (no change)';
    writeLines(io.stdout, [`${file}: valid (checked by ${command.server.url}); ${effect}`]);
    return EXIT.ok;
  } catch (error) {
    return reportFailure(error, io, { file, problemsTo: io.stdout });
  }
}

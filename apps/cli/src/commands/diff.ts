import type { Command } from '../args.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { reportFailure } from '../failure.js';
import { createClient } from '../http-client.js';
import { writeLines, type Io } from '../io.js';
import { formatDiff, formatProblems, problemSummary } from '../report.js';
import { offlineProblems, readUpload, sendUpload } from './upload-steps.js';

type Diff = Extract<Command, { kind: 'diff' }>;

/** `tiermap carrier diff FILE`: what publishing the file would change, for people or as JSON. */
export async function diff(command: Diff, io: Io): Promise<ExitCode> {
  const file = command.file.path;
  // With --json, stdout holds the JSON only; problems go to stderr.
  const problemsTo = command.json ? io.stderr : io.stdout;
  try {
    const { bytes, text } = await readUpload(command, io);
    const problems = offlineProblems(text, command);
    if (problems.length > 0) {
      writeLines(problemsTo, [
        ...formatProblems(file, problems),
        problemSummary(file, problems.length, 'offline check; nothing was sent'),
      ]);
      return EXIT.problems;
    }
    const result = await sendUpload(
      createClient(command.server, io.fetch),
      command,
      bytes,
      true,
      io,
    );
    if (command.json) io.stdout.write(`${JSON.stringify(result.diff, null, 2)}\n`);
    else writeLines(io.stdout, formatDiff(result.diff));
    return EXIT.ok;
  } catch (error) {
    return reportFailure(error, io, { file, problemsTo });
  }
}

import type { Command } from '../args.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { reportFailure } from '../failure.js';
import { createClient } from '../http-client.js';
import { writeLines, type Io } from '../io.js';
import { diffSummary, formatProblems, problemSummary } from '../report.js';
import { offlineProblems, readUpload, sendUpload } from './upload-steps.js';

type Publish = Extract<Command, { kind: 'publish' }>;

/**
 * `tiermap carrier publish FILE`: a dry run and its summary, a confirmation (on a terminal,
 * unless `--yes`), then the write; prints the version written, or `no change`.
 */
export async function publish(command: Publish, io: Io): Promise<ExitCode> {
  const file = command.file.path;
  const carrier = command.carrierId;
  if (!command.yes && !io.interactive) {
    io.stderr.write(
      'tiermap: publish asks for confirmation, and stdin is not a terminal: pass --yes to publish from a script\n',
    );
    return EXIT.usage;
  }
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
    const client = createClient(command.server, io.fetch);
    const preview = await sendUpload(client, command, bytes, true, io);
    if (!preview.changed) {
      writeLines(io.stdout, [
        `no change: ${file} matches what ${command.server.url} holds for ${carrier}`,
      ]);
      return EXIT.ok;
    }
    writeLines(io.stdout, [`${file} would make ${diffSummary(preview.diff)}`]);
    if (!command.yes) {
      const yes = await io.confirm(`publish it to ${carrier} at ${command.server.url}? [y/N] `);
      if (!yes) {
        io.stderr.write('tiermap: not published\n');
        return EXIT.usage;
      }
    }
    const result = await sendUpload(client, command, bytes, false, io);
    if (result.upload === null) {
      writeLines(io.stdout, [
        `no change: ${file} matches what ${command.server.url} holds for ${carrier}`,
      ]);
      return EXIT.ok;
    }
    writeLines(io.stdout, [
      `published version ${result.upload.id} of ${carrier}: ${diffSummary(result.diff)}`,
    ]);
    return EXIT.ok;
  } catch (error) {
    return reportFailure(error, io, { file, problemsTo: io.stdout });
  }
}

import type { Command } from '../args.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { reportFailure } from '../failure.js';
import { createClient } from '../http-client.js';
import { writeLines, type Io } from '../io.js';
import { createProgress } from '../progress.js';
import { diffSummary } from '../report.js';

type Restore = Extract<Command, { kind: 'restore' }>;

/** `tiermap carrier restore VERSION-ID`: that version's document again, as a new version. */
export async function restore(command: Restore, io: Io): Promise<ExitCode> {
  const { carrierId, versionId } = command;
  const progress = createProgress(io.stderr, command.display);
  try {
    progress.spin(`waiting for the server to restore ${versionId}…`);
    const result = await createClient(command.server, io.fetch).restore(carrierId, versionId);
    progress.stop();
    writeLines(io.stdout, [
      result.upload === null
        ? `no change: ${carrierId} is already as version ${versionId} left it`
        : `restored version ${versionId} of ${carrierId} as version ${result.upload.id}: ${diffSummary(result.diff)}`,
    ]);
    return EXIT.ok;
  } catch (error) {
    progress.stop();
    return reportFailure(error, io, { problemsTo: io.stderr });
  }
}

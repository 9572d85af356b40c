import { parseCommand, UsageError, type Command } from './args.js';
import { diff } from './commands/diff.js';
import { history } from './commands/history.js';
import { importFile } from './commands/import.js';
import { netboxSync } from './commands/netbox-sync.js';
import { publish } from './commands/publish.js';
import { pull } from './commands/pull.js';
import { restore } from './commands/restore.js';
import { validate } from './commands/validate.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { helpText } from './help.js';
import { processIo, type Io } from './io.js';

/** Runs `tiermap ARGS…` and answers the exit code (docs/cli.md); never throws. */
export async function main(argv: readonly string[], io: Io = processIo()): Promise<ExitCode> {
  let command: Command;
  try {
    command = parseCommand(argv, io.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`tiermap: ${error.message}\n(tiermap --help lists the commands)\n`);
    return EXIT.usage;
  }
  try {
    return await run(command, io);
  } catch (error) {
    io.stderr.write(
      `tiermap: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return EXIT.unavailable;
  }
}

function run(command: Command, io: Io): Promise<ExitCode> {
  switch (command.kind) {
    case 'help':
      io.stdout.write(helpText(command.topic));
      return Promise.resolve(EXIT.ok);
    case 'validate':
      return validate(command, io);
    case 'diff':
      return diff(command, io);
    case 'publish':
      return publish(command, io);
    case 'history':
      return history(command, io);
    case 'restore':
      return restore(command, io);
    case 'pull':
      return pull(command, io);
    case 'import':
      return importFile(command, io);
    case 'netbox-sync':
      return netboxSync(command, io);
  }
}

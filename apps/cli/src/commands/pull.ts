import type { Command } from '../args.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { reportFailure } from '../failure.js';
import { createClient } from '../http-client.js';
import type { Io } from '../io.js';
import { writeOutput } from '../write-output.js';

type Pull = Extract<Command, { kind: 'pull' }>;

/** `tiermap carrier pull`: the carrier's equipment now, as a YAML document to edit and publish. */
export async function pull(command: Pull, io: Io): Promise<ExitCode> {
  try {
    const yaml = await createClient(command.server, io.fetch).documentYaml(command.carrierId);
    const header = [
      `# ${command.carrierId}'s equipment as ${command.server.url} holds it (tiermap carrier pull).`,
      `# Edit it, then: tiermap carrier publish ${command.output ?? 'FILE'} --carrier ${command.carrierId}`,
    ];
    await writeOutput(`${header.join('\n')}\n${yaml}`, command.output, io);
    return EXIT.ok;
  } catch (error) {
    return reportFailure(error, io, { problemsTo: io.stderr });
  }
}

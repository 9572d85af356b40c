import path from 'node:path';
import { ImportError, graphmlToUpload, netboxToUpload } from '@tiermap/carrier-files';
import { stringify } from 'yaml';
import type { Command } from '../args.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { reportFailure } from '../failure.js';
import { importHeader, warningLines } from '../import-report.js';
import { writeLines, type Io } from '../io.js';
import { readFileWithProgress } from '../read-file.js';
import { writeOutput } from '../write-output.js';

type Import = Extract<Command, { kind: 'import' }>;

/**
 * `tiermap import graphml|netbox FILE`: the file as a carrier upload document in YAML, with
 * the warnings on stderr. Messy input is imported (exit 0); only input that is not GraphML or
 * a NetBox export at all is refused (exit 1). No server is involved.
 */
export async function importFile(command: Import, io: Io): Promise<ExitCode> {
  try {
    const bytes = await readFileWithProgress(command.file, () => {});
    const text = Buffer.from(bytes).toString('utf8');
    const imported = importText(command, text);
    if (typeof imported === 'string') {
      io.stderr.write(`tiermap: ${command.file}: ${imported}\n`);
      return EXIT.problems;
    }
    const { document, warnings } = imported;
    const header = importHeader(
      command.source,
      path.basename(command.file),
      document,
      warnings,
      command.output,
    );
    await writeOutput(
      `${header.join('\n')}\n${stringify(document, { lineWidth: 0 })}`,
      command.output,
      io,
    );
    writeLines(io.stderr, warningLines(command.file, warnings, command.verbose));
    return EXIT.ok;
  } catch (error) {
    return reportFailure(error, io, { problemsTo: io.stderr });
  }
}

/** The import, or why the text is not of the kind at all. */
function importText(command: Import, text: string): ReturnType<typeof graphmlToUpload> | string {
  const options = { carrierId: command.carrierId };
  try {
    if (command.source === 'graphml') return graphmlToUpload(text, options);
    let exported: unknown;
    try {
      exported = JSON.parse(text);
    } catch (error) {
      return `not a NetBox export: not JSON (${error instanceof Error ? error.message : String(error)})`;
    }
    return netboxToUpload(exported, options);
  } catch (error) {
    // Its messages already say what the text is not: "not GraphML: …", "not a NetBox export: …".
    if (error instanceof ImportError) return error.message;
    throw error;
  }
}

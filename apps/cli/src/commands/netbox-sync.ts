import { ImportError, NetboxReadError, netboxToUpload, readNetbox } from '@tiermap/carrier-files';
import { stringify } from 'yaml';
import type { Command } from '../args.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { reportFailure } from '../failure.js';
import { createClient } from '../http-client.js';
import { importHeader, warningLines } from '../import-report.js';
import { writeLines, type Io } from '../io.js';
import { diffSummary } from '../report.js';
import { writeOutput } from '../write-output.js';

type NetboxSync = Extract<Command, { kind: 'netbox-sync' }>;

/**
 * `tiermap import netbox --url URL --carrier ID`: reads the live NetBox page by page (each page
 * on stderr), turns it into a carrier upload document, and writes it as YAML (to `-o FILE`, else
 * stdout), or with `--upload` sends it to the tiermap server the way `carrier publish` does: a
 * dry run and its diff, a confirmation (unless `--yes`), then the write. A NetBox page that fails
 * after the retries exits 5 (3 when NetBox refuses the token) naming the endpoint and page, and
 * nothing is written or sent.
 */
export async function netboxSync(command: NetboxSync, io: Io): Promise<ExitCode> {
  const source = new URL(command.netbox.url).host;
  if (command.upload !== undefined && !command.upload.yes && !io.interactive) {
    io.stderr.write(
      'tiermap: --upload asks for confirmation, and stdin is not a terminal: pass --yes to upload from a script\n',
    );
    return EXIT.usage;
  }
  let exported: Record<string, unknown[]>;
  try {
    exported = await readNetbox({
      url: command.netbox.url,
      token: command.netbox.token,
      filters: command.netbox.filters,
      ...(command.netbox.pageSize === undefined ? {} : { pageSize: command.netbox.pageSize }),
      fetch: (input, init) => io.fetch(new Request(input, init)),
      onPage: ({ path, page, read, count }) =>
        io.stderr.write(
          `netbox: ${path} page ${page}: ${read}${count === undefined ? '' : ` of ${count}`}\n`,
        ),
    });
  } catch (error) {
    if (!(error instanceof NetboxReadError)) throw error;
    io.stderr.write(`tiermap: ${error.message}; nothing was written\n`);
    return error.status === 401 || error.status === 403 ? EXIT.notAllowed : EXIT.unavailable;
  }
  let imported: ReturnType<typeof netboxToUpload>;
  try {
    imported = netboxToUpload(exported, { carrierId: command.carrierId });
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    io.stderr.write(`tiermap: ${source}: ${error.message}\n`);
    return EXIT.problems;
  }
  const { document, warnings } = imported;
  writeLines(io.stderr, warningLines(source, warnings, command.verbose));
  try {
    if (command.upload === undefined) {
      const header = importHeader('netbox', source, document, warnings, command.output);
      await writeOutput(
        `${header.join('\n')}\n${stringify(document, { lineWidth: 0 })}`,
        command.output,
        io,
      );
      return EXIT.ok;
    }
    const { server, yes } = command.upload;
    const carrier = command.carrierId;
    const client = createClient(server, io.fetch);
    const body = new TextEncoder().encode(JSON.stringify(document));
    const send = (dryRun: boolean) =>
      client.upload(carrier, { body, contentType: 'application/json', dryRun });
    const preview = await send(true);
    if (!preview.changed) {
      writeLines(io.stdout, [
        `no change: ${source} matches what ${server.url} holds for ${carrier}`,
      ]);
      return EXIT.ok;
    }
    writeLines(io.stdout, [`${source} would make ${diffSummary(preview.diff)}`]);
    if (!yes && !(await io.confirm(`apply it to ${carrier} at ${server.url}? [y/N] `))) {
      io.stderr.write('tiermap: not uploaded\n');
      return EXIT.usage;
    }
    const result = await send(false);
    writeLines(io.stdout, [
      result.upload === null
        ? `no change: ${source} matches what ${server.url} holds for ${carrier}`
        : `published version ${result.upload.id} of ${carrier}: ${diffSummary(result.diff)}`,
    ]);
    return EXIT.ok;
  } catch (error) {
    return reportFailure(error, io, { problemsTo: io.stdout });
  }
}

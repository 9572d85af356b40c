import type { UploadRecord } from '@tiermap/domain';
import type { Command } from '../args.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { reportFailure } from '../failure.js';
import { createClient } from '../http-client.js';
import { writeLines, type Io } from '../io.js';
import { countsSummary } from '../report.js';

type History = Extract<Command, { kind: 'history' }>;

/** `tiermap carrier history`: the carrier's versions, newest first. */
export async function history(command: History, io: Io): Promise<ExitCode> {
  try {
    const list = await createClient(command.server, io.fetch).history(command.carrierId);
    if (command.json) io.stdout.write(`${JSON.stringify(list, null, 2)}\n`);
    else writeLines(io.stdout, historyLines(command.carrierId, list.uploads));
    return EXIT.ok;
  } catch (error) {
    return reportFailure(error, io, { problemsTo: io.stderr });
  }
}

/**
 * One line per version, newest first, the one in place marked `*`: id, when (UTC), by whom,
 * format, what it changed and what it restored.
 */
export function historyLines(carrierId: string, uploads: readonly UploadRecord[]): string[] {
  if (uploads.length === 0) return [`${carrierId} has published no version yet`];
  const idWidth = Math.max(...uploads.map((u) => u.id.length), 'VERSION'.length);
  const byWidth = Math.max(...uploads.map((u) => u.uploadedBy.length), 'BY'.length);
  const row = (mark: string, id: string, at: string, by: string, format: string, what: string) =>
    `${mark} ${id.padEnd(idWidth)}  ${at.padEnd(19)}  ${by.padEnd(byWidth)}  ${format.padEnd(6)}  ${what}`;
  return [
    row(' ', 'VERSION', 'UPLOADED (UTC)', 'BY', 'FORMAT', 'CHANGES'),
    ...uploads.map((u, i) =>
      row(
        i === 0 ? '*' : ' ',
        u.id,
        u.uploadedAt.replace('T', ' ').slice(0, 19),
        u.uploadedBy,
        u.format,
        `${countsSummary(u.counts)}${u.restoredFrom === null ? '' : `; restores ${u.restoredFrom}`}`,
      ),
    ),
  ];
}

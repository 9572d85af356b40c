import path from 'node:path';
import { locatedProblem, readCarrierDocument, readPortCsv } from '@tiermap/carrier-files';
import type { UploadProblem, UploadResult } from '@tiermap/domain';
import type { Display, Server, UploadFile } from '../args.js';
import { readFileWithProgress } from '../read-file.js';
import type { TiermapClient } from '../http-client.js';
import type { Io } from '../io.js';
import { createProgress } from '../progress.js';

/** What validate, diff and publish share: the file, its carrier, the server, how to show progress. */
export interface UploadCommand {
  file: UploadFile;
  carrierId: string;
  server: Server;
  display: Display;
}

/** The file as bytes (sent as they are) and as text (checked offline), read with a progress bar. */
export async function readUpload(
  command: UploadCommand,
  io: Io,
): Promise<{ bytes: Uint8Array; text: string }> {
  const progress = createProgress(io.stderr, command.display);
  try {
    const bytes = await readFileWithProgress(command.file.path, (done, total) =>
      progress.bar(`reading ${path.basename(command.file.path)}`, done, total),
    );
    return { bytes, text: Buffer.from(bytes).toString('utf8') };
  } finally {
    progress.stop();
  }
}

/**
 * Every problem the file has that can be found without the server: syntax, types, limits,
 * each with its line and column; and a document that names another carrier than `--carrier`.
 */
export function offlineProblems(text: string, command: UploadCommand): UploadProblem[] {
  if (command.file.format === 'csv') {
    const read = readPortCsv(text);
    return read.ok ? [] : read.problems;
  }
  const read = readCarrierDocument(text, command.file.format);
  if (!read.ok) return read.problems;
  if (read.document.carrier !== command.carrierId) {
    return [
      locatedProblem(
        read.locate,
        ['carrier'],
        `the document describes carrier "${read.document.carrier}" but --carrier is "${command.carrierId}"`,
      ),
    ];
  }
  return [];
}

/**
 * Sends the file, a dry run or for real: a bar while the body goes out, then a spinner until
 * the server answers.
 */
export async function sendUpload(
  client: TiermapClient,
  command: UploadCommand,
  bytes: Uint8Array,
  dryRun: boolean,
  io: Io,
): Promise<UploadResult> {
  const progress = createProgress(io.stderr, command.display);
  const name = path.basename(command.file.path);
  const waiting = dryRun ? 'waiting for the server to check…' : 'waiting for the server to apply…';
  try {
    return await client.upload(command.carrierId, {
      body: bytes,
      contentType: command.file.contentType,
      dryRun,
      observer: {
        sent: (done, total) => progress.bar(`sending ${name}`, done, total),
        finished: () => progress.spin(waiting),
      },
    });
  } finally {
    progress.stop();
  }
}

import { writeFile } from 'node:fs/promises';
import { FileError } from './failure.js';
import type { Io } from './io.js';
import { systemMessage } from './read-file.js';

/** Writes `text` to the `-o` file (saying so on stderr), or to stdout when there is none. */
export async function writeOutput(text: string, output: string | undefined, io: Io): Promise<void> {
  if (output === undefined) {
    io.stdout.write(text);
    return;
  }
  try {
    await writeFile(output, text);
  } catch (error) {
    throw new FileError(`cannot write ${output}: ${systemMessage(error)}`);
  }
  io.stderr.write(`wrote ${output}\n`);
}

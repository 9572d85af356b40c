import { globalFetch, type RequestFetch } from '@tiermap/client';
import { createInterface } from 'node:readline/promises';
import type { ProgressStream } from './progress.js';

/** What a command touches of the process, so commands can be run in tests. */
export interface Io {
  stdout: { write(text: string): boolean };
  stderr: ProgressStream;
  /** Whether a person can answer a question (stdin is a TTY). */
  interactive: boolean;
  /** Asks on stderr and reads one line from stdin; true for y or yes. */
  confirm(question: string): Promise<boolean>;
  env: NodeJS.ProcessEnv;
  /** Sends a request to the API (the global fetch; a stub in tests). */
  fetch: RequestFetch;
}

/** The real process: stdout, stderr, stdin, the environment and the global fetch. */
export function processIo(): Io {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    interactive: process.stdin.isTTY === true,
    async confirm(question) {
      const prompt = createInterface({ input: process.stdin, output: process.stderr });
      try {
        const answer = await prompt.question(question);
        return /^(y|yes)$/i.test(answer.trim());
      } finally {
        prompt.close();
      }
    },
    env: process.env,
    fetch: globalFetch,
  };
}

/** Writes lines, each ending in a newline; nothing for none. */
export function writeLines(
  stream: { write(text: string): boolean },
  lines: readonly string[],
): void {
  if (lines.length > 0) stream.write(`${lines.join('\n')}\n`);
}

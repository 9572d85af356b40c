import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { FileError } from './failure.js';

/** Reads a whole file, telling `onProgress` the bytes read so far; FileError when it cannot. */
export async function readFileWithProgress(
  file: string,
  onProgress: (done: number, total: number) => void,
): Promise<Uint8Array> {
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new FileError(`cannot read ${file}: not a file`);
    const chunks: Buffer[] = [];
    let done = 0;
    onProgress(0, info.size);
    for await (const chunk of createReadStream(file)) {
      const buffer = chunk as Buffer;
      chunks.push(buffer);
      done += buffer.byteLength;
      onProgress(done, Math.max(done, info.size));
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof FileError) throw error;
    throw new FileError(`cannot read ${file}: ${systemMessage(error)}`);
  }
}

/** `no such file or directory` rather than the whole `ENOENT: …, open 'x'`. */
export function systemMessage(error: unknown): string {
  const found = error as { code?: unknown; message?: unknown };
  const messages: Record<string, string> = {
    ENOENT: 'no such file or directory',
    EACCES: 'permission denied',
    EISDIR: 'it is a directory',
  };
  if (typeof found.code === 'string' && messages[found.code] !== undefined) {
    return messages[found.code] ?? found.code;
  }
  return typeof found.message === 'string' ? found.message : String(error);
}

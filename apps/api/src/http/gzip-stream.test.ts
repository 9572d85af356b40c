import { createGunzip, crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  deflatedPiece,
  deflatedPieceLater,
  fold,
  GZIP_HEADER,
  gzipTrailer,
  storedPiece,
  type GzipRunning,
} from './gzip-stream.js';

/** Text that compresses, as a snapshot does, with a multi-byte character. */
const sample = (n: number) =>
  Buffer.from(
    Array.from({ length: n }, (_, i) => `{"linkId":"géant-${i}","bps":${(i * 7.3) % 1e4}}`).join(
      ',',
    ),
  );

describe('gzip pieces', () => {
  it('make one gzip response of a compressed piece then stored ones, whatever their size', () => {
    const big = sample(20_000);
    const small = Buffer.from('event: delta\ndata: {}\n\n');
    const large = sample(9_000); // over one stored block of 64 kB
    const empty = Buffer.alloc(0);
    const running: GzipRunning = { crc: 0, length: 0 };
    const parts: Buffer[] = [GZIP_HEADER];
    for (const piece of [
      deflatedPiece(big),
      storedPiece(small),
      storedPiece(large),
      storedPiece(empty),
    ]) {
      parts.push(piece.blocks);
      fold(running, piece);
    }
    parts.push(gzipTrailer(running));
    const whole = Buffer.concat([big, small, large]);
    expect(running.crc).toBe(crc32(whole));
    expect(running.length).toBe(whole.length);
    // gunzipSync checks the CRC and the length in the trailer.
    expect(gunzipSync(Buffer.concat(parts)).equals(whole)).toBe(true);
    expect(deflatedPiece(big).blocks.length).toBeLessThan(big.length / 3);
  });

  it('compressed on libuv’s threads make the same piece as on the event loop', async () => {
    const big = sample(20_000);
    const later = await deflatedPieceLater(big);
    const now = deflatedPiece(big);
    expect(later).toMatchObject({ crc: now.crc, length: now.length, shift: now.shift });
    const running: GzipRunning = { crc: 0, length: 0 };
    fold(running, later);
    const whole = Buffer.concat([GZIP_HEADER, later.blocks, gzipTrailer(running)]);
    expect(gunzipSync(whole).equals(big)).toBe(true);
  });

  it('decode as they arrive, before the response ends', async () => {
    const gunzip = createGunzip();
    const seen: Buffer[] = [];
    gunzip.on('data', (chunk: Buffer) => seen.push(chunk));
    const until = async (text: string) => {
      for (let i = 0; i < 200 && !Buffer.concat(seen).toString().endsWith(text); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return Buffer.concat(seen).toString();
    };
    gunzip.write(GZIP_HEADER);
    gunzip.write(deflatedPiece(Buffer.from('event: snapshot\n\n')).blocks);
    expect(await until('snapshot\n\n')).toBe('event: snapshot\n\n');
    gunzip.write(storedPiece(Buffer.from('event: delta\n\n')).blocks);
    expect(await until('delta\n\n')).toBe('event: snapshot\n\nevent: delta\n\n');
    gunzip.destroy();
  });
});

import { constants, crc32, deflateRaw, deflateRawSync, type ZlibOptions } from 'node:zlib';

/**
 * A gzip response (RFC 1952) written in pieces that are shared by many responses (a live
 * stream's events, the same for every client): each piece is compressed once on its own (no
 * dictionary across pieces) and ends on a sync flush, so it decodes as soon as it arrives and
 * any piece may follow it; a small one is sent as a stored block (RFC 1951, section 3.2.4).
 * Only each response's running CRC-32 and length are its own: a piece's CRC is worked out once
 * and folded into each response's in a few dozen operations. A gzip stream of its own per
 * response would compress each event anew for every client (`bench:live-gzip`).
 */

/** What a gzip response starts with: deflate, no name, no time, unknown system. */
export const GZIP_HEADER: Buffer = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** The largest stored block (its length is two bytes). */
const STORED_MAX = 0xffff;

/** One piece, ready to go into any number of gzip responses. */
export interface GzipPiece {
  /** The deflate blocks: none final, ending on a byte boundary. */
  blocks: Buffer;
  /** The CRC-32 of the uncompressed bytes. */
  crc: number;
  /** How many uncompressed bytes. */
  length: number;
  /** What multiplying a CRC by x^(8 * length) takes (`crcShift`), for `fold`. */
  shift: number;
}

/** Where one gzip response is: the CRC-32 and length of what it has sent so far. */
export interface GzipRunning {
  crc: number;
  length: number;
}

/** Level 1, ended by a sync flush: byte-aligned, not final, so that another piece may follow. */
const DEFLATE: ZlibOptions = { level: 1, finishFlush: constants.Z_SYNC_FLUSH };

/** A piece of `blocks` that carry `bytes`. */
function withBlocks(bytes: Buffer, blocks: Buffer): GzipPiece {
  return { blocks, crc: crc32(bytes), length: bytes.length, shift: crcShift(bytes.length) };
}

/** `bytes` as stored (uncompressed) blocks: for what is too small to shrink. */
export function storedPiece(bytes: Buffer): GzipPiece {
  const count = Math.max(1, Math.ceil(bytes.length / STORED_MAX));
  const blocks = Buffer.allocUnsafe(bytes.length + 5 * count);
  let at = 0;
  for (let i = 0; i < count; i += 1) {
    const part = bytes.subarray(i * STORED_MAX, (i + 1) * STORED_MAX);
    // Not final, stored; the rest of the header byte is the padding to the byte boundary.
    blocks[at] = 0;
    blocks.writeUInt16LE(part.length, at + 1);
    blocks.writeUInt16LE(~part.length & 0xffff, at + 3);
    part.copy(blocks, at + 5);
    at += 5 + part.length;
  }
  return withBlocks(bytes, blocks);
}

/**
 * `bytes` compressed (level 1: at 10,000 routers a snapshot of about 20 MB becomes about a sixth
 * of that in about 150 ms), ended by a sync flush so that what follows can be another piece.
 */
export function deflatedPiece(bytes: Buffer): GzipPiece {
  return withBlocks(bytes, deflateRawSync(bytes, DEFLATE));
}

/**
 * {@link deflatedPiece} compressed on libuv's threads rather than the event loop: for a piece
 * as large as a snapshot (about 100 ms of CPU at 10,000 routers). Only the CRC is taken here
 * (about 5 ms for 20 MB).
 */
export function deflatedPieceLater(bytes: Buffer): Promise<GzipPiece> {
  return new Promise((resolve, reject) => {
    deflateRaw(bytes, DEFLATE, (error, blocks) => {
      if (error === null) resolve(withBlocks(bytes, blocks));
      else reject(error);
    });
  });
}

/** `running` after `piece`: the CRC of both run together, and the length. */
export function fold(running: GzipRunning, piece: GzipPiece): void {
  running.crc = (multiplyModP(piece.shift, running.crc) ^ piece.crc) >>> 0;
  running.length += piece.length;
}

/** What ends a gzip response: an empty final block, then the CRC-32 and the length mod 2^32. */
export function gzipTrailer(running: GzipRunning): Buffer {
  const trailer = Buffer.from([1, 0, 0, 0xff, 0xff, 0, 0, 0, 0, 0, 0, 0, 0]);
  trailer.writeUInt32LE(running.crc >>> 0, 5);
  trailer.writeUInt32LE(running.length % 2 ** 32, 9);
  return trailer;
}

// CRC-32 arithmetic over GF(2) modulo its polynomial, reflected, as zlib's crc32_combine does it:
// the CRC of A then B is (CRC(A) times x^(8 * length of B)) xor CRC(B).
const POLY = 0xedb88320;

/** a times b, modulo the polynomial (each a reflected polynomial; 1 << 31 is x^0). */
function multiplyModP(a: number, b: number): number {
  if (a === 0) return 0;
  let m = 1 << 31;
  let p = 0;
  let bb = b >>> 0;
  for (;;) {
    if ((a & m) !== 0) {
      p ^= bb;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    bb = bb & 1 ? (bb >>> 1) ^ POLY : bb >>> 1;
  }
  return p >>> 0;
}

/** x^(2^n) modulo the polynomial, for n = 0..31. */
const X_TO_2N: number[] = (() => {
  const table: number[] = [];
  let p = 1 << 30; // x^1
  table.push(p >>> 0);
  for (let n = 1; n < 32; n += 1) {
    p = multiplyModP(p, p);
    table.push(p);
  }
  return table;
})();

/** x^(8 * length) modulo the polynomial: what a CRC is multiplied by to skip `length` bytes. */
export function crcShift(length: number): number {
  let p = (1 << 31) >>> 0; // x^0
  let n = length;
  let k = 3; // 8 * length = length << 3
  while (n > 0) {
    if (n % 2 === 1) p = multiplyModP(X_TO_2N[k & 31] ?? 0, p);
    n = Math.floor(n / 2);
    k += 1;
  }
  return p;
}

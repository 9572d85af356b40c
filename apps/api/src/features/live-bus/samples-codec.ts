import { LIVE_METRICS } from '@tiermap/domain';
import type { RateSample } from '../metrics/store.js';

/**
 * How the rate samples of one ingest request travel on the live bus.
 *
 * Format 2 (since 29 November 2026) is by column: the message's distinct link ids once, then
 * for each sample an index into them, a direction letter, a time and, for each metric any
 * sample has, a value or null. Every instance decodes every other instance's messages, so the
 * decoding is on the busiest path of a cluster: numbers in arrays parse at a fraction of the
 * cost of an object per sample with its keys repeated, and the message is about a third the
 * size (NATS stores it and delivers it to every instance).
 *
 * Format 1, an object per sample (`{ receivedMs, samples: [...] }`), is still read: the stream
 * keeps the live window, so after an upgrade it holds format 1 messages for hours.
 */
export interface SamplesBody {
  receivedMs: number;
  samples: RateSample[];
}

const FORMAT = 2;
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const letter = { AtoZ: 'A', ZtoA: 'Z' } as const;

/** The samples of one request as a format 2 message body. */
export function encodeSamples(samples: readonly RateSample[], receivedMs: number): Uint8Array {
  const linkIndex = new Map<string, number>();
  const links: string[] = [];
  const link: number[] = [];
  const ts: number[] = [];
  let dir = '';
  for (const sample of samples) {
    let at = linkIndex.get(sample.linkId);
    if (at === undefined) {
      at = links.length;
      linkIndex.set(sample.linkId, at);
      links.push(sample.linkId);
    }
    link.push(at);
    dir += letter[sample.direction];
    ts.push(sample.tsMs);
  }
  const body: Record<string, unknown> = { v: FORMAT, receivedMs, links, link, dir, ts };
  for (const { name } of LIVE_METRICS) {
    if (!samples.some((sample) => sample[name] !== undefined)) continue;
    body[name] = samples.map((sample) => sample[name] ?? null);
  }
  return encoder.encode(JSON.stringify(body));
}

const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/**
 * Keeps what a sample object may carry (a format 1 sample, or a latest state of the snapshot:
 * values unknown left out), or undefined when it is not a sample.
 */
export function checkedSample(value: unknown): RateSample | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.linkId !== 'string' || (v.direction !== 'AtoZ' && v.direction !== 'ZtoA')) {
    return undefined;
  }
  if (!finite(v.tsMs)) return undefined;
  const sample: RateSample = { linkId: v.linkId, direction: v.direction, tsMs: v.tsMs };
  for (const { name } of LIVE_METRICS) {
    const x = v[name];
    if (finite(x)) sample[name] = x;
  }
  return sample;
}

/** The samples of a format 2 body; a sample that does not hold together is left out. */
function columnSamples(body: Record<string, unknown>): RateSample[] | undefined {
  const { links, link, dir, ts } = body;
  if (!Array.isArray(links) || !Array.isArray(link) || !Array.isArray(ts)) return undefined;
  if (typeof dir !== 'string' || link.length !== ts.length || dir.length !== ts.length) {
    return undefined;
  }
  const columns: [(typeof LIVE_METRICS)[number]['name'], unknown[]][] = [];
  for (const { name } of LIVE_METRICS) {
    const column = body[name];
    if (column === undefined) continue;
    if (!Array.isArray(column) || column.length !== ts.length) return undefined;
    columns.push([name, column]);
  }
  const samples: RateSample[] = [];
  for (let i = 0; i < ts.length; i += 1) {
    const at: unknown = link[i];
    const linkId: unknown = Number.isInteger(at) ? links[at as number] : undefined;
    const tsMs: unknown = ts[i];
    const d = dir[i];
    if (typeof linkId !== 'string' || !finite(tsMs) || (d !== 'A' && d !== 'Z')) continue;
    const sample: RateSample = { linkId, direction: d === 'A' ? 'AtoZ' : 'ZtoA', tsMs };
    for (const [name, column] of columns) {
      const x = column[i];
      if (finite(x)) sample[name] = x;
    }
    samples.push(sample);
  }
  return samples;
}

/**
 * The samples of a message body of either format, each checked, or undefined when the body is
 * not one (not JSON, or not shaped as either format): another instance may run another version.
 */
export function decodeSamples(data: Uint8Array): SamplesBody | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(decoder.decode(data));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const body = parsed as Record<string, unknown>;
  if (!finite(body.receivedMs)) return undefined;
  if (body.v === FORMAT) {
    const samples = columnSamples(body);
    return samples === undefined ? undefined : { receivedMs: body.receivedMs, samples };
  }
  if (!Array.isArray(body.samples)) return undefined;
  const samples: RateSample[] = [];
  for (const raw of body.samples) {
    const sample = checkedSample(raw);
    if (sample !== undefined) samples.push(sample);
  }
  return { receivedMs: body.receivedMs, samples };
}

/**
 * Calls `visit` with the link id and direction of each sample of a message body of either
 * format, without building its samples (nothing when the body is not one): where an instance's
 * own message stands in the stream is all it needs of it.
 */
export function eachLinkDirection(
  data: Uint8Array,
  visit: (linkId: string, direction: 'AtoZ' | 'ZtoA') => void,
): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(decoder.decode(data));
  } catch {
    return;
  }
  if (typeof parsed !== 'object' || parsed === null) return;
  const body = parsed as Record<string, unknown>;
  const { links, link, dir } = body;
  if (body.v === FORMAT && Array.isArray(links) && Array.isArray(link) && typeof dir === 'string') {
    for (let i = 0; i < link.length; i += 1) {
      const at: unknown = link[i];
      const linkId: unknown = Number.isInteger(at) ? links[at as number] : undefined;
      const d = dir[i];
      if (typeof linkId === 'string' && (d === 'A' || d === 'Z')) {
        visit(linkId, d === 'A' ? 'AtoZ' : 'ZtoA');
      }
    }
    return;
  }
  for (const raw of Array.isArray(body.samples) ? body.samples : []) {
    const sample = checkedSample(raw);
    if (sample !== undefined) visit(sample.linkId, sample.direction);
  }
}

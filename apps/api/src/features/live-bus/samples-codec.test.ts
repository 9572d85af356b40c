import { describe, expect, it } from 'vitest';
import type { RateSample } from '../metrics/store.js';
import { decodeSamples, eachLinkDirection, encodeSamples } from './samples-codec.js';

const encoder = new TextEncoder();
const json = (value: unknown) => encoder.encode(JSON.stringify(value));

/** What a collector's request of `lines` interface lines gives: both directions of each link. */
function requestSamples(lines: number): RateSample[] {
  const samples: RateSample[] = [];
  for (let i = 0; i < lines; i += 1) {
    const linkId = `cern-fzk-${i % 51}`;
    const tsMs = 1_764_400_000_000 + i * 7;
    samples.push({ linkId, direction: 'AtoZ', tsMs, bps: 9.5e9 + i, errorsPerSec: 0 });
    samples.push({ linkId, direction: 'ZtoA', tsMs, bps: 1.25e8 * i, errorsPerSec: i % 3 });
  }
  return samples;
}

describe('the samples of one request on the live bus', () => {
  it('come back exactly as they went, in order, with the time they were received', () => {
    const samples = requestSamples(500);
    expect(decodeSamples(encodeSamples(samples, 42))).toEqual({ receivedMs: 42, samples });
  });

  it('keep a metric only on the samples that have it, and no column for one none has', () => {
    const samples: RateSample[] = [
      { linkId: 'a', direction: 'AtoZ', tsMs: 1, bps: 10 },
      { linkId: 'b', direction: 'ZtoA', tsMs: 2, errorsPerSec: 0.5 },
      { linkId: 'a', direction: 'ZtoA', tsMs: 3 },
    ];
    const data = encodeSamples(samples, 7);
    expect(decodeSamples(data)?.samples).toEqual(samples);
    const body = JSON.parse(new TextDecoder().decode(data)) as Record<string, unknown>;
    expect(body).toMatchObject({ v: 2, links: ['a', 'b'], link: [0, 1, 0], dir: 'AZZ' });
    expect(body).not.toHaveProperty('outErrorsPerSec');
  });

  it('take about a third of the bytes of an object per sample', () => {
    const samples = requestSamples(500);
    const objects = json({ receivedMs: 42, samples }).length;
    expect(encodeSamples(samples, 42).length).toBeLessThan(objects / 2);
  });

  it('are still read in format 1, an object per sample, as the stream holds after an upgrade', () => {
    const samples = requestSamples(3);
    expect(decodeSamples(json({ receivedMs: 5, samples }))).toEqual({ receivedMs: 5, samples });
  });

  it('leave out a sample that does not hold together, and keep the others', () => {
    const columns = {
      v: 2,
      receivedMs: 9,
      links: ['a', 'b'],
      link: [0, 7, '1', 1, 0, 1.5],
      dir: 'AAZZXA',
      ts: [1, 2, 3, Number.NaN, 5, 6].map((t) => (Number.isNaN(t) ? 'late' : t)),
      bps: [1, 2, 3, 4, 'five', 6],
    };
    expect(decodeSamples(json(columns))?.samples).toEqual([
      { linkId: 'a', direction: 'AtoZ', tsMs: 1, bps: 1 },
    ]);
    const objects = {
      receivedMs: 9,
      samples: [
        { linkId: 'a', direction: 'AtoZ', tsMs: 1, bps: 1, stray: true },
        { linkId: 'a', direction: 'up', tsMs: 2 },
        { linkId: 3, direction: 'AtoZ', tsMs: 2 },
        { linkId: 'a', direction: 'ZtoA', tsMs: 'now' },
        null,
        { linkId: 'a', direction: 'ZtoA', tsMs: 3, bps: -1, errorsPerSec: 'many' },
      ],
    };
    expect(decodeSamples(json(objects))?.samples).toEqual([
      { linkId: 'a', direction: 'AtoZ', tsMs: 1, bps: 1 },
      { linkId: 'a', direction: 'ZtoA', tsMs: 3, bps: -1 },
    ]);
  });

  it('are not read from a body of neither format (another version, or not JSON)', () => {
    expect(decodeSamples(encoder.encode('not json'))).toBeUndefined();
    expect(decodeSamples(json([1, 2]))).toBeUndefined();
    expect(decodeSamples(json({ samples: [] }))).toBeUndefined();
    expect(decodeSamples(json({ v: 3, receivedMs: 1, rows: [] }))).toBeUndefined();
    const ragged = { v: 2, receivedMs: 1, links: ['a'], link: [0, 0], dir: 'A', ts: [1, 2] };
    expect(decodeSamples(json(ragged))).toBeUndefined();
    const shortColumn = {
      v: 2,
      receivedMs: 1,
      links: ['a'],
      link: [0],
      dir: 'A',
      ts: [1],
      bps: [],
    };
    expect(decodeSamples(json(shortColumn))).toBeUndefined();
  });

  it('name the link directions they carry without their samples being built, in either format', () => {
    const seen = (data: Uint8Array) => {
      const found: string[] = [];
      eachLinkDirection(data, (linkId, direction) => found.push(`${linkId} ${direction}`));
      return found;
    };
    const samples = requestSamples(3);
    const expected = samples.map((sample) => `${sample.linkId} ${sample.direction}`);
    expect(seen(encodeSamples(samples, 42))).toEqual(expected);
    expect(seen(json({ receivedMs: 42, samples }))).toEqual(expected);
    expect(seen(encoder.encode('not json'))).toEqual([]);
    expect(seen(json({ v: 2, links: ['a'], link: [0, 7], dir: 'AX', ts: [1, 2] }))).toEqual([
      'a AtoZ',
    ]);
  });
});

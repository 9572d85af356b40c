import type { LinkLiveState } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { escapeLabelValue, exposition, type ProcessFigures } from './exposition.js';

const IDLE: ProcessFigures = {
  liveClients: 0,
  liveClientsDropped: 0,
  ingested: { accepted: 0, rejected: 0, unmapped: 0, ignored: 0 },
  unmapped: { total: 0, distinct: 0 },
};

function state(overrides: Partial<LinkLiveState> = {}): LinkLiveState {
  return {
    linkId: 'geant-par-gva',
    direction: 'AtoZ',
    tsMs: 1_795_348_800_000,
    utilization: 0.4,
    bps: 4e9,
    errorsPerSec: 120,
    outErrorsPerSec: null,
    inDiscardsPerSec: 3,
    outDiscardsPerSec: null,
    stale: false,
    congested: false,
    ...overrides,
  };
}

function lines(text: string, name: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
}

describe('exposition', () => {
  it('exposition writes one gauge per live metric per link direction, with the sample time', () => {
    const text = exposition({
      states: [state(), state({ direction: 'ZtoA', bps: 1.5e9, tsMs: 1_795_348_801_234 })],
      carrierOf: () => 'geant',
      process: IDLE,
    });
    expect(lines(text, 'tiermap_link_bits_per_second')).toEqual([
      'tiermap_link_bits_per_second{link="geant-par-gva",direction="AtoZ",carrier="geant"} 4000000000 1795348800000',
      'tiermap_link_bits_per_second{link="geant-par-gva",direction="ZtoA",carrier="geant"} 1500000000 1795348801234',
    ]);
    expect(lines(text, 'tiermap_link_in_errors_per_second')[0]).toBe(
      'tiermap_link_in_errors_per_second{link="geant-par-gva",direction="AtoZ",carrier="geant"} 120 1795348800000',
    );
    expect(lines(text, 'tiermap_link_utilization_ratio')[0]).toBe(
      'tiermap_link_utilization_ratio{link="geant-par-gva",direction="AtoZ",carrier="geant"} 0.4 1795348800000',
    );
    expect(text).toContain('# TYPE tiermap_link_bits_per_second gauge\n');
    expect(text).toContain(
      '# HELP tiermap_link_bits_per_second The load of a link direction, bit/s, as of its newest sample.\n',
    );
    expect(text.endsWith('\n')).toBe(true);
  });

  it('exposition leaves out unknown and non-finite values rather than writing 0 or NaN', () => {
    const text = exposition({
      states: [state({ outErrorsPerSec: null, utilization: null, errorsPerSec: Number.NaN })],
      carrierOf: () => 'geant',
      process: IDLE,
    });
    expect(lines(text, 'tiermap_link_out_errors_per_second')).toEqual([]);
    expect(lines(text, 'tiermap_link_utilization_ratio')).toEqual([]);
    expect(lines(text, 'tiermap_link_in_errors_per_second')).toEqual([]);
    expect(text).not.toMatch(/NaN|Inf/);
    // The family is still declared, so a scrape always shows what tiermap can export.
    expect(text).toContain('# TYPE tiermap_link_out_errors_per_second gauge\n');
  });

  it('exposition shows stale and congested as 0 or 1 judged at the scrape, with no timestamp', () => {
    const text = exposition({
      states: [
        state({ stale: true }),
        state({ direction: 'ZtoA', congested: true, down: true, tsMs: 1_795_348_801_500 }),
      ],
      carrierOf: () => 'geant',
      process: IDLE,
    });
    expect(lines(text, 'tiermap_link_stale')).toEqual([
      'tiermap_link_stale{link="geant-par-gva",direction="AtoZ",carrier="geant"} 1',
      'tiermap_link_stale{link="geant-par-gva",direction="ZtoA",carrier="geant"} 0',
    ]);
    expect(lines(text, 'tiermap_link_congested')).toEqual([
      'tiermap_link_congested{link="geant-par-gva",direction="AtoZ",carrier="geant"} 0',
      'tiermap_link_congested{link="geant-par-gva",direction="ZtoA",carrier="geant"} 1',
    ]);
    // Only a direction the poller judged carries `down`.
    expect(lines(text, 'tiermap_link_down')).toEqual([
      'tiermap_link_down{link="geant-par-gva",direction="ZtoA",carrier="geant"} 1',
    ]);
    expect(lines(text, 'tiermap_link_sample_timestamp_seconds')[1]).toBe(
      'tiermap_link_sample_timestamp_seconds{link="geant-par-gva",direction="ZtoA",carrier="geant"} 1795348801.5',
    );
  });

  it('escapeLabelValue escapes backslash, double quote and line feed, and nothing else', () => {
    expect(escapeLabelValue('a\\b"c\nd é\t')).toBe('a\\\\b\\"c\\nd é\t');
    const text = exposition({
      states: [state({ linkId: 'odd"link\\\n' })],
      carrierOf: () => 'Ca"rrier',
      process: IDLE,
    });
    expect(lines(text, 'tiermap_link_stale')).toEqual([
      'tiermap_link_stale{link="odd\\"link\\\\\\n",direction="AtoZ",carrier="Ca\\"rrier"} 0',
    ]);
  });

  it('exposition leaves the carrier label out when the link is not in the map', () => {
    const text = exposition({ states: [state()], carrierOf: () => undefined, process: IDLE });
    expect(lines(text, 'tiermap_link_stale')).toEqual([
      'tiermap_link_stale{link="geant-par-gva",direction="AtoZ"} 0',
    ]);
  });

  it('exposition writes the process figures: live clients, ingest counters, unmapped ports', () => {
    const text = exposition({
      states: [],
      carrierOf: () => undefined,
      process: {
        liveClients: 7,
        liveClientsDropped: 2,
        ingested: { accepted: 118, rejected: 2, unmapped: 3, ignored: 0 },
        unmapped: { total: 3, distinct: 1 },
      },
    });
    expect(text).toContain('# TYPE tiermap_live_clients gauge\ntiermap_live_clients 7\n');
    expect(text).toContain(
      '# TYPE tiermap_live_clients_dropped_total counter\ntiermap_live_clients_dropped_total 2\n',
    );
    expect(lines(text, 'tiermap_ingest_samples_total')).toEqual([
      'tiermap_ingest_samples_total{result="accepted"} 118',
      'tiermap_ingest_samples_total{result="rejected"} 2',
      'tiermap_ingest_samples_total{result="unmapped"} 3',
      'tiermap_ingest_samples_total{result="ignored"} 0',
    ]);
    expect(lines(text, 'tiermap_unmapped_samples_total')).toEqual([
      'tiermap_unmapped_samples_total 3',
    ]);
    expect(lines(text, 'tiermap_unmapped_ports')).toEqual(['tiermap_unmapped_ports 1']);
  });

  it('exposition names every family once, each HELP before its TYPE before its samples', () => {
    const text = exposition({
      states: [state(), state({ direction: 'ZtoA' })],
      carrierOf: () => 'geant',
      process: IDLE,
    });
    const declared = text
      .split('\n')
      .filter((line) => line.startsWith('# TYPE '))
      .map((line) => line.split(' ')[2]);
    expect(new Set(declared).size).toBe(declared.length);
    for (const line of text.split('\n')) {
      if (line === '' || line.startsWith('#')) continue;
      expect(line).toMatch(/^[a-zA-Z_:][a-zA-Z0-9_:]*(\{.*\})? \S+( \d+)?$/);
    }
  });
});

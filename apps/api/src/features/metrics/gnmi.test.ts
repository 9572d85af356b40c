import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { gnmicEventPoints, openconfigLeaf, quoteLongIntegers } from './gnmi.js';
import { createIngestService } from './ingest.js';
import { createLinkMap } from './link-map.js';
import { createMemoryStore } from './memory-store.js';
import { createUnmappedRegistry } from './unmapped.js';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/gnmi');
const fixture = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');

/** The fixtures' second reading is 30 s after 2026-11-22T12:00:00Z. */
const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

function bed() {
  const store = createMemoryStore({ retentionMs: 3_600_000, maxSamplesPerDirection: 1000 });
  const map = createLinkMap([
    {
      linkId: 'gva-fra',
      capacityBps: 10e9,
      aRouterId: 'geant-gva',
      aRouterName: 'GEANT Geneva',
      aPortName: 'xe-1/0/0',
      zRouterId: 'geant-fra',
      zRouterName: 'GEANT Frankfurt',
      zPortName: 'xe-0/0/0',
    },
  ]);
  const ingest = createIngestService({
    store,
    linkMap: () => map,
    unmapped: createUnmappedRegistry(),
    now: () => T0 + 60_000,
  });
  return { store, ingest };
}

/** What every fixture says, each counter in its own metric and direction (fixtures/README.md). */
function expectFixtureRates(store: ReturnType<typeof bed>['store']) {
  expect(store.latestOf('gva-fra', 'AtoZ')).toMatchObject({
    bps: 2.5e9,
    errorsPerSec: 0.1,
    outErrorsPerSec: 1,
    inDiscardsPerSec: 3,
    outDiscardsPerSec: 2,
  });
  expect(store.latestOf('gva-fra', 'ZtoA')).toMatchObject({
    bps: 1e9,
    errorsPerSec: 0,
    outErrorsPerSec: null,
    inDiscardsPerSec: 0,
    outDiscardsPerSec: null,
  });
}

describe('gNMI onto the ingest (constructed fixtures, formats.md §d)', () => {
  it('Telegraf inputs.gnmi lines (ifcounters, source + name) become the link rates', () => {
    const { store, ingest } = bed();
    const result = ingest.writeLineProtocol(fixture('telegraf-gnmi.lp'), 'ns');
    expect(result.errors).toEqual([]);
    // Two readings of two ends; the subinterface lines are not interface readings.
    expect(result).toMatchObject({ accepted: 4, rejected: 0, unmapped: 0, ignored: 2 });
    expectFixtureRates(store);
  });

  it('gnmic InfluxDB output (full path fields, source + interface_name) becomes the same rates', () => {
    const { store, ingest } = bed();
    const result = ingest.writeLineProtocol(fixture('gnmic-influxdb.lp'), 'ns');
    expect(result).toMatchObject({ accepted: 4, rejected: 0, unmapped: 0 });
    expectFixtureRates(store);
  });

  it('gnmic event output, one value per event, merges by tags and timestamp into the same rates', () => {
    const { store, ingest } = bed();
    const result = ingest.writeGnmicEvents(fixture('gnmic-events.json'));
    expect(result).toMatchObject({ accepted: 4, rejected: 0, unmapped: 0 });
    expectFixtureRates(store);
  });

  it('gNMI octets near a link capacity are a rate, judged as octets like ifHCOutOctets', () => {
    const { store, ingest } = bed();
    // 9 Gb/s on the 10 Gb/s link: 1.125e9 octets a second, more than any packet counter's bound.
    const result = ingest.writeLineProtocol(
      [
        `ifcounters,name=xe-1/0/0,source=geant-gva out-octets=1000u ${BigInt(T0) * 1_000_000n}`,
        `ifcounters,name=xe-1/0/0,source=geant-gva out-octets=${1000 + 33_750_000_000}u ${BigInt(T0 + 30_000) * 1_000_000n}`,
      ].join('\n'),
      'ns',
    );
    expect(result.errors).toEqual([]);
    expect(store.latestOf('gva-fra', 'AtoZ')).toMatchObject({ bps: 9e9 });
  });

  it('gnmic events keep every digit of nanosecond timestamps and counter64 numbers', () => {
    const { points } = gnmicEventPoints(fixture('gnmic-events.json'));
    expect(points[0]?.timestampNs).toBe(1_795_348_800_000_000_123n);
    expect(points[0]?.fields['/interfaces/interface/state/counters/out-octets']).toBe(
      18_446_744_073_000_000_001n,
    );
    expect(
      JSON.parse(
        quoteLongIntegers('{"a":"12345678901234567890","b":[12345678901234567890,1.5e300,-7]}'),
      ),
    ).toEqual({
      a: '12345678901234567890',
      b: ['12345678901234567890', 1.5e300, -7],
    });
  });

  it('a bad gnmic event is named at its path; the others are still taken', () => {
    const { ingest } = bed();
    const events = JSON.parse(fixture('gnmic-events.json')) as unknown[];
    const broken = [{ name: 'port-stats', tags: {}, values: {} }, ...events.slice(0, 8)];
    const result = ingest.writeGnmicEvents(JSON.stringify(broken));
    expect(result).toMatchObject({ accepted: 2, rejected: 1 });
    expect(result.errors).toEqual([
      {
        path: 'events[0].timestamp',
        reason:
          'must be nanoseconds since the epoch: a non-negative integer, as a number or a string',
      },
    ]);
    expect(ingest.writeGnmicEvents('{"not":"an array"}').errors).toEqual([
      { path: 'body', reason: 'must be an array of gnmic events (format "event")' },
    ]);
    expect(ingest.writeGnmicEvents('[').errors[0]?.path).toBe('body');
  });

  it('openconfigLeaf reads bare leaves and interface counter paths, never subinterface ones', () => {
    expect(openconfigLeaf('in-octets')).toBe('in-octets');
    expect(openconfigLeaf('/interfaces/interface/state/counters/out-discards')).toBe(
      'out-discards',
    );
    expect(
      openconfigLeaf('/interfaces/interface/subinterfaces/subinterface/state/counters/in-octets'),
    ).toBeUndefined();
    expect(openconfigLeaf('/interfaces/interface/state/oper-status')).toBeUndefined();
  });
});

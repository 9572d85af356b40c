import { DEFAULT_THRESHOLDS } from '@tiermap/analysis';
import { describe, expect, it } from 'vitest';
import { createIngestService } from './ingest.js';
import { createLinkMap } from './link-map.js';
import { liveState } from './live-view.js';
import { createMemoryStore } from './memory-store.js';
import { createUnmappedRegistry } from './unmapped.js';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const ns = (ms: number) => `${BigInt(ms) * 1_000_000n}`;

/**
 * The ingest bed: one mapped link, a memory store, the clock `now` (T0 unless given), and the
 * longest gap a counter rate may span (none unless given).
 */
function bed(now: () => number = () => T0, counterGapMs?: number) {
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
  const unmapped = createUnmappedRegistry();
  const ingest = createIngestService({ store, linkMap: () => map, unmapped, now, counterGapMs });
  return { store, ingest, unmapped };
}

describe('createIngestService', () => {
  it('takes no rate across a gap longer than counterGapMs: the first reading after it is a new base', () => {
    const { store, ingest } = bed(() => T0, 120_000);
    // 1 Mb/s for the first minute; then nothing for 20 minutes; then 8 Mb/s.
    const readings: [number, number][] = [
      [-1_500_000, 0],
      [-1_440_000, 7_500_000],
      [-240_000, 307_500_000],
      [-230_000, 317_500_000],
    ];
    const lines = readings.map(
      ([dt, octets]) =>
        `interface,agent_host=GEANT\\ Geneva,ifName=xe-1/0/0 ifHCOutOctets=${octets}i ${ns(T0 + dt)}`,
    );
    expect(ingest.writeLineProtocol(lines.slice(0, 3).join('\n'), 'ns')).toMatchObject({
      accepted: 3,
    });
    // The 20 minutes' average (300 MB over 1,200 s: 2 Mb/s) is not taken as the load now.
    expect(store.latestOf('gva-fra', 'AtoZ')).toMatchObject({ tsMs: T0 - 1_440_000, bps: 1e6 });
    ingest.writeLineProtocol(lines[3] ?? '', 'ns');
    expect(store.latestOf('gva-fra', 'AtoZ')).toMatchObject({ tsMs: T0 - 230_000, bps: 8e6 });
  });

  it('maps a Telegraf line by agent_host among the collector names and by ifIndex when the carrier matches by it', () => {
    const store = createMemoryStore({ retentionMs: 3_600_000, maxSamplesPerDirection: 1000 });
    const map = createLinkMap([
      {
        linkId: 'lab-link',
        capacityBps: 10e9,
        aRouterId: 'lab-r1',
        aRouterName: 'r1.lab',
        aPortName: 'xe-0/0/7',
        aCollectorNames: ['192.0.2.1'],
        aPortMatch: 'ifIndex',
        aIfIndex: 7,
        zRouterId: 'lab-r2',
        zRouterName: 'r2.lab',
        zPortName: 'xe-0/0/9',
      },
    ]);
    const unmapped = createUnmappedRegistry();
    const ingest = createIngestService({ store, linkMap: () => map, unmapped, now: () => T0 });
    const lines = [0, 30_000].map(
      (dt, i) =>
        `interface,agent_host=192.0.2.1,host=telegraf01,ifIndex=7,ifName=eth7 ifHCOutOctets=${1_000_000 + i * 3_750_000}i ${ns(T0 - 60_000 + dt)}`,
    );
    expect(ingest.writeLineProtocol(lines.join('\n'), 'ns')).toMatchObject({
      accepted: 2,
      unmapped: 0,
    });
    expect(store.latestOf('lab-link', 'AtoZ')?.bps).toBeCloseTo(1e6, 6);
  });

  it('turns receive errors at the Z end into A-to-Z errors per second', () => {
    const { store, ingest } = bed();
    for (let i = 0; i <= 2; i += 1) {
      ingest.writeLineProtocol(
        [
          `interface,device=geant-gva,ifName=xe-1/0/0 ifHCOutOctets=${i * 9_375_000_000}i,ifInErrors=0i ${ns(T0 + i * 30_000)}`,
          `interface,device=geant-fra,ifName=xe-0/0/0 ifInErrors=${i * 3}i,ifOutErrors=7i ${ns(T0 + i * 30_000)}`,
        ].join('\n'),
        'ns',
      );
    }
    expect(store.latestOf('gva-fra', 'AtoZ')).toMatchObject({ bps: 2.5e9, errorsPerSec: 0.1 });
    expect(store.latestOf('gva-fra', 'ZtoA')).toMatchObject({ errorsPerSec: 0 });
  });

  it('ifInDiscards at the Z end and ifOutDiscards at the A end reach the live view apart', () => {
    const { store, ingest } = bed();
    for (let i = 0; i <= 1; i += 1) {
      ingest.writeLineProtocol(
        [
          `interface,device=geant-gva,ifName=xe-1/0/0 ifHCOutOctets=${i * 9_375_000_000}i,ifOutDiscards=${i * 60}i ${ns(T0 + i * 30_000)}`,
          `interface,device=geant-fra,ifName=xe-0/0/0 ifInDiscards=${i * 3}i ${ns(T0 + i * 30_000)}`,
        ].join('\n'),
        'ns',
      );
    }
    const latest = store.latestOf('gva-fra', 'AtoZ');
    expect(latest).toMatchObject({ inDiscardsPerSec: 0.1, outDiscardsPerSec: 2 });
    if (latest === undefined) throw new Error('no live state');
    expect(liveState(latest, 10e9, T0 + 30_000, 60_000, DEFAULT_THRESHOLDS)).toMatchObject({
      inDiscardsPerSec: 0.1,
      outDiscardsPerSec: 2,
    });
  });

  it('ifOutErrors at the A end is A-to-Z outErrorsPerSec, apart from ifInErrors at the Z end', () => {
    const { store, ingest } = bed();
    for (let i = 0; i <= 1; i += 1) {
      const result = ingest.writeLineProtocol(
        [
          `interface,device=geant-gva,ifName=xe-1/0/0 ifOutErrors=${i * 150}u,ifInErrors=${i * 900}u ${ns(T0 + i * 30_000)}`,
          `interface,device=geant-fra,ifName=xe-0/0/0 ifInErrors=${i * 30}u ${ns(T0 + i * 30_000)}`,
        ].join('\n'),
        'ns',
      );
      expect(result).toMatchObject({ accepted: 2, rejected: 0 });
    }
    expect(store.latestOf('gva-fra', 'AtoZ')).toMatchObject({
      errorsPerSec: 1,
      outErrorsPerSec: 5,
    });
    // The A end's receive errors are the other direction's, never added to its send errors.
    expect(store.latestOf('gva-fra', 'ZtoA')).toMatchObject({
      errorsPerSec: 30,
      outErrorsPerSec: null,
    });
  });

  it('JSON counters errors and outErrors of a link direction become two rates', () => {
    const { store, ingest } = bed();
    for (let i = 0; i <= 1; i += 1) {
      const ts = T0 + i * 30_000;
      expect(
        ingest.writeSamples([
          {
            linkId: 'gva-fra',
            direction: 'AtoZ',
            ts,
            counters: { errors: i * 60, outErrors: i * 3 },
          },
        ]),
      ).toMatchObject({ accepted: 1, rejected: 0 });
    }
    expect(store.latestOf('gva-fra', 'AtoZ')).toMatchObject({
      errorsPerSec: 2,
      outErrorsPerSec: 0.1,
    });
  });

  it('a port-end JSON sample files its counters the way they count, as line protocol does', () => {
    const { ingest } = bed();
    const result = ingest.writeSamples([
      {
        device: 'geant-fra',
        port: 'xe-0/0/0',
        direction: 'out',
        ts: T0,
        counters: { inDiscards: 3 },
      },
      { device: 'geant-fra', port: 'xe-0/0/0', direction: 'in', ts: T0, outDiscardsPerSec: 2 },
    ]);
    expect(result).toMatchObject({ accepted: 0, rejected: 2 });
    expect(result.errors).toEqual([
      {
        path: 'samples[0].counters.inDiscards',
        reason:
          'inDiscards counts packets arriving at the port (ifInDiscards): send it in a sample with direction "in"',
      },
      {
        path: 'samples[1].outDiscardsPerSec',
        reason:
          'outDiscardsPerSec counts packets leaving the port (ifOutDiscards): send it in a sample with direction "out"',
      },
    ]);
  });

  it('JSON counters inDiscards and outDiscards become two rates; the older discards is outDiscards', () => {
    const { store, ingest } = bed();
    for (let i = 0; i <= 1; i += 1) {
      const ts = T0 + i * 30_000;
      const result = ingest.writeSamples([
        {
          linkId: 'gva-fra',
          direction: 'AtoZ',
          ts,
          counters: { inDiscards: i * 30, outDiscards: i * 90 },
        },
        { linkId: 'gva-fra', direction: 'ZtoA', ts, counters: { discards: i * 300 } },
      ]);
      expect(result).toMatchObject({ accepted: 2, rejected: 0 });
    }
    expect(store.latestOf('gva-fra', 'AtoZ')).toMatchObject({
      inDiscardsPerSec: 1,
      outDiscardsPerSec: 3,
    });
    expect(store.latestOf('gva-fra', 'ZtoA')).toMatchObject({
      inDiscardsPerSec: null,
      outDiscardsPerSec: 10,
    });
  });

  it('JSON rates: discardsPerSec is taken as outDiscardsPerSec; both names at once is a 400 at the older one', () => {
    const { store, ingest } = bed();
    expect(
      ingest.writeSamples([
        {
          linkId: 'gva-fra',
          direction: 'AtoZ',
          ts: T0,
          bps: 1e9,
          inDiscardsPerSec: 4,
          discardsPerSec: 7,
        },
      ]),
    ).toMatchObject({ accepted: 1, rejected: 0 });
    expect(store.latestOf('gva-fra', 'AtoZ')).toMatchObject({
      inDiscardsPerSec: 4,
      outDiscardsPerSec: 7,
    });
    const both = ingest.writeSamples([
      { linkId: 'gva-fra', direction: 'AtoZ', ts: T0, outDiscardsPerSec: 1, discardsPerSec: 7 },
    ]);
    expect(both.rejected).toBe(1);
    expect(both.errors).toEqual([
      {
        path: 'samples[0].discardsPerSec',
        reason: 'give outDiscardsPerSec or its older name discardsPerSec, not both',
      },
    ]);
  });

  it('a series step averages the errors of the receiving end alone', async () => {
    const { store, ingest } = bed();
    for (let i = 0; i <= 4; i += 1) {
      ingest.writeLineProtocol(
        [
          `interface,device=geant-gva,ifName=xe-1/0/0 ifHCOutOctets=${i * 9_375_000_000}i,ifOutErrors=0i ${ns(T0 + i * 30_000)}`,
          `interface,device=geant-fra,ifName=xe-0/0/0 ifInErrors=${i * 3}i ${ns(T0 + i * 30_000)}`,
        ].join('\n'),
        'ns',
      );
    }
    const points = await store.series({
      linkId: 'gva-fra',
      direction: 'AtoZ',
      fromMs: T0 + 30_000,
      toMs: T0 + 90_000,
      stepMs: 60_000,
    });
    expect(points.map((p) => p.errorsPerSec)).toEqual([0.1, 0.1]);
  });

  it('takes Telegraf uint counters (influx_uint_support) above 2^63-1 without clipping', () => {
    const { store, ingest } = bed();
    // Above int64: what Telegraf clips to 9223372036854775807i unless it writes `u`.
    const base = 2n ** 63n + 1_000n;
    for (let i = 0; i <= 1; i += 1) {
      const octets = base + BigInt(i) * 9_375_000_000n;
      expect(
        ingest.writeLineProtocol(
          `interface,agent_host=geant-gva,ifName=xe-1/0/0 ifHCOutOctets=${octets}u ${ns(T0 + i * 30_000)}`,
          'ns',
        ),
      ).toMatchObject({ accepted: 1, rejected: 0 });
    }
    expect(store.latestOf('gva-fra', 'AtoZ')).toMatchObject({ bps: 2.5e9 });
    // The largest uint64 is a counter too; the next reading past it wraps to a small increase.
    const top = 2n ** 64n - 1n;
    ingest.writeLineProtocol(
      `interface,device=geant-fra,ifName=xe-0/0/0 ifHCInOctets=${top - 9_375_000_000n + 1n}u ${ns(T0)}`,
      'ns',
    );
    expect(
      ingest.writeLineProtocol(
        `interface,device=geant-fra,ifName=xe-0/0/0 ifHCInOctets=0u ${ns(T0 + 30_000)}`,
        'ns',
      ),
    ).toMatchObject({ accepted: 1, rejected: 0 });
  });

  it('shows no spike when a device reboots and its counter starts again from zero', () => {
    const { store, ingest } = bed();
    const line = (octets: bigint, ms: number) =>
      `interface,device=geant-gva,ifName=xe-1/0/0 ifHCOutOctets=${octets}u ${ns(ms)}`;
    ingest.writeLineProtocol(line(5_000_000_000_000n, T0), 'ns');
    ingest.writeLineProtocol(line(5_003_750_000_000n, T0 + 30_000), 'ns');
    expect(store.latestOf('gva-fra', 'AtoZ')?.bps).toBe(1e9);
    ingest.writeLineProtocol(line(1_000n, T0 + 60_000), 'ns'); // reboot
    expect(store.latestOf('gva-fra', 'AtoZ')?.tsMs).toBe(T0 + 30_000);
    ingest.writeLineProtocol(line(3_750_001_000n, T0 + 90_000), 'ns');
    expect(store.latestOf('gva-fra', 'AtoZ')?.bps).toBe(1e9);
  });

  it('reads through a 64-bit wrap as the small increase it is', () => {
    const { store, ingest } = bed();
    const max = 18_446_744_073_709_551_616n;
    const line = (octets: bigint, ms: number) =>
      `interface,device=geant-gva,ifName=xe-1/0/0 ifHCOutOctets=${octets}u ${ns(ms)}`;
    ingest.writeLineProtocol(line(max - 1_000_000_000n, T0), 'ns');
    ingest.writeLineProtocol(line(2_750_000_000n, T0 + 30_000), 'ns');
    expect(store.latestOf('gva-fra', 'AtoZ')?.bps).toBe(1e9);
  });

  it('counts and lists samples of unknown devices or ports instead of dropping them', () => {
    const { ingest, unmapped } = bed();
    const result = ingest.writeLineProtocol(
      `interface,device=somewhere,ifName=ge-0/0/1 ifHCInOctets=1i ${ns(T0)}\ninterface,device=geant-gva,ifName=xe-9/9/9 ifHCInOctets=1i ${ns(T0)}`,
      'ns',
    );
    expect(result).toMatchObject({ accepted: 0, unmapped: 2 });
    expect(
      unmapped
        .report()
        .devices.map((d) => `${d.device} ${d.port}`)
        .sort(),
    ).toEqual(['geant-gva xe-9/9/9', 'somewhere ge-0/0/1']);
  });

  it('takes the valid lines of a batch and names each bad line by number', () => {
    const { ingest } = bed();
    const result = ingest.writeLineProtocol(
      [
        `interface,device=geant-gva,ifName=xe-1/0/0 ifHCOutOctets=1i ${ns(T0)}`,
        'this is not line protocol',
        `interface,device=geant-gva,ifName=xe-1/0/0 ifHCOutOctets=-5i ${ns(T0 + 1)}`,
        `cpu,host=x usage=3 ${ns(T0)}`,
      ].join('\n'),
      'ns',
    );
    expect(result).toMatchObject({ accepted: 1, rejected: 2, ignored: 1 });
    expect(result.errors.map((e) => e.line)).toEqual([2, 3]);
  });

  it('a field or tag named like an Object property (constructor, toString, __proto__) is an ordinary name', () => {
    const { store, ingest } = bed();
    const names = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];
    const body = names
      .map(
        (name, i) =>
          `interface,device=geant-gva,ifName=xe-1/0/0,${name}=x ifHCOutOctets=${i * 1000}i,${name}=1i ${ns(T0 + i * 1000)}`,
      )
      .join('\n');
    const result = ingest.writeLineProtocol(body, 'ns');
    expect(result).toMatchObject({ accepted: 5, rejected: 0 });
    expect(store.latestOf('gva-fra', 'AtoZ')?.bps).toBe(8000);
  });

  it('random line-protocol garbage never throws: every line is taken, ignored or rejected', () => {
    const { ingest } = bed();
    // A seeded generator (mulberry32): the same garbage on every run.
    let seed = 17;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pieces = [
      'interface',
      ',',
      ' ',
      '=',
      '\\',
      '"',
      'device=geant-gva',
      'ifName=xe-1/0/0',
      'ifHCOutOctets',
      'ifInErrors',
      '1i',
      '-1i',
      '1u',
      '1e308',
      'NaN',
      'Infinity',
      't',
      'constructor',
      '__proto__',
      'toString',
      'constructor=1i',
      '__proto__=2i',
      '99999999999999999999',
      '4102444800000000000',
      '0',
      '\t',
      'é',
      '#',
    ];
    for (let round = 0; round < 300; round += 1) {
      const lines: string[] = [];
      for (let l = 0; l < 5; l += 1) {
        // Half the lines start as a real interface point of a mapped port, so that the rest of
        // the garbage reaches the counters and not only the parser.
        let line = random() < 0.5 ? 'interface,device=geant-gva,ifName=xe-1/0/0 ' : '';
        const length = Math.floor(random() * 12);
        for (let i = 0; i < length; i += 1) {
          line += pieces[Math.floor(random() * pieces.length)] ?? '';
        }
        lines.push(line);
      }
      const result = ingest.writeLineProtocol(lines.join('\n'), 'ns');
      const counted = result.accepted + result.rejected + result.unmapped + (result.ignored ?? 0);
      expect(counted).toBeLessThanOrEqual(lines.length);
      for (const error of result.errors) expect(error.reason).not.toBe('');
    }
  });

  it('a line dated 2100 is refused, naming its line and timestamp, and does not freeze the link', () => {
    const { store, ingest } = bed();
    const line = (octets: number, ms: number) =>
      `interface,device=geant-gva,ifName=xe-1/0/0 ifHCOutOctets=${octets}i ${ns(ms)}`;
    const future = ingest.writeLineProtocol(line(0, Date.UTC(2100, 0, 1)), 'ns');
    expect(future).toMatchObject({ accepted: 0, rejected: 1 });
    expect(future.errors[0]?.line).toBe(1);
    expect(future.errors[0]?.reason).toMatch(
      /^timestamp 2100-01-01T00:00:00.000Z is \d+ days ahead of the server clock/,
    );
    const good = ingest.writeLineProtocol(
      [line(0, T0 - 60_000), line(7_500_000_000, T0 - 30_000)].join('\n'),
      'ns',
    );
    expect(good).toMatchObject({ accepted: 2, rejected: 0 });
    expect(store.latestOf('gva-fra', 'AtoZ')).toMatchObject({ tsMs: T0 - 30_000, bps: 2e9 });
  });

  it('a JSON sample dated 2100 is refused at samples[i].ts; a correct one after it shows', () => {
    const { store, ingest } = bed();
    const future = ingest.writeSamples([
      { linkId: 'gva-fra', direction: 'AtoZ', ts: '2100-01-01T00:00:00Z', bps: 1e9 },
    ]);
    expect(future).toMatchObject({ accepted: 0, rejected: 1 });
    expect(future.errors[0]?.path).toBe('samples[0].ts');
    expect(store.latestOf('gva-fra', 'AtoZ')).toBeUndefined();
    const good = ingest.writeSamples([{ linkId: 'gva-fra', direction: 'AtoZ', ts: T0, bps: 3e9 }]);
    expect(good).toMatchObject({ accepted: 1, rejected: 0 });
    expect(store.latestOf('gva-fra', 'AtoZ')).toMatchObject({ tsMs: T0, bps: 3e9 });
  });

  it('a sample up to 5 minutes ahead (clock drift) is taken, one just past it is refused', () => {
    const { ingest } = bed();
    const at = (ts: number) =>
      ingest.writeSamples([{ linkId: 'gva-fra', direction: 'ZtoA', ts, bps: 1 }]);
    expect(at(T0 + 300_000)).toMatchObject({ accepted: 1 });
    expect(at(T0 + 300_001)).toMatchObject({ rejected: 1 });
  });

  it('a sample dated 1970 is rejected with the retention window as its reason, not accepted', () => {
    const { ingest } = bed();
    const json = ingest.writeSamples([{ linkId: 'gva-fra', direction: 'AtoZ', ts: 0, bps: 1e9 }]);
    expect(json).toMatchObject({ accepted: 0, rejected: 1 });
    expect(json.errors[0]).toEqual({
      path: 'samples[0].ts',
      reason:
        '1970-01-01T00:00:00.000Z is older than the retention window (1 hour before 2026-11-22T12:00:00.000Z)',
    });
    const lines = ingest.writeLineProtocol(
      'interface,device=geant-gva,ifName=xe-1/0/0 ifHCOutOctets=1i 0',
      'ns',
    );
    expect(lines).toMatchObject({ accepted: 0, rejected: 1 });
    expect(lines.errors[0]?.reason).toMatch(
      /^timestamp 1970-01-01T00:00:00.000Z is older than the retention window/,
    );
  });

  it('an older sample inside the window is taken into the history, not accepted and dropped', async () => {
    const { store, ingest } = bed();
    ingest.writeSamples([{ linkId: 'gva-fra', direction: 'AtoZ', ts: T0, bps: 5e9 }]);
    const late = ingest.writeSamples([
      { linkId: 'gva-fra', direction: 'AtoZ', ts: T0 - 120_000, bps: 1e9 },
    ]);
    expect(late).toMatchObject({ accepted: 1, rejected: 0 });
    expect(store.latestOf('gva-fra', 'AtoZ')?.bps).toBe(5e9);
    const points = await store.series({
      linkId: 'gva-fra',
      direction: 'AtoZ',
      fromMs: T0 - 120_000,
      toMs: T0,
      stepMs: 60_000,
    });
    expect(points.map((p) => p.bps)).toEqual([1e9, null, 5e9]);
  });

  it('an out-of-order counter reading is rejected with its field named; a repeated one is not', () => {
    const { ingest } = bed();
    const line = (octets: number, ms: number) =>
      `interface,device=geant-gva,ifName=xe-1/0/0 ifHCOutOctets=${octets}i ${ns(ms)}`;
    ingest.writeLineProtocol(line(1000, T0), 'ns');
    expect(ingest.writeLineProtocol(line(1000, T0), 'ns')).toMatchObject({ accepted: 1 });
    const back = ingest.writeLineProtocol(line(500, T0 - 30_000), 'ns');
    expect(back).toMatchObject({ accepted: 0, rejected: 1 });
    expect(back.errors[0]).toEqual({
      line: 1,
      reason: 'field "ifHCOutOctets": timestamp went back 30000 ms (out of order)',
    });
  });

  it('bps of 1e308, or more than 10 times the link capacity, is rejected naming the field', () => {
    const { store, ingest } = bed();
    const result = ingest.writeSamples([
      { linkId: 'gva-fra', direction: 'AtoZ', ts: T0, bps: 1e308 },
      { linkId: 'gva-fra', direction: 'AtoZ', ts: T0, bps: 101e9 },
      { linkId: 'gva-fra', direction: 'AtoZ', ts: T0, errorsPerSec: 1e12 },
      { linkId: 'gva-fra', direction: 'AtoZ', ts: T0, bps: 100e9 },
    ]);
    expect(result).toMatchObject({ accepted: 1, rejected: 3 });
    expect(result.errors.map((e) => e.path)).toEqual([
      'samples[0].bps',
      'samples[1].bps',
      'samples[2].errorsPerSec',
    ]);
    expect(result.errors[1]?.reason).toBe(
      '101000000000 bps is more than 10 times the capacity of link gva-fra (10000000000 bps)',
    );
    expect(store.latestOf('gva-fra', 'AtoZ')?.bps).toBe(100e9);
  });

  it('a device name of 5 MB is rejected naming its line and tag, and never reaches the unknown-device list', () => {
    const { ingest, unmapped } = bed();
    const huge = 'x'.repeat(5_000_000);
    const result = ingest.writeLineProtocol(
      [
        `interface,device=${huge},ifName=xe-1/0/0 ifHCOutOctets=1i ${ns(T0)}`,
        `interface,device=geant-gva,ifName=${'p'.repeat(257)} ifHCOutOctets=1i ${ns(T0)}`,
        `${'m'.repeat(300)},device=geant-gva,ifName=xe-1/0/0 ifHCOutOctets=1i ${ns(T0)}`,
        `interface,device=geant-gva,ifName=xe-1/0/0 ${'f'.repeat(300)}=1i ${ns(T0)}`,
        `interface,device=geant-gva,ifName=xe-1/0/0 ifAlias="${'a'.repeat(5000)}" ${ns(T0)}`,
      ].join('\n'),
      'ns',
    );
    expect(result).toMatchObject({ accepted: 0, rejected: 5, unmapped: 0 });
    expect(result.errors.map((e) => e.line)).toEqual([1, 2, 3, 4, 5]);
    expect(result.errors[0]?.reason).toBe(
      'tag "device": the value is 5000000 characters long; at most 256 are taken',
    );
    expect(result.errors[1]?.reason).toMatch(/^tag "ifName": the value is 257 characters long/);
    expect(result.errors[2]?.reason).toMatch(/^the measurement name is 300 characters long/);
    expect(result.errors[3]?.reason).toMatch(/^a field name is 300 characters long/);
    expect(result.errors[4]?.reason).toMatch(/^field "ifAlias": the value is 5000 characters long/);
    expect(unmapped.report().total).toBe(0);
  });

  it('a reason never echoes more than a few hundred characters of what was sent', () => {
    const { ingest } = bed();
    const result = ingest.writeLineProtocol(`interface,${'k'.repeat(1_000_000)} x=1i`, 'ns');
    expect(result.rejected).toBe(1);
    expect(result.errors[0]?.reason.length).toBeLessThanOrEqual(300);
  });

  it('a JSON device name longer than 200 characters is rejected at its path', () => {
    const { ingest, unmapped } = bed();
    const result = ingest.writeSamples([
      { device: 'd'.repeat(201), port: 'p', direction: 'out', ts: T0, bps: 1 },
    ]);
    expect(result).toMatchObject({ rejected: 1, unmapped: 0 });
    expect(result.errors[0]?.path).toBe('samples[0].device');
    expect(unmapped.report().total).toBe(0);
  });
});

describe('a sample dated ahead of the server clock (allowed for clock skew)', () => {
  const STALE_MS = 120_000;

  /** The ingest bed on a clock the test moves. */
  function clocked() {
    let clock = T0;
    const { store, ingest } = bed(() => clock);
    const live = () => {
      const state = store.latestOf('gva-fra', 'AtoZ');
      if (state === undefined) throw new Error('no live state');
      return liveState(state, 10e9, clock, STALE_MS, DEFAULT_THRESHOLDS);
    };
    const at = (ms: number) => {
      clock = ms;
    };
    const send = (ts: number, bps: number) =>
      ingest.writeSamples([{ linkId: 'gva-fra', direction: 'AtoZ', ts, bps }]);
    return { store, live, at, send };
  }

  it('a link whose only sample is dated 4 min ahead reads stale once the stale age has passed since it was received', () => {
    const bed = clocked();
    expect(bed.send(T0 + 240_000, 1e9).accepted).toBe(1);
    bed.at(T0 + STALE_MS);
    expect(bed.live()).toMatchObject({ stale: false, tsMs: T0, bps: 1e9 });
    bed.at(T0 + STALE_MS + 1);
    expect(bed.live().stale).toBe(true);
  });

  it('the history keeps the sample at its own time, for the charts', async () => {
    const bed = clocked();
    bed.send(T0 + 240_000, 1e9);
    const points = await bed.store.series({
      linkId: 'gva-fra',
      direction: 'AtoZ',
      fromMs: T0,
      toMs: T0 + 300_000,
      stepMs: 60_000,
    });
    expect(points.filter((p) => p.bps !== null).map((p) => p.tsMs)).toEqual([T0 + 240_000]);
  });

  it('correct samples after it keep the link fresh, though they are older than it', () => {
    const bed = clocked();
    bed.send(T0 + 240_000, 1e9);
    bed.at(T0 + 200_000);
    expect(bed.send(T0 + 200_000, 2e9).accepted).toBe(1);
    bed.at(T0 + 200_000 + STALE_MS);
    expect(bed.live()).toMatchObject({ stale: false, tsMs: T0 + 200_000 });
    bed.at(T0 + 200_000 + STALE_MS + 1);
    expect(bed.live().stale).toBe(true);
  });
});

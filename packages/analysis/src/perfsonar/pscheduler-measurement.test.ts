import { pschedulerRecordSchema, type PschedulerRecord } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import latency from './fixtures/pscheduler-latency.json' with { type: 'json' };
import latencybg from './fixtures/pscheduler-latencybg.json' with { type: 'json' };
import failed from './fixtures/pscheduler-rtt-failed.json' with { type: 'json' };
import rtt from './fixtures/pscheduler-rtt.json' with { type: 'json' };
import throughput from './fixtures/pscheduler-throughput.json' with { type: 'json' };
import trace from './fixtures/pscheduler-trace.json' with { type: 'json' };
import { hostSites } from './host-match.js';
import { histogramFigures } from './latency-histogram.js';
import { pschedulerMeasurement } from './pscheduler-measurement.js';

const { siteOf } = hostSites({
  PIC: ['psb01.pic.es', 'psl01.pic.es'],
  CERN: ['perfsonar-bw.cern.ch', 'perfsonar-lt.cern.ch'],
});

function parsed(record: unknown): PschedulerRecord {
  return pschedulerRecordSchema.parse(record);
}

function issues(record: unknown): string[] {
  const result = pschedulerRecordSchema.safeParse(record);
  return result.success
    ? []
    : result.error.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`);
}

describe('pScheduler archiver records', () => {
  it('pschedulerMeasurement files a throughput run: the summary rate and retransmits, from its source', () => {
    expect(pschedulerMeasurement(parsed(throughput), siteOf)).toEqual({
      kind: 'measurement',
      testType: 'throughput',
      measurement: {
        fromSiteId: 'PIC',
        toSiteId: 'CERN',
        ts: Date.UTC(2026, 10, 25, 12, 0, 10),
        throughputBps: 9.403e9,
        retransmissions: 3,
        source: 'psb01.pic.es',
      },
    });
  });

  it('pschedulerMeasurement files a latency run: loss of packets sent, twice the median one-way delay', () => {
    const outcome = pschedulerMeasurement(parsed(latency), siteOf);
    expect(outcome).toMatchObject({
      kind: 'measurement',
      testType: 'latency',
      measurement: { fromSiteId: 'PIC', toSiteId: 'CERN', lossRatio: 0.02, rttMs: 11.26 },
    });
    const bg = pschedulerMeasurement(parsed(latencybg), siteOf);
    expect(bg).toMatchObject({
      testType: 'latencybg',
      measurement: { fromSiteId: 'CERN', toSiteId: 'PIC', lossRatio: 0, rttMs: 11.16 },
    });
  });

  it('histogramFigures sorts the millisecond keys as numbers, not as strings', () => {
    // As strings "10.5" < "9.8" < "9.9"; as numbers the median is 9.9.
    expect(histogramFigures({ '10.5': 1, '9.9': 2, '9.8': 1, '-0.2': 0 })).toEqual({
      minMs: 9.8,
      medianMs: 9.9,
      meanMs: (10.5 + 9.9 * 2 + 9.8) / 4,
      packets: 4,
    });
    expect(histogramFigures({})).toBeUndefined();
  });

  it('pschedulerMeasurement takes participants[0] as the source of a record without one (rtt)', () => {
    expect(pschedulerMeasurement(parsed(rtt), siteOf)).toEqual({
      kind: 'measurement',
      testType: 'rtt',
      measurement: {
        fromSiteId: 'PIC',
        toSiteId: 'CERN',
        ts: Date.UTC(2026, 10, 25, 12, 3, 10),
        lossRatio: 1 / 6,
        rttMs: 11.2914,
        source: 'psl01.pic.es',
      },
    });
  });

  it('pschedulerMeasurement falls back to the run URL’s host when there are no participants', () => {
    const bare = structuredClone(rtt) as Record<string, unknown>;
    delete bare.participants;
    expect(pschedulerMeasurement(parsed(bare), siteOf)).toMatchObject({
      measurement: { fromSiteId: 'PIC', source: 'psl01.pic.es' },
    });
  });

  it('pschedulerMeasurement gives a trace the first path’s hops in order, a silent hop as {}', () => {
    const outcome = pschedulerMeasurement(parsed(trace), siteOf);
    expect(outcome.kind).toBe('measurement');
    if (outcome.kind !== 'measurement') return;
    expect(outcome.measurement.hops).toEqual([
      { ip: '193.109.172.1', hostname: 'gw-pic.pic.es', rttMs: 0.4 },
      { ip: '130.206.245.97', hostname: 'pic.xe0-0-1.bcn.rediris.es', rttMs: 1.2 },
      {},
      { ip: '62.40.98.193', rttMs: 10.7 },
      { ip: '192.65.184.46', hostname: 'e513-e-rci76-1.cern.ch', rttMs: 11.2 },
      { ip: '2001:1458:301:17::100:9', rttMs: 11.293 },
    ]);
    expect(outcome.measurement).toMatchObject({ fromSiteId: 'PIC', toSiteId: 'CERN' });
    expect(outcome.measurement.lossRatio).toBeUndefined();
  });

  it('pschedulerMeasurement keeps a run that did not succeed as a failed test, not as loss', () => {
    expect(pschedulerMeasurement(parsed(failed), siteOf)).toEqual({
      kind: 'failed-test',
      testType: 'rtt',
      fromSiteId: 'PIC',
      toSiteId: 'CERN',
      error: 'ping: connect: Network is unreachable',
    });
  });

  it('pschedulerMeasurement names each host no site lists, and where it stands', () => {
    const stranger = structuredClone(rtt);
    stranger.participants = ['ps.unknown.example.org'];
    stranger.test.spec.dest = 'other.example.org';
    expect(pschedulerMeasurement(parsed(stranger), siteOf)).toEqual({
      kind: 'unknown-hosts',
      testType: 'rtt',
      hosts: [
        { host: 'ps.unknown.example.org', field: 'participants[0]' },
        { host: 'other.example.org', field: 'test.spec.dest' },
      ],
    });
  });

  it('the record schema accepts every fixture with its unknown fields', () => {
    for (const record of [throughput, latency, latencybg, rtt, trace, failed]) {
      expect(issues(record)).toEqual([]);
    }
  });

  it('the record schema names the exact field of a bad duration, a bad interval and a bad histogram', () => {
    const badRtt = structuredClone(rtt);
    (badRtt.result.roundtrips[3] as { rtt?: string }).rtt = '11.3 ms';
    expect(issues(badRtt)).toEqual(['result.roundtrips.3.rtt: not an ISO 8601 duration']);

    const badThroughput = structuredClone(throughput) as {
      result: { intervals: { streams: { start: unknown }[] }[] };
    };
    const stream = badThroughput.result.intervals[1]?.streams[0];
    if (stream !== undefined) stream.start = 'PT1S';
    expect(issues(badThroughput)).toEqual([
      'result.intervals.1.streams.0.start: Invalid input: expected number, received string',
    ]);

    const badLatency = structuredClone(latency) as { result: Record<string, unknown> };
    badLatency.result['histogram-latency'] = { fast: 3 };
    expect(issues(badLatency)[0]).toMatch(/^result\.histogram-latency/);

    const noDest = structuredClone(trace) as { test: { spec: Record<string, unknown> } };
    delete noDest.test.spec.dest;
    expect(issues(noDest)).toEqual([
      'test.spec.dest: Invalid input: expected string, received undefined',
    ]);

    const noSummary = structuredClone(throughput) as { result: Record<string, unknown> };
    delete noSummary.result.summary;
    expect(issues(noSummary)).toEqual([
      'result.summary: a succeeded throughput test carries its summary',
    ]);
  });
});

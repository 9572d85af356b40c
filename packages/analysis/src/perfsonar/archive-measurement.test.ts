import { pschedulerArchiveDocSchema, wlcgArchiveDocSchema } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import page1 from './fixtures/opensearch-pscheduler-page1.json' with { type: 'json' };
import page2 from './fixtures/opensearch-pscheduler-page2.json' with { type: 'json' };
import wlcg from './fixtures/opensearch-wlcg-page1.json' with { type: 'json' };
import { pschedulerDocMeasurement, wlcgDocMeasurement } from './archive-measurement.js';
import { hostSites } from './host-match.js';

const { siteOf } = hostSites({
  PIC: ['psl01.pic.es'],
  CERN: ['188.185.9.125'],
});

describe('archived perfSONAR documents', () => {
  it('pschedulerDocMeasurement reads loss, throughput and trace hops from a perfSONAR 5 archive', () => {
    const docs = [...page1.hits.hits, ...page2.hits.hits].map((hit) =>
      pschedulerDocMeasurement(pschedulerArchiveDocSchema.parse(hit._source), siteOf),
    );
    expect(docs).toEqual([
      {
        kind: 'measurement',
        measurement: {
          fromSiteId: 'PIC',
          toSiteId: 'CERN',
          ts: Date.UTC(2026, 10, 25, 12, 1, 10),
          lossRatio: 0.05,
          rttMs: 11.22,
          source: 'psl01.pic.es',
        },
      },
      {
        kind: 'measurement',
        measurement: {
          fromSiteId: 'CERN',
          toSiteId: 'PIC',
          ts: Date.UTC(2026, 10, 25, 12, 2, 10),
          throughputBps: 8.91e9,
          retransmissions: 17,
          source: 'perfsonar-lt.cern.ch',
        },
      },
      {
        kind: 'measurement',
        measurement: {
          fromSiteId: 'PIC',
          toSiteId: 'CERN',
          ts: Date.UTC(2026, 10, 25, 12, 3, 10),
          hops: [{ ip: '193.109.172.1' }, { ip: '130.206.245.97' }, {}, { ip: '188.185.9.125' }],
          source: 'psl01.pic.es',
        },
      },
    ]);
  });

  it('wlcgDocMeasurement reads each ps_* index’s own value, and skips a host no site lists', () => {
    const docs = wlcg.hits.hits.map((hit) =>
      wlcgDocMeasurement(hit._index, wlcgArchiveDocSchema.parse(hit._source), siteOf),
    );
    expect(docs.map((d) => (d.kind === 'measurement' ? d.measurement : d))).toEqual([
      {
        fromSiteId: 'PIC',
        toSiteId: 'CERN',
        ts: Date.UTC(2026, 10, 25, 12, 1),
        lossRatio: 0.08,
        source: 'psl01.pic.es',
      },
      {
        fromSiteId: 'CERN',
        toSiteId: 'PIC',
        ts: Date.UTC(2026, 10, 25, 12, 1, 30),
        rttMs: 11.2,
        source: 'perfsonar-lt.cern.ch',
      },
      {
        fromSiteId: 'CERN',
        toSiteId: 'PIC',
        ts: Date.UTC(2026, 10, 25, 12, 2),
        throughputBps: 7.5e9,
        source: 'perfsonar-lt.cern.ch',
      },
      { kind: 'skipped', reason: 'unknown-host', host: 'perfsonar.unknown.example.org' },
    ]);
  });
});

import type { TcpDirection, TcpPath, TcpTable } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { TCP_WINDOW_CHOICES, tcpTableModel } from './tcp-model.js';

const G = 1e9;
const M = 1e6;
const WINDOW = 65_536;
const MSS = 1460;

/** One direction's figures as the API computes them, for an RTT and a bottleneck. */
function figures(
  fromSiteId: string,
  toSiteId: string,
  rttMs: number | null,
  capacityBps: number,
  extra: Partial<TcpDirection> = {},
): TcpDirection {
  const rttS = rttMs === null ? null : rttMs / 1000;
  return {
    fromSiteId,
    toSiteId,
    rttMs,
    bottleneckCapacityBps: capacityBps,
    mssBytes: MSS,
    bdpBytes: rttS === null ? null : (capacityBps * rttS) / 8,
    recommendedWindowBytes: rttS === null ? null : (capacityBps * rttS) / 4,
    windowBytes: WINDOW,
    windowLimitedBps: rttS === null ? null : (WINDOW * 8) / rttS,
    renoResponsivenessS: rttS === null ? null : (capacityBps * rttS * rttS) / (2 * MSS * 8),
    observed: null,
    mathisBps: null,
    diagnosis: null,
    ...extra,
  };
}

function path(siteId: string, AtoZ: TcpDirection, ZtoA: TcpDirection): TcpPath {
  return {
    pathId: `CERN-${siteId}`,
    name: `CERN – ${siteId}`,
    aSiteId: 'CERN',
    zSiteId: siteId,
    mtuBytes: 1500,
    directions: { AtoZ, ZtoA },
  };
}

const fzkBack = figures('FZK', 'CERN', 16.7, 10 * G, {
  observed: {
    throughputBps: 51 * M,
    lossRatio: 0,
    retransmissions: 0,
    rttMs: 9.85,
    source: 'measurement',
    atMs: 0,
  },
  diagnosis: {
    code: 'window-limited',
    message: 'window-limited at 64 KB: 51 Mbit/s is what a 64 KB window gives at 9.85 ms',
  },
});

const table: TcpTable = {
  windowBytes: WINDOW,
  mtuBytes: 1500,
  paths: [
    path(
      'ASGC',
      figures('CERN', 'ASGC', 328.2, 2.405 * G),
      figures('ASGC', 'CERN', 328.2, 2.405 * G),
    ),
    path('PIC', figures('CERN', 'PIC', null, 10 * G), figures('PIC', 'CERN', 23.7, 10 * G)),
    path('FZK', figures('CERN', 'FZK', 11.6, 10 * G), fzkBack),
  ],
};

describe('tcpTableModel', () => {
  it('tcpTableModel lists the sites shortest round trip first, as the seeds window table does, unknown RTT last', () => {
    expect(tcpTableModel(table).rows.map((r) => r.siteId)).toEqual(['FZK', 'ASGC', 'PIC']);
  });

  it("tcpTableModel formats FZK's way out: 12 ms, 10.0 Gb/s, a 14 MB BDP, a 28 MB window, 45 Mb/s at 64 KB, 57 s to recover", () => {
    const [fzk] = tcpTableModel(table, new Map([['FZK', 'GridKa']])).rows;
    expect(fzk?.siteName).toBe('GridKa');
    expect(fzk?.directions[0]).toMatchObject({
      direction: 'AtoZ',
      label: 'CERN → FZK',
      rtt: '12 ms',
      bottleneck: '10.0 Gb/s',
      bdp: '14 MB',
      recommendedWindow: '28 MB',
      windowRate: '45 Mb/s',
      reno: '57 s',
      observed: '—',
      mathis: '—',
      diagnosis: null,
    });
  });

  it('tcpTableModel says how little of the bottleneck a 64 KB window fills', () => {
    const [fzk, asgc] = tcpTableModel(table).rows;
    expect(fzk?.directions[0].windowShort).toBe(true);
    expect(fzk?.directions[0].windowNote).toBe(
      'a 64 KB window fills 0.5 % of the 10.0 Gb/s bottleneck',
    );
    expect(asgc?.directions[0]).toMatchObject({ windowRate: '2 Mb/s', reno: '3 h 04 min' });
    const wide = tcpTableModel({
      ...table,
      paths: [path('X', figures('CERN', 'X', 0.04, 1 * G), figures('X', 'CERN', 0.04, 1 * G))],
    });
    expect(wide.rows[0]?.directions[0]).toMatchObject({
      windowShort: false,
      windowNote: 'a 64 KB window can fill the 1.00 Gb/s bottleneck',
      reno: '< 1 s',
    });
  });

  it('tcpTableModel shows the observed rate and loss with the diagnosis, and counts the flagged directions', () => {
    const model = tcpTableModel(table);
    const back = model.rows[0]?.directions[1];
    expect(back?.observed).toBe('51 Mb/s · no loss · 0 retransmissions (measurement)');
    expect(back?.diagnosis?.code).toBe('window-limited');
    expect(model.flagged).toBe(1);
    const lossy = tcpTableModel({
      ...table,
      paths: [
        path(
          'BNL',
          figures('CERN', 'BNL', 107.7, 9.62 * G, {
            observed: {
              throughputBps: 12 * M,
              lossRatio: 1e-4,
              source: 'live',
              atMs: 0,
            },
            mathisBps: 13.2 * M,
            diagnosis: { code: 'none', message: 'no limit fits' },
          }),
          figures('BNL', 'CERN', 107.7, 9.62 * G),
        ),
      ],
    });
    expect(lossy.rows[0]?.directions[0]).toMatchObject({
      observed: '12 Mb/s · 0.01 % loss (live)',
      mathis: '13 Mb/s',
    });
    expect(lossy.flagged).toBe(0);
    // The live link data gives a loss but no rate of its own: no dash stands in for one.
    const live = tcpTableModel({
      ...table,
      paths: [
        path(
          'BNL',
          figures('CERN', 'BNL', 107.7, 9.62 * G, {
            observed: { throughputBps: null, lossRatio: 0, source: 'live', atMs: 0 },
          }),
          figures('BNL', 'CERN', 107.7, 9.62 * G),
        ),
      ],
    });
    expect(live.rows[0]?.directions[0]?.observed).toBe('no loss (live)');
  });

  it('tcpTableModel shows dashes where the RTT is unknown and names the window asked', () => {
    const model = tcpTableModel(table);
    expect(model.windowLabel).toBe('64 KB');
    expect(model.rows[2]?.directions[0]).toMatchObject({
      rtt: '—',
      bdp: '—',
      recommendedWindow: '—',
      windowRate: '—',
      windowShort: false,
      windowNote: '',
      reno: '—',
    });
  });

  it('TCP_WINDOW_CHOICES offers 64 KB, the largest window without scaling', () => {
    expect(TCP_WINDOW_CHOICES).toContain(65_536);
  });
});

import type { Direction, TcpObservation } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../http/errors.js';
import type { CrossingRow, PathHeader } from './path-details.js';
import type { PathRepository } from './repository.js';
import { createTcpService, type TcpObservationSource } from './tcp.js';

const G = 1e9;
const M = 1e6;

const end = (routerId: string) => ({
  routerId,
  routerName: routerId,
  bladeId: `${routerId}:slot0`,
  portId: `${routerId}:p`,
  portName: 'p',
});

function row(
  direction: Direction,
  hop: number,
  id: string,
  capacityBps: number,
  rttMs: number | undefined,
  trunkId: string | null = null,
): CrossingRow {
  return {
    direction,
    hop,
    traversal: direction,
    trunkId,
    link: {
      id,
      name: id,
      carrierId: 'geant',
      capacityBps,
      ...(rttMs === undefined ? {} : { rttMs }),
    },
    aEnd: end(`${id}-a`),
    zEnd: end(`${id}-z`),
  };
}

const headers: PathHeader[] = [
  { id: 'CERN-FZK', name: 'CERN to FZK', aSiteId: 'CERN', zSiteId: 'FZK' },
  { id: 'CERN-PIC', name: 'CERN to PIC', aSiteId: 'CERN', zSiteId: 'PIC' },
];

/** FZK: out over a 10G link, a 2 x 1G trunk and a 10G link; back over a single 1G link. */
const crossings = new Map<string, CrossingRow[]>([
  [
    'CERN-FZK',
    [
      row('AtoZ', 0, 'cern-gva', 10 * G, 1),
      row('AtoZ', 1, 'm1', 1 * G, 2, 't1'),
      row('AtoZ', 1, 'm2', 1 * G, 3, 't1'),
      row('AtoZ', 2, 'gva-fra', 10 * G, 4.85),
      row('ZtoA', 0, 'fra-gva', 1 * G, 9.85),
    ],
  ],
  [
    'CERN-PIC',
    [row('AtoZ', 0, 'gva-mad', 10 * G, undefined), row('ZtoA', 0, 'mad-gva', 10 * G, 20)],
  ],
]);

const repository: PathRepository = {
  headers: (ids) => Promise.resolve(headers.filter((h) => ids.includes(h.id))),
  pathIds: () => Promise.resolve(headers.map((h) => h.id)),
  pathIdsOfSite: () => Promise.resolve([]),
  siteExists: () => Promise.resolve(true),
  crossings: (ids) => Promise.resolve(new Map([...crossings].filter(([id]) => ids.includes(id)))),
};

/** The Penn State measurement, seen FZK to CERN only. */
const pennState: TcpObservation = {
  throughputBps: 51 * M,
  lossRatio: 0,
  retransmissions: 0,
  source: 'measurement',
  atMs: 1_773_792_000_000,
};
const source: TcpObservationSource = {
  read: () =>
    Promise.resolve((pathId, direction) =>
      pathId === 'CERN-FZK' && direction === 'ZtoA' ? pennState : undefined,
    ),
};

const query = { windowBytes: 65_536, mtuBytes: 1500 };

describe('createTcpService', () => {
  it('path sums the link RTTs (a trunk hop its slowest member) and takes the smallest hop, a trunk adding its members, as the bottleneck', async () => {
    const fzk = await createTcpService(repository).path('CERN-FZK', query);
    expect(fzk.directions.AtoZ).toMatchObject({
      fromSiteId: 'CERN',
      toSiteId: 'FZK',
      rttMs: 8.85,
      bottleneckCapacityBps: 2 * G,
      mssBytes: 1460,
      windowBytes: 65_536,
      observed: null,
      mathisBps: null,
      diagnosis: null,
    });
    expect(fzk.directions.AtoZ.bdpBytes).toBeCloseTo((2 * G * 0.00885) / 8, 3);
    expect(fzk.directions.ZtoA).toMatchObject({
      fromSiteId: 'FZK',
      toSiteId: 'CERN',
      rttMs: 9.85,
      bottleneckCapacityBps: 1 * G,
    });
  });

  it('path diagnoses the observed direction only: FZK to CERN at 51 Mbit/s and 9.85 ms is window-limited at 64 KB', async () => {
    const fzk = await createTcpService(repository, source).path('CERN-FZK', query);
    expect(fzk.directions.ZtoA.observed).toEqual(pennState);
    expect(fzk.directions.ZtoA.diagnosis?.code).toBe('window-limited');
    expect(fzk.directions.ZtoA.diagnosis?.message).toMatch(/^window-limited at 64 KB: 51 Mbit\/s/);
    expect(fzk.directions.ZtoA.mathisBps).toBeNull();
    expect(fzk.directions.AtoZ.diagnosis).toBeNull();
  });

  it('path leaves the RTT-based figures null for a direction with a link of unknown RTT', async () => {
    const pic = await createTcpService(repository).path('CERN-PIC', query);
    expect(pic.directions.AtoZ).toMatchObject({
      rttMs: null,
      bottleneckCapacityBps: 10 * G,
      bdpBytes: null,
      windowLimitedBps: null,
      renoResponsivenessS: null,
    });
    expect(pic.directions.ZtoA.windowLimitedBps).toBeCloseTo(65_536 * 8 * 50, 3);
  });

  it('path throws NotFoundError for an unknown path', async () => {
    await expect(createTcpService(repository).path('CERN-XYZ', query)).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it('table lists every path with the window and MTU asked', async () => {
    const table = await createTcpService(repository, source).table({
      windowBytes: 1 << 20,
      mtuBytes: 9000,
    });
    expect(table.windowBytes).toBe(1 << 20);
    expect(table.mtuBytes).toBe(9000);
    expect(table.paths.map((p) => p.pathId)).toEqual(['CERN-FZK', 'CERN-PIC']);
    expect(table.paths[0]?.directions.ZtoA.mssBytes).toBe(8960);
    expect(table.paths[0]?.directions.ZtoA.windowBytes).toBe(1 << 20);
  });
});

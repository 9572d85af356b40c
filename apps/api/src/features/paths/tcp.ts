import { tcpExpectations } from '@tiermap/analysis';
import type {
  Direction,
  HopDetail,
  PathDetail,
  PathHealthResponse,
  PathHealthRow,
  TcpDirection,
  TcpObservation,
  TcpPath,
  TcpTable,
} from '@tiermap/domain';
import { NotFoundError } from '../../http/errors.js';
import { pathDetail } from './path-details.js';
import type { PathRepository } from './repository.js';

/**
 * Where measured rates come from: perfSONAR measurements or the live link data of a path
 * direction. The TCP figures are computed without one; with one they gain the Mathis limit of
 * the observed loss and a diagnosis of the observed rate.
 */
export interface TcpObservationSource {
  /** What is observed now, read once per request: a lookup by path and direction. */
  read(): Promise<TcpObservationLookup>;
}

/** The newest observation of one path direction, or undefined when there is none. */
export type TcpObservationLookup = (
  pathId: string,
  direction: Direction,
) => TcpObservation | undefined;

/** The window and MTU the figures are computed for. */
export interface TcpQuery {
  windowBytes: number;
  mtuBytes: number;
}

export interface TcpService {
  /** One path's TCP figures both ways; NotFoundError for an unknown path. */
  path(pathId: string, query: TcpQuery): Promise<TcpPath>;
  /** Every path's TCP figures, by path id. */
  table(query: TcpQuery): Promise<TcpTable>;
}

const NO_OBSERVATIONS: TcpObservationSource = { read: () => Promise.resolve(() => undefined) };

/**
 * TCP expectations per path direction from the path's hops: the RTT is the sum of the link RTTs
 * (a trunk hop counts its slowest member), the bottleneck the smallest hop capacity (a trunk
 * hop's members add up).
 */
export function createTcpService(
  paths: PathRepository,
  observations: TcpObservationSource = NO_OBSERVATIONS,
): TcpService {
  async function tcpPaths(pathIds: readonly string[], query: TcpQuery): Promise<TcpPath[]> {
    if (pathIds.length === 0) return [];
    const [headers, crossings, observed] = await Promise.all([
      paths.headers(pathIds),
      paths.crossings(pathIds),
      observations.read(),
    ]);
    return headers.map((header) =>
      tcpPath(pathDetail(header, crossings.get(header.id) ?? []), query, observed),
    );
  }
  return {
    async path(pathId, query) {
      const [found] = await tcpPaths([pathId], query);
      if (found === undefined) throw new NotFoundError('Path', pathId);
      return found;
    },
    async table(query) {
      return { ...query, paths: await tcpPaths(await paths.pathIds(), query) };
    },
  };
}

function tcpPath(detail: PathDetail, query: TcpQuery, observed: TcpObservationLookup): TcpPath {
  const direction = (which: Direction): TcpDirection => {
    const forward = which === 'AtoZ';
    return {
      fromSiteId: forward ? detail.aSiteId : detail.zSiteId,
      toSiteId: forward ? detail.zSiteId : detail.aSiteId,
      ...tcpExpectations({
        rttMs: detail.rttMs[which] ?? null,
        bottleneckCapacityBps: bottleneckBps(detail.hops[which]),
        mtuBytes: query.mtuBytes,
        windowBytes: query.windowBytes,
        observed: observed(detail.id, which) ?? null,
      }),
    };
  };
  return {
    pathId: detail.id,
    name: detail.name,
    aSiteId: detail.aSiteId,
    zSiteId: detail.zSiteId,
    mtuBytes: query.mtuBytes,
    directions: { AtoZ: direction('AtoZ'), ZtoA: direction('ZtoA') },
  };
}

/** The smallest hop capacity; null for a direction without hops. */
function bottleneckBps(hops: readonly HopDetail[]): number | null {
  return hops.length === 0 ? null : Math.min(...hops.map((hop) => hop.capacityBps));
}

/**
 * Observations from path health (`GET /api/health/paths`, the incident service's): a path
 * direction's perfSONAR result when one counts, else the loss its links' live data gives.
 */
export function healthObservations(
  health: () => Promise<PathHealthResponse>,
): TcpObservationSource {
  return {
    async read() {
      const response = await health();
      const byKey = new Map<string, TcpObservation>();
      for (const row of response.paths) {
        const observation = observationFromHealth(row, response.atMs);
        if (observation !== undefined) byKey.set(`${row.pathId}@${row.direction}`, observation);
      }
      return (pathId, direction) => byKey.get(`${pathId}@${direction}`);
    },
  };
}

/**
 * One path direction's observation: the perfSONAR result its health took into account (rate,
 * loss, RTT, retransmissions), else the loss along the way from the live link data, at `atMs`.
 * Live data gives no rate: a link carries every flow, not the one TCP connection measured.
 */
export function observationFromHealth(
  row: PathHealthRow,
  atMs: number,
): TcpObservation | undefined {
  const { measured } = row;
  if (measured !== null) {
    return {
      throughputBps: measured.throughputBps,
      lossRatio: measured.lossRatio,
      ...(measured.rttMs === null ? {} : { rttMs: measured.rttMs }),
      ...(measured.retransmissions === null ? {} : { retransmissions: measured.retransmissions }),
      source: 'measurement',
      atMs: measured.tsMs,
    };
  }
  if (row.lossRatio === null) return undefined;
  return { throughputBps: null, lossRatio: row.lossRatio, source: 'live', atMs };
}

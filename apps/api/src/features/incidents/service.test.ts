import type { Direction, LinkLiveState } from '@tiermap/domain';
import { demoTopology } from '@tiermap/graph-schema';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { TopologyReader } from '../topology/repository.js';
import { createMeasurementStore } from './measurement-store.js';
import type { IncidentRepository } from './repository.js';
import { createIncidentService } from './service.js';

const T0 = Date.UTC(2026, 10, 29, 12, 0, 0);

/**
 * An incident service over the demo topology whose live side records each link direction looked
 * up (every one reads 1 Gb/s, clean).
 */
function countingService(
  reader?: Pick<TopologyReader, 'whole'>,
  topologyVersion: () => Promise<number> = () => Promise.resolve(1),
) {
  const topology = demoTopology();
  const counts = { lookups: [] as string[] };
  const service = createIncidentService({
    incidents: {
      updateLocked: (work) => Promise.resolve(work([]).result),
    } as IncidentRepository,
    topology: (reader ?? { whole: () => Promise.resolve(topology) }) as TopologyReader,
    measurements: createMeasurementStore(900_000),
    topologyVersion,
    liveStateOf: (linkId: string, direction: Direction): LinkLiveState | undefined => {
      counts.lookups.push(`${linkId} ${direction}`);
      return {
        linkId,
        direction,
        tsMs: T0,
        bps: 1e9,
        errorsPerSec: 0,
        outErrorsPerSec: 0,
        inDiscardsPerSec: 0,
        outDiscardsPerSec: 0,
        utilization: 0.1,
        stale: false,
        congested: false,
      };
    },
    now: () => T0,
    logger: pino({ level: 'silent' }),
  });
  return { service, counts };
}

describe('the path health read', () => {
  it('looks up the live state of the links its paths cross', async () => {
    const { service, counts } = countingService();
    const health = await service.health();
    expect(health.paths.length).toBeGreaterThan(0);
    expect(counts.lookups.length).toBeGreaterThan(0);
  });
});

describe('an evaluation', () => {
  it('looks up each link direction it reads once', async () => {
    const { service, counts } = countingService();
    expect(await service.evaluate()).toEqual([]);
    expect(counts.lookups.length).toBeGreaterThan(0);
    expect(new Set(counts.lookups).size).toBe(counts.lookups.length);
  });
});

describe('the topology diagnosis reads', () => {
  it('is read again after the refresh period at the same version, and a change made by hand counts', async () => {
    const topology = demoTopology();
    const byHand = demoTopology();
    byHand.paths = byHand.paths.slice(1);
    let served = topology;
    let reads = 0;
    let nowMs = T0;
    const service = createIncidentService({
      incidents: {} as IncidentRepository,
      topology: {
        whole: () => {
          reads += 1;
          return Promise.resolve(structuredClone(served));
        },
      } as unknown as TopologyReader,
      measurements: createMeasurementStore(900_000),
      topologyVersion: () => Promise.resolve(1),
      liveStateOf: () => undefined,
      now: () => nowMs,
      logger: pino({ level: 'silent' }),
    });
    const before = (await service.health()).paths.length;
    nowMs += 31_000;
    // Unchanged: the same answer from the snapshot kept.
    expect((await service.health()).paths.length).toBe(before);
    expect(reads).toBe(2);
    served = byHand;
    nowMs += 31_000;
    expect((await service.health()).paths.length).toBe(before - 2);
    expect(reads).toBe(3);
  });

  it('is read and built once for callers at the same time (an evaluation and every screen after a start or a change)', async () => {
    const topology = demoTopology();
    let reads = 0;
    const { service } = countingService({
      whole: () => {
        reads += 1;
        return Promise.resolve(structuredClone(topology));
      },
    });
    const [first, second] = await Promise.all([
      service.health(),
      service.health(),
      service.evaluate(),
    ]);
    expect(reads).toBe(1);
    expect(second).toEqual(first);
    // Once that one is done, a later caller finds it kept (fresh, same version): no new read.
    await service.health();
    expect(reads).toBe(1);
  });

  it('is read again for a caller that finds a newer version than the read under way', async () => {
    const topology = demoTopology();
    let reads = 0;
    let version = 0;
    const { service } = countingService(
      {
        whole: () => {
          reads += 1;
          return Promise.resolve(structuredClone(topology));
        },
      },
      // A write lands between the first caller's version read and the second's.
      () => Promise.resolve((version += 1)),
    );
    await Promise.all([service.health(), service.health()]);
    expect(reads).toBe(2);
  });
});

describe('the incident list', () => {
  it('says when the incidents were last evaluated by any process, this one or another', async () => {
    let shared: number | null = null;
    const topology = demoTopology();
    const service = createIncidentService({
      incidents: {
        // As the graph keeps it: each evaluation's time, written with it.
        updateLocked: (work, evaluatedAtMs) => {
          const { result } = work([]);
          if (evaluatedAtMs !== undefined) shared = evaluatedAtMs;
          return Promise.resolve(result);
        },
        list: () => Promise.resolve([]),
        lastEvaluatedAtMs: () => Promise.resolve(shared),
        get: () => Promise.resolve(undefined),
      } satisfies IncidentRepository,
      topology: { whole: () => Promise.resolve(topology) } as TopologyReader,
      measurements: createMeasurementStore(900_000),
      topologyVersion: () => Promise.resolve(1),
      liveStateOf: () => undefined,
      now: () => T0,
      logger: pino({ level: 'silent' }),
    });
    expect((await service.list({ limit: 10 })).evaluatedAtMs).toBeNull();
    // Another instance (the diagnosis lease holder) evaluated 3 s ago.
    shared = T0 - 3_000;
    expect((await service.list({ limit: 10 })).evaluatedAtMs).toBe(T0 - 3_000);
    // This one evaluates now.
    await service.evaluate();
    expect((await service.list({ limit: 10 })).evaluatedAtMs).toBe(T0);
  });
});

import type { Direction, LinkLiveState } from '@tiermap/domain';
import { demoTopology } from '@tiermap/graph-schema';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { TopologyReader } from '../topology/repository.js';
import { createMeasurementStore } from './measurement-store.js';
import type { IncidentRepository } from './repository.js';
import { createIncidentService } from './service.js';

const T0 = Date.UTC(2026, 10, 29, 12, 0, 0);

describe('the path health read', () => {
  it('looks up the live state of the links its paths cross, without building every state', async () => {
    const topology = demoTopology();
    let everyState = 0;
    const asked = new Set<string>();
    const incidents = createIncidentService({
      incidents: {} as IncidentRepository,
      topology: { whole: () => Promise.resolve(topology) } as unknown as TopologyReader,
      measurements: createMeasurementStore(900_000),
      topologyVersion: () => Promise.resolve(1),
      liveStates: () => {
        everyState += 1;
        return [];
      },
      liveStateOf: (linkId: string, direction: Direction): LinkLiveState | undefined => {
        asked.add(`${linkId} ${direction}`);
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
    const health = await incidents.health();
    expect(health.paths.length).toBeGreaterThan(0);
    expect(asked.size).toBeGreaterThan(0);
    expect(everyState).toBe(0);
  });
});

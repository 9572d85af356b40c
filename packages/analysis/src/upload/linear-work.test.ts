import type { CarrierUpload, Topology } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { iteratorSteps } from '../../../../scripts/lib/iterator-steps.mjs';
import { sliceDocument, uploadSlice } from './carrier-slice.js';
import { checkUpload } from './upload-checks.js';

/** Carrier `tc`: one router whose one blade holds `ports` ports, ids `tc-r:p0`… or all `same`. */
function document(ports: number, id?: string): CarrierUpload {
  return {
    format: 'tiermap-carrier/1',
    carrier: 'tc',
    routers: [
      {
        id: 'tc-r',
        name: 'r',
        vendor: 'Juniper',
        model: 'MX960',
        os: 'Junos',
        location: 'Geneva',
        lat: 46,
        lon: 6,
        backplane: { id: 'tc-r:backplane', capacityBps: 1e12 },
        blades: [
          {
            id: 'tc-r:slot0',
            slot: 0,
            model: 'MPC',
            fabricCapacityBps: 1e12,
            ports: Array.from({ length: ports }, (_, i) => ({
              id: id ?? `tc-r:p${i}`,
              name: `xe-0/0/${i}`,
              speedBps: 1e10,
            })),
          },
        ],
      },
    ],
    links: [],
    trunks: [],
    maintenances: [],
    crossConnects: [],
  };
}

const EMPTY: Topology = {
  sites: [],
  carriers: [{ id: 'tc', name: 'Test carrier', kind: 'nren' }],
  routers: [],
  backplanes: [],
  blades: [],
  ports: [],
  links: [],
  trunks: [],
  paths: [],
  maintenances: [],
};

describe('upload checks grow with the ports, not their square', () => {
  it('sliceDocument takes at most about twice the steps for twice the ports of one blade', () => {
    const [small, large] = [2_000, 4_000].map((n) => {
      const slice = uploadSlice(document(n));
      return iteratorSteps(() => sliceDocument('tc', slice));
    });
    // Copying the blade's list on every port took ports² / 2 steps: four times as many.
    expect(large).toBeLessThan(2.5 * (small ?? 0));
  });

  it('checkUpload takes at most about twice the steps for twice the uses of one id', () => {
    const [small, large] = [2_000, 4_000].map((n) => {
      let duplicates = 0;
      const steps = iteratorSteps(() => {
        duplicates = checkUpload(EMPTY, document(n, 'tc-r:same')).problems.length;
      });
      expect(duplicates).toBe(n - 1);
      return steps;
    });
    expect(large).toBeLessThan(2.5 * (small ?? 0));
  });
});

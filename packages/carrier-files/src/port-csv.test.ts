import { carrierUploadSchema, type CarrierUpload } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { iteratorSteps } from '../../../scripts/lib/iterator-steps.mjs';
import { readPortCsv, withPortRows } from './port-csv.js';

/** Carrier `tc` with one router and one blade `tc-r:slot0` holding no ports. */
function oneBlade(): CarrierUpload {
  return carrierUploadSchema.parse({
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
        blades: [{ id: 'tc-r:slot0', slot: 0, model: 'MPC', fabricCapacityBps: 1e12 }],
      },
    ],
  });
}

function csv(rows: number): string {
  const lines = ['bladeId,id,name,speedBps'];
  for (let i = 0; i < rows; i += 1) lines.push(`tc-r:slot0,tc-r:p${i},xe-0/0/${i},10000000000`);
  return `${lines.join('\n')}\n`;
}

/** Carrier `tc`'s blade with `rows` ports read from a CSV: the steps it took, and the ports. */
function mergeSteps(rows: number): { steps: number; ports: number } {
  const read = readPortCsv(csv(rows));
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  let ports = 0;
  const steps = iteratorSteps(() => {
    const merged = withPortRows(oneBlade(), read.rows);
    ports = merged.ok ? (merged.document.routers[0]?.blades[0]?.ports.length ?? 0) : -1;
  });
  return { steps, ports };
}

function readSteps(rows: number): { steps: number; rows: number } {
  let read = 0;
  const steps = iteratorSteps(() => {
    const result = readPortCsv(csv(rows));
    read = result.ok ? result.rows.length : -1;
  });
  return { steps, rows: read };
}

describe('port CSV work grows with the rows, not their square', () => {
  it('withPortRows takes at most about twice the steps for twice the rows of one blade', () => {
    const small = mergeSteps(2_000);
    const large = mergeSteps(4_000);
    expect([small.ports, large.ports]).toEqual([2_000, 4_000]);
    // Copying the blade's list on every row took rows² / 2 steps: four times as many.
    expect(large.steps).toBeLessThan(2.5 * small.steps);
    expect(large.steps).toBeLessThan(10 * 4_000);
  });

  it('readPortCsv takes at most about twice the steps for twice the rows', () => {
    const small = readSteps(2_000);
    const large = readSteps(4_000);
    expect([small.rows, large.rows]).toEqual([2_000, 4_000]);
    expect(large.steps).toBeLessThan(2.5 * small.steps);
  });
});

import type { GraphmlEdge } from './graphml-reader.js';
import { finiteNumber } from './xml-values.js';

const UNIT_BPS: Readonly<Record<string, number>> = {
  '': 1,
  k: 1e3,
  m: 1e6,
  g: 1e9,
  t: 1e12,
};

/** An edge's capacity as its file states it, or why it cannot be told. */
export type EdgeSpeed =
  | { speedBps: number; from: 'LinkSpeedRaw' | 'LinkSpeed' }
  | { speedBps?: undefined; reason: string };

/**
 * The capacity a Topology Zoo edge states, in bits per second: `LinkSpeedRaw`, else `LinkSpeed`
 * times `LinkSpeedUnits` (`K`, `M`, `G`, `T`; `Gbps` and `Mb/s` read by their first letter).
 */
export function edgeSpeed(edge: GraphmlEdge): EdgeSpeed {
  if (edge.speedBps !== undefined) return { speedBps: edge.speedBps, from: 'LinkSpeedRaw' };
  const raw = edge.data.get('LinkSpeedRaw');
  const speed = edge.data.get('LinkSpeed');
  const units = (edge.data.get('LinkSpeedUnits') ?? '').trim();
  if (speed === undefined || speed.trim() === '') {
    return {
      reason: raw === undefined ? 'no speed given' : `LinkSpeedRaw "${raw}" is not a speed`,
    };
  }
  const value = finiteNumber(speed);
  const multiplier = UNIT_BPS[units.charAt(0).toLowerCase()];
  if (value === undefined || value <= 0) return { reason: `LinkSpeed "${speed}" is not a speed` };
  if (multiplier === undefined) return { reason: `LinkSpeedUnits "${units}" is not a unit` };
  return { speedBps: value * multiplier, from: 'LinkSpeed' };
}

/** `10 Gb/s`, `155 Mb/s`: for messages only. */
export function speedText(speedBps: number): string {
  for (const [unit, bps] of [
    ['Tb/s', 1e12],
    ['Gb/s', 1e9],
    ['Mb/s', 1e6],
    ['kb/s', 1e3],
  ] as const) {
    if (speedBps >= bps) return `${Number((speedBps / bps).toPrecision(4))} ${unit}`;
  }
  return `${speedBps} b/s`;
}

import type { Backplane, BackplaneLoad, Blade, BladeLoad, Port } from '@tiermap/domain';
import { compareIds } from './compare-ids.js';
import { groupBy } from './group-by.js';

/**
 * Each blade's port capacity against its connection to the backplane. A blade is
 * oversubscribed when the ratio exceeds `threshold` (default 1): four 10 Gb/s ports on a
 * 20 Gb/s fabric connection give 2, that is 2:1. Highest ratio first, then by id.
 */
export function bladeLoads(
  blades: readonly Blade[],
  ports: readonly Port[],
  threshold = 1,
): BladeLoad[] {
  const portsByBlade = groupBy(ports, (port) => port.bladeId);
  return blades
    .map((blade) => {
      const bladePorts = portsByBlade.get(blade.id) ?? [];
      return bladeLoad(
        blade,
        { portCount: bladePorts.length, portCapacityBps: sum(bladePorts.map((p) => p.speedBps)) },
        threshold,
      );
    })
    .sort(byRatio);
}

/**
 * Each backplane's capacity against the sum of the fabric connections of its router's blades,
 * oversubscribed when the ratio exceeds `threshold` (default 1). Highest ratio first, then by id.
 */
export function backplaneLoads(
  backplanes: readonly Backplane[],
  blades: readonly Blade[],
  threshold = 1,
): BackplaneLoad[] {
  const bladesByRouter = groupBy(blades, (blade) => blade.routerId);
  return backplanes
    .map((backplane) => {
      const routerBlades = bladesByRouter.get(backplane.routerId) ?? [];
      return backplaneLoad(
        backplane,
        {
          bladeCount: routerBlades.length,
          bladeFabricCapacityBps: sum(routerBlades.map((blade) => blade.fabricCapacityBps)),
        },
        threshold,
      );
    })
    .sort(byRatio);
}

/** A blade's totals: how many ports it has and the sum of their speeds, bits per second. */
export interface BladeTotals {
  portCount: number;
  portCapacityBps: number;
}

/** A backplane's totals: its router's blades and the sum of their fabric connections. */
export interface BackplaneTotals {
  bladeCount: number;
  bladeFabricCapacityBps: number;
}

/**
 * One blade's verdict from its totals (the one place the ratio and `oversubscribed` are
 * computed): oversubscribed when the ratio exceeds `threshold` (default 1).
 */
export function bladeLoad(
  blade: Pick<Blade, 'id' | 'routerId' | 'slot' | 'model' | 'fabricCapacityBps'>,
  totals: BladeTotals,
  threshold = 1,
): BladeLoad {
  const ratio = totals.portCapacityBps / blade.fabricCapacityBps;
  return {
    id: blade.id,
    routerId: blade.routerId,
    slot: blade.slot,
    model: blade.model,
    portCount: totals.portCount,
    portCapacityBps: totals.portCapacityBps,
    fabricCapacityBps: blade.fabricCapacityBps,
    ratio,
    oversubscribed: oversubscribedAt(ratio, threshold),
  };
}

/** One backplane's verdict from its totals, oversubscribed when the ratio exceeds `threshold`. */
export function backplaneLoad(
  backplane: Pick<Backplane, 'id' | 'routerId' | 'capacityBps'>,
  totals: BackplaneTotals,
  threshold = 1,
): BackplaneLoad {
  const ratio = totals.bladeFabricCapacityBps / backplane.capacityBps;
  return {
    id: backplane.id,
    routerId: backplane.routerId,
    bladeCount: totals.bladeCount,
    bladeFabricCapacityBps: totals.bladeFabricCapacityBps,
    capacityBps: backplane.capacityBps,
    ratio,
    oversubscribed: oversubscribedAt(ratio, threshold),
  };
}

/** The verdict: a ratio above `threshold` is oversubscribed (for blades and backplanes alike). */
export function oversubscribedAt(ratio: number, threshold: number): boolean {
  return ratio > threshold;
}

function byRatio(a: { id: string; ratio: number }, b: { id: string; ratio: number }): number {
  return b.ratio - a.ratio || compareIds(a.id, b.id);
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

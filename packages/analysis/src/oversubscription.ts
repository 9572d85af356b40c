import type { Backplane, BackplaneLoad, Blade, BladeLoad, Port } from '@tiermap/domain';
import { compareIds } from './compare-ids.js';

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
      const portCapacityBps = sum(bladePorts.map((port) => port.speedBps));
      const ratio = portCapacityBps / blade.fabricCapacityBps;
      return {
        id: blade.id,
        routerId: blade.routerId,
        slot: blade.slot,
        model: blade.model,
        portCount: bladePorts.length,
        portCapacityBps,
        fabricCapacityBps: blade.fabricCapacityBps,
        ratio,
        oversubscribed: ratio > threshold,
      };
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
      const bladeFabricCapacityBps = sum(routerBlades.map((blade) => blade.fabricCapacityBps));
      const ratio = bladeFabricCapacityBps / backplane.capacityBps;
      return {
        id: backplane.id,
        routerId: backplane.routerId,
        bladeCount: routerBlades.length,
        bladeFabricCapacityBps,
        capacityBps: backplane.capacityBps,
        ratio,
        oversubscribed: ratio > threshold,
      };
    })
    .sort(byRatio);
}

function byRatio(a: { id: string; ratio: number }, b: { id: string; ratio: number }): number {
  return b.ratio - a.ratio || compareIds(a.id, b.id);
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group === undefined) groups.set(k, [item]);
    else group.push(item);
  }
  return groups;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

// Live states with values as a real network gives them (floats of full precision from a seeded
// generator, not a table of a few), for the in-process live-stream benches.
import { perMetric, type LinkLiveState } from '@tiermap/domain';
import { mulberry32 } from './large-topology.js';

/** A seeded maker of link directions' states: a load from 5 to 95 %, errors on a fifth. */
export function liveStateMaker(
  seed: number,
): (link: number, direction: 'AtoZ' | 'ZtoA') => LinkLiveState {
  const next = mulberry32(seed);
  return (link, direction) => {
    const capacityBps = [1e10, 1e11, 4e11][link % 3] ?? 1e10;
    const utilization = 0.05 + 0.9 * next();
    return {
      linkId: `carrier-${link % 20}-link-${link}`,
      direction,
      tsMs: 1_764_400_000_000 + Math.floor(next() * 30_000),
      utilization,
      ...perMetric((m) =>
        m.name === 'bps' ? utilization * capacityBps : next() < 0.8 ? 0 : next() * 20,
      ),
      stale: false,
      congested: utilization > 0.9,
    };
  };
}

/** Both directions of `links` links, as a snapshot holds them. */
export function liveStates(
  links: number,
  state: (link: number, direction: 'AtoZ' | 'ZtoA') => LinkLiveState,
): LinkLiveState[] {
  return Array.from({ length: links }, (_, link) => [
    state(link, 'AtoZ'),
    state(link, 'ZtoA'),
  ]).flat();
}

import type { BladeLive, Direction, EquipmentKind } from '@tiermap/domain';
import type { PathStatus } from './path-health.js';

/** A recognised situation: what the "expert system" of the seeds would say. */
export interface Situation {
  code: 'maintenance' | 'load-sharing' | 'asymmetry' | 'blade-overload' | 'site-problem';
  /** True when the situation explains the incident as expected (scheduled work). */
  known: boolean;
  message: string;
  equipment: Array<{
    kind: EquipmentKind | 'site';
    id: string;
    /** A blade's router. */
    routerId?: string;
    /** How people know it, when the situation names it. */
    name?: string;
  }>;
  /** For `maintenance`: the window. */
  maintenanceId?: string;
}

/** How a message names equipment for people; ids by default. */
export interface SituationNames {
  /** The name of a trunk, link or blade by id ("GÉANT2 Geneva slot 4 (MPC)"). */
  name?: (id: string) => string;
  /** A direction of a trunk in words ("RAL → CERN"), by trunk id and direction. */
  direction?: (trunkId: string, direction: Direction) => string;
}

/** One trunk member's rate in one direction. */
export interface MemberLoad {
  linkId: string;
  bps: number;
  capacityBps: number;
}

/**
 * Load-sharing fault (the RAL case): in one direction one member carries at least
 * `dominantShare` (0.8) of the trunk's traffic and runs at half its capacity or more, while a
 * sibling carries under a fifth of the busiest member's rate.
 */
export function loadSharingFault(
  trunkId: string,
  direction: Direction,
  members: readonly MemberLoad[],
  dominantShare = 0.8,
  names: SituationNames = {},
): Situation[] {
  const name = names.name ?? ((id: string) => id);
  const way = names.direction?.(trunkId, direction) ?? direction;
  if (members.length < 2) return [];
  const total = members.reduce((sum, m) => sum + m.bps, 0);
  const busiest = members.reduce((a, b) => (b.bps > a.bps ? b : a));
  const idle = members.filter((m) => m !== busiest && m.bps < busiest.bps / 5);
  if (total <= 0 || busiest.bps / total < dominantShare || idle.length === 0) return [];
  if (busiest.bps < busiest.capacityBps / 2) return [];
  const share = Math.round((busiest.bps / total) * 100);
  const idleText = idle
    .map((m) => `${name(m.linkId)} at ${Math.round((m.bps / Math.max(1, m.capacityBps)) * 100)} %`)
    .join(', ');
  return [
    {
      code: 'load-sharing',
      known: false,
      message: `load-sharing fault on trunk ${name(trunkId)} (${way}): ${name(busiest.linkId)} carries ${share} % of the traffic at ${Math.round((busiest.bps / busiest.capacityBps) * 100)} % of its capacity while ${idleText} idles; check the bundle's hashing and the member's optics`,
      equipment: [
        { kind: 'trunk', id: trunkId },
        { kind: 'link', id: busiest.linkId },
      ],
    },
  ];
}

/** One path's health in both directions, named by the sites as traffic flows. */
export interface PathBothWays {
  pathId: string;
  aSiteId: string;
  zSiteId: string;
  AtoZ: { status: PathStatus; lossRatio: number | null };
  ZtoA: { status: PathStatus; lossRatio: number | null };
}

/**
 * Asymmetry (the CNAF/FZK patch panel, the Brown firewall): one direction loses at least the
 * problem ratio while the other loses at least ten times less and is healthy.
 */
export function asymmetry(path: PathBothWays, lossProblemRatio = 0.02): Situation[] {
  for (const [bad, good] of [
    ['AtoZ', 'ZtoA'],
    ['ZtoA', 'AtoZ'],
  ] as const) {
    const worse = path[bad];
    const better = path[good];
    if (worse.lossRatio === null || better.lossRatio === null) continue;
    if (worse.lossRatio < lossProblemRatio || better.status !== 'ok') continue;
    if (better.lossRatio * 10 > worse.lossRatio) continue;
    const [from, to] = bad === 'AtoZ' ? [path.aSiteId, path.zSiteId] : [path.zSiteId, path.aSiteId];
    return [
      {
        code: 'asymmetry',
        known: false,
        message: `one direction only: ${from} → ${to} loses ${(worse.lossRatio * 100).toFixed(1)} % while ${to} → ${from} is clean (${(better.lossRatio * 100).toFixed(2)} %); look for a fault on that direction's route (a patch panel, a firewall's ingress queue), which link counters averaged over both ways can hide`,
        equipment: [
          { kind: 'site', id: path.aSiteId },
          { kind: 'site', id: path.zSiteId },
        ],
      },
    ];
  }
  return [];
}

/** A blade's live load into its fabric connection: the verdict of `bladeLiveLoad`. */
export interface BladeLiveLoad extends Pick<BladeLive, 'loadBps' | 'ratio' | 'overload'> {
  bladeId: string;
  routerId: string;
  fabricCapacityBps: number;
}

/** A blade whose live load in either direction exceeds its blade-to-fabric capacity. */
export function bladeOverload(blade: BladeLiveLoad, names: SituationNames = {}): Situation[] {
  if (!blade.overload) return [];
  return [
    {
      code: 'blade-overload',
      known: false,
      message: `blade ${names.name?.(blade.bladeId) ?? blade.bladeId} carries ${gbps(blade.loadBps)} through a ${gbps(blade.fabricCapacityBps)} fabric connection (${blade.ratio.toFixed(2)}:1): oversubscribed under live load, so it drops packets whatever the links show`,
      equipment: [
        {
          kind: 'blade',
          id: blade.bladeId,
          routerId: blade.routerId,
          ...(names.name === undefined ? {} : { name: names.name(blade.bladeId) }),
        },
      ],
    },
  ];
}

/**
 * A site problem, not a path problem: a site bad towards more than `share` (0.6) of its peers,
 * when it has at least three.
 */
export function siteProblem(
  siteId: string,
  peers: ReadonlyMap<string, boolean>,
  share = 0.6,
): Situation[] {
  if (peers.size < 3) return [];
  const bad = [...peers].filter(([, isBad]) => isBad).map(([peer]) => peer);
  if (bad.length / peers.size <= share) return [];
  return [
    {
      code: 'site-problem',
      known: false,
      message: `site problem at ${siteId}: bad towards ${bad.length} of its ${peers.size} peers (${bad.sort().join(', ')}); look at the site's own hosts and access before the wide-area paths`,
      equipment: [{ kind: 'site', id: siteId }],
    },
  ];
}

function gbps(bps: number): string {
  return `${(bps / 1e9).toFixed(1)} Gb/s`;
}

import {
  oppositeDirection,
  type BackplaneLoad,
  type BladeLive,
  type BladeLoad,
  type Direction,
  type LinkLiveState,
  type LopsidedRule,
  type MemberShare,
  type TrunkBalanceReport,
  type TrunkDirectionBalance,
  type TrunkReport,
} from '@tiermap/domain';

/**
 * Verdicts on live load, computed once here and served by the API (the web only shows them):
 * a blade's load against its fabric connection, a backplane's against its capacity, and how a
 * trunk shares its load between its members.
 */

/** The newest live value of one link direction, as far as a verdict needs it. */
export type LiveReading = Pick<LinkLiveState, 'bps' | 'stale'>;

/** Reads one link direction's newest value; undefined when it has none. */
export type LiveReader = (linkId: string, direction: Direction) => LiveReading | undefined;

/** A reader over a list of live states (what `/api/live` sends), by link and direction. */
export function liveReader(states: readonly LinkLiveState[]): LiveReader {
  const byKey = new Map<string, LiveReading>();
  for (const state of states) byKey.set(`${state.linkId}\u0000${state.direction}`, state);
  return (linkId, direction) => byKey.get(`${linkId}\u0000${direction}`);
}

/**
 * The lopsided-trunk rule: a direction is lopsided when one member carries more than 80 % of a
 * load of at least 100 Mb/s. Below that floor a few flows on an almost idle trunk land where the
 * hash puts them, and that says nothing of the load sharing.
 */
export const LOPSIDED_RULE: LopsidedRule = { lopsidedShare: 0.8, minLoadBps: 100e6 };

/**
 * The live balance of a trunk in both of its directions. A trunk report turns members so that
 * their A end is one router; a member whose link runs the other way (its own A end, by
 * `linkARouterId`, is not the member's `aRouterId`) is read in its opposite direction. A
 * direction is judged only when every member has a measurement in it and the total is at least
 * `rule.minLoadBps`; it is lopsided when one member carries more than `rule.lopsidedShare` of
 * it, so its siblings are left close to idle.
 */
export function trunkBalance(
  trunk: Pick<TrunkReport, 'members'>,
  linkARouterId: (linkId: string) => string | undefined,
  read: LiveReader,
  rule: LopsidedRule = LOPSIDED_RULE,
): TrunkDirectionBalance[] {
  return (['AtoZ', 'ZtoA'] as const).map((direction) => {
    const members: MemberShare[] = [];
    let missing = false;
    for (const member of trunk.members) {
      const aRouterId = linkARouterId(member.linkId);
      const reversed = aRouterId !== undefined && aRouterId !== member.aRouterId;
      const bps = read(member.linkId, reversed ? oppositeDirection(direction) : direction)?.bps;
      if (bps === undefined || bps === null) {
        missing = true;
        continue;
      }
      members.push({ linkId: member.linkId, name: member.name, bps, share: 0 });
    }
    const totalBps = members.reduce((total, member) => total + member.bps, 0);
    for (const member of members) member.share = totalBps > 0 ? member.bps / totalBps : 0;
    const top = members.reduce<MemberShare | undefined>(
      (best, member) => (best === undefined || member.bps > best.bps ? member : best),
      undefined,
    );
    const notJudged =
      missing || members.length < 2
        ? 'missing-data'
        : totalBps < rule.minLoadBps
          ? 'below-floor'
          : undefined;
    return {
      direction,
      totalBps,
      members,
      ...(top === undefined ? {} : { top }),
      lopsided: notJudged === undefined && top !== undefined && top.share > rule.lopsidedShare,
      ...(notJudged === undefined ? {} : { notJudged }),
    };
  });
}

/** A trunk report with its balance judged: lopsided when either direction is. */
export function trunkBalanceReport(
  trunk: TrunkReport,
  linkARouterId: (linkId: string) => string | undefined,
  read: LiveReader,
  rule: LopsidedRule = LOPSIDED_RULE,
): TrunkBalanceReport {
  const balance = trunkBalance(trunk, linkARouterId, read, rule);
  const worst = balance
    .filter((direction) => direction.lopsided)
    .reduce<TrunkDirectionBalance | undefined>(
      (best, direction) =>
        best === undefined || (direction.top?.share ?? 0) > (best.top?.share ?? 0)
          ? direction
          : best,
      undefined,
    );
  return {
    ...trunk,
    balance,
    lopsided: worst !== undefined,
    worstShare: worst?.top?.share ?? 0,
    ...(worst?.top === undefined ? {} : { worstLinkId: worst.top.linkId }),
  };
}

/** A link by its ends' ports, as far as a blade's live load needs it. */
export interface LinkPorts {
  id: string;
  aPortId: string;
  zPortId: string;
}

/** The port's blade, as far as a blade's live load needs it. */
export interface BladePort {
  id: string;
  bladeId: string;
}

/**
 * The live load of every blade whose port links have a measurement. Each port's link is
 * measured per direction of the link itself (AtoZ: from the link's A port to its Z port). Seen
 * from the blade's router, traffic entering the fabric (`inBps`) is the sum over the blade's
 * ports of what arrives on the port's link (ZtoA at the A port, AtoZ at the Z port); traffic
 * leaving (`outBps`) is the other direction. The fabric connection is full duplex, so its load
 * is `max(inBps, outBps)`, and above the fabric capacity it is a live overload. A blade with no
 * measured link direction has no entry.
 */
export function bladeLiveLoads(
  blades: readonly { id: string; fabricCapacityBps: number }[],
  ports: readonly BladePort[],
  links: readonly LinkPorts[],
  read: LiveReader,
): Map<string, BladeLive> {
  return bladeLiveLoadsOf(blades, bladePortLinks(ports, links), read);
}

/** One port's link and the end of the link at that port (`bladePortLinks`). */
export interface PortLink {
  linkId: string;
  end: 'A' | 'Z';
}

/**
 * Per blade id, the link on each of its ports that has one, with the link's end there: what a
 * blade's live load reads (`bladeLiveLoadsOf`), worked out once per topology by a caller that
 * asks for many blades' loads.
 */
export function bladePortLinks(
  ports: readonly BladePort[],
  links: readonly LinkPorts[],
): Map<string, PortLink[]> {
  const linkAt = new Map<string, PortLink>();
  for (const link of links) {
    linkAt.set(link.aPortId, { linkId: link.id, end: 'A' });
    // A link from a port to itself is read at its A end.
    if (!linkAt.has(link.zPortId)) linkAt.set(link.zPortId, { linkId: link.id, end: 'Z' });
  }
  const byBlade = new Map<string, PortLink[]>();
  for (const port of ports) {
    const on = linkAt.get(port.id);
    if (on === undefined) continue;
    const onBlade = byBlade.get(port.bladeId);
    if (onBlade === undefined) byBlade.set(port.bladeId, [on]);
    else onBlade.push(on);
  }
  return byBlade;
}

/** `bladeLiveLoads` of `blades` from their ports' links (`bladePortLinks`), reading only those. */
export function bladeLiveLoadsOf(
  blades: readonly { id: string; fabricCapacityBps: number }[],
  portLinks: ReadonlyMap<string, readonly PortLink[]>,
  read: LiveReader,
): Map<string, BladeLive> {
  const loads = new Map<string, BladeLive>();
  for (const blade of blades) {
    const load = bladeLiveLoad(blade, portLinks.get(blade.id) ?? [], read);
    if (load !== undefined) loads.set(blade.id, load);
  }
  return loads;
}

/**
 * One blade's live load (see `bladeLiveLoads`) from the links on its ports (`bladePortLinks`);
 * undefined when none of their directions has a rate. The overlays and the oversubscription
 * table read every reading and mark the load stale when one is; the diagnosis reads through a
 * reader that leaves stale readings out, so that only the load now is evidence.
 */
export function bladeLiveLoad(
  blade: { fabricCapacityBps: number },
  onBlade: readonly PortLink[],
  read: LiveReader,
): BladeLive | undefined {
  const sum = { inBps: 0, outBps: 0, measured: 0, expected: 0, stale: false };
  for (const on of onBlade) {
    sum.expected += 2;
    const arriving = read(on.linkId, on.end === 'A' ? 'ZtoA' : 'AtoZ');
    const leaving = read(on.linkId, on.end === 'A' ? 'AtoZ' : 'ZtoA');
    if (arriving !== undefined && arriving.bps !== null) {
      sum.inBps += arriving.bps;
      sum.measured += 1;
      sum.stale ||= arriving.stale;
    }
    if (leaving !== undefined && leaving.bps !== null) {
      sum.outBps += leaving.bps;
      sum.measured += 1;
      sum.stale ||= leaving.stale;
    }
  }
  if (sum.measured === 0) return undefined;
  const loadBps = Math.max(sum.inBps, sum.outBps);
  return {
    ...sum,
    loadBps,
    ratio: loadBps / blade.fabricCapacityBps,
    overload: loadBps > blade.fabricCapacityBps,
  };
}

/** Blade loads with their live load (`bladeLiveLoads`) where they have one. */
export function withBladeLive(
  loads: readonly BladeLoad[],
  live: ReadonlyMap<string, BladeLive>,
): BladeLoad[] {
  return loads.map((load) => {
    const now = live.get(load.id);
    return now === undefined ? load : { ...load, live: now };
  });
}

/**
 * Backplane loads with their live load: the larger of the router's blades' summed `inBps` and
 * summed `outBps`, an overload above the backplane's capacity. A backplane none of whose blades
 * has a live load is left as it is.
 */
export function withBackplaneLive(
  loads: readonly BackplaneLoad[],
  blades: readonly { id: string; routerId: string }[],
  live: ReadonlyMap<string, BladeLive>,
): BackplaneLoad[] {
  const byRouter = new Map<string, { inBps: number; outBps: number }>();
  for (const blade of blades) {
    const now = live.get(blade.id);
    if (now === undefined) continue;
    const sum = byRouter.get(blade.routerId) ?? { inBps: 0, outBps: 0 };
    sum.inBps += now.inBps;
    sum.outBps += now.outBps;
    byRouter.set(blade.routerId, sum);
  }
  return loads.map((load) => {
    const sum = byRouter.get(load.routerId);
    if (sum === undefined) return load;
    const liveLoadBps = Math.max(sum.inBps, sum.outBps);
    return { ...load, liveLoadBps, liveOverload: liveLoadBps > load.capacityBps };
  });
}

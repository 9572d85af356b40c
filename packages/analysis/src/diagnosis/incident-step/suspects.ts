import { isLinkCrossed } from '@tiermap/domain';
import { alertNotes } from '../alert-evidence.js';
import { counterObservations, counterRates, type LinkCounterReading } from '../counter-evidence.js';
import { coveredElements } from '../diagnose.js';
import {
  readingEvidence,
  readingLossRatio,
  type HealthThresholds,
  type LinkReading,
} from '../path-health.js';
import type { CounterObservations, RankedSuspect, SuspectRanking } from '../rank-suspects.js';
import { linkDirectionOfKey, type RiskModel, type SuspectElement } from '../risk-model.js';
import {
  countOf,
  type BladeLive,
  type Direction,
  type Maintenance,
  type Suspect,
} from '@tiermap/domain';
import { bladeLiveLoad } from '../../live-load.js';
import type { LiveInputs } from './path-states.js';
import { memberDirection, type DiagnosisSnapshot } from './snapshot.js';

/** The live blade loads of one evaluation, by blade id (`bladeLoadsNow`). */
export type BladeLoadsLookup = Pick<ReadonlyMap<string, BladeLive>, 'get'>;

/**
 * The live load of a blade now, looked up by its id: the load verdict the overlays show
 * (`bladeLiveLoad`), read from fresh readings only. A stale reading is the last rate of a link
 * direction that stopped reporting, not the load now: counted, it could make a blade whose
 * links went quiet look overloaded, a suspect on old data. So the load is what the fresh
 * readings add up to (a lower bound when some are missing), and a blade with none has no load.
 * Each blade is worked out when first asked for and kept: an evaluation asks for the blades of
 * its model (about 2,000 at 10,000 routers), not for every blade of the topology.
 */
export function bladeLoadsNow(snapshot: DiagnosisSnapshot, live: LiveInputs): BladeLoadsLookup {
  const fresh = withoutStale(live.reading);
  const loads = new Map<string, BladeLive | null>();
  return {
    get(bladeId) {
      let load = loads.get(bladeId);
      if (load === undefined) {
        const blade = snapshot.index.blades.get(bladeId);
        const ports = snapshot.bladeLinks.get(bladeId);
        load =
          blade === undefined || ports === undefined
            ? null
            : (bladeLiveLoad(blade, ports, fresh) ?? null);
        loads.set(bladeId, load);
      }
      return load ?? undefined;
    },
  };
}

/** `reading` without the stale readings: a link direction that stopped reporting reads as none. */
function withoutStale<R extends { stale: boolean }>(
  reading: (linkId: string, direction: Direction) => R | undefined,
): (linkId: string, direction: Direction) => R | undefined {
  return (linkId, direction) => {
    const found = reading(linkId, direction);
    return found?.stale === true ? undefined : found;
  };
}

/**
 * The error and discard counters now (`counterObservations`) of every link direction some element
 * of the model covers (`SuspectElement.linkDirections`): what the ranking weighs as a likelihood
 * term beside the paths, and all it reads of them. A link direction no element covers is not read.
 */
export function linkCounters(snapshot: DiagnosisSnapshot, live: LiveInputs): CounterObservations {
  const readings: LinkCounterReading[] = [];
  for (const { linkId, direction } of coveredLinkDirections(snapshot.model)) {
    const reading = live.reading(linkId, direction);
    if (reading !== undefined) readings.push({ linkId, direction, ...counterRates(reading) });
  }
  return counterObservations(readings);
}

/** Per risk model, the link directions its elements cover, each once: worked out once per model. */
const covered = new WeakMap<RiskModel, ReadonlyArray<{ linkId: string; direction: Direction }>>();

function coveredLinkDirections(
  model: RiskModel,
): ReadonlyArray<{ linkId: string; direction: Direction }> {
  let found = covered.get(model);
  if (found === undefined) {
    const keys = new Set(model.elements.flatMap((element) => element.linkDirections ?? []));
    found = [...keys].map(linkDirectionOfKey);
    covered.set(model, found);
  }
  return found;
}

/** How strongly each element's own live state points at it (see `readingEvidence`). */
export function liveEvidence(
  snapshot: DiagnosisSnapshot,
  live: LiveInputs,
  bladeLoads: BladeLoadsLookup,
  thresholds: HealthThresholds,
): Map<string, number> {
  const evidence = new Map<string, number>();
  const linkEvidence = (linkId: string, direction: Direction): number =>
    readingEvidence(live.reading(linkId, direction), thresholds);
  for (const element of snapshot.model.elements) {
    let strength = 0;
    if (element.kind === 'link' || element.kind === 'trunk' || isLinkCrossed(element.kind)) {
      const info = snapshot.info(element);
      // Each member in its own direction: one wired the other way round carries the trunk's
      // A→Z in its Z→A.
      const inDirection = (direction: Direction) =>
        Math.max(
          0,
          ...info.linkIds.map((id) => linkEvidence(id, memberDirection(info, id, direction))),
        );
      strength =
        element.direction === 'both'
          ? Math.min(inDirection('AtoZ'), inDirection('ZtoA'))
          : inDirection(element.direction);
    } else if (element.kind === 'blade') {
      if (bladeLoads.get(element.id)?.overload === true) strength = 1;
    }
    if (strength > 0) evidence.set(element.key, strength);
  }
  return evidence;
}

/** Per element key, the open window that covers the element (`coveredElements`). */
export function windowCoverage(
  snapshot: DiagnosisSnapshot,
  openWindows: readonly Maintenance[],
): Map<string, Maintenance> {
  if (openWindows.length === 0) return new Map();
  const byId = new Map<string, Maintenance>();
  for (const window of openWindows) {
    for (const id of window.equipmentIds) if (!byId.has(id)) byId.set(id, window);
  }
  return coveredElements(snapshot.index, snapshot.model, (id) => byId.get(id));
}

/**
 * How strongly each element's own state shows a fault of its own: `liveEvidence` without the
 * links that went dark, which maintenance explains (it darkens what it covers).
 */
export function faultEvidence(
  snapshot: DiagnosisSnapshot,
  live: LiveInputs,
  bladeLoads: BladeLoadsLookup,
  thresholds: HealthThresholds,
): Map<string, number> {
  const reporting: LiveInputs = { ...live, reading: withoutStale(live.reading) };
  return liveEvidence(snapshot, reporting, bladeLoads, thresholds);
}

/** "2026-11-25 13:00 UTC": a time for people, to the minute. */
export function utcMinute(at: string | number): string {
  return `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The direction of a link or trunk in the users' words: its routers, and who is sending. */
export function directionLabel(
  snapshot: DiagnosisSnapshot,
  element: SuspectElement,
  explains: readonly number[],
): string {
  if (element.direction === 'both') return 'both ways';
  const flows = [
    ...new Set(
      explains.map((at) => {
        const o = snapshot.model.observables[at];
        return o === undefined ? '' : `${o.fromSiteId} → ${o.toSiteId}`;
      }),
    ),
  ].filter((flow) => flow !== '');
  const linkId = snapshot.info(element).linkIds[0] ?? '';
  const way = linkDirectionText(snapshot, linkId, element.direction);
  return flows.length === 0 ? way : `${way} (${flows.join(', ')})`;
}

/** "link GÉANT2 Paris–Geneva (both ways)", "blade GVA slot 3": an alternative in a sentence. */
export function alternativeLabel(alternative: Suspect['alternatives'][number]): string {
  const { kind, name } = alternative;
  return kind === 'link' || kind === 'trunk'
    ? `${kind} ${name} (${alternative.directionLabel})`
    : `${kind} ${name}`;
}

function observableLabel(snapshot: DiagnosisSnapshot, at: number): string {
  const o = snapshot.model.observables[at];
  return o === undefined ? `#${at}` : `${o.fromSiteId} → ${o.toSiteId}`;
}

export function worstReading(
  snapshot: DiagnosisSnapshot,
  element: SuspectElement,
  live: LiveInputs,
): LinkReading | undefined {
  return worstReadingAt(snapshot, element, live)?.reading;
}

/**
 * The reading of the element's member link and direction that looks worst: dark first, then by
 * how strongly it points at a fault (loss, then congestion), then by loss and utilization.
 */
function worstReadingAt(
  snapshot: DiagnosisSnapshot,
  element: SuspectElement,
  live: LiveInputs,
): { reading: LinkReading; linkId: string; direction: Direction } | undefined {
  const directions: Direction[] =
    element.direction === 'both' ? ['AtoZ', 'ZtoA'] : [element.direction];
  let worst: { reading: LinkReading; linkId: string; direction: Direction } | undefined;
  let worstRank: number[] = [];
  const info = snapshot.info(element);
  for (const linkId of info.linkIds) {
    for (const direction of directions) {
      const own = memberDirection(info, linkId, direction);
      const reading = live.reading(linkId, own);
      if (reading === undefined) continue;
      const rank = [
        reading.stale ? 1 : 0,
        readingEvidence(reading),
        readingLossRatio(reading) ?? 0,
        reading.utilization ?? 0,
      ];
      if (worst === undefined || isGreater(rank, worstRank)) {
        worst = { reading, linkId, direction: own };
        worstRank = rank;
      }
    }
  }
  return worst;
}

function isGreater(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return false;
}

/** "GÉANT2 Paris → GÉANT2 Geneva": one direction of a link by the routers at its ends. */
export function linkDirectionText(
  snapshot: DiagnosisSnapshot,
  linkId: string,
  direction: Direction,
): string {
  const link = snapshot.index.links.get(linkId);
  const routerOf = (portId: string | undefined) => {
    const port = portId === undefined ? undefined : snapshot.index.ports.get(portId);
    const router = port === undefined ? undefined : snapshot.index.routers.get(port.routerId);
    return router?.name ?? port?.routerId ?? '?';
  };
  return direction === 'AtoZ'
    ? `${routerOf(link?.aPortId)} → ${routerOf(link?.zPortId)}`
    : `${routerOf(link?.zPortId)} → ${routerOf(link?.aPortId)}`;
}

/** The suspects of a ranking as the API shows them, each with a plain-language explanation. */
export function suspectDtos(
  snapshot: DiagnosisSnapshot,
  ranking: SuspectRanking,
  live: LiveInputs,
  coverage: ReadonlyMap<string, Maintenance>,
  bladeLoads: BladeLoadsLookup,
  oversubscribedBlades: ReadonlySet<string>,
  /** How many bad path directions the incident has: "explains 3 of 4". */
  badCount: number,
): Suspect[] {
  // The same element once: one direction of a link and the link both ways are one line, at the
  // better rank, a cause when either is.
  const seen = new Map<string, RankedSuspect>();
  const once: RankedSuspect[] = [];
  for (const suspect of ranking.suspects) {
    const id = `${suspect.element.kind}:${suspect.element.id}`;
    const first = seen.get(id);
    if (first === undefined) {
      const copy = { ...suspect };
      seen.set(id, copy);
      once.push(copy);
    } else if (suspect.cause && !first.cause) {
      first.cause = true;
    }
  }
  return once.map((suspect, i) =>
    suspectDto(
      snapshot,
      suspect,
      i + 1,
      live,
      coverage,
      bladeLoads,
      oversubscribedBlades,
      badCount,
    ),
  );
}

function suspectDto(
  snapshot: DiagnosisSnapshot,
  suspect: RankedSuspect,
  rank: number,
  live: LiveInputs,
  coverage: ReadonlyMap<string, Maintenance>,
  bladeLoads: BladeLoadsLookup,
  oversubscribedBlades: ReadonlySet<string>,
  badCount: number,
): Suspect {
  const { element } = suspect;
  const info = snapshot.info(element);
  const worst = worstReadingAt(snapshot, element, live);
  const reading = worst?.reading;
  const readingDirection =
    worst === undefined ? '' : linkDirectionText(snapshot, worst.linkId, worst.direction);
  const lossRatio = reading === undefined ? null : readingLossRatio(reading);
  const window = coverage.get(element.key);
  const explains = suspect.explains.map((at) => observableLabel(snapshot, at));
  const against = suspect.against.map((at) => observableLabel(snapshot, at));
  const oversubscribed =
    element.kind === 'blade'
      ? oversubscribedBlades.has(element.id) || bladeLoads.get(element.id)?.overload === true
      : null;
  const parts: string[] = [
    `explains ${explains.length} of ${badCount} bad direction${badCount === 1 ? '' : 's'}, crossed by ${against.length} healthy`,
  ];
  if (reading !== undefined) {
    parts.push(
      reading.stale
        ? `${readingDirection}: no fresh data`
        : `${readingDirection}: ${((lossRatio ?? 0) * 100).toFixed(1)} % loss, ${Math.round((reading.utilization ?? 0) * 100)} % utilization`,
    );
  }
  if (oversubscribed === true) parts.push('the blade is oversubscribed');
  parts.push(...alertNotes(live.alerts ?? [], element));
  if (window !== undefined)
    parts.push(`under maintenance "${window.title}" until ${utcMinute(window.endsAt)}`);
  const alternatives = suspect.alternatives.map((other) => ({
    kind: other.kind,
    id: other.id,
    name: snapshot.info(other).name,
    direction: other.direction,
    directionLabel: directionLabel(snapshot, other, []),
  }));
  if (suspect.cause) parts.push('part of the likeliest explanation');
  const label = directionLabel(snapshot, element, suspect.explains);
  return {
    rank,
    kind: element.kind,
    id: element.id,
    name: info.name,
    routerId:
      element.kind === 'router'
        ? element.id
        : element.kind === 'blade'
          ? (snapshot.index.blades.get(element.id)?.routerId ?? null)
          : null,
    carrierId: info.carrierId,
    direction: element.direction,
    directionLabel: label,
    alternatives,
    cause: suspect.cause,
    hitRatio: suspect.hitRatio,
    score: suspect.score,
    explains,
    against,
    live:
      reading === undefined
        ? null
        : {
            utilization: reading.utilization,
            errorsPerSec: countOf(reading, 'errors'),
            // Both ways: the suspect's one discards figure is in discards plus out discards.
            discardsPerSec: countOf(reading, 'discards'),
            lossRatio,
            stale: reading.stale,
          },
    oversubscribed,
    maintenanceId: window?.id ?? null,
    // One line a person acts on; the look-alikes are in `alternatives`, shown once under it.
    explanation: `${info.name} (${label}): ${parts.join('; ')}.`,
  };
}

import type { ObservedRoute } from '@tiermap/domain';
import { elementKey, type RiskModel, type SuspectElement } from '../diagnosis/risk-model.js';
import type { LiveInputs } from '../diagnosis/incident-step/path-states.js';
import type { DiagnosisSnapshot } from '../diagnosis/incident-step/snapshot.js';
import { compareRoute, pathChangedFinding, type RouteComparison } from './route-match.js';

/** A path direction's newest trace, compared with its declared routers. */
export interface ObservedDirection {
  comparison: RouteComparison;
  route: ObservedRoute;
}

/**
 * Per observable index, its newest trace compared with the declared routers: only directions
 * with a trace filed (and a complete walk).
 */
export function observedDirections(
  snapshot: DiagnosisSnapshot,
  live: LiveInputs,
): Map<number, ObservedDirection> {
  const out = new Map<number, ObservedDirection>();
  if (live.route === undefined) return out;
  snapshot.model.observables.forEach((observable, at) => {
    const stored = live.route?.(observable.pathId, observable.direction);
    const walk = snapshot.walks[at];
    if (stored === undefined || walk === undefined) return;
    const comparison = compareRoute(walk.routerIds, stored.hops, snapshot.routeLookups);
    out.set(at, {
      comparison,
      route: {
        tsMs: stored.tsMs,
        source: stored.source ?? null,
        verdict: comparison.verdict,
        declaredRouterIds: [...walk.routerIds],
        hops: comparison.hops,
        pathChanged: pathChangedFinding(
          comparison,
          stored.sinceMs,
          snapshot.routeLookups.routerName,
        ),
      },
    });
  });
  return out;
}

/**
 * The risk model with each changed direction's risk set replaced by what its trace crossed: the
 * routers seen, and the links between routers seen at consecutive hops with their blades and
 * routers (as a declared hop's link brings them). Elements no direction changed keep their
 * identity; an element the model lacked (a router on no declared path) is added.
 */
export function reroutedModel(
  model: RiskModel,
  changed: ReadonlyMap<number, RouteComparison>,
  snapshot: Pick<DiagnosisSnapshot, 'index'>,
): RiskModel {
  if (changed.size === 0) return model;
  const wanted = new Map<string, Omit<SuspectElement, 'observables'> & { at: Set<number> }>();
  const want = (
    kind: SuspectElement['kind'],
    id: string,
    direction: SuspectElement['direction'],
    at: number,
  ) => {
    const key = elementKey(kind, id, direction);
    const held = wanted.get(key) ?? { key, kind, id, direction, at: new Set<number>() };
    held.at.add(at);
    wanted.set(key, held);
  };
  for (const [at, comparison] of changed) {
    for (const routerId of comparison.routerIds) want('router', routerId, 'both', at);
    for (const { linkId, traversal } of comparison.links) {
      want('link', linkId, traversal, at);
      want('link', linkId, 'both', at);
      const link = snapshot.index.links.get(linkId);
      for (const portId of link === undefined ? [] : [link.aPortId, link.zPortId]) {
        const port = snapshot.index.ports.get(portId);
        if (port !== undefined) want('blade', port.bladeId, 'both', at);
      }
    }
  }
  const elements = model.elements.map((element) => {
    const extra = wanted.get(element.key);
    wanted.delete(element.key);
    const kept = element.observables.filter((at) => !changed.has(at));
    const observables = [...kept, ...(extra === undefined ? [] : [...extra.at])].sort(
      (a, b) => a - b,
    );
    const same =
      observables.length === element.observables.length &&
      observables.every((at, i) => at === element.observables[i]);
    return same ? element : { ...element, observables };
  });
  for (const { at, ...element } of wanted.values()) {
    elements.push({ ...element, observables: [...at].sort((a, b) => a - b) });
  }
  return { observables: model.observables, elements };
}

/** A path's newest traced route per direction, beside its declared routers; null untraced. */
export function observedRoutesOf(
  snapshot: DiagnosisSnapshot,
  live: LiveInputs,
  pathId: string,
): { AtoZ: ObservedRoute | null; ZtoA: ObservedRoute | null } {
  const observed = observedDirections(snapshot, live);
  const of = (direction: 'AtoZ' | 'ZtoA') => {
    const at = snapshot.observableAt.get(`${pathId}@${direction}`);
    return (at === undefined ? undefined : observed.get(at)?.route) ?? null;
  };
  return { AtoZ: of('AtoZ'), ZtoA: of('ZtoA') };
}

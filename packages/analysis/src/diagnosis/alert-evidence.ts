import type { RiskModel, SuspectElement } from './risk-model.js';

/**
 * An alert another monitoring system raised (Alertmanager) that names one element tiermap
 * knows: a link (found by the router and interface the alert's labels name) or a router.
 */
export interface ExternalAlert {
  /** The alert's `alertname` label, e.g. `InterfaceErrors`. */
  alertname: string;
  kind: 'link' | 'router';
  id: string;
  /** The element as people know it, e.g. "xe-1/0/0 on geant-gva" or "geant-gva". */
  on: string;
}

/**
 * Per element key, the evidence the alerts give (`diagnose`'s `evidence`, 0 to 1): an alert on a
 * link is its own bad state both ways and in each direction (an interface alert rarely says
 * which), an alert on a router the router's. A firing alert counts as strongly as the element's
 * worst own live state.
 */
export function alertEvidence(
  model: RiskModel,
  alerts: readonly ExternalAlert[],
): Map<string, number> {
  const alerted = new Set(alerts.map((alert) => `${alert.kind}:${alert.id}`));
  const evidence = new Map<string, number>();
  if (alerted.size === 0) return evidence;
  for (const element of model.elements) {
    if (alerted.has(`${element.kind}:${element.id}`)) evidence.set(element.key, 1);
  }
  return evidence;
}

/** Two evidence maps as one: per key, the stronger. */
export function strongerEvidence(
  first: ReadonlyMap<string, number>,
  second: ReadonlyMap<string, number>,
): Map<string, number> {
  const merged = new Map(first);
  for (const [key, strength] of second) merged.set(key, Math.max(strength, merged.get(key) ?? 0));
  return merged;
}

/**
 * What a suspect's explanation says of the alerts on it: "Alertmanager: <alertname> on
 * <element>", one per alert, sorted.
 */
export function alertNotes(
  alerts: readonly ExternalAlert[],
  element: Pick<SuspectElement, 'kind' | 'id'>,
): string[] {
  return [
    ...new Set(
      alerts
        .filter((alert) => alert.kind === element.kind && alert.id === element.id)
        .map((alert) => `Alertmanager: ${alert.alertname} on ${alert.on}`),
    ),
  ].sort();
}

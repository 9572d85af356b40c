import type { ExternalAlert } from '@tiermap/analysis';
import type {
  AlertEvidence,
  AlertEvidenceList,
  AlertmanagerReceipt,
  AlertmanagerWebhook,
  Topology,
  UnmatchedAlert,
} from '@tiermap/domain';
import type { Integrations } from '../health/integrations.js';
import { alertTarget } from './match.js';

/** The integrations registry's name for the alerts Alertmanager sends in. */
export const RECEIVER_INTEGRATION = 'alertmanager-receiver';

export interface AlertReceiver {
  /** Takes one Alertmanager notification: firing alerts add evidence, resolved ones withdraw it. */
  receive(body: AlertmanagerWebhook): Promise<AlertmanagerReceipt>;
  /** The evidence held now, and the firing alerts that name nothing known. */
  list(): AlertEvidenceList;
  /** The evidence as diagnosis takes it. */
  alerts(): ExternalAlert[];
}

export interface AlertReceiverDeps {
  /** The topology the alerts' labels are matched against. */
  topology: () => Promise<Pick<Topology, 'routers' | 'ports' | 'links'>>;
  integrations: Integrations;
  /** The most firing unmatched alerts remembered (newest kept). */
  maxUnmatched?: number;
}

/**
 * Alerts from Alertmanager held as evidence on the links and routers they name, by alert
 * fingerprint, in memory: Alertmanager sends every firing alert of a group again at its
 * `repeat_interval`, so a restart loses them for at most that long.
 */
export function createAlertReceiver(deps: AlertReceiverDeps): AlertReceiver {
  const held = new Map<string, AlertEvidence>();
  // The firing alerts that name nothing known, by fingerprint, until they resolve or match.
  const unmatched = new Map<string, UnmatchedAlert>();
  const maxUnmatched = deps.maxUnmatched ?? 1_000;
  // Push-only: listed on health from the first notification, not before (nothing to expect).
  return {
    async receive(body) {
      const topology = await deps.topology();
      const receipt: AlertmanagerReceipt = { firing: 0, withdrawn: 0, unmatched: [] };
      for (const alert of body.alerts) {
        const alertname = alert.labels.alertname ?? '(no alertname)';
        if (alert.status === 'resolved') {
          unmatched.delete(alert.fingerprint);
          if (held.delete(alert.fingerprint)) receipt.withdrawn += 1;
          continue;
        }
        const target = alertTarget(alert.labels, topology);
        if (target.kind === 'none') {
          // A firing alert that now names nothing known withdraws what it named before.
          held.delete(alert.fingerprint);
          const entry = { fingerprint: alert.fingerprint, alertname, reason: target.reason };
          unmatched.delete(alert.fingerprint);
          unmatched.set(alert.fingerprint, entry);
          receipt.unmatched.push(entry);
          continue;
        }
        unmatched.delete(alert.fingerprint);
        held.set(alert.fingerprint, {
          fingerprint: alert.fingerprint,
          alertname,
          kind: target.kind,
          id: target.id,
          on: target.on,
          startsAtMs: Date.parse(alert.startsAt),
          labels: alert.labels,
        });
        receipt.firing += 1;
      }
      while (unmatched.size > maxUnmatched) {
        const oldest = unmatched.keys().next().value;
        if (oldest === undefined) break;
        unmatched.delete(oldest);
      }
      const took = `last took ${body.alerts.length} alert(s): ${receipt.firing} firing on known elements, ${receipt.withdrawn} withdrawn; ${held.size} held as evidence`;
      // Failing while a firing alert names nothing known, whichever notification brought it.
      const [first] = unmatched.values();
      if (first === undefined) {
        deps.integrations.success(RECEIVER_INTEGRATION, took);
      } else {
        deps.integrations.failure(
          RECEIVER_INTEGRATION,
          `${unmatched.size} firing alert(s) name no known element, e.g. ${first.alertname}: ${first.reason} (${took})`,
        );
      }
      return receipt;
    },
    list() {
      return {
        evidence: [...held.values()].sort((a, b) => a.fingerprint.localeCompare(b.fingerprint)),
        unmatched: [...unmatched.values()],
      };
    },
    alerts() {
      return [...held.values()].map(({ alertname, kind, id, on }) => ({ alertname, kind, id, on }));
    },
  };
}

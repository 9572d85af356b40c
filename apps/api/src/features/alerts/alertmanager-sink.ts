import type { Logger } from '../../logger.js';
import type { Integrations } from '../health/integrations.js';
import { createDelivery } from './delivery.js';
import { postJson, type OutboundAuth } from './http-post.js';
import type { IncidentSink, IncidentSummary } from './notifier.js';

/** One alert as Alertmanager's `POST /api/v2/alerts` takes it (`postableAlert`). */
export interface PostableAlert {
  labels: Record<string, string>;
  annotations: Record<string, string>;
  startsAt: string;
  endsAt?: string;
  generatorURL: string;
}

/** The alert of an incident: firing while open, with `endsAt` its resolution once resolved. */
export function incidentAlert(summary: IncidentSummary): PostableAlert {
  return {
    labels: {
      alertname: 'TiermapIncident',
      incident: summary.id,
      sites: summary.sites.join(','),
      top_suspect: summary.topSuspect,
      carrier: summary.carrier,
      known: summary.known ? 'true' : 'false',
      severity: summary.severity,
    },
    annotations: {
      summary: summary.title,
      description: summary.explanation,
      incident_url: summary.url,
    },
    startsAt: new Date(summary.openedAtMs).toISOString(),
    ...(summary.resolvedAtMs === null
      ? {}
      : { endsAt: new Date(summary.resolvedAtMs).toISOString() }),
    generatorURL: summary.url,
  };
}

export interface AlertmanagerSinkOptions {
  /** Alertmanager's base URL, e.g. `http://alertmanager:9093`. */
  url: string;
  auth: OutboundAuth;
  /** Firing alerts are sent again this often (under Alertmanager's `resolve_timeout`). */
  resendMs: number;
  integrations: Integrations;
  logger: Logger;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  maxPending?: number;
  /**
   * With several API instances: asked at each resend which incidents are open (as the graph
   * holds them) when this instance holds the diagnosis lease, undefined when it does not. The
   * holder resends exactly those; the others resend nothing. Without it, the incidents this
   * process was told of are resent (one process).
   */
  keepFiring?: () => Promise<readonly IncidentSummary[] | undefined>;
}

/**
 * Sends each incident to Alertmanager as an alert (`POST /api/v2/alerts`), again every
 * `resendMs` while it is open (Alertmanager resolves an alert not sent for `resolve_timeout`),
 * and once more with `endsAt` when it resolves. Reported as `alertmanager` on `/api/health`.
 * Among several instances only the diagnosis lease holder resends (`keepFiring`).
 */
export function createAlertmanagerSink(options: AlertmanagerSinkOptions): IncidentSink {
  const endpoint = `${options.url.replace(/\/+$/, '')}/api/v2/alerts`;
  const delivery = createDelivery<PostableAlert>({
    name: 'alertmanager',
    send: (alerts) => postJson('Alertmanager', endpoint, alerts, options.auth, 10_000),
    integrations: options.integrations,
    logger: options.logger,
    batchSize: 500,
    maxPending: options.maxPending ?? 10_000,
    initialBackoffMs: options.initialBackoffMs ?? 1_000,
    maxBackoffMs: options.maxBackoffMs ?? 60_000,
  });
  const firing = new Map<string, PostableAlert>();
  let resending = false;
  async function resend(): Promise<void> {
    if (options.keepFiring !== undefined) {
      const open = await options.keepFiring();
      if (open === undefined) return;
      firing.clear();
      for (const summary of open) {
        if (summary.status === 'open') firing.set(summary.id, incidentAlert(summary));
      }
    }
    for (const [id, alert] of firing) delivery.put(id, alert);
  }
  const timer = setInterval(() => {
    if (resending) return;
    resending = true;
    resend()
      .catch((error: unknown) =>
        options.logger.warn({ err: error }, 'could not read the incidents to keep firing'),
      )
      .finally(() => {
        resending = false;
      });
  }, options.resendMs);
  timer.unref();
  const put = (summary: IncidentSummary): void => {
    const alert = incidentAlert(summary);
    if (summary.status === 'open') firing.set(summary.id, alert);
    else firing.delete(summary.id);
    delivery.put(summary.id, alert);
  };
  return {
    event: (_kind, summary) => put(summary),
    resume: put,
    stop() {
      clearInterval(timer);
      delivery.stop();
    },
  };
}

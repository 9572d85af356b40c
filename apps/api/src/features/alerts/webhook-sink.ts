import type { Logger } from '../../logger.js';
import type { Integrations } from '../health/integrations.js';
import { createDelivery } from './delivery.js';
import { postJson, type OutboundAuth } from './http-post.js';
import {
  incidentSentence,
  type IncidentEventKind,
  type IncidentSink,
  type IncidentSummary,
} from './notifier.js';

/** The body of one chat webhook call. */
export interface WebhookMessage {
  event: IncidentEventKind;
  incident: IncidentSummary;
  /** One sentence for people, with the link. */
  text: string;
}

export interface WebhookSinkOptions {
  url: string;
  auth: OutboundAuth;
  integrations: Integrations;
  logger: Logger;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  maxPending?: number;
}

/**
 * Posts one JSON message per incident change to a chat tool's webhook (one call each, in
 * order). While the tool is down the newest message of each kind per incident waits: an
 * incident opened and changed twice is announced opened, then changed once. Reported as
 * `webhook` on `/api/health`.
 */
export function createWebhookSink(options: WebhookSinkOptions): IncidentSink {
  const delivery = createDelivery<WebhookMessage>({
    name: 'webhook',
    send: async (messages) => {
      for (const message of messages) {
        await postJson('the chat webhook', options.url, message, options.auth, 10_000);
      }
    },
    integrations: options.integrations,
    logger: options.logger,
    batchSize: 1,
    maxPending: options.maxPending ?? 1_000,
    initialBackoffMs: options.initialBackoffMs ?? 1_000,
    maxBackoffMs: options.maxBackoffMs ?? 60_000,
  });
  return {
    event(kind, summary) {
      delivery.put(`${summary.id}:${kind}`, {
        event: kind,
        incident: summary,
        text: incidentSentence(kind, summary),
      });
    },
    stop: () => delivery.stop(),
  };
}

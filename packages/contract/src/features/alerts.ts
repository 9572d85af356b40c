import {
  alertEvidenceListSchema,
  alertmanagerReceiptSchema,
  alertmanagerWebhookSchema,
} from '@tiermap/domain';
import { defineRoute } from '../route-spec.js';

export const alerts = {
  alertmanagerWebhook: defineRoute({
    method: 'post',
    path: '/alertmanager/webhook',
    access: 'ingest',
    tag: 'incidents',
    summary: 'Alertmanager webhook receiver: alerts on routers and interfaces as evidence',
    description:
      'Takes the body Alertmanager’s `webhook_configs` posts (version `"4"`, extra fields ignored), with a collector or admin token as `Authorization: Bearer` (`http_config.authorization`). Each alert whose labels name a router (`device`, else `router`, else `instance` without its `:port`) matched by id or name, and an interface (`ifName`, else `interface`, else `ifAlias`) matched by port name or id on that router, is evidence on the link at that port; with no interface label, on the router. A firing alert adds it, a resolved one (each alert’s own `status`) withdraws it. An alert naming nothing tiermap knows is listed in `unmatched` (and on `/api/health` as `alertmanager-receiver`), not refused; a malformed body is a 400 naming the field.',
    body: alertmanagerWebhookSchema,
    bodyReading: { kind: 'json', limit: '16mb' },
    response: alertmanagerReceiptSchema,
    errors: [400],
  }),
  alertEvidence: defineRoute({
    method: 'get',
    path: '/alertmanager/evidence',
    access: 'read',
    tag: 'incidents',
    summary: 'The Alertmanager alerts held as evidence on elements now',
    description:
      'Every firing alert Alertmanager sent that names a known link or router, with the element, and the firing alerts that name nothing tiermap knows (until they resolve).',
    response: alertEvidenceListSchema,
  }),
};

import { contract } from '@tiermap/contract';
import type { RouteTable } from '../../http/route-table.js';
import type { AlertReceiver } from './receiver.js';

export function addAlertRoutes(table: RouteTable, receiver: AlertReceiver): void {
  table.add(contract.alerts.alertmanagerWebhook, ({ body }) => receiver.receive(body));
  table.add(contract.alerts.alertEvidence, () => Promise.resolve(receiver.list()));
}

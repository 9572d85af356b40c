import type { Maintenance } from '@tiermap/domain';
import type { Graph } from '../../db/graph.js';
import { announceWindow } from '../maintenance/repository.js';
import { demoGeantMaintenanceEquipment } from './demo-crossings.js';
import type { ScenarioName } from './scenarios.js';

/** The id of the window `geant-maintenance` announces; playing it again replaces it. */
export const SCENARIO_WINDOW_ID = 'geant-demo-scenario-window';

/** The window GÉANT announces for the `geant-maintenance` scenario: from now until it ends. */
export function scenarioWindow(startedMs: number, untilMs: number): Maintenance {
  return {
    id: SCENARIO_WINDOW_ID,
    carrierId: 'geant',
    title: 'Patch panel work on the Paris–Geneva route (demo scenario)',
    startsAt: new Date(startedMs).toISOString(),
    endsAt: new Date(untilMs).toISOString(),
    behaviour: 'mute',
    equipmentIds: demoGeantMaintenanceEquipment(),
  };
}

/**
 * What playing a scenario writes besides traffic: `geant-maintenance` is announced work, so it
 * puts its window in the graph (replacing the one of an earlier play), in one transaction.
 */
export function scenarioAnnouncer(
  graph: Graph,
): (name: ScenarioName, startedMs: number, untilMs: number) => Promise<void> {
  return async (name, startedMs, untilMs) => {
    if (name !== 'geant-maintenance') return;
    await announceWindow(graph, scenarioWindow(startedMs, untilMs));
  };
}

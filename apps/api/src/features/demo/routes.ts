import { contract } from '@tiermap/contract';
import { ConflictError, NotFoundError } from '../../http/errors.js';
import type { RouteTable } from '../../http/route-table.js';
import { isScenarioName, type ScenarioName } from './scenarios.js';
import { DEFAULT_SCENARIO_MS, type DemoTraffic } from './simulator.js';

function running(demo: DemoTraffic | undefined): DemoTraffic {
  if (demo === undefined) {
    throw new ConflictError(
      'demo traffic is off: set TIERMAP_DEMO_TRAFFIC=true to simulate traffic and play scenarios',
    );
  }
  return demo;
}

/**
 * The demo's incident scenarios. Access is 'read' on purpose: these routes exist only in demo
 * mode (they answer 409 otherwise) and change nothing but the simulated traffic, so a visitor
 * at a demo may replay an incident without an admin token.
 */
export function addDemoRoutes(
  table: RouteTable,
  demo: DemoTraffic | undefined,
  announce?: (name: ScenarioName, startedMs: number, untilMs: number) => Promise<void>,
): void {
  table.add(contract.demo.scenarios, () =>
    Promise.resolve({
      scenarios: running(demo)
        .scenarios()
        .map((scenario) => ({ ...scenario, active: scenario.untilMs !== null })),
    }),
  );
  table.add(contract.demo.play, async ({ params, body }) => {
    const traffic = running(demo);
    if (!isScenarioName(params.name)) throw new NotFoundError('Scenario', params.name);
    const durationMs = body.durationMs ?? DEFAULT_SCENARIO_MS;
    const played = traffic.play(params.name, durationMs);
    await announce?.(played.name, played.untilMs - durationMs, played.untilMs);
    return played;
  });
  table.add(contract.demo.traffic, ({ body }) => {
    const traffic = running(demo);
    if (body.running) traffic.start();
    else traffic.stop();
    return Promise.resolve({ running: traffic.running() });
  });
}

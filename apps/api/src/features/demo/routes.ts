import { z } from 'zod';
import { ConflictError, NotFoundError } from '../../http/errors.js';
import type { RouteTable } from '../../http/route-table.js';
import { isScenarioName, SCENARIOS, type ScenarioName } from './scenarios.js';
import { DEFAULT_SCENARIO_MS, type DemoTraffic } from './simulator.js';

const scenarioNameSchema = z.enum(SCENARIOS.map((scenario) => scenario.name));

const scenarioListSchema = z.object({
  scenarios: z.array(
    z.object({
      name: scenarioNameSchema,
      description: z.string(),
      active: z.boolean(),
      /** When an active scenario stops (ms since the epoch); null when it is not playing. */
      untilMs: z.number().nullable(),
    }),
  ),
});

const playedSchema = z.object({ name: scenarioNameSchema, untilMs: z.number() });

const trafficStateSchema = z.object({ running: z.boolean() });

const TWO_HOURS_MS = 2 * 3_600_000;

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
  table.add(
    {
      method: 'get',
      path: '/demo/scenarios',
      access: 'read',
      tag: 'demo',
      summary: 'The incident scenarios the demo traffic can play, and which are playing',
      description:
        'Only with demo traffic on (TIERMAP_DEMO_TRAFFIC=true); otherwise 409. `untilMs` is when a playing scenario stops.',
      response: scenarioListSchema,
      errors: [409],
    },
    () =>
      Promise.resolve({
        scenarios: running(demo)
          .scenarios()
          .map((scenario) => ({ ...scenario, active: scenario.untilMs !== null })),
      }),
  );
  table.add(
    {
      method: 'post',
      path: '/demo/scenarios/:name',
      access: 'demo',
      tag: 'demo',
      summary: 'Play an incident scenario in the simulated traffic',
      description:
        'Plays the scenario from now for `durationMs` (1 s to 2 h, default 10 minutes); playing it again restarts it. Only simulated traffic changes, except that `geant-maintenance` also announces its GÉANT maintenance window for the time it plays (scheduled work, so its incident shows as known). 409 when demo traffic is off.',
      params: z.strictObject({ name: z.string().min(1).max(100) }),
      body: z.strictObject({
        durationMs: z.number().int().min(1000).max(TWO_HOURS_MS).optional(),
      }),
      response: playedSchema,
      errors: [400, 404, 409],
    },
    async ({ params, body }) => {
      const traffic = running(demo);
      if (!isScenarioName(params.name)) throw new NotFoundError('Scenario', params.name);
      const durationMs = body.durationMs ?? DEFAULT_SCENARIO_MS;
      const played = traffic.play(params.name, durationMs);
      await announce?.(played.name, played.untilMs - durationMs, played.untilMs);
      return played;
    },
  );
  table.add(
    {
      method: 'post',
      path: '/demo/traffic',
      access: 'demo',
      tag: 'demo',
      summary: 'Stop or restart the simulated traffic',
      description:
        '`{"running": false}` stops the simulator, so no new samples arrive and screens must show the data going stale (what a dead collector looks like); `{"running": true}` starts it again. 409 when demo traffic is off.',
      body: z.strictObject({ running: z.boolean() }),
      response: trafficStateSchema,
      errors: [400, 409],
    },
    ({ body }) => {
      const traffic = running(demo);
      if (body.running) traffic.start();
      else traffic.stop();
      return Promise.resolve({ running: traffic.running() });
    },
  );
}

import { z } from 'zod';
import { defineRoute } from '../route-spec.js';

/** The incident scenarios the demo traffic plays (apps/api/src/features/demo/scenarios.ts). */
export const DEMO_SCENARIO_NAMES = [
  'fzk-patch-panel',
  'ral-trunk',
  'fnal-transatlantic',
  'geant-maintenance',
] as const;

const scenarioNameSchema = z.enum(DEMO_SCENARIO_NAMES);

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

export const demo = {
  scenarios: defineRoute({
    method: 'get',
    path: '/demo/scenarios',
    access: 'read',
    tag: 'demo',
    summary: 'The incident scenarios the demo traffic can play, and which are playing',
    description:
      'Only with demo traffic on (TIERMAP_DEMO_TRAFFIC=true); otherwise 409. `untilMs` is when a playing scenario stops.',
    response: scenarioListSchema,
    errors: [409],
  }),
  play: defineRoute({
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
  }),
  traffic: defineRoute({
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
  }),
};

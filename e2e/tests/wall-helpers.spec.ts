import { expect, test } from '@playwright/test';
import { wallMaintenanceLinks } from '../support/wall.js';

/**
 * The wall helpers read the page in one look. A helper that first counted the maintenance panel
 * and then asked for its number waited for good when the panel went away in between (the wall
 * dropping a withdrawn window just then): `expect.poll` kept the last answer it had, so the
 * wall looked stuck on a window it had in fact dropped (wall-cluster.spec.ts, 2026-11-28/29).
 * Here the page holds the panel without its number, the state such a helper waited on.
 */
test('wallMaintenanceLinks answers from one look at the page, never waiting for an element', async ({
  page,
}) => {
  // Far more than one look takes, far less than the waits of the tests that poll the helper.
  test.setTimeout(20_000);
  await page.setContent('<div data-testid="wall-maintenance"></div>');
  expect(await wallMaintenanceLinks(page)).toBe(0);
  await page.setContent('<div data-testid="wall-maintenance"><strong>3</strong> links</div>');
  expect(await wallMaintenanceLinks(page)).toBe(3);
  await page.setContent('<div data-testid="wall-topology-summary">13 sites</div>');
  expect(await wallMaintenanceLinks(page)).toBe(0);
});

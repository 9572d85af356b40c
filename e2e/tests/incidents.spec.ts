import { expect, test } from '@playwright/test';
import { openIncidents, play, stop, waitForIncident } from '../support/incidents.js';
import { keepScreenshot } from '../support/screenshots.js';

test('the FZK patch panel opens an incident whose top suspect is GÉANT Paris–Geneva, FZK to CERN, a click from the map', async ({
  page,
  request,
}, testInfo) => {
  // The scenario outlasts the test (it is stopped in `finally`), so the incident cannot resolve
  // half-way through the checks on a slow machine.
  test.setTimeout(180_000);
  await play(request, 'fzk-patch-panel', 180_000);
  try {
    const incident = await waitForIncident(
      request,
      (i) => i.suspects[0]?.id === 'geant-par-gva',
      45_000,
    );

    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Incidents' })
      .click();
    await expect(page).toHaveURL(/\/incidents$/);
    await expect(page.getByTestId('incidents-freshness')).toHaveAttribute('data-state', 'fresh');
    const row = page.getByTestId('incident-list').locator(`[data-incident-id="${incident.id}"]`);
    await expect(row).toContainText('GÉANT2 Paris–Geneva');
    await expect(row).toContainText('FZK → CERN');
    await expect(row).toHaveAttribute('data-tone', 'alarm');

    await row.getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`/incidents\\?id=${incident.id}$`));
    const detail = page.getByTestId('incident-detail');
    const top = detail.getByTestId('incident-suspects').locator('li').first();
    await expect(top).toContainText('GÉANT2 Paris–Geneva');
    await expect(top).toContainText('FZK → CERN');
    await expect(top).toHaveAttribute('data-cause', 'true');
    // One line per suspect, the API's explanation: counts and its own failing direction's reading.
    await expect(top.getByTestId('suspect-line')).toHaveText(
      /^GÉANT2 Paris–Geneva \(.*FZK → CERN.*\): explains \d+ of \d+ bad directions?, crossed by \d+ healthy; .+: \d+\.\d % loss, \d+ % utilization/,
    );
    // A suspect the paths cannot tell from other equipment folds them under its line, once,
    // by name ("blade GÉANT2 Geneva slot 3 (…)"), never by id.
    const lookAlikes = detail.getByTestId('suspect-alternatives').first();
    await expect(lookAlikes.locator('summary')).toHaveText(/^or \d+ look-alikes? /);
    await lookAlikes.locator('summary').click();
    const alike = lookAlikes.locator('li');
    await expect(alike.first()).toHaveText(/^(link|trunk|blade|router) \S/);
    const alikeTexts = await alike.allTextContents();
    expect(new Set(alikeTexts).size).toBe(alikeTexts.length);
    expect(alikeTexts.join(' ')).not.toMatch(/geant-[a-z]{3}(-|:)/);
    await expect(detail.locator('[data-path="CERN-FZK@ZtoA"]')).toHaveAttribute('data-bad', 'true');
    // Times for people: UTC, to the minute.
    await expect(detail.getByTestId('incident-timeline').locator('time').first()).toHaveText(
      /^(\d{4}-\d{2}-\d{2} )?\d{2}:\d{2} UTC$/,
    );
    await keepScreenshot(page, testInfo, 'incidents');

    // The top suspect opens on the map with its link panel.
    await top.getByRole('button', { name: /GÉANT2 Paris–Geneva/ }).click();
    await expect(page).toHaveURL(/\/\?link=geant-par-gva$/);
    await expect(page.getByTestId('link-panel')).toBeVisible();

    // Back on the incident, "Show on map" opens the map's incident view with its sites.
    await page.goBack();
    await page.getByTestId('incident-detail').getByRole('button', { name: 'Show on map' }).click();
    const sites = [...incident.sites].sort().join(',');
    await expect(page).toHaveURL(new RegExp(`/\\?incident=${sites}$`));
    const panel = page.getByTestId('incident-panel');
    await expect(panel).toBeVisible();

    // The incident view lists the open incidents: one click fills the site choice.
    await panel.getByRole('button', { name: 'Close the incident view' }).click();
    await page.getByRole('button', { name: 'Incident view' }).click();
    await expect(page).toHaveURL(/\/\?incident=$/);
    const open = panel.getByTestId('open-incidents').locator(`[data-incident-id="${incident.id}"]`);
    await open.getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`/\\?incident=${sites}$`));
    for (const site of incident.sites) await expect(panel.getByLabel(site)).toBeChecked();

    // The NOC wall's incidents screen names the incident and its top suspect.
    await page.goto('/wall?rotate=8');
    await expect(page.getByTestId('wall-screen')).toHaveAttribute('data-screen', 'incidents', {
      timeout: 20_000,
    });
    const wallRow = page.getByTestId('wall-incidents').locator(`[data-incident="${incident.id}"]`);
    await expect(wallRow).toContainText('GÉANT2 Paris–Geneva');
    await expect(page.getByTestId('wall')).toHaveClass(/wall-fresh/);
    await keepScreenshot(page, testInfo, 'wall-incidents');
  } finally {
    await stop(request, 'fzk-patch-panel');
  }
});

test('GÉANT announced maintenance makes a known incident, badged KNOWN in blue, not an alarm', async ({
  page,
  request,
}, testInfo) => {
  // The patch panel incident of the test before must resolve first (its paths good for 15 s),
  // or the maintenance's dark paths would join it instead of opening their own incident. Then
  // the window's links go dark and turn stale after TIERMAP_STALE_AFTER_MS (30 s here).
  test.setTimeout(180_000);
  await expect
    .poll(
      async () => (await openIncidents(request)).filter((i) => i.sites.includes('FZK')).length,
      {
        timeout: 60_000,
        intervals: [2_000],
      },
    )
    .toBe(0);
  // The incident this scenario opens is one that was not open before it played (no clocks
  // compared); the scenario outlasts the test and is stopped in `finally`.
  const openBefore = new Set((await openIncidents(request)).map((i) => i.id));
  await play(request, 'geant-maintenance', 180_000);
  try {
    const incident = await waitForIncident(
      request,
      (i) => i.known !== null && !openBefore.has(i.id),
      90_000,
    );
    await page.goto(`/incidents?id=${incident.id}`);
    const row = page.getByTestId('incident-list').locator(`[data-incident-id="${incident.id}"]`);
    await expect(row).toHaveAttribute('data-tone', 'known');
    await expect(row.getByTestId('known-badge')).toHaveText('KNOWN');
    const detail = page.getByTestId('incident-detail');
    await expect(detail).toHaveAttribute('data-tone', 'known');
    await expect(detail.getByTestId('incident-known')).toContainText('maintenance');
    // Known means not red: the row's border is the muted blue of scheduled work.
    const border = await row.evaluate((el) => getComputedStyle(el).borderLeftColor);
    expect(border).toBe('rgb(96, 165, 250)');
    await keepScreenshot(page, testInfo, 'incidents-known');
  } finally {
    await stop(request, 'geant-maintenance');
  }
});

import { expect, test } from '@playwright/test';
import { keepScreenshot } from '../support/screenshots.js';

test('what-if: fail GEANT Paris from the list and RAL’s London router on the map, see what breaks and where it reroutes, then leave', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const map = page.getByTestId('topology-map');
  await expect(map.locator('line[data-link-id]').first()).toBeAttached();

  await page.getByRole('button', { name: 'What if…' }).click();
  await expect(page).toHaveURL(/[?&]whatif=/);
  const panel = page.getByRole('region', { name: 'What if' });
  await expect(panel).toBeVisible();

  // A router chosen from the list: the CNAF and FZK returns cross Paris and go round it.
  await panel.getByLabel('Equipment').fill('geant-par');
  await panel.getByRole('button', { name: 'Fail it' }).click();
  await expect(page).toHaveURL(/whatif=geant-par/);
  const rerouted = panel.getByTestId('what-if-rerouted');
  await expect(rerouted).toContainText('CNAF → CERN');
  await expect(rerouted).toContainText('FZK → CERN');
  await expect(rerouted.locator('[data-path-id="CERN-CNAF"]')).toContainText('via');
  // The reroute is drawn: its links emphasised, the failed Paris–Geneva link out of service.
  for (const linkId of ['geant-gva-mil', 'geant-gva-fra']) {
    await expect(map.locator(`line[data-link-id="${linkId}"]`).first()).toHaveAttribute(
      'data-highlighted',
      'true',
    );
  }
  await expect(map.locator('line[data-maintenance="geant-par-gva"]').first()).toBeAttached();
  await expect(panel.getByTestId('what-if-landing')).toContainText('Geneva');

  // A router clicked on the map (a real click: the map picks what lies nearest the pointer):
  // RAL hangs off JANET London alone, so its path breaks.
  await map.locator('circle[data-router-id="janet-lon"]').click({ force: true });
  await expect(page).toHaveURL(/whatif=geant-par,janet-lon/);
  const broken = panel.getByTestId('what-if-broken');
  await expect(broken).toContainText('CERN → RAL');
  await expect(broken).toContainText('RAL → CERN');
  await expect(panel).toContainText('Cut off: RAL');
  await keepScreenshot(page, testInfo, 'what-if');

  // The URL is the state: a shared link opens the same what-if.
  await page.reload();
  await expect(page.getByTestId('what-if-broken')).toContainText('CERN → RAL');
  await expect(page.getByTestId('what-if-rerouted')).toContainText('CNAF → CERN');

  // Leaving puts the map back: no what-if in the URL, nothing emphasised, the sites list back.
  await page.getByRole('button', { name: 'Leave what-if' }).click();
  await expect(page).not.toHaveURL(/whatif/);
  await expect(page.getByRole('region', { name: 'What if' })).toHaveCount(0);
  await expect(map.locator('[data-highlighted="true"]')).toHaveCount(0);
  await expect(map.locator('line[data-maintenance="geant-par-gva"]')).toHaveCount(0);
  await expect(page.locator('tr[data-site-row="FZK"]')).toBeVisible();
});

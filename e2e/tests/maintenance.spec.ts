import { expect, test } from '@playwright/test';
import { E2E_ADMIN_TOKEN, signIn } from '../support/auth.js';
import { keepScreenshot } from '../support/screenshots.js';

test('the maintenance page lists the demo windows in UTC; signed in as an admin, one is announced and withdrawn', async ({
  page,
}, testInfo) => {
  // During the demo's GÉANT window (22:00 to 04:00 UTC), before the USLHCNet one on 2 April.
  await page.clock.setFixedTime(new Date('2026-03-17T23:00:00Z'));
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Maintenance' })
    .click();
  await expect(page).toHaveURL(/\/maintenance$/);

  const list = page.getByTestId('maintenance-list');
  const geant = list.locator('[data-maintenance-id="geant-2026-03-17-par-gva"]');
  const uslhcnet = list.locator('[data-maintenance-id="uslhcnet-2026-04-02-gva"]');
  await expect(geant).toHaveAttribute('data-state', 'active');
  await expect(geant).toContainText('active now');
  await expect(geant).toContainText('GÉANT2 (DANTE)');
  await expect(geant.getByTestId('window-times')).toHaveText(
    '2026-03-17 22:00 UTC → 2026-03-18 04:00 UTC',
  );
  await expect(geant).toContainText('ends in 5 h 00 min');
  await expect(geant.locator('[data-behaviour]')).toHaveText('mute');
  await expect(geant.locator('[data-equipment-id="geant-par-gva"]')).toHaveText(
    'GÉANT2 Paris–Geneva (via Dijon and Lyon)',
  );
  await expect(uslhcnet).toHaveAttribute('data-state', 'upcoming');
  await expect(uslhcnet.getByTestId('window-times')).toHaveText(
    '2026-04-02 06:00 UTC → 2026-04-02 08:00 UTC',
  );
  await expect(uslhcnet.locator('[data-behaviour]')).toHaveText('skip');
  await expect(uslhcnet.locator('[data-equipment-id="uslhcnet-gva:slot4"]')).toBeVisible();
  // Active windows come before upcoming ones.
  const order = await list
    .locator('[data-maintenance-id]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-maintenance-id')));
  expect(order.indexOf('geant-2026-03-17-par-gva')).toBeLessThan(
    order.indexOf('uslhcnet-2026-04-02-gva'),
  );
  // Nobody is signed in: no form and no Delete buttons, and the page says what would allow them.
  await expect(page.getByTestId('maintenance-not-allowed')).toContainText(
    'Sign in with an engineer, carrier or admin token to announce or withdraw maintenance windows.',
  );
  await expect(page.getByRole('form', { name: 'Announce a window' })).toHaveCount(0);
  await expect(list.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  // Signed in as an admin, the form and the Delete buttons appear and use the signed-in token.
  await signIn(page, E2E_ADMIN_TOKEN);
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Maintenance' })
    .click();
  const form = page.getByRole('form', { name: 'Announce a window' });
  await expect(form).toBeVisible();
  await expect(geant.getByRole('button', { name: /^Delete / })).toBeVisible();
  await keepScreenshot(page, testInfo, 'maintenance');

  await form.getByLabel('Carrier').selectOption('geant');
  await form.getByLabel('Title').fill('Fibre works Frankfurt–Paris');
  await form.getByLabel('Starts (UTC)').fill('2026-05-10T22:00');
  await form.getByLabel('Ends (UTC)').fill('2026-05-11T04:00');
  await form.getByLabel('Equipment ids').fill('geant-fra-par');
  await form.getByRole('button', { name: 'Announce window' }).click();
  await expect(page.getByTestId('maintenance-notice')).toContainText(
    'Announced window geant-2026-05-10-',
  );
  const announced = list.locator('[data-maintenance-id^="geant-2026-05-10-"]');
  await expect(announced).toHaveAttribute('data-state', 'upcoming');
  await expect(list.locator('[data-maintenance-id]')).toHaveCount(order.length + 1);

  // Withdrawn again, so the other specs see the demo's windows only.
  await announced.getByRole('button', { name: 'Delete Fibre works Frankfurt–Paris' }).click();
  await expect(page.getByTestId('maintenance-notice')).toContainText(
    'Withdrew "Fibre works Frankfurt–Paris"',
  );
  await expect(list.locator('[data-maintenance-id]')).toHaveCount(order.length);
});

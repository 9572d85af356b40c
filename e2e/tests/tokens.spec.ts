import { expect, test } from '@playwright/test';
import { E2E_ADMIN_TOKEN, signIn } from '../support/auth.js';
import { keepScreenshot } from '../support/screenshots.js';
import { rememberSecret } from '../support/secrets.js';

test('an admin creates a carrier token, sees its secret once, finds it listed without it, and revokes it', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, E2E_ADMIN_TOKEN);

  // Only admins see the page in the navigation.
  const nav = page.getByRole('navigation', { name: 'Pages' });
  await nav.getByRole('link', { name: 'Tokens' }).click();
  await expect(page).toHaveURL(/\/tokens$/);
  await expect(page.getByRole('heading', { name: 'API tokens' })).toBeVisible();

  const name = `e2e carrier token ${testInfo.workerIndex}-${Date.now()}`;
  const form = page.getByRole('form', { name: 'Create a token' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('combobox', { name: /^Role/ }).selectOption('carrier');
  // A carrier token names its carrier: asked for before anything is sent.
  await form.getByRole('button', { name: 'Create token' }).click();
  await expect(form.getByRole('alert')).toHaveText('Choose the carrier this token acts for.');
  await form.getByRole('combobox', { name: /^Carrier/ }).selectOption('geant');
  await form.getByRole('button', { name: 'Create token' }).click();

  // Shown once, with the warning and a copy button.
  const created = page.getByTestId('token-created');
  await expect(created.getByRole('alert')).toContainText('shown this once');
  const secret = (await created.getByTestId('token-secret').textContent()) ?? '';
  expect(secret.length).toBeGreaterThan(20);
  // The end of the run checks the API's log for it (global-setup.ts).
  rememberSecret(secret);
  await created.getByRole('button', { name: 'Copy' }).click();
  await expect(created.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  // Listed, active, as a carrier token for geant; the secret is nowhere in the list.
  const list = page.getByTestId('token-list');
  const row = list.locator('tbody tr', { hasText: name });
  await expect(row).toHaveAttribute('data-active', 'true');
  await expect(row).toContainText('carrier geant');
  await expect(row.getByTestId('token-status')).toHaveText('active');
  expect(await list.textContent()).not.toContain(secret);

  // Dismissed, it cannot be shown again, not even after a reload.
  await created.getByRole('button', { name: 'Done, hide it' }).click();
  await expect(page.getByTestId('token-created')).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'tokens-list');
  await page.reload();
  await expect(list.locator('tbody tr', { hasText: name })).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  // Revoked: said so in the list, and the token is refused.
  page.once('dialog', (dialog) => void dialog.accept());
  await list
    .locator('tbody tr', { hasText: name })
    .getByRole('button', { name: `Revoke ${name}` })
    .click();
  const revoked = list.locator('tbody tr', { hasText: name });
  await expect(revoked).toHaveAttribute('data-active', 'false');
  await expect(revoked.getByTestId('token-status')).toContainText('revoked');
  const refused = await page.request.get('/api/whoami', {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(refused.status()).toBe(401);
});

test('the tokens page is not in the navigation for anyone but an admin, and says why', async ({
  page,
}) => {
  await page.goto('/tokens');
  await expect(page.getByTestId('tokens-refused')).toContainText('an admin token');
  await expect(
    page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Tokens' }),
  ).toHaveCount(0);
});

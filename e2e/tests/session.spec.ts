import { expect, test } from '@playwright/test';
import { E2E_ADMIN_TOKEN, signIn } from '../support/auth.js';
import { api, refusedWith } from '../support/api.js';

const WINDOW = {
  id: 'e2e-session-csrf',
  carrierId: 'geant',
  title: 'Session check',
  startsAt: '2031-01-01T00:00:00Z',
  endsAt: '2031-01-01T01:00:00Z',
  behaviour: 'mute' as const,
  equipmentIds: ['geant-gva'],
};

test('signed in, the token is in no storage a script can read, only in an HttpOnly cookie; writes go through with the CSRF header', async ({
  page,
  context,
}) => {
  // A token an older version kept in localStorage is removed on load.
  await page.goto('/signin');
  await page.evaluate(() => localStorage.setItem('tiermap.token', 'tm_left-over-from-before'));
  await page.reload();
  await expect(page.getByRole('form', { name: 'Sign in with a token' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tiermap.token'))).toBeNull();

  await signIn(page, E2E_ADMIN_TOKEN);
  await expect(page.getByTestId('account-name')).toHaveText('TIERMAP_ADMIN_TOKEN · admin');
  const readable = await page.evaluate(() => ({
    local: Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? ''),
    session: Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key) ?? ''),
    cookie: document.cookie,
  }));
  expect(JSON.stringify(readable)).not.toContain(E2E_ADMIN_TOKEN);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'tiermap_session')).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
  });

  // After a reload the browser is still signed in (the cookie), and the live overlay runs.
  await page.goto('/');
  await expect(page.getByTestId('account-name')).toHaveText('TIERMAP_ADMIN_TOKEN · admin');
  await expect(page.getByTestId('freshness')).toContainText('Live', { timeout: 30_000 });

  // The page's own requests carry the cookie: a write without the CSRF header is refused,
  // with it (as the app sends every write) it is done.
  const forged = api(page.request).POST('/api/maintenance', { body: WINDOW });
  expect(await refusedWith(forged)).toBe(403);
  const asTheApp = api(page.request, { csrf: true });
  const written = await asTheApp.raw.POST('/api/maintenance', { body: WINDOW });
  expect(written.response.status).toBe(201);
  await asTheApp.DELETE('/api/maintenance/{id}', { params: { path: { id: WINDOW.id } } });

  // Signing out clears the cookie.
  await page.getByTestId('account').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('account').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'tiermap_session')).toBeUndefined();
});

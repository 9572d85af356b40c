import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { api } from './api.js';
import { rememberSecret } from './secrets.js';

/** The admin token the e2e stack's API is started with (TIERMAP_ADMIN_TOKEN, global-setup.ts). */
export const E2E_ADMIN_TOKEN = 'tiermap-e2e-admin-token-2f9c41d7';

/** The header every write of a spec sends: scenarios, traffic, maintenance, uploads, tokens. */
export const ADMIN_HEADERS = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

function isCreatedToken(body: unknown): body is { token: string; info: { id: string } } {
  return (
    typeof body === 'object' &&
    body !== null &&
    'token' in body &&
    typeof body.token === 'string' &&
    'info' in body &&
    typeof body.info === 'object' &&
    body.info !== null &&
    'id' in body.info &&
    typeof body.info.id === 'string'
  );
}

/** `POST /api/tokens` with the admin token: a new token's secret and id. */
export async function createToken(
  request: APIRequestContext,
  token: { name: string; role: string; carrierId?: string },
): Promise<{ secret: string; id: string }> {
  const { data: body, response } = await api(request, { token: 'admin' }).raw.POST('/api/tokens', {
    body: token as never,
  });
  expect(response.status).toBe(201);
  if (!isCreatedToken(body)) throw new Error('POST /api/tokens answered no token');
  // The run's log is checked for it at the end (global-setup.ts).
  rememberSecret(body.token);
  return { secret: body.token, id: body.info.id };
}

/** `DELETE /api/tokens/{id}` with the admin token. */
export async function revokeToken(request: APIRequestContext, id: string): Promise<void> {
  await api(request, { token: 'admin' }).DELETE('/api/tokens/{id}', { params: { path: { id } } });
}

/** Signs in as a person does: pastes the token on /signin and waits for the header to say so. */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.goto('/signin');
  const form = page.getByRole('form', { name: 'Sign in with a token' });
  await form.getByLabel('API token').fill(token);
  await form.getByRole('button', { name: /^Sign in/ }).click();
  await expect(page.getByTestId('account-name')).toBeVisible();
}

import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { createToken, E2E_ADMIN_TOKEN, revokeToken, signIn } from '../support/auth.js';
import { keepScreenshot } from '../support/screenshots.js';
import { api } from '../support/api.js';
import { asIs } from '@tiermap/client';

/** The parts of an upload document (docs/carrier-upload.md) these tests edit. */
interface UploadDocument {
  routers: {
    id: string;
    os: string;
    blades: {
      id: string;
      slot: number;
      model: string;
      fabricCapacityBps: number;
      ports: { id: string; name: string; speedBps: number }[];
    }[];
  }[];
}

function isUploadDocument(value: unknown): value is UploadDocument {
  return (
    typeof value === 'object' &&
    value !== null &&
    'routers' in value &&
    Array.isArray(value.routers)
  );
}

/** GÉANT's equipment now, as the YAML document the API answers. */
async function geantYaml(request: APIRequestContext): Promise<string> {
  return api(request).GET('/api/carriers/{carrierId}/document', {
    params: { path: { carrierId: 'geant' }, query: { format: 'yaml' } },
    headers: { accept: 'application/yaml' },
    parseAs: 'text',
  });
}

/** The document with the Geneva router on `os`, and a new blade with two ports when asked. */
function edited(yaml: string, os: string, withBlade: boolean): string {
  const document: unknown = parse(yaml);
  if (!isUploadDocument(document)) throw new Error('the GÉANT document has no routers');
  const gva = document.routers.find((r) => r.id === 'geant-gva');
  if (gva === undefined) throw new Error('the demo has no geant-gva');
  gva.os = os;
  if (withBlade) {
    gva.blades.push({
      id: 'geant-gva:slot9',
      slot: 9,
      model: 'MPC10E-10C',
      fabricCapacityBps: 1e12,
      ports: [
        { id: 'geant-gva:et-9/0/0', name: 'et-9/0/0', speedBps: 1e11 },
        { id: 'geant-gva:et-9/0/1', name: 'et-9/0/1', speedBps: 1e11 },
      ],
    });
  }
  return stringify(document, { lineWidth: 0 });
}

/** 1-based number of the first line of `text` that contains `needle`. */
function lineOf(text: string, needle: string): number {
  const index = text.split('\n').findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`no line contains ${needle}`);
  return index + 1;
}

/** Drops a file on the page as the file picker would hand it over. */
async function dropFile(page: Page, name: string, text: string): Promise<void> {
  await page.getByLabel('choose a file').setInputFiles({
    name,
    mimeType: name.endsWith('.yaml') ? 'application/yaml' : 'application/octet-stream',
    buffer: Buffer.from(text, 'utf8'),
  });
}

test('an admin downloads GÉANT’s document, sees a bad file’s problems by line, applies an upgrade and restores the version before', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const original = await geantYaml(request);
  try {
    await signIn(page, E2E_ADMIN_TOKEN);
    await expect(page.getByTestId('account-name')).toHaveText('TIERMAP_ADMIN_TOKEN · admin');
    await expect(page.getByTestId('signin-current')).toContainText(
      'may upload, apply and restore carrier equipment',
    );
    await expect(page.getByTestId('freshness')).toContainText('Live', { timeout: 30_000 });
    await keepScreenshot(page, testInfo, 'signin');

    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Carriers' })
      .click();
    await expect(page).toHaveURL(/\/carriers$/);
    await page.getByRole('combobox', { name: /^Carrier/ }).selectOption('geant');
    await expect(page).toHaveURL(/\/carriers\/geant$/);
    await expect(page.getByRole('heading', { name: 'GÉANT2 (DANTE)' })).toBeVisible();

    // The current document, the starting point to edit.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the current document (YAML)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('geant.yaml');
    expect(await readFile(await download.path(), 'utf8')).toBe(original);

    // The document as it is changes nothing.
    await dropFile(page, 'geant.yaml', original);
    await expect(page.getByTestId('upload-unchanged')).toContainText('No change');

    // Two mistakes: each is shown under its line, and listed with its field path.
    const broken = original
      .replace(/slot: 0\n/, 'slot: -1\n')
      .replace(/fabricCapacityBps: \d+/, 'fabricCapacityBps: fast');
    const slotLine = lineOf(broken, 'slot: -1');
    const fabricLine = lineOf(broken, 'fabricCapacityBps: fast');
    await dropFile(page, 'geant-broken.yaml', broken);
    const problems = page.getByTestId('upload-problems');
    await expect(problems.getByRole('alert')).toHaveText(
      'geant-broken.yaml has 2 problems; nothing was written.',
    );
    const fileView = problems.getByTestId('file-view');
    for (const line of [slotLine, fabricLine]) {
      await expect(fileView.locator(`.file-line[data-line="${line}"]`)).toHaveClass(/has-problem/);
      await expect(fileView.locator(`[data-problem-line="${line}"]`)).toBeVisible();
    }
    await expect(fileView.locator(`[data-problem-line="${slotLine}"]`)).toContainText('slot');
    // In a carrier's words: the unit and an example, not "expected number, received string".
    await expect(fileView.locator(`[data-problem-line="${fabricLine}"]`)).toContainText(
      'fabricCapacityBps is bits per second, e.g. 400000000000 for 400G',
    );
    await expect(problems.getByTestId('problem-list').locator('li')).toHaveCount(2);
    await keepScreenshot(page, testInfo, 'carriers-problems');

    // A valid upgrade: the Geneva router's OS and a new blade, shown as a diff before applying.
    await dropFile(page, 'geant-upgrade.yaml', edited(original, 'Junos 24.2R1', true));
    const diff = page.getByTestId('upload-diff');
    const os = diff.locator('[data-kind="router"] [data-id="geant-gva"] [data-field="os"]');
    await expect(os).toContainText('→ Junos 24.2R1');
    await expect(diff.locator('[data-kind="blade"] [data-id="geant-gva:slot9"]')).toHaveAttribute(
      'data-change',
      'created',
    );
    await expect(diff.locator('[data-kind="port"]')).toContainText('2 created');
    await expect(page.getByTestId('upload-preview')).toContainText(
      '1 router changed · 1 blade created · 2 ports created',
    );
    await keepScreenshot(page, testInfo, 'carriers-diff');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const applied = page.getByTestId('upload-applied');
    await expect(applied).toContainText('Applied: version');
    const upgrade = (await applied.getByTestId('applied-version').textContent()) ?? '';
    const history = page.getByTestId('upload-history');
    await expect(history.locator(`tr[data-upload-id="${upgrade}"]`)).toHaveAttribute(
      'data-latest',
      'true',
    );
    await expect(history.locator(`tr[data-upload-id="${upgrade}"]`)).toContainText(
      'TIERMAP_ADMIN_TOKEN (admin)',
    );

    // A second version on top of it.
    await dropFile(page, 'geant-upgrade-2.yaml', edited(original, 'Junos 24.4R1', true));
    await expect(diff.locator('[data-field="os"]')).toContainText('Junos 24.2R1 → Junos 24.4R1');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(applied).toContainText('Applied: version');
    const second = (await applied.getByTestId('applied-version').textContent()) ?? '';
    await expect(history.locator('tbody tr').first()).toHaveAttribute('data-upload-id', second);

    // Back to the state before it: its dry run first, then the restore.
    await history
      .locator(`tr[data-upload-id="${upgrade}"]`)
      .getByRole('button', { name: /^Restore version \d+ · \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/ })
      .click();
    await expect(page.getByTestId('upload-preview')).toContainText(/Restoring version \d+ · /);
    await expect(diff.locator('[data-field="os"]')).toContainText('Junos 24.4R1 → Junos 24.2R1');
    await page.getByRole('button', { name: 'Apply the restore' }).click();
    await expect(applied).toContainText('Restored: version');
    const restored = (await applied.getByTestId('applied-version').textContent()) ?? '';
    const latest = history.locator('tbody tr').first();
    await expect(latest).toHaveAttribute('data-upload-id', restored);
    await expect(latest.getByTestId('restored-from')).toContainText(/restores version \d+ · /);
    // The upgrade, the second version, the restore, and the baseline the first upload recorded.
    await expect(history.locator('tbody tr')).toHaveCount(4);
    await expect(history.locator('tbody tr').last()).toContainText('baseline');
    // Each version has its own label, the baseline and the first upload (a millisecond apart) too.
    const labels = await history.locator('.history-when').allTextContents();
    expect(new Set(labels).size).toBe(4);
  } finally {
    // The demo's GÉANT again, for the specs after this one.
    await api(request, { token: 'admin' }).POST('/api/carriers/{carrierId}/uploads', {
      params: { path: { carrierId: 'geant' } },
      headers: { 'content-type': 'application/yaml' },
      body: original,
      bodySerializer: asIs,
    });
  }
});

test('a viewer reads the carrier page but is offered no upload, apply or restore', async ({
  page,
  request,
}) => {
  const viewer = await createToken(request, { name: 'Wall viewer', role: 'viewer' });
  await signIn(page, viewer.secret);
  await expect(page.getByTestId('account-name')).toHaveText('Wall viewer · viewer');
  await page.goto('/carriers/geant');
  await expect(
    page.getByRole('button', { name: 'Download the current document (YAML)' }),
  ).toBeVisible();
  await expect(page.getByTestId('upload-not-allowed')).toHaveText(
    "Your viewer token may not upload geant's equipment; that needs a carrier token for geant or an admin token.",
  );
  await expect(
    page.getByTestId('upload-history').or(page.getByTestId('history-empty')),
  ).toBeVisible();
  await expect(page.getByTestId('drop-zone')).toHaveCount(0);
  await expect(page.getByLabel('choose a file')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Restore|Apply/ })).toHaveCount(0);
});

test('a carrier token lands on its own carrier, and another carrier’s file is refused by line', async ({
  page,
  request,
}) => {
  const carrier = await createToken(request, {
    name: 'DFN NOC',
    role: 'carrier',
    carrierId: 'dfn',
  });
  await signIn(page, carrier.secret);
  await expect(page.getByTestId('account-name')).toHaveText('DFN NOC · carrier dfn');
  await page.goto('/carriers/geant');
  await expect(page).toHaveURL(/\/carriers\/dfn$/);
  await expect(page.getByRole('heading', { name: 'DFN (X-WiN)' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Carrier/ })).toHaveCount(0);

  // GÉANT's document dropped on DFN's page: 403, with the line that names the carrier.
  const geant = await geantYaml(request);
  await dropFile(page, 'geant.yaml', geant);
  const problems = page.getByTestId('upload-problems');
  await expect(problems.getByRole('alert')).toHaveText(
    'geant.yaml changes equipment that is not dfn’s; nothing was written.',
  );
  const line = lineOf(geant, 'carrier: geant');
  await expect(problems.locator(`[data-problem-line="${line}"]`)).toContainText('must be "dfn"');
});

test('the page says what went wrong: a file of another type, one too large, a lost connection', async ({
  page,
  request,
}) => {
  const original = await geantYaml(request);
  await signIn(page, E2E_ADMIN_TOKEN);
  await page.goto('/carriers/geant');

  await page.getByLabel('choose a file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('routers: []\n'),
  });
  const failed = page.getByTestId('upload-failed');
  await expect(failed.getByRole('alert')).toHaveText('notes.txt is not a YAML, JSON or CSV file.');
  await expect(failed).toContainText('application/yaml');

  await dropFile(page, 'huge.yaml', 'x'.repeat(33 * 1024 * 1024));
  await expect(failed.getByRole('alert')).toHaveText('huge.yaml is too large.');
  await expect(failed).toContainText('the server accepts files up to 32 MB');

  // A check that takes a while shows its progress; then the connection drops. The request is
  // held until the progress has been seen, however slow the machine, and only then cut.
  let cut: () => void = () => undefined;
  const seen = new Promise<void>((resolve) => {
    cut = resolve;
  });
  await page.route(/\/api\/carriers\/geant\/uploads\?dryRun=true$/, async (route) => {
    await seen;
    await route.abort('failed');
  });
  await dropFile(page, 'geant.yaml', original);
  await expect(page.getByTestId('upload-progress')).toContainText('Checking geant.yaml (');
  cut();
  await expect(failed.getByRole('alert')).toHaveText(
    'Could not reach the server while sending geant.yaml.',
  );
  await expect(failed).toContainText('Nothing is known to have been written');
});

test('a token revoked while in use signs the page out with a notice; reading goes on', async ({
  page,
  request,
}) => {
  const engineer = await createToken(request, { name: 'Night shift', role: 'engineer' });
  await signIn(page, engineer.secret);
  await page.goto('/maintenance');
  const form = page.getByRole('form', { name: 'Announce a window' });
  await expect(form).toBeVisible();

  await revokeToken(request, engineer.id);
  await form.getByLabel('Title').fill('Line card swap');
  await form.getByLabel('Starts (UTC)').fill('2026-12-01T06:00');
  await form.getByLabel('Ends (UTC)').fill('2026-12-01T08:00');
  await form.getByLabel('Equipment ids').fill('geant-gva-fra');
  await form.getByRole('button', { name: 'Announce window' }).click();

  await expect(page.getByTestId('session-notice')).toContainText(
    'You were signed out: the server refused your token',
  );
  await expect(page.getByTestId('account').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('maintenance-not-allowed')).toContainText('Sign in with');
  await expect(page.getByTestId('maintenance-list')).toBeVisible();
  // The token is gone from the browser, not only from the page.
  await page.reload();
  await expect(page.getByTestId('account').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tiermap.token'))).toBeNull();
});

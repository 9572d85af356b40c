import { expect, test } from '@playwright/test';
import { ADMIN_HEADERS } from '../support/auth.js';
import { waitForIncident, waitForNoIncident } from '../support/incidents.js';
import { keepScreenshot } from '../support/screenshots.js';

// Issue 21, declared vs observed paths: a trace whose hops leave the declared path shows "path
// changed" on the path and in its incident. PIC → CERN is declared RedIRIS Barcelona, RedIRIS
// Madrid, GÉANT2 Madrid, GÉANT2 Geneva, CERN; the trace passes GÉANT2 Paris on the way.

const SOURCE = 'e2e-path-changed';
/** The demo's port addresses (graph-schema/src/demo/addresses.ts); 192.0.2.4 is GÉANT2 Paris. */
const VIA_PARIS = [
  '192.0.2.40',
  '192.0.2.38',
  '192.0.2.36',
  '192.0.2.4',
  '192.0.2.6',
  '192.0.2.14',
];

test('a trace that leaves the declared path shows "path changed" on the path and in its incident', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const ts = new Date().toISOString();
  const posted = await request.post('/api/measurements', {
    headers: ADMIN_HEADERS,
    data: [
      { fromSiteId: 'PIC', toSiteId: 'CERN', ts, lossRatio: 0.3, source: SOURCE },
      {
        fromSiteId: 'PIC',
        toSiteId: 'CERN',
        ts,
        source: SOURCE,
        hops: [{}, ...VIA_PARIS.map((ip, i) => ({ ip, rttMs: 2 + i * 3 }))],
      },
    ],
  });
  expect(posted.status()).toBe(201);
  try {
    const incident = await waitForIncident(request, (i) => i.sites.includes('PIC'), 45_000);

    // The path panel: a "path changed" badge, and the routes side by side.
    await page.goto('/?site=PIC');
    const panel = page.getByTestId('site-panel');
    await expect(panel.getByTestId('path-changed')).toContainText(
      'path changed PIC to CERN: path changed: via GÉANT2 Paris',
    );
    const compare = panel.getByRole('table', { name: 'Declared and observed route, PIC to CERN' });
    await expect(compare).toBeVisible();
    const paris = compare.locator('td[data-mark="added"]');
    await expect(paris).toContainText('GÉANT2 Paris');
    await expect(paris).toContainText('off the declared path');
    await expect(compare.locator('td[data-mark="no-answer"]')).toContainText('no answer');
    await compare.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'path-changed');

    // The incident says so for its direction.
    await page.goto(`/incidents?id=${incident.id}`);
    const detail = page.getByTestId('incident-detail');
    await expect(detail.getByTestId('incident-path-changed')).toContainText(
      'path changed: via GÉANT2 Paris',
    );
    await expect(detail.locator('[data-situation^="path-changed"]')).toContainText(
      'PIC → CERN: path changed: via GÉANT2 Paris',
    );
  } finally {
    // Leave no result behind for the specs that follow: the incident then resolves.
    await request.delete(`/api/measurements?source=${SOURCE}`, { headers: ADMIN_HEADERS });
    await waitForNoIncident(request, (i) => i.sites.includes('PIC'), 120_000);
  }
});

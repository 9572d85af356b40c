import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../support/auth.js';
import { startSmallCluster, type ClusterInstance, type SmallCluster } from '../support/cluster.js';
import { keepScreenshot } from '../support/screenshots.js';
import { logProblems } from '../support/secrets.js';
import { markNoReload, stillNotReloaded, wallMaintenanceLinks } from '../support/wall.js';

/**
 * Issue 22, in a browser: with several instances over one Neo4j and NATS, a wall page served by
 * one instance shows a maintenance window created through another, without a reload, and drops
 * it when it is withdrawn there. Two more API processes and a real nats-server (JetStream on)
 * are started beside the stack's own API, over its Neo4j. The change reaches the wall's instance
 * as the `maintenance` event published on NATS, and, were NATS gone, as the change each
 * instance reads from the graph on its own (the same test with the instances' TIERMAP_NATS_URL
 * removed passed too, the wall 2.5 s after the POST against 1.2 s with NATS). The product's bound is 2 s, asserted on the live
 * event itself by apps/api/src/cluster/cluster.int.test.ts; here the wait is generous for a
 * loaded machine, and the time the wall took is printed.
 */

/** How long the wall may take to show a change the other instance already answered for. */
const SHOWN_WITHIN_MS = 15_000;

let cluster: SmallCluster | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cluster = await startSmallCluster(2);
});

test.afterAll(async () => {
  await cluster?.stop();
  // Their logs, like the stack's, hold no token the requests carried.
  for (const instance of cluster?.instances ?? []) {
    const problems = logProblems(readFileSync(instance.logFile, 'utf8'), [E2E_ADMIN_TOKEN], {
      tokensWereSent: false,
    });
    expect(problems, instance.logFile).toEqual([]);
  }
});

async function send(url: string, method: string, body?: unknown): Promise<Response> {
  return fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${E2E_ADMIN_TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/**
 * Opens the wall on instance one, announces a window open now through instance two and waits
 * until the wall counts it; answers the window's id and the count before. The window is
 * withdrawn again however this ends, unless `keep` (the caller then withdraws it).
 */
async function wallShowsWindowFromAnother(
  page: Page,
  keep: boolean,
): Promise<{ id: string; before: number; one: ClusterInstance; two: ClusterInstance }> {
  const [one, two] = cluster?.instances ?? [];
  if (one === undefined || two === undefined) throw new Error('two instances expected');
  await page.goto(`${one.origin}/wall?rotate=3600`);
  await expect(page.getByTestId('wall-screen')).toHaveAttribute('data-screen', 'overview');
  await expect(page.getByTestId('wall-topology-summary')).toContainText('links');
  await markNoReload(page);
  const before = await wallMaintenanceLinks(page);

  const now = Date.now();
  const created = await send(`${two.origin}/api/maintenance`, 'POST', {
    carrierId: 'geant',
    title: 'Cluster e2e: fibre works Frankfurt–Paris',
    behaviour: 'run',
    startsAt: new Date(now - 10 * 60_000).toISOString(),
    endsAt: new Date(now + 60 * 60_000).toISOString(),
    equipmentIds: ['geant-fra-par'],
  });
  const answeredAt = Date.now();
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  let shown = false;
  try {
    await expect
      .poll(() => wallMaintenanceLinks(page), { timeout: SHOWN_WITHIN_MS, intervals: [50] })
      .toBe(before + 1);
    shown = true;
    process.stdout.write(
      `[e2e cluster] the wall on ${one.origin} showed the window ${Date.now() - answeredAt} ms after ${two.origin} answered the POST\n`,
    );
  } finally {
    if (!keep || !shown) {
      expect((await send(`${two.origin}/api/maintenance/${id}`, 'DELETE')).ok).toBe(true);
    }
  }
  return { id, before, one, two };
}

test('a wall served by one instance shows a maintenance window created through another, without a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await wallShowsWindowFromAnother(page, false);
  expect(await stillNotReloaded(page)).toBe(true);
});

// Its own bus cut (NATS killed), an instance's screens show only what its own collectors send:
// the wall and the map say so in red, naming the instance, and clear once NATS is back.
test('a wall and a map say so while their instance cannot reach the live bus, and clear when it can, without a reload', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const [one] = cluster?.instances ?? [];
  if (one === undefined || cluster === undefined) throw new Error('a cluster expected');
  // Live data on every link, sent to this instance: what it still shows while cut off.
  const topology = (await (await send(`${one.origin}/api/topology`, 'GET')).json()) as {
    links: { id: string; capacityBps: number }[];
  };
  const ts = Date.now();
  const samples = topology.links.flatMap((link, i) =>
    (['AtoZ', 'ZtoA'] as const).map((direction) => ({
      linkId: link.id,
      direction,
      ts,
      bps: link.capacityBps * (0.1 + (i % 7) * 0.1),
    })),
  );
  expect((await send(`${one.origin}/api/metrics`, 'POST', { samples })).status).toBe(200);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${one.origin}/wall?rotate=3600`);
  await expect(page.getByTestId('wall-topology-summary')).toContainText('links');
  await markNoReload(page);
  const map = await context.newPage();
  await map.goto(`${one.origin}/`);
  await expect(map.getByTestId('freshness')).toHaveAttribute('data-partial', 'false');
  // It evaluates no incidents, yet vouches for them: the evaluating process's time is in the graph.
  await expect(page.getByTestId('wall')).not.toContainText('INCIDENTS OUT OF DATE', {
    timeout: SHOWN_WITHIN_MS,
  });
  const partial = /LIVE FEED PARTIAL · \S+ has not reached the live bus since \d\d:\d\d UTC/;
  await expect(page.getByTestId('wall')).not.toContainText('LIVE FEED PARTIAL');

  await cluster.killNats();
  const killedAt = Date.now();
  try {
    await expect(page.getByTestId('wall')).toContainText(partial, { timeout: SHOWN_WITHIN_MS });
    await expect(map.getByTestId('freshness')).toHaveAttribute('data-partial', 'true');
    await expect(map.getByTestId('freshness')).toContainText('Live feed partial:');
    await keepScreenshot(page, testInfo, 'wall-partial-feed');
    process.stdout.write(
      `[e2e cluster] the wall on ${one.origin} said the feed is partial ${Date.now() - killedAt} ms after nats-server was killed\n`,
    );
  } finally {
    await cluster.restartNats();
  }
  const restartedAt = Date.now();
  await expect(page.getByTestId('wall')).not.toContainText('LIVE FEED PARTIAL', {
    timeout: SHOWN_WITHIN_MS,
  });
  await expect(map.getByTestId('freshness')).toHaveAttribute('data-partial', 'false', {
    timeout: SHOWN_WITHIN_MS,
  });
  process.stdout.write(
    `[e2e cluster] the wall on ${one.origin} cleared ${Date.now() - restartedAt} ms after nats-server was started again\n`,
  );
  expect(await stillNotReloaded(page)).toBe(true);
});

// Withdrawn through the other instance, the window leaves the wall too. This once looked stuck
// (1 to 4 runs in 8 with --repeat-each): the test's helper waited for good when the panel went
// away between two looks at the page, and the poll kept its last answer. The page itself had
// dropped it; the helper now reads in one look (tests/wall-helpers.spec.ts).
test('a wall served by one instance drops a maintenance window withdrawn through another, without a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { id, before, one, two } = await wallShowsWindowFromAnother(page, true);
  expect((await send(`${two.origin}/api/maintenance/${id}`, 'DELETE')).ok).toBe(true);
  const answeredAt = Date.now();
  await expect
    .poll(() => wallMaintenanceLinks(page), { timeout: SHOWN_WITHIN_MS, intervals: [50] })
    .toBe(before);
  process.stdout.write(
    `[e2e cluster] the wall on ${one.origin} dropped the window ${Date.now() - answeredAt} ms after ${two.origin} answered the DELETE\n`,
  );
  expect(await stillNotReloaded(page)).toBe(true);
});

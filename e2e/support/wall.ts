import type { Page } from '@playwright/test';

/** The links the wall's summary says are under maintenance (0 when it says nothing). */
export async function wallMaintenanceLinks(wall: Page): Promise<number> {
  const line = wall.getByTestId('wall-maintenance');
  if ((await line.count()) === 0) return 0;
  return Number(await line.locator('strong').textContent());
}

/** Marks the page's window object: a reload (or a navigation) would lose the mark. */
export async function markNoReload(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { tiermapNoReload?: boolean }).tiermapNoReload = true;
  });
}

/** Whether the mark `markNoReload` set is still there: the page was not reloaded since. */
export async function stillNotReloaded(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { tiermapNoReload?: boolean }).tiermapNoReload === true,
  );
}

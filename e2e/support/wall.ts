import type { Page } from '@playwright/test';

/**
 * The links the wall's summary says are under maintenance (0 when it says nothing), read in one
 * look: asking whether the panel is there and then for its number would wait for good when the
 * wall drops the panel in between (tests/wall-helpers.spec.ts).
 */
export async function wallMaintenanceLinks(wall: Page): Promise<number> {
  const [count] = await wall.getByTestId('wall-maintenance').locator('strong').allTextContents();
  return count === undefined ? 0 : Number(count);
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

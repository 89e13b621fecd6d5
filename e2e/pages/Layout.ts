import type { Locator, Page } from 'playwright-core';

/** A box on the page (Playwright's bounding box). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box of a visible element (fails the test when it has none). */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box: ${locator.toString()}`);
  return box;
}

/**
 * The box of something that moves in (a toast's enter transition): measured until two reads 100 ms
 * apart agree, so a loaded machine's slow animation is not taken for the resting place.
 */
export async function settledBoxOf(locator: Locator): Promise<Box> {
  let last = await boxOf(locator);
  for (let i = 0; i < 30; i++) {
    await locator.page().waitForTimeout(100);
    const box = await boxOf(locator);
    if (box.x === last.x && box.y === last.y && box.width === last.width && box.height === last.height)
      return box;
    last = box;
  }
  return last;
}

/** Whether two boxes share any area. */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Whether a box lies wholly inside the page's viewport. */
export function inViewport(page: Page, box: Box): boolean {
  const size = page.viewportSize();
  if (!size) throw new Error('the page has no viewport size');
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height;
}

/**
 * A phone's screen (issue #29, item 7): what lies outside a narrow viewport. Used by
 * e2e/phoneLayout.spec.ts (every area) and e2e/firstDay.spec.ts (a cashier's day on a phone).
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * What lies outside the viewport: the page's own horizontal overflow, and each visible control of
 * the header, the page and an open dialog whose box crosses the viewport's left or right edge (a
 * control inside a box that scrolls sideways is that box's business: it is reachable by scrolling
 * it). Empty when the screen fits.
 */
export function outsideTheViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) found.push(`the page is ${scrollWidth} px wide in a ${width} px viewport`);
    const inScrollingBox = (element: Element) => {
      for (let box = element.parentElement; box !== null && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        // A dialog's overlay scrolls too, but it is the viewport itself (position: fixed, inset 0).
        if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && style.position !== 'fixed') return true;
      }
      return false;
    };
    const controls = document.querySelectorAll('header button, header select, header a, main button, main a, main input, main select, main textarea, [role="dialog"] button, [role="dialog"] input, [role="dialog"] select, [role="dialog"] textarea');
    for (const control of Array.from(controls)) {
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || control.closest('.visually-hidden') !== null || inScrollingBox(control)) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
        found.push(`<${control.tagName.toLowerCase()}> "${name}" spans ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
    }
    return found;
  });
}

/** Nothing of the page, its header or an open dialog lies outside the viewport (`where` names the screen). */
export async function expectFits(page: Page, where: string): Promise<void> {
  // The page's parts load one after another (a record, then its payments and history): poll.
  await expect.poll(() => outsideTheViewport(page), { message: where }).toEqual([]);
}


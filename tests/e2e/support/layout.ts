// Layout at the edges a visitor can reach, checked on each page as pages.test.ts and
// pages-phone.test.ts have it open: a 320 px screen (WCAG 1.4.10 Reflow) and text at 200 % at
// 1,440 px (1.4.4 Resize Text). The header at every width: layout.test.ts.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { bringInLazyParts } from "./browser";

const REFLOW = { width: 320, height: 640 };

/** Sets the root font size (the way a visitor's text size setting scales rem) and lets it lay out. */
export async function textSize(page: Page, percent: number) {
  await page.evaluate(async (size) => {
    document.documentElement.style.fontSize = size === 100 ? "" : `${size}%`;
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, percent);
}

/**
 * What runs past the screen's sides: the page's own width, and every piece of text drawn outside
 * the viewport or cut by a clipping box. Text its scroller or carousel has moved wholly out of view
 * is not drawn, and visually hidden text (sr-only: clipped to nothing) is for screen readers.
 */
function overflowOf(): string[] {
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > width) problems.push(`the page is ${pageWidth} px wide in ${width} px`);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const parent = node.parentElement;
    if (!text || !parent || !parent.checkVisibility({ visibilityProperty: true })) continue;
    let left = -Infinity;
    let right = Infinity;
    let hidden = false;
    // A table or code in a region the keyboard can scroll (an article's) is read by scrolling it.
    if (parent.closest('[role="region"][tabindex="0"], pre[tabindex="0"]')) continue;
    for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.clipPath === "inset(50%)") hidden = true; // visually hidden (sr-only)
      if (style.overflowX === "visible") continue;
      const rect = box.getBoundingClientRect();
      left = Math.max(left, rect.left);
      right = Math.min(right, rect.right);
    }
    if (hidden) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width < 1 || rect.height < 1) continue;
      if (rect.right <= left || rect.left >= right) continue; // scrolled out of its box
      const cut = rect.left < Math.max(left, 0) - 0.5 || rect.right > Math.min(right, width) + 0.5;
      if (cut)
        problems.push(
          `"${text.slice(0, 40)}" spans x ${Math.round(rect.left)}…${Math.round(rect.right)}`,
        );
    }
  }
  return problems;
}

/**
 * At 320 × 640, with what loads near the viewport (map, carousel) brought in: no horizontal scroll
 * and no text cut off. The page is left at its own width, at the top.
 */
export async function expectReflow(page: Page) {
  const viewport = page.viewportSize()!;
  await page.setViewportSize(REFLOW);
  await bringInLazyParts(page);
  const problems = await page.evaluate(overflowOf);
  await page.setViewportSize(viewport);
  expect(problems, "at 320 px").toEqual([]);
}

/**
 * Text at 200 % (the page as it is, at its width): no horizontal scroll, and the header's controls
 * (home, language, the menu or the bar) on screen. The text is left at 100 %.
 */
export async function expectTextAt200(page: Page) {
  await textSize(page, 200);
  const result = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const header = document.getElementById("site-header")!;
    const controls = [...header.querySelectorAll<HTMLElement>("a, button")].filter((control) =>
      control.checkVisibility({ visibilityProperty: true }),
    );
    return {
      pageWidth: document.documentElement.scrollWidth,
      width,
      controls: controls.length,
      offScreen: controls
        .map((control) => ({ control, rect: control.getBoundingClientRect() }))
        .filter(({ rect }) => rect.left < -0.5 || rect.right > width + 0.5)
        .map(({ control, rect }) => `${control.textContent} at x ${Math.round(rect.left)}`),
    };
  });
  await textSize(page, 100);
  expect(result.pageWidth, "the page's width at 200 %").toBeLessThanOrEqual(result.width);
  expect(result.controls).toBeGreaterThanOrEqual(3);
  expect(result.offScreen, "header controls off screen at 200 %").toEqual([]);
}

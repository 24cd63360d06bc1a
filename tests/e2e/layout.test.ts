// The header at every width between a phone's and a wide screen's, in both languages: no label
// wraps, nothing overflows, and the phone menu takes over before the desktop bar runs out of room;
// with a reader's own text spacing (WCAG 1.4.12), nothing is lost. Each page at 320 px and with
// text at 200 %: pages-phone.test.ts and pages.test.ts (support/layout.ts).
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { DESKTOP } from "./support/browser";
import { textSize } from "./support/layout";
import { withSiteAndBrowser } from "./support/site";

const site = withSiteAndBrowser();

/** Opens `path` in `page` and waits for the header's island and the typefaces. */
async function show(page: Page, path: string) {
  await page.goto(site.server.url + path, { waitUntil: "load" });
  await page.waitForFunction(() => document.querySelector("header")?.hasAttribute("data-hydrated"));
  await page.evaluate(() => document.fonts.ready);
}

/** One width of the header sweep: which menu shows, and what wraps or overflows. */
type HeaderState = { bar: boolean; room: number; problems: string[] };

function headerState(): HeaderState {
  const header = document.getElementById("site-header")!;
  const row = header.firstElementChild as HTMLElement;
  const shown = (element: Element | null) =>
    !!element && element.checkVisibility({ visibilityProperty: true });
  const bar = header.querySelector("nav:not([popover] nav)");
  const phoneButton = header.querySelector("[popovertarget='mobile-menu']");
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  if (header.scrollWidth > header.clientWidth) problems.push("the header overflows");
  if (row.scrollWidth > row.clientWidth) problems.push("the header's row overflows");
  if (shown(bar) === shown(phoneButton))
    problems.push(shown(bar) ? "both the bar and the phone menu show" : "no menu shows");

  // Every label on one line, every control inside the row, and the row's parts side by side.
  const range = document.createRange();
  const controls = [...header.querySelectorAll("a, button")].filter(
    (control) => shown(control) && !control.closest("[popover]"),
  );
  for (const control of controls) {
    const rect = control.getBoundingClientRect();
    const name = control.textContent?.trim() || control.getAttribute("aria-label");
    if (rect.left < -0.5 || rect.right > width + 0.5) problems.push(`${name} is off screen`);
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    const lines: DOMRect[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      const box = parent.getBoundingClientRect();
      if (!node.textContent?.trim() || box.width <= 1 || box.height <= 1) continue; // visually hidden
      range.selectNodeContents(node);
      lines.push(...[...range.getClientRects()].filter((line) => line.width >= 1));
    }
    const onOneLine = lines.every((line) =>
      lines.every((other) => line.top < other.bottom - 1 && other.top < line.bottom - 1),
    );
    if (!onOneLine) problems.push(`"${name}" wraps`);
  }
  const parts = [...row.children].filter(shown).map((part) => part.getBoundingClientRect());
  const style = getComputedStyle(row);
  const inner = {
    left: row.getBoundingClientRect().left + parseFloat(style.paddingLeft),
    right: row.getBoundingClientRect().right - parseFloat(style.paddingRight),
  };
  const sorted = parts.toSorted((a, b) => a.left - b.left);
  for (const [index, part] of sorted.entries()) {
    const next = sorted[index + 1];
    if (next && part.right > next.left + 0.5) problems.push("the header's parts overlap");
    if (part.left < inner.left - 0.5 || part.right > inner.right + 0.5)
      problems.push("a part of the header runs past its padding");
  }
  // The room left in the row: its width less its parts' widths at their natural size.
  const natural = parts.reduce((sum, part) => sum + part.width, 0);
  const gaps = Math.max(parts.length - 1, 0) * parseFloat(style.columnGap);
  return {
    bar: shown(bar),
    room: inner.right - inner.left - natural - gaps,
    problems,
  };
}

/** The widths swept, in steps of 8 px (1,024 among them), to 1,920 px. */
const sweep = (from: number) =>
  Array.from({ length: (1920 - from) / 8 + 1 }, (_, step) => from + step * 8);

// On the contact page: every page of a language serves the same header (header-footer.test.ts, "one
// shell"), and a short page lays out again quickly at each of the 1,024 widths.
describe.each([
  ["English", "/contactus"],
  ["Arabic", "/ar/contactus"],
])("the header in %s, 320 to 1,920 px wide", (_, path) => {
  // At 200 % from 640 px: the widths where the text is as wide, in rem, as on a 320 px screen.
  test.each([
    { size: 100, from: 320 },
    { size: 200, from: 640 },
  ])(
    "text at $size % from $from px: no label wraps, nothing overflows, the phone menu takes over in time",
    async ({ size, from }) => {
      const page = await site.browser.newPage({ viewport: DESKTOP, reducedMotion: "reduce" });
      await show(page, path);
      await textSize(page, size);
      const failures: string[] = [];
      const bar: number[] = [];
      for (const width of sweep(from)) {
        await page.setViewportSize({ width, height: 800 });
        const state = await page.evaluate(headerState);
        if (state.bar) bar.push(width);
        if (state.bar && state.room < 0)
          failures.push(`${width} px: the bar needs ${Math.round(-state.room)} px more`);
        for (const problem of state.problems) failures.push(`${width} px: ${problem}`);
      }
      await page.close();
      expect(failures).toEqual([]);
      // The desktop bar on wide screens (from 1,280 px at the default text size), the phone
      // menu on phones; at 200 % the bar would need 2,112 px: the phone menu throughout.
      if (size === 100) {
        expect(bar).toContain(1280);
        expect(bar).not.toContain(768);
      } else expect(bar).toEqual([]);
    },
  );
});

describe.each([
  ["English", "/"],
  ["Arabic", "/ar"],
])(
  "the header in %s with a reader's text spacing (WCAG 1.4.12), 320 to 1,920 px wide",
  (_, path) => {
    test("every control on screen, nothing overflows, the page never scrolls sideways", async () => {
      const page = await site.browser.newPage({ viewport: DESKTOP, reducedMotion: "reduce" });
      await show(page, path);
      // The spacing 1.4.12 names, over every element, as a reader's style sheet sets it.
      await page.evaluate(async () => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(
          "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-block-end: 2em !important; }",
        );
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        await document.fonts.ready;
      });
      const failures: string[] = [];
      for (let width = 320; width <= 1920; width += 16) {
        await page.setViewportSize({ width, height: 800 });
        const { problems } = await page.evaluate(headerState);
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (pageWidth > width) failures.push(`${width} px: the page is ${pageWidth} px wide`);
        // The brand's two words and the bar's links may take two lines here; nothing may be lost.
        for (const problem of problems.filter((problem) => !problem.endsWith("wraps")))
          failures.push(`${width} px: ${problem}`);
      }
      await page.close();
      expect(failures).toEqual([]);
    });
  },
);

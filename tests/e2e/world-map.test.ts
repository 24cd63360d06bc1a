import type { BrowserContext, CDPSession, Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { uiCopy } from "@/content/ui";
import { DESKTOP, PHONE } from "./support/browser";
import { openPage } from "./support/page";
import { withSiteAndBrowser } from "./support/site";

const site = withSiteAndBrowser();

const mapOf = (page: Page) => page.getByRole("img", { name: uiCopy.en.home.mapLabel(10) });

/** Scrolls the map into view and waits for its drawing. */
async function mapLoaded(page: Page, map = mapOf(page)) {
  await map.scrollIntoViewIfNeeded();
  await expect.poll(() => map.locator("path").count(), { timeout: 10_000 }).toBeGreaterThan(150);
  return map;
}

/**
 * Where the map's canvas (800 × 600 units, the drawing fitted inside) is, from its transform, and
 * whether it still covers the whole frame: `left` is its left edge in frame units.
 */
async function drawingAndFrame(map: Locator) {
  return map.evaluate((svg) => {
    const [x, y, zoom] = svg
      .querySelector("g")!
      .getAttribute("transform")!
      .match(/-?[\d.]+(?:e-?\d+)?/g)!
      .map(Number) as [number, number, number];
    const near = 0.01;
    return {
      zoom,
      left: x,
      covered:
        x <= near && y <= near && x + 800 * zoom >= 800 - near && y + 600 * zoom >= 600 - near,
    };
  });
}

/** A phone with a touchscreen; swipes are real touch sequences through the DevTools protocol. */
async function phone(
  path: string,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await site.browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(site.server.url + path, { waitUntil: "load" });
  await page.waitForFunction(() => document.querySelector("header")?.hasAttribute("data-hydrated"));
  return { context, page, cdp: await context.newCDPSession(page) };
}

/** One finger moved 300 px up from (x, y) in 15 steps, held, then lifted; resolves once the page has stopped scrolling. */
async function swipeUp(page: Page, cdp: CDPSession, x: number, y: number) {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let step = 1; step <= 15; step++)
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x, y: y - step * 20 }],
    });
  // The finger rests before it lifts, so the page does not fling on: it moves as far as the finger.
  await new Promise((resolve) => setTimeout(resolve, 100));
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const watch = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve();
          else requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      }),
  );
}

/** How far the page scrolls when a swipe starts on `target`, from the same starting scroll. */
async function scrolledBySwipeOn(page: Page, cdp: CDPSession, target: Locator, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  const box = (await target.boundingBox())!;
  const before = await page.evaluate(() => window.scrollY);
  await swipeUp(page, cdp, box.x + box.width / 2, box.y + Math.min(box.height / 2, 100));
  return (await page.evaluate(() => window.scrollY)) - before;
}

describe("world map", () => {
  test("on a phone a swipe that starts on the map scrolls the page like one on text; zoomed, it pans the map within its frame", async () => {
    const { context, page, cdp } = await phone("/");
    const map = await mapLoaded(page);
    // The map near the top of the screen, text above it (the section's lead) also on screen.
    const lead = page.locator("#global p").first();
    const top = await lead.evaluate(
      (element) => element.getBoundingClientRect().top + scrollY - 40,
    );
    const onText = await scrolledBySwipeOn(page, cdp, lead, top);
    const onMap = await scrolledBySwipeOn(page, cdp, map, top);
    console.log(`swipe scroll: on text ${onText} px, on the map ${onMap} px`);
    expect(onText).toBeGreaterThan(250);
    expect(Math.abs(onMap - onText)).toBeLessThanOrEqual(2);

    // Zoomed in, one finger pans the map instead, and never drags it out of its frame.
    await page.getByRole("button", { name: "Zoom in" }).tap();
    expect((await drawingAndFrame(map)).zoom).toBe(1.5);
    const start = await drawingAndFrame(map);
    const panned = await scrolledBySwipeOn(page, cdp, map, top);
    const after = await drawingAndFrame(map);
    expect(panned).toBe(0);
    expect(after.covered).toBe(true);
    for (let i = 0; i < 4; i++) await scrolledBySwipeOn(page, cdp, map, top);
    expect((await drawingAndFrame(map)).covered).toBe(true);
    expect(start.covered).toBe(true);
    await context.close();
  });

  test("dragged with a mouse, the zoomed map stays within its frame", async () => {
    const { page } = await openPage(site.browser, site.server.url + "/", { viewport: DESKTOP });
    const map = await mapLoaded(page);
    await page.getByRole("button", { name: "Zoom in" }).click();
    const box = (await map.boundingBox())!;
    for (const [dx, dy] of [
      [1500, 0],
      [-3000, 0],
      [0, 1500],
      [0, -3000],
    ] as const) {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 5 });
      await page.mouse.up();
      expect(await drawingAndFrame(map), `dragged by ${dx}, ${dy}`).toMatchObject({
        covered: true,
      });
    }
    await page.close();
  });

  test("zoomed, the map pans with the arrow keys and with its pan buttons, in both languages, clamped to its frame", async () => {
    for (const locale of ["en", "ar"] as const) {
      const copy = uiCopy[locale].home;
      const { panLeft, panRight, panUp, panDown, zoomIn } = copy.mapControls;
      const pan = { left: panLeft, right: panRight, up: panUp, down: panDown };
      const { page, errors } = await openPage(
        site.browser,
        site.server.url + (locale === "en" ? "/" : "/ar"),
        { viewport: DESKTOP },
      );
      const map = await mapLoaded(page, page.getByRole("img", { name: copy.mapLabel(10) }));
      const button = (name: string) => page.getByRole("button", { name, exact: true });
      const leftButton = button(pan.left);
      // Nothing to pan at zoom 1: the pan buttons say so.
      for (const name of Object.values(pan))
        expect(await button(name).getAttribute("aria-disabled"), name).toBe("true");

      await button(zoomIn).click();
      // Every pan button is a visible target of at least 24 × 24 px.
      for (const name of Object.values(pan)) {
        const box = (await button(name).boundingBox())!;
        expect(box.width, name).toBeGreaterThanOrEqual(24);
        expect(box.height, name).toBeGreaterThanOrEqual(24);
      }
      const before = (await drawingAndFrame(map)).left;
      await leftButton.click();
      const afterButton = (await drawingAndFrame(map)).left;
      expect(afterButton).toBeGreaterThan(before); // the view moves west: the drawing moves right

      // The arrow keys pan while a map control has focus, without scrolling the page.
      const scrollY = await page.evaluate(() => window.scrollY);
      await button(zoomIn).focus();
      await page.keyboard.press("ArrowRight");
      expect((await drawingAndFrame(map)).left).toBeLessThan(afterButton);
      await page.keyboard.press("ArrowDown");
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);

      // Panned as far as it goes, it stops at its frame's edge and that button says so.
      for (let i = 0; i < 12; i++) await page.keyboard.press("ArrowLeft");
      expect(await drawingAndFrame(map)).toMatchObject({ covered: true });
      expect(await leftButton.getAttribute("aria-disabled")).toBe("true");
      for (let i = 0; i < 12; i++) await page.keyboard.press("ArrowUp");
      expect(await drawingAndFrame(map)).toMatchObject({ covered: true });
      expect(await button(pan.up).getAttribute("aria-disabled")).toBe("true");
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  test("a zoom button that reaches its limit keeps focus and says it is unavailable", async () => {
    const { page } = await openPage(site.browser, site.server.url + "/", { viewport: DESKTOP });
    const map = await mapLoaded(page);
    const zoomIn = page.getByRole("button", { name: "Zoom in" });
    const zoomOut = page.getByRole("button", { name: "Zoom out" });
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "body");
    await zoomIn.focus();
    for (let i = 0; i < 8; i++) await page.keyboard.press("Enter");
    expect(await map.getAttribute("data-zoom")).toBe("8.00");
    expect(await focused()).toBe("Zoom in");
    expect(await zoomIn.getAttribute("aria-disabled")).toBe("true");
    await page.keyboard.press("Enter"); // at the limit, nothing happens
    expect(await map.getAttribute("data-zoom")).toBe("8.00");

    await zoomOut.focus();
    for (let i = 0; i < 8; i++) await page.keyboard.press(" ");
    expect(await map.getAttribute("data-zoom")).toBe("1.00");
    expect(await focused()).toBe("Zoom out");
    expect(await zoomOut.getAttribute("aria-disabled")).toBe("true");
    expect(await zoomIn.getAttribute("aria-disabled")).toBe("false");
    await page.close();
  });
});

// The dark scheme follows the system's preference in CSS alone: the first paint is dark without any
// script, and the pictures (illustrations, map, captcha box) are drawn for it, not left light.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { DESKTOP, PHONE } from "./support/browser";
import { withSiteAndBrowser } from "./support/site";

const site = withSiteAndBrowser();

/** Relative luminance (0 black … 1 white) of a CSS rgb() colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
    const channel = Number(value) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The luminance (0 black … 1 white) of each pixel the visitor sees of `target`, from a screenshot. */
async function seenPixels(
  page: Page,
  target: string | { x: number; y: number; width: number; height: number },
): Promise<number[]> {
  const shot =
    typeof target === "string"
      ? await page.locator(`${target} >> visible=true`).first().screenshot()
      : await page.screenshot({ clip: target });
  // The page decodes the screenshot itself: no image library needed here.
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    const seen: number[] = [];
    for (let i = 0; i < pixels.length; i += 4)
      seen.push((0.2126 * pixels[i]! + 0.7152 * pixels[i + 1]! + 0.0722 * pixels[i + 2]!) / 255);
    return seen;
  }, shot.toString("base64"));
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

async function open(path: string, colorScheme: "light" | "dark", javaScriptEnabled = true) {
  const context = await site.browser.newContext({
    viewport: DESKTOP,
    colorScheme,
    javaScriptEnabled,
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await page.goto(site.server.url + path);
  await page.waitForLoadState("load");
  return page;
}

describe("dark scheme", () => {
  test("paints dark before any script, with light text, when the system prefers it", async () => {
    for (const scheme of ["light", "dark"] as const) {
      const page = await open("/", scheme, false);
      const colors = await page.evaluate(() => {
        const style = getComputedStyle(document.body);
        return { background: style.backgroundColor, text: style.color };
      });
      if (scheme === "dark") {
        expect(luminance(colors.background)).toBeLessThan(0.05);
        expect(luminance(colors.text)).toBeGreaterThan(0.6);
      } else {
        expect(luminance(colors.background)).toBe(1);
        expect(luminance(colors.text)).toBeLessThan(0.05);
      }
      await page.context().close();
    }
  });

  test.each([
    ["/", "img[src*='hero-dashboard']"],
    ["/services/iotservices", "img[src*='service-iot']"],
    ["/case-study-twarrad", "img[src*='case-twarrad']"],
  ])("%s: the illustration is drawn dark in the dark scheme", async (path, selector) => {
    const light = await open(path, "light");
    const dark = await open(path, "dark");
    const [seenLight, seenDark] = [
      mean(await seenPixels(light, selector)),
      mean(await seenPixels(dark, selector)),
    ];
    expect(seenLight).toBeGreaterThan(0.6);
    expect(seenDark).toBeLessThan(0.25);
    await Promise.all([light.context().close(), dark.context().close()]);
  });

  test("the world map's land is dark and the served countries stay brand red", async () => {
    const page = await open("/", "dark");
    await page.locator("#global").scrollIntoViewIfNeeded();
    const land = page.locator("svg[role='img'] path.fill-land").first();
    await land.waitFor();
    const fills = await page.evaluate(() => ({
      land: getComputedStyle(document.querySelector("svg[role='img'] path.fill-land")!).fill,
      served: getComputedStyle(document.querySelector("svg[role='img'] path.fill-brand-600")!).fill,
    }));
    expect(luminance(fills.land)).toBeLessThan(0.1);
    expect(fills.served).toBe("rgb(191, 32, 47)");
    await page.context().close();
  });

  test("the captcha's checkbox is drawn on the dark form, visibly", async () => {
    const context = await site.browser.newContext({ viewport: PHONE, colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto(site.server.url + "/contactus");
    await page.locator("[data-hydrated]").waitFor({ state: "attached" });
    await page.getByLabel("Name").first().focus(); // the widget loads when the form is first used
    const box = page.locator("altcha-widget input[type='checkbox']");
    await box.waitFor({ state: "visible" });
    await box.scrollIntoViewIfNeeded();
    const { x, y, width, height } = (await box.boundingBox())!;
    const pixels = await seenPixels(page, {
      x: x - 3,
      y: y - 3,
      width: width + 6,
      height: height + 6,
    });
    // The box's outline against the form around it: WCAG's 3:1 for a control's boundary.
    const [lightest, darkest] = [Math.max(...pixels), Math.min(...pixels)];
    expect((lightest + 0.05) / (darkest + 0.05)).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});

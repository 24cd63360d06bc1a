// Screenshots of pages at phone and desktop widths: node scripts/screenshots.mjs BASE_URL OUT_DIR path...
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const [base = "http://127.0.0.1:3000", out = "screenshots", ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } });
  page.on(
    "console",
    (message) => message.type() === "error" && console.log(`[${width}] console: ${message.text()}`),
  );
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "load" });
    await page.waitForTimeout(300);
    // Scroll through once so scroll-revealed sections are shown, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo({ top: 0, behavior: "instant" });
    });
    await page.waitForTimeout(1200);
    const name = `${path.replace(/[^a-z0-9]+/gi, "_") || "_"}-${width}`;
    // SLICE=px cuts the full page into parts of that height, easier to look at than one tall image.
    const slice = Number(process.env.SLICE) || 0;
    if (slice) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, part = 1; y < height; y += slice, part++) {
        const file = join(out, `${name}-${part}.png`);
        const clip = { x: 0, y, width, height: Math.min(slice, height - y) };
        await page.screenshot({ path: file, fullPage: true, clip });
        console.log(file);
      }
    } else {
      const file = join(out, `${name}.png`);
      await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
      console.log(file);
    }
  }
  await page.close();
}
await browser.close();

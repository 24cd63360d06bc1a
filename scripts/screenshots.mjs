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
    await page.waitForTimeout(500);
    const file = join(out, `${path.replace(/[^a-z0-9]+/gi, "_") || "_"}-${width}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
    console.log(file);
  }
  await page.close();
}
await browser.close();

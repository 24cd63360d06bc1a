// The tests' Chromium: what it is started with, read back from the browser itself (chrome://version).
import type { Browser } from "playwright-core";
import { chromium } from "playwright-core";
import { afterAll, expect, test } from "vitest";
import { CHROMIUM_PATH } from "../../scripts/chromium.mjs";
import { DISABLED_FEATURES, launchBrowser } from "./support/browser";

const opened: Browser[] = [];
afterAll(() => Promise.all(opened.map((browser) => browser.close())));

/** The browser's command line, its windows and its last --disable-features (the one it applies). */
async function started(browser: Browser) {
  opened.push(browser);
  const page = await browser.newPage();
  await page.goto("chrome://version");
  const commandLine = (await page.locator("#command_line").textContent()) ?? "";
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send("Target.getTargets");
  const disabled = commandLine
    .split(" ")
    .filter((arg) => arg.startsWith("--disable-features="))
    .at(-1)
    ?.split("=")[1]
    ?.split(",");
  return { disabled: disabled ?? [], targets: targetInfos.map(({ url }) => url) };
}

test("the tests' Chromium keeps every feature Playwright turns off off, and loads no address-bar popup", async () => {
  const [playwright, ours] = await Promise.all([
    chromium
      .launch({ executablePath: CHROMIUM_PATH, args: ["--headless", "--no-sandbox"] })
      .then(started),
    launchBrowser().then(started),
  ]);
  expect(playwright.disabled.length).toBeGreaterThan(5);
  expect(ours.disabled).toEqual(DISABLED_FEATURES);
  expect(ours.disabled).toEqual(expect.arrayContaining(playwright.disabled));
  // Without our list, each window loads the popup's WebUI; with it, only the pages opened.
  expect(playwright.targets.some((url) => url.startsWith("chrome://omnibox"))).toBe(true);
  expect(ours.targets.filter((url) => !url.startsWith("chrome://version"))).toEqual([]);
});

import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { startServer, type RunningServer } from "./server";

/**
 * The production server and Chromium for one test file: started before its tests, stopped after
 * them. Tests read them when they run (`site.server.url`, `site.browser.newPage()`).
 */
export function withSiteAndBrowser() {
  const site = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [site.server, site.browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}

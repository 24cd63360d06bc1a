import type { Browser, Page } from "playwright-core";
import { DESKTOP, watchConsole } from "./browser";

/** Opens a page and waits until it has hydrated (the header island marks itself). */
export async function openPage(
  browser: Browser,
  url: string,
  { viewport = DESKTOP, reducedMotion = "no-preference" as "reduce" | "no-preference" } = {},
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport, reducedMotion });
  page.setDefaultTimeout(10_000);
  const errors = watchConsole(page);
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => document.querySelector("header")?.hasAttribute("data-hydrated"));
  return { page, errors };
}

/** Waits until the captcha widget that `selector` finds has solved its challenge. */
export async function captchaVerified(page: Page, selector: string) {
  await page.waitForFunction(
    (widget) =>
      (
        document.querySelector(widget) as HTMLElement & { getState?: () => string }
      )?.getState?.() === "verified",
    selector,
    { timeout: 20_000 },
  );
}

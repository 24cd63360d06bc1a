// One tab per width taken through every built page, and what is checked on each page at both widths
// (pages.test.ts at 1440 px, pages-phone.test.ts at 390 px, run side by side): axe in both colour
// schemes, every Tab stop in view, and every control operated with the keyboard.
import type { Page } from "playwright-core";
import { uiCopy } from "@/content/ui";
import { afterAll, beforeAll, expect } from "vitest";
import { axeViolations, DESKTOP, watchConsole } from "./browser";
import { walkMenu, walkPage } from "./focus";
import { pressEveryControl } from "./keyboard";
import { builtPages, notFoundPages, onePerTemplate, pathOf, templateOf } from "./routes";
import type { withSiteAndBrowser } from "./site";

type Site = ReturnType<typeof withSiteAndBrowser>;

/** Every template of the built pages, in each language ("ar /services/*"). */
export const templates = [...new Set(builtPages().map(templateOf))].toSorted();

/**
 * The pages the shell (skip link, header, footer) and its menus are walked on: one of each template
 * in each language. On the others the walk checks the page's own stops, in <main>.
 */
export const menusWalkedOn = new Set(onePerTemplate(builtPages()));

/**
 * A tab for one width, kept from page to page, under reduced motion (the header's slide and smooth
 * scrolling finish within the frame a focus check waits for); with `firstVisit`, its cache off, so
 * that every page fetches (and measures) every file again, as on a first visit; what the console
 * and the CSP report in it, from the page it shows (see `open`).
 */
export function openTab(site: Site, viewport: typeof DESKTOP, { firstVisit = false } = {}) {
  const tab = {
    site,
    page: undefined as unknown as Page,
    errors: [] as string[],
    violations: [] as string[],
    /** The shell's controls pressed so far, by template (see pressEveryControl). */
    pressed: new Set<string>(),
  };
  beforeAll(async () => {
    const page = await site.browser.newPage({ viewport, reducedMotion: "reduce" });
    page.setDefaultTimeout(10_000);
    if (firstVisit) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    }
    tab.errors = watchConsole(page);
    await page.exposeFunction("reportViolation", (text: string) => tab.violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      ),
    );
    tab.page = page;
  });
  afterAll(() => tab.page?.close());
  return tab;
}

type Tab = ReturnType<typeof openTab>;

/**
 * What every page is held to at the tab's width, as loaded: zero axe violations in both schemes,
 * every Tab stop in view (the shell's and `menu`'s on one page of each template, the page's own on
 * every page), and through all of it a clean console and no CSP violation.
 */
export async function expectAccessible(tab: Tab, route: string, menu: string) {
  expect(await axeInBothSchemes(tab.page)).toEqual({ light: [], dark: [] });
  const shell = menusWalkedOn.has(route);
  const walked = {
    page: await walkPage(tab.page, { shell }),
    menu: shell ? await walkMenu(tab.page, menu) : null,
  };
  expect({ page: walked.page.problems, menu: walked.menu?.problems ?? [] }).toEqual({
    page: [],
    menu: [],
  });
  // The walks went through the page (round it, or through <main> to the footer) and through the
  // menu: its items and the two stops after.
  if (shell) expect(walked.page.stops).toBeGreaterThan(10);
  else expect(walked.page.end).toBe("footer");
  if (walked.menu) {
    // The phone menu: five section items, Insights, the services' summary, four services and Load
    // More, Contact Us; the dropdown: the 13 services.
    expect(walked.menu.inside).toBe(13);
    expect(walked.menu.stops - walked.menu.inside).toBe(2);
  }
  expectCleanConsole(tab);
}

/**
 * Every control of the page, operated with the keyboard (support/keyboard.ts): at 1440 px all of
 * them, at 390 px those 1440 px does not show (the phone menu and what it holds); then, through
 * all of it, a clean console and no CSP violation. The page is left changed.
 */
export async function expectKeyboardUsable(tab: Tab, route: string) {
  const phone = tab.page.viewportSize()!.width < DESKTOP.width;
  expect(await pressEveryControl(tab.page, route, { pressed: tab.pressed, phone })).toEqual([]);
  expectCleanConsole(tab);
}

/** Nothing in the console and no CSP violation since the page was opened. */
function expectCleanConsole(tab: Tab) {
  expect(tab.errors).toEqual([]);
  expect(tab.violations).toEqual([]);
}

/**
 * The templates on one of whose pages the tab pressed the header's button labelled `label` (in the
 * page's language), for the coverage checks at the end of a sweep.
 */
export function shellPressed(tab: Tab, label: "servicesMenu" | "openMenu") {
  return templates.filter((template) => {
    const locale = template.startsWith("ar ") ? "ar" : "en";
    return tab.pressed.has(`${template} button "${uiCopy[locale].header[label].slice(0, 40)}"`);
  });
}

/**
 * Axe on the page as loaded (light), then dark. The colour scheme is CSS alone (`prefers-color-
 * scheme` in app/globals.css; no script reads it), so the page restyles itself as a dark load
 * would be styled: one load serves both schemes. It changes colours only (build-output.test.ts
 * holds it to that), so in the dark only the rules that read colours can find anything new: those
 * run. The page is left light for the next.
 */
async function axeInBothSchemes(page: Page) {
  const light = await axeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  try {
    return { light, dark: await axeViolations(page, ["color-contrast", "link-in-text-block"]) };
  } finally {
    await page.emulateMedia({ colorScheme: "light" });
  }
}

/**
 * Opens `route` in the tab, checks its status and waits until it has hydrated; what the console
 * and the CSP reported before is forgotten.
 */
export async function open(tab: Tab, route: string) {
  tab.errors.length = 0;
  tab.violations.length = 0;
  const response = await tab.page.goto(tab.site.server.url + pathOf(route), { waitUntil: "load" });
  expect(response?.status()).toBe(notFoundPages.includes(route) ? 404 : 200);
  await tab.page.waitForFunction(() =>
    document.querySelector("header")?.hasAttribute("data-hydrated"),
  );
}

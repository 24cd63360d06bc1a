import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { getPriority } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../../scripts/chromium.mjs";

const NICED_CHROMIUM = join(import.meta.dirname, "../../support/niced-chromium.sh");

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * The features the tests' Chromium leaves off: Playwright's own list, repeated because Chromium keeps
 * only the last --disable-features (tests/e2e/chromium.test.ts holds it to Playwright's), and the
 * address bar's popups, WebUI pages every new window of a headless browser loads in a renderer of
 * its own, never shown: half the processor time of opening a tab.
 */
export const DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
  "WebUIOmniboxFullPopup",
];

/** This process's niceness: above 0 when `npm test` runs it at a lower priority. */
const niceness = getPriority();

/**
 * Debian's Chromium, headless; `args` adds to the project's flags (scripts/chromium.mjs). A test
 * run at a lower priority runs its browser at that priority too (tests/support/niced-chromium.sh).
 */
export function launchBrowser(args: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: niceness > 0 ? NICED_CHROMIUM : CHROMIUM_PATH,
    env: {
      ...process.env,
      NICED_CHROMIUM: CHROMIUM_PATH,
      NICED_CHROMIUM_NICENESS: String(niceness),
    },
    args: [...CHROMIUM_ARGS, `--disable-features=${DISABLED_FEATURES.join(",")}`, ...args],
  });
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Brings each finite animation and transition to its end state, until none is left: a colour
 * under way is a mix of two colours, which no one reads, and ending a box's colour transition
 * changes the colour its children inherit, which starts theirs.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() => {
    for (let round = 0; round < 50; round++) {
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState !== "finished" &&
            animation.effect?.getTiming().iterations !== Infinity,
        );
      if (running.length === 0) return;
      for (const animation of running) animation.finish();
    }
  });
}

type AxeViolation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };

/**
 * Runs axe-core (WCAG 2.x A and AA, best practices; or only the rules named) on the page and
 * returns its violations.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  // Colours are judged as they settle: the header's transition as it hydrates, the home page's
  // call to action fading up, every colour as the scheme changes.
  await settleAnimations(page);
  // Evaluated through the DevTools protocol, so the page's CSP does not block it; once a page.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async (rules) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      // Passes and inapplicable rules are not reported, so not gathered (a third of the run).
      resultTypes: ["violations"],
      runOnly: rules
        ? { type: "rule", values: rules }
        : {
            type: "tag",
            values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
          },
    });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  }, rules);
}

/**
 * Collects console errors and uncaught exceptions so a test can assert the page ran clean.
 * Failed prefetches of pages that are not built yet (404) are left to the link checks.
 */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (/status of 404/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

const codeSnifferSource = readFileSync(
  createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js"),
  "utf8",
);

/**
 * HTML_CodeSniffer (the engine pa11y runs) on the page, to WCAG 2 AA: its errors, as "code:
 * element". A second judge beside axe: its rules are written apart from axe's and read the markup
 * differently (an input's type as written, a heading's level).
 */
export async function codeSnifferErrors(page: Page): Promise<string[]> {
  await settleAnimations(page);
  if (!(await page.evaluate(() => "HTMLCS" in window)))
    await page.evaluate(`(0, eval)(${JSON.stringify(codeSnifferSource)})`);
  return page.evaluate(async () => {
    type Message = { type: number; code: string; element: Element };
    const sniffer = (
      window as unknown as {
        HTMLCS: {
          process: (standard: string, content: Document, done: () => void) => void;
          getMessages: () => Message[];
        };
      }
    ).HTMLCS;
    await new Promise<void>((done) => sniffer.process("WCAG2AA", document, done));
    return sniffer
      .getMessages()
      .filter((message) => message.type === 1) // errors; 2 and 3 are warnings and notices
      .map((message) => `${message.code}: ${message.element.outerHTML.slice(0, 120)}`);
  });
}

/** The tallest viewport `bringInLazyParts` opens at once. */
const TALL = 8_000;

/**
 * Brings in what loads as a visitor scrolls near it (the carousel, the map, the sections that
 * reveal themselves), in a step or two rather than a frame per screen: the viewport is made as tall
 * as the page (or 8,000 px, scrolled through by as much), which puts all of it near the screen,
 * then given back its size, at the top; the map drawn and the carousel enabled.
 */
export async function bringInLazyParts(page: Page) {
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.min(height, TALL) });
  for (let top = 0; top < height; top += TALL)
    await page.evaluate(async (top) => {
      window.scrollTo({ top, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, top);
  await page.setViewportSize(viewport);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.waitForFunction(
    () =>
      (!document.querySelector("svg[data-zoom]") ||
        document.querySelector("svg[data-zoom] path") !== null) &&
      !document.querySelector("[data-rotation]:disabled"),
  );
}

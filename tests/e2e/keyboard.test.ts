import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { DESKTOP, PHONE } from "./support/browser";
import { builtPages, templateOf } from "./support/routes";
import { withSiteAndBrowser } from "./support/site";

const site = withSiteAndBrowser();

/**
 * What counts as a control: every element a visitor operates rather than follows. Links that go to
 * another page are left out (following them is what they do); links that act on the page (they
 * open a dialog or lead within it) are in. Fields are in for their focus, not for a keystroke.
 */
const CONTROLS =
  "button, summary, [role='button'], a[aria-haspopup], a[href^='#'], input:not([type='hidden']), select, textarea";

type Control = { id: string; name: string; field: boolean; button: boolean; shell: boolean };
type Snapshot = { mutations: number; scrollY: number; href: string; open: number; focus: string };
type Failure = { path: string; control: string; problem: string };

/** The check's own helpers, installed in each page it opens (one round trip per step). */
type Helpers = {
  mutations: number;
  next: number;
  /** Marks the available controls not yet marked (visible, enabled, not inert), in document order. */
  mark: () => Control[];
  available: (id: string, element?: HTMLElement) => boolean;
  snapshot: () => Snapshot;
  /** Null when focus is on a visible element (or on the page itself, on purpose), else what is wrong. */
  focusProblem: () => string | null;
  /** Waits (at most 3 s) until the page differs from `before`, then until its transitions end. */
  settle: (before: Snapshot) => Promise<boolean>;
};

declare global {
  interface Window {
    __keyboard: Helpers;
  }
}

function install(selector: string) {
  const helpers: Helpers = {
    mutations: 0,
    next: 0,
    mark() {
      const found: Control[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        if (element.dataset.keyboardCheck || !helpers.available("", element)) continue;
        const id = String(++helpers.next);
        element.dataset.keyboardCheck = id;
        const name = (element.getAttribute("aria-label") ?? element.textContent ?? "")
          .trim()
          .replace(/\s+/g, " ")
          .slice(0, 40);
        found.push({
          id,
          name: `${element.tagName.toLowerCase()} "${name}"`,
          field: element.matches("input:not([type='checkbox'], [type='radio']), select, textarea"),
          button: element.getAttribute("role") === "button",
          shell: !!element.closest("#skip-link, #site-header, body > footer"),
        });
      }
      return found;
    },
    available(id: string, given?: HTMLElement) {
      const element = given ?? document.querySelector(`[data-keyboard-check="${id}"]`);
      if (!element?.checkVisibility({ visibilityProperty: true })) return false;
      if (element.matches(":disabled, [aria-disabled='true']") || element.closest("[inert]"))
        return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    },
    snapshot() {
      const focused = document.activeElement as HTMLElement | null;
      return {
        mutations: helpers.mutations,
        scrollY: Math.round(window.scrollY),
        href: location.href,
        open: document.querySelectorAll(":popover-open, dialog[open]").length,
        focus: focused?.dataset.keyboardCheck ?? focused?.tagName ?? "",
      };
    },
    focusProblem() {
      const focused = document.activeElement;
      // A control may focus the page itself on purpose (Back to top): the body then holds :focus.
      // Focus that fell because its element went away or was disabled leaves the body without it.
      if (!focused || focused === document.body)
        return document.body.matches(":focus") ? null : "focus fell to <body>";
      const name = focused.tagName.toLowerCase();
      if (!focused.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        return `focus on a hidden ${name}`;
      const box = focused.getBoundingClientRect();
      return box.width === 0 || box.height === 0 ? `focus on an empty ${name}` : null;
    },
    async settle(before) {
      const differs = () => JSON.stringify(helpers.snapshot()) !== JSON.stringify(before);
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const start = performance.now();
      await frame();
      while (!differs() && performance.now() - start < 3000) await frame();
      const changed = differs();
      // What the press started settles first (no change for three frames), and a dialog or a menu
      // fades in: focus is looked at once it has.
      for (
        let still = 0, last = helpers.mutations;
        still < 3 && performance.now() - start < 4500;
      ) {
        await frame();
        still = helpers.mutations === last ? still + 1 : 0;
        last = helpers.mutations;
      }
      // The captcha hides its box while it solves (its own behaviour, pressed or clicked): focus
      // is looked at once it has answered.
      const solving = () =>
        [...document.querySelectorAll("altcha-widget")].some(
          (widget) =>
            (widget as HTMLElement & { getState?: () => string }).getState?.() === "verifying",
        );
      while (solving() && performance.now() - start < 10_000) await frame();
      const focused = document.activeElement;
      const finite = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.effect?.getTiming().iterations !== Infinity &&
            focused &&
            (animation.effect as KeyframeEffect | null)?.target?.contains(focused),
        );
      await Promise.race([
        Promise.all(finite.map((animation) => animation.finished.catch(() => {}))),
        new Promise((resolve) => setTimeout(resolve, 1500)),
      ]);
      return changed;
    },
  };
  window.__keyboard = helpers;
  // The header shows and hides itself as the page scrolls: that is no answer to a key.
  new MutationObserver((records) => {
    helpers.mutations += records.filter((record) => record.attributeName !== "data-visible").length;
  }).observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

/**
 * Opens a page with reduced motion (nothing changes it by itself) and, unless told not to, brings
 * in its lazy parts.
 */
async function load(page: Page, url: string, lazyParts: boolean) {
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => document.querySelector("header")?.hasAttribute("data-hydrated"));
  await page.evaluate(install, CONTROLS);
  if (!lazyParts) return;
  // Scrolling down the page brings in every part that loads near the screen (carousel, map).
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page.waitForFunction(
    () =>
      (!document.querySelector("svg[data-zoom]") ||
        document.querySelector("svg[data-zoom] path") !== null) &&
      !document.querySelector("[data-rotation]:disabled"),
  );
}

/**
 * Every control of a page: focused, pressed with Enter (Space as well for a custom button); then
 * something must have changed and focus must be on a visible element. The controls that appear or
 * become available after a press are checked next (last first: a dialog's close button after its
 * form), while what opened them is open; then Escape closes what the press opened, and focus must
 * again be on a visible element. Controls named in `skip` are not pressed (checked at another width),
 * nor are the shell's (skip link, header, footer) once pressed on a page of the same template: each
 * page of a language serves the same shell (header-footer.test.ts, "one shell").
 */
async function checkPage(
  page: Page,
  url: string,
  { checked, skip, failures }: { checked: Set<string>; skip: Set<string>; failures: Failure[] },
) {
  // Skipping the controls checked at another width, the lazy parts (all of those) can stay out.
  await load(page, url, skip.size === 0);
  const path = new URL(url).pathname;
  type Step = Control | { close: number; name: string };
  const queue: Step[] = await page.evaluate(() => window.__keyboard.mark());
  while (queue.length > 0) {
    const control = queue.shift()!;
    const fail = (problem: string) => failures.push({ path, control: control.name, problem });
    if ("close" in control) {
      const open = await page.evaluate(() => window.__keyboard.snapshot().open);
      if (open <= control.close) continue;
      await page.keyboard.press("Escape");
      const lost = await page.evaluate(() => window.__keyboard.focusProblem());
      if (lost) fail(`after Escape, ${lost}`);
      continue;
    }
    // The shell's controls (skip link, header, footer) on one page of each template.
    const key = `${control.shell ? templateOf(path) : path} ${control.name}`;
    if (skip.has(key) || (control.shell && checked.has(key))) continue;
    const before = await page.evaluate((id) => {
      if (!window.__keyboard.available(id)) return null;
      document.querySelector<HTMLElement>(`[data-keyboard-check="${id}"]`)!.focus();
      return window.__keyboard.snapshot();
    }, control.id);
    if (!before) continue; // gone or unavailable, with what showed it
    checked.add(key);
    if (before.focus !== control.id) {
      fail("cannot take focus");
      continue;
    }
    if (control.field) continue; // a field is operated by typing into it: focus is what it needs
    await page.keyboard.press("Enter");
    const settle = () => page.evaluate((before) => window.__keyboard.settle(before), before);
    let changed = await settle();
    if (!changed && control.button) {
      await page.keyboard.press(" ");
      changed = await settle();
    }
    if (!changed) fail("Enter does nothing");
    const after = await page.evaluate(() => ({
      lost: window.__keyboard.focusProblem(),
      href: location.href,
      revealed: window.__keyboard.mark(),
    }));
    if (after.lost) fail(`after Enter, ${after.lost}`);
    if (after.href.split("#")[0] !== url.split("#")[0]) {
      fail(`navigated to ${after.href}`);
      await load(page, url, skip.size === 0);
      await page.evaluate(() => window.__keyboard.mark()); // the same markers as before
      continue;
    }
    queue.unshift(...after.revealed.reverse(), { close: before.open, name: control.name });
  }
}

describe("keyboard", () => {
  test("every control of every page, in both languages, works with the keyboard and keeps focus visible", async () => {
    const pages = builtPages().filter((path) => !path.startsWith("/_"));
    const failures: Failure[] = [];
    const desktop = new Set<string>();
    const phone = new Set<string>();
    // Every control at 1440 px; at 390 px those it did not show (the phone menu and what it holds).
    for (const [viewport, checked, skip] of [
      [DESKTOP, desktop, new Set<string>()],
      [PHONE, phone, desktop],
    ] as const) {
      const page = await site.browser.newPage({ viewport, reducedMotion: "reduce" });
      page.setDefaultTimeout(10_000);
      for (const path of pages)
        await checkPage(page, site.server.url + path, { checked, skip, failures });
      await page.close();
    }
    const arabic = pages.filter((path) => path.startsWith("/ar")).length;
    console.log(
      `keyboard: ${pages.length} pages (${pages.length - arabic} English, ${arabic} Arabic), ` +
        `${desktop.size} controls pressed at 1440 px, ${phone.size} more at 390 px`,
    );
    expect(pages.length).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  }, 1_200_000);
});

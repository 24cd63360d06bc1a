// Every control of a page, operated with the keyboard (pages.test.ts at 1440 px, pages-phone.test.ts
// at 390 px, on the page each has open): focused, pressed with Enter (Space as well for a custom
// button); something must change and focus must stay on a visible element, and Escape closes what a
// press opened.
import type { Page } from "playwright-core";
import { bringInLazyParts, DESKTOP } from "./browser";
import { templateOf } from "./routes";

/**
 * What counts as a control: every element a visitor operates rather than follows. Links that go to
 * another page are left out (following them is what they do); links that act on the page (they
 * open a dialog or lead within it) are in. Fields are in for their focus, not for a keystroke.
 */
const CONTROLS =
  "button, summary, [role='button'], a[aria-haspopup], a[href^='#'], input:not([type='hidden']), select, textarea";

type Control = { id: string; name: string; field: boolean; button: boolean; shell: boolean };
type Snapshot = { mutations: number; scrollY: number; href: string; open: number; focus: string };

/** The check's own helpers, installed in each page it opens (one round trip per step). */
type Helpers = {
  mutations: number;
  next: number;
  /**
   * Marks the available controls not yet marked (visible, enabled, not inert), in document order,
   * but those marked as pressed at 1440 px.
   */
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
        if (element.dataset.keyboardCheck || element.dataset.keyboardDesktop !== undefined)
          continue;
        if (!helpers.available("", element)) continue;
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
 * Makes the page ready for the check: its menus closed, its helpers installed; at 1440 px, its lazy
 * parts brought in (carousel, map); at 390 px, the controls 1440 px shows marked as pressed there
 * (they are: pages.test.ts), so that only those of the phone's layout are pressed (the phone menu
 * and what it holds).
 */
async function prepare(page: Page, phone: boolean) {
  // As a visitor would find it: at the top, nothing open, nothing focused.
  await page.evaluate(() => {
    for (const open of document.querySelectorAll<HTMLElement>(":popover-open")) open.hidePopover();
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  await page.evaluate(install, CONTROLS);
  if (phone) {
    const viewport = page.viewportSize()!;
    await page.setViewportSize(DESKTOP);
    await page.evaluate((selector) => {
      for (const element of document.querySelectorAll<HTMLElement>(selector))
        if (window.__keyboard.available("", element)) element.dataset.keyboardDesktop = "";
    }, CONTROLS);
    await page.setViewportSize(viewport);
    return;
  }
  await bringInLazyParts(page);
}

/**
 * Every control of the built page `route`, open in `page`: focused, pressed with Enter (Space as
 * well for a custom button); then something must have changed and focus must be on a visible
 * element. The controls that appear or become available after a press are checked next (last
 * first: a dialog's close button after its form), while what opened them is open; then Escape
 * closes what the press opened, and focus must again be on a visible element. The shell's controls
 * (skip link, header, footer) are pressed on one page of each template (`pressed` remembers them
 * from page to page): each page of a language serves the same shell (header-footer.test.ts, "one
 * shell"). What is wrong, as "control: problem"; the page is left changed.
 */
export async function pressEveryControl(
  page: Page,
  route: string,
  { pressed, phone }: { pressed: Set<string>; phone: boolean },
): Promise<string[]> {
  const url = page.url();
  const failures: string[] = [];
  await prepare(page, phone);
  type Step = Control | { close: number; name: string };
  const queue: Step[] = await page.evaluate(() => window.__keyboard.mark());
  while (queue.length > 0) {
    const control = queue.shift()!;
    const fail = (problem: string) => failures.push(`${control.name}: ${problem}`);
    if ("close" in control) {
      const open = await page.evaluate(() => window.__keyboard.snapshot().open);
      if (open <= control.close) continue;
      await page.keyboard.press("Escape");
      const lost = await page.evaluate(() => window.__keyboard.focusProblem());
      if (lost) fail(`after Escape, ${lost}`);
      continue;
    }
    const key = `${control.shell ? templateOf(route) : route} ${control.name}`;
    if (control.shell && pressed.has(key)) continue;
    const before = await page.evaluate((id) => {
      if (!window.__keyboard.available(id)) return null;
      document.querySelector<HTMLElement>(`[data-keyboard-check="${id}"]`)!.focus();
      return window.__keyboard.snapshot();
    }, control.id);
    if (!before) continue; // gone or unavailable, with what showed it
    pressed.add(key);
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
      await page.goto(url, { waitUntil: "load" });
      await page.waitForFunction(() =>
        document.querySelector("header")?.hasAttribute("data-hydrated"),
      );
      await prepare(page, phone);
      await page.evaluate(() => window.__keyboard.mark()); // the same markers as before
      continue;
    }
    queue.unshift(...after.revealed.reverse(), { close: before.open, name: control.name });
  }
  return failures;
}

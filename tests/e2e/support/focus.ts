// WCAG 2.4.11 Focus Not Obscured, walked with the keyboard: at each Tab stop the focused element is
// on screen and nothing else is drawn over it (elementFromPoint finds it or something inside it at
// five points of it, or at each of its lines). A page is walked with the menus closed; a menu is
// walked from its button, open (the phone menu with its services shown, the Services dropdown),
// past its last item.
import type { Page } from "playwright-core";

/** More Tab stops than any page has: a walk that reaches it is going round in circles. */
const MAX_STOPS = 400;

type Stop = {
  name: string;
  /** Whether this element had focus before in this walk (the walk has come round). */
  again: boolean;
  /** Inside the menu being walked (its popover or its button). */
  inMenu: boolean;
  /** The element is a <summary> (the phone menu's services). */
  summary: boolean;
  /** The part of the shared shell it is in (skip link, header, footer), by selector. */
  shell: string | null;
  problem: string | null;
};

/**
 * The element that has focus, once the page has drawn the frame after the key press (and one more
 * while a box still slides or fades: the header on scrolling, a menu's panel, 1 ms each under
 * reduced motion), and what keeps a visitor from seeing it. `null` when focus is on the page itself
 * or has left it.
 */
async function focusStop(menuSelector: string | null): Promise<Stop | null> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  await frame();
  const moving = document
    .getAnimations()
    .some(
      (animation) =>
        animation instanceof CSSTransition &&
        animation.playState === "running" &&
        /^(transform|translate|opacity|display)$/.test(animation.transitionProperty),
    );
  if (moving) await frame();

  const quarters = [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.25, 0.75],
    [0.75, 0.75],
  ] as const;
  let focused = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  if (!focused || focused === document.body || focused === document.documentElement) return null;
  const walked = ((window as { walked?: WeakSet<Element> }).walked ??= new WeakSet());
  const again = walked.has(focused);
  walked.add(focused);
  const name = (focused.getAttribute("aria-label") || focused.textContent || focused.tagName)
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 50);
  const menu = menuSelector ? document.querySelector(menuSelector) : null;
  const stop = {
    name,
    again,
    inMenu: !!menu?.contains(focused),
    summary: focused.localName === "summary",
    // (Listed here: the function runs in the page.)
    shell:
      ["#skip-link", "#site-header", "body > footer"].find((part) => focused.closest(part)) ?? null,
  };

  // What of it the viewport shows: there, the centre and the centres of the quarters of its box
  // (clear of rounded corners, and of the glyph boxes of Arabic text on the next line, which reach
  // over a line's edge), or the centre of each line of a link that wraps. Its own box or its
  // content must be on top at each.
  const fragments = [...focused.getClientRects()].filter((r) => r.width >= 1 && r.height >= 1);
  if (!fragments.length) return { ...stop, problem: "has no size" };
  const points: [number, number][] = [];
  for (const rect of fragments) {
    const left = Math.max(rect.left, 0);
    const right = Math.min(rect.right, document.documentElement.clientWidth);
    const top = Math.max(rect.top, 0);
    const bottom = Math.min(rect.bottom, window.innerHeight);
    if (right - left < 1 || bottom - top < 1) continue;
    const at = (fx: number, fy: number) =>
      points.push([left + (right - left) * fx, top + (bottom - top) * fy]);
    at(0.5, 0.5);
    if (fragments.length === 1) for (const [fx, fy] of quarters) at(fx, fy);
  }
  if (!points.length) return { ...stop, problem: "is off screen" };
  const root = focused.getRootNode() as Document | ShadowRoot;
  for (const [x, y] of points) {
    const hit = root.elementFromPoint(x, y);
    if (hit && (hit === focused || focused.contains(hit))) continue;
    const over = hit
      ? `${hit.localName}${hit.id ? `#${hit.id}` : ""} "${(hit.textContent ?? "").trim().slice(0, 30)}"`
      : "nothing";
    return { ...stop, problem: `is covered by ${over} at ${Math.round(x)},${Math.round(y)}` };
  }
  return { ...stop, problem: null };
}

type Walk = {
  stops: number;
  problems: string[];
  /** How the walk ended: focus came round, left the page, or (without the shell) reached the footer. */
  end: "round" | "left" | "footer" | null;
};

/**
 * Presses Tab until focus comes round or leaves the page, checking every stop. Without `shell`,
 * the walk checks the page's own stops only: it starts in <main> (where the skip link leads) and
 * ends at the footer, leaving out the skip link, header and footer, which every page of a
 * language shares (header-footer.test.ts, "one shell") and which the sweeps walk on one page of
 * each template.
 */
export async function walkPage(page: Page, { shell }: { shell: boolean }): Promise<Walk> {
  const walk: Walk = { stops: 0, problems: [], end: null };
  if (!shell) {
    const inMain = await page.evaluate(() => {
      window.scrollTo({ top: 0, behavior: "instant" });
      const main = document.querySelector<HTMLElement>("main")!;
      main.focus();
      return document.activeElement === main;
    });
    if (!inMain) return { ...walk, problems: ["<main> cannot take focus"] };
  }
  for (let i = 0; i < MAX_STOPS; i++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(focusStop, null);
    if (!stop) {
      if (walk.stops > 0 || !shell) return { ...walk, end: "left" };
      continue;
    }
    if (stop.again) return { ...walk, end: "round" };
    if (!shell && stop.shell === "body > footer") return { ...walk, end: "footer" };
    if (!shell && stop.shell) return { ...walk, problems: [`${stop.shell} after <main>`] };
    walk.stops++;
    if (stop.problem) walk.problems.push(`${stop.name} ${stop.problem}`);
  }
  walk.problems.push(`no end after ${MAX_STOPS} stops`);
  return walk;
}

/**
 * Opens a menu from its button with Enter and walks from there: through its items (opening the
 * disclosures it holds) and two stops past them, checking every stop.
 */
export async function walkMenu(
  page: Page,
  menu: string,
): Promise<Pick<Walk, "stops" | "problems"> & { inside: number }> {
  const walk = { stops: 0, inside: 0, problems: [] as string[] };
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  const button = page.locator(`[popovertarget="${menu}"]`);
  await button.focus();
  await page.keyboard.press("Enter");
  await page.locator(`#${menu}`).waitFor({ state: "visible" });
  const area = `:has(> [popovertarget="${menu}"])`;
  let after = 0;
  while (after < 2 && walk.stops < MAX_STOPS) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(focusStop, area);
    if (!stop) break;
    walk.stops++;
    if (stop.inMenu) walk.inside++;
    else after++;
    if (stop.problem) walk.problems.push(`${stop.name} ${stop.problem}`);
    if (stop.summary) await page.keyboard.press("Enter"); // show the services it holds
  }
  return walk;
}

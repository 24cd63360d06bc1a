import type { Page } from "playwright-core";
import { pathLocale } from "@/content/locales";
import { describe, expect, test } from "vitest";
import { DESKTOP, PHONE, watchConsole } from "./support/browser";
import { builtPages, pathOf } from "./support/routes";
import { withSiteAndBrowser } from "./support/site";

const site = withSiteAndBrowser();

async function open(path: string, viewport = DESKTOP, options: { reducedMotion?: "reduce" } = {}) {
  const page = await site.browser.newPage({
    viewport,
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  page.setDefaultTimeout(10_000);
  const errors = watchConsole(page);
  await page.goto(site.server.url + path);
  await page.waitForLoadState("load");
  // Hydration done: the header island has attached its listeners.
  await page.waitForFunction(() => document.querySelector("header")?.hasAttribute("data-hydrated"));
  return { page, errors };
}

const servicesButton = (page: Page) => page.getByRole("button", { name: "Services menu" });

describe("desktop Services dropdown", () => {
  test("opens on hover, lists the 13 services with descriptions, closes 200 ms after the pointer leaves", async () => {
    const { page, errors } = await open("/footer/TermsConditions");
    const button = servicesButton(page);
    const menu = page.locator(`#${await button.getAttribute("popovertarget")}`);
    await expect.poll(() => menu.isVisible()).toBe(false);

    await page.getByRole("link", { name: "Services", exact: true }).hover();
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => menu.isVisible()).toBe(true);
    const links = menu.getByRole("link");
    expect(await links.count()).toBe(13);
    await expect.poll(() => links.first().textContent()).toContain("Custom business applications");

    await page.mouse.move(10, 600);
    await page.waitForTimeout(80);
    expect(await menu.isVisible()).toBe(true); // still open inside the 200 ms grace period
    await page.waitForTimeout(260);
    expect(await menu.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("re-entering within 200 ms keeps it open", async () => {
    const { page } = await open("/footer/TermsConditions");
    const label = page.getByRole("link", { name: "Services", exact: true });
    await label.hover();
    await expect.poll(() => servicesButton(page).getAttribute("aria-expanded")).toBe("true");
    await page.mouse.move(10, 600);
    await page.waitForTimeout(100);
    await label.hover();
    await page.waitForTimeout(300);
    expect(await servicesButton(page).getAttribute("aria-expanded")).toBe("true");
    await page.close();
  });

  test("a click on the button of a menu hover opened keeps it open; the next click closes it", async () => {
    const { page } = await open("/services/CloudServices");
    const button = servicesButton(page);
    const menu = page.locator("#services-menu");
    const isOpen = () => menu.evaluate((element) => element.matches(":popover-open"));
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Services", exact: true })
      .hover();
    await expect.poll(isOpen).toBe(true);
    await button.click();
    expect(await isOpen()).toBe(true);
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    // Asked for, it stays open when the pointer leaves, past the hover's 200 ms.
    await page.mouse.move(10, 600);
    await page.waitForTimeout(400);
    expect(await isOpen()).toBe(true);
    await button.click();
    expect(await isOpen()).toBe(false);
    // Hover works as before once it has closed: the pointer leaves, comes back, leaves.
    await page.mouse.move(10, 600);
    await button.hover();
    await expect.poll(isOpen).toBe(true);
    await page.mouse.move(10, 600);
    await expect.poll(isOpen).toBe(false);
    // Opened by a click, it is closed by the next one, with the pointer still on the button.
    await button.click();
    expect(await isOpen()).toBe(true);
    await button.click();
    expect(await isOpen()).toBe(false);
    await page.close();
  });

  test("keyboard: Enter and Space toggle, ArrowDown moves into the list, Escape closes and returns focus", async () => {
    const { page } = await open("/footer/TermsConditions");
    const button = servicesButton(page);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Space");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");

    await page.keyboard.press("ArrowDown");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toContain("Application Services");
    await page.keyboard.press("ArrowDown");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toContain("Cloud Services");

    await page.keyboard.press("Escape");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Services menu",
    );
    await page.close();
  });

  test("ArrowDown on the Services label opens the list; an outside click closes it", async () => {
    const { page } = await open("/footer/TermsConditions");
    await page.getByRole("link", { name: "Services", exact: true }).focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => servicesButton(page).getAttribute("aria-expanded")).toBe("true");
    await page.mouse.click(700, 600);
    await expect.poll(() => servicesButton(page).getAttribute("aria-expanded")).toBe("false");
    await page.close();
  });

  test("clicking the Services label goes to /services", async () => {
    const { page } = await open("/footer/TermsConditions");
    await page.getByRole("link", { name: "Services", exact: true }).click();
    await page.waitForURL(`${site.server.url}/services`);
    await page.close();
  });
});

describe("header on scroll", () => {
  test("hides while scrolling down, shows when scrolling up and at the top", async () => {
    const { page } = await open("/footer/TermsConditions", PHONE);
    const header = page.locator("header");
    const scrollBy = async (dy: number) => {
      await page.mouse.wheel(0, dy);
      await page.waitForTimeout(150);
    };
    await scrollBy(600);
    await expect.poll(() => header.getAttribute("data-visible")).toBe("false");
    await expect
      .poll(() => header.evaluate((el) => el.getBoundingClientRect().bottom))
      .toBeLessThanOrEqual(1);
    await scrollBy(-200);
    await expect.poll(() => header.getAttribute("data-visible")).toBe("true");
    await scrollBy(600);
    await expect.poll(() => header.getAttribute("data-visible")).toBe("false");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute("data-visible")).toBe("true");
    await page.close();
  });
});

describe("mobile menu", () => {
  test("toggles, shows 4 services and Load More, closes on Escape and on scrolling down", async () => {
    const { page, errors } = await open("/footer/TermsConditions", PHONE);
    const toggle = page.getByRole("button", { name: /^(Open|Close) menu$/ });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await toggle.getAttribute("aria-label")).toBe("Open menu");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    expect(await mobileNav.isVisible()).toBe(false);

    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await toggle.getAttribute("aria-label")).toBe("Close menu");
    await page.waitForTimeout(350); // the 300 ms slide
    expect(await mobileNav.getByRole("link", { name: "Portfolio" }).isVisible()).toBe(true);

    const services = mobileNav.locator("details");
    await services.locator("summary", { hasText: "Services" }).click();
    expect(await services.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
    const subLinks = services.getByRole("link");
    expect(await subLinks.count()).toBe(5);
    expect(await subLinks.last().textContent()).toBe("Load More Services...");
    expect(await subLinks.last().getAttribute("href")).toBe("/#services");
    expect(await mobileNav.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe(
      "/#contact",
    );

    await page.keyboard.press("Escape");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Open menu",
    );

    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await page.mouse.wheel(0, 500);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(errors).toEqual([]);
    await page.close();
  });

  test("choosing a sub-item closes the menu and lands at the top of the new page", async () => {
    const { page } = await open("/", PHONE);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.waitForTimeout(400); // the 300 ms slide has finished: nothing is clipped
    await page.getByRole("navigation", { name: "Mobile" }).locator("summary").click();
    await page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("link", { name: "Cloud Services" })
      .click();
    await page.waitForURL(`${site.server.url}/services/CloudServices`);
    await expect
      .poll(() => page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"))
      .toBe("false");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });
});

describe("navigation", () => {
  test("a client-side navigation lands at the top of the new page", async () => {
    const { page } = await open("/", PHONE);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page
      .getByRole("navigation", { name: "Footer" })
      .getByRole("link", { name: "Terms & Conditions" })
      .click();
    await page.waitForURL(`${site.server.url}/footer/TermsConditions`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Terms and Conditions");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  test("scroll items are real links to the home anchors (Insights and Services are pages) and the old paths redirect to them", async () => {
    const { page } = await open("/footer/TermsConditions");
    const main = page.getByRole("navigation", { name: "Main" });
    const hrefs = await main
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.slice(0, 7)).toEqual([
      "/",
      "/#about",
      "/#portfolio",
      "/#testimonial",
      "/#casestudy",
      "/insights",
      "/services",
    ]);
    for (const section of ["about", "portfolio", "testimonial"]) {
      const response = await fetch(`${site.server.url}/${section}`, { redirect: "manual" });
      expect(response.status).toBe(308);
      expect(response.headers.get("location")).toBe(`/#${section}`);
    }
    await page.close();
  });

  test("a scroll item from another page goes home, then scrolls to the section", async () => {
    const { page } = await open("/footer/TermsConditions");
    await page.evaluate(() => window.scrollTo(0, 600));
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Home" })
      .click();
    await page.waitForURL(`${site.server.url}/`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });
});

describe("footer", () => {
  test("has the spec's links, the current year, and Back to top scrolls to the top", async () => {
    const { page } = await open("/footer/TermsConditions", PHONE);
    const footerNav = page.getByRole("navigation", { name: "Footer" });
    const links = await footerNav
      .getByRole("link")
      .evaluateAll((elements) => elements.map((el) => [el.textContent, el.getAttribute("href")]));
    expect(links).toEqual([
      ["Home", "/#home"],
      ["About us", "/#about"],
      ["Why choose us", "/#portfolio"],
      ["Contact us", "/#contact"],
      ["Insights", "/insights"],
      ["Terms & Conditions", "/footer/TermsConditions"],
    ]);
    expect(await page.locator("footer").textContent()).toContain(`© ${new Date().getFullYear()} `);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("link", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
    await page.close();
  });
});

describe("site-wide behaviours", () => {
  test("a click draws sparks without blocking the click; the cursor ring follows a mouse", async () => {
    const { page } = await open("/footer/TermsConditions");
    const canvas = page.getByTestId("click-spark");
    expect(await canvas.count()).toBe(0); // nothing loads before the pointer moves
    await page.mouse.move(380, 480);
    await canvas.waitFor({ state: "attached" });
    expect(await canvas.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe("none");
    await page.mouse.move(400, 500);
    await page.mouse.click(400, 500);
    await page.waitForTimeout(60);
    const painted = await canvas.evaluate((el: HTMLCanvasElement) => {
      const data = el.getContext("2d")!.getImageData(0, 0, el.width, el.height).data;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true;
      return false;
    });
    expect(painted).toBe(true);
    const ring = page.getByTestId("custom-cursor");
    await expect.poll(() => ring.getAttribute("data-active")).toBe("true");
    expect(await ring.evaluate((el) => el.style.transform)).toContain("400px");
    // The link under a click still works: the canvas never takes the event.
    await page.getByRole("link", { name: "Contact Us", exact: true }).click();
    await page.waitForURL(`${site.server.url}/contactus`);
    await page.close();
  });

  test("under reduced motion there are no sparks and no cursor ring", async () => {
    const { page } = await open("/footer/TermsConditions", DESKTOP, { reducedMotion: "reduce" });
    await page.mouse.move(300, 400);
    await page.mouse.click(300, 400);
    await page.waitForTimeout(300);
    // Neither effect is even loaded.
    expect(await page.getByTestId("click-spark").count()).toBe(0);
    expect(await page.getByTestId("custom-cursor").count()).toBe(0);
    await page.close();
  });
});

describe("one shell", () => {
  // What the other tests check of the skip link, header and footer on one page of each template (the
  // menus walked, their controls pressed with the keyboard: pages.test.ts, pages-phone.test.ts)
  // holds for every page: over HTTP, each page serves its language's, but for the link to the page
  // in the other language.
  test("every page of a language serves the same skip link, header and footer, but for the language link", async () => {
    const shells = new Map<string, Set<string>>();
    for (const route of builtPages()) {
      const html = await (await fetch(site.server.url + pathOf(route))).text();
      const shell = [
        /<a id="skip-link"[\s\S]*?<\/header>/.exec(html)?.[0] ?? "no header",
        /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "no footer",
      ]
        .join("\n")
        .replace(/(<a[^>]*?hrefLang="(?:en|ar)"[^>]*?href=")[^"]*/g, "$1…")
        .replace(/(<a[^>]*?href=")[^"]*("[^>]*?hrefLang="(?:en|ar)")/g, "$1…$2");
      const locale = pathLocale(route);
      shells.set(locale, (shells.get(locale) ?? new Set()).add(shell));
    }
    expect([...shells.keys()].toSorted()).toEqual(["ar", "en"]);
    for (const [locale, variants] of shells) expect(variants.size, locale).toBe(1);
  });
});

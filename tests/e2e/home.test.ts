import { describe, expect, test } from "vitest";
import { errorCopy } from "@/content/error-copy";
import { facts } from "@/content/company-facts";
import { homeSections } from "@/content/sections";
import { homeServices, serviceHref } from "@/content/services";
import { DESKTOP, PHONE } from "./support/browser";
import { openPage } from "./support/page";
import { withSiteAndBrowser } from "./support/site";

const site = withSiteAndBrowser();

const open = (path = "/", options?: Parameters<typeof openPage>[2]) =>
  openPage(site.browser, site.server.url + path, options);

describe("home page", () => {
  test("nine anchored sections in the spec's order", async () => {
    const { page, errors } = await open();
    const ids = await page
      .locator("main > section[id]")
      .evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toEqual([...homeSections]);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("desktop hero: 'Building' and a word that rotates every 3 s; screen readers get the phrase once", async () => {
    const { page } = await open();
    const heading = page.getByRole("heading", { level: 1 });
    const word = page.locator("h1 [aria-hidden='true']").first();
    expect(await word.textContent()).toBe("Future");
    // The accessible name is the whole phrase, not the changing word.
    expect(await heading.evaluate((el) => el.textContent)).toContain("Building Future Solutions");
    expect(await page.locator("h1 [aria-hidden='true']").count()).toBeGreaterThan(0);
    // After a change the letters are separate animated spans.
    await expect.poll(() => word.textContent(), { timeout: 5000, interval: 200 }).toBe("Solutions");
    await expect.poll(() => word.textContent(), { timeout: 5000, interval: 200 }).toBe("Future");

    const getStarted = page.getByRole("link", { name: /Contact Deccan Softworks for IT services/ });
    expect(await getStarted.getAttribute("href")).toBe("/contactus");
    expect(await getStarted.innerText()).toContain("Get Started");
    expect(
      await page
        .locator("#home img")
        .evaluateAll((imgs) =>
          imgs
            .filter((img) => (img as HTMLImageElement).checkVisibility())
            .map((img) => img.getAttribute("loading")),
        ),
    ).toEqual(["lazy", "lazy"]);
    await page.close();
  });

  test("phone hero: 'Building Future Solutions with Deccan Softworks'", async () => {
    const { page } = await open("/", { viewport: PHONE });
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
      "Building Future Solutions with Deccan Softworks",
    );
    await page.getByRole("link", { name: /Contact Deccan Softworks for IT services/ }).click();
    await page.waitForURL(`${site.server.url}/contactus`);
    await page.close();
  });

  test("What We Do: 12 service cards linking to their pages, Game Development omitted", async () => {
    const { page } = await open();
    const hrefs = await page
      .locator("#services h3 a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(homeServices("en").map(serviceHref));
    expect(hrefs).toHaveLength(12);
    expect(hrefs).not.toContain("/services/GameServices");
    await page.locator("#services h3 a").nth(1).click();
    await page.waitForURL(`${site.server.url}/services/CloudServices`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  test("About links to /services; Why choose us has the three cards", async () => {
    const { page } = await open();
    expect(
      await page
        .locator("#about")
        .getByRole("link", { name: "Explore Services" })
        .getAttribute("href"),
    ).toBe("/services");
    expect(await page.locator("#portfolio h3").allInnerTexts()).toEqual([
      "Innovative Business Software Solutions",
      "Scalable Software for Business Growth",
      "Secure & Scalable Cloud Services",
    ]);
    await page.close();
  });

  test("FAQ: none open, exactly one open, a second click closes it; keyboard works", async () => {
    const { page } = await open();
    const items = page.locator("#faq details");
    expect(await items.count()).toBe(5);
    const openCount = () => page.locator("#faq details[open]").count();
    expect(await openCount()).toBe(0);
    await items.nth(0).locator("summary").click();
    expect(await openCount()).toBe(1);
    await items.nth(3).locator("summary").click();
    expect(await openCount()).toBe(1);
    expect(await items.nth(3).getAttribute("open")).not.toBeNull();
    await items.nth(3).locator("summary").click();
    expect(await openCount()).toBe(0);
    await items.nth(1).locator("summary").focus();
    await page.keyboard.press("Enter");
    expect(await items.nth(1).getAttribute("open")).not.toBeNull();
    const data = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
        JSON.parse(s.textContent ?? "{}"),
      ),
    );
    expect(data.find((entry) => entry["@type"] === "FAQPage")?.mainEntity).toHaveLength(5);
    await page.close();
  });

  test("testimonials: previous and next move one slide; hover pauses; Stop and focus stop rotation", async () => {
    const { page } = await open();
    const carousel = page.locator("[aria-roledescription='carousel']");
    await carousel.scrollIntoViewIfNeeded();
    expect(await carousel.locator("[aria-roledescription='slide']").count()).toBe(6);
    const selected = () =>
      carousel.locator("[aria-roledescription='slide'][data-selected]").getAttribute("aria-label");
    const stop = carousel.getByRole("button", { name: "Stop automatic slide show" });
    await stop.waitFor();

    // Rotation runs: the selected slide changes by itself.
    const first = await selected();
    await expect.poll(selected, { timeout: 4000 }).not.toBe(first);

    // Hover pauses it.
    const area = (await carousel.boundingBox())!;
    await page.mouse.move(area.x + area.width / 2, area.y + area.height - 40);
    await page.waitForTimeout(1200);
    const held = await selected();
    await page.waitForTimeout(2000);
    expect(await selected()).toBe(held);
    await page.mouse.move(5, 5);

    // Stop: the button becomes Start, the live region turns polite, and rotation stays stopped.
    await stop.click();
    const start = carousel.getByRole("button", { name: "Start automatic slide show" });
    await start.waitFor();
    expect(await carousel.locator("[aria-live]").getAttribute("aria-live")).toBe("polite");
    await page.waitForTimeout(1200);
    const stopped = await selected();
    await page.waitForTimeout(2000);
    expect(await selected()).toBe(stopped);

    // Next and previous move exactly one slide.
    const index = async () => Number((await selected())!.split(" ")[0]);
    const before = await index();
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect.poll(index).toBe((before % 6) + 1);
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect.poll(index).toBe(before);

    // Start again, then focus inside stops it for good.
    await start.click();
    await stop.waitFor();
    await carousel.getByRole("button", { name: "Next testimonial" }).focus();
    await start.waitFor();
    await page.close();
  });

  test("on a touchscreen, Stop then Start resumes rotation (a tap is no hover)", async () => {
    const context = await site.browser.newContext({
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(site.server.url + "/", { waitUntil: "load" });
    const carousel = page.locator("[aria-roledescription='carousel']");
    await carousel.scrollIntoViewIfNeeded();
    const selected = () =>
      carousel.locator("[aria-roledescription='slide'][data-selected]").getAttribute("aria-label");
    await carousel.getByRole("button", { name: "Stop automatic slide show" }).tap();
    await carousel.getByRole("button", { name: "Start automatic slide show" }).tap();
    await carousel.getByRole("button", { name: "Stop automatic slide show" }).waitFor();
    const resumed = await selected();
    await expect.poll(selected, { timeout: 4000 }).not.toBe(resumed);
    await context.close();
  });

  test("a slide comes to rest about 1000 ms after it starts moving (the spec's transition)", async () => {
    const { page } = await open();
    const carousel = page.locator("[aria-roledescription='carousel']");
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole("button", { name: "Stop automatic slide show" }).click();
    await carousel.getByRole("button", { name: "Start automatic slide show" }).waitFor();
    await page.waitForTimeout(1500); // any slide still moving comes to rest
    // The track's position, sampled every frame after Next: when it is within 1 px of where it stops.
    const settledMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const track = document.querySelector<HTMLElement>(
            "[aria-roledescription='carousel'] [aria-live]",
          )!;
          const x = () => new DOMMatrix(getComputedStyle(track).transform).m41;
          const samples: [number, number][] = [];
          const start = performance.now();
          document.querySelector<HTMLElement>("[aria-label='Next testimonial']")!.click();
          const sample = () => {
            samples.push([performance.now() - start, x()]);
            if (performance.now() - start < 3000) return requestAnimationFrame(sample);
            const end = samples.at(-1)![1];
            resolve(samples.find(([, position]) => Math.abs(position - end) < 1)![0]);
          };
          requestAnimationFrame(sample);
        }),
    );
    expect(settledMs).toBeGreaterThan(800);
    expect(settledMs).toBeLessThan(1250);
    await page.close();
  });

  test("if the carousel's code cannot load, the testimonials are a readable list", async () => {
    const page = await site.browser.newPage({ viewport: PHONE });
    await page.goto(site.server.url + "/", { waitUntil: "load" });
    await page.waitForFunction(() =>
      document.querySelector("header")?.hasAttribute("data-hydrated"),
    );
    // Every script file not yet loaded fails from now on: the carousel's engine among them.
    await page.route("**/_next/static/chunks/**", (route) => route.abort());
    const carousel = page.locator("[aria-roledescription='carousel']");
    await carousel.scrollIntoViewIfNeeded();
    const slides = carousel.locator("[aria-roledescription='slide']");
    await expect
      .poll(() =>
        slides.evaluateAll((elements) =>
          elements.every((slide) => {
            const box = slide.getBoundingClientRect();
            return box.left >= 0 && box.right <= window.innerWidth + 1;
          }),
        ),
      )
      .toBe(true);
    expect(await carousel.getByRole("button", { name: "Next testimonial" }).isVisible()).toBe(
      false,
    );
    expect(await page.getByText("Application error").count()).toBe(0);
    await page.close();
  });

  test("if the world map's code cannot load, the page stays and the map keeps its frame", async () => {
    const { page } = await open("/", { viewport: PHONE });
    // Every script file not yet loaded fails from now on: the map's among them.
    await page.route("**/_next/static/chunks/**", (route) => route.abort());
    const settled = Promise.race([
      page
        .waitForEvent("console", (message) =>
          message.text().includes("The world map could not be loaded"),
        )
        .then(() => "the map's frame stays"),
      page
        .getByText(errorCopy.heading)
        .waitFor()
        .then(() => "the error page"),
    ]);
    await page.locator("#global").scrollIntoViewIfNeeded();
    expect(await settled).toBe("the map's frame stays");
    const map = page.getByRole("img", { name: /World map with the 10 countries/ });
    expect(await map.isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Zoom in" }).isDisabled()).toBe(true);
    await page.close();
  });

  test("a phone does not load the rotating word's motion; if a desktop cannot, the first word stays", async () => {
    const motionLoaded = async (viewport: typeof PHONE, abort: boolean) => {
      const page = await site.browser.newPage({ viewport });
      const html = await (await fetch(site.server.url + "/")).text();
      const initial = new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g));
      const later: string[] = [];
      // The page's own script files load; any other (loaded on demand) is noted, and fails if asked.
      await page.route("**/_next/static/chunks/*.js", (route) => {
        const path = new URL(route.request().url()).pathname;
        if (initial.has(path)) return route.continue();
        later.push(path);
        return abort ? route.abort() : route.continue();
      });
      const failed = page.waitForEvent("console", {
        predicate: (message) => message.text().includes("rotating word could not be loaded"),
        timeout: 5000,
      });
      await page.goto(site.server.url + "/", { waitUntil: "load" });
      await page.waitForFunction(() =>
        document.querySelector("header")?.hasAttribute("data-hydrated"),
      );
      const gaveUp = abort ? await failed.then(() => true) : (failed.catch(() => {}), false);
      await page.waitForTimeout(500);
      const word = await page.locator("h1 [aria-hidden='true']").first().textContent();
      const errorPage = await page.getByText(errorCopy.heading).count();
      await page.close();
      return { later, gaveUp, word, errorPage };
    };
    const phone = await motionLoaded(PHONE, false);
    expect(phone.later).toEqual([]); // nothing on demand: the phone's headline does not rotate
    const desktop = await motionLoaded(DESKTOP, true);
    expect(desktop.later.length).toBeGreaterThan(0);
    expect(desktop).toMatchObject({ gaveUp: true, word: "Future", errorPage: 0 });
  });

  test("no rotation under reduced motion", async () => {
    const { page } = await open("/", { reducedMotion: "reduce" });
    const carousel = page.locator("[aria-roledescription='carousel']");
    await carousel.getByRole("button", { name: "Start automatic slide show" }).waitFor();
    await page.waitForTimeout(3500);
    expect(await page.locator("h1 [aria-hidden='true']").first().textContent()).toBe("Future");
    await page.close();
  });

  test("world map: loads near the viewport, served countries in red, zoom from 1 to 8", async () => {
    const { page, errors } = await open();
    const map = page.getByRole("img", { name: /World map with the 10 countries/ });
    expect(await map.locator("path").count()).toBe(0); // not loaded on the first screen
    await page.locator("#global").scrollIntoViewIfNeeded();
    await expect.poll(() => map.locator("path").count(), { timeout: 10_000 }).toBeGreaterThan(150);
    // What is painted: the served countries (and the markers of the small ones) in brand red.
    const red = await map
      .locator("[data-country]")
      .evaluateAll((shapes) =>
        shapes
          .filter((shape) => getComputedStyle(shape).fill === "rgb(191, 32, 47)")
          .map((shape) => shape.getAttribute("data-country")),
      );
    expect(new Set(red)).toEqual(new Set(facts.en.countries.map((country) => country.code)));
    expect(
      await map.locator("[data-country='FRA']").evaluate((shape) => getComputedStyle(shape).fill),
    ).toBe("rgb(213, 218, 225)");

    const zoomIn = page.getByRole("button", { name: "Zoom in" });
    const zoom = () => map.getAttribute("data-zoom");
    expect(await zoom()).toBe("1.00");
    expect(await page.getByRole("button", { name: "Zoom out" }).isDisabled()).toBe(true);
    await zoomIn.click();
    expect(await zoom()).toBe("1.50");
    for (let i = 0; i < 8; i++) if (!(await zoomIn.isDisabled())) await zoomIn.click();
    expect(await zoom()).toBe("8.00");
    await page.getByRole("button", { name: "Zoom out" }).click();
    expect(Number(await zoom())).toBeLessThan(8);
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -300);
    await expect.poll(async () => Number(await zoom())).toBe(8);
    expect(await page.locator("#global li").allInnerTexts()).toContain("Sint Maarten");
    expect(errors).toEqual([]);
    await page.close();
  });

  test("case studies: five cards whose 'Read Full' links reach the studies", async () => {
    const { page } = await open();
    const links = page.locator("#casestudy").getByRole("link", { name: /^Read Full/ });
    expect(await links.count()).toBe(5);
    const hrefs = await links.evaluateAll((elements) =>
      elements.map((el) => el.getAttribute("href")),
    );
    for (const href of hrefs) expect((await fetch(site.server.url + href!)).status).toBe(200);
    await links.nth(3).click();
    await page.waitForURL(`${site.server.url}/case-study-twarrad`);
    await page.close();
  });

  test("the header's About item from another page lands on the about section", async () => {
    const { page } = await open("/footer/TermsConditions", { viewport: DESKTOP });
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
    await page.waitForURL(`${site.server.url}/#about`);
    await expect
      .poll(
        () => page.locator("#about").evaluate((el) => Math.round(el.getBoundingClientRect().top)),
        { timeout: 5000 },
      )
      .toBeLessThan(100);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.close();
  });

  test("on a phone the menu's Contact Us goes to the contact section", async () => {
    const { page } = await open("/footer/TermsConditions", { viewport: PHONE });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("link", { name: "Contact Us" })
      .click();
    await page.waitForURL(`${site.server.url}/#contact`);
    await expect
      .poll(
        () =>
          page
            .locator("#contact")
            .evaluate((el) => Math.abs(Math.round(el.getBoundingClientRect().top))),
        { timeout: 5000 },
      )
      .toBeLessThan(100);
    await page.close();
  });
});

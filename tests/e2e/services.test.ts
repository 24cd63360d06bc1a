import { describe, expect, test } from "vitest";
import { servicePages } from "@/content/service-pages";
import { serviceHref, services } from "@/content/services";
import { openPage } from "./support/page";
import { withSiteAndBrowser } from "./support/site";

const site = withSiteAndBrowser();

describe("service pages", () => {
  test.each(services.map((service) => [serviceHref(service), service.slug] as const))(
    "%s renders its sections and its CTA opens the inquiry form for that service",
    async (path, slug) => {
      const service = services.find((entry) => entry.slug === slug)!;
      const page = servicePages.en[slug];
      const { page: tab, errors } = await openPage(site.browser, site.server.url + path);
      expect(await tab.getByRole("heading", { level: 1 }).innerText()).toBe(page.hero.title);
      const headings = await tab.locator("main h2").allInnerTexts();
      if (page.template === "standard") {
        expect(await tab.locator("#performance").innerText()).toBeTruthy();
        expect(await tab.locator("section[aria-labelledby='performance'] li").count()).toBe(
          page.tiles.length,
        );
        expect(
          await tab.locator("section[aria-labelledby='capabilities'] > div > ul > li").count(),
        ).toBe(page.capabilities.length);
      } else {
        expect(headings).toEqual(
          expect.arrayContaining(page.hero.features.map((feature) => feature.title)),
        );
        expect(
          await tab.locator(`img[src="/illustrations/${page.image}.svg"]`).getAttribute("alt"),
        ).toBe(page.imageAlt);
        expect(await tab.locator("section[aria-labelledby='benefits'] li").count()).toBe(
          page.benefits.length,
        );
        expect(await tab.locator("section[aria-labelledby='features'] li").count()).toBe(
          page.features.length,
        );
        if (page.platforms) {
          expect(await tab.locator("#android, #ios, #hybrid").count()).toBe(3);
        }
      }
      expect(headings).toContain(page.cta.title);

      // Every CTA (hero and closing) opens the modal with this page's source.
      const ctas = tab.getByRole("link", { name: page.cta.label, exact: true });
      expect(await ctas.count()).toBe(2);
      const closing = ctas.last();
      await closing.click();
      const dialog = tab.getByRole("dialog");
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(service.source);
      await expect
        .poll(() => tab.evaluate(() => document.activeElement?.closest("dialog") !== null))
        .toBe(true);
      await tab.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      expect(await closing.evaluate((el) => el === document.activeElement)).toBe(true);

      const types = await tab.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (s) => JSON.parse(s.textContent ?? "{}")["@type"],
        ),
      );
      expect(types).toEqual(expect.arrayContaining(["Organization", "Service", "BreadcrumbList"]));
      expect(errors).toEqual([]);
      await tab.close();
    },
  );

  test("the modal closes on ×, on a backdrop click, and keeps focus inside while open", async () => {
    const { page } = await openPage(site.browser, `${site.server.url}/services/iotservices`);
    const cta = page.getByRole("link", { name: "Start Your IoT Journey" }).first();
    await cta.click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () =>
          document.activeElement?.closest("dialog") !== null ||
          document.activeElement === document.body,
      );
      expect(inside).toBe(true);
    }
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    await cta.click();
    await dialog.waitFor();
    await page.mouse.click(5, 5); // the backdrop
    await dialog.waitFor({ state: "hidden" });
    await page.close();
  });

  test("other letter cases redirect permanently to the exact path", async () => {
    for (const [typed, exact] of [
      ["/services/applicationservices", "/services/ApplicationServices"],
      ["/services/IOSMOBILEAPPDEVELOPMENT", "/services/iosmobileappdevelopment"],
      ["/case-study-leanmethologies", "/case-study-leanMethologies"],
    ]) {
      const response = await fetch(site.server.url + typed, { redirect: "manual" });
      expect(response.status, typed).toBe(308);
      expect(response.headers.get("location")).toBe(exact);
    }
  });
});

describe("services overview", () => {
  test("13 anchored sections, each with a summary and a link that lands at the top of its page", async () => {
    const { page } = await openPage(site.browser, `${site.server.url}/services`);
    const ids = await page
      .locator("main section[id]")
      .evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toEqual(services.map((service) => service.anchor));
    expect(ids).toEqual(
      expect.arrayContaining([
        "application-service",
        "cloud-migration-service",
        "database-service",
        "digital-service",
        "game-service",
        "graphic-service",
        "software-service",
        "application-modernization-service",
        "web-application-development-service",
      ]),
    );
    for (const service of services) {
      const section = page.locator(`#${service.anchor}`);
      expect(await section.innerText()).toContain(servicePages.en[service.slug].summary);
      expect(await section.getByRole("link").getAttribute("href")).toBe(serviceHref(service));
    }
    await page.locator("#windows-app-development-service").getByRole("link").click();
    await page.waitForURL(`${site.server.url}/services/windowsappdevelopment`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });
});

// With script execution disabled the site still works as a site: menus open (native popovers and
// disclosures), every page is reachable by links, every FAQ answer can be read, and every call to
// action leads to the Contact Us page.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { routes } from "@/content/routes";
import { serviceContactHref, services, serviceHref } from "@/content/services";
import { DESKTOP, PHONE, launchBrowser } from "./support/browser";
import { startServer, type RunningServer } from "./support/server";

let server: RunningServer;
let browser: Browser;
let phone: BrowserContext;
let desktop: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [phone, desktop] = await Promise.all([
    browser.newContext({ javaScriptEnabled: false, viewport: PHONE }),
    browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function visit(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(5000);
  await page.goto(server.url + path);
  return page;
}

describe("without script", () => {
  test("the phone menu opens, shows the services and closes with Escape", async () => {
    const page = await visit(phone, "/footer/TermsConditions");
    const nav = page.getByRole("navigation", { name: "Mobile" });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    await nav.locator("summary", { hasText: "Services" }).click();
    expect(await nav.getByRole("link", { name: "Cloud Services" }).isVisible()).toBe(true);
    await nav.getByRole("link", { name: "Cloud Services" }).click();
    await page.waitForURL("**/services/CloudServices");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect
      .poll(() => page.getByRole("navigation", { name: "Mobile" }).isVisible())
      .toBe(true);
    await page.keyboard.press("Escape");
    await expect
      .poll(() => page.getByRole("navigation", { name: "Mobile" }).isVisible())
      .toBe(false);
    await page.close();
  });

  test("the desktop Services dropdown opens from its button and closes on an outside click", async () => {
    const page = await visit(desktop, "/contactus");
    const menu = page.locator("#services-menu");
    await page.getByRole("button", { name: "Services menu" }).click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getByRole("link").count()).toBe(services.length);
    await page.mouse.click(700, 700);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.close();
  });

  test("every page is reachable by following links from the home page", async () => {
    const seen = new Set<string>(["/"]);
    const queue = ["/"];
    const page = await desktop.newPage();
    while (queue.length) {
      const path = queue.shift()!;
      await page.goto(server.url + path);
      const hrefs = await page
        .locator("a[href^='/']")
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
        );
      for (const href of hrefs) {
        if (seen.has(href) || href.startsWith("/og/") || href.startsWith("/_next/")) continue;
        seen.add(href);
        if (routes.includes(href)) queue.push(href);
      }
    }
    expect(routes.filter((route) => !seen.has(route))).toEqual([]);
    await page.close();
  });

  test("every FAQ answer can be read", async () => {
    const page = await visit(phone, "/");
    const items = page.locator("#faq details");
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const item = items.nth(i);
      await item.locator("summary").click();
      expect(await item.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
      const answer = item.locator(":scope > :not(summary)").first();
      expect((await answer.innerText()).length).toBeGreaterThan(20);
      expect(await answer.isVisible()).toBe(true);
    }
    await page.close();
  });

  test("every call to action leads to the Contact Us page for its service", async () => {
    const page = await phone.newPage();
    for (const service of services) {
      await page.goto(server.url + serviceHref(service));
      const ctas = page.locator("a[aria-haspopup='dialog']");
      expect(await ctas.count(), service.slug).toBe(2);
      for (const href of await ctas.evaluateAll((links) =>
        links.map((l) => l.getAttribute("href")),
      ))
        expect(href).toBe(serviceContactHref(service));
    }
    await page.locator("a[aria-haspopup='dialog']").first().click();
    await page.waitForURL(`**${serviceContactHref(services.at(-1)!)}`);
    expect(await page.getByRole("form", { name: "Contact form" }).isVisible()).toBe(true);
    await page.close();
  });

  test("a Submit on the contact form without script keeps the visitor's details out of the address bar", async () => {
    const page = await visit(desktop, "/contactus");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.locator("[name=name]").fill("Asha Rao");
    await form.locator("[name=email]").fill("asha@example.com");
    await form.locator("[name=message]").fill("A portal for our depots");
    const request = page.waitForRequest((sent) => sent.isNavigationRequest());
    await form.locator("[type=submit]").click();
    const sent = await request;
    expect(sent.method()).toBe("POST");
    await page.waitForLoadState("load");
    expect(page.url()).toBe(`${server.url}/contactus`);
    await page.close();
  });
});

// With script execution disabled the site still works as a site: menus open (native popovers and
// disclosures), every page is reachable by links, every FAQ answer can be read, every call to
// action leads to the Contact Us page, and the Contact Us form sends an enquiry that reaches the
// company, held for a person's review (there is no captcha without script) until released.
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { localizePath } from "@/content/locales";
import { routes } from "@/content/routes";
import { serviceContactHref, services, serviceHref } from "@/content/services";
import { DESKTOP, PHONE, axeViolations, launchBrowser } from "./support/browser";
import { runEnquiries, storedEnquiries } from "./support/enquiries";
import { startServer, type RunningServer } from "./support/server";
import { startSmtpSink, type SmtpSink } from "./support/smtp";

let server: RunningServer;
let smtp: SmtpSink;
let browser: Browser;
let phone: BrowserContext;
let desktop: BrowserContext;

/** How often the server's outbox looks for due mail here. */
const POLL_MS = 200;

beforeAll(async () => {
  smtp = await startSmtpSink();
  [server, browser] = await Promise.all([
    // Every form is sent from here in each language and each way: more than the default limit of
    // five enquiries an address in ten minutes (enquiry-api.test.ts checks the limit itself).
    startServer({
      env: { SMTP_URL: smtp.url, OUTBOX_POLL_MS: String(POLL_MS), RATE_LIMIT: "40/10m" },
    }),
    launchBrowser(),
  ]);
  [phone, desktop] = await Promise.all([
    browser.newContext({ javaScriptEnabled: false, viewport: PHONE }),
    browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
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
});

describe("an enquiry sent without script", () => {
  const held = () =>
    storedEnquiries(server.dataDir).filter(
      (row) => row.held_at !== null && row.status === "queued",
    );

  test("the browser checks the fields, sends the form itself, returns to the page received; the enquiry is held, with its service and page, until released, then mailed", async () => {
    const page = await visit(desktop, "/contactus?service=CloudServices");
    const form = page.getByRole("form", { name: "Contact form" });
    // Empty, the form is not sent: the browser stops at the first required field.
    await form.locator("[type=submit]").click();
    expect(page.url()).toBe(`${server.url}/contactus?service=CloudServices`);
    expect(await form.locator("[name=name]").evaluate((field) => field.matches(":invalid"))).toBe(
      true,
    );
    expect(await page.locator("#enquiry-received").isVisible()).toBe(false);

    await form.locator("[name=name]").fill("Asha Rao");
    await form.locator("[name=email]").fill("asha@example.com");
    await form.locator("[name=phone]").fill("+91 98200 12345");
    await form.locator("[name=message]").fill("Our ERP to Azure, in stages.");
    const sent = page.waitForRequest((request) => request.isNavigationRequest());
    await form.locator("[type=submit]").click();
    expect((await sent).method()).toBe("POST");
    // Back on the page it was sent from, at its notice; nothing of the visitor's in the address.
    await page.waitForURL("**/contactus?service=CloudServices#enquiry-held");
    expect(await page.locator("#enquiry-held").innerText()).toContain(
      "a member of our team reads your message before it is passed on",
    );
    for (const other of ["#enquiry-received", "#enquiry-not-sent"])
      expect(await page.locator(other).isVisible()).toBe(false);

    const [row] = held();
    expect(row).toMatchObject({
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "+91 98200 12345",
      message: "Cloud Services: Our ERP to Azure, in stages.",
      source: "Cloud Services",
      language: "en",
      sent_from: "/contactus",
      next_attempt_at: null,
      attempts: 0,
    });
    // Held: no mail while the outbox polls, and the company's tools show it so.
    await new Promise((resolve) => setTimeout(resolve, 5 * POLL_MS));
    expect(smtp.messages).toEqual([]);
    const database = `file:${join(server.dataDir, "site.db")}`;
    const listed = await runEnquiries(database, "held");
    expect(listed.stdout).toMatch(new RegExp(`^\\s*${row!.id}\\s.*\\bheld\\b.*Asha Rao`, "m"));
    expect((await runEnquiries(database, "show", String(row!.id))).stdout).toMatch(
      /Mail: +held for review since .*, sent without the captcha: the page's script did not run/,
    );
    // Released, it is mailed as any enquiry is.
    const released = await runEnquiries(database, "release", String(row!.id));
    expect(released).toMatchObject({ code: 0 });
    expect(released.stdout).toContain(`Enquiry #${row!.id} released`);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.text).toContain("Cloud Services: Our ERP to Azure, in stages.");
    expect(mail!.headers["reply-to"]).toContain("asha@example.com");
    expect((await runEnquiries(database, "held")).stdout).toBe("No enquiries.\n");
    expect(await runEnquiries(database, "release", String(row!.id))).toMatchObject({ code: 1 });
    expect(await runEnquiries(database, "discard", String(row!.id))).toMatchObject({ code: 1 });
    await page.close();
  });

  test("in Arabic, with every script file failing to load, the page says so in one line, and the form still reaches the company and says so, in Arabic", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    page.setDefaultTimeout(5000);
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    await page.goto(`${server.url}/ar/contactus`);
    // The page says, in one line, that part of it did not load, and that it works without it.
    await expect
      .poll(() => page.getByText("لم يكتمل تحميل جزء من هذه الصفحة").isVisible())
      .toBe(true);
    const form = page.locator("form[method=post]");
    await form.locator("[name=name]").fill("روهان ديشموخ");
    await form.locator("[name=email]").fill("rohan@example.com");
    await form.locator("[name=phone]").fill("٠٢٠ ٤٠٠٠ ٥٦٧٨");
    await form.locator("[name=message]").fill("نريد نقل أنظمتنا إلى السحابة.");
    await form.locator("[type=submit]").click();
    await page.waitForURL("**/ar/contactus#enquiry-held");
    const notice = page.locator("#enquiry-held");
    expect(await notice.innerText()).toContain("وصلتنا رسالتك");
    expect(await axeViolations(page)).toEqual([]);
    const row = held().find((stored) => stored.email === "rohan@example.com");
    expect(row).toMatchObject({
      language: "ar",
      source: null,
      phone: "020 4000 5678",
      message: "Contact Us Page: نريد نقل أنظمتنا إلى السحابة.",
      sent_from: "/ar/contactus",
    });
    // Spam, read and refused: discarded, never mailed.
    const database = `file:${join(server.dataDir, "site.db")}`;
    expect((await runEnquiries(database, "discard", String(row!.id))).stdout).toContain(
      `Enquiry #${row!.id} discarded`,
    );
    expect(storedEnquiries(server.dataDir).some((stored) => stored.id === row!.id)).toBe(false);
    await context.close();
  });

  test.each(["en", "ar"] as const)(
    "every form in %s (home, Contact Us, a service's and an article's inquiry), with scripts off and with one script file failing: held, and the visitor told",
    async (locale) => {
      const told = { en: "a member of our team reads your message", ar: "وصلتنا رسالتك" }[locale];
      const forms = [
        { path: "/", source: null },
        { path: "/contactus", source: null },
        { path: "/services/CloudServices", source: "Cloud Services" },
        { path: "/insights/erp-to-azure-in-stages", source: "Cloud Services" },
      ];
      for (const { path, source } of forms)
        for (const scripts of ["off", "one file failing"]) {
          const context =
            scripts === "off" ? desktop : await browser.newContext({ viewport: DESKTOP });
          const page = await context.newPage();
          page.setDefaultTimeout(5000);
          if (scripts !== "off") {
            // The first script file the page asks for fails (any one leaves it unhydrated).
            let failed: string | undefined;
            await page.route("**/_next/static/**/*.js", (route) => {
              failed ??= route.request().url();
              return failed === route.request().url() ? route.abort() : route.continue();
            });
          }
          const at = localizePath(locale, path);
          await page.goto(server.url + at);
          // An inquiry's call to action is a link to the Contact Us page for its service.
          if (source) await page.locator('main a[aria-haspopup="dialog"]').first().click();
          const email = `${locale}.${scripts.length}.${forms.findIndex((form) => form.path === path)}@example.com`;
          const form = page.locator("form[method=post]").filter({ has: page.locator("textarea") });
          await form.locator("[name=name]").fill("Meera Iyer");
          await form.locator("[name=email]").fill(email);
          await form.locator("[name=phone]").fill("+91 98200 12345");
          await form.locator("[name=message]").fill("A warehouse app, phones and tablets.");
          await form.locator("[type=submit]").click();
          await page.waitForURL("**#enquiry-held");
          expect(await page.locator("#enquiry-held").innerText(), `${at} ${scripts}`).toContain(
            told,
          );
          const row = held().find((stored) => stored.email === email);
          expect(row, `${at} ${scripts}`).toMatchObject({
            language: locale,
            source,
            sent_from: localizePath(locale, path === "/" ? "/" : "/contactus"),
          });
          await (scripts === "off" ? page.close() : context.close());
        }
    },
  );

  test("a form the endpoint refuses returns to the page's not-sent notice, which offers the e-mail address; another site's form is refused; neither stores anything", async () => {
    const before = storedEnquiries(server.dataDir).length;
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/mailservice/mailer.php`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body,
      });
    const empty = await post("name=&email=&phone=&message=&language=en", {
      Referer: `${server.url}/`,
    });
    expect(empty.status).toBe(303);
    expect(empty.headers.get("location")).toBe("/#enquiry-not-sent");
    const crossSite = await post("name=A&email=a%40example.com&message=Hi", {
      "Sec-Fetch-Site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ success: false });
    expect(storedEnquiries(server.dataDir).length).toBe(before);

    const page = await visit(phone, "/#enquiry-not-sent");
    const notice = page.locator("#enquiry-not-sent");
    expect(await notice.isVisible()).toBe(true);
    expect(
      await notice.getByRole("link", { name: "hello@deccansoftworks.example" }).isVisible(),
    ).toBe(true);
    expect(await page.locator("#enquiry-received").isVisible()).toBe(false);
    await page.close();
  });
});

import type { Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { enquiryCopy } from "@/content/enquiry-copy";
import { localizePath } from "@/content/locales";
import { routes } from "@/content/routes";
import { servicePages } from "@/content/service-pages";
import { uiCopy } from "@/content/ui";
import { DESKTOP, PHONE } from "./support/browser";
import { openPage } from "./support/page";
import { startServer, type RunningServer } from "./support/server";
import { withSiteAndBrowser } from "./support/site";
import { startSmtpSink, type SmtpSink } from "./support/smtp";

const site = withSiteAndBrowser();
const arabicRoutes = routes.map((route) => localizePath("ar", route));

describe("the Arabic site", () => {
  test("every Arabic page fits a 390 px phone: nothing overflows sideways", async () => {
    const page = await site.browser.newPage({ viewport: PHONE });
    const overflowing: string[] = [];
    for (const path of arabicRoutes) {
      await page.goto(site.server.url + path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) overflowing.push(`${path}: ${width}px`);
    }
    expect(overflowing).toEqual([]);
    await page.close();
  });

  test("the header runs right to left: the logo at the right edge, the menus to its left", async () => {
    const page = await site.browser.newPage({ viewport: DESKTOP });
    for (const [path, logoAtRight] of [
      ["/ar/services", true],
      ["/services", false],
    ] as const) {
      await page.goto(site.server.url + path);
      const header = page.locator("#site-header");
      const logo = (await header.getByRole("link").first().boundingBox())!;
      const nav = (await header.getByRole("navigation").boundingBox())!;
      expect(logo.x > nav.x, path).toBe(logoAtRight);
    }
    await page.close();
  });

  test("the language switch in the header and the footer leads to the same page in the other language", async () => {
    const page = await site.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${site.server.url}/services/CloudServices`);
    await page
      .locator("#site-header")
      .getByRole("link", { name: `${uiCopy.en.languageSwitch.label}: العربية` })
      .click();
    await page.waitForURL("**/ar/services/CloudServices");
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    expect(await page.locator("h1").innerText()).toMatch(/[\u0600-\u06ff]/);

    await page
      .locator("footer")
      .getByRole("link", { name: `${uiCopy.ar.languageSwitch.label}: English` })
      .click();
    await page.waitForURL((url) => url.pathname === "/services/CloudServices");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    await page.close();
  });

  test("the switch is a link in the HTML, named in the other language (it works before any script)", async () => {
    for (const [path, href, name] of [
      ["/case-study-addin", "/ar/case-study-addin", "العربية"],
      ["/ar/case-study-addin", "/case-study-addin", "English"],
      ["/", "/ar", "العربية"],
      ["/ar", "/", "English"],
    ]) {
      const html = await (await fetch(site.server.url + path)).text();
      const links = [...html.matchAll(/<a [^>]*data-language-switch[^>]*>[\s\S]*?<\/a>/g)].map(
        ([link]) => link,
      );
      expect(links, path).toHaveLength(2); // header and footer
      for (const link of links) {
        expect(link).toContain(`href="${href}"`);
        expect(link).toContain(`>${name}</span>`);
      }
    }
  });

  test("the Arabic typeface is preloaded on Arabic pages only", async () => {
    const fonts = async (path: string) => {
      const html = await (await fetch(site.server.url + path)).text();
      return [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)].map(
        ([, href]) => href,
      );
    };
    const english = await fonts("/services");
    const arabic = await fonts("/ar/services");
    expect(english).toHaveLength(1);
    expect(arabic).toHaveLength(2);
    expect(arabic).toEqual(expect.arrayContaining(english));
  });

  test("the testimonial carousel runs right to left", async () => {
    const page = await site.browser.newPage({ viewport: DESKTOP, reducedMotion: "reduce" });
    const offsets: Record<string, number> = {};
    for (const [path, next] of [
      ["/ar", uiCopy.ar.home.testimonials.next],
      ["/", uiCopy.en.home.testimonials.next],
    ] as const) {
      await page.goto(`${site.server.url}${path}#testimonial`);
      const carousel = page.locator('[aria-roledescription="carousel"]');
      await carousel.scrollIntoViewIfNeeded();
      // The engine has loaded once the rotation button is enabled.
      await expect.poll(() => carousel.locator("[data-rotation]").isEnabled()).toBe(true);
      const first = carousel.locator('[aria-roledescription="slide"]').first();
      const before = (await first.boundingBox())!.x;
      await carousel.getByRole("button", { name: next }).click();
      await page.waitForTimeout(1500); // a slide comes to rest in about 1000 ms
      offsets[path] = (await first.boundingBox())!.x - before;
    }
    // Next moves the first slide towards the end of the line: rightwards in Arabic.
    expect(offsets["/ar"]).toBeGreaterThan(0);
    expect(offsets["/"]).toBeLessThan(0);
    await page.close();
  });

  test("e-mail addresses and phone numbers read left to right on Arabic pages", async () => {
    const page = await site.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${site.server.url}/ar/contactus`);
    const runs = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"], a[href^="tel:"]')].map(
        (link) => getComputedStyle(link).direction,
      ),
    );
    expect(runs.length).toBeGreaterThanOrEqual(4);
    expect(new Set(runs)).toEqual(new Set(["ltr"]));
    await page.close();
  });

  test("technology names keep their dot and sign where they belong: .NET and C#, in pills and in running text", async () => {
    const page = await site.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${site.server.url}/ar/services/windowsappdevelopment`);
    // Where each character of a name is drawn, left to right on the screen, read from the text.
    const drawn = (name: string) =>
      page.evaluate((name) => {
        const walker = document.createTreeWalker(
          document.querySelector("main")!,
          NodeFilter.SHOW_TEXT,
        );
        const found: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf(name);
          if (at < 0) continue;
          const characters = [...name].map((character, index) => {
            const range = document.createRange();
            range.setStart(node, at + index);
            range.setEnd(node, at + index + 1);
            return { character, left: range.getBoundingClientRect().left };
          });
          const pill = node.parentElement!.matches("li, span") && node.textContent === name;
          found.push(
            `${pill ? "pill" : "text"}:${characters
              .sort((a, b) => a.left - b.left)
              .map((entry) => entry.character)
              .join("")}`,
          );
        }
        return found;
      }, name);
    const dotNet = await drawn(".NET");
    expect(dotNet).toContain("pill:.NET");
    expect(dotNet.filter((entry) => entry.startsWith("text")).length).toBeGreaterThan(0);
    expect(new Set(dotNet.map((entry) => entry.slice(5)))).toEqual(new Set([".NET"]));
    expect(await drawn("C#")).toEqual(["pill:C#"]);
    await page.close();
  });
});

describe("an enquiry in Arabic", () => {
  const arabic = enquiryCopy.ar;
  let smtp: SmtpSink;
  let server: RunningServer;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startServer({ env: { SMTP_URL: smtp.url, OUTBOX_POLL_MS: "200" } });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  /** Ticks the captcha by its Arabic label and waits for the proof of work. */
  async function solveCaptcha(scope: Locator) {
    const widget = scope.locator("altcha-widget");
    await widget.getByText(arabic.form.captcha.label).click();
    await expect
      .poll(
        () => widget.evaluate((el) => (el as HTMLElement & { getState: () => string }).getState()),
        { timeout: 20_000 },
      )
      .toBe("verified");
  }

  const mailFrom = async (name: string) => {
    await expect
      .poll(() => smtp.messages.some((mail) => mail.text.includes(name)), { timeout: 15_000 })
      .toBe(true);
    return smtp.messages.find((mail) => mail.text.includes(name))!;
  };

  test("the Contact Us page in Arabic: Arabic errors, then sent, the mail in English stating the language", async () => {
    const { page, errors } = await openPage(site.browser, `${server.url}/ar/contactus`);
    const form = page.getByRole("form", { name: arabic.contactForm.formLabel });
    await form.getByRole("button", { name: arabic.contactForm.submit }).click();
    await expect
      .poll(() => form.getByRole("status").innerText(), { timeout: 5000 })
      .toBe("يُرجى تصحيح 4 حقول.");
    const described = await form
      .getByLabel(arabic.form.fields.email)
      .getAttribute("aria-describedby");
    expect(await page.locator(`#${described}`).innerText()).toBe(
      arabic.form.validation.email.invalid,
    );

    await form.getByLabel(arabic.form.fields.name).fill("سارة العتيبي");
    await form.getByLabel(arabic.form.fields.email).fill("sara@example.com");
    await form.getByLabel(arabic.form.fields.phone).fill("+965 2222 3333");
    await form.getByLabel(arabic.contactForm.messageLabel).fill("نحتاج إلى متجر إلكتروني بلغتين.");
    await solveCaptcha(form);
    await form.getByRole("button", { name: arabic.contactForm.submit }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(arabic.contactForm.notices.sent.title);
    await dialog.getByRole("button", { name: arabic.contactForm.dialog.ok }).click();

    const mail = await mailFrom("سارة العتيبي");
    expect(mail.text).toContain("Contact Us Page: نحتاج إلى متجر إلكتروني بلغتين.");
    expect(mail.text).toMatch(/Language:\s+Arabic/);
    expect(mail.html).toContain("Arabic");
    expect(errors).toEqual([]);
    await page.close();
  });

  test("a service's inquiry modal in Arabic sends the English service prefix", async () => {
    const { page, errors } = await openPage(
      site.browser,
      `${server.url}/ar/services/CloudServices`,
    );
    await page.getByRole("link", { name: servicePages.ar.CloudServices.cta.label }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(arabic.modal.title);
    await dialog.getByLabel(arabic.form.fields.name).fill("خالد الكندي");
    await dialog.getByLabel(arabic.form.fields.email).fill("khalid@example.com");
    await dialog.getByLabel(arabic.modal.messageLabel).fill("نريد نقل نظامنا إلى Azure.");
    await solveCaptcha(dialog);
    await dialog.getByRole("button", { name: arabic.modal.submit }).click();
    await expect
      .poll(() => dialog.getByRole("status").innerText(), { timeout: 5000 })
      .toBe(arabic.modal.toasts.sent);

    const mail = await mailFrom("خالد الكندي");
    expect(mail.text).toContain("Cloud Services: نريد نقل نظامنا إلى Azure.");
    expect(mail.text).toMatch(/Language:\s+Arabic/);
    expect(errors).toEqual([]);
    await page.close();
  });
});

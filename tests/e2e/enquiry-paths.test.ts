// The enquiry path as a visitor meets it: a captcha that is drawn and answers where it is clicked,
// calls to action that still lead somewhere when script is missing or fails, a draft that survives
// a failed send, and a retry that is never stored twice.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DESKTOP, PHONE, launchBrowser } from "./support/browser";
import { postEnquiry, storedEnquiries, until } from "./support/enquiries";
import { openPage } from "./support/page";
import { startServer, type RunningServer } from "./support/server";
import { startSmtpSink, type SmtpSink } from "./support/smtp";

let browser: Browser;
let smtp: SmtpSink;
let server: RunningServer;

beforeAll(async () => {
  [browser, smtp] = await Promise.all([launchBrowser(), startSmtpSink()]);
  // The file's sends from one address count against its rate limit (3 + 1, 6 + 2 if each test is
  // retried once); the default 5 in 10 minutes would refuse a later test's send after a retry.
  server = await startServer({
    env: { SMTP_URL: smtp.url, OUTBOX_POLL_MS: "200", RATE_LIMIT: "20/10m" },
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

const widgetState = (widget: Locator) =>
  widget.evaluate((el) => (el as HTMLElement & { getState: () => string }).getState());

/** The captcha's checkbox once the widget has loaded (it loads when the form is first focused). */
async function captchaBox(scope: Locator) {
  await scope.getByLabel("Name").focus();
  const box = scope.locator("altcha-widget input[type='checkbox']");
  await box.waitFor();
  return box;
}

/** Clicks the centre of the captcha's box, as a person would, and waits for the proof of work. */
async function solveByClick(page: Page, scope: Locator) {
  const box = await captchaBox(scope);
  const { x, y, width, height } = (await box.boundingBox())!;
  await page.mouse.click(x + width / 2, y + height / 2);
  await expect
    .poll(() => widgetState(scope.locator("altcha-widget")), { timeout: 20_000 })
    .toBe("verified");
}

async function fill(scope: Locator, name: string, messageLabel: string) {
  await scope.getByLabel("Name").fill(name);
  await scope.getByLabel("Email").fill("asha@example.com");
  await scope.getByLabel(/^Phone/).fill("+91 98200 12345");
  await scope.getByLabel(messageLabel).fill(`A warehouse app for ${name}.`);
}

describe("the captcha", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`is drawn, 24 px or larger, and a click on its centre solves it (${viewport.width} px)`, async () => {
      const { page, errors } = await openPage(browser, `${server.url}/contactus`, { viewport });
      const form = page.getByRole("form", { name: "Contact form" });
      const box = await captchaBox(form);
      await box.scrollIntoViewIfNeeded();
      const drawn = await box.evaluate((input) => {
        const style = getComputedStyle(input);
        const card = getComputedStyle(input.closest(".rounded-3xl")!);
        const { width, height } = input.getBoundingClientRect();
        return {
          width,
          height,
          border:
            parseFloat(style.borderTopWidth) > 0 && style.borderTopColor !== card.backgroundColor,
          visible: style.opacity !== "0" && style.visibility === "visible",
        };
      });
      expect(drawn).toEqual({ width: 24, height: 24, border: true, visible: true });
      expect(await form.getByRole("checkbox", { name: "I'm not a robot" }).count()).toBe(1);
      await solveByClick(page, form);
      expect(await form.getByRole("checkbox", { name: "Verified" }).isChecked()).toBe(true);
      // Screen readers hear the state (a polite live region beside the widget).
      expect(await form.locator("[data-captcha-announcement]").innerText()).toBe(
        "Verified: you can send the form.",
      );
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  test("Space on the focused checkbox solves it, in the inquiry modal too", async () => {
    const { page } = await openPage(browser, `${server.url}/services/CloudServices`, {
      viewport: PHONE,
    });
    await page.getByRole("link", { name: "Plan Your Cloud Migration" }).first().click();
    const dialog = page.getByRole("dialog");
    const box = await captchaBox(dialog);
    await box.focus();
    await page.keyboard.press("Space");
    await expect
      .poll(() => widgetState(dialog.locator("altcha-widget")), { timeout: 20_000 })
      .toBe("verified");
    await page.close();
  });

  test("after a refused solution the widget resets, and a fresh solve sends the enquiry", async () => {
    const { page } = await openPage(browser, `${server.url}/services/iotservices`);
    await page.getByRole("link", { name: "Start Your IoT Journey" }).first().click();
    const dialog = page.getByRole("dialog");
    await fill(dialog, "Refused Once", "Message");
    await solveByClick(page, dialog);
    // Someone else spends this solution first (a replay): the server refuses the form's send, 403.
    const solution = await dialog.locator("altcha-widget input[name='captcha']").inputValue();
    const spent = await postEnquiry(server.url, {
      name: "Replay",
      email: "replay@example.com",
      message: "IoT Services: replay",
      captcha: solution,
    });
    expect(spent.status).toBe(200);
    const refused = page.waitForResponse((response) => response.url().endsWith("/mailer.php"));
    await dialog.getByRole("button", { name: "Send inquiry" }).click();
    expect((await refused).status()).toBe(403);
    await expect
      .poll(() => dialog.getByRole("status").innerText(), { timeout: 5000 })
      .toBe("There was an issue with your submission.");
    expect(await widgetState(dialog.locator("altcha-widget"))).toBe("unverified");
    expect(await dialog.getByRole("checkbox").isChecked()).toBe(false);

    await solveByClick(page, dialog);
    await dialog.getByRole("button", { name: "Send inquiry" }).click();
    await expect
      .poll(() => dialog.innerText(), { timeout: 5000 })
      .toContain("Thank you reaching out.");
    await until(() => smtp.messages.find((mail) => mail.text.includes("Refused Once")));
    await page.close();
  });
});

describe("calls to action", () => {
  test("are links to the Contact Us page that name the service; with script off they lead there", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${server.url}/services/CloudServices`);
    const cta = page.getByRole("link", { name: "Plan Your Cloud Migration" }).first();
    expect(await cta.getAttribute("href")).toBe("/contactus?service=CloudServices");
    await cta.click();
    await page.waitForURL("**/contactus?service=CloudServices");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toMatch(/contact us/i);
    await context.close();
  });

  test("if the modal's code cannot load, the link is followed and the Contact Us page sends the service's prefix", async () => {
    const { page, errors } = await openPage(browser, `${server.url}/services/DatabaseServices`);
    // Script files not loaded yet fail while the visitor is on the service page.
    await page.route("**/_next/static/chunks/**", (route) =>
      page.url().includes("/services/") ? route.abort() : route.continue(),
    );
    const label = await page.locator("a[aria-haspopup='dialog']").first().innerText();
    await page.getByRole("link", { name: label }).first().click();
    await page.waitForURL("**/contactus?service=DatabaseServices");
    await page.waitForFunction(() =>
      document.querySelector("header")?.hasAttribute("data-hydrated"),
    );
    expect(await page.getByText("Application error").count()).toBe(0);
    const form = page.getByRole("form", { name: "Contact form" });
    await expect.poll(() => page.locator("main").innerText()).toContain("About Database Services");
    await fill(form, "Fallback Visitor", "How can we help?");
    await solveByClick(page, form);
    await form.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("dialog").getByText("Sent Successfully").waitFor();
    const mail = await until(() => smtp.messages.find((m) => m.text.includes("Fallback Visitor")));
    expect(mail.text).toContain("Database Services: A warehouse app for Fallback Visitor.");
    expect(errors.filter((error) => !/ERR_FAILED|net::/.test(error))).toEqual([]);
    await page.close();
  });
});

describe("nothing typed is lost", () => {
  test("a failed send clears the form, and one click restores the text, also after a reload", async () => {
    const lone = await startServer({ env: { SMTP_URL: smtp.url } });
    const { page } = await openPage(browser, `${lone.url}/contactus`);
    const form = page.getByRole("form", { name: "Contact form" });
    await fill(form, "Draft Keeper", "How can we help?");
    await solveByClick(page, form);
    await page.route("**/mailservice/mailer.php", (route) => route.abort()); // the network fails
    await form.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("dialog").getByText("An error occurred").waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "OK" }).click();
    expect(await form.getByLabel("Name").inputValue()).toBe(""); // the spec clears the form

    await page.reload();
    const restore = page.getByRole("button", { name: "Restore it" });
    await restore.click();
    expect(await form.getByLabel("Name").inputValue()).toBe("Draft Keeper");
    expect(await form.getByLabel("How can we help?").inputValue()).toBe(
      "A warehouse app for Draft Keeper.",
    );
    expect(await restore.count()).toBe(0);
    await page.close();
    await lone.stop();
  });

  test("a retry after a lost answer is stored and mailed once (the form's idempotency key)", async () => {
    const lone = await startServer({ env: { SMTP_URL: smtp.url, OUTBOX_POLL_MS: "200" } });
    const { page } = await openPage(browser, `${lone.url}/contactus`);
    const form = page.getByRole("form", { name: "Contact form" });
    await fill(form, "Lost Answer", "How can we help?");
    await solveByClick(page, form);
    // The server stores the first send, but its answer never reaches the browser.
    const keys: string[] = [];
    await page.route("**/mailservice/mailer.php", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      const response = await route.fetch();
      if (keys.length === 1) return route.abort();
      return route.fulfill({ response });
    });
    await form.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("dialog").getByText("An error occurred").waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "OK" }).click();
    await page.getByRole("button", { name: "Restore it" }).click();
    await solveByClick(page, form);
    await form.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("dialog").getByText("Sent Successfully").waitFor();

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    const rows = storedEnquiries(lone.dataDir).filter((row) => row.name === "Lost Answer");
    expect(rows).toHaveLength(1);
    await until(() => smtp.messages.find((mail) => mail.text.includes("Lost Answer")));
    await page.waitForTimeout(1000);
    expect(smtp.messages.filter((mail) => mail.text.includes("Lost Answer"))).toHaveLength(1);
    await page.close();
    await lone.stop();
  });
});

describe("back to top", () => {
  test("moves focus to the top of the page without showing the skip link; Tab then reaches it", async () => {
    const { page } = await openPage(browser, `${server.url}/footer/TermsConditions`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("link", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    const skip = page.getByRole("link", { name: "Skip to content" });
    // Visually hidden (sr-only clips it to nothing) until the keyboard reaches it.
    const clipped = () => skip.evaluate((el) => getComputedStyle(el).clipPath !== "none");
    expect(await clipped()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await clipped()).toBe(false);
    await page.close();
  });
});

import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DESKTOP, launchBrowser } from "./support/browser";
import { openPage } from "./support/page";
import { startServer, type RunningServer } from "./support/server";
import { startSmtpSink, type SmtpSink } from "./support/smtp";

let browser: Browser;
let smtp: SmtpSink;
let server: RunningServer;
/** Allows one enquiry per client, so the second answers success: false (429). */
let strict: RunningServer;

const env = () => ({
  SMTP_URL: smtp.url,
  MAIL_TO: "sales@deccansoftworks.example",
  OUTBOX_POLL_MS: "200",
});

beforeAll(async () => {
  [browser, smtp] = await Promise.all([launchBrowser(), startSmtpSink()]);
  [server, strict] = await Promise.all([
    startServer({ env: env() }),
    startServer({ env: { ...env(), RATE_LIMIT: "1/10m" } }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), strict?.stop()]);
  await smtp?.stop();
});

/** Ticks the ALTCHA checkbox and waits until the proof of work is done. */
async function solveCaptcha(scope: Page | Locator) {
  const widget = scope.locator("altcha-widget");
  await widget.getByText("I'm not a robot").click(); // the label: the checkbox itself is drawn by the widget
  await expect
    .poll(
      () => widget.evaluate((el) => (el as HTMLElement & { getState: () => string }).getState()),
      { timeout: 20_000 },
    )
    .toBe("verified");
}

async function fillContact(page: Page, name = "Priya Sharma") {
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Phone").fill("+91 98765 43210");
  await form.getByLabel("Email").fill("priya@example.com");
  await form
    .getByLabel("How can we help?")
    .fill("We need a <b>customer portal</b> for 2,000 dealers.");
  return form;
}

const dialogText = async (page: Page) => {
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  return dialog.innerText();
};

describe("Contact Us page", () => {
  test("missing fields are marked, described and announced; focus goes to the first", async () => {
    const { page } = await openPage(browser, `${server.url}/contactus`);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("button", { name: "Submit" }).click();
    // The validation code loads with the first focus or submit.
    await expect
      .poll(() => form.getByLabel("Name").getAttribute("aria-invalid"), { timeout: 5000 })
      .toBe("true");
    for (const label of ["Email", "Phone", "How can we help?"]) {
      expect(await form.getByLabel(label).getAttribute("aria-invalid"), label).toBe("true");
    }
    expect(await form.getByLabel("Name").evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    expect(await form.getByRole("status").innerText()).toBe("Please correct 4 fields.");
    const described = await form.getByLabel("Email").getAttribute("aria-describedby");
    expect(await page.locator(`#${described}`).innerText()).toBe(
      "Please enter a valid email address.",
    );
    expect(await form.getByLabel("Email").getAttribute("type")).toBe("email");
    expect(await form.getByLabel("Phone").getAttribute("type")).toBe("tel");
    await page.close();
  });

  test("offline before the form's code arrived, the result still shows, in the page, with its OK", async () => {
    const { page } = await openPage(browser, `${server.url}/contactus`);
    // Every script file not yet loaded fails from now on: the validation's and the dialog's.
    await page.route("**/_next/static/chunks/**", (route) => route.abort());
    const form = await fillContact(page);
    await form.getByRole("button", { name: "Submit" }).click();
    const notice = page.getByRole("alert").filter({ hasText: "An error occurred" });
    await notice.waitFor();
    expect(await notice.innerText()).toContain("Failed!");
    await notice.getByRole("button", { name: "OK" }).click();
    await notice.waitFor({ state: "hidden" });
    // Nothing was sent, and nothing is lost: the text is offered back.
    await form.getByRole("button", { name: "Restore it" }).click();
    expect(await form.getByLabel("Name").inputValue()).toBe("Priya Sharma");
    await page.close();
  });

  test("without the captcha: 'Captcha Required' / 'Please complete the CAPTCHA', and nothing is sent", async () => {
    const { page } = await openPage(browser, `${server.url}/contactus`);
    const form = await fillContact(page);
    const before = smtp.messages.length;
    await form.getByRole("button", { name: "Submit" }).click();
    const text = await dialogText(page);
    expect(text).toContain("Captcha Required");
    expect(text).toContain("Please complete the CAPTCHA");
    await page.getByRole("dialog").getByRole("button", { name: "OK" }).click();
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    expect(await form.getByLabel("Name").inputValue()).toBe("Priya Sharma"); // kept: nothing was sent
    expect(smtp.messages.length).toBe(before);
    await page.close();
  });

  test("a solved captcha sends it: 'Sent Successfully', the mail arrives with the prefix, OK clears the form", async () => {
    const { page, errors } = await openPage(browser, `${server.url}/contactus`);
    const form = await fillContact(page, "Contact Success");
    await solveCaptcha(form);
    const submit = form.getByRole("button", { name: "Submit" });
    await submit.click();
    const text = await dialogText(page);
    expect(text).toContain("Sent Successfully");
    expect(text).toContain("Message sent. Thank you for your patience.");
    expect(await page.getByRole("dialog").getByRole("img", { name: "Success" }).count()).toBe(1);

    const mails = await smtp.waitFor(smtp.messages.length > 0 ? smtp.messages.length : 1, 15_000);
    const mail = mails.find((message) => message.text.includes("Contact Success"))!;
    expect(mail).toBeDefined();
    expect(mail.text).toContain(
      "Contact Us Page: We need a <b>customer portal</b> for 2,000 dealers.",
    );
    expect(mail.html).toContain("&lt;b&gt;customer portal&lt;/b&gt;");
    expect(mail.headers["reply-to"]).toContain("priya@example.com");

    await page.getByRole("dialog").getByRole("button", { name: "OK" }).click();
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    for (const label of ["Name", "Phone", "Email", "How can we help?"])
      expect(await form.getByLabel(label).inputValue()).toBe("");
    expect(errors).toEqual([]);
    await page.close();
  });

  test("the server answering success: false shows 'Failed!' / 'There was an issue with your submission.'", async () => {
    const { page } = await openPage(browser, `${strict.url}/contactus`);
    const form = await fillContact(page);
    await solveCaptcha(form);
    await form.getByRole("button", { name: "Submit" }).click();
    expect(await dialogText(page)).toContain("Sent Successfully");
    await page.getByRole("dialog").getByRole("button", { name: "OK" }).click();

    await fillContact(page); // a second enquiry inside the window: the rate limit answers success: false
    await solveCaptcha(form);
    await form.getByRole("button", { name: "Submit" }).click();
    const text = await dialogText(page);
    expect(text).toContain("Failed!");
    expect(text).toContain("There was an issue with your submission.");
    expect(await page.getByRole("dialog").getByRole("img", { name: "Error" }).count()).toBe(1);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    expect(await form.getByLabel("Name").inputValue()).toBe("");
    await page.close();
  });

  test("a request the connection loses shows 'Failed!' / 'An error occurred', says it was the connection and that the text is kept, and gives it back", async () => {
    const lone = await startServer({ env: env() });
    const { page } = await openPage(browser, `${lone.url}/contactus`);
    const form = await fillContact(page);
    await solveCaptcha(form);
    await lone.stop(); // the server is gone: the request throws
    await form.getByRole("button", { name: "Submit" }).click();
    const text = await dialogText(page);
    expect(text).toContain("Failed!");
    expect(text).toContain(
      "An error occurred: the connection was lost before your enquiry reached us. What you typed is kept in this tab",
    );
    await page.getByRole("dialog").getByRole("button", { name: "OK" }).click();
    expect(await form.getByLabel("Name").inputValue()).toBe(""); // the spec clears the form on OK
    await form.getByRole("button", { name: "Restore it" }).click();
    expect(await form.getByLabel("Name").inputValue()).toBe("Priya Sharma");
    await page.close();
  });
});

describe("a paste longer than the message's limit", () => {
  test.each([
    ["/contactus", "1000 characters of what you pasted did not fit the limit of 5000"],
    ["/ar/contactus", "تُرك 1000 حرف مما لصقته خارج الحقل، فالحدّ 5000 حرف"],
  ])(
    "%s: the field keeps what fits, says how much was left out, and undo takes the paste back",
    async (path, told) => {
      const context = await browser.newContext({
        viewport: DESKTOP,
        permissions: ["clipboard-read", "clipboard-write"],
      });
      const page = await context.newPage();
      await page.goto(server.url + path);
      await page.waitForFunction(() =>
        document.querySelector("header")?.hasAttribute("data-hydrated"),
      );
      const message = page.locator("textarea[name=message]");
      await message.fill("Before the paste. ");
      await page.evaluate((text) => navigator.clipboard.writeText(text), "x".repeat(4982 + 1000));
      await message.focus();
      await page.keyboard.press("ControlOrMeta+V");
      expect((await message.inputValue()).length).toBe(5000);
      const notice = page.locator("form [role=status]").filter({ hasText: told });
      await notice.waitFor();
      // One edit, undone as one: the text as it was before the paste, and the notice gone.
      await page.keyboard.press("ControlOrMeta+Z");
      expect(await message.inputValue()).toBe("Before the paste. ");
      expect(await notice.count()).toBe(0);
      await context.close();
    },
  );
});

describe("inquiry modal", () => {
  async function openModal(
    base: string,
    path = "/services/CloudServices",
    label = "Plan Your Cloud Migration",
  ) {
    const { page, errors } = await openPage(browser, base + path);
    const cta = page.getByRole("link", { name: label }).first();
    await cta.click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const fill = async (name: string) => {
      await dialog.getByLabel("Name").fill(name);
      await dialog.getByLabel("Email").fill("li.wei@example.com");
      await dialog.getByLabel("Message").fill("We want to move our ERP to Azure.");
    };
    return { page, errors, cta, dialog, fill };
  }

  test("without the captcha: the alert 'Please complete the CAPTCHA'", async () => {
    const { page, dialog, fill } = await openModal(server.url);
    await fill("Modal NoCaptcha");
    await dialog.getByRole("button", { name: "Send inquiry" }).click();
    expect(await dialog.getByRole("alert").innerText()).toBe("Please complete the CAPTCHA");
    await page.close();
  });

  test("success: the toast, then 'Thank you reaching out.', the mail with the service prefix, and it closes after 3 s", async () => {
    const { page, errors, dialog, fill, cta } = await openModal(server.url);
    expect(await dialog.getByLabel("Phone (optional)").getAttribute("type")).toBe("tel");
    expect(await dialog.getByLabel("Message").getAttribute("rows")).toBe("4");
    await fill("Modal Success");
    await solveCaptcha(dialog);
    await dialog.getByRole("button", { name: "Send inquiry" }).click();
    await expect
      .poll(() => dialog.getByRole("status").innerText(), { timeout: 5000 })
      .toBe("Message sent. Thank you for your patience.");
    expect(await dialog.innerText()).toContain("Thank you reaching out.");
    expect(await dialog.innerText()).toContain("Our team will contact you shortly.");
    await expect.poll(() => dialog.getByRole("status").innerText(), { timeout: 3000 }).toBe(""); // the toast is gone after ~1 s
    await dialog.waitFor({ state: "hidden", timeout: 5000 });
    expect(await cta.evaluate((el) => el === document.activeElement)).toBe(true);

    await expect
      .poll(() => smtp.messages.find((mail) => mail.text.includes("Modal Success")), {
        timeout: 15_000,
      })
      .toBeDefined();
    const mail = smtp.messages.find((message) => message.text.includes("Modal Success"))!;
    expect(mail.text).toContain("Cloud Services: We want to move our ERP to Azure.");
    expect(mail.headers.subject).toContain("Cloud Services");
    expect(errors).toEqual([]);
    await page.close();
  });

  test("success: false shows the toast 'There was an issue with your submission.' and keeps the form", async () => {
    const limited = await startServer({ env: { ...env(), RATE_LIMIT: "1/10m" } });
    try {
      const { page, dialog, fill, cta } = await openModal(
        limited.url,
        "/services/iotservices",
        "Start Your IoT Journey",
      );
      await fill("Modal First");
      await solveCaptcha(dialog);
      await dialog.getByRole("button", { name: "Send inquiry" }).click();
      await dialog.waitFor({ state: "hidden", timeout: 6000 }); // the first enquiry is accepted

      await cta.click(); // the second, inside the window, is refused: success false
      await fill("Modal Limited");
      await solveCaptcha(dialog);
      await dialog.getByRole("button", { name: "Send inquiry" }).click();
      await expect
        .poll(() => dialog.getByRole("status").innerText(), { timeout: 5000 })
        .toBe("There was an issue with your submission.");
      await page.waitForTimeout(3500);
      expect(await dialog.isVisible()).toBe(true);
      expect(await dialog.getByLabel("Name").inputValue()).toBe("Modal Limited");
      await page.close();
    } finally {
      await limited.stop();
    }
  });

  test("a network failure shows 'An error occurred!' and closes after 3 s", async () => {
    const lone = await startServer({ env: env() });
    const { page, dialog, fill } = await openModal(
      lone.url,
      "/services/windowsappdevelopment",
      "Build Your Windows App",
    );
    await fill("Modal Offline");
    await solveCaptcha(dialog);
    await lone.stop();
    await dialog.getByRole("button", { name: "Send inquiry" }).click();
    await expect
      .poll(() => dialog.getByRole("status").innerText(), { timeout: 5000 })
      .toBe("An error occurred!");
    await dialog.waitFor({ state: "hidden", timeout: 5000 });
    await page.close();
  });
});

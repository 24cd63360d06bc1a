// The enquiry path in any order a visitor takes: fast-check's model-based commands drive real
// Chromium through the three forms (the home page's contact section, the Contact Us page, a
// service's inquiry modal), in English and Arabic, on a phone (touch) and a desktop (mouse), with
// the captcha's code arriving normally, slowly or not at all. After every step it checks what the
// visitor and the company are promised:
// - every enquiry the visitor was told was sent is stored, and mailed, exactly once;
// - no success is shown for anything not stored; no enquiry is stored twice;
// - the page never becomes the error page, and nothing throws uncaught;
// - the text the visitor typed last is never lost: it is stored, in the form, or kept to restore.
import fc from "fast-check";
import type { Browser, BrowserContext, Locator, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { enquiryCopy } from "@/content/enquiry-copy";
import { errorCopy } from "@/content/error-copy";
import { errorCopy as arabicErrorCopy } from "@/content/error-copy.ar";
import type { Locale } from "@/content/locales";
import { localizedServices } from "@/content/services";
import { DESKTOP, PHONE, launchBrowser } from "./support/browser";
import { storedEnquiries, until } from "./support/enquiries";
import { captchaVerified } from "./support/page";
import { startServer, type RunningServer } from "./support/server";
import { startSmtpSink, type SmtpSink } from "./support/smtp";

const METRICS_TOKEN = "orders-metrics-token-0123456789";
let browser: Browser;
let smtp: SmtpSink;
let server: RunningServer;

beforeAll(async () => {
  [browser, smtp] = await Promise.all([launchBrowser(), startSmtpSink()]);
  server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: "200",
      RATE_LIMIT: "1000/1m",
      METRICS_TOKEN: METRICS_TOKEN,
    },
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

type FormKind = "home" | "contact" | "modal";
type Speed = "normal" | "slow" | "blocked";
type Setup = { form: FormKind; locale: Locale; phone: boolean; widget: Speed };

const paths: Record<FormKind, string> = {
  home: "/",
  contact: "/contactus",
  modal: "/services/CloudServices",
};
const localized = (locale: Locale, path: string) =>
  locale === "en" ? path : path === "/" ? "/ar" : `/ar${path}`;

/** What the run has seen, checked against the store, the mail and the page after every step. */
type Model = {
  /** Messages the visitor was told were sent. */
  confirmed: Set<string>;
  /** The last text typed that the visitor was not told was sent. */
  unsent: string | null;
  /** Every message typed, for the no-duplicate check. */
  typed: Set<string>;
};

/** Numbers every text typed in this file, across a retry too: each one is found once in the store. */
let texts = 0;

/** The page of one sequence and what a visitor does on it. */
class Visitor {
  locale: Locale;
  readonly errors: string[] = [];

  constructor(
    readonly page: Page,
    readonly setup: Setup,
    readonly run: number,
  ) {
    this.locale = setup.locale;
    page.on("pageerror", (error) => this.errors.push(error.message));
  }

  get copy() {
    return enquiryCopy[this.locale];
  }

  /** Opens the form's page (again), and the modal on a service page. */
  async open() {
    await this.page.goto(server.url + localized(this.locale, paths[this.setup.form]));
    await this.hydrated();
    if (this.setup.form === "modal") await this.openModal();
  }

  async openModal() {
    if (await this.dialogOpen()) return;
    const cta = this.page.locator('main a[href*="contactus?service="]').first();
    await cta.scrollIntoViewIfNeeded();
    await this.press(cta);
    await this.page.locator("dialog[open] form").waitFor();
  }

  /**
   * The form a visitor can use: the modal's when it is open, else the page's; null when there is
   * none, or when a result dialog holds the page (what lies behind it is inert).
   */
  async form(): Promise<Locator | null> {
    const modal = this.page.locator("dialog[open] form");
    if (await modal.count()) return modal;
    if (this.setup.form === "modal" || (await this.dialogOpen())) return null;
    const form = this.page.locator("main form:has([data-captcha])");
    return (await form.count()) ? form : null;
  }

  /** A modal dialog is open: nothing outside it can be pressed. */
  dialogOpen() {
    return this.page.evaluate(() => document.querySelector("dialog[open]") !== null);
  }

  async press(target: Locator) {
    if (this.setup.phone) await target.tap();
    else await target.click();
  }

  async type(model: Model) {
    const form = await this.form();
    if (!form) return;
    const message = `A portal for our depots (order run ${this.run}, text ${++texts}).`;
    await form.locator("[name=name]").fill("Asha Rao");
    await form.locator("[name=email]").fill("asha@example.com");
    await form.locator("[name=phone]").fill("+91 98200 12345");
    await form.locator("[name=message]").fill(message);
    model.unsent = message;
    model.typed.add(message);
  }

  /** Focuses a field, as a visitor who clicks into the form before anything else. */
  async focusField() {
    const form = await this.form();
    if (form) await this.press(form.locator("[name=email]"));
  }

  /** Presses the captcha's box (the look-alike until the widget has loaded), once or twice. */
  async pressBox(times: 1 | 2) {
    const form = await this.form();
    if (!form) return;
    for (let press = 0; press < times; press++) {
      const box = form.locator(
        "[data-captcha] > button, [data-captcha] altcha-widget input[type=checkbox]",
      );
      if (!(await box.count())) return;
      // The widget may replace the look-alike between two presses: the press lands on what is there.
      await box
        .first()
        .scrollIntoViewIfNeeded()
        .then(() => this.press(box.first()))
        .catch(() => {});
    }
    await this.settleCaptcha(form);
  }

  /** Waits for the captcha to be solved, or, when its code cannot arrive, for the form to say so. */
  async settleCaptcha(form: Locator) {
    await this.page
      .waitForFunction(
        (element) => {
          const widget = element.querySelector("altcha-widget") as
            (HTMLElement & { getState?: () => string }) | null;
          const state = widget?.getState?.();
          return (
            state === "verified" ||
            state === "error" ||
            element.querySelector("[data-captcha] p.text-accent")
          );
        },
        await form.elementHandle(),
        { timeout: 8000 },
      )
      .catch(() => {}); // still loading slowly: the next step finds it as it is
  }

  /** Tab to the captcha's box and Space, then Tab to the submit button and Enter: no pointer. */
  async keyboardOnly(model: Model) {
    const form = await this.form();
    if (!form) return;
    await form.locator("[name=message]").focus();
    await this.page.keyboard.press("Tab");
    await this.page.keyboard.press("Space");
    await this.settleCaptcha(form);
    await form.locator("[type=submit]").focus();
    await this.submitWith(model, () => this.page.keyboard.press("Enter"));
  }

  async submit(model: Model) {
    const form = await this.form();
    if (!form) return;
    await this.submitWith(model, () => this.press(form.locator("[type=submit]")));
  }

  /** Sends, waits for the result the visitor is shown, and records a success. */
  private async submitWith(model: Model, send: () => Promise<void>) {
    const form = (await this.form())!;
    const message = (await form.locator("[name=message]").inputValue()).trim();
    // A send starts at once, or not at all (the form refused it, or no captcha yet).
    const started = this.page
      .waitForRequest((request) => request.url().endsWith("/mailservice/mailer.php"), {
        timeout: 1500,
      })
      .catch(() => null);
    await send();
    const response = await (await started)?.response();
    const { contactForm, modal } = this.copy;
    const success =
      this.setup.form === "modal"
        ? this.page.locator("dialog[open] h2", { hasText: modal.thanksTitle })
        : this.page.getByRole("dialog").filter({ hasText: contactForm.notices.sent.title });
    if (response && (await response.json()).success === true) {
      await success.waitFor({ timeout: 5000 });
    }
    await this.page.waitForTimeout(100);
    if (await success.count()) {
      expect(message, "a success was shown for an empty message").not.toBe("");
      // Told it was sent: it must be stored, once, now.
      const rows = storedEnquiries(server.dataDir).filter((row) =>
        String(row.message).endsWith(message),
      );
      expect(rows, `"${message}" was shown as sent`).toHaveLength(1);
      model.confirmed.add(message);
      if (model.unsent === message) model.unsent = null;
    }
  }

  /** OK on the contact form's result dialog, or the modal's close button. */
  async pressOk() {
    const { contactForm, modal } = this.copy;
    const button =
      this.setup.form === "modal"
        ? this.page.locator("dialog[open]").getByRole("button", { name: modal.close })
        : this.page.getByRole("dialog").getByRole("button", { name: contactForm.dialog.ok });
    if (await button.count()) await this.press(button.first());
  }

  async restore() {
    const form = await this.form();
    const button = form?.getByRole("button", { name: this.copy.form.restore.action });
    if (button && (await button.count())) await this.press(button);
  }

  /**
   * The page's islands have hydrated: the header's, and every form's (React has put its handlers on
   * it). What a visitor does before that is the no-script path, tested apart.
   */
  async hydrated() {
    await this.page
      .waitForFunction(
        () =>
          document.querySelector("header")?.hasAttribute("data-hydrated") &&
          [...document.querySelectorAll("form")].every((form) =>
            Object.keys(form).some((key) => key.startsWith("__reactProps")),
          ),
      )
      .catch(() => {});
  }

  /** Back; from the site's first page that leaves the site, and the visitor comes forward again. */
  async back() {
    await this.page.goBack({ waitUntil: "load" }).catch(() => null);
    if (!this.page.url().startsWith(server.url)) {
      await this.page.goForward({ waitUntil: "load" }).catch(() => null);
    }
    await this.hydrated();
  }

  async forward() {
    await this.page.goForward({ waitUntil: "load" }).catch(() => null);
    await this.hydrated();
  }

  async reload() {
    await this.page.reload({ waitUntil: "load" });
    await this.hydrated();
  }

  /** The footer's link to the same page in the other language. */
  async switchLanguage() {
    const link = this.page.locator("footer a[data-language-switch]");
    if (!(await link.count()) || (await this.dialogOpen())) return;
    await link.scrollIntoViewIfNeeded();
    await this.press(link);
    await this.page.waitForLoadState("load");
    await this.hydrated();
    this.locale = this.locale === "en" ? "ar" : "en";
  }

  /** The invariants that hold after every step. */
  async check(model: Model) {
    const body = await this.page.locator("body").innerText();
    expect(body).not.toContain(errorCopy.heading);
    expect(body).not.toContain(arabicErrorCopy.heading);
    expect(this.errors, "uncaught errors").toEqual([]);
    const stored = storedEnquiries(server.dataDir).map((row) => String(row.message));
    for (const message of model.typed) {
      expect(stored.filter((text) => text.endsWith(message)).length).toBeLessThanOrEqual(1);
    }
    for (const message of model.confirmed) {
      expect(stored.filter((text) => text.endsWith(message))).toHaveLength(1);
    }
    if (model.unsent) {
      const unsent = model.unsent;
      const kept = await this.page.evaluate((text) => {
        const drafts = Object.keys(sessionStorage)
          .filter((key) => key.startsWith("enquiry-draft:"))
          .map((key) => sessionStorage.getItem(key) ?? "");
        const fields = [...document.querySelectorAll<HTMLTextAreaElement>("[name=message]")];
        return (
          drafts.some((draft) => draft.includes(JSON.stringify(text).slice(1, -1))) ||
          fields.some((field) => field.value.trim() === text)
        );
      }, unsent);
      const sent = stored.some((text) => text.endsWith(unsent));
      expect(kept || sent, `"${unsent}" was lost`).toBe(true);
    }
  }
}

type Step = fc.AsyncCommand<Model, Visitor>;
const step = (name: string, action: (visitor: Visitor, model: Model) => Promise<void>): Step => ({
  check: () => true,
  async run(model, visitor) {
    await action(visitor, model);
    await visitor.check(model);
  },
  toString: () => name,
});

const type = step("type", (visitor, model) => visitor.type(model));
const pressBox = step("press the box", (visitor) => visitor.pressBox(1));
const submit = step("submit", (visitor, model) => visitor.submit(model));
/** Each step with its weight: the steps of a send come up more often, so most runs send. */
const steps = (
  [
    [type, 3],
    [pressBox, 2],
    [submit, 2],
    [
      step("type, press the box, submit", async (visitor, model) => {
        await visitor.type(model);
        await visitor.pressBox(1);
        await visitor.submit(model);
      }),
      4,
    ],
    [step("focus a field", (visitor) => visitor.focusField()), 1],
    [step("press the box twice", (visitor) => visitor.pressBox(2)), 1],
    [step("keyboard only", (visitor, model) => visitor.keyboardOnly(model)), 1],
    [step("OK", (visitor) => visitor.pressOk()), 1],
    [step("restore", (visitor) => visitor.restore()), 2],
    [step("back", (visitor) => visitor.back()), 1],
    [step("forward", (visitor) => visitor.forward()), 1],
    [step("reload", (visitor) => visitor.reload()), 1],
    [step("open the form again", (visitor) => visitor.open()), 2],
    [step("switch language", (visitor) => visitor.switchLanguage()), 1],
  ] as const
).flatMap(([command, weight]) => Array<fc.Arbitrary<Step>>(weight).fill(fc.constant(command)));

/** The widget's code (the chunk that defines <altcha-widget>) as it arrives: at once, late, never. */
async function widgetCode(context: BrowserContext, speed: Speed) {
  if (speed === "normal") return;
  await context.route("**/_next/static/chunks/*.js", async (route: Route) => {
    try {
      const response = await route.fetch();
      const code = await response.text();
      if (!code.includes('customElements.define("altcha-widget"')) {
        await route.fulfill({ response });
      } else if (speed === "blocked") {
        await route.abort("failed");
      } else {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await route.fulfill({ response });
      }
    } catch {
      // the sequence ended, and its page with it, while the file was on its way
    }
  });
}

const setups = fc.record<Setup>({
  form: fc.constantFrom("home", "contact", "modal"),
  locale: fc.constantFrom("en", "ar"),
  phone: fc.boolean(),
  widget: fc.constantFrom("normal", "normal", "normal", "slow", "blocked"),
});

/** A phone is touched, a desktop clicked. */
const device = (phone: boolean) => ({
  viewport: phone ? PHONE : DESKTOP,
  hasTouch: phone,
  isMobile: phone,
});

/** A visitor on one form, in one language and device, with the steps above. */
async function visit(setup: Setup, run: number) {
  const context = await browser.newContext(device(setup.phone));
  await widgetCode(context, setup.widget);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const visitor = new Visitor(page, setup, run);
  // History behind the form, so Back leaves it and Forward returns.
  await page.goto(`${server.url}${localized(setup.locale, "/case-studies")}`);
  await visitor.open();
  return { visitor, page, close: () => context.close() };
}

const newModel = (): Model => ({ confirmed: new Set(), unsent: null, typed: new Set() });
const contactPage: Setup = { form: "contact", locale: "en", phone: false, widget: "normal" };

/** Sequences per run; ENQUIRY_ORDER_RUNS runs more (or fewer) by hand. */
const RUNS = Number(process.env.ENQUIRY_ORDER_RUNS ?? 15);

test(
  `${RUNS} random orders of what a visitor does never lose or falsely confirm an enquiry`,
  { timeout: 20 * 60_000 },
  async () => {
    const tally = { sequences: 0, steps: 0, confirmed: 0, byStep: {} as Record<string, number> };
    const conditions = new Map<string, number>();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(setups, fc.commands(steps, { maxCommands: 12 }), async (setup, commands) => {
        run++;
        const { visitor, close } = await visit(setup, run);
        const model = newModel();
        try {
          await fc.asyncModelRun(() => ({ model, real: visitor }), commands);
          tally.sequences++;
          tally.confirmed += model.confirmed.size;
          for (const command of commands) {
            tally.steps++;
            tally.byStep[String(command)] = (tally.byStep[String(command)] ?? 0) + 1;
          }
          const condition = `${setup.form} ${setup.locale} ${setup.phone ? "phone" : "desktop"} ${setup.widget}`;
          conditions.set(condition, (conditions.get(condition) ?? 0) + 1);
        } finally {
          await close();
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    // Every stored enquiry, each confirmed one among them, was mailed exactly once.
    const stored = storedEnquiries(server.dataDir).map((row) => String(row.message));
    const mailed = (message: string) =>
      smtp.messages.filter((mail) => mail.text.includes(message.slice(-40))).length;
    await until(() => stored.every((message) => mailed(message) >= 1), 30_000);
    for (const message of stored) expect(mailed(message), message).toBe(1);
    console.log(
      `Enquiry orders: ${tally.sequences} sequences, ${tally.steps} steps, ${tally.confirmed} enquiries confirmed and stored once, ${stored.length} stored, ${smtp.messages.length} mailed; ` +
        `steps ${JSON.stringify(tally.byStep)}; ${conditions.size} conditions (form, language, device, widget code): ${JSON.stringify(Object.fromEntries(conditions))}`,
    );
    expect(tally.sequences).toBe(RUNS);
  },
);

describe("the orders visitors were seen to take", () => {
  test("Back while 'Sent Successfully' shows, then the form again: nothing is offered back, and the next enquiry is stored", async () => {
    const { visitor, page, close } = await visit(contactPage, 1001);
    const model = newModel();
    await visitor.type(model);
    await visitor.pressBox(1);
    await visitor.submit(model);
    expect(model.confirmed.size).toBe(1);
    await visitor.back();
    await visitor.open();
    const form = (await visitor.form())!;
    expect(await form.getByRole("button", { name: "Restore it" }).count()).toBe(0);
    await visitor.type(model);
    await visitor.pressBox(1);
    await visitor.submit(model);
    expect(model.confirmed.size).toBe(2);
    await visitor.check(model);
    await close();
    expect(page.isClosed()).toBe(true);
  });

  for (const [path, phone] of [
    ["/contactus", false],
    ["/contactus", true],
    ["/", false],
    ["/", true],
    ["/ar/contactus", false],
    ["/ar/contactus", true],
  ] as const) {
    test(`the captcha pressed before any field solves at once, without an error (${path}, ${phone ? "tap" : "click"})`, async () => {
      const context = await browser.newContext(device(phone));
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(server.url + path, { waitUntil: "load" });
      await page.waitForFunction(() =>
        document.querySelector("header")?.hasAttribute("data-hydrated"),
      );
      const box = page.locator("main form [data-captcha] > button");
      await box.scrollIntoViewIfNeeded();
      if (phone) await box.tap();
      else await box.click();
      await captchaVerified(page, "main form altcha-widget");
      expect(errors).toEqual([]);
      expect(await page.getByText(errorCopy.heading).count()).toBe(0);
      // The press focused the look-alike; the widget that replaced it holds the focus now.
      if (!phone)
        expect(
          await page.evaluate(() => document.activeElement?.closest("altcha-widget") != null),
        ).toBe(true);
      await context.close();
    });
  }

  test("a letter typed and deleted leaves nothing to restore, on this form or another", async () => {
    const { visitor, page, close } = await visit(contactPage, 1002);
    const name = page.locator("main form [name=name]");
    await name.pressSequentially("A");
    await name.press("Backspace");
    await visitor.reload();
    expect(await page.getByRole("button", { name: "Restore it" }).count()).toBe(0);
    await page.goto(`${server.url}/services/CloudServices`);
    await visitor.openModal();
    expect(await page.getByRole("button", { name: "Restore it" }).count()).toBe(0);
    await close();
  });

  test("an offer to restore can be dismissed, and is gone for good", async () => {
    const { visitor, page, close } = await visit(contactPage, 1003);
    await visitor.type(newModel());
    await visitor.reload();
    const form = page.locator("main form");
    await form.getByRole("button", { name: "Discard" }).click();
    expect(await form.getByRole("button", { name: "Restore it" }).count()).toBe(0);
    await visitor.reload();
    expect(await form.getByRole("button", { name: "Restore it" }).count()).toBe(0);
    await close();
  });

  for (const form of ["modal", "contact"] as const) {
    test(`a 6,000-character paste keeps 5,000, says so, and is sent as it stands (${form})`, async () => {
      const { visitor, page, close } = await visit({ ...contactPage, form }, 1004);
      const scope = (await visitor.form())!;
      const model = newModel();
      await visitor.type(model);
      const message = scope.locator("[name=message]");
      await message.fill("");
      await message.focus();
      await page.keyboard.insertText(`Pasted into the ${form} form: ${"p".repeat(6000)}`);
      expect((await message.inputValue()).length).toBe(5000);
      expect(await scope.getByText("Characters: 5000 of 5000").isVisible()).toBe(true);
      await visitor.pressBox(1);
      const answer = page.waitForResponse((response) => response.url().endsWith("/mailer.php"));
      await visitor.submit(model);
      expect((await answer).status()).toBe(200);
      await close();
    });
  }

  test("the language switch keeps the service the form is about", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${server.url}/contactus?service=CloudServices`);
    await page.waitForFunction(() =>
      document.querySelector("header")?.hasAttribute("data-hydrated"),
    );
    const link = page.locator("header a[data-language-switch]").first();
    // The prerendered link has no query; once hydrated, it takes the page's.
    await expect.poll(() => link.getAttribute("href")).toBe("/ar/contactus?service=CloudServices");
    await link.click();
    await page.waitForURL("**/ar/contactus?service=CloudServices");
    const { contactForm, serviceName } = enquiryCopy.ar;
    const cloud = localizedServices.ar.find((service) => service.slug === "CloudServices")!;
    // The form names the service once it has read the query (after hydration).
    await expect
      .poll(() => page.locator("main").innerText())
      .toContain(`${contactForm.about} ${serviceName(cloud)}`);
    await context.close();
  });

  for (const phone of [false, true]) {
    test(`the modal's toast never covers its words (${phone ? "phone" : "desktop"})`, async () => {
      const { visitor, page, close } = await visit(
        { form: "modal", locale: "en", phone, widget: "normal" },
        1005 + Number(phone),
      );
      const model = newModel();
      await visitor.type(model);
      await visitor.pressBox(1);
      await captchaVerified(page, "dialog[open] altcha-widget");
      await visitor.submit(model);
      const toast = page.locator("dialog[open] [role=status] p");
      await toast.waitFor();
      const boxes = await page.locator("dialog[open]").evaluate((dialog) => {
        const rect = (element: Element | null) => element!.getBoundingClientRect().toJSON();
        return {
          toast: rect(dialog.querySelector("[role=status] p")),
          words: [...dialog.querySelectorAll("h2, h2 + p, p.text-accent")].map(rect),
        };
      });
      for (const words of boxes.words as DOMRect[]) {
        const apart =
          boxes.toast.top >= words.bottom ||
          boxes.toast.bottom <= words.top ||
          boxes.toast.left >= words.right ||
          boxes.toast.right <= words.left;
        expect(apart, JSON.stringify({ toast: boxes.toast, words })).toBe(true);
      }
      await close();
    });
  }

  test("a fault in a visitor's browser is reported, logged as one line and counted", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${server.url}/services`);
    await page.waitForFunction(() =>
      document.querySelector("header")?.hasAttribute("data-hydrated"),
    );
    const reported = page.waitForResponse((response) => response.url().endsWith("/client-errors"));
    await page.evaluate(() => {
      setTimeout(() => {
        throw new TypeError("provoked for the metrics");
      });
    });
    expect((await reported).status()).toBe(204);
    const metrics = await (
      await fetch(`${server.url}/metrics`, {
        headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
      })
    ).text();
    expect(metrics).toMatch(/^client_errors_total\{kind="error"\} [1-9]/m);
    const line = server
      .output()
      .split("\n")
      .find((text) => text.includes("provoked for the metrics"));
    expect(JSON.parse(line!)).toMatchObject({
      event: "client.error",
      kind: "error",
      name: "TypeError",
      page: "/services",
    });
    await context.close();
  });
});

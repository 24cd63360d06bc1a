// Where an enquiry came from, followed from a visitor's first page to everything the company
// reads: a visit that lands with UTM parameters and a referrer, browses, and sends from a service
// page's inquiry modal; its origin reaches the mail, `enquiries show`, the exports, the webhook and
// the report, and nothing leaves the browser before the enquiry does. A visit holds across the
// tabs opened from it, and a later campaign's arrival is its last touch, the first kept beside it.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { DESKTOP, launchBrowser } from "./support/browser";
import { runEnquiries, storedEnquiries, until } from "./support/enquiries";
import { captchaVerified } from "./support/page";
import { startServer, type RunningServer } from "./support/server";
import { startSmtpSink, type SmtpSink } from "./support/smtp";

let browser: Browser;
let smtp: SmtpSink;
let server: RunningServer;
let hook: Server;
const posted: Record<string, unknown>[] = [];

beforeAll(async () => {
  hook = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      posted.push(JSON.parse(body) as Record<string, unknown>);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  [browser, smtp] = await Promise.all([launchBrowser(), startSmtpSink()]);
  server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: "200",
      WEBHOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`,
      METRICS_TOKEN: "attribution-metrics-0123456789",
    },
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
  hook?.close();
});

/** `npm run enquiries -- ARGS` on the server's store: what it prints. */
const enquiries = async (...args: string[]) =>
  (await runEnquiries(`file:${join(server.dataDir, "site.db")}`, ...args)).stdout;

/** Sends an enquiry from the page's first call to action, its inquiry modal, as a visitor does. */
async function sendInquiry(page: Page, name: string, email: string) {
  await page.locator('main a[aria-haspopup="dialog"]').first().click();
  const dialog = page.locator("dialog[open]");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Message").fill("A first conversation about our systems.");
  await dialog
    .locator("[data-captcha] > button, altcha-widget input[type=checkbox]")
    .first()
    .click();
  await captchaVerified(page, "dialog[open] altcha-widget");
  await dialog.getByRole("button", { name: "Send inquiry" }).click();
  await dialog.getByText("Thank you reaching out.").waitFor();
}

const hydrated = () => document.querySelector("header")?.hasAttribute("data-hydrated");

test("a visit's origin travels with its enquiry to the mail, show, export, webhook, report and metrics", async () => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));

  await page.goto(
    `${server.url}/services/CloudServices?utm_source=newsletter&utm_medium=email&utm_campaign=nov-cloud&ref=keep`,
    { referer: "https://news.example.com/issue/12?subscriber=42" },
  );
  await page.waitForFunction(hydrated);
  // The UTM parameters leave the address bar (a shared link spreads none); anything else stays.
  await expect.poll(() => page.url()).toBe(`${server.url}/services/CloudServices?ref=keep`);

  // Browse on: the header's link to the case studies on the home page, then a service page.
  await page.locator("header").getByRole("link", { name: "Case Studies" }).first().click();
  await page.waitForURL("**/#casestudy");
  await page.goto(`${server.url}/services/iotservices`);
  await page.waitForFunction(hydrated);
  // Nothing so far has told the server of the visit: only GETs for pages and their files, none
  // naming the campaign (the first page's own address aside).
  const [first, ...rest] = requests;
  expect(first).toContain("utm_campaign=nov-cloud");
  expect(rest.filter((request) => !request.startsWith("GET "))).toEqual([]);
  expect(rest.filter((request) => /nov-cloud|newsletter|news\.example/.test(request))).toEqual([]);

  expect(await page.locator('main a[aria-haspopup="dialog"]').first().innerText()).toContain(
    "Start Your IoT Journey",
  );
  await sendInquiry(page, "Meera Iyer", "meera@example.com");
  await context.close();

  const line =
    "newsletter / email, campaign nov-cloud; landed on /services/CloudServices; sent from /services/iotservices (desktop)";
  const [mail] = await smtp.waitFor(1);
  expect(mail!.text).toContain(`Came from: ${line}`);
  expect(mail!.html).toContain(line);

  await until(() => posted.length > 0);
  expect(posted[0]!.attribution).toEqual({
    landing: "/services/CloudServices",
    referrer: "news.example.com",
    utmSource: "newsletter",
    utmMedium: "email",
    utmCampaign: "nov-cloud",
    utmTerm: null,
    utmContent: null,
    firstLanding: null,
    firstReferrer: null,
    firstUtmSource: null,
    firstUtmMedium: null,
    firstUtmCampaign: null,
    firstUtmTerm: null,
    firstUtmContent: null,
    page: "/services/iotservices",
    device: "desktop",
  });

  expect(await enquiries("show", "1")).toContain(`Came from: ${line}\n`);
  const [exported] = JSON.parse(await enquiries("export", "--format", "json")) as Record<
    string,
    unknown
  >[];
  expect(exported).toMatchObject({
    landing_path: "/services/CloudServices",
    referrer_host: "news.example.com",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "nov-cloud",
    sent_from: "/services/iotservices",
    device: "desktop",
  });
  const [header, row] = (await enquiries("export", "--format", "csv")).split("\r\n");
  const cells = Object.fromEntries(header!.split(",").map((name, i) => [name, row!.split(",")[i]]));
  expect(cells).toMatchObject({ utm_campaign: "nov-cloud", device: "desktop" });

  expect(await enquiries("report", "--by", "campaign")).toBe(
    [
      "campaign   enquiries   share",
      "---------  ---------  ------",
      "nov-cloud          1  100.0%",
      "---------  ---------  ------",
      "total              1  100.0%",
      "",
    ].join("\n"),
  );
  expect(JSON.parse(await enquiries("report", "--by", "service", "--format", "json"))).toEqual([
    { service: "IoT Services", enquiries: 1, share: 1 },
  ]);
  expect(await enquiries("report", "--status", "spam")).toBe("No enquiries.\n");

  const metrics = await (
    await fetch(`${server.url}/metrics`, {
      headers: { Authorization: "Bearer attribution-metrics-0123456789" },
    })
  ).text();
  expect(metrics).toContain(
    'enquiries_accepted_total{service="IoT Services",language="en",device="desktop"} 1',
  );
  expect(metrics).not.toContain("nov-cloud");
});

test("a tab opened from the site asks the site's other tabs for the visit's origin, or is recorded as opened from the site; a later campaign's arrival is the last touch, the first kept", async () => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const first = await context.newPage();
  await first.goto(
    `${server.url}/services/CloudServices?utm_source=linkedin&utm_medium=social&utm_campaign=q4-cloud`,
    { referer: "https://www.linkedin.com/feed/" },
  );
  await first.waitForFunction(hydrated);
  await expect.poll(() => first.url()).toBe(`${server.url}/services/CloudServices`);
  // An article opened in a new tab (a Ctrl-click: an empty sessionStorage, and this site as its
  // referrer), and the enquiry sent from there.
  const tab = await context.newPage();
  await tab.goto(`${server.url}/insights/erp-to-azure-in-stages`, { referer: first.url() });
  await tab.waitForFunction(hydrated);
  await sendInquiry(tab, "Kavya Menon", "kavya@example.com");
  // Back in the first tab, later: a search ad's click, then the enquiry.
  await first.goto(
    `${server.url}/services/DatabaseServices?utm_source=google&utm_medium=cpc&utm_campaign=db-search`,
    { referer: "https://www.google.com/" },
  );
  await first.waitForFunction(hydrated);
  await sendInquiry(first, "Kavya Menon", "kavya.menon@example.com");
  // Every tab of the site closed, then one opened from a link to it kept elsewhere: no tab answers.
  await first.close();
  await tab.close();
  const alone = await context.newPage();
  await alone.goto(`${server.url}/services/iotservices`, {
    referer: `${server.url}/services/CloudServices`,
  });
  await alone.waitForFunction(hydrated);
  await sendInquiry(alone, "Kavya Menon", "k.menon@example.com");
  await context.close();

  const rows = await until(() => {
    const sent = storedEnquiries(server.dataDir).filter((row) => row.name === "Kavya Menon");
    return sent.length === 3 ? sent : null;
  });
  const site = new URL(server.url).host;
  expect(
    rows.map((row) => [
      row.utm_campaign,
      row.utm_source,
      row.landing_path,
      row.referrer_host,
      row.sent_from,
      row.first_utm_campaign,
      row.first_utm_source,
      row.first_landing_path,
      row.first_referrer_host,
    ]),
  ).toEqual([
    [
      "q4-cloud",
      "linkedin",
      "/services/CloudServices",
      "www.linkedin.com",
      "/insights/erp-to-azure-in-stages",
      null,
      null,
      null,
      null,
    ],
    [
      "db-search",
      "google",
      "/services/DatabaseServices",
      "www.google.com",
      "/services/DatabaseServices",
      "q4-cloud",
      "linkedin",
      "/services/CloudServices",
      "www.linkedin.com",
    ],
    [null, null, "/services/iotservices", site, "/services/iotservices", null, null, null, null],
  ]);
  expect(await enquiries("show", String(rows[1]!.id))).toContain(
    "Came from: first: linkedin / social, campaign q4-cloud, landed on /services/CloudServices; " +
      "last: google / cpc, campaign db-search, landed on /services/DatabaseServices; " +
      "sent from /services/DatabaseServices (desktop)\n",
  );
  // The report credits the last touch, or the first when asked.
  const report = async (touch: string) =>
    Object.fromEntries(
      (
        JSON.parse(
          await enquiries("report", "--by", "campaign", "--touch", touch, "--format", "json"),
        ) as { campaign: string; enquiries: number }[]
      ).map((row) => [row.campaign, row.enquiries]),
    );
  expect(await report("last")).toMatchObject({ "q4-cloud": 1, "db-search": 1 });
  expect(await report("first")).toMatchObject({ "q4-cloud": 2 });
  expect(await report("first")).not.toHaveProperty("db-search");
});

// The sales team's inbox in the editor, as they use it: the site's server on a store seeded with a
// few hundred enquiries (SQLite), the editor connected to its private interface, a member of the
// sales team in Chromium. What they do is found in the site's store and in the editor's audit; an
// author is refused every route; the start page's figures are those of `enquiries report`.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openSqliteStore } from "@/server/db/sqlite";
import type { EnquiryStore, NewEnquiry } from "@/server/db/types";
import { launchBrowser } from "./support/browser";
import { runEnquiries, solveFrom, until } from "./support/enquiries";
import { freePort, startServer, type RunningServer } from "./support/server";
import { startSmtpSink } from "./support/smtp";

const root = join(import.meta.dirname, "../..");
const PASSWORD = "correct horse battery staple";
const TOKEN = "an-enquiries-token-of-at-least-32-characters";
const DAY = 86_400_000;
const work = mkdtempSync(join(tmpdir(), "enquiry-inbox-"));
const databaseUrl = `file:${join(work, "site.db")}`;

let site: RunningServer;
let editor: ChildProcess;
let editorUrl = "";
let browser: Browser;
let editorEnv: Record<string, string | undefined>;
/** The enquiry a visitor sends through the site a moment before the sales team opens it. */
let sentId = 0;

const SOURCES = [
  { utmSource: "newsletter", utmMedium: "email", utmCampaign: "nov-cloud" },
  { utmSource: "google", utmMedium: "cpc", utmCampaign: "erp-search" },
  { referrer: "www.linkedin.com" },
  { utmSource: "linkedin", utmMedium: "social", utmCampaign: "case-study-week" },
  {},
] as const;
const LANDINGS = [
  "/",
  "/services/CloudServices",
  "/insights/erp-to-azure-in-stages",
  "/casestudies",
];
const SERVICES = [null, "Cloud Services", "ERP Solutions", "Application Services"];

/**
 * A few hundred enquiries over the last hundred days, every source, campaign, landing page,
 * service and language among them; some held, some marked replied or closed, within one working
 * day or later. None within an hour of thirty days ago, where the two reports' "now" could differ.
 */
async function seed(store: EnquiryStore, now: number) {
  let state = 7;
  const next = (below: number) => {
    state = (state * 48_271) % 2_147_483_647;
    return state % below;
  };
  for (let index = 0; index < 320; index++) {
    let createdAt = now - next(100 * 24) * 3_600_000 - next(3_600_000) - 60_000;
    if (Math.abs(createdAt - (now - 30 * DAY)) < 3_600_000) createdAt -= 2 * 3_600_000;
    const source = SOURCES[next(SOURCES.length)]!;
    const enquiry: NewEnquiry = {
      name: `Visitor ${index}`,
      email: `visitor${index}@example.com`,
      phone: "",
      message: `Enquiry number ${index} about our project.`,
      source: SERVICES[next(SERVICES.length)]!,
      language: next(4) === 0 ? "ar" : "en",
      clientIp: "203.0.113.7",
      messageId: `<seed.${index}@deccansoftworks.example>`,
      webhook: false,
      attribution: {
        ...source,
        landing: LANDINGS[next(LANDINGS.length)],
        page: "/contactus",
        device: "desktop",
      },
      ...(next(15) === 0 && { held: "sent without the captcha's proof" }),
    };
    const { enquiry: stored } = (await store.insertEnquiry(enquiry, { now: createdAt })) as {
      enquiry: { id: number };
    };
    const marked = next(4);
    if (marked > 0)
      await store.markHandling(
        stored.id,
        marked === 3 ? "closed" : "replied",
        Math.min(now, createdAt + next(4 * DAY)),
      );
  }
}

/** `npm run cms -- …` with the editor's settings and `extra`, `input` on its standard input. */
function cms(args: string[], input = "", extra: Record<string, string> = {}) {
  return new Promise<string>((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [join(root, "cms/scripts/cms.mjs"), ...args],
      { env: { ...editorEnv, ...extra } as NodeJS.ProcessEnv, timeout: 300_000 },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`${args.join(" ")}: ${stdout}${stderr}`))
          : resolve(stdout + stderr),
    );
    child.stdin!.end(input);
  });
}

/** The editor's API as `token`'s account (none: signed out). */
async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `JWT ${init.token}`);
  if (typeof init.body === "string") headers.set("content-type", "application/json");
  const response = await fetch(`${editorUrl}${path}`, { ...init, headers });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: response.status, body, text };
}

async function tokenOf(email: string) {
  const { body } = await api("/api/users/login", {
    method: "POST",
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return String(body.token);
}

async function signIn(email: string, viewport = { width: 1440, height: 900 }) {
  const page = await browser.newPage({ viewport, acceptDownloads: true });
  await page.goto(`${editorUrl}/admin/login`);
  await page.fill("#field-email", email);
  await page.fill("#field-password", PASSWORD);
  await page.click("button[type=submit]");
  await page.waitForURL(/\/admin$/);
  return page;
}

beforeAll(async () => {
  const store = openSqliteStore(databaseUrl.slice(5));
  await seed(store, Date.now());
  await store.close();
  site = await startServer({
    dataDir: work,
    env: { DATABASE_URL: databaseUrl, ENQUIRIES_TOKEN: TOKEN, LOG_LEVEL: "warn" },
  });
  const port = await freePort();
  editorUrl = `http://127.0.0.1:${port}`;
  editorEnv = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "NODE_ENV")),
    CMS_PORT: String(port),
    CMS_URL: editorUrl,
    CMS_DATA_DIR: join(work, "cms"),
    ENQUIRIES_URL: site.url,
    ENQUIRIES_TOKEN: TOKEN,
  };
  await cms(["create-admin", "--email", "admin@example.com"], `${PASSWORD}\n`);
  editor = spawn(process.execPath, [join(root, "cms/scripts/cms.mjs")], {
    env: editorEnv as NodeJS.ProcessEnv,
    stdio: "ignore",
  });
  await until(async () => (await fetch(`${editorUrl}/admin/login`).catch(() => null))?.ok, 120_000);
  const admin = await tokenOf("admin@example.com");
  for (const [email, role] of [
    ["sales@example.com", "sales"],
    ["ravi.sales@example.com", "sales"],
    ["author@example.com", "author"],
    ["editor@example.com", "editor"],
  ])
    expect(
      (
        await api("/api/users", {
          method: "POST",
          token: admin,
          body: JSON.stringify({ email, password: PASSWORD, roles: [role] }),
        })
      ).status,
    ).toBe(201);
  // A visitor sends an enquiry through the site, as the contact page's script does, having come
  // from a LinkedIn campaign to an article.
  const sent = await fetch(`${site.url}/mailservice/mailer.php`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Meera Kulkarni",
      email: "meera@kulkarni-textiles.example",
      phone: "+91 98220 12345",
      message: "We want to move our ERP to Azure before March.",
      source: "ERP Solutions",
      captcha: await solveFrom(site.url),
      attribution: {
        utmSource: "linkedin",
        utmMedium: "social",
        utmCampaign: "spring-erp",
        landing: "/insights/erp-to-azure-in-stages",
        page: "/contactus",
        device: "desktop",
      },
    }),
  });
  expect(sent.status).toBe(200);
  const store2 = openSqliteStore(databaseUrl.slice(5), { readonly: true });
  sentId = (await store2.searchEnquiries({ campaign: "spring-erp" }, 1, 0)).enquiries[0]!.id;
  await store2.close();
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (editor && editor.exitCode === null) {
    const exited = new Promise((resolve) => editor.once("exit", resolve));
    editor.kill("SIGTERM");
    await exited;
  }
  await site?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** The site's store, read as the sales team's changes left it. */
async function inStore<T>(read: (store: EnquiryStore) => Promise<T>) {
  const store = openSqliteStore(databaseUrl.slice(5), { readonly: true });
  try {
    return await read(store);
  } finally {
    await store.close();
  }
}

describe("the sales team's inbox", () => {
  test("as sales: filter, open the enquiry just sent (with where it came from), mark it replied with a note, assign it, erase another, export the filtered list; each change is in the site's store and in the audit", async () => {
    const page = await signIn("sales@example.com");
    await page.click("#dashboard-title a");
    await page.waitForURL(/\/admin\/enquiries$/);
    await page.fill("input[name=campaign]", "spring-erp");
    await page.click("form[aria-label=Filters] button[type=submit]");
    await page.waitForURL(/campaign=spring-erp/);
    await expect
      .poll(() => page.locator(".enquiries__summary [role=status]").textContent())
      .toBe("1 enquiry");
    await page.click(`tbody a[href='/admin/enquiries/${sentId}'] >> text=Meera Kulkarni`);
    await page.waitForURL(new RegExp(`/admin/enquiries/${sentId}$`));
    const text = (await page.locator(".enquiries").innerText()).replace(/\s+/g, " ");
    for (const shown of [
      "We want to move our ERP to Azure before March.",
      "meera@kulkarni-textiles.example",
      "+91 98220 12345",
      "ERP Solutions",
      "linkedin / social / spring-erp",
      "Landed on /insights/erp-to-azure-in-stages",
      "Sent from /contactus",
    ])
      expect(text).toContain(shown);

    await page.selectOption("select[name=handling]", "replied");
    await page.fill("textarea[name=note]", "Called back; proposal on Monday.");
    await page.click("form:has(select[name=handling]) button[type=submit]");
    await expect
      .poll(() => page.locator(".enquiries__history").innerText())
      .toContain("Called back; proposal on Monday.");
    await page.selectOption("select[name=assignedTo]", "ravi.sales@example.com");
    await page.click("form:has(select[name=assignedTo]) button[type=submit]");
    await expect
      .poll(() => page.locator(".enquiries__history").innerText())
      .toContain("assigned to ravi.sales@example.com");
    const marked = await inStore(async (store) => ({
      enquiry: await store.findEnquiry(sentId),
      events: await store.enquiryEvents(sentId),
    }));
    expect(marked.enquiry).toMatchObject({
      handling: "replied",
      assignedTo: "ravi.sales@example.com",
    });
    expect(marked.events).toMatchObject([
      { actor: "sales@example.com", handling: "replied", note: "Called back; proposal on Monday." },
      { actor: "sales@example.com", assignedTo: "ravi.sales@example.com" },
    ]);

    // Another enquiry erased, after the confirmation: gone from the store with its history.
    await page.goto(`${editorUrl}/admin/enquiries/5`);
    await page.click("text=Erase this enquiry");
    await page.click("text=Erase it for good");
    await page.waitForURL(/\/admin\/enquiries$/);
    expect(await inStore((store) => store.findEnquiry(5))).toBeUndefined();

    // The filtered list, exported.
    await page.goto(`${editorUrl}/admin/enquiries?campaign=nov-cloud&status=replied`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.click("text=Export CSV"),
    ]);
    const csv = readFileSync((await download.path())!, "utf8")
      .trim()
      .split("\r\n");
    const expected = await inStore((store) =>
      store.searchEnquiries({ campaign: "nov-cloud", handling: "replied" }, 1000, 0),
    );
    expect(csv[0]).toMatch(/^id,created_at,/);
    expect(csv.slice(1).map((line) => Number(line.split(",")[0]))).toEqual(
      expected.enquiries.map((enquiry) => enquiry.id),
    );
    expect(expected.total).toBeGreaterThan(5);
    await page.close();

    // The audit: every look and change, by whom, naming enquiries by number; admins only.
    const admin = await tokenOf("admin@example.com");
    const { body } = await api(
      "/api/enquiry-audit?where[staff][equals]=sales@example.com&sort=createdAt&limit=100",
      { token: admin },
    );
    const records = (body.docs as { action: string; enquiries: string; detail: string }[]).map(
      ({ action, enquiries, detail }) => ({ action, enquiries, detail }),
    );
    expect(records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: "listed", enquiries: String(sentId) }),
        { action: "viewed", enquiries: String(sentId), detail: "" },
        { action: "changed", enquiries: String(sentId), detail: "marked replied, noted" },
        {
          action: "changed",
          enquiries: String(sentId),
          detail: "assigned to ravi.sales@example.com",
        },
        { action: "erased", enquiries: "5", detail: "" },
        {
          action: "exported",
          enquiries: "",
          detail: `${expected.total} as CSV: status=replied campaign=nov-cloud`,
        },
      ]),
    );
    for (const email of ["sales@example.com", "author@example.com"])
      expect((await api("/api/enquiry-audit", { token: await tokenOf(email) })).status).toBe(403);
  });

  test("an author and an editor are refused every enquiry route, in JSON, and change nothing; signed out, 401; the site's interface wants its token", async () => {
    const routes: [string, string, string?][] = [
      ["GET", "/api/enquiries"],
      ["GET", "/api/enquiries/export?format=csv"],
      ["GET", "/api/enquiries/dashboard"],
      ["GET", `/api/enquiries/${sentId}`],
      ["PATCH", `/api/enquiries/${sentId}`, JSON.stringify({ handling: "spam" })],
      ["PATCH", `/api/enquiries/${sentId}`, "not json"],
      ["DELETE", `/api/enquiries/${sentId}`],
    ];
    const before = await inStore((store) => store.findEnquiry(sentId));
    for (const email of ["author@example.com", "editor@example.com", null]) {
      const token = email ? await tokenOf(email) : undefined;
      for (const [method, path, body] of routes) {
        const answer = await api(path, { method, token, body });
        expect([method, path, email, answer.status]).toEqual([
          method,
          path,
          email,
          email ? 403 : 401,
        ]);
        expect(answer.body).toMatchObject({ success: false });
      }
    }
    expect(await inStore((store) => store.findEnquiry(sentId))).toEqual(before);
    // Without the token, or with another, the site answers 401; a wrong id 404; a bad change 400.
    expect((await fetch(`${site.url}/internal/enquiries`)).status).toBe(401);
    const authorised = { authorization: `Bearer ${TOKEN}` };
    expect(
      (await fetch(`${site.url}/internal/enquiries`, { headers: { authorization: "Bearer x" } }))
        .status,
    ).toBe(401);
    expect(
      (await fetch(`${site.url}/internal/enquiries/99999`, { headers: authorised })).status,
    ).toBe(404);
    const bad = await fetch(`${site.url}/internal/enquiries/${sentId}`, {
      method: "PATCH",
      headers: {
        ...authorised,
        "content-type": "application/json",
        "x-staff": "sales@example.com",
      },
      body: JSON.stringify({ handling: "archived" }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      success: false,
      reason: expect.stringContaining("handling"),
    });
  });

  test("the start page's figures are `enquiries report`'s: twelve weeks by source, the top campaigns, landing pages and services of 30 days, open and held", async () => {
    const sales = await tokenOf("sales@example.com");
    const { body: dashboard } = await api("/api/enquiries/dashboard", { token: sales });
    const report = async (...args: string[]) => {
      const { stdout, code } = await runEnquiries(
        databaseUrl,
        "report",
        "--format",
        "json",
        ...args,
      );
      expect(code).toBe(0);
      return (JSON.parse(stdout) as Record<string, string | number>[]).map((row) => ({
        group: String(row[args[1]!]),
        enquiries: Number(row.enquiries),
      }));
    };
    const weeks = dashboard.weeks as {
      week: string;
      total: number;
      bySource: Record<string, number>;
    }[];
    expect(weeks).toHaveLength(12);
    const since = weeks[0]!.week;
    const byWeek = await report("--by", "week", "--since", since);
    expect(weeks.map((week) => [week.week, week.total])).toEqual(
      byWeek.map((row) => [row.group, row.enquiries]),
    );
    const bySource = await report("--by", "source", "--since", since);
    const sources = dashboard.sources as string[];
    for (const { group, enquiries } of bySource.slice(0, 5)) {
      expect(sources).toContain(group);
      expect(weeks.reduce((sum, week) => sum + (week.bySource[group] ?? 0), 0)).toBe(enquiries);
    }
    const month = dashboard.lastThirtyDays as Record<
      string,
      { group: string; enquiries: number }[]
    >;
    for (const [key, by] of [
      ["campaigns", "campaign"],
      ["landings", "landing"],
      ["services", "service"],
    ] as const) {
      const rows = (await report("--by", by, "--since", "30d")).slice(0, 5);
      expect(month[key]!.map((row) => [row.group, row.enquiries])).toEqual(
        rows.map((row) => [row.group, row.enquiries]),
      );
    }
    const all = await inStore((store) => store.listEnquiries());
    expect(dashboard.open).toBe(
      all.filter((record) => record.handling === "open" && record.heldAt === null).length,
    );
    expect(dashboard.held).toBe(all.filter((record) => record.heldAt !== null).length);
    expect(dashboard.held).toBeGreaterThan(5);

    // On the start page, in Arabic too, with a table beside the chart.
    const page = await signIn("sales@example.com");
    const figures = page.locator(".enquiries__dashboard");
    await expect.poll(() => figures.locator("table").count()).toBe(4);
    expect(await figures.locator(".enquiries__number strong").first().innerText()).toBe(
      String(dashboard.open),
    );
    await page.context().addCookies([{ name: "payload-lng", value: "ar", url: editorUrl }]);
    await page.reload();
    await expect
      .poll(() => page.locator("#dashboard-title").innerText())
      .toBe("الاستفسارات في لمحة");
    await page.close();
    // An author's start page has none of it.
    const author = await signIn("author@example.com");
    expect(await author.locator(".enquiries__dashboard").count()).toBe(0);
    expect(await author.locator("a[href='/admin/enquiries']").count()).toBe(0);
    await author.close();
  });

  test("the daily digest mails the sales team yesterday's enquiries, those still open after two working days and every held one, each with its link, and is recorded", async () => {
    const sink = await startSmtpSink();
    try {
      const out = await cms(["digest"], "", {
        SMTP_URL: sink.url,
        MAIL_FROM: "editor@example.com",
      });
      expect(out).toContain("digest: mailed to");
      const [mail] = await sink.waitFor(1);
      expect(mail!.envelope.to.toSorted()).toEqual(["ravi.sales@example.com", "sales@example.com"]);
      const held = await inStore(async (store) => store.listEnquiries({ held: true }));
      const counts = /Enquiries: (\d+) yesterday, (\d+) still open, (\d+) held/.exec(
        mail!.headers.subject ?? "",
      );
      expect(counts?.slice(1).map(Number)).toEqual([
        Number(/Received yesterday \((\d+)\)/.exec(mail!.text)?.[1]),
        Number(/Still open after two working days \((\d+)\)/.exec(mail!.text)?.[1]),
        held.length,
      ]);
      const lines = mail!.text.split(/\r?\n/).map((line) => line.trim());
      for (const { id } of held) expect(lines).toContain(`${editorUrl}/admin/enquiries/${id}`);
      const admin = await tokenOf("admin@example.com");
      const { body } = await api("/api/enquiry-audit?where[staff][equals]=daily digest", {
        token: admin,
      });
      expect(body.docs).toMatchObject([{ action: "listed" }]);
    } finally {
      await sink.stop();
    }
  });
});

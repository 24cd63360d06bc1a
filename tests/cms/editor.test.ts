// The editor as staff and its operator use it: its commands, its server over HTTP, and a publish
// into a site repository of its own (a throwaway copy of this one's content), all on loopback.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { launchBrowser } from "../e2e/support/browser";
import { freePort } from "../e2e/support/server";

const root = join(import.meta.dirname, "../..");
const work = mkdtempSync(join(tmpdir(), "cms-test-"));
const site = join(work, "site");
const PASSWORD = "correct horse battery staple";
let env: NodeJS.ProcessEnv;
let url = "";
let server: ReturnType<typeof spawn> | null = null;
let output = "";

/** `npm run cms -- …`, with standard input, as an operator runs it. */
function cms(args: string[], input = "", extra: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [join(root, "cms/scripts/cms.mjs"), ...args], {
    env: { ...env, ...extra },
    input,
    encoding: "utf8",
    timeout: 600_000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `JWT ${init.token}`);
  if (init.body && typeof init.body === "string") headers.set("content-type", "application/json");
  const response = await fetch(`${url}${path}`, { ...init, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function login(email: string, password = PASSWORD) {
  return api("/api/users/login", { method: "POST", body: JSON.stringify({ email, password }) });
}
async function token(email: string) {
  const { body } = await login(email);
  return String(body.token);
}

beforeAll(async () => {
  // The site the editor publishes into: this repository's content and public files, in a git
  // repository of their own; its deploy step only records that it ran.
  for (const dir of ["content", "public"])
    cpSync(join(root, dir), join(site, dir), { recursive: true });
  const git = (...args: string[]) => spawnSync("git", ["-C", site, ...args], { encoding: "utf8" });
  git("init", "--quiet");
  git("add", "--all");
  git("-c", "user.name=Test", "-c", "user.email=test@localhost", "commit", "--quiet", "-m", "Site");
  const port = await freePort();
  env = {
    ...process.env,
    CMS_PORT: String(port),
    CMS_DATABASE_URL: `file:${join(work, "cms.db")}`,
    CMS_SECRET: "a-test-secret-of-at-least-thirty-two-characters",
    SITE_DIR: site,
    PUBLISH_COMMAND: "echo built >> deploy.log",
    CMS_PUBLISH_DELAY: "1",
  };
  url = `http://localhost:${port}`;
}, 60_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
});

describe("the editor's commands", () => {
  test("a bad setting stops it with one line naming the variable", () => {
    const { status, out } = cms(["create-admin", "--email", "a@example.com"], PASSWORD, {
      CMS_PORT: "eighty",
    });
    expect(status).toBe(1);
    expect(out.trim().split("\n").at(-1)).toBe(
      "Invalid configuration: CMS_PORT must be a port number",
    );
  });

  test("create-admin takes the password from standard input, and refuses a short one or a second account", () => {
    expect(cms(["create-admin", "--email", "admin@example.com"], "short\n").out).toContain(
      "the password (read from standard input) must be at least 12 characters",
    );
    const made = cms(["create-admin", "--email", "admin@example.com"], `${PASSWORD}\n`);
    expect(made.out).toContain("admin@example.com can now sign in as an admin");
    expect(made.status).toBe(0);
    const again = cms(["create-admin", "--email", "admin@example.com"], `${PASSWORD}\n`);
    expect(again.status).toBe(1);
    expect(again.out).toContain("a user with the e-mail admin@example.com already exists");
  });

  test("import loads the six articles; an export right after changes no file", () => {
    const imported = cms(["import"]);
    expect(imported.out).toContain("import: 6 of 6 articles imported");
    const exported = cms(["export"]);
    expect(exported.out).toContain("export: 0 files changed");
    const status = spawnSync("git", ["-C", site, "status", "--porcelain"], { encoding: "utf8" });
    expect(status.stdout).toBe("");
  });
});

describe("the editor's server", () => {
  beforeAll(async () => {
    server = spawn(process.execPath, [join(root, "cms/scripts/cms.mjs")], { env });
    server.stdout!.on("data", (chunk) => (output += chunk));
    server.stderr!.on("data", (chunk) => (output += chunk));
    const deadline = Date.now() + 540_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${url}/admin/login`)).ok) return;
      } catch {
        // not listening yet (it may be building)
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the editor did not start:\n${output}`);
  }, 600_000);

  test("its pages carry a nonce CSP, on every script, and are kept out of caches and search engines", async () => {
    const response = await fetch(`${url}/admin/login`);
    const policy = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).not.toContain("unsafe-inline' 'self' 'nonce");
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'(;|$)/);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  test("an admin makes an editor and an author; an author cannot publish, nor make users", async () => {
    const admin = await token("admin@example.com");
    for (const [email, role] of [
      ["editor@example.com", "editor"],
      ["author@example.com", "author"],
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
    const author = await token("author@example.com");
    const draft = await api("/api/insights?locale=en&draft=true", {
      method: "POST",
      token: author,
      body: JSON.stringify({
        slug: "author-draft",
        title: "An author's draft article",
        _status: "draft",
      }),
    });
    expect(draft.status).toBe(201);
    const id = (draft.body.doc as { id: number }).id;
    const publish = await api(`/api/insights/${id}?locale=en`, {
      method: "PATCH",
      token: author,
      body: JSON.stringify({ _status: "published" }),
    });
    expect(publish.status).toBe(403);
    expect(JSON.stringify(publish.body)).toContain("Only an editor or an admin publishes");
    const user = await api("/api/users", {
      method: "POST",
      token: author,
      body: JSON.stringify({ email: "x@example.com", password: PASSWORD, roles: ["admin"] }),
    });
    expect(user.status).toBe(403);
  });

  test("publishing with the Arabic missing is refused, naming the fields; completed, it is committed and deployed", async () => {
    const editor = await token("editor@example.com");
    const media = await api("/api/media?locale=en", { method: "GET", token: editor });
    const cover = (media.body.docs as { id: number }[])[0]!.id;
    const en = {
      slug: "a-new-article",
      title: "A new article, written in the editor",
      description:
        "An article written and published from the editor in both languages, committed to the site's repository and built, as staff would publish it.",
      published: "2026-11-25",
      author: "cloud-practice",
      tags: ["cloud"],
      cover,
      services: ["CloudServices"],
      body: "## First\n\nWritten in the editor.",
    };
    const refused = await api("/api/insights?locale=en", {
      method: "POST",
      token: editor,
      body: JSON.stringify({ ...en, _status: "published" }),
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      "Not published: both languages are needed; missing in Arabic: title, description, body",
    );
    const draft = await api("/api/insights?locale=en&draft=true", {
      method: "POST",
      token: editor,
      body: JSON.stringify({ ...en, _status: "draft" }),
    });
    const id = (draft.body.doc as { id: number }).id;
    const published = await api(`/api/insights/${id}?locale=ar`, {
      method: "PATCH",
      token: editor,
      body: JSON.stringify({
        title: "مقال جديد كُتب في المحرر",
        description:
          "مقال كُتب ونُشر من المحرر باللغتين، ثم حُفظ في مستودع الموقع وبُني كما ينشره فريق الشركة تمامًا، دون أن يلمسه مطوّر، مع صورة الغلاف ووصفها ورابطه في الخلاصة.",
        body: "## أولًا\n\nكُتب في المحرر.",
        _status: "published",
      }),
    });
    expect(published.status).toBe(200);
    // The publish: one record going live, one commit by the editor naming the article, one deploy.
    let state = "";
    for (let tries = 0; tries < 100 && state !== "live" && state !== "failed"; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const { body } = await api("/api/publishes?sort=-createdAt&limit=1", { token: editor });
      state = String((body.docs as { state: string }[])[0]?.state ?? "");
    }
    expect(state).toBe("live");
    const log = spawnSync("git", ["-C", site, "log", "-1", "--format=%ae|%s", "--name-only"], {
      encoding: "utf8",
    }).stdout;
    expect(log).toContain("editor@example.com|Publish: article a-new-article");
    expect(log).toContain("content/insights/a-new-article/en.mdoc");
    expect(log).toContain("content/insights/a-new-article/ar.mdoc");
    expect(readFileSync(join(site, "content/insights/a-new-article/ar.mdoc"), "utf8")).toContain(
      'title: "مقال جديد كُتب في المحرر"',
    );
    expect(readFileSync(join(site, "deploy.log"), "utf8")).toBe("built\n");
  });

  test("in a browser: staff sign in, and an article's Arabic fields are written right to left", async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto(`${url}/admin/login`);
      await page.fill("#field-email", "editor@example.com");
      await page.fill("#field-password", PASSWORD);
      await page.click("button[type=submit]");
      await page.waitForURL(/\/admin$/);
      await page.goto(`${url}/admin/collections/insights/create?locale=ar`);
      await page.waitForSelector("#field-title");
      const directions = await page.evaluate(() =>
        ["title", "description", "body", "slug"].map(
          (field) => getComputedStyle(document.querySelector(`#field-${field}`)!).direction,
        ),
      );
      // The slug is the address, in Latin letters whatever the language.
      expect(directions).toEqual(["rtl", "rtl", "rtl", "ltr"]);
    } finally {
      await browser.close();
    }
  });

  test("five wrong passwords lock the account: the right one is then refused too", async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login("author@example.com", "not the password at all")).status).toBe(401);
    const locked = await login("author@example.com");
    expect(locked.status).toBe(401);
    expect(JSON.stringify(locked.body)).toMatch(/locked/i);
  });
});

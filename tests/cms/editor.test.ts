// The editor as staff and its operator use it: its commands, its server over HTTP, and publishes
// into a site of its own, all on loopback. The site runs on two machines, each a directory laid out
// as the deployment guide's (a release of this repository's files, `current` linking to it), with
// two instances on one PostgreSQL database behind the guide's nginx: the editor's machine, and a
// second reached only over SSH (DEPLOY_MACHINES). Through the file the site lives its life as the
// guide runs it (deployed, published to, released anew, rolled back, restored from backups) while
// visitors use both machines' edges, and not one of their requests may fail.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  appendFileSync,
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import type { Browser, Locator, Page, Route } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { articleWords } from "../../lib/article-words";
import { bodyMarkdoc } from "../../lib/article-files";
import { COVER_WIDTHS, SVG_POLICY } from "../../lib/cover-images";
import type { EditorStateJSON } from "../../lib/markdoc-lexical";
import { previewToken } from "../../lib/preview-token";
import { launchBrowser } from "../e2e/support/browser";
import { pathOf } from "../e2e/support/routes";
import { postEnquiry, runEnquiries, until } from "../e2e/support/enquiries";
import { startNginx, type Balancer } from "../e2e/support/nginx";
import { processes, processTree } from "../e2e/support/processes";
import { freePort } from "../e2e/support/server";
import { startSmtpSink, type SmtpSink } from "../e2e/support/smtp";
import { pageFacts, type PageFacts } from "../support/page-facts";
import { runBlock } from "../support/guide";
import { startSshd } from "../support/sshd";
import { startPostgres, type PostgresServer } from "../unit/server/support";

const root = join(import.meta.dirname, "../..");
const work = mkdtempSync(join(tmpdir(), "cms-test-"));
/**
 * The two machines, each a directory as the guide's /srv/deccan-site: the releases under
 * `releases/`, `current` linking to the one in service. Inside the repository, so that a release
 * finds this one's node_modules as an installed one finds its own, and both as deep, so that a
 * build's links hold on either. The workers of each machine's nginx read its files.
 */
mkdirSync(join(root, ".test-sites"), { recursive: true });
const hosts = ["machine-a-", "machine-b-"].map((prefix) => {
  const host = mkdtempSync(join(root, ".test-sites", prefix));
  chmodSync(host, 0o755);
  return host;
});
/** The release the editor publishes into (SITE_DIR), as the guide names it: `current`. */
const site = join(hosts[0]!, "current");
/** The second machine's, as DEPLOY_MACHINES names it. */
const machine = join(hosts[1]!, "current");
/**
 * The content repository the editor's server publishes into (CONTENT_DIR), outside the site's
 * directory, as on a server; it makes it at its first publish. (The commands run without one.)
 */
const contentRepo = join(work, "content");
const PASSWORD = "correct horse battery staple";
/** Shared by the editor and the site's preview instance. */
const PREVIEW_SECRET = "a-preview-secret-of-at-least-thirty-two-characters";
let previewUrl = "";
/** The environment of both the editor and the site, as an operator gives them the same one. */
const base = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== "NODE_ENV"),
);
let env: Record<string, string | undefined>;
let url = "";
let siteUrl = "";
/** The site as the second machine serves it. */
let machineUrl = "";
let server: ChildProcess | null = null;
/** The second machine's SSH server: stopped, the machine is unreachable. */
let sshd: Awaited<ReturnType<typeof startSshd>>;
/** The site's PostgreSQL server, with the fleet's database (`siteDatabase`). */
let postgres: PostgresServer;
let siteDatabase = "";
/** A site instance: `npm start` on `port`, started from a machine's `current`, as its unit does. */
type Instance = { host: string; port: number; child: ChildProcess; log: () => string };
/** Two instances per machine: the first of each is `siteUrl` and `machineUrl`. */
const instances: Instance[] = [];
/** What the editor's machine's first instance printed since it started. */
const siteLog = () => instances[0]!.log();
/** Each machine's edge: the guide's nginx in front of its two instances. */
let edges: Balancer[] = [];
/** The visitors at both edges, from the first build to the last test: stopped, what they met. */
let stopEdgeVisitors: () => Promise<{ passed: number[]; failures: string[] }>;
/** What each page of the site's first build (the checked-in files) shows, by path. */
const firstBuild = new Map<string, PageFacts>();

/** The pages the site's current build prerendered, as paths, and the HTML file of each. */
function builtPages() {
  const manifest = JSON.parse(
    readFileSync(join(site, ".builds/current/prerender-manifest.json"), "utf8"),
  ) as { routes: Record<string, { dataRoute: string | null }> };
  return Object.entries(manifest.routes)
    .filter(([route, entry]) => entry.dataRoute !== null && route !== "/_global-error")
    .map(([route]) => ({
      path: pathOf(route),
      file: join(site, ".builds/current/server/app", `${route === "/" ? "/index" : route}.html`),
    }));
}

/** The article staff write in the tests, in English and Arabic. */
const NEW_ARTICLE = {
  slug: "a-new-article",
  title: "A new article, written in the editor",
  description:
    "An article written and published from the editor in both languages, committed to the site's repository and built, as staff would publish it.",
  published: "2026-11-25",
  author: "cloud-practice",
  tags: ["cloud"],
  services: ["CloudServices"],
  body: "## First\n\nWritten in the editor.",
};
const NEW_ARTICLE_AR = {
  title: "مقال جديد كُتب في المحرر",
  description:
    "مقال كُتب ونُشر من المحرر باللغتين، ثم حُفظ في مستودع الموقع وبُني كما ينشره فريق الشركة تمامًا، دون أن يلمسه مطوّر، مع صورة الغلاف ووصفها ورابطه في الخلاصة.",
  body: "## أولًا\n\nكُتب في المحرر.",
};

/** The new article's cover described, as staff write it in each language. */
const ALT = {
  en: "Three engineers at a whiteboard planning a staged move to the cloud",
  ar: "ثلاثة مهندسين أمام لوح أبيض يخططون للانتقال إلى السحابة على مراحل",
};

/** A drawing as staff upload one: a plain shape. */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><rect width="160" height="100" fill="#345"/></svg>';

/**
 * A photo as a phone takes it: a JPEG of `width` × `height`, with grain, shapes and EXIF (the
 * camera and its owner), which nothing published may carry.
 */
async function photo(width: number, height: number) {
  const shapes = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#dfe8ef"/>
    <rect x="${width * 0.1}" y="${height * 0.15}" width="${width * 0.5}" height="${height * 0.55}" fill="#fff" stroke="#345" stroke-width="12"/>
    <circle cx="${width * 0.75}" cy="${height * 0.45}" r="${height * 0.2}" fill="#c56a2d"/>
  </svg>`;
  return sharp(Buffer.from(shapes))
    .composite([
      {
        input: {
          create: {
            width,
            height,
            channels: 4,
            background: { r: 0, g: 0, b: 0, alpha: 0.15 },
            noise: { type: "gaussian", mean: 128, sigma: 40 },
          },
        },
        blend: "overlay",
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "Phone", Copyright: "A member of staff" } })
    .toBuffer();
}

/** `npm run cms -- …`, with standard input, as an operator runs it. */
function cms(args: string[], input = "", extra: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [join(root, "cms/scripts/cms.mjs"), ...args], {
    env: { ...env, ...extra } as NodeJS.ProcessEnv,
    input,
    encoding: "utf8",
    timeout: 600_000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

/** The editor's API (or another editor's, at `origin`), as `token`'s account. */
async function api(path: string, init: RequestInit & { token?: string; origin?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `JWT ${init.token}`);
  if (init.body && typeof init.body === "string") headers.set("content-type", "application/json");
  const response = await fetch(`${init.origin ?? url}${path}`, { ...init, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function login(email: string, password = PASSWORD) {
  return api("/api/users/login", { method: "POST", body: JSON.stringify({ email, password }) });
}
async function token(email: string) {
  const { body } = await login(email);
  return String(body.token);
}

/** A page of the admin, signed in as `email`, on its start page. */
async function signIn(browser: Browser, email: string) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${url}/admin/login`);
  await page.fill("#field-email", email);
  await page.fill("#field-password", PASSWORD);
  await page.click("button[type=submit]");
  await page.waitForURL(/\/admin$/);
  return page;
}

/** A request's route that the page itself has meanwhile cancelled; any other error is thrown. */
const gaveUp = (error: Error) => {
  if (!/already handled/.test(error.message)) throw error;
};

/** The admin's pages of a document, to which its form posts as staff type. */
const ADMIN_PAGES = /\/admin\/collections\//;

/** An article's body, the visual editor's editable area (a callout's own editor comes after it). */
const BODY = ".document-fields__fields > .rich-text-lexical .ContentEditable__root";

/** How an article's title, description, body and slug are laid out: "ltr" or "rtl". */
const directionsOf = async (page: Page) => {
  await page.locator(BODY).first().waitFor();
  return page.evaluate(
    (body) =>
      ["#field-title", "#field-description", body, "#field-slug"].map(
        (field) => getComputedStyle(document.querySelector(field)!).direction,
      ),
    BODY,
  );
};

/** Presses `button` once a second until `shown` is visible: a press before the admin's script does nothing. */
async function pressUntilShown(button: Locator, shown: Locator) {
  await expect
    .poll(
      async () => {
        if (!(await shown.isVisible())) await button.click();
        return shown.isVisible();
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(true);
}

/** Clicks a visual editor until it has the caret: before its script, a click places nothing. */
async function focus(editor: Locator) {
  await editor.waitFor();
  await expect
    .poll(
      async () => {
        await editor.click();
        return editor.evaluate((element) => element.contains(document.activeElement));
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** What a body holds, written through the visual editor: every kind of part an article has. */
type Written = {
  heading: string;
  /** Before, in bold, and after. */
  paragraph: [string, string, string];
  code: { language: string; code: string };
  callout: { kind: "Note" | "Tip" | "Warning"; title: string; content: string };
  caption: string;
  table: [string, string][];
};

/**
 * Writes an article's (empty) body in the language `page` shows, as staff do: the `/` menu for a
 * heading, the blocks and the table, Ctrl+B for bold, the photo chosen from Media by its file's
 * name. Nothing is typed as Markdown.
 */
async function writeBody(page: Page, photo: string, written: Written) {
  await focus(page.locator(`${BODY}[contenteditable=true]`).first());
  const command = async (item: string) => {
    await page.keyboard.type("/");
    await page.locator(`.slash-menu-popup__item-${item}`).click();
  };
  /** The last block, just added: its fields. */
  const block = () => page.locator(`${BODY} [data-lexical-decorator]`).last();
  /** Into the empty paragraph after the last block. */
  const after = () => page.locator(`${BODY} > p`).last().click();
  await command("heading-2");
  await page.keyboard.type(written.heading);
  await page.keyboard.press("Enter");
  const [before, bold, rest] = written.paragraph;
  await page.keyboard.type(before);
  await page.keyboard.press("Control+b");
  await page.keyboard.type(bold);
  await page.keyboard.press("Control+b");
  await page.keyboard.type(rest);
  await page.keyboard.press("Enter");
  await command("block-code");
  await block().locator("#field-language").fill(written.code.language);
  await block().locator("#field-code").fill(written.code.code);
  await after();
  await command("block-callout");
  const callout = block();
  await callout.locator(".react-select").click();
  await page.locator(".rs__option", { hasText: written.callout.kind }).click();
  // The server's answer to the title is held until the text is typed, as on a busy server: an
  // answer landing after the next change must not bring the older values back. It did: the text
  // was shown and never saved (cms/components/block-values.tsx).
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  // A held request the admin gave up on meanwhile (it sends a newer one) is no longer there to send.
  const held = (route: Route) =>
    route.request().method() === "POST"
      ? answered.then(() => route.continue()).catch(gaveUp)
      : route.continue();
  await page.route(ADMIN_PAGES, held);
  await callout.locator("#field-title").fill(written.callout.title);
  const content = callout.locator(".ContentEditable__root");
  await focus(content);
  await page.keyboard.type(written.callout.content);
  await expect.poll(() => content.innerText()).toBe(written.callout.content);
  // Time for the admin to take the typed text into the block's form (when the browser is idle).
  await page.waitForTimeout(100);
  answer();
  await page.unroute(ADMIN_PAGES, held);
  await after();
  await command("block-figure");
  const figure = block();
  await figure.getByRole("button", { name: "Choose from existing" }).click();
  const media = page.locator(".drawer__content", { has: page.locator("table") }).last();
  await media.getByText(photo, { exact: true }).click();
  await media.waitFor({ state: "hidden" });
  await figure.locator("#field-caption").fill(written.caption);
  await after();
  await command("table");
  const size = page.locator(".drawer__content", { has: page.locator("#field-rows") });
  await size.locator("#field-rows").fill(String(written.table.length));
  await size.locator("#field-columns").fill("2");
  await size.getByRole("button", { name: "Save changes" }).click();
  await size.waitFor({ state: "hidden" });
  const cells = page.locator(`${BODY} table`).last().locator("th, td");
  for (const [index, text] of written.table.flat().entries()) {
    await cells.nth(index).click();
    await page.keyboard.type(text);
  }
}

/** Starts `node …args` and resolves once `probe` answers 200; rejects with its output otherwise. */
async function startServer(
  args: string[],
  cwd: string,
  serverEnv: Record<string, string | undefined>,
  probe: string,
) {
  const child = spawn(process.execPath, args, { cwd, env: serverEnv as NodeJS.ProcessEnv });
  let log = "";
  child.stdout!.on("data", (chunk) => (log += chunk));
  child.stderr!.on("data", (chunk) => (log += chunk));
  const deadline = Date.now() + 540_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(probe)).ok) return { child, log: () => log };
    } catch {
      // not listening yet (it may be building)
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill("SIGTERM");
  throw new Error(`${args.join(" ")} did not start:\n${log}`);
}

/** Starts the editor's server (`npm run cms -- start`) with the test's settings and `more`. */
async function startEditor(more: Record<string, string> = {}) {
  const started = await startServer(
    [join(root, "cms/scripts/cms.mjs")],
    root,
    { ...env, ...more },
    `${url}/admin/login`,
  );
  server = started.child;
}

/** Stops the editor: SIGTERM as a service manager does, or SIGKILL to it and all it started. */
async function stopEditor(signal: "SIGTERM" | "SIGKILL") {
  if (signal === "SIGTERM") return stop(server);
  for (const pid of processTree(server!.pid!)) process.kill(pid, "SIGKILL");
  await until(() => server!.exitCode !== null || server!.signalCode !== null);
}

async function stop(child: ChildProcess | null) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** The latest publish once it is live, partly live (on this machine only) or failed. */
async function publishOutcome(editor: string, after: string) {
  const deadline = Date.now() + 540_000;
  while (Date.now() < deadline) {
    const { body } = await api("/api/publishes?sort=-createdAt&limit=1", { token: editor });
    const [latest] = body.docs as {
      id: number;
      state: string;
      entries: string;
      createdAt: string;
      finishedAt?: string;
      log?: string;
      commit?: string;
    }[];
    if (
      latest &&
      latest.createdAt > after &&
      ["live", "partly-live", "failed"].includes(latest.state)
    )
      return latest;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("no publish finished within 9 minutes");
}

/**
 * Visitors' requests against the site on each of `origins` (in turn among four visitors), each
 * visitor's a tenth of a second after their last answer, until stopped: what failed, and how many
 * passed. (Back to back, they took a core from the build they watch: the publish to live took
 * 164 s instead of 90.)
 */
function requestLoop(paths: string[], origins = [siteUrl]) {
  let running = true;
  const failures: string[] = [];
  let passed = 0;
  const client = async (offset: number) => {
    const origin = origins[offset % origins.length]!;
    for (let n = offset; running; n++) {
      const path = `${origin}${paths[n % paths.length]!}`;
      try {
        const response = await fetch(path);
        await response.arrayBuffer();
        if (response.status === 200) passed++;
        else failures.push(`${response.status} ${path}`);
      } catch (error) {
        failures.push(`${path}: ${String((error as { cause?: unknown }).cause ?? error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const clients = Promise.all([0, 1, 2, 3].map(client));
  return async () => {
    running = false;
    await clients;
    return { passed, failures };
  };
}

/**
 * Gives the copy this checkout's current build, by hard links (its files are never written again),
 * with the links to the server's packages re-pointed from the copy. The copy has the same sources,
 * so `npm start` serves it as it would its own first build; with none, or a stale one, it builds.
 */
function shareBuild() {
  const current = join(root, ".builds", "current");
  if (!existsSync(current)) return;
  const id = readlinkSync(current);
  // (The links are made from where the release is, not from `current`, one directory less deep.)
  const [from, to] = [join(root, ".builds", id), join(realpathSync(site), ".builds", id)];
  mkdirSync(dirname(to), { recursive: true });
  spawnSync("cp", ["-al", from, to]);
  const modules = join(to, "node_modules");
  for (const name of existsSync(modules) ? readdirSync(modules) : []) {
    const link = join(modules, name);
    const target = resolve(join(from, "node_modules"), readlinkSync(link));
    unlinkSync(link);
    symlinkSync(relative(modules, target), link);
  }
  symlinkSync(id, join(site, ".builds", "current"));
}

/** This repository's files as a checkout has them: what a release unpacks. */
const releaseFiles = () =>
  spawnSync("git", ["-C", root, "ls-files", "-z", "-co", "--exclude-standard"], {
    encoding: "utf8",
  })
    .stdout.split("\0")
    .filter((file) => file && existsSync(join(root, file)));

/** Unpacks a release of this repository's files as `releases/<version>` of each machine. */
function unpack(version: string) {
  const files = releaseFiles();
  for (const host of hosts)
    for (const file of files) {
      const copy = join(host, "releases", version, file);
      mkdirSync(dirname(copy), { recursive: true });
      cpSync(join(root, file), copy);
    }
}

/** The settings of every instance: the fleet's database, behind an edge on this machine. */
const instanceSettings = (port: number) => ({
  ...base,
  PORT: String(port),
  DATABASE_URL: siteDatabase,
  TRUST_PROXY: "127.0.0.1",
  // The visitors' enquiries solve the captcha here, not in a browser: a twentieth of its work.
  CAPTCHA_DIFFICULTY: "5",
});

/** Starts an instance from `host`'s `current`, as its unit does, once it is ready. */
async function startInstance(host: string, port: number): Promise<Instance> {
  const url = `http://127.0.0.1:${port}`;
  const started = await startServer(
    ["scripts/start.mjs"],
    join(host, "current"),
    instanceSettings(port),
    `${url}/readyz`,
  );
  return { host, port, ...started };
}

/**
 * The guide's restart of an instance (`systemctl restart`): it drains and exits, then starts from
 * the machine's `current`; the next one is restarted once this one's /readyz answers.
 */
async function restartInstance(instance: Instance) {
  await stop(instance.child);
  Object.assign(instance, await startInstance(instance.host, instance.port));
}

/** The stylesheet a page names, or undefined. */
const stylesheetOf = (html: string) => /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];

/** The pages visitors ask each edge for: none of them ever leaves the site. */
const VISITED = ["/", "/ar", "/contactus", "/ar/contactus", "/insights", "/services/CloudServices"];

/**
 * A visitor at each edge, a tenth of a second after their last answer, until stopped: a
 * page as the edge keeps it, the same with a query of its own (the edge's cache has never seen it,
 * so an instance answers), the stylesheet that page names, and a captcha challenge (never
 * cached). Stopped, it resolves with how many answered 200 at each edge, and what failed.
 */
function visitEdges() {
  let running = true;
  const passed = edges.map(() => 0);
  const failures: string[] = [];
  const visitor = async (edge: number) => {
    let stylesheet = "/contactus";
    for (let n = 0; running; n++) {
      const page = VISITED[Math.floor(n / 4) % VISITED.length]!;
      const path = [page, `${page}?visit=${n}`, stylesheet, "/mailservice/challenge"][n % 4]!;
      try {
        const response = await edges[edge]!.fetch(`${edges[edge]!.url}${path}`);
        const body = await response.text();
        if (response.status === 200) passed[edge]!++;
        else failures.push(`${new Date().toISOString()} ${response.status} ${edge}:${path}`);
        stylesheet = stylesheetOf(body) ?? stylesheet;
      } catch (error) {
        failures.push(
          `${new Date().toISOString()} ${edge}:${path}: ${String((error as { cause?: unknown }).cause ?? error)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const visitors = Promise.all(edges.map((_, edge) => visitor(edge)));
  return async () => {
    running = false;
    await visitors;
    return { passed, failures };
  };
}

/** A page as a machine's edge serves it to a visitor its cache has not seen (its instances'). */
async function throughEdge(edge: Balancer, path: string) {
  const response = await edge.fetch(`${edge.url}${path}?check=${Date.now()}`, {
    redirect: "manual",
  });
  const location = response.headers.get("location");
  return {
    status: response.status,
    location: location && new URL(location, edge.url).pathname,
    html: await response.text(),
  };
}

/**
 * What staff published so far that the site must keep through every later step (a release, a
 * rollback and forward, a restore), by page: the status it answers, and what it shows or where it
 * leads.
 */
const publishedPages = new Map<string, { status: number; shows?: string; location?: string }>();
/** The rule release 2 adds to the stylesheet: its new code, as a visitor's browser receives it. */
const RELEASE_2_RULE = "\n:root {\n  --release: 2;\n}\n";
/** Release 2's own build, made when it was rolled out. */
let releaseBuild = "";
/** Who sends an enquiry before release 2, which every later store must keep. */
const RELEASE_VISITOR = "release-visitor@example.com";

/** Each published page as `edge` serves it, and, once release 2 is out, its stylesheet. */
async function expectPublished(edge: Balancer) {
  for (const [path, { status, shows, location }] of publishedPages) {
    const page = await throughEdge(edge, path);
    expect(page.status, `${edge.url}${path}`).toBe(status);
    if (shows) expect(page.html, `${edge.url}${path}`).toContain(shows);
    if (location) expect(page.location, `${edge.url}${path}`).toBe(location);
  }
  if (!releaseBuild) return;
  const stylesheet = stylesheetOf((await throughEdge(edge, "/")).html)!;
  const css = await (await edge.fetch(`${edge.url}${stylesheet}`)).text();
  expect(css, `${edge.url}${stylesheet}`).toContain("--release:2");
}

/** A build's record (`build-info.json`) in a release: the current build's, or the one named. */
const builtInfo = (release: string, build = "current") =>
  JSON.parse(readFileSync(join(release, ".builds", build, "build-info.json"), "utf8")) as {
    id: string;
    code: string;
    content: string | null;
  };

/** `npm run rollback [-- BUILD]` on the editor's machine, which takes every machine with it. */
function rollbackBoth(build?: string) {
  const run = spawnSync("npm", ["run", "--silent", "rollback", ...(build ? ["--", build] : [])], {
    cwd: site,
    env: env as NodeJS.ProcessEnv,
    encoding: "utf8",
  });
  return { status: run.status, out: run.stdout + run.stderr };
}

beforeAll(async () => {
  // Version 1 of the site, unpacked on both machines; the editor's in a git repository of its
  // own (the commands' tests export into it, and find it unchanged).
  unpack("v1");
  for (const host of hosts) symlinkSync("releases/v1", join(host, "current"));
  const git = (...args: string[]) => spawnSync("git", ["-C", site, ...args], { encoding: "utf8" });
  git("init", "--quiet");
  git("add", "--all");
  git("-c", "user.name=Test", "-c", "user.email=test@localhost", "commit", "--quiet", "-m", "Site");
  const [port, previewPort, ...instancePorts] = await Promise.all(
    Array.from({ length: 6 }, () => freePort()),
  );
  previewUrl = `http://127.0.0.1:${previewPort}`;
  [sshd, postgres] = await Promise.all([startSshd(join(work, "ssh")), startPostgres()]);
  siteDatabase = await postgres.createDatabase();
  env = {
    ...base,
    PREVIEW_URL: previewUrl,
    PREVIEW_SECRET,
    CMS_PORT: String(port),
    CMS_DATABASE_URL: `file:${join(work, "cms.db")}`,
    CMS_DATA_DIR: join(work, "data"),
    CMS_SECRET: "a-test-secret-of-at-least-thirty-two-characters",
    SITE_DIR: site,
    CMS_PUBLISH_DELAY: "1",
    DEPLOY_MACHINES: `127.0.0.1:${machine}`,
    DEPLOY_SSH: sshd.command,
    CMS_SHIP_RETRY: "2",
  };
  url = `http://localhost:${port}`;
  // Deployed: the editor's machine gets this checkout's build; the second machine is given it as
  // an operator would, by `--ship`.
  shareBuild();
  const shipped = spawnSync(process.execPath, ["scripts/release.mjs", "--ship"], {
    cwd: site,
    env: env as NodeJS.ProcessEnv,
    encoding: "utf8",
  });
  expect(shipped.status, shipped.stdout + shipped.stderr).toBe(0);
  // Two instances on each machine (the first alone: it migrates the database), each machine's
  // behind its edge.
  const hostOf = (index: number) => hosts[index >> 1]!;
  instances.push(await startInstance(hostOf(0), instancePorts[0]!));
  instances.push(
    ...(await Promise.all(
      instancePorts.slice(1).map((port, index) => startInstance(hostOf(index + 1), port!)),
    )),
  );
  siteUrl = `http://127.0.0.1:${instances[0]!.port}`;
  machineUrl = `http://127.0.0.1:${instances[2]!.port}`;
  edges = await Promise.all(
    hosts.map((host, index) =>
      startNginx(
        instances.slice(index * 2, index * 2 + 2).map(({ port }) => port),
        join(host, "current"),
      ),
    ),
  );
  stopEdgeVisitors = visitEdges();
  for (const { path, file } of builtPages())
    firstBuild.set(path, pageFacts(readFileSync(file, "utf8")));
}, 600_000);

afterAll(async () => {
  await stopEdgeVisitors?.();
  await stop(server);
  await Promise.all(edges.map((edge) => edge.stop()));
  await Promise.all(instances.map(({ child }) => stop(child)));
  await sshd?.stop();
  await postgres?.stop();
  rmSync(work, { recursive: true, force: true });
  for (const host of hosts) rmSync(host, { recursive: true, force: true });
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

  test("an export before the import is refused: it would take the site's content off it", () => {
    const refused = cms(["export"]);
    expect(refused.status).toBe(1);
    expect(refused.out).toContain(
      "The editor holds none of the site's content yet (the site has 6 articles), and an export would take it off the site. Import it first: npm run cms -- import",
    );
    const status = spawnSync("git", ["-C", site, "status", "--porcelain"], { encoding: "utf8" });
    expect(status.stdout).toBe("");
  });

  test("import loads the six articles, five case studies and 13 service pages; an export right after changes no file", () => {
    const imported = cms(["import"]);
    expect(imported.out).toContain("import: 5 of 5 case-studies imported");
    expect(imported.out).toContain("import: 13 of 13 service-pages imported");
    expect(imported.out).toContain("import: 6 of 6 articles imported");
    const exported = cms(["export"]);
    expect(exported.out).toContain("export: 0 files changed");
    const status = spawnSync("git", ["-C", site, "status", "--porcelain"], { encoding: "utf8" });
    expect(status.stdout).toBe("");
  });
});

describe("on PostgreSQL", () => {
  test("the same commands migrate, create the admin, import, and export the files unchanged", async () => {
    const database = { CMS_DATABASE_URL: await postgres.createDatabase() };
    const made = cms(["create-admin", "--email", "admin@example.com"], `${PASSWORD}\n`, database);
    expect(made.out).toContain("admin@example.com can now sign in as an admin");
    expect(cms(["import"], "", database).out).toContain("import: 6 of 6 articles imported");
    expect(cms(["export"], "", database).out).toContain("export: 0 files changed");
    expect(
      spawnSync("git", ["-C", site, "status", "--porcelain"], { encoding: "utf8" }).stdout,
    ).toBe("");
  });
});

describe("the editor's server", () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    // The site's mail server, as the operator's environment names it: password resets use it.
    smtp = await startSmtpSink();
    env.SMTP_URL = smtp.url;
    env.CONTENT_DIR = contentRepo;
    await startEditor();
  }, 600_000);
  afterAll(() => smtp.stop());

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
    // The editor names themselves as if they were someone else: their commits still say who they are.
    for (const [email, role, name] of [
      ["editor@example.com", "editor", "Eddie <admin@example.com> x"],
      ["author@example.com", "author", "Ann Author"],
    ])
      expect(
        (
          await api("/api/users", {
            method: "POST",
            token: admin,
            body: JSON.stringify({ email, name, password: PASSWORD, roles: [role] }),
          })
        ).status,
      ).toBe(201);
    const author = await token("author@example.com");
    // Text that would read reversed to others (U+202E) is refused by name, in any field.
    const reversed = await api("/api/users/me", { token: author });
    const renamed = await api(`/api/users/${(reversed.body.user as { id: number }).id}`, {
      method: "PATCH",
      token: author,
      body: JSON.stringify({ name: "Ann \u202Erohtua" }),
    });
    expect(renamed.status).toBe(400);
    expect(JSON.stringify(renamed.body)).toContain("Not saved: name holds U+202E");
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
    // The author asks for a publish by ticking the box editors see in the list.
    const ready = await api(`/api/insights/${id}?locale=en&draft=true`, {
      method: "PATCH",
      token: author,
      body: JSON.stringify({ readyForEditor: true, _status: "draft" }),
    });
    expect(ready.status).toBe(200);
    const waiting = await api("/api/insights?draft=true&where[readyForEditor][equals]=true", {
      token: admin,
    });
    expect((waiting.body.docs as { slug: string }[]).map((doc) => doc.slug)).toEqual([
      "author-draft",
    ]);
    // A published article: the author may draft changes beside it, but not take it off the site.
    const found = await api("/api/insights?where[slug][equals]=erp-to-azure-in-stages", {
      token: author,
    });
    const live = (found.body.docs as { id: number }[])[0]!.id;
    const redraft = await api(`/api/insights/${live}?locale=en&draft=true`, {
      method: "PATCH",
      token: author,
      body: JSON.stringify({ title: "A draft title beside the published one", _status: "draft" }),
    });
    expect(redraft.status).toBe(200);
    const unpublish = await api(`/api/insights/${live}?locale=en`, {
      method: "PATCH",
      token: author,
      body: JSON.stringify({ _status: "draft" }),
    });
    expect(unpublish.status).toBe(403);
    expect(JSON.stringify(unpublish.body)).toContain(
      "Only an editor or an admin changes a saved entry itself, and so takes a published one off the site",
    );
    expect((await api(`/api/insights/${live}`, { method: "DELETE", token: author })).status).toBe(
      403,
    );
    const still = await api(`/api/insights/${live}?locale=en`, { token: author });
    expect(still.body).toMatchObject({ _status: "published", slug: "erp-to-azure-in-stages" });
    expect(still.body.title).not.toBe("A draft title beside the published one");
    const user = await api("/api/users", {
      method: "POST",
      token: author,
      body: JSON.stringify({ email: "x@example.com", password: PASSWORD, roles: ["admin"] }),
    });
    expect(user.status).toBe(403);
  });

  // The access rules, as the REST API enforces them for each role. Operations that are allowed
  // change nothing here: a create with an empty body is refused for its fields (400), an update or
  // delete names an entry that does not exist (404); a denied one answers 403 (401 to sign in).
  describe("every collection × operation × role through the REST API", () => {
    const MISSING = 999_999;
    type Row = [string, string, string, object | null, [number, number, number, number]];
    //   operation, method, path, body, [anonymous, author, editor, admin]
    const ROWS: Row[] = [
      ...["insights", "case-studies", "service-pages", "testimonials", "faq", "media"].map(
        (c): Row => [`read ${c}`, "GET", `/api/${c}`, null, [403, 200, 200, 200]],
      ),
      ["read publishes", "GET", "/api/publishes", null, [403, 200, 200, 200]],
      ["read users", "GET", "/api/users", null, [403, 200, 200, 200]],
      ["read the company", "GET", "/api/globals/company", null, [403, 200, 200, 200]],
      ["read the permissions", "GET", "/api/access", null, [401, 200, 200, 200]],
      ["create insights", "POST", "/api/insights", {}, [403, 400, 400, 400]],
      // A page's entries are the site's routes: nobody adds or deletes one.
      ["create case-studies", "POST", "/api/case-studies", {}, [403, 403, 403, 403]],
      ["create service-pages", "POST", "/api/service-pages", {}, [403, 403, 403, 403]],
      ["create testimonials", "POST", "/api/testimonials", {}, [403, 400, 400, 400]],
      ["create faq", "POST", "/api/faq", {}, [403, 400, 400, 400]],
      ["create media", "POST", "/api/media", {}, [403, 400, 400, 400]],
      ["create publishes", "POST", "/api/publishes", {}, [403, 403, 403, 403]],
      ["create users", "POST", "/api/users", {}, [403, 403, 403, 400]],
      ...["insights", "case-studies", "service-pages", "testimonials", "faq"].map((c): Row => [
        `update ${c}`,
        "PATCH",
        `/api/${c}/${MISSING}?draft=true`,
        {},
        [403, 404, 404, 404],
      ]),
      // An author changes only the images no published article uses.
      ["update media", "PATCH", `/api/media/${MISSING}`, {}, [403, 403, 404, 404]],
      ["update publishes", "PATCH", `/api/publishes/${MISSING}`, {}, [403, 403, 403, 403]],
      ["update another's account", "PATCH", `/api/users/${MISSING}`, {}, [403, 403, 403, 404]],
      [
        "update the company",
        "POST",
        "/api/globals/company?draft=true",
        { _status: "draft" },
        [403, 403, 200, 200],
      ],
      ["delete insights", "DELETE", `/api/insights/${MISSING}`, null, [403, 403, 404, 404]],
      ["delete case-studies", "DELETE", `/api/case-studies/${MISSING}`, null, [403, 403, 403, 403]],
      [
        "delete service-pages",
        "DELETE",
        `/api/service-pages/${MISSING}`,
        null,
        [403, 403, 403, 403],
      ],
      ["delete testimonials", "DELETE", `/api/testimonials/${MISSING}`, null, [403, 403, 404, 404]],
      ["delete faq", "DELETE", `/api/faq/${MISSING}`, null, [403, 403, 404, 404]],
      ["delete media", "DELETE", `/api/media/${MISSING}`, null, [403, 403, 404, 404]],
      ["delete publishes", "DELETE", `/api/publishes/${MISSING}`, null, [403, 403, 403, 403]],
      ["delete users", "DELETE", `/api/users/${MISSING}`, null, [403, 403, 403, 404]],
      // Only an admin lifts a lockout (here of an account that is not locked: nothing changes).
      [
        "unlock an account",
        "POST",
        "/api/users/unlock",
        { email: "editor@example.com" },
        [403, 403, 403, 200],
      ],
    ];
    const ROLES = ["anonymous", "author", "editor", "admin"] as const;
    let tokens: (string | undefined)[] = [];
    beforeAll(async () => {
      tokens = [
        undefined,
        await token("author@example.com"),
        await token("editor@example.com"),
        await token("admin@example.com"),
      ];
    });

    test.each(ROWS)("%s", async (_, method, path, body, expected) => {
      const statuses: number[] = [];
      for (const [index] of ROLES.entries()) {
        const headers = new Headers();
        if (tokens[index]) headers.set("authorization", `JWT ${tokens[index]}`);
        if (body) headers.set("content-type", "application/json");
        const response = await fetch(`${url}${path}`, {
          method,
          headers,
          body: body ? JSON.stringify(body) : undefined,
        });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      expect(Object.fromEntries(ROLES.map((role, i) => [role, statuses[i]]))).toEqual(
        Object.fromEntries(ROLES.map((role, i) => [role, expected[i]])),
      );
    });
  });

  test("an uploaded drawing is refused, saying why, if it holds more than a drawing; the editor serves a drawing with a policy that runs, loads and navigates to nothing", async () => {
    const author = await token("author@example.com");
    const upload = (svg: string) => {
      const form = new FormData();
      form.append("file", new Blob([Buffer.from(svg)], { type: "image/svg+xml" }), "drawing.svg");
      form.append("_payload", JSON.stringify({ alt: "A drawing uploaded by an author" }));
      return api("/api/media?locale=en", { method: "POST", token: author, body: form });
    };
    const open = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="160" height="100">`;
    for (const [inside, named] of [
      [
        '<h:meta xmlns:h="http://www.w3.org/1999/xhtml" http-equiv="refresh" content="0;url=https://evil.example/"/>',
        "<h:meta>",
      ],
      ['<h:base xmlns:h="http://www.w3.org/1999/xhtml" href="https://evil.example/"/>', "<h:base>"],
      [
        '<image href="https://evil.example/x.png" width="10" height="10"/>',
        'href="https://evil.example/x.png" on <image>',
      ],
      ['<use xlink:href="https://evil.example/s.svg#a"/>', "xlink:href"],
      ['<rect width="9" height="9" style="fill:url(https://evil.example/a)"/>', "style="],
      [
        "<style>@import url(https://evil.example/a.css);</style>",
        "a style that loads from elsewhere",
      ],
      ["<script>alert(1)</script>", "<script>"],
      ['<rect width="9" height="9" onclick="alert(1)"/>', "onclick="],
      [
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
        "<foreignobject>",
      ],
    ]) {
      const refused = await upload(`${open}${inside}</svg>`);
      expect(refused.status, inside).toBe(400);
      expect(JSON.stringify(refused.body), inside).toContain(
        "Not uploaded: this drawing holds what the site does not publish (",
      );
      expect(JSON.stringify(refused.body), inside).toContain(JSON.stringify(named).slice(1, -1));
    }
    // A drawing with its own gradient and a shape it reuses (references inside it) is taken.
    const taken = await upload(
      `${open}<defs><linearGradient id="g"><stop offset="0" stop-color="#345"/></linearGradient><rect id="r" width="20" height="10"/></defs><rect width="160" height="100" fill="url(#g)"/><use href="#r" x="10"/></svg>`,
    );
    expect(taken.status).toBe(201);
    const file = await fetch(new URL((taken.body.doc as { url: string }).url, url), {
      headers: { authorization: `JWT ${author}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-security-policy")).toBe(SVG_POLICY);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(
      (
        await api(`/api/media/${(taken.body.doc as { id: number }).id}`, {
          method: "DELETE",
          token: author,
        })
      ).status,
    ).toBe(200);
  });

  // A publish builds the site: over a minute here, several on a slower machine.
  test("a photo is uploaded as the cover; publishing with the Arabic missing is refused, naming the fields; completed, it is committed, built and served in both languages by both machines while visitors' requests to each all succeed", async () => {
    const editor = await token("editor@example.com");
    // The cover: a photo, uploaded with its English alt text, then given its Arabic. One too small
    // for the covers' largest width is refused, saying so.
    const uploadPhoto = async (width: number, height: number) => {
      const upload = new FormData();
      upload.append(
        "file",
        new Blob([await photo(width, height)], { type: "image/jpeg" }),
        "team.jpg",
      );
      upload.append(
        "_payload",
        JSON.stringify({
          alt: ALT.en,
        }),
      );
      return api("/api/media?locale=en", { method: "POST", token: editor, body: upload });
    };
    const small = await uploadPhoto(1200, 800);
    expect(small.status).toBe(400);
    expect(JSON.stringify(small.body)).toContain(
      "This photo is 1200 × 800 pixels; a cover needs at least 1600 × 1000",
    );
    // A save while the photo is cut into its sizes (Payload writes the upload meanwhile, 20 s or
    // more here) waits its turn for SQLite's one writer, and is saved.
    const uploading = uploadPhoto(2400, 1600);
    const me = (await api("/api/users/me", { token: editor })).body.user as {
      id: number;
      name: string;
    };
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const during = await api(`/api/users/${me.id}`, {
      method: "PATCH",
      token: editor,
      body: JSON.stringify({ name: me.name }),
    });
    expect(during.status, JSON.stringify(during.body)).toBe(200);
    const uploaded = await uploading;
    expect(uploaded.status).toBe(201);
    const cover = (uploaded.body.doc as { id: number }).id;
    expect(
      (
        await api(`/api/media/${cover}?locale=ar`, {
          method: "PATCH",
          token: editor,
          body: JSON.stringify({
            alt: ALT.ar,
          }),
        })
      ).status,
    ).toBe(200);
    const en = { ...NEW_ARTICLE, cover };
    const refused = await api("/api/insights?locale=en", {
      method: "POST",
      token: editor,
      body: JSON.stringify({ ...en, _status: "published" }),
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      "Not published, both languages are needed. Missing: Arabic title, Arabic description, Arabic body",
    );
    const draft = await api("/api/insights?locale=en&draft=true", {
      method: "POST",
      token: editor,
      body: JSON.stringify({ ...en, _status: "draft" }),
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const id = (draft.body.doc as { id: number }).id;
    const stopLoop = requestLoop(
      ["/", "/insights", "/ar/insights", "/contactus", "/insights/feed.xml"],
      [siteUrl, machineUrl],
    );
    const requested = new Date().toISOString();
    const published = await api(`/api/insights/${id}?locale=ar`, {
      method: "PATCH",
      token: editor,
      body: JSON.stringify({ ...NEW_ARTICLE_AR, _status: "published" }),
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    // One publish: a commit by the editor naming the article, then the build, switched to live
    // here, then sent to the second machine and switched there.
    const outcome = await publishOutcome(editor, requested);
    const live = Date.now();
    expect(outcome.state, outcome.log).toBe("live");
    expect(outcome.log).toContain(`127.0.0.1:${machine}: serves .builds/`);
    expect(outcome.log).toContain("Live on every machine: this one and 1 more.");
    // The server that served the previous build stops once its connections have closed (5 s idle).
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    const loop = await stopLoop();
    console.log(
      `publish to live: ${((live - Date.parse(requested)) / 1000).toFixed(1)} s; requests during it: ${loop.passed} answered 200, ${loop.failures.length} failed`,
    );
    expect(loop.failures).toEqual([]);
    expect(loop.passed).toBeGreaterThan(100);
    const log = spawnSync(
      "git",
      ["-C", contentRepo, "log", "-1", "--format=%an <%ae>|%s", "--name-only"],
      {
        encoding: "utf8",
      },
    ).stdout;
    // The author is the account's e-mail; the name the editor gave themselves cannot pose as another's.
    expect(log).toContain(
      "Eddie admin@example.com x <editor@example.com>|Publish: article a-new-article",
    );
    expect(log).toContain("content/insights/a-new-article/en.mdoc");
    expect(log).toContain("content/insights/a-new-article/ar.mdoc");
    // The photo as the site publishes it: every width in AVIF and WebP, 16:10, without its EXIF.
    const files = COVER_WIDTHS.flatMap((width) =>
      (["avif", "webp"] as const).map((format) =>
        width === 1600
          ? `public/insights/a-new-article.${format}`
          : `public/insights/a-new-article.${width}.${format}`,
      ),
    );
    for (const file of files) expect(log).toContain(file);
    for (const file of files) {
      const response = await fetch(`${siteUrl}${file.slice("public".length)}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-type"), file).toBe(`image/${file.split(".").at(-1)}`);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      const width = Number(/\.(\d+)\.[a-z]+$/.exec(file)?.[1] ?? 1600);
      expect([meta.width, meta.height, meta.exif], file).toEqual([
        width,
        (width * 10) / 16,
        undefined,
      ]);
    }
    // Both machines serve it, in both languages, with its cover and in the feed.
    const srcset = [480, 800, 1200]
      .map((width) => `/insights/a-new-article.${width}.webp ${width}w`)
      .concat("/insights/a-new-article.webp 1600w")
      .join(", ");
    for (const origin of [siteUrl, machineUrl])
      for (const [path, title, alt] of [
        ["/insights/a-new-article", en.title, ALT.en],
        ["/ar/insights/a-new-article", "مقال جديد كُتب في المحرر", ALT.ar],
      ] as const) {
        const response = await fetch(`${origin}${path}`);
        expect(response.status, `${origin}${path}`).toBe(200);
        const html = await response.text();
        expect(html).toContain(title);
        expect(pageFacts(html).images).toContain(
          `/insights/a-new-article.webp | ${srcset} | ${alt}`,
        );
      }
    // The covers as the edge serves them on each machine: from its current build's files.
    for (const file of files) {
      const served = (copy: string) =>
        readFileSync(join(copy, ".builds/current/www", file.slice("public/".length)));
      expect(served(machine).equals(served(site)), file).toBe(true);
    }
    // A phone picks the AVIF its screen needs: 390 px wide at twice the density, the 800.
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
      });
      await page.goto(`${siteUrl}/insights/a-new-article`);
      const cover = page.getByRole("img", { name: ALT.en });
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
        .toBe(`${siteUrl}/insights/a-new-article.800.avif`);
    } finally {
      await browser.close();
    }
    expect(await (await fetch(`${siteUrl}/insights/feed.xml`)).text()).toContain(
      "/insights/a-new-article",
    );
  }, 900_000);

  test("a published article's cover: an author can neither replace nor delete it, and nobody deletes an image an article uses", async () => {
    const [author, editor] = [await token("author@example.com"), await token("editor@example.com")];
    const found = await api("/api/insights?where[slug][equals]=a-new-article&depth=0", {
      token: editor,
    });
    const cover = (found.body.docs as { cover: number }[])[0]!.cover;
    const replace = () => {
      const upload = new FormData();
      upload.append("file", new Blob([Buffer.from(SVG)], { type: "image/svg+xml" }), "x.svg");
      upload.append("_payload", JSON.stringify({ alt: "Something else entirely, by an author" }));
      return upload;
    };
    const replaced = await api(`/api/media/${cover}?locale=en`, {
      method: "PATCH",
      token: author,
      body: replace(),
    });
    expect(replaced.status).toBe(403);
    expect((await api(`/api/media/${cover}`, { method: "DELETE", token: author })).status).toBe(
      403,
    );
    const deleted = await api(`/api/media/${cover}`, { method: "DELETE", token: editor });
    expect(deleted.status).toBe(400);
    expect(JSON.stringify(deleted.body)).toContain(
      "Not deleted: the article a-new-article shows this image, as its cover or in its body. Give the article another image first.",
    );
    const kept = await api(`/api/media/${cover}?locale=en`, { token: editor });
    expect(kept.body.alt).toBe(ALT.en);
    // An author's own image, which no article uses: theirs to change and to delete.
    const own = await api("/api/media?locale=en", {
      method: "POST",
      token: author,
      body: replace(),
    });
    expect(own.status).toBe(201);
    const ownId = (own.body.doc as { id: number }).id;
    const renamed = await api(`/api/media/${ownId}?locale=en`, {
      method: "PATCH",
      token: author,
      body: JSON.stringify({ alt: "A plain shape an author drew for a draft" }),
    });
    expect(renamed.status).toBe(200);
    expect((await api(`/api/media/${ownId}`, { method: "DELETE", token: author })).status).toBe(
      200,
    );
  });

  test("a link to no page is refused at Publish, naming its words and address, in the admin's language; a publish that fails (a table column without a name) is marked failed, and tells the editor who asked for it by e-mail what and why; the site stays as it was", async () => {
    const editor = await token("editor@example.com");
    const found = await api("/api/insights?where[slug][equals]=a-new-article", { token: editor });
    const id = (found.body.docs as { id: number }[])[0]!.id;
    for (const [language, refusal] of [
      [
        "en",
        "Not published, a link leads to no page of this site: “our pricing guide” in the English body (/insights/no-such-article)",
      ],
      [
        "ar",
        "لم يُنشر، رابط لا يقود إلى صفحة في الموقع: «our pricing guide» في نص المقال (الإنجليزية) (\u200e/insights/no-such-article)",
      ],
    ] as const) {
      const refused = await api(`/api/insights/${id}?locale=en`, {
        method: "PATCH",
        token: editor,
        headers: { cookie: `payload-lng=${language}` },
        body: JSON.stringify({
          // A link to a page in the other language, and to a case study, lead somewhere.
          body: `${NEW_ARTICLE.body}\n\nSee [the case study](/ar/case-study-twarrad) and [our pricing guide](/insights/no-such-article).`,
          _status: "published",
        }),
      });
      expect(refused.status).toBe(400);
      expect((refused.body.errors as { message: string }[])[0]!.message).toBe(refusal);
    }
    const mails = smtp.messages.length;
    const requested = new Date().toISOString();
    const saved = await api(`/api/insights/${id}?locale=en`, {
      method: "PATCH",
      token: editor,
      body: JSON.stringify({
        // A table whose first column has no name: the site's build refuses it.
        body: `${NEW_ARTICLE.body}\n\n| | Price |\n|---|---|\n| Our pricing guide | On request |`,
        _status: "published",
      }),
    });
    expect(saved.status).toBe(200);
    const outcome = await publishOutcome(editor, requested);
    const reason = "a table's header cell is empty: name the column";
    expect(outcome.state).toBe("failed");
    expect(outcome.log).toContain(reason);
    const mail = (await smtp.waitFor(mails + 1)).at(-1)!;
    expect(mail.envelope.to).toEqual(["editor@example.com"]);
    expect(mail.headers.subject).toBe("Not published: article a-new-article");
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain(`${url}/admin/collections/publishes/${outcome.id}`);
    expect(mail.text).toContain("لم يُنشر");
    const live = await (await fetch(`${siteUrl}/insights/a-new-article`)).text();
    expect(live).toContain("Written in the editor.");
    expect(live).not.toContain("pricing guide");
    // Signed in, who asked for it reads it above every page of the admin, linked to the publish.
    const browser = await launchBrowser();
    try {
      const page = await signIn(browser, "editor@example.com");
      for (const path of ["/admin", "/admin/collections/insights"]) {
        await page.goto(`${url}${path}`);
        const notice = page
          .getByRole("alert")
          .filter({ hasText: "Not published: article a-new-article." });
        await notice.waitFor();
        expect(await notice.textContent()).toContain("The site still shows what it showed before.");
        expect(await notice.getByRole("link").getAttribute("href")).toBe(
          `/admin/collections/publishes/${outcome.id}`,
        );
      }
      // In the admin's Arabic too.
      await page.context().addCookies([{ name: "payload-lng", value: "ar", url }]);
      await page.goto(`${url}/admin`);
      await page
        .getByRole("alert")
        .filter({ hasText: "لم يُنشر: article a-new-article." })
        .waitFor();
    } finally {
      await browser.close();
    }
  }, 900_000);

  test("unpublished, the article leaves the running site in both languages, with its cover; another article whose cover's file went missing is left as it was, named with why to whoever asked, and the rest goes live", async () => {
    const editor = await token("editor@example.com");
    const found = await api("/api/insights?where[slug][equals]=a-new-article", { token: editor });
    const id = (found.body.docs as { id: number }[])[0]!.id;
    // A cover's file gone from the editor's media (a disk restored without it): that article
    // cannot be written, and must not stop the rest.
    const lost = join(work, "data/media/arabic-rtl-ecommerce.svg");
    const kept = readFileSync(lost);
    unlinkSync(lost);
    const damaged = await api("/api/insights?where[slug][equals]=arabic-rtl-ecommerce", {
      token: editor,
    });
    const damagedId = (damaged.body.docs as { id: number }[])[0]!.id;
    const mails = smtp.messages.length;
    const requested = new Date().toISOString();
    const unpublished = await api(`/api/insights/${id}`, {
      method: "PATCH",
      token: editor,
      body: JSON.stringify({ _status: "draft" }),
    });
    expect(unpublished.status).toBe(200);
    const outcome = await publishOutcome(editor, requested);
    expect(outcome.state, outcome.log).toBe("live");
    const log = spawnSync("git", ["-C", contentRepo, "log", "-1", "--format=%s", "--name-status"], {
      encoding: "utf8",
    }).stdout;
    expect(log).toContain("Publish: article a-new-article (unpublished)");
    expect(log).toMatch(/D\tcontent\/insights\/a-new-article\/en\.mdoc/);
    expect(log).toMatch(/D\tpublic\/insights\/a-new-article\.avif/);
    expect(log).toMatch(/D\tpublic\/insights\/a-new-article\.480\.webp/);
    for (const path of ["/insights/a-new-article", "/ar/insights/a-new-article"]) {
      expect((await fetch(`${siteUrl}${path}`)).status, path).toBe(404);
      publishedPages.set(path, { status: 404 });
    }
    // The damaged article: left as it was, on the site and in the content repository.
    expect(log).not.toContain("arabic-rtl-ecommerce");
    expect((await fetch(`${siteUrl}/ar/insights/arabic-rtl-ecommerce`)).status).toBe(200);
    const reason =
      "its images: the file arabic-rtl-ecommerce.svg is missing; upload that image again";
    const record = await api(`/api/publishes/${outcome.id}`, { token: editor });
    expect(record.body.skipped).toEqual([
      {
        entry: "article arabic-rtl-ecommerce",
        link: `/admin/collections/insights/${damagedId}`,
        reason: { en: reason, ar: "صوره: ملفات إحداها ناقصة في وسائط المحرر؛ ارفعها من جديد" },
      },
    ]);
    const mail = (await smtp.waitFor(mails + 1)).at(-1)!;
    expect(mail.envelope.to).toEqual(["editor@example.com"]);
    expect(mail.headers.subject).toBe("Published, except: article arabic-rtl-ecommerce");
    expect(mail.text).toContain(`article arabic-rtl-ecommerce: ${reason}.`);
    // Above every page for who asked, linked to the article; the earlier failure's notice gone.
    const browser = await launchBrowser();
    try {
      const page = await signIn(browser, "editor@example.com");
      const except = page.getByRole("alert").filter({ hasText: "Published, except:" });
      await except.waitFor();
      expect(
        await except
          .getByRole("link", { name: "article arabic-rtl-ecommerce" })
          .getAttribute("href"),
      ).toBe(`/admin/collections/insights/${damagedId}`);
      expect(await page.getByText("Not published:").count()).toBe(0);
    } finally {
      await browser.close();
      writeFileSync(lost, kept);
    }
    expect(await (await fetch(`${siteUrl}/insights/feed.xml`)).text()).not.toContain(
      "/insights/a-new-article",
    );
  }, 900_000);

  test("the editor killed in the middle of a publish: marked interrupted when it starts again, its build stopped, the lock released, the site as it was", async () => {
    const editor = await token("editor@example.com");
    const saved = await api("/api/globals/company", {
      method: "POST",
      token: editor,
      body: JSON.stringify({ phone: "+91 20 4000 5555", _status: "published" }),
    });
    expect(saved.status).toBe(200);
    const building = await until(async () => {
      const { body } = await api("/api/publishes?sort=-createdAt&limit=1", { token: editor });
      const [latest] = body.docs as { id: number; state: string; log?: string }[];
      return latest?.state === "building" && latest.log?.includes("process group") ? latest : null;
    }, 60_000);
    const group = Number(/process group (\d+)/.exec(building.log!)![1]);
    await stopEditor("SIGKILL");
    expect(processes().some((process) => process.pgrp === group)).toBe(true); // building on
    await startEditor();
    await until(() => !processes().some((process) => process.pgrp === group), 20_000);
    const { body: record } = await api(`/api/publishes/${building.id}`, { token: editor });
    expect(record.state).toBe("failed");
    // The deploy step is stopped at the restart, unless it ended before on its own (its output
    // went to the killed editor).
    expect(record.log).toMatch(
      new RegExp(
        `^Interrupted: the editor stopped during this publish( \\(its deploy step, process group ${group}, was stopped\\))?\\. Nothing of it is live\\. Publish again\\.$`,
      ),
    );
    await until(() => !existsSync(join(site, ".builds/build.lock")), 20_000);
    expect(await (await fetch(`${siteUrl}/contactus`)).text()).not.toContain("4000 5555");
  }, 300_000);

  test("a new phone number, published once (asked for just before the editor stopped, made once it is back), is on every page of the running site, and nothing else changed on any page; the second machine, unreachable then, serves it once it is back, the editor restarted meanwhile; one rollback takes both machines back, and forward", async () => {
    // Saved, then the editor killed before its wait is over: the request was stored with the save.
    await stopEditor("SIGTERM");
    await startEditor({ CMS_PUBLISH_DELAY: "60" });
    const editor = await token("editor@example.com");
    // A number in another form is refused with the field it names and the reason, so that the
    // admin marks the field in red with the reason under it, in the admin's language.
    for (const [language, reason] of [
      ["en", "Not an international number: write + then digits and spaces"],
      ["ar", "ليس رقمًا دوليًا: اكتب"],
    ] as const) {
      const refused = await api("/api/globals/company", {
        method: "POST",
        token: editor,
        headers: { "accept-language": language },
        body: JSON.stringify({ phone: "020 4000 5678", _status: "published" }),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toMatchObject([
        { data: { errors: [{ path: "phone", message: expect.stringContaining(reason) }] } },
      ]);
    }
    const requested = new Date().toISOString();
    const saved = await api("/api/globals/company", {
      method: "POST",
      token: editor,
      body: JSON.stringify({ phone: "+91 20 4000 9876", _status: "published" }),
    });
    expect(saved.status).toBe(200);
    await stopEditor("SIGKILL");
    await sshd.stop(); // the second machine cannot be reached
    let outcome;
    try {
      await startEditor();
      outcome = await publishOutcome(editor, requested);
      // Live here; not there, saying where and why; the second machine still serves the old number.
      expect(outcome.state, outcome.log).toBe("partly-live");
      expect(outcome.log).toContain(
        `Partly live: not on 127.0.0.1:${machine} (ssh: connect to host 127.0.0.1 port ${sshd.port}: Connection refused).`,
      );
      expect(await (await fetch(`${machineUrl}/contactus`)).text()).toContain("+91 20 4000 1234");
      // The machine back, and the editor restarted before its next try: the publish is sent there
      // and becomes live.
      await stopEditor("SIGTERM");
    } finally {
      await sshd.start();
    }
    await startEditor();
    const sent = await until(async () => {
      const { body } = await api(`/api/publishes/${outcome.id}`, { token: editor });
      return body.state === "live" ? (body as { log: string }) : null;
    }, 60_000);
    expect(sent.log).toContain("Sent again to the machines it had missed:");
    expect(sent.log).toContain("Live on every machine: this one and 1 more.");
    expect(JSON.parse(readFileSync(join(site, "content/contact.json"), "utf8")).phone).toBe(
      "+91 20 4000 9876",
    );
    // This publish wrote every content file from the editor (articles, case studies, service
    // pages, the company): each page is the first build's, the phone number aside.
    const pages = builtPages();
    expect(pages.map(({ path }) => path).sort()).toEqual([...firstBuild.keys()].sort());
    for (const { path, file } of pages) {
      for (const origin of [siteUrl, machineUrl]) {
        const html = await (await fetch(`${origin}${path}`)).text();
        expect(html, `${origin}${path}`).toContain('href="tel:+912040009876"');
        expect(html, `${origin}${path}`).toContain("+91 20 4000 9876");
        expect(html, `${origin}${path}`).not.toContain("+91 20 4000 1234");
      }
      const before = JSON.stringify(firstBuild.get(path))
        .replaceAll("+91 20 4000 1234", "+91 20 4000 9876")
        .replaceAll("tel:+912040001234", "tel:+912040009876");
      // The build's pages, as the first build's were read (the running site serves these files).
      expect(pageFacts(readFileSync(file, "utf8")), path).toEqual(JSON.parse(before));
    }
    // `npm run rollback`: the build before, on this machine and the other, without building;
    // then forward again by name.
    const phoneOn = async () =>
      Promise.all(
        [siteUrl, machineUrl].map(
          async (origin) =>
            /\+91 20 4000 (1234|9876)/.exec(await (await fetch(`${origin}/contactus`)).text())?.[0],
        ),
      );
    for (const path of ["/contactus", "/ar/contactus"])
      publishedPages.set(path, { status: 200, shows: "+91 20 4000 9876" });
    const published = readlinkSync(join(site, ".builds/current"));
    const back = rollbackBoth();
    expect(back.status, back.out).toBe(0);
    expect(back.out).toContain("Live on every machine: this one and 1 more.");
    // (A connection kept alive gets one more answer from the build it was opened on.)
    await expect
      .poll(phoneOn, { timeout: 10_000 })
      .toEqual(["+91 20 4000 1234", "+91 20 4000 1234"]);
    const forward = rollbackBoth(published);
    expect(forward.status, forward.out).toBe(0);
    expect(readlinkSync(join(machine, ".builds/current"))).toBe(published);
    await expect
      .poll(phoneOn, { timeout: 10_000 })
      .toEqual(["+91 20 4000 9876", "+91 20 4000 9876"]);
  }, 900_000);

  test("a new release on both machines, rolled out as the guide says while visitors use both edges: unpacked beside the running one with its builds, built once with everything published and sent to the other machine, switched, each instance restarted in turn; both serve the new code and everything published, and keep an enquiry sent before", async () => {
    const seconds: string[] = [];
    const timed = async <T>(step: string, run: () => T | Promise<T>) => {
      const started = Date.now();
      const result = await run();
      seconds.push(`${step} ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return result;
    };
    // A visitor's enquiry, through the first machine's edge, before the release.
    const sent = await postEnquiry(
      edges[0]!.url,
      { name: "Release Visitor", email: RELEASE_VISITOR, message: "Sent before the new version." },
      edges[0]!.fetch,
    );
    expect(sent.status).toBe(200);
    const previous = builtInfo(site);
    // 1. Unpacked on each machine beside the running release, with that release's builds. Its
    // new code: a rule in the stylesheet.
    await timed("unpack", () => {
      unpack("v2");
      for (const host of hosts) {
        appendFileSync(join(host, "releases/v2/app/globals.css"), RELEASE_2_RULE);
        spawnSync("cp", ["-a", join(host, "current/.builds"), join(host, "releases/v2")]);
      }
    });
    const [release, otherRelease] = hosts.map((host) => join(host, "releases/v2"));
    // Built once, on the editor's machine (the guide's block, with the site's settings: its
    // content repository, how it reaches the other machine), then sent into the other's release.
    const settings: typeof env = { ...base, CONTENT_DIR: contentRepo, DEPLOY_SSH: sshd.command };
    const output = await timed("build", () =>
      runBlock("build-and-switch", hosts[0]!, {
        ...settings,
        NODE_ENV: undefined,
        RELEASE: release,
      }),
    );
    const shipTo: typeof env = { ...settings, DEPLOY_MACHINES: `127.0.0.1:${otherRelease}` };
    const shipped = await timed("ship", () =>
      spawnSync("npm", ["run", "--silent", "build", "--", "--ship"], {
        cwd: release,
        env: shipTo as NodeJS.ProcessEnv,
        encoding: "utf8",
      }),
    );
    expect(shipped.status, shipped.stdout + shipped.stderr).toBe(0);
    expect(shipped.stdout).toContain("Live on every machine: this one and 1 more.");
    // 2. `current` switched on each machine, in one rename; 3. the instances restarted in turn.
    await timed("switch and restart", async () => {
      for (const host of hosts) {
        const switched = spawnSync(
          "bash",
          ["-c", "ln -sfn releases/v2 current.new && mv -T current.new current"],
          { cwd: host },
        );
        expect(switched.status).toBe(0);
      }
      for (const instance of instances) await restartInstance(instance);
    });
    console.log(`release: ${seconds.join(", ")}`);
    // One build, of the new code and the content repository's latest commit, on both machines.
    const now = builtInfo(site);
    releaseBuild = now.id;
    expect(output).toContain(`Build .builds/${now.id} is now the current build`);
    // The builds it came with are kept, for the pages cached meanwhile (and a rollback).
    expect(readdirSync(join(site, ".builds"))).toContain(previous.id);
    expect(now.code).not.toBe(previous.code);
    expect(now.content).toBe(previous.content);
    expect(builtInfo(machine).id).toBe(now.id);
    for (const edge of edges) await expectPublished(edge);
    // The enquiry sent before, in the store the new release's instances serve.
    const listed = await runEnquiries(siteDatabase, "list");
    expect(listed.stdout).toContain(RELEASE_VISITOR);
  }, 900_000);

  test("an API call that names no language is in English: it reads the English fields, and a save of one keeps the others, in both languages; one that names another language is refused", async () => {
    const editor = await token("editor@example.com");
    const english = {
      slug: "named-no-language",
      title: "An article saved by a script",
      description: "What a script sends when it names no language. ".repeat(3).trim(),
    };
    const created = await api("/api/insights?locale=en&draft=true", {
      method: "POST",
      token: editor,
      body: JSON.stringify({ ...english, _status: "draft" }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body.doc as { id: number }).id;
    const arabic = { title: "مقال حفظه برنامج نصي", description: "وصف المقال بالعربية" };
    await api(`/api/insights/${id}?locale=ar&draft=true`, {
      method: "PATCH",
      token: editor,
      body: JSON.stringify(arabic),
    });
    const renamed = await api(`/api/insights/${id}?draft=true`, {
      method: "PATCH",
      token: editor,
      body: JSON.stringify({ title: "An article renamed by a script" }),
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const read = async (language: string) =>
      (await api(`/api/insights/${id}?draft=true&depth=0${language}`, { token: editor })).body;
    expect(await read("")).toMatchObject({
      title: "An article renamed by a script",
      description: english.description,
    });
    expect(await read("&locale=ar")).toMatchObject(arabic);
    // A language the editor does not have is refused, and nothing is stored.
    const unknown = await api(`/api/insights/${id}?draft=true&locale=fr`, {
      method: "PATCH",
      token: editor,
      body: JSON.stringify({ title: "An article in no language of the editor" }),
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain("No such language: “fr” (en, ar, all, *)");
    expect(await read("")).toMatchObject({ title: "An article renamed by a script" });
  });

  test("a case study edited in Arabic is published to its page, whatever the save asks back; emptied, a field is refused by name, in the admin's language, with the rule it breaks; an article renamed beside it keeps its old address, in both languages", async () => {
    const editor = await token("editor@example.com");
    const found = await api("/api/case-studies?where[slug][equals]=twarrad&locale=ar", {
      token: editor,
    });
    const study = (found.body.docs as { id: number; intro: string }[])[0]!;
    const refused = await api(`/api/case-studies/${study.id}?locale=ar`, {
      method: "PATCH",
      token: editor,
      body: JSON.stringify({ intro: "", _status: "published" }),
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      "Not published, both languages are needed. Missing or not valid: Arabic Introduction",
    );
    // Staff whose admin is in Arabic (Payload keeps the choice in a cookie) read it in Arabic.
    const refusedInArabic = await api(`/api/case-studies/${study.id}?locale=ar`, {
      method: "PATCH",
      token: editor,
      headers: { cookie: "payload-lng=ar" },
      body: JSON.stringify({ intro: "", _status: "published" }),
    });
    expect(refusedInArabic.status).toBe(400);
    expect(JSON.stringify(refusedInArabic.body)).toContain(
      "لم يُنشر، يلزم المحتوى باللغتين. ناقص أو غير صالح: التمهيد (العربية)",
    );
    // A refused field's rule is named, in the admin's language: a testimonial's name and role
    // need a comma between them, Latin or Arabic (the Arabic one passes: only the text is refused).
    const testimonials = await api("/api/testimonials?locale=ar&sort=order&limit=1", {
      token: editor,
    });
    const testimonial = (testimonials.body.docs as { id: number }[])[0]!;
    const refusedRule = async (author: string, language: string) => {
      const answer = await api(`/api/testimonials/${testimonial.id}?locale=ar`, {
        method: "PATCH",
        token: editor,
        headers: { cookie: `payload-lng=${language}` },
        body: JSON.stringify({ author, text: "", _status: "published" }),
      });
      expect(answer.status).toBe(400);
      return (answer.body.errors as { message: string }[])[0]!.message;
    };
    expect(await refusedRule("روهان ديشموخ المدير المالي", "en")).toBe(
      "Not published, both languages are needed. Missing or not valid: Arabic Text, Arabic Name and role (not valid: the name and the role with a comma and a space between them; the comma may be Latin or Arabic (،))",
    );
    expect(await refusedRule("روهان ديشموخ المدير المالي", "ar")).toBe(
      "لم يُنشر، يلزم المحتوى باللغتين. ناقص أو غير صالح: النص (العربية), الاسم والصفة (العربية، غير صالح: الاسم ثم الصفة وبينهما فاصلة ومسافة؛ تصلح الفاصلة العربية (،) واللاتينية)",
    );
    expect(await refusedRule("روهان ديشموخ، المدير المالي", "en")).toBe(
      "Not published, both languages are needed. Missing or not valid: Arabic Text",
    );
    const intro = `${study.intro} وتعمل المنصة اليوم في الإمارات كلها.`;
    // In the same minute, a published article's slug is changed.
    const [before, after] = [
      "plant-floor-sensors-lean-manufacturing",
      "sensors-for-lean-manufacturing",
    ];
    const article = await api(`/api/insights?where[slug][equals]=${before}`, { token: editor });
    const articleId = (article.body.docs as { id: number }[])[0]!.id;
    const git = (...args: string[]) =>
      spawnSync("git", ["-C", contentRepo, ...args], { encoding: "utf8" }).stdout.trim();
    const head = git("rev-parse", "HEAD");
    // The editor who publishes watches the admin meanwhile.
    const browser = await launchBrowser();
    const watching = await signIn(browser, "editor@example.com");
    const requested = new Date().toISOString();
    // Saved as an API client may save, asking for only its state back: the publish names the
    // case study all the same (it was "case study undefined"; asked for nothing of its state, no
    // publish was made at all).
    const [saved, renamed] = await Promise.all([
      api(`/api/case-studies/${study.id}?locale=ar&select[_status]=true`, {
        method: "PATCH",
        token: editor,
        body: JSON.stringify({ intro, _status: "published" }),
      }),
      api(`/api/insights/${articleId}?locale=en`, {
        method: "PATCH",
        token: editor,
        body: JSON.stringify({ slug: after, _status: "published" }),
      }),
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.doc).toMatchObject({ _status: "published" });
    expect(saved.body.doc).not.toHaveProperty("slug");
    // The article lists its old slug under Former slugs.
    expect(renamed.body.doc).toMatchObject({ slug: after, formerSlugs: [before] });
    // Above the page, the publish is followed from publishing to live.
    try {
      await watching.getByRole("status").filter({ hasText: "Publishing:" }).waitFor();
      const live = watching.getByRole("status").filter({ hasText: "Live on the site:" });
      await live.waitFor({ timeout: 540_000 });
      expect(await live.innerText()).toMatch(/case study twarrad|article sensors-for-lean/);
    } finally {
      await browser.close();
    }
    const outcome = await publishOutcome(editor, requested);
    expect(outcome.state, outcome.log).toBe("live");
    // The publish (or two, if the saves came a second apart) commits what changed and no more.
    expect(git("log", "--format=%s", `${head}..HEAD`)).toContain("case study twarrad");
    expect(git("diff", "--no-renames", "--name-only", head, "HEAD").split("\n").sort()).toEqual([
      "content/case-studies/twarrad.ar.json",
      "content/insight-redirects.json",
      `content/insights/${before}/ar.mdoc`,
      `content/insights/${before}/en.mdoc`,
      `content/insights/${after}/ar.mdoc`,
      `content/insights/${after}/en.mdoc`,
      `public/insights/${before}.svg`,
      `public/insights/${after}.svg`,
    ]);
    expect(
      JSON.parse(readFileSync(join(contentRepo, "content/insight-redirects.json"), "utf8")),
    ).toEqual({
      [before]: after,
    });
    // The old address leads to the new one, permanently, in both languages; the sitemap lists the
    // new one only.
    for (const prefix of ["", "/ar"]) {
      const old = await fetch(`${siteUrl}${prefix}/insights/${before}`, { redirect: "manual" });
      expect(old.status, `${prefix}/insights/${before}`).toBe(308);
      expect(new URL(old.headers.get("location")!, siteUrl).pathname).toBe(
        `${prefix}/insights/${after}`,
      );
      expect((await fetch(`${siteUrl}${prefix}/insights/${after}`)).status).toBe(200);
    }
    const sitemap = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/ar/insights/${after}</loc>`);
    expect(sitemap).not.toContain(before);
    expect(await (await fetch(`${siteUrl}/ar/case-study-twarrad`)).text()).toContain(intro);
    expect(await (await fetch(`${siteUrl}/case-study-twarrad`)).text()).not.toContain(intro);
    // The build records the content's commit; the phone number published before is still live.
    const built = JSON.parse(
      readFileSync(join(site, ".builds/current/build-info.json"), "utf8"),
    ) as { content: string };
    expect(built.content).toBe(outcome.commit);
    expect(await (await fetch(`${siteUrl}/contactus`)).text()).toContain("+91 20 4000 9876");
    publishedPages.set("/ar/case-study-twarrad", { status: 200, shows: intro });
    for (const prefix of ["", "/ar"]) {
      publishedPages.set(`${prefix}/insights/${after}`, { status: 200 });
      publishedPages.set(`${prefix}/insights/${before}`, {
        status: 308,
        location: `${prefix}/insights/${after}`,
      });
    }
    // `npm run rollback` after a release: both machines go back to the release's own build (the
    // case study as it was, everything published before it kept), and forward again, by name.
    const latest = readlinkSync(join(site, ".builds/current"));
    const rolledBack = rollbackBoth(releaseBuild);
    expect(rolledBack.status, rolledBack.out).toBe(0);
    for (const edge of edges) {
      const page = await throughEdge(edge, "/ar/case-study-twarrad");
      expect(page.html).not.toContain(intro);
      expect((await throughEdge(edge, "/contactus")).html).toContain("+91 20 4000 9876");
    }
    const forward = rollbackBoth(latest);
    expect(forward.status, forward.out).toBe(0);
    for (const edge of edges) await expectPublished(edge);
    // Several switches of the running site since its restart, each one reported as made: none is
    // said to have failed when a worker of an earlier build retired, and the server's record
    // agrees.
    expect(siteLog().match(/^Switched to /gm)?.length).toBeGreaterThanOrEqual(3);
    expect(siteLog()).not.toContain("Not switched");
    const record = JSON.parse(
      readFileSync(join(site, ".builds/servers", `${new URL(siteUrl).port}.json`), "utf8"),
    ) as { build: string; refused?: string };
    expect(record.build).toBe(`.builds/${readlinkSync(join(site, ".builds/current"))}`);
    expect(record.refused).toBeUndefined();
  }, 900_000);

  test("preview: an editor's Preview opens the draft on the preview instance, in Arabic, with a nonce CSP, for a case study, a testimonial and an article never published; the public site shows the published pages, and has no preview route", async () => {
    const editor = await token("editor@example.com");
    const found = await api("/api/case-studies?where[slug][equals]=addin&locale=ar", {
      token: editor,
    });
    const study = (found.body.docs as { id: number; intro: string }[])[0]!;
    const intro = `${study.intro} وهذه مسودة لم تُنشر بعد.`;
    const saved = await api(`/api/case-studies/${study.id}?locale=ar&draft=true`, {
      method: "PATCH",
      token: editor,
      body: JSON.stringify({ intro, _status: "draft" }),
    });
    expect(saved.status).toBe(200);
    // The public site: no preview route, and the published page.
    const link = (path: string, secret = PREVIEW_SECRET) =>
      `/preview?token=${previewToken(secret, { path, user: "1" })}`;
    const publicPreview = await fetch(`${siteUrl}${link("/ar/case-study-addin")}`, {
      redirect: "manual",
    });
    expect(publicPreview.status).toBe(404);
    expect(await publicPreview.text()).toContain("<html");
    // The preview instance: the same site and build, with the secret and the editor's address.
    const preview = await startServer(
      ["scripts/start.mjs"],
      site,
      {
        ...base,
        PORT: new URL(previewUrl).port,
        // Its own enquiry store: a SQLite file serves one instance.
        DATA_DIR: join(work, "preview-data"),
        PREVIEW_SECRET,
        CMS_URL: url.replace("localhost", "127.0.0.1"),
      },
      `${previewUrl}/`,
    );
    const browser = await launchBrowser();
    try {
      // A link is signed by the editor for a page: the shared secret alone, a link signed with
      // another secret, or one for a page elsewhere, opens nothing.
      for (const path of [
        `/preview?secret=${PREVIEW_SECRET}&path=/`,
        link("/", `${PREVIEW_SECRET}x`),
      ]) {
        const wrong = await fetch(`${previewUrl}${path}`, { redirect: "manual" });
        expect(wrong.status, path).toBe(401);
        expect(await wrong.text()).toContain("This preview link is not valid");
      }
      for (const path of [
        "/\\evil.example/x",
        "//evil.example/x",
        "/\t/evil.example/x",
        "/x\r\ny",
      ]) {
        const offSite = await fetch(`${previewUrl}${link(path)}`, { redirect: "manual" });
        expect([offSite.status, offSite.headers.get("location")], path).toEqual([400, null]);
      }
      // Over plain HTTP (a preview instance on a private name), its draft cookie is one a browser keeps.
      const opened = await fetch(`${previewUrl}${link("/ar/case-study-addin")}`, {
        redirect: "manual",
      });
      expect(opened.status).toBe(307);
      expect(opened.headers.get("location")).toBe("/ar/case-study-addin");
      const cookie = opened.headers
        .getSetCookie()
        .find((line) => line.startsWith("__prerender_bypass="));
      expect(cookie).toMatch(/SameSite=lax/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).not.toMatch(/Secure/i);
      const page = await signIn(browser, "editor@example.com");
      await page.goto(`${url}/admin/collections/case-studies/${study.id}?locale=ar`);
      // The admin's page holds a link for this page and person, never the secret.
      expect(await page.content()).not.toContain(PREVIEW_SECRET);
      await expect
        .poll(() => page.locator("#preview-button").getAttribute("href"))
        .toMatch(/\/preview\?token=[\w-]+\.[\w-]+$/);
      // Listened for on the browser's context, before the click: the new tab loads at once.
      const violations: string[] = [];
      page.context().on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      const draftResponse = page
        .context()
        .waitForEvent("response", (candidate) => candidate.url().endsWith("/ar/case-study-addin"));
      const [tab] = await Promise.all([
        page.waitForEvent("popup"),
        // Payload's Preview: a link, named in the interface's language, that opens a new tab.
        page.locator("#preview-button").click(),
      ]);
      const response = await draftResponse;
      await tab.waitForLoadState("load");
      expect(tab.url()).toBe(`${previewUrl}/ar/case-study-addin`);
      expect(await tab.locator("main").innerText()).toContain(intro);
      const policy = response.headers()["content-security-policy"]!;
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, policy).toBeTruthy();
      // Next.js's own for a draft: "private, no-cache, no-store, max-age=0, must-revalidate".
      expect(response.headers()["cache-control"]).toMatch(/^private, .*no-store/);
      // Every script of the draft carries the response's nonce, and none was refused.
      const scripts = await tab.evaluate(() =>
        [...document.scripts]
          // Structured data is not run, and needs none.
          .filter((script) => script.type !== "application/ld+json")
          .map((script) => ({ nonce: script.nonce, src: script.src || script.text.slice(0, 80) })),
      );
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script.nonce, script.src).toBe(nonce);
      expect(violations).toEqual([]);
      // The page stays the published one everywhere else.
      for (const base of [siteUrl, previewUrl]) {
        const html = await (await fetch(`${base}/ar/case-study-addin`)).text();
        expect(html).toContain(study.intro.slice(0, 40));
        expect(html).not.toContain("وهذه مسودة لم تُنشر بعد");
      }
      // A testimonial's draft: Preview opens the home page at the testimonials, with its words.
      const listed = await api("/api/testimonials?locale=en&sort=order&limit=1", {
        token: editor,
      });
      const first = (listed.body.docs as { id: number }[])[0]!;
      const words = "Orders now reach our shops in half the time; this sentence is a draft.";
      await api(`/api/testimonials/${first.id}?locale=en&draft=true`, {
        method: "PATCH",
        token: editor,
        body: JSON.stringify({ text: words, _status: "draft" }),
      });
      await page.goto(`${url}/admin/collections/testimonials/${first.id}?locale=en`);
      const [homeTab] = await Promise.all([
        page.waitForEvent("popup"),
        page.locator("#preview-button").click(),
      ]);
      await homeTab.waitForLoadState("load");
      expect(homeTab.url()).toBe(`${previewUrl}/#testimonial`);
      expect(await homeTab.locator("#testimonial").textContent()).toContain(words);
      for (const base of [siteUrl, previewUrl])
        expect(await (await fetch(`${base}/`)).text()).not.toContain(words);
      // An article never published: its page and its photo, in Arabic, from the editor's draft.
      const photoUpload = new FormData();
      photoUpload.append(
        "file",
        new Blob([await photo(1600, 1000)], { type: "image/jpeg" }),
        "draft.jpg",
      );
      photoUpload.append("_payload", JSON.stringify({ alt: ALT.en }));
      const media = await api("/api/media?locale=en", {
        method: "POST",
        token: editor,
        body: photoUpload,
      });
      const mediaId = (media.body.doc as { id: number }).id;
      await api(`/api/media/${mediaId}?locale=ar`, {
        method: "PATCH",
        token: editor,
        body: JSON.stringify({ alt: ALT.ar }),
      });
      const draftArticle = await api("/api/insights?locale=en&draft=true", {
        method: "POST",
        token: editor,
        body: JSON.stringify({
          ...NEW_ARTICLE,
          slug: "a-draft-article",
          cover: mediaId,
          _status: "draft",
        }),
      });
      const articleId = (draftArticle.body.doc as { id: number }).id;
      await api(`/api/insights/${articleId}?locale=ar&draft=true`, {
        method: "PATCH",
        token: editor,
        body: JSON.stringify({ ...NEW_ARTICLE_AR, title: "مسودة مقال لم يُنشر بعد" }),
      });
      await page.goto(`${url}/admin/collections/insights/${articleId}?locale=ar`);
      const [articleTab] = await Promise.all([
        page.waitForEvent("popup"),
        page.locator("#preview-button").click(),
      ]);
      await articleTab.waitForLoadState("load");
      expect(articleTab.url()).toBe(`${previewUrl}/ar/insights/draft/a-draft-article`);
      await expect
        .poll(() => articleTab.getByRole("heading", { level: 1 }).innerText())
        .toBe("مسودة مقال لم يُنشر بعد");
      const draftCover = articleTab.locator("main picture img");
      await expect
        .poll(() => draftCover.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
        .toMatch(new RegExp(`^${previewUrl}/preview/cover/a-draft-article\\.(\\d+\\.)?avif$`));
      expect(
        await draftCover.evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
      // A draft the build would refuse says why, as the build would.
      await api(`/api/insights/${articleId}?locale=en&draft=true`, {
        method: "PATCH",
        token: editor,
        body: JSON.stringify({ description: "Too short." }),
      });
      await articleTab.goto(`${previewUrl}/insights/draft/a-draft-article`);
      expect(await articleTab.locator("main").innerText()).toContain(
        "This draft cannot be shown yet\n\nthe draft of a-draft-article, English: description: must be 140-160 characters (is 10)",
      );
      expect(violations).toEqual([]);
      // Nowhere else: not on the public site, nor on the preview instance outside draft mode.
      for (const path of [
        "/insights/draft/a-draft-article",
        "/ar/insights/draft/a-draft-article",
        "/preview/cover/a-draft-article.webp",
      ]) {
        expect((await fetch(`${siteUrl}${path}`)).status, path).toBe(404);
        expect((await fetch(`${previewUrl}${path}`)).status, path).toBe(404);
      }
    } finally {
      await browser.close();
      await stop(preview.child);
    }
  }, 900_000);

  test("in a browser: staff sign in, the articles are listed by day with the year, an article's Arabic fields are written right to left, and the Arabic admin names the accounts in Arabic", async () => {
    const browser = await launchBrowser();
    try {
      const page = await signIn(browser, "editor@example.com");
      // The start page lists what staff edit.
      await page.getByRole("heading", { name: "Collections" }).waitFor();
      await page.getByRole("heading", { name: "Globals" }).waitFor();
      // The articles' list dates them by day, with the year, and no time of day.
      await page.goto(`${url}/admin/collections/insights`);
      const published = page.locator("td.cell-published");
      await published.first().waitFor();
      // (Each cell reads "Loading..." until the list's script has drawn it; a draft may have none.)
      await expect
        .poll(async () =>
          (await published.allInnerTexts()).filter(
            (date) => !/^(\d{1,2} [A-Z][a-z]{2} 20\d\d)?$/.test(date),
          ),
        )
        .toEqual([]);
      expect((await published.allInnerTexts()).filter(Boolean).length).toBeGreaterThan(0);
      await page.goto(`${url}/admin/collections/insights/create?locale=ar`);
      await page.waitForSelector("#field-title");
      // The slug is the address, in Latin letters whatever the language.
      expect(await directionsOf(page)).toEqual(["rtl", "rtl", "rtl", "ltr"]);
      // In the admin's Arabic, every collection is named in Arabic, the accounts too.
      await page.context().addCookies([{ name: "payload-lng", value: "ar", url }]);
      await page.goto(`${url}/admin`);
      const nav = page.locator("nav");
      await nav.getByRole("link", { name: "المستخدمون" }).first().waitFor();
      expect(await nav.getByRole("link", { name: "Users", exact: true }).count()).toBe(0);
      // In the Arabic admin, an article's English fields are laid out left to right.
      const editor = await token("editor@example.com");
      const [first] = (await api("/api/insights?limit=1", { token: editor })).body.docs as {
        id: number;
      }[];
      const [testimonial] = (await api("/api/testimonials?limit=1", { token: editor })).body
        .docs as { id: number }[];
      await page.goto(`${url}/admin/collections/insights/${first!.id}?locale=en`);
      expect(await directionsOf(page)).toEqual(["ltr", "ltr", "ltr", "ltr"]);
      // An article written in English only is headed "No title yet" in Arabic, not by its id.
      const english = await api("/api/insights?locale=en&draft=true", {
        method: "POST",
        token: editor,
        body: JSON.stringify({
          ...NEW_ARTICLE,
          slug: "written-in-english-only",
          title: "Written in English only, for now",
          _status: "draft",
        }),
      });
      expect(english.status, JSON.stringify(english.body)).toBe(201);
      const draft = (english.body.doc as { id: number }).id;
      await page.goto(`${url}/admin/collections/insights/${draft}?locale=ar`);
      await page.locator(BODY).first().waitFor();
      await expect
        .poll(() => page.locator("h1.render-title").innerText(), { timeout: 10_000 })
        .toBe("بلا عنوان بعد");
      // On a phone, in both languages, no page of the admin scrolls sideways, and its menu (☰)
      // is on screen and opens the navigation.
      await page.setViewportSize({ width: 390, height: 844 });
      for (const language of ["ar", "en"]) {
        await page.context().addCookies([{ name: "payload-lng", value: language, url }]);
        // A list, and the longest and the widest-headed forms.
        for (const path of [
          "/admin/collections/insights",
          `/admin/collections/insights/${first!.id}`,
          `/admin/collections/testimonials/${testimonial!.id}`,
        ]) {
          await page.goto(`${url}${path}`);
          await page.locator(".app-header__account").waitFor();
          const shown = await page.evaluate(() => {
            const menu = document.querySelector(".app-header__mobile-nav-toggler")!;
            const box = menu.getBoundingClientRect();
            return {
              width: document.documentElement.scrollWidth,
              menu: box.left >= 0 && box.right <= innerWidth && box.width >= 24 && box.height >= 24,
            };
          });
          expect(shown, `${language} ${path}`).toEqual({ width: 390, menu: true });
        }
        await page.locator(".app-header__mobile-nav-toggler").click();
        const link = page
          .locator("nav")
          .getByRole("link", { name: language === "ar" ? "المقالات" : "Insights" })
          .first();
        await link.waitFor();
        // The open menu is on screen, and the page still does not scroll sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
        const box = (await link.boundingBox())!;
        expect(box.x >= 0 && box.x + box.width <= 390, `${language} menu`).toBe(true);
      }
    } finally {
      await browser.close();
    }
  });

  test("in a browser: an author is offered neither Publish nor Unpublish, changes a published article as a draft beside it (saved as typed, there when reopened), and ticks it ready for an editor, who is told by e-mail once", async () => {
    const author = await token("author@example.com");
    const found = await api("/api/insights?locale=en&where[slug][equals]=support-plan-that-works", {
      token: author,
    });
    const article = (found.body.docs as { id: number; title: string }[])[0]!;
    const mails = smtp.messages.length;
    const browser = await launchBrowser();
    /** Whether the article's page offers Publish changes, and Unpublish in its ⋮ menu. */
    const offers = async (page: Page) => {
      await page.goto(`${url}/admin/collections/insights/${article.id}?locale=en`);
      await page.locator(".doc-controls__dots").click();
      await page.locator("#action-create").waitFor();
      return {
        publish: await page.getByRole("button", { name: "Publish changes" }).count(),
        unpublish: await page.locator("#action-unpublish").count(),
      };
    };
    try {
      // An editor is offered both; an author neither (a click on them was refused afterwards).
      expect(await offers(await signIn(browser, "editor@example.com"))).toEqual({
        publish: 1,
        unpublish: 1,
      });
      const page = await signIn(browser, "author@example.com");
      expect(await offers(page)).toEqual({ publish: 0, unpublish: 0 });
      await page.keyboard.press("Escape");
      // No Save Draft to press: the draft saves itself as the author types (autosave), and the
      // page reopened (the tab closed) shows what was typed.
      await page.fill("#field-title", "A support plan that works, as the author redrafts it");
      // A link on the body's first word, to a page picked from the site's pages (no path typed),
      // from the toolbar's link button.
      // (Clicked in its first paragraph until the body has the caret: a click elsewhere may land
      // in a callout's or a table's own text, where Ctrl+Home stays.)
      const opening = page.locator(`${BODY} > p`).first();
      await expect
        .poll(
          async () => {
            await opening.click();
            return page.evaluate((body) => document.activeElement?.matches(body), BODY);
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      await page.keyboard.press("Control+Home");
      await page.keyboard.press("Control+Shift+ArrowRight");
      const linkWindow = page.locator(".drawer__content", { has: page.locator("#field-url") });
      // (Pressed until the window opens: the toolbar enables its link button once it has seen the
      // selection.)
      await pressUntilShown(page.locator(".fixed-toolbar .toolbar-popup__button-link"), linkWindow);
      // (Picked again until the window's script has taken over the list.)
      await expect
        .poll(
          async () => {
            await linkWindow
              .getByLabel("A page of the site")
              .selectOption("/ar/case-study-twarrad");
            return linkWindow.locator("#field-url").inputValue();
          },
          { timeout: 15_000 },
        )
        .toBe("/ar/case-study-twarrad");
      await linkWindow.getByRole("button", { name: "Save changes" }).click();
      await linkWindow.waitFor({ state: "hidden" });
      await page.check("#field-readyForEditor");
      await page.locator(".autosave").getByText("Last saved").waitFor();
      await expect
        .poll(
          async () => {
            const { body } = await api(`/api/insights/${article.id}?locale=en&draft=true`, {
              token: author,
            });
            return (
              body.readyForEditor === true && JSON.stringify(body.body).includes("/ar/case-study-")
            );
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      const signedIn = await page.context().cookies();
      await page.close();
      const reopened = await browser.newPage();
      await reopened.context().addCookies(signedIn);
      await reopened.goto(`${url}/admin/collections/insights/${article.id}?locale=en`);
      await expect
        .poll(() => reopened.inputValue("#field-title"), { timeout: 15_000 })
        .toBe("A support plan that works, as the author redrafts it");
      // The link is saved on the body's first words, and shown there when the page is reopened.
      const { body: saved } = await api(`/api/insights/${article.id}?locale=en&draft=true`, {
        token: author,
      });
      const [first] = (saved.body as EditorStateJSON).root.children;
      expect(JSON.stringify(first).slice(0, 400)).toContain('"url":"/ar/case-study-twarrad"');
      // (Lexical writes a relative address into the editor's own <a> as "https://"; the saved one
      // above is what is published.)
      const link = reopened.locator(`${BODY} > p:first-child > a`).first();
      await link.waitFor();
      expect(await link.innerText()).not.toBe("");
      expect(await reopened.isChecked("#field-readyForEditor")).toBe(true);
    } finally {
      await browser.close();
    }
    // Every editor and admin is told by e-mail what waits, from whom, and where.
    const told = (await smtp.waitFor(mails + 2))
      .slice(mails)
      .filter(
        (mail) => mail.headers.subject === "Ready for an editor: article support-plan-that-works",
      );
    expect(told.map((mail) => mail.envelope.to[0]).sort()).toEqual([
      "admin@example.com",
      "editor@example.com",
    ]);
    expect(told[0]!.text).toContain(
      `author@example.com asks an editor to review and publish article support-plan-that-works: ${url}/admin/collections/insights/${article.id}`,
    );
    const published = await api(`/api/insights/${article.id}?locale=en`, { token: author });
    expect(published.body).toMatchObject({ _status: "published", title: article.title });
    const draft = await api(`/api/insights/${article.id}?locale=en&draft=true`, { token: author });
    expect(draft.body).toMatchObject({
      title: "A support plan that works, as the author redrafts it",
      readyForEditor: true,
    });
  });

  test("revisions: an editor compares a draft with the version before it side by side and restores the published one, which is published again; an author restores a published version only as a draft beside it, and the admin says so", async () => {
    const editor = await token("editor@example.com");
    const author = await token("author@example.com");
    const { body: found } = await api(
      "/api/insights?where[slug][equals]=fixed-scope-or-dedicated-team&locale=en&depth=0",
      { token: editor },
    );
    const article = (found.docs as { id: number; title: string }[])[0]!;
    type Version = { id: number; version: { _status: string; title: string } };
    const versions = async () =>
      (
        await api(
          `/api/insights/versions?where[parent][equals]=${article.id}&sort=-updatedAt&limit=50&depth=0&locale=en`,
          { token: editor },
        )
      ).body.docs as Version[];
    const published = (await versions()).find(({ version }) => version._status === "published")!;
    const draftTitle = async () =>
      (await api(`/api/insights/${article.id}?locale=en&draft=true&depth=0`, { token: editor }))
        .body.title;
    const redraft = async (title: string) => {
      const saved = await api(`/api/insights/${article.id}?locale=en&draft=true`, {
        method: "PATCH",
        token: editor,
        body: JSON.stringify({ title }),
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };
    await redraft("Fixed scope or a dedicated team, as a first draft says");
    // Restoring a published version publishes it: not for an author, through the API or the admin.
    const refused = await api(`/api/insights/versions/${published.id}`, {
      method: "POST",
      token: author,
    });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain("Only an editor or an admin publishes");
    const browser = await launchBrowser();
    try {
      const page = await signIn(browser, "author@example.com");
      await page.goto(`${url}/admin/collections/insights/${article.id}/versions/${published.id}`);
      const restore = page.getByRole("button", { name: "Restore this version" });
      await pressUntilShown(restore, page.locator("#confirm-action"));
      await page.locator("#confirm-action").click();
      await page
        .getByText("Not restored. An author restores a published version as a draft only")
        .waitFor();
      expect(await draftTitle()).toBe("Fixed scope or a dedicated team, as a first draft says");
      // As a draft beside the published article, it is restored.
      await page.locator(".restore-version .popup-button").click();
      await page.getByRole("button", { name: "Restore as draft" }).click();
      await page.locator("#confirm-action").click();
      await page.waitForURL(`${url}/admin/collections/insights/${article.id}`);
      expect(await draftTitle()).toBe(article.title);
      await page.close();

      // The editor: a new draft beside it, shown against the version before it, side by side.
      await redraft("Fixed scope or a dedicated team, as a second draft says");
      const [latest] = await versions();
      const editorPage = await signIn(browser, "editor@example.com");
      await editorPage.goto(
        `${url}/admin/collections/insights/${article.id}/versions/${latest!.id}`,
      );
      const title = editorPage.locator(".field-diff-container", { hasText: "Title" }).first();
      const sides = [article.title, "Fixed scope or a dedicated team, as a second draft says"];
      await expect
        .poll(
          async () => {
            const shown = await title.innerText();
            return sides.filter((side) => !shown.includes(side));
          },
          { timeout: 20_000 },
        )
        .toEqual([]);
      // The published version, restored, is published again.
      await editorPage.goto(
        `${url}/admin/collections/insights/${article.id}/versions/${published.id}`,
      );
      const requested = new Date().toISOString();
      await pressUntilShown(
        editorPage.getByRole("button", { name: "Restore this version" }),
        editorPage.locator("#confirm-action"),
      );
      await editorPage.locator("#confirm-action").click();
      await editorPage.waitForURL(`${url}/admin/collections/insights/${article.id}`);
      expect(await draftTitle()).toBe(article.title);
      const outcome = await publishOutcome(editor, requested);
      expect(outcome.state, outcome.log).toBe("live");
      expect(outcome.entries).toBe("article fixed-scope-or-dedicated-team");
    } finally {
      await browser.close();
    }
  });

  test("written in the visual editor in both languages (a heading, bold, code, a callout whose text is typed before the server answered for its title, a photo from Media, a table) and scheduled in a browser two minutes ahead, in the company's time zone, an article goes live then in both languages, its photo in every size and described in each language, on both machines, published by the editor who set it, though the editor restarted meanwhile; one that cannot be published is listed as not done, with why; beside the fields, its search and share preview counts as the site does, as it is typed, in each language", async () => {
    const editor = await token("editor@example.com");
    const { body: found } = await api(
      "/api/insights?where[slug][equals]=support-plan-that-works&depth=0",
      { token: editor },
    );
    const cover = (found.docs as { cover: number }[])[0]!.cover;
    const slug = "scheduled-for-monday-morning";
    // A photo in Media, described in both languages, for the body.
    const upload = new FormData();
    upload.append("file", new Blob([await photo(1600, 1000)], { type: "image/jpeg" }), "team.jpg");
    upload.append(
      "_payload",
      JSON.stringify({ alt: "The team planning the week at a whiteboard" }),
    );
    const uploaded = await api("/api/media?locale=en", {
      method: "POST",
      token: editor,
      body: upload,
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const image = uploaded.body.doc as { id: number; filename: string };
    const described = await api(`/api/media/${image.id}?locale=ar`, {
      method: "PATCH",
      token: editor,
      body: JSON.stringify({ alt: "الفريق يخطط للأسبوع أمام السبورة" }),
    });
    expect(described.status, JSON.stringify(described.body)).toBe(200);
    const article = {
      en: {
        ...NEW_ARTICLE,
        slug,
        cover,
        title: "Scheduled for Monday morning, written the week before",
        body: undefined,
      },
      ar: {
        title: "مجدول لصباح الإثنين، كُتب قبلها بأسبوع",
        description: NEW_ARTICLE_AR.description,
      },
    };
    /** The bodies, written in the browser. */
    const written: Record<"en" | "ar", Written> = {
      en: {
        heading: "Why schedule",
        paragraph: ["An article is ", "ready", " before its day."],
        code: { language: "bash", code: "npm run build" },
        callout: { kind: "Tip", title: "Plan the week", content: "Schedule it, then go home." },
        caption: "Friday: written, and scheduled for Monday.",
        table: [
          ["Day", "What"],
          ["Friday", "Written"],
          ["Monday", "Live"],
        ],
      },
      ar: {
        heading: "لماذا الجدولة",
        paragraph: ["يكون المقال ", "جاهزًا", " قبل يومه."],
        code: { language: "bash", code: "npm run build" },
        callout: { kind: "Tip", title: "خطّط للأسبوع", content: "جدوله ثم اذهب إلى البيت." },
        caption: "الجمعة: كُتب وجُدول للإثنين.",
        table: [
          ["اليوم", "ماذا"],
          ["الجمعة", "كُتب"],
          ["الإثنين", "نُشر"],
        ],
      },
    };
    /** The Markdoc the publish writes of each body. */
    const markdoc = (locale: "en" | "ar") => {
      const { heading, paragraph, code, callout, caption, table } = written[locale];
      const alt =
        locale === "en"
          ? "The team planning the week at a whiteboard"
          : "الفريق يخطط للأسبوع أمام السبورة";
      return [
        "",
        `## ${heading}`,
        "",
        `${paragraph[0]}**${paragraph[1]}**${paragraph[2]}`,
        "",
        `\`\`\`${code.language}`,
        code.code,
        "\`\`\`",
        "",
        `{% callout type="${callout.kind.toLowerCase()}" title="${callout.title}" %}`,
        callout.content,
        "{% /callout %}",
        "",
        `{% figure src="/insights/${slug}.photo-${image.id}.webp" alt="${alt}" width=1600 height=1000 caption="${caption}" /%}`,
        "",
        ...table.flatMap((row, index) => [
          `| ${row.join(" | ")} |`,
          ...(index === 0 ? ["|---|---|"] : []),
        ]),
        "",
      ].join("\n");
    };
    const created = await api("/api/insights?locale=en&draft=true", {
      method: "POST",
      token: editor,
      body: JSON.stringify({ ...article.en, _status: "draft" }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body.doc as { id: number }).id;
    const arabic = await api(`/api/insights/${id}?locale=ar&draft=true`, {
      method: "PATCH",
      token: editor,
      body: JSON.stringify({ ...article.ar, _status: "draft" }),
    });
    expect(arabic.status, JSON.stringify(arabic.body)).toBe(200);
    const { body: english } = await api(
      "/api/insights?where[slug][equals]=written-in-english-only&draft=true&depth=0",
      { token: editor },
    );
    const incomplete = (english.docs as { id: number }[])[0]!.id;

    // Two minutes ahead, to the minute, as the company's clock in Pune reads it.
    const at = new Date(Math.ceil((Date.now() + 120_000) / 60_000) * 60_000);
    const inPune = (time: Date) =>
      new Intl.DateTimeFormat("en-GB", {
        timeZone: "Asia/Kolkata",
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      })
        .format(time)
        .replace(" at ", ", ")
        .replace("Sept", "Sep");
    const browser = await launchBrowser();
    try {
      const page = await signIn(browser, "editor@example.com");
      // Both bodies written in the visual editor, each saved as the draft (autosave) and holding
      // what the publish will write.
      for (const locale of ["en", "ar"] as const) {
        await page.goto(`${url}/admin/collections/insights/${id}?locale=${locale}`);
        await writeBody(page, image.filename, written[locale]);
        await expect
          .poll(
            async () => {
              const { body } = await api(
                `/api/insights/${id}?locale=${locale}&draft=true&depth=1`,
                { token: editor },
              );
              return body.body && bodyMarkdoc(body.body as EditorStateJSON, slug, locale);
            },
            { timeout: 20_000 },
          )
          .toBe(markdoc(locale));
      }
      // The schedule is set in Pune's time, whatever the browser's clock (here the machine's).
      const schedule = async (entry: number) => {
        await page.goto(`${url}/admin/collections/insights/${entry}`);
        // The menu opens once the admin's scripts have loaded: a press before then does nothing.
        const item = page.locator("#schedule-publish");
        await pressUntilShown(page.locator("#action-save-popup .popup-button"), item);
        await item.click();
        const drawer = page.locator(".schedule-publish");
        await drawer.getByText("Publish", { exact: true }).click();
        await expect
          .poll(() => drawer.locator(".timezone-picker").innerText())
          .toContain("Pune (IST, UTC+05:30)");
        const time = drawer.locator(".react-datepicker__input-container input");
        await time.fill(inPune(at));
        await time.press("Enter");
        await drawer.locator("#scheduled-publish-save").click();
        // Listed with the time it was set for, in Pune's zone.
        await expect
          .poll(() => drawer.locator(".schedule-publish__upcoming").innerText())
          .toMatch(new RegExp(`Publish\\s+${inPune(at)}\\s+Pune \\(IST, UTC\\+05:30\\)`));
      };
      await schedule(id);
      await schedule(incomplete);
      // The start page lists both, soonest first, as waiting, with who set them.
      await page.goto(`${url}/admin`);
      const listed = page.locator("section.scheduled tbody tr");
      await expect.poll(() => listed.allInnerTexts()).toHaveLength(2);
      for (const row of await listed.allInnerTexts()) {
        expect(row).toContain(`${inPune(at)} IST`);
        expect(row).toContain("waiting");
      }
      expect((await listed.allInnerTexts()).join("\n")).toContain(article.en.title);

      // Meanwhile, the preview beside the fields: in English, then in Arabic, following the typing.
      const preview = page.locator(".search-preview");
      const counts = async () =>
        Object.fromEntries(
          await preview
            .locator(".search-preview__count")
            .evaluateAll((rows) =>
              rows.map((row) => [
                row.querySelector("dt")!.textContent,
                row.querySelector("dd")!.textContent,
              ]),
            ),
        );
      await page.goto(`${url}/admin/collections/insights/${id}?locale=en`);
      await preview.waitFor();
      expect(await counts()).toEqual({
        Title: `${article.en.title.length} characters (10-120; results show about the first 60): fits`,
        Description: `${article.en.description.length} characters (140-160): fits`,
        Words: String(articleWords(markdoc("en"))),
        "Reading time": "1 min read",
      });
      expect(await preview.locator(".search-preview__result").innerText()).toContain(
        `insights › ${slug}`,
      );
      expect(await preview.locator(".search-preview__image").innerText()).toBe(
        `Deccan Softworks\nINSIGHTS · CLOUD\n${article.en.title}\nCloud and Modernisation Practice`,
      );
      // (The article's title, not the callout's, which Payload gives the same id.)
      const title = page.getByRole("textbox", { name: "Title — en" });
      await title.fill("Too short");
      await expect
        .poll(async () => (await counts()).Title)
        .toBe("9 characters (10-120; results show about the first 60): too short");
      await title.fill(article.en.title);
      // The draft the schedule will publish holds the title again (autosaved), before leaving.
      await expect
        .poll(
          async () =>
            (await api(`/api/insights/${id}?locale=en&draft=true`, { token: editor })).body.title,
          { timeout: 15_000 },
        )
        .toBe(article.en.title);
      await page.goto(`${url}/admin/collections/insights/${id}?locale=ar`);
      await preview.waitFor();
      expect(await counts()).toEqual({
        Title: `${article.ar.title.length} characters (10-120; results show about the first 60): fits`,
        Description: `${article.ar.description.length} characters (140-160): fits`,
        Words: String(articleWords(markdoc("ar"))),
        "Reading time": "دقيقة واحدة للقراءة",
      });
      expect(await preview.locator(".search-preview__image").innerText()).toContain(
        "مقالات · الحوسبة السحابية",
      );
    } finally {
      await browser.close();
    }

    // The editor restarts before the time comes: the schedule is stored, not a timer.
    await stopEditor("SIGTERM");
    await startEditor();
    const back = Date.now();
    const outcome = await publishOutcome(editor, new Date(at.getTime() - 1000).toISOString());
    expect(outcome.state, outcome.log).toBe("live");
    // Asked for at its time (or, on a machine slow enough that the editor came back after it, as
    // soon as the editor was back), within the jobs' ten seconds.
    const started = Date.parse((outcome as { createdAt: string }).createdAt);
    expect(started).toBeGreaterThanOrEqual(at.getTime());
    expect(started - Math.max(at.getTime(), back), "asked for on time").toBeLessThan(15_000);
    const { body: record } = await api(`/api/publishes/${outcome.id}`, { token: editor });
    expect(record).toMatchObject({ requestedBy: "editor@example.com" });
    expect(String(record.entries)).toContain(`article ${slug}`);
    expect(String(record.entries)).not.toContain("written-in-english-only");
    for (const [prefix, title] of [
      ["", article.en.title],
      ["/ar", article.ar.title],
    ] as const)
      publishedPages.set(`${prefix}/insights/${slug}`, { status: 200, shows: title });
    for (const edge of edges) await expectPublished(edge);
    // Each language's page shows what was written: the table, the code, the callout, and the photo
    // in its sizes (AVIF and WebP, lazy), described in that language.
    for (const locale of ["en", "ar"] as const) {
      const page = await (
        await fetch(`${siteUrl}${locale === "ar" ? "/ar" : ""}/insights/${slug}`)
      ).text();
      const { heading, code, callout, caption, table } = written[locale];
      for (const shown of [
        heading,
        code.code,
        callout.title,
        callout.content,
        caption,
        ...table.flat(),
      ])
        expect(page, locale).toContain(shown);
      const name = `/insights/${slug}.photo-${image.id}`;
      const sizes = (format: string) =>
        [
          ...COVER_WIDTHS.slice(0, -1).map((width) => `${name}.${width}.${format} ${width}w`),
          `${name}.${format} 1600w`,
        ].join(", ");
      expect(page).toContain(`<source type="image/avif" srcSet="${sizes("avif")}"`);
      const img = page.match(new RegExp(`<img[^>]*src="${name}\\.webp"[^>]*>`))?.[0] ?? "";
      expect(img).toContain(`srcSet="${sizes("webp")}"`);
      expect(img).toContain('width="1600" height="1000"');
      expect(img).toContain('loading="lazy"');
      expect(img).toContain(
        `alt="${locale === "en" ? "The team planning the week at a whiteboard" : "الفريق يخطط للأسبوع أمام السبورة"}"`,
      );
    }
    for (const file of [`${slug}.photo-${image.id}.avif`, `${slug}.photo-${image.id}.480.webp`]) {
      const response = await fetch(`${siteUrl}/insights/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^image\/(avif|webp)$/);
    }

    // The one that could not be published is listed with why, to whoever writes.
    const again = await launchBrowser();
    try {
      const page = await signIn(again, "editor@example.com");
      const listed = page.locator("section.scheduled tbody tr");
      await expect.poll(() => listed.allInnerTexts()).toHaveLength(1);
      const [row] = await listed.allInnerTexts();
      expect(row).toContain("not done: Not published, both languages are needed. Missing: Arabic");
      expect(row).toContain("Written in English only, for now");
    } finally {
      await again.close();
    }
  }, 900_000);

  test("backup and restore: the editor's database, images and content repository, restored into fresh directories, are what a second editor started on them serves (the same staff, articles, images and history); a backup of nothing, into a used directory, and a restore over data are refused, changing nothing", async () => {
    const backup = join(work, "backup");
    const made = cms(["backup", backup]);
    expect(made.status, made.out).toBe(0);
    // Files for their owner only: the database holds the staff's password hashes.
    expect(readdirSync(backup).sort()).toEqual(["cms.db", "content.bundle", "media.tar"]);
    expect(statSync(backup).mode & 0o777).toBe(0o700);
    for (const name of readdirSync(backup))
      expect(statSync(join(backup, name)).mode & 0o777, name).toBe(0o600);
    expect(made.out).toContain("backup: no secret file: CMS_SECRET is set");
    const again = cms(["backup", backup]);
    expect([again.status, again.out]).toEqual([1, expect.stringContaining("is not empty")]);
    // Settings that name no database (a mistyped data directory): refused, nothing made.
    const nowhere = join(work, "no-such-data");
    const none = cms(["backup", join(work, "backup-2")], "", {
      CMS_DATA_DIR: nowhere,
      CMS_DATABASE_URL: `file:${join(nowhere, "cms.db")}`,
    });
    expect(none.status, none.out).toBe(1);
    expect(none.out).toContain(`there is no editor database at ${join(nowhere, "cms.db")}`);
    expect([existsSync(nowhere), existsSync(join(work, "backup-2"))]).toEqual([false, false]);
    // Into fresh directories: then refused over what it put there.
    const fresh = {
      CMS_DATA_DIR: join(work, "restored"),
      CMS_DATABASE_URL: `file:${join(work, "restored", "cms.db")}`,
      CONTENT_DIR: join(work, "restored-content"),
      CMS_PORT: String(await freePort()),
    };
    const restored = cms(["restore", backup], "", fresh);
    expect(restored.status, restored.out).toBe(0);
    const over = cms(["restore", backup], "", fresh);
    expect([over.status, over.out]).toEqual([1, expect.stringContaining("already there: ")]);
    const history = (repo: string) =>
      spawnSync("git", ["-C", repo, "log", "--format=%H %an %s"], { encoding: "utf8" }).stdout;
    expect(history(fresh.CONTENT_DIR)).toBe(history(contentRepo));
    const other = `http://localhost:${fresh.CMS_PORT}`;
    const second = await startServer(
      [join(root, "cms/scripts/cms.mjs")],
      root,
      { ...env, ...fresh },
      `${other}/admin/login`,
    );
    try {
      const signedIn = await api("/api/users/login", {
        origin: other,
        method: "POST",
        body: JSON.stringify({ email: "editor@example.com", password: PASSWORD }),
      });
      expect(signedIn.status).toBe(200);
      const list = async (path: string, origin?: string) => {
        const editor = origin ? String(signedIn.body.token) : await token("editor@example.com");
        const { body } = await api(path, { origin, token: editor });
        return body.docs as { id: number; slug?: string; url?: string; updatedAt: string }[];
      };
      const articles = "/api/insights?limit=100&sort=slug&depth=0&draft=true";
      expect(await list(articles, other)).toEqual(await list(articles));
      // The images' records name each file by the editor's own address.
      const media = await list("/api/media?limit=100&depth=0");
      expect(media.length).toBeGreaterThan(0);
      const restoredMedia = await list("/api/media?limit=100&depth=0", other);
      expect(JSON.stringify(restoredMedia).replaceAll(other, url)).toBe(JSON.stringify(media));
      for (const { url: address } of media) {
        const file = new URL(address!).pathname;
        const served = async (origin: string) =>
          Buffer.from(await (await fetch(`${origin}${file}`)).arrayBuffer());
        const there = await served(other);
        expect(there.length, file).toBeGreaterThan(0);
        expect(there.equals(await served(url)), file).toBe(true);
      }
      // What the site serves was built from the restored repository's latest commit: a publish
      // from the restored editor builds on everything published before.
      expect(
        spawnSync("git", ["-C", fresh.CONTENT_DIR, "rev-parse", "HEAD"], {
          encoding: "utf8",
        }).stdout.trim(),
      ).toBe(builtInfo(site).content);
      for (const edge of edges) await expectPublished(edge);
    } finally {
      await stop(second.child);
    }
  }, 300_000);

  test("the enquiries, backed up and restored as the guide writes it: an instance started on the restored database is ready and keeps the enquiry sent before the release", async () => {
    const backups = join(work, "site-backups");
    mkdirSync(backups);
    await runBlock("backup-postgresql", backups, { DATABASE_URL: siteDatabase });
    const [dump] = readdirSync(backups);
    const restoredDatabase = await postgres.createDatabase();
    await runBlock("restore-postgresql", backups, { RESTORE_URL: restoredDatabase, BACKUP: dump });
    const port = await freePort();
    const restored = await startServer(
      ["scripts/start.mjs"],
      site,
      { ...instanceSettings(port), DATABASE_URL: restoredDatabase },
      `http://127.0.0.1:${port}/readyz`,
    );
    try {
      const listed = await runEnquiries(restoredDatabase, "list");
      expect(listed.stdout).toContain(RELEASE_VISITOR);
    } finally {
      await stop(restored.child);
    }
  });

  test("through the site's life in this file (deployed, published to, released anew, rolled back and forward, restored), not one request of the visitors at either machine's edge failed", async () => {
    const { passed, failures } = await stopEdgeVisitors();
    console.log(
      `visitors at the edges: ${passed.join(" and ")} answered 200, ${failures.length} failed`,
    );
    expect(failures).toEqual([]);
    for (const count of passed) expect(count).toBeGreaterThan(500);
  });

  test("a forgotten password: the reset link arrives by e-mail and sets a new one", async () => {
    const mails = smtp.messages.length;
    const asked = await fetch(`${url}/api/users/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "author@example.com" }),
    });
    expect(asked.status).toBe(200);
    const mail = (await smtp.waitFor(mails + 1)).at(-1);
    expect(mail!.envelope.to).toEqual(["author@example.com"]);
    const link = new RegExp(`${url}/admin/reset/([\\w-]+)`).exec(mail!.html + mail!.text);
    expect(link).not.toBeNull();
    const reset = await api("/api/users/reset-password", {
      method: "POST",
      body: JSON.stringify({ token: link![1], password: PASSWORD }),
    });
    expect(reset.status).toBe(200);
    expect((await login("author@example.com")).status).toBe(200);
  });

  test("five wrong passwords lock the account: the right one is then refused too, in words that do not tell a known address from an unknown one; only an admin unlocks it", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login("author@example.com", "not the password at all")).status).toBe(401);
      expect((await login("nobody@example.com", "not the password at all")).status).toBe(401);
    }
    const locked = await login("author@example.com");
    const unknown = await login("nobody@example.com");
    expect(locked.status).toBe(401);
    expect(JSON.stringify(locked.body)).toMatch(/locked for 15 minutes/);
    expect(unknown).toEqual(locked);
    // Another member of staff cannot lift it (as an attacker holding an author's account would).
    const unlock = (as: string) =>
      api("/api/users/unlock", {
        method: "POST",
        token: as,
        body: JSON.stringify({ email: "author@example.com" }),
      });
    expect((await unlock(await token("editor@example.com"))).status).toBe(403);
    expect((await login("author@example.com")).status).toBe(401);
    expect((await unlock(await token("admin@example.com"))).status).toBe(200);
    expect((await login("author@example.com")).status).toBe(200);
  });
});

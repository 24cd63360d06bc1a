// Publishing: what staff publish is written to the site's content files, committed to its git
// repository, and built and put live by PUBLISH_COMMAND. A request is stored (a `queued` publish)
// in the transaction of the save that asked for it, so it outlives a restart; requests that arrive
// while one waits join it, and one (one build) is made once none came for CMS_PUBLISH_DELAY. One
// that arrives while a build runs waits for the next.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { join } from "node:path";
import type { Payload, PayloadRequest } from "payload";
import { plainLine } from "../../lib/plain-text";
import { exportContent, type Skipped } from "../content-files/export";
import { getSettings } from "../settings";

type Staff = { email?: string; name?: string | null } | null | undefined;

type PublishRequest = { entry: string; user?: Staff; req: PayloadRequest };

type PublishRecord = { id: number | string; entries: string; requestedBy?: string | null };

const LOG_LINES = 40;

/** A list kept in one text field ("a, b"), each item once, in the order first named. */
const joined = (...lists: (string | null | undefined)[]) =>
  [...new Set(lists.flatMap((list) => (list ? list.split(", ") : [])))].join(", ");

/** What a deploy step that reached some machines only prints (scripts/release.mjs, exit code 2). */
const PARTLY = /^Partly live: not on (.+)\.$/m;

class Publisher {
  private timer: NodeJS.Timeout | null = null;
  /** The next try to send a partly live publish to the machines it missed. */
  private shipTimer: NodeJS.Timeout | null = null;
  /** The publishes, one after another. */
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private payload: Payload,
    private delayMs: number,
  ) {}

  /**
   * Asks for a publish: the entry joins the queued publish (or starts one), stored with the save
   * that asked for it, before the editor answers. It is made once no other request came for
   * `delayMs`, after any running one.
   */
  async request({ entry, user, req }: PublishRequest) {
    const { docs } = await this.payload.find({
      collection: "publishes",
      where: { state: { equals: "queued" } },
      sort: "-createdAt",
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    });
    const queued = docs[0] as PublishRecord | undefined;
    const requestedBy = user?.email ?? "";
    if (queued)
      await this.payload.update({
        collection: "publishes",
        id: queued.id,
        data: {
          entries: joined(queued.entries, entry),
          requestedBy: joined(queued.requestedBy, requestedBy),
        },
        overrideAccess: true,
        req,
      });
    else
      await this.payload.create({
        collection: "publishes",
        data: { state: "queued", entries: entry, requestedBy },
        overrideAccess: true,
        req,
      });
    this.schedule();
  }

  /** The queued publish is made `delayMs` from now, unless another request comes first. */
  schedule() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.chain = this.chain
        .then(() => this.publishQueued())
        .catch((error: unknown) => this.payload.logger.error({ err: error, msg: "publish" }));
    }, this.delayMs);
  }

  /**
   * Sends the publish `id`, partly live, to the machines it missed, in CMS_SHIP_RETRY and then
   * again every CMS_SHIP_RETRY, after any running publish, until it is live on every machine or a
   * later publish replaces it.
   */
  retryShip(id: number | string) {
    if (this.shipTimer) clearTimeout(this.shipTimer);
    this.shipTimer = setTimeout(() => {
      this.shipTimer = null;
      this.chain = this.chain
        .then(() => this.shipAgain(id))
        .catch((error: unknown) => this.payload.logger.error({ err: error, msg: "publish" }));
    }, getSettings().shipRetryMs);
  }

  private async shipAgain(id: number | string) {
    const { docs } = await this.payload.find({
      collection: "publishes",
      sort: "-createdAt",
      limit: 1,
      depth: 0,
      overrideAccess: true,
    });
    const latest = docs[0] as (PublishRecord & { state: string; log?: string }) | undefined;
    if (latest?.id !== id || latest.state !== "partly-live") return;
    const started = Date.now();
    const shipped = await run(
      `"${process.execPath}" scripts/release.mjs --ship`,
      getSettings().siteDir,
    );
    this.payload.logger.info({
      event: "publish",
      id,
      state: shipped.state,
      retried: true,
      notOn: PARTLY.exec(shipped.tail)?.[1] ?? null,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    });
    if (shipped.state !== "live") return this.retryShip(id);
    await this.payload.update({
      collection: "publishes",
      id,
      data: {
        state: "live",
        log: [latest.log ?? "", "", "Sent again to the machines it had missed:", shipped.tail]
          .join("\n")
          .split("\n")
          .slice(-LOG_LINES)
          .join("\n"),
        finishedAt: new Date().toISOString(),
      },
      overrideAccess: true,
    });
  }

  /** Resolves once nothing waits and nothing runs (tests, shutdown). */
  async idle() {
    while (this.timer) await new Promise((resolve) => setTimeout(resolve, 50));
    await this.chain;
  }

  private async publishQueued() {
    const { docs } = await this.payload.find({
      collection: "publishes",
      where: { state: { equals: "queued" } },
      sort: "createdAt",
      pagination: false,
      depth: 0,
      overrideAccess: true,
    });
    if (docs.length > 0) await this.publish(docs as PublishRecord[]);
  }

  private async publish(records: PublishRecord[]) {
    const entries = joined(...records.map((record) => record.entries));
    const requestedBy = joined(...records.map((record) => record.requestedBy));
    const [record, ...joinedIn] = [...records].reverse();
    const started = new Date();
    const update = (data: Record<string, unknown>) =>
      this.payload.update({
        collection: "publishes",
        id: record!.id,
        data,
        overrideAccess: true,
      });
    // Several queued at once (requests stored side by side): one publish, on the latest record.
    for (const other of joinedIn)
      await this.payload.delete({ collection: "publishes", id: other.id, overrideAccess: true });
    await update({ state: "building", entries, requestedBy, startedAt: started.toISOString() });
    let outcome: { state: "live" | "partly-live" | "failed"; commit?: string; log: string };
    let build: string | undefined;
    let skipped: Skipped[] = [];
    try {
      const { siteDir, contentDir, publishCommand } = getSettings();
      ({ skipped } = await exportContent(this.payload, contentDir, siteDir));
      const commit = commitContent(contentDir, entries, await this.author(requestedBy));
      const log = await run(publishCommand, siteDir, (pgid) =>
        update({ log: `Building: the deploy step runs as process group ${pgid}.` }),
      );
      build = /^Build (\S+) is now the current build/m.exec(log.tail)?.[1];
      outcome = { state: log.state, commit, log: log.tail };
    } catch (error) {
      outcome = { state: "failed", log: String(error instanceof Error ? error.message : error) };
    }
    await update({
      ...outcome,
      skipped: skipped.length > 0 ? skipped : null,
      finishedAt: new Date().toISOString(),
    });
    // One JSON line per publish in the editor's log (docs/deploy.md, "Logs and alerts").
    this.payload.logger.info({
      event: "publish",
      id: record!.id,
      state: outcome.state,
      entries,
      requestedBy,
      commit: outcome.commit ?? null,
      build: build ?? null,
      notOn: PARTLY.exec(outcome.log)?.[1] ?? null,
      skipped: skipped.map(({ entry }) => entry),
      seconds: Math.round((Date.now() - started.getTime()) / 100) / 10,
    });
    if (outcome.state === "failed")
      await this.reportFailure(requestedBy, entries, record!.id, outcome.log);
    else if (skipped.length > 0) await this.reportSkipped(requestedBy, skipped);
    if (outcome.state === "partly-live") this.retryShip(record!.id);
  }

  /**
   * Tells each member of staff who asked for a publish that went live without some articles,
   * by e-mail in both languages, which ones, why, and where to fix each.
   */
  private async reportSkipped(requestedBy: string, skipped: Skipped[]) {
    const url = getSettings().url;
    const text = [
      "Published, except:",
      ...skipped.map(({ entry, link, reason }) => `- ${entry}: ${reason.en}. ${url}${link}`),
      "",
      "The site keeps their last published version. Everything else is live.",
      "",
      "نُشر كل شيء باستثناء:",
      ...skipped.map(({ entry, link, reason }) => `- ${entry}: ${reason.ar}. ${url}${link}`),
      "",
      "يبقى على الموقع آخر ما نُشر منها.",
    ].join("\n");
    const subject = `Published, except: ${skipped.map(({ entry }) => entry).join(", ")}`;
    for (const address of requestedBy.split(", ").filter(Boolean))
      await this.payload.sendEmail({ to: address, subject, text }).catch((error: unknown) =>
        this.payload.logger.error({
          err: error,
          msg: `the left-out articles' mail to ${address}`,
        }),
      );
  }

  /** The commit's author: the latest member of staff who asked, by their account. */
  private async author(requestedBy: string): Promise<Staff> {
    const email = requestedBy.split(", ").at(-1);
    if (!email) return null;
    const { docs } = await this.payload.find({
      collection: "users",
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    });
    return (docs[0] as Staff) ?? { email };
  }

  /**
   * Tells each member of staff whose publish failed, by e-mail, in both of the editor's languages:
   * what was not published, why (the log's last lines), and where the publish's record is. Saving
   * said "Updated successfully"; the site still shows what it showed before.
   */
  private async reportFailure(
    requestedBy: string,
    entries: string,
    id: number | string,
    log: string,
  ) {
    const to = requestedBy.split(", ").filter(Boolean);
    const reason = log.split("\n").filter(Boolean).slice(-8).join("\n");
    const record = `${getSettings().url}/admin/collections/publishes/${id}`;
    const text = [
      `Not published: ${entries}.`,
      "The site still shows what it showed before. The build stopped with:",
      "",
      reason,
      "",
      `Correct the entry and publish it again. This publish: ${record}`,
      "",
      `لم يُنشر: ${entries}.`,
      "ما زال الموقع يعرض ما كان يعرضه من قبل. توقّف البناء عند الأسطر أعلاه.",
      `صحّح المُدخل ثم انشره من جديد. سجلّ عملية النشر هذه: ${record}`,
    ].join("\n");
    for (const address of to)
      await this.payload
        .sendEmail({ to: address, subject: `Not published: ${entries}`, text })
        .catch((error: unknown) =>
          this.payload.logger.error({ err: error, msg: `the failed publish's mail to ${address}` }),
        );
  }
}

/**
 * The member of staff as a commit's author: their account's e-mail, and their name without what
 * git or a reader would take for more than a name (angle brackets, control characters, direction
 * overrides); the e-mail alone when nothing of the name is left.
 */
function gitAuthor(user: Staff) {
  const email =
    user?.email && /^[^\s<>@]+@[^\s<>@]+$/.test(user.email) ? user.email : "editor@localhost";
  const name = plainLine((user?.name ?? "").replace(/\s/g, " "))
    .replace(/[<>]/g, " ")
    .replace(/ +/g, " ")
    .trim();
  return `${name || email} <${email}>`;
}

/**
 * Commits the content files in `contentDir` (when they changed) with the member of staff as
 * author; a content repository of its own made there at its first publish.
 */
function commitContent(contentDir: string, entries: string, user: Staff) {
  const git = (...args: string[]) => {
    const result = spawnSync("git", ["-C", contentDir, ...args], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`git ${args[0]}: ${result.stderr.trim()}`);
    return result.stdout.trim();
  };
  if (!existsSync(join(contentDir, ".git"))) git("init", "--quiet");
  git("add", "--all", "--", "content", "public");
  if (git("diff", "--cached", "--name-only") === "") return git("rev-parse", "HEAD");
  const author = gitAuthor(user);
  git(
    "-c",
    "user.name=Site editor",
    "-c",
    "user.email=editor@localhost",
    "commit",
    "--quiet",
    `--author=${author}`,
    "-m",
    `Publish: ${entries}`,
  );
  return git("rev-parse", "HEAD");
}

/**
 * The deploy step's environment: the editor's own, less what makes a site instance the editor's
 * preview (the editor holds PREVIEW_SECRET to open that one; a public build must not have it).
 */
function deployEnvironment() {
  const { siteDir, contentDir } = getSettings();
  // The build copies the content repository's latest commit over the site's (a repository of
  // its own only: scripts/content-home.mjs).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONTENT_DIR: contentDir === siteDir ? "" : contentDir,
  };
  delete env.PREVIEW_SECRET;
  delete env.PREVIEW_URL;
  return env;
}

/**
 * Runs the deploy step in the site's directory, as a process group of its own (so that all of it
 * can be stopped: see closeInterrupted), after `started(pgid)`; its last lines are kept for the
 * publish's record, and how it ended when it failed. Live, partly live (exit code 2, naming the
 * machines it missed), or failed.
 */
function run(
  command: string,
  cwd: string,
  started: (pgid: number) => Promise<unknown> = async () => {},
) {
  return new Promise<{ state: "live" | "partly-live" | "failed"; tail: string }>((resolve) => {
    const child = spawn("sh", ["-c", command], {
      cwd,
      env: deployEnvironment(),
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    const lines: string[] = [];
    // Whole lines (a chunk may end mid-line), without the \r some tools end theirs with.
    const keep = (stream: NodeJS.ReadableStream) => {
      let partial = "";
      const add = (text: string) => {
        const parts = text.split(/\r?\n/);
        partial = parts.pop()!;
        lines.push(...parts.filter(Boolean));
        lines.splice(0, Math.max(0, lines.length - LOG_LINES));
      };
      stream.on("data", (chunk: Buffer) => add(partial + String(chunk)));
      stream.on("end", () => add(`${partial}\n`));
    };
    keep(child.stdout);
    keep(child.stderr);
    // Recorded before the outcome is (which would otherwise be overwritten by it).
    const noted = child.pid ? started(child.pid).catch(() => {}) : Promise.resolve();
    child.on("close", async (code, signal) => {
      await noted;
      const tail = lines.join("\n");
      if (code === 0) return resolve({ state: "live", tail });
      if (code === 2 && PARTLY.test(tail)) return resolve({ state: "partly-live", tail });
      lines.push(
        `The deploy step (${command}) ended with ${signal ? `signal ${signal}` : `exit code ${code}`}: nothing more was published.`,
      );
      resolve({ state: "failed", tail: lines.join("\n") });
    });
  });
}

/** How a building publish's record names its deploy step's process group. */
const GROUP = /^Building: the deploy step runs as process group (\d+)\.$/m;

/**
 * The process group of a deploy step still running in `siteDir`, or null: some process of the
 * group (its shell may have ended) works in the site's directory, so a reused number is never
 * taken for it.
 */
function runningGroup(log: string | null | undefined, siteDir: string) {
  const pgid = Number(GROUP.exec(log ?? "")?.[1]);
  if (!pgid) return null;
  const site = realpathSync(siteDir);
  const inGroup = readdirSync("/proc").filter((pid) => {
    try {
      // pid (command) state ppid pgrp …
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8")
        .replace(/^.*\) /s, "")
        .split(" ");
      return Number(fields[2]) === pgid && realpathSync(`/proc/${pid}/cwd`) === site;
    } catch {
      return false; // not a process, or ended meanwhile
    }
  });
  return inGroup.length > 0 ? pgid : null;
}

const KEY = Symbol.for("deccan.cms.publisher");
type WithPublisher = typeof globalThis & { [KEY]?: Publisher };

/** The editor's one publisher (one per process, however many times Next.js loads this module). */
export function publisher(payload: Payload) {
  const scope = globalThis as WithPublisher;
  return (scope[KEY] ??= new Publisher(payload, getSettings().publishDelayMs));
}

/**
 * When the editor starts: a publish it was stopped in the middle of is marked failed, saying so,
 * its deploy step stopped if it still runs (the build then releases its lock); the queued ones
 * are made as if just requested; the latest, if partly live, is sent again to the machines it
 * missed.
 */
export async function closeInterrupted(payload: Payload) {
  const { docs } = await payload.find({
    collection: "publishes",
    where: { state: { equals: "building" } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  for (const { id, log } of docs) {
    const group = runningGroup(log, getSettings().siteDir);
    if (group) process.kill(-group, "SIGTERM");
    await payload.update({
      collection: "publishes",
      id,
      data: {
        state: "failed",
        log: `Interrupted: the editor stopped during this publish${
          group ? ` (its deploy step, process group ${group}, was stopped)` : ""
        }. Nothing of it is live. Publish again.`,
        finishedAt: new Date().toISOString(),
      },
      overrideAccess: true,
    });
    payload.logger.warn({ event: "publish", id, state: "failed", interrupted: true });
  }
  const queued = await payload.count({
    collection: "publishes",
    where: { state: { equals: "queued" } },
    overrideAccess: true,
  });
  if (queued.totalDocs > 0) publisher(payload).schedule();
  const { docs: latest } = await payload.find({
    collection: "publishes",
    sort: "-createdAt",
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  if (latest[0]?.state === "partly-live") publisher(payload).retryShip(latest[0].id);
}

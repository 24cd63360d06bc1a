// Publishing: what staff publish is written to the site's content files, committed to its git
// repository, and built and put live by PUBLISH_COMMAND. Requests that arrive while one waits are
// one publish (one build); one that arrives while a build runs waits for the next.
import { spawn, spawnSync } from "node:child_process";
import type { Payload } from "payload";
import { plainLine } from "../../lib/plain-text";
import { exportContent } from "../content-files/export";
import { getSettings } from "../settings";

type PublishRequest = {
  entry: string;
  user?: { email?: string; name?: string | null } | null;
};

const LOG_LINES = 40;

class Publisher {
  private waiting: PublishRequest[] = [];
  private timer: NodeJS.Timeout | null = null;
  /** The publishes, one after another. */
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private payload: Payload,
    private delayMs: number,
  ) {}

  /**
   * Asks for a publish: it starts once no other request came for `delayMs`, after any running
   * one, and takes every request waiting by then.
   */
  request(request: PublishRequest) {
    this.waiting.push(request);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.chain = this.chain.then(() => this.flush());
    }, this.delayMs);
  }

  /** Resolves once nothing waits and nothing runs (tests, shutdown). */
  async idle() {
    while (this.timer) await new Promise((resolve) => setTimeout(resolve, 50));
    await this.chain;
  }

  private async flush() {
    const batch = this.waiting.splice(0);
    if (batch.length > 0) await this.publish(batch);
  }

  private async publish(batch: PublishRequest[]) {
    const entries = [...new Set(batch.map((request) => request.entry))].join(", ");
    const user = batch.at(-1)?.user;
    const record = await this.payload.create({
      collection: "publishes",
      data: {
        state: "building",
        entries,
        requestedBy: user?.email ?? "",
        startedAt: new Date().toISOString(),
      },
      overrideAccess: true,
    });
    const finish = (data: Record<string, unknown>) =>
      this.payload.update({
        collection: "publishes",
        id: record.id,
        data: { ...data, finishedAt: new Date().toISOString() },
        overrideAccess: true,
      });
    let outcome: { state: "live" | "failed"; commit?: string; log: string };
    try {
      const { siteDir, publishCommand } = getSettings();
      await exportContent(this.payload, siteDir);
      const commit = commitContent(siteDir, entries, user);
      const log = await run(publishCommand, siteDir);
      outcome = { state: log.ok ? "live" : "failed", commit, log: log.tail };
    } catch (error) {
      outcome = { state: "failed", log: String(error instanceof Error ? error.message : error) };
    }
    await finish(outcome);
    if (outcome.state === "failed")
      await this.reportFailure(batch, entries, record.id, outcome.log);
  }

  /**
   * Tells each member of staff whose publish failed, by e-mail, in both of the editor's languages:
   * what was not published, why (the log's last lines), and where the publish's record is. Saving
   * said "Updated successfully"; the site still shows what it showed before.
   */
  private async reportFailure(
    batch: PublishRequest[],
    entries: string,
    id: number | string,
    log: string,
  ) {
    const to = [...new Set(batch.flatMap((request) => request.user?.email ?? []))];
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
function gitAuthor(user: PublishRequest["user"]) {
  const email =
    user?.email && /^[^\s<>@]+@[^\s<>@]+$/.test(user.email) ? user.email : "editor@localhost";
  const name = plainLine((user?.name ?? "").replace(/\s/g, " "))
    .replace(/[<>]/g, " ")
    .replace(/ +/g, " ")
    .trim();
  return `${name || email} <${email}>`;
}

/** Commits the content files (when they changed) with the member of staff as author. */
function commitContent(siteDir: string, entries: string, user: PublishRequest["user"]) {
  const git = (...args: string[]) => {
    const result = spawnSync("git", ["-C", siteDir, ...args], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`git ${args[0]}: ${result.stderr.trim()}`);
    return result.stdout.trim();
  };
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
  const env = { ...process.env };
  delete env.PREVIEW_SECRET;
  delete env.PREVIEW_URL;
  return env;
}

/** Runs the deploy step in the site's directory; its last lines are kept for the publish's record. */
function run(command: string, cwd: string) {
  return new Promise<{ ok: boolean; tail: string }>((resolve) => {
    const child = spawn("sh", ["-c", command], {
      cwd,
      env: deployEnvironment(),
      stdio: ["ignore", "pipe", "pipe"],
    });
    const lines: string[] = [];
    const keep = (chunk: Buffer) => {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      lines.splice(0, Math.max(0, lines.length - LOG_LINES));
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("close", (code) => resolve({ ok: code === 0, tail: lines.join("\n") }));
  });
}

const KEY = Symbol.for("deccan.cms.publisher");
type WithPublisher = typeof globalThis & { [KEY]?: Publisher };

/** The editor's one publisher (one per process, however many times Next.js loads this module). */
export function publisher(payload: Payload) {
  const scope = globalThis as WithPublisher;
  return (scope[KEY] ??= new Publisher(payload, getSettings().publishDelayMs));
}

/** A publish the editor was stopped in the middle of is marked failed when it starts again. */
export async function closeInterrupted(payload: Payload) {
  await payload.update({
    collection: "publishes",
    where: { state: { in: ["queued", "building"] } },
    data: {
      state: "failed",
      log: "Interrupted: the editor stopped during this publish. Publish again.",
      finishedAt: new Date().toISOString(),
    },
    overrideAccess: true,
  });
}

// `npm run cms -- backup DIR`: the editor's data and what it published, into DIR, a new directory
// readable by its owner only: the database (`cms.db`, an online copy of SQLite; `cms.dump` from
// pg_dump for PostgreSQL), the uploaded images (`media.tar`), the secret its sign-ins are signed
// with (`secret`, when it keeps one) and the content repository (`content.bundle`, every commit),
// each file 0600. It refuses, writing nothing, when there is nothing to back up: no database, one
// without an account, images recorded but their folder missing, a content repository without a
// commit. Run it as the editor's user, with the editor's settings.
//
// `npm run cms -- restore DIR`: puts such a backup back into CMS_DATA_DIR and CONTENT_DIR, which
// must not hold a database, images, a secret or a repository yet (a fresh directory, or the old
// one moved away), with the editor stopped; it refuses, changing nothing, otherwise.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
} from "node:fs";
import { createConnection } from "node:net";
import { join, resolve } from "node:path";
import { getPayload, type SanitizedConfig } from "payload";
import { DATA_DIR, MEDIA_DIR, getSettings } from "../settings";

const FILES = {
  sqlite: "cms.db",
  postgres: "cms.dump",
  media: "media.tar",
  secret: "secret",
  content: "content.bundle",
};

function fail(command: string, message: string): never {
  console.error(`${command}: ${message}`);
  process.exit(1);
}

/** Runs a command; its error output is the failure's reason. */
function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0)
    throw new Error(`${command}: ${(result.stderr || result.error?.message || "").trim()}`);
  return result.stdout.trim();
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;
const hasCommit = (repo: string) =>
  existsSync(join(repo, ".git")) &&
  spawnSync("git", ["-C", repo, "rev-parse", "--verify", "--quiet", "HEAD"]).status === 0;

async function backup(config: SanitizedConfig, target: string) {
  const { database, contentDir, siteDir } = getSettings();
  const sqliteFile = database.kind === "sqlite" ? database.url.slice("file:".length) : null;
  if (sqliteFile && !existsSync(sqliteFile))
    fail(
      "backup",
      `there is no editor database at ${sqliteFile}: nothing backed up (run it with the editor's settings: CMS_DATA_DIR, CMS_DATABASE_URL)`,
    );
  if (!isEmptyDir(target))
    fail("backup", `${target} is not empty: write each backup into a new directory`);
  const separateContent = contentDir !== siteDir;
  if (separateContent && !hasCommit(contentDir))
    fail("backup", `the content repository ${contentDir} has no commit: nothing published yet`);
  const payload = await getPayload({ config });
  const count = async (collection: "users" | "media") =>
    (await payload.count({ collection, overrideAccess: true })).totalDocs;
  if ((await count("users")) === 0)
    fail("backup", "the editor's database holds no account: nothing backed up");
  if ((await count("media")) > 0 && !existsSync(MEDIA_DIR))
    fail("backup", `the database records images but their folder ${MEDIA_DIR} is missing`);
  process.umask(0o077);
  mkdirSync(target, { recursive: true, mode: 0o700 });
  const written: string[] = [];
  try {
    if (sqliteFile) {
      // A consistent copy while the editor runs and writes.
      const { sql } = await import("@payloadcms/db-sqlite");
      const db = payload.db as unknown as {
        drizzle: { run: (query: unknown) => Promise<unknown> };
      };
      await db.drizzle.run(sql`VACUUM INTO ${join(target, FILES.sqlite)}`);
      written.push(FILES.sqlite);
    } else {
      run("pg_dump", ["--format=custom", `--file=${join(target, FILES.postgres)}`, database.url]);
      written.push(FILES.postgres);
    }
    if (existsSync(MEDIA_DIR)) {
      run("tar", ["-C", DATA_DIR, "-cf", join(target, FILES.media), "media"]);
      written.push(FILES.media);
    }
    if (existsSync(join(DATA_DIR, "secret"))) {
      copyFileSync(join(DATA_DIR, "secret"), join(target, FILES.secret));
      written.push(FILES.secret);
    }
    if (separateContent) {
      run("git", ["-C", contentDir, "bundle", "create", join(target, FILES.content), "--all"]);
      written.push(FILES.content);
    }
  } catch (error) {
    rmSync(target, { recursive: true, force: true });
    fail("backup", `${(error as Error).message}; nothing kept`);
  }
  for (const name of written) {
    chmodSync(join(target, name), 0o600);
    console.log(`backup: ${name} (${statSync(join(target, name)).size} bytes)`);
  }
  if (process.env.CMS_SECRET)
    console.log("backup: no secret file: CMS_SECRET is set; keep it with the settings file");
  if (!separateContent)
    console.log(
      `backup: no content repository: CONTENT_DIR is the site's own (${siteDir}); back it up with the site`,
    );
  console.log(`backup: written to ${target}`);
  process.exit(0);
}

/** Whether something listens on the editor's port (the editor runs: a restore under it is refused). */
const listening = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => done(socket.end() && true));
    socket.once("error", () => done(false));
  });

async function restore(source: string) {
  const { database, contentDir, siteDir, port } = getSettings();
  const has = (name: string) => existsSync(join(source, name));
  const dump = database.kind === "sqlite" ? FILES.sqlite : FILES.postgres;
  if (!has(dump)) fail("restore", `${source} holds no ${dump}: not a backup of this editor's kind`);
  if (await listening(port))
    fail("restore", `something listens on the editor's port ${port}: stop the editor first`);
  const sqliteFile = database.kind === "sqlite" ? database.url.slice("file:".length) : null;
  const taken = [
    sqliteFile && existsSync(sqliteFile) && statSync(sqliteFile).size > 0 && sqliteFile,
    has(FILES.media) && !isEmptyDir(MEDIA_DIR) && MEDIA_DIR,
    has(FILES.secret) && existsSync(join(DATA_DIR, "secret")) && join(DATA_DIR, "secret"),
    has(FILES.content) && contentDir !== siteDir && !isEmptyDir(contentDir) && contentDir,
  ].filter(Boolean);
  if (taken.length > 0)
    fail(
      "restore",
      `already there: ${taken.join(", ")}; restore into fresh directories, or move these away first`,
    );
  process.umask(0o077);
  mkdirSync(DATA_DIR, { recursive: true, mode: 0o700 });
  try {
    if (sqliteFile) {
      for (const suffix of ["-journal", "-wal", "-shm"])
        rmSync(`${sqliteFile}${suffix}`, { force: true });
      copyFileSync(join(source, FILES.sqlite), sqliteFile);
      chmodSync(sqliteFile, 0o600);
    } else
      run("pg_restore", [
        "--clean",
        "--if-exists",
        "--no-owner",
        `--dbname=${database.url}`,
        join(source, FILES.postgres),
      ]);
    console.log(`restore: the database from ${dump}`);
    if (has(FILES.media)) {
      run("tar", ["-C", DATA_DIR, "-xf", join(source, FILES.media)]);
      console.log(`restore: the images into ${MEDIA_DIR}`);
    }
    if (has(FILES.secret)) {
      copyFileSync(join(source, FILES.secret), join(DATA_DIR, "secret"));
      chmodSync(join(DATA_DIR, "secret"), 0o600);
      console.log("restore: the secret");
    }
    if (has(FILES.content) && contentDir !== siteDir) {
      run("git", ["clone", "--quiet", join(source, FILES.content), contentDir]);
      run("git", ["-C", contentDir, "remote", "remove", "origin"]);
      console.log(`restore: the content repository into ${contentDir}`);
    }
  } catch (error) {
    fail("restore", (error as Error).message);
  }
  console.log("restore: done; start the editor");
  process.exit(0);
}

export async function script(config: SanitizedConfig) {
  const command = process.argv.includes("restore") ? "restore" : "backup";
  const dir = process.argv[process.argv.indexOf(command) + 1];
  if (!dir) fail(command, `name the backup's directory: npm run cms -- ${command} DIR`);
  if (command === "backup") await backup(config, resolve(dir));
  else await restore(resolve(dir));
}

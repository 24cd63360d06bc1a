// `npm start`, and the systemd unit's `node scripts/start.mjs`: check what can stop the server
// (each failure one line and exit 1, before the server says anything), then run the Next.js
// server in this very process, so whatever started it signals it and gets its exit code.
//
// With no up-to-date build it builds first (scripts/release.mjs: a new directory, switched to once
// complete), except under NODE_ENV=production (there a build is made once per release, and a
// fleet's instances never build) and for the editor's preview instance; `--build` overrides.
import { spawn, spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { closeSync, mkdirSync, openSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { registerServer, serverFile } from "./servers.mjs";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
process.chdir(root);

function fail(message) {
  console.error(message);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    options: { build: { type: "boolean" }, hostname: { type: "string", short: "H" } },
  }).values;
} catch (error) {
  fail(`npm start: ${error.message} (it takes --build and --hostname HOST)`);
}

/** The settings and the build state (scripts/release.mjs), or an invalid setting's one line. */
function check() {
  const result = spawnSync(process.execPath, [join(root, "scripts/release.mjs"), "--start-check"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  const state = JSON.parse(result.stdout);
  if (state.error) fail(state.error);
  return state;
}

let state = check();
if (state.stale) {
  // The editor's preview instance serves the site's current build, switched by each publish: it
  // never makes one (with its own settings it would replace the public instances' build).
  if (process.env.PREVIEW_SECRET && !args.build)
    fail(
      `No build to serve: ${state.stale}. The preview instance never builds: start it with the site's settings (/etc/deccan-site.env) beside its own, in the directory the editor publishes into.`,
    );
  if (process.env.NODE_ENV === "production" && !args.build)
    fail(
      `No build to serve: ${state.stale}. Build once per release (npm run build) with the production settings, or start with --build.`,
    );
  console.log(`No up-to-date production build (${state.stale}): building first.`);
  const build = spawn(process.execPath, [join(root, "scripts/release.mjs")], { stdio: "inherit" });
  const forward = (signal) => build.kill(signal);
  process.on("SIGINT", forward).on("SIGTERM", forward);
  const code = await new Promise((resolve) => build.on("exit", (status) => resolve(status ?? 1)));
  if (code !== 0) process.exit(code);
  process.off("SIGINT", forward).off("SIGTERM", forward);
  state = check();
}

// SQLite is for one instance: the server holds an exclusive lock on `<file>.lock` while it runs
// (the operating system releases it when the process ends, however it ends).
if (state.sqliteFile) {
  const file = state.sqliteFile;
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    closeSync(openSync(`${file}.lock`, "a", 0o600));
    const lock = new Database(`${file}.lock`, { timeout: 0 });
    lock.pragma("journal_mode = MEMORY"); // no journal file beside it
    lock.pragma("locking_mode = EXCLUSIVE");
    lock.exec("BEGIN EXCLUSIVE");
    globalThis[Symbol.for("deccan.sqliteLock")] = lock;
  } catch (error) {
    fail(
      error.code === "SQLITE_BUSY"
        ? `Another server is running on ${file}: SQLite is for one instance; run several on PostgreSQL (DATABASE_URL=postgres://…).`
        : `Cannot open ${file}: ${error.message}`,
    );
  }
}

// The address: HOST (this machine only by default), or --hostname.
const host = args.hostname ?? state.host;

// The port, tried before Next.js listens (it would print a stack trace).
await new Promise((resolve) => {
  const probe = createServer();
  probe.once("error", (error) => {
    const where = `${host} port ${state.port}`;
    fail(
      error.code === "EADDRINUSE"
        ? `Cannot listen on ${where}: another process uses it (PORT).`
        : `Cannot listen on ${where}: ${error.message}`,
    );
  });
  probe.listen(state.port, host, () => probe.close(resolve));
});

const serving = {
  NODE_ENV: "production",
  NEXT_RUNTIME: "nodejs",
  NEXT_TELEMETRY_DISABLED: "1",
  // The server drains itself on SIGTERM (server/shutdown.ts) instead of Next.js exiting at once.
  NEXT_MANUAL_SIG_HANDLE: "1",
  SITE_PORT: String(state.port),
  SITE_HOSTNAME: host,
};

// This process holds the port; a worker (scripts/serve.mjs) serves the build it was started on
// (next.config.ts reads SITE_BUILD_DIR), whatever is switched meanwhile. SIGHUP hands over to the
// build switched to since: a new worker starts on it, and once it listens the old one stops taking
// connections, finishes those it has, then drains and exits. No request is turned away. The switch
// is recorded once the old worker has exited: a connection kept alive to it (an edge's pool) gets
// one more answer from the old build, so until then the old build is still served.
cluster.setupPrimary({ exec: join(root, "scripts/serve.mjs") });
const fork = (build) =>
  cluster.fork({ ...serving, SITE_BUILD_DIR: build, NEXT_PRIVATE_START_TIME: String(Date.now()) });
let current = fork(state.build);
let serves = state.build;

// Which build this server serves, for `npm run build -- --reload` (scripts/release.mjs) to find
// the servers to switch and to see them switched.
const register = (refused) =>
  registerServer(root, {
    pid: process.pid,
    root,
    port: state.port,
    build: serves,
    refused,
    at: Date.now(),
  });
current.once("listening", () => register());
process.on("exit", () => rmSync(serverFile(root, state.port), { force: true }));

cluster.on("exit", (worker, code, signal) => {
  // The serving worker ended (stopped, or failed): this process ends with its exit code.
  if (worker === current) process.exit(code ?? (signal ? 1 : 0));
});
for (const signal of ["SIGTERM", "SIGINT"])
  process.on(signal, () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  });
process.on("SIGHUP", () => {
  const next = check();
  if (next.stale) {
    register(next.stale);
    return console.error(`Not switched: ${next.stale}.`);
  }
  if (next.build === serves) return console.log(`Already serving ${next.build}.`);
  const fresh = fork(next.build);
  let listened = false;
  // An exit before it listened is a start that failed; after, it is the worker retiring later.
  fresh.once("exit", () => {
    if (listened) return;
    register(`the server on ${next.build} did not start`);
    console.error(`Not switched: the server on ${next.build} did not start.`);
  });
  fresh.once("listening", () => {
    listened = true;
    const old = current;
    current = fresh;
    serves = next.build;
    old.once("exit", () => register());
    old.send("retire");
    console.log(`Switched to ${next.build}.`);
  });
});

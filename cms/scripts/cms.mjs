// `npm run cms`: the editor. With no command it applies the database's migrations, builds the
// editor's app when its build is older than its sources, and serves it on CMS_PORT (default 3100);
// `build` only builds it (when older than its sources), so a release is built before it is served.
// Any other command is Payload's (`create-admin`, `migrate:status`, …), run with the editor's
// configuration. The editor's own commands (create-admin, import, export) apply the migrations
// themselves; backup and restore (cms/scripts/backup.ts) apply none.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const cms = join(dirname(fileURLToPath(import.meta.url)), "..");
const env = {
  ...process.env,
  PAYLOAD_CONFIG_PATH: join(cms, "payload.config.ts"),
  NEXT_TELEMETRY_DISABLED: "1",
};

function run(command, args, environment = env) {
  const { status } = spawnSync(command, args, { cwd: cms, env: environment, stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
}

/** The newest change to the editor's own sources, in ms. */
function newestSource(dir = cms) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if ([".next", "data", "node_modules"].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}
const built = () => {
  const id = join(cms, ".next/BUILD_ID");
  return existsSync(id) && statSync(id).mtimeMs >= newestSource();
};

const bin = (name) => join(cms, "node_modules/.bin", name);
const local = (name) =>
  existsSync(bin(name)) ? bin(name) : join(cms, "../node_modules/.bin", name);
const [command, ...rest] = process.argv.slice(2);

/**
 * Payload's command line, in plain Node. Its packages are loaded as built for production: Lexical's
 * Node entry points otherwise pick their build with a top-level `await import()`, which on Node 20
 * sometimes never settles, and the command then exits 0 having done nothing. (Next bundles them for
 * the served editor.)
 */
const payload = (args) => {
  const options = [process.env.NODE_OPTIONS, "--conditions=production"].filter(Boolean).join(" ");
  run(local("payload"), args, { ...env, NODE_OPTIONS: options });
};

if (command === "build") {
  if (!built()) run(local("next"), ["build"]);
} else if (command && command !== "start") {
  if (command === "backup" || command === "restore") env.CMS_DATA_UNTOUCHED = "1";
  payload([command, ...rest]);
} else {
  // The database is brought up to the committed schema before the editor serves.
  payload(["migrate"]);
  if (!built()) run(local("next"), ["build"]);
  const port = process.env.CMS_PORT || "3100";
  env.CMS_SERVING = "1";
  // The server stops with this process: a signal sent here (a service manager, a test) reaches it.
  const server = spawn(
    local("next"),
    ["start", "--port", port, "--hostname", process.env.CMS_HOST || "127.0.0.1"],
    { cwd: cms, env, stdio: "inherit" },
  );
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"])
    process.on(signal, () => server.kill(signal));
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

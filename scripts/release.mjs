// Builds and the switch between them: the one way a production build is made and put in service
// (`npm run build`, `npm start` on a developer's machine, and anything that publishes).
//
// `next build` and the post-processing (scripts/build.mjs) work in `.next`, which is never served.
// Only a build that completed is moved to `.builds/<id>/`, and `.builds/current`, a symbolic link,
// is then switched to it in one rename(2): a server starting at any moment finds either the
// previous build or the new one, whole. A running server keeps the build it started with
// (next.config.ts pins it), so instances pick the new build up as each restarts; the two builds
// before the current one are kept for the instances still serving them.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
  closeSync,
} from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import { CONTENT_PATHS, overlayContent } from "./content-home.mjs";
import { deployMachines, shipToMachines } from "./machines.mjs";
import { runningServers } from "./servers.mjs";

/** Everything a production build depends on, besides the build-time settings. */
const INPUTS = [
  "app",
  "components",
  "content",
  "lib",
  "server",
  "public",
  "scripts/build.mjs",
  "scripts/check-content.ts",
  "scripts/defer-scripts.mjs",
  "scripts/precompress.mjs",
  "scripts/prepare-map.mjs",
  "scripts/prepare-font.mjs",
  "scripts/font-subset.mjs",
  "instrumentation.ts",
  "proxy.ts",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
];
/** Generated during the build itself, so not an input of it. */
const GENERATED = new Set(["public/map"]);
/** What `.next` keeps between builds rather than handing to the build: Next's caches, dev output, route types. */
const KEPT = new Set(["cache", "dev", "types"]);
/** Builds kept besides the current one, for instances still serving them until they restart. */
const PREVIOUS_KEPT = 2;

export const BUILDS = ".builds";
const CURRENT = "current";
const INFO = "build-info.json";
/**
 * The build made current here without building it here: rolled back to (`npm run rollback`), or
 * received from the machine that built it (`--receive`). Served whatever the sources say.
 */
const PINNED = "pinned";
/** Where a build being received is written, renamed to its own name once it is whole. */
const RECEIVING = ".receiving";

function files(path, root) {
  if (!existsSync(path) || GENERATED.has(path.slice(root.length + 1))) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name), root));
}

/**
 * Hashes of the sources, the lockfile and the build scripts, in one reading of them: `sources`,
 * all of them, and `code`, less the content the editor publishes (a build made on one machine is
 * served on another only where its code is the same).
 */
function fingerprints(root) {
  const sources = createHash("sha256");
  const code = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(join(root, input), root)) {
      const name = file.slice(root.length + 1);
      const hashes = CONTENT_PATHS.some((path) => name.startsWith(path))
        ? [sources]
        : [sources, code];
      const data = readFileSync(file);
      for (const hash of hashes) hash.update(`/${name}\0`).update(data).update("\0");
    }
  }
  return { sources: sources.digest("hex"), code: code.digest("hex") };
}

/** The configuration contract (server/config-schema.ts), loaded without a build. */
export const configSchema = (root = process.cwd()) =>
  tsImport(pathToFileURL(join(root, "server/config-schema.ts")).href, import.meta.url);

/**
 * What a build made now from `root` with `env` would be: the fingerprints of its sources and code
 * and the parsed values of the build-time settings (so `CAPTCHA_PROVIDER=altcha` and unset are the
 * same build). Throws the ConfigError of an invalid setting.
 */
export async function wantedBuild(root = process.cwd(), env = process.env) {
  const { readConfig, buildSettings } = await configSchema(root);
  return { ...fingerprints(root), settings: buildSettings(readConfig(env)) };
}

/** The build `.builds/current` points to (its directory relative to `root`), or null. */
export function currentBuild(root = process.cwd()) {
  const link = join(root, BUILDS, CURRENT);
  try {
    const dir = relative(root, realpathSync(link));
    return { dir, info: JSON.parse(readFileSync(join(root, dir, INFO), "utf8")) };
  } catch {
    return null;
  }
}

/**
 * Whether the current build is the one `root` and `env` ask for: `{ build, stale }`, where
 * `stale` is null when it is, else one line saying why not.
 */
export async function buildState(root = process.cwd(), env = process.env) {
  const build = currentBuild(root);
  const wanted = await wantedBuild(root, env);
  if (!build) return { build, stale: "there is no production build" };
  if (build.info.sources !== wanted.sources && pinnedBuild(root) !== build.info.id)
    return { build, stale: "the sources changed since the current build" };
  const differing = Object.keys(wanted.settings).filter(
    (name) => JSON.stringify(wanted.settings[name]) !== JSON.stringify(build.info.settings[name]),
  );
  if (differing.length)
    return {
      build,
      stale: `the current build was made with other build-time settings: ${differing
        .map((name) => `${name}=${build.info.settings[name] ?? "(unset)"}`)
        .join(
          ", ",
        )}, here ${differing.map((name) => `${name}=${wanted.settings[name] ?? "(unset)"}`).join(", ")}`,
    };
  return { build, stale: null };
}

/** The build pinned (see PINNED), while it is the current one until the next build, or null. */
function pinnedBuild(root) {
  try {
    return readFileSync(join(root, BUILDS, PINNED), "utf8").trim();
  } catch {
    return null;
  }
}

/** Points `.builds/current` at the build `id`: a new link, renamed over the old one (atomic). */
function switchTo(root, id) {
  const link = join(root, BUILDS, CURRENT);
  const next = `${link}.${process.pid}`;
  symlinkSync(id, next);
  renameSync(next, link);
}

/** Copies into `to` the files of `from` it does not have (the hashed script files of a build). */
function addMissing(from, to) {
  if (!existsSync(from)) return;
  cpSync(from, to, {
    recursive: true,
    filter: (source, target) => !existsSync(target) || statSync(source).isDirectory(),
  });
}

/** The kept builds, oldest first. */
const keptBuilds = (root) =>
  readdirSync(join(root, BUILDS))
    .filter((name) => !name.endsWith(RECEIVING) && existsSync(join(root, BUILDS, name, INFO)))
    .sort();

/**
 * Makes a kept build current again without building: `to`, or else the one before the current
 * one. It is served whatever the sources became since (an instance starting meanwhile serves it
 * too), until the next build. Keeps the hashed script files of the build it replaces, for pages
 * cached meanwhile. Resolves to its directory (relative to `root`).
 */
export function rollback(root, to) {
  const current = currentBuild(root);
  const builds = keptBuilds(root);
  const id = to ?? builds.filter((name) => current && name < current.info.id).at(-1);
  if (!id) throw new Error("no build before the current one is kept");
  if (!builds.includes(id))
    throw new Error(`no kept build is called ${id}; the kept builds: ${builds.join(", ")}`);
  pin(root, id);
  return join(BUILDS, id);
}

/**
 * Makes the kept build `id` current, served whatever the sources say until the next build here,
 * keeping the hashed script files of the build it replaces (pages cached meanwhile use them).
 */
function pin(root, id) {
  const current = currentBuild(root);
  if (current && current.info.id !== id)
    addMissing(join(root, current.dir, "static"), join(root, BUILDS, id, "static"));
  writeFileSync(join(root, BUILDS, PINNED), `${id}\n`);
  switchTo(root, id);
}

/**
 * Makes current the build `id` another machine built and sent (scripts/machines.mjs) into
 * `.builds/<id>.receiving/`, or had sent before; refused when this machine's release is not the
 * code it was built from. Resolves to its directory (relative to `root`).
 */
export function receive(root, id) {
  if (!/^[\w-]+$/.test(id)) throw new Error(`${id} is not the name of a build`);
  const received = join(root, BUILDS, `${id}${RECEIVING}`);
  const target = join(root, BUILDS, id);
  if (existsSync(received)) {
    const { code } = JSON.parse(readFileSync(join(received, INFO), "utf8"));
    if (!code) {
      rmSync(received, { recursive: true, force: true });
      throw new Error(`build ${id} was made before builds were sent to machines: build again`);
    }
    if (code !== fingerprints(root).code) {
      rmSync(received, { recursive: true, force: true });
      throw new Error(
        `build ${id} was made from other code than the release in ${root}: install the same release here first`,
      );
    }
    // A build never changes: one already here (sent before, maybe served now) stays as it is.
    if (existsSync(join(target, INFO))) rmSync(received, { recursive: true, force: true });
    else renameSync(received, target);
  } else if (!existsSync(join(target, INFO))) throw new Error(`no build ${id} was received`);
  pin(root, id);
  prune(root, id);
  return join(BUILDS, id);
}

/** Whether a build script runs (run() then passes SIGINT and SIGTERM on to it). */
let building = false;

/**
 * One build at a time per checkout: a lock file naming the building process. It is released
 * however this process ends short of SIGKILL (scripts/build.mjs then releases it): an exception
 * (writing to an output that closed, say), or SIGINT or SIGTERM while no build script runs.
 */
function lock(root) {
  const file = join(root, BUILDS, "build.lock");
  for (;;) {
    try {
      const fd = openSync(file, "wx");
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(file, { force: true });
      const stop = () => building || process.exit(1);
      process.on("exit", release).on("SIGINT", stop).on("SIGTERM", stop);
      return () => {
        release();
        process.off("exit", release).off("SIGINT", stop).off("SIGTERM", stop);
      };
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const pid = Number(readFileSync(file, "utf8"));
      try {
        if (pid) process.kill(pid, 0);
        if (pid) throw new Error(`another build is running (process ${pid})`);
      } catch (gone) {
        if (gone.code !== "ESRCH") throw gone;
      }
      rmSync(file, { force: true }); // left by a build that was killed
    }
  }
}

/** Runs a script to completion, passing SIGINT and SIGTERM on; rejects when it fails. */
function run(script, root, env) {
  return new Promise((done, fail) => {
    // A process group of its own, signalled whole: `next build` and its workers stop with it. The
    // IPC channel tells it when this process ends, however it ends (scripts/build.mjs).
    const child = spawn(process.execPath, [join(root, script)], {
      cwd: root,
      env,
      stdio: ["inherit", "inherit", "inherit", "ipc"],
      detached: true,
    });
    const forward = (signal) => process.kill(-child.pid, signal);
    building = true;
    process.on("SIGINT", forward).on("SIGTERM", forward);
    child.on("exit", (code, signal) => {
      building = false;
      process.off("SIGINT", forward).off("SIGTERM", forward);
      if (code === 0) done();
      else
        fail(
          new Error(`the build stopped (${signal ?? `exit code ${code}`}); nothing was switched`),
        );
    });
  });
}

/** `.next/node_modules` links Next made for the server's external packages, re-pointed from `to`. */
function relink(from, to) {
  const dir = join(to, "node_modules");
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const link = join(dir, name);
    if (!lstatSync(link).isSymbolicLink()) continue;
    const target = readlinkSync(link);
    if (target.startsWith("/")) continue;
    unlinkSync(link);
    symlinkSync(relative(dir, resolve(join(from, "node_modules"), target)), link);
  }
}

/**
 * Builds `root` with `env` into a new directory and, only once the build completed, makes it the
 * current build. Resolves to the new build's directory (relative to `root`).
 */
export async function release(root = process.cwd(), env = process.env) {
  mkdirSync(join(root, BUILDS), { recursive: true });
  const unlock = lock(root);
  const staging = join(root, ".next");
  try {
    // The content published so far, from its own repository (scripts/content-home.mjs).
    const content = overlayContent(root, env.CONTENT_DIR);
    if (content) console.log(`Content: commit ${content} of ${resolve(env.CONTENT_DIR)}.`);
    const wanted = await wantedBuild(root, env);
    await run("scripts/build.mjs", root, { ...env, NEXT_TELEMETRY_DISABLED: "1" }).catch(
      (error) => {
        // What the failed build wrote (on a full disk, the space it took) is not left behind.
        for (const name of existsSync(staging) ? readdirSync(staging) : [])
          if (!KEPT.has(name)) rmSync(join(staging, name), { recursive: true, force: true });
        throw error;
      },
    );
    const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "");
    const id = `${stamp}-${wanted.sources.slice(0, 8)}`;
    const target = join(root, BUILDS, id);
    mkdirSync(target);
    for (const name of readdirSync(staging))
      if (!KEPT.has(name)) renameSync(join(staging, name), join(target, name));
    relink(staging, target);
    writeFileSync(join(target, INFO), JSON.stringify({ id, ...wanted, content }, null, 2));
    // Pages cached before this release refer to the previous build's script files: keep them.
    const previous = currentBuild(root);
    if (previous) addMissing(join(root, previous.dir, "static"), join(target, "static"));
    switchTo(root, id);
    rmSync(join(root, BUILDS, PINNED), { force: true }); // a build made here ends a pin
    prune(root, id);
    return relative(root, target);
  } finally {
    unlock();
  }
}

/** Removes builds older than the current one and the PREVIOUS_KEPT before it. */
function prune(root, current) {
  const dir = join(root, BUILDS);
  const builds = keptBuilds(root);
  const keep = new Set([current, ...builds.filter((name) => name < current).slice(-PREVIOUS_KEPT)]);
  for (const name of builds)
    if (!keep.has(name) && name < current)
      rmSync(join(dir, name), { recursive: true, force: true });
}

/**
 * What `node scripts/start.mjs` needs before it starts a server, as one JSON line: the settings it
 * uses and the build state, or the one-line error of an invalid setting. (A separate process: the
 * TypeScript loader must not stay in the server's.)
 */
async function startCheck(root) {
  const { ConfigError, readConfig, sqlitePath } = await configSchema(root);
  try {
    const config = readConfig();
    const sqliteFile = config.DATABASE_URL.startsWith("file:")
      ? sqlitePath(config.DATABASE_URL)
      : null;
    const { build, stale } = await buildState(root);
    return { port: config.PORT, host: config.HOST, sqliteFile, build: build?.dir ?? null, stale };
  } catch (error) {
    if (error instanceof ConfigError) return { error: error.message };
    throw error;
  }
}

/** How long a running server may take to start serving a new build. */
const SWITCH_TIMEOUT_MS = 120_000;

/**
 * Switches every `npm start` running from `root` to `build` (SIGHUP, see scripts/start.mjs) and
 * resolves once each serves it; rejects naming a server that did not.
 */
export async function reload(root, build) {
  const pending = runningServers(root).filter((server) => server.build !== build);
  const signalled = Date.now();
  for (const server of pending) process.kill(server.pid, "SIGHUP");
  const deadline = signalled + SWITCH_TIMEOUT_MS;
  for (const { port, pid } of pending) {
    for (;;) {
      const server = runningServers(root).find((running) => running.pid === pid);
      if (server?.build === build) break;
      const why = !server
        ? "stopped"
        : server.refused && server.at >= signalled
          ? `kept ${server.build}: ${server.refused}`
          : Date.now() > deadline && `kept ${server.build}: it did not switch within 2 minutes`;
      if (why) throw new Error(`the server on port ${port} ${why}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(`The server on port ${port} now serves ${build}.`);
  }
}

// `node scripts/release.mjs` (npm run build): build, and switch to the build once it completed.
// `--reload` then switches the running `npm start` servers to it and ships it to every machine in
// DEPLOY_MACHINES (what a publish runs). `--rollback [BUILD]` (npm run rollback): the build before
// the current one, or BUILD, made current, the running servers switched to it and every machine
// too, without building. `--ship`: the current build sent to every machine again (one that was
// down). `--receive BUILD`: what a machine runs when it is sent one (scripts/machines.mjs).
// `node scripts/release.mjs --start-check`: see startCheck.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  const [option, value, ...more] = process.argv.slice(2);
  const stop = (message) => {
    console.error(message);
    process.exit(1);
  };
  let machines = [];
  try {
    machines = deployMachines(process.env);
  } catch (error) {
    stop(error.message);
  }
  /** The running servers switched to `dir`, then every machine; exit code 2 when one was not. */
  const putLive = async (dir) => {
    await reload(root, dir).catch((error) => stop(`Not switched: ${error.message}`));
    if (machines.length === 0) return;
    const missed = await shipToMachines(root, dir, machines);
    if (missed.length === 0)
      console.log(`Live on every machine: this one and ${machines.length} more.`);
    else {
      console.log(`Partly live: not on ${missed.join("; ")}.`);
      process.exitCode = 2;
    }
  };
  const named = (option === "--receive") === (value !== undefined) && more.length === 0;
  if (option === "--start-check") console.log(JSON.stringify(await startCheck(root)));
  else if (option === "--rollback" && more.length === 0) {
    let dir;
    try {
      dir = rollback(root, value);
    } catch (error) {
      stop(`Not rolled back: ${error.message}`);
    }
    console.log(`Rolled back: ${dir} is the current build (${BUILDS}/${CURRENT}).`);
    await putLive(dir);
  } else if (option === "--receive" && named) {
    let dir;
    try {
      dir = receive(root, value);
    } catch (error) {
      stop(`Not received: ${error.message}`);
    }
    console.log(`Received: ${dir} is the current build (${BUILDS}/${CURRENT}).`);
    await reload(root, dir).catch((error) => stop(`Not switched: ${error.message}`));
  } else if (option === "--ship" && named) {
    const build = currentBuild(root);
    if (!build) stop("Not shipped: there is no current build");
    if (machines.length === 0) stop("Not shipped: DEPLOY_MACHINES names no machine");
    await putLive(build.dir);
  } else if ((option !== undefined && option !== "--reload") || value !== undefined)
    stop(
      `npm run build: unknown option ${[option, value].filter(Boolean).join(" ")} (it takes --reload, --ship, or --rollback [BUILD])`,
    );
  else {
    const dir = await release(root).catch((error) => stop(`Build failed: ${error.message}`));
    console.log(`Build ${dir} is now the current build (${BUILDS}/${CURRENT}).`);
    if (option === "--reload") await putLive(dir);
  }
}

// Production build, in `.next`: the articles checked, the map data and the font, `next build`,
// then each prerendered page's scripts deferred until after its first paint and compiled eagerly,
// the CSP hashes of its inline scripts, and the files the edge serves itself written compressed
// (precompress.mjs). Run by scripts/release.mjs, which puts the build in service once it completed
// (`npm run build`); never served from `.next`. Next.js is pinned to an exact version: its output
// is what the deferral edits, so an update is a deliberate change that the build and the tests
// check.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { COMPILE_HINT, deferScripts, inlineScriptBodies } from "./defer-scripts.mjs";
import { precompress } from "./precompress.mjs";

const root = process.cwd();

// Run by scripts/release.mjs as the leader of its own process group, over an IPC channel: when
// release.mjs ends, however it ends (SIGKILL included), the channel closes and the whole build
// stops with it, `next build` and its workers included, instead of running on unwatched.
// Its lock (scripts/release.mjs) is released for it.
if (process.connected) {
  const release = process.ppid;
  process.channel?.unref();
  process.on("disconnect", () => {
    const lock = join(root, ".builds/build.lock");
    if (existsSync(lock) && Number(readFileSync(lock, "utf8")) === release) rmSync(lock);
    process.kill(-process.pid, "SIGTERM");
  });
}

/** Runs node with `args` to its end (the event loop runs meanwhile): its exit code. */
const node = (args, env = process.env) =>
  new Promise((resolve) =>
    spawn(process.execPath, args, { stdio: "inherit", cwd: root, env }).on("exit", (code) =>
      resolve(code ?? 1),
    ),
  );

const steps = [
  // the content files first: one that cannot be published stops the build with one line
  ["--import", "tsx", "--conditions=react-server", "scripts/check-content.ts"],
  ["scripts/prepare-map.mjs"],
  ["scripts/prepare-font.mjs"],
];
/** Seconds each step took, printed at the end (npm run bench:build reads them). */
const timings = {};
const timed = async (name, run) => {
  const start = performance.now();
  const result = await run();
  timings[name] = (performance.now() - start) / 1000;
  return result;
};
for (const step of steps) {
  const code = await timed(step.at(-1).replace(/^scripts\/|\.\w+$/g, ""), () => node(step));
  if (code !== 0) process.exit(code);
}
const next = await timed("next-build", () =>
  node([createRequire(import.meta.url).resolve("next/dist/bin/next"), "build"], {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
  }),
);
if (next !== 0) process.exit(next);
const deferStart = performance.now();

/** Prepends V8's compile hint (see COMPILE_HINT) to a script file, once. */
function addCompileHint(src) {
  const file = join(root, ".next", src.replace(/^\/_next\//, ""));
  const code = readFileSync(file, "utf8");
  if (!code.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + code);
}

const sha256 = (text) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

// Each prerendered page: its framework scripts deferred (scripts/defer-scripts.mjs), then the CSP
// hashes of its inline scripts. A page that cannot be edited as intended fails the build.
const { routes } = JSON.parse(readFileSync(join(root, ".next/prerender-manifest.json"), "utf8"));
const manifest = {};
const loadScripts = new Set();
let preloads = 0;
for (const route of Object.keys(routes)) {
  const file = join(root, ".next/server/app", `${route === "/" ? "/index" : route}.html`);
  if (!existsSync(file)) continue; // a prerendered non-HTML route (icon, sitemap, robots, image)
  let deferred;
  try {
    deferred = deferScripts(readFileSync(file, "utf8"));
  } catch (error) {
    console.error(`Build output not as expected, ${route}: ${error.message}`);
    process.exit(1);
  }
  for (const src of deferred.sources) loadScripts.add(src);
  preloads += deferred.preloads;
  writeFileSync(file, deferred.html);
  manifest[route] = [...new Set(inlineScriptBodies(deferred.html).map(sha256))];
}
for (const src of loadScripts) addCompileHint(src);
writeFileSync(join(root, ".next/csp-hashes.json"), JSON.stringify(manifest, null, 2));
timings["defer-and-csp"] = (performance.now() - deferStart) / 1000;
// Last: the scripts are final now. The files the edge serves itself, with their .br and .gz.
const compressed = await timed("precompress", () =>
  precompress(join(root, ".next"), join(root, "public")),
);
const pages = Object.keys(manifest).length;
console.log(
  `Build steps (s): ${Object.entries(timings)
    .map(([name, seconds]) => `${name} ${seconds.toFixed(1)}`)
    .join(", ")}`,
);
console.log(
  `Deferred the framework scripts of ${pages} pages (${loadScripts.size} files, ${preloads} preloads removed); CSP script hashes written.`,
);
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
console.log(
  `Precompressed ${compressed.files} files for the edge: ${kb(compressed.raw)}, Brotli ${kb(compressed.br)}, gzip ${kb(compressed.gz)}.`,
);

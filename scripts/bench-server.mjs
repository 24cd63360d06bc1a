// Shared by the benchmarks: make sure the production build is current, then run `next start` on a free loopback port.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildState, release } from "./release.mjs";

const root = process.cwd();

export async function ensureBuild() {
  const { stale } = await buildState(root);
  if (!stale) return;
  console.log(`No up-to-date production build (${stale}): building first.`);
  await release(root);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs `next start` for the app in `dir` on a free loopback port; resolves once `probe` answers. */
export async function startNextServer(dir, env = {}, probe = "/") {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: dir,
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        NEXT_MANUAL_SIG_HANDLE: "1",
        ...env,
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url + probe)).ok) return { url, stop: () => child.kill("SIGTERM") };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill("SIGKILL");
  throw new Error(`the server in ${dir} did not start`);
}

/** Starts the site's production server with its data in a temporary directory. */
export async function startProductionServer(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "site-bench-"));
  const server = await startNextServer(root, { DATA_DIR: dataDir, ...env }, "/robots.txt");
  return { ...server, dataDir };
}

/** The HTML pages of the current build, the 404 page as an unknown path. */
export function builtPagePaths() {
  const { routes } = JSON.parse(
    readFileSync(join(root, ".builds/current/prerender-manifest.json"), "utf8"),
  );
  return Object.entries(routes)
    .filter(([route, entry]) => entry.dataRoute !== null && route !== "/_global-error")
    .map(([route]) => (route === "/_not-found" ? "/this-page-does-not-exist" : route));
}

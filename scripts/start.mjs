// `npm start`: build first when there is no up-to-date production build, then serve it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fingerprintFile, sourceFingerprint } from "./fingerprint.mjs";

const root = process.cwd();
const built =
  existsSync(fingerprintFile(root)) &&
  readFileSync(fingerprintFile(root), "utf8") === sourceFingerprint(root);
if (!built) {
  console.log("No up-to-date production build: building first.");
  const build = spawnSync(process.execPath, [join(root, "scripts/build.mjs")], {
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const args = ["start", "-p", process.env.PORT || "3000", ...process.argv.slice(2)];
const server = spawn(process.execPath, [join(root, "node_modules/next/dist/bin/next"), ...args], {
  stdio: "inherit",
  // The server drains itself on SIGTERM (server/shutdown.ts) instead of Next.js exiting at once.
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_MANUAL_SIG_HANDLE: "1" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

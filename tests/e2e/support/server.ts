import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "../../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** Stops the server (SIGTERM) and waits for it to exit. */
  stop: () => Promise<void>;
  /** Kills the server at once (SIGKILL), as a crash would. */
  kill: () => Promise<void>;
};

type Options = {
  env?: Record<string, string>;
  /** Reuse a data directory (e.g. to restart after a crash); a fresh temporary one by default. */
  dataDir?: string;
  port?: number;
};

/**
 * Starts the production build with `next start` on a free loopback port, its data in a temporary
 * directory; `env` adds to or overrides the defaults ("" unsets one).
 */
export async function startServer({
  env = {},
  dataDir,
  port,
}: Options = {}): Promise<RunningServer> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), "site-e2e-"));
  const listenPort = port ?? (await freePort());
  let log = "";
  const child = spawn(
    process.execPath,
    [
      join(root, "node_modules/next/dist/bin/next"),
      "start",
      "-p",
      String(listenPort),
      "-H",
      "127.0.0.1",
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        NEXT_MANUAL_SIG_HANDLE: "1", // as npm start runs it: the server drains itself on SIGTERM
        DATABASE_URL: `file:${join(dir, "site.db")}`,
        DATA_DIR: dir,
        // A twentieth of the proof of work: these tests solve hundreds of challenges, in Node and in
        // Chromium, on two cores; they check the path, not the cost (the unit tests and one test
        // here check the default's).
        CAPTCHA_DIFFICULTY: "5",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${listenPort}`;

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const response = await fetch(`${url}/robots.txt`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 30 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url,
    port: listenPort,
    dataDir: dir,
    process: child,
    output: () => log,
    stop: async () => {
      await end("SIGTERM");
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
    kill: () => end("SIGKILL"),
  };
}

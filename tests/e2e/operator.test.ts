// The operator's path: `npm start` and `node scripts/start.mjs` as an operator runs them, on the
// current build: settings refused in one line before anything says Ready, builds never touched
// while served, signals delivered, a second server on one SQLite file refused, and a server that
// waits out a PostgreSQL outage instead of dying.
import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import {
  chmodSync,
  existsSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { connect, createServer } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, test } from "vitest";
import { openSqliteStore } from "@/server/db/sqlite";
import { startPostgres, tempDir } from "../unit/server/support";
import { until } from "./support/enquiries";
import { processes } from "./support/processes";
import { freePort } from "./support/server";

const root = join(import.meta.dirname, "../..");
const temporary: (() => void)[] = [];
afterAll(() => temporary.forEach((cleanup) => cleanup()));

function dataDir(): string {
  const { dir, cleanup } = tempDir();
  temporary.push(cleanup);
  return dir;
}

type Started = {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
};

/** Runs `command` (default `node scripts/start.mjs`) in the project with `env` added. */
function run(env: Record<string, string>, command = [process.execPath, "scripts/start.mjs"]) {
  let log = "";
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (log += chunk));
  child.stderr!.on("data", (chunk) => (log += chunk));
  const exit = new Promise<number | null>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? (signal ? -1 : null))),
  );
  return { child, output: () => log, exit } satisfies Started;
}

/** Starts a server and waits until it answers /healthz. */
async function serve(env: Record<string, string>, command?: string[]) {
  const port = await freePort();
  const started = run({ PORT: String(port), ...env }, command);
  const url = `http://127.0.0.1:${port}`;
  await until(async () => {
    if (started.child.exitCode !== null)
      throw new Error(`exited ${started.child.exitCode}:\n${started.output()}`);
    return (await fetch(`${url}/healthz`).catch(() => null))?.ok;
  }, 60_000);
  return { ...started, url };
}

/** Runs a start that must fail: its exit code and its output, lines trimmed. */
async function refused(env: Record<string, string>) {
  const started = run(env);
  const code = await started.exit;
  return { code, lines: started.output().trim().split("\n") };
}

const current = () => readlinkSync(join(root, ".builds/current"));

describe("settings mean what they say: one line, exit 1, nothing says Ready", () => {
  test.each([
    [{ PORT: "70000" }, "Invalid configuration: PORT must be between 1 and 65535"],
    [{ PORT: "abc" }, "Invalid configuration: PORT must be a port number"],
    [{ SMTP_URL: "smtp://" }, "Invalid configuration: SMTP_URL must be a URL like"],
    [
      { MAIL_TO: "a@example.com, b@example, c@example.com" },
      "Invalid configuration: MAIL_TO holds 'b@example', which is not an e-mail address",
    ],
    [{ RATE_LIMIT: "lots" }, "Invalid configuration: RATE_LIMIT must look like 5/10m"],
  ])("%j", async (env, line) => {
    const { code, lines } = await refused({ DATA_DIR: dataDir(), ...env });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(line);
  });

  test("a port in use", async () => {
    const holder = createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => holder.once("listening", resolve));
    const { port } = holder.address() as { port: number };
    try {
      const { code, lines } = await refused({ PORT: String(port), DATA_DIR: dataDir() });
      expect(code).toBe(1);
      expect(lines).toEqual([
        `Cannot listen on 127.0.0.1 port ${port}: another process uses it (PORT).`,
      ]);
    } finally {
      holder.close();
    }
  });
});

test("listens on this machine only (127.0.0.1) unless HOST names another address", async () => {
  const reach = (host: string, port: string) =>
    new Promise<string>((resolve) => {
      const socket = connect({ host, port: Number(port) }, () => {
        socket.destroy();
        resolve("connected");
      });
      socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
  for (const [env, elsewhere] of [
    [{}, "ECONNREFUSED"],
    [{ HOST: "0.0.0.0" }, "connected"],
  ] as const) {
    const server = await serve({ DATA_DIR: dataDir(), ...env });
    try {
      const { port } = new URL(server.url);
      expect(await reach("127.0.0.1", port)).toBe("connected");
      // Another of this machine's addresses, as another machine would reach it.
      expect(await reach("127.0.0.3", port), JSON.stringify(env)).toBe(elsewhere);
    } finally {
      server.child.kill("SIGTERM");
      await server.exit;
    }
  }
});

describe("builds", () => {
  test("build-time settings compare by value: their defaults, given, serve the current build", async () => {
    const before = current();
    const server = await serve({
      DATA_DIR: dataDir(),
      CAPTCHA_PROVIDER: "altcha",
      ENQUIRY_RETENTION_DAYS: "730",
    });
    try {
      expect((await fetch(server.url)).status).toBe(200);
      expect(server.output()).not.toContain("building");
      expect(current()).toBe(before);
    } finally {
      server.child.kill("SIGTERM");
      expect(await server.exit).toBe(0);
    }
  });

  test("under NODE_ENV=production a start never builds: another SITE_URL is refused in one line", async () => {
    const before = current();
    const { code, lines } = await refused({
      DATA_DIR: dataDir(),
      SITE_URL: "https://www.deccansoftworks.example",
    });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^No build to serve: .*SITE_URL=http:\/\/localhost:3000, here SITE_URL=https:\/\/www\.deccansoftworks\.example\. .*npm run build/,
    );
    expect(current()).toBe(before);
  });

  test("the editor's preview instance never builds, on a developer's machine too: started without the site's settings, it is refused in one line and the public build stays current", async () => {
    const before = current();
    const { code, lines } = await refused({
      NODE_ENV: "",
      DATA_DIR: dataDir(),
      SITE_URL: "https://www.deccansoftworks.example",
      PREVIEW_SECRET: "a-preview-secret-of-at-least-32-characters",
      CMS_URL: "http://127.0.0.1:3100",
    });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^No build to serve: .*SITE_URL=.*The preview instance never builds: start it with the site's settings/,
    );
    expect(current()).toBe(before);
  });

  test("a start that builds and is stopped mid-build leaves the current build whole and servable", async () => {
    const before = current();
    const started = run({
      NODE_ENV: "", // a developer's machine: npm start builds first
      DATA_DIR: dataDir(),
      PORT: String(await freePort()),
      ENQUIRY_RETENTION_DAYS: "731",
    });
    await until(() => started.output().includes("Creating an optimized production build"), 60_000);
    started.child.kill("SIGTERM");
    expect(await started.exit).not.toBe(0);
    expect(started.output()).toContain("nothing was switched");
    expect(current()).toBe(before);
    // What the stopped build wrote is gone; only what Next.js keeps between builds stays.
    const kept = ["cache", "dev", "types"];
    expect(readdirSync(join(root, ".next")).filter((name) => !kept.includes(name))).toEqual([]);
    expect(existsSync(join(root, ".builds/current/BUILD_ID"))).toBe(true);
    const server = await serve({ DATA_DIR: dataDir() });
    try {
      expect((await fetch(server.url)).status).toBe(200);
    } finally {
      server.child.kill("SIGTERM");
      await server.exit;
    }
  });
});

describe("rollback", () => {
  test("`npm run rollback` serves the build before the current one in seconds, without building, though the sources changed since; running servers switch, new ones start on it; forward again by name; an unknown name refused", async () => {
    const before = current();
    // A kept build from before these sources: this one's files, under an earlier name and with
    // other sources recorded (hard links; the server's package links are relative, so they hold).
    const stamp = before.slice(0, 15);
    const earlier = `${stamp.slice(0, 9)}${String(Number(stamp.slice(9)) - 1).padStart(6, "0")}-0123abcd`;
    const builds = join(root, ".builds");
    execFileSync("cp", ["-al", join(builds, before), join(builds, earlier)]);
    const infoFile = join(builds, earlier, "build-info.json");
    const info = JSON.parse(readFileSync(infoFile, "utf8"));
    rmSync(infoFile);
    writeFileSync(infoFile, JSON.stringify({ ...info, id: earlier, sources: "0".repeat(64) }));
    const servers = [await serve({ DATA_DIR: dataDir() })];
    try {
      const started = Date.now();
      const rolled = run({}, ["npm", "run", "--silent", "rollback"]);
      expect(await rolled.exit, rolled.output()).toBe(0);
      const seconds = (Date.now() - started) / 1000;
      expect(rolled.output()).toContain(`Rolled back: .builds/${earlier} is the current build`);
      expect(rolled.output()).toContain(`now serves .builds/${earlier}`);
      expect(seconds).toBeLessThan(30);
      console.log(`rollback with one server switched: ${seconds.toFixed(1)} s`);
      expect(current()).toBe(earlier);
      // A server started now, under NODE_ENV=production, serves it rather than refusing.
      servers.push(await serve({ DATA_DIR: dataDir() }));
      for (const server of servers) expect((await fetch(server.url)).status).toBe(200);
      // Forward again, by name, to the build rolled back from.
      const forward = run({}, ["npm", "run", "--silent", "rollback", "--", before]);
      expect(await forward.exit, forward.output()).toBe(0);
      expect(current()).toBe(before);
      const unknown = run({}, ["npm", "run", "--silent", "rollback", "--", "no-such-build"]);
      expect(await unknown.exit).toBe(1);
      expect(unknown.output()).toContain("Not rolled back: no kept build is called no-such-build");
      expect(current()).toBe(before);
    } finally {
      for (const server of servers) {
        server.child.kill("SIGTERM");
        await server.exit;
      }
      rmSync(join(builds, "pinned"), { force: true });
      rmSync(join(builds, earlier), { recursive: true, force: true });
    }
  });
});

describe("a build killed from outside", () => {
  test("killing the build command (SIGKILL, as an editor's stopped publish does) stops its whole build within seconds and releases its lock; the current build stays", async () => {
    const before = current();
    const build = run({ NODE_ENV: "", ENQUIRY_RETENTION_DAYS: "731" }, [
      process.execPath,
      "scripts/release.mjs",
    ]);
    await until(() => build.output().includes("Creating an optimized production build"), 60_000);
    // scripts/build.mjs, the leader of the process group `next build` and its workers run in.
    const group = processes().find((process) => process.ppid === build.child.pid)!.pid;
    expect(processes().filter((process) => process.pgrp === group).length).toBeGreaterThan(1);
    build.child.kill("SIGKILL");
    await build.exit;
    const stopped = Date.now();
    await until(() => !processes().some((process) => process.pgrp === group), 20_000);
    expect(Date.now() - stopped).toBeLessThan(10_000);
    expect(existsSync(join(root, ".builds/build.lock"))).toBe(false);
    expect(current()).toBe(before);
  });
});

describe("signals and data", () => {
  test("SIGTERM to `npm start` reaches the server: it drains, and npm exits with its code 0, leaving no process", async () => {
    const dir = dataDir();
    const server = await serve({ DATA_DIR: dir, LOG_LEVEL: "info" }, ["npm", "start", "--"]);
    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);
    expect(server.output()).toContain('"event":"server.stopped"');
    // Nothing serves on the port any more: the server was npm's own child, not an orphan.
    expect(await fetch(`${server.url}/healthz`).catch(() => "gone")).toBe("gone");
  });

  test("a request the server has begun to receive when SIGTERM comes is answered in full before it exits; meanwhile it takes no new connection", async () => {
    const server = await serve({ DATA_DIR: dataDir(), LOG_LEVEL: "info" });
    const socket = connect(Number(new URL(server.url).port), "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => (received += chunk));
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    // The request line and a header: the server has begun the request, whose end is still to come.
    socket.write("GET /contactus HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill("SIGTERM");
    await until(() => server.output().includes('"event":"server.draining"'), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await fetch(`${server.url}/healthz`).catch(() => "refused")).toBe("refused");
    socket.write("\r\n");
    await closed;
    const [head, body] = received.split("\r\n\r\n", 2) as [string, string];
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    expect(body).toContain("</html>");
    expect(await server.exit).toBe(0);
  });

  test("DATA_DIR holds the SQLite file, readable by its owner only; a second server on it is refused", async () => {
    const dir = dataDir();
    const first = await serve({ DATA_DIR: dir });
    try {
      expect((statSync(join(dir, "site.db")).mode & 0o777).toString(8)).toBe("600");
      expect((statSync(join(dir, "captcha-secret")).mode & 0o777).toString(8)).toBe("600");
      const { code, lines } = await refused({ DATA_DIR: dir, PORT: String(await freePort()) });
      expect(code).toBe(1);
      expect(lines).toEqual([
        `Another server is running on ${join(dir, "site.db")}: SQLite is for one instance; run several on PostgreSQL (DATABASE_URL=postgres://…).`,
      ]);
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    } finally {
      first.child.kill("SIGTERM");
      await first.exit;
    }
    // The lock goes with the process: the next server starts.
    const next = await serve({ DATA_DIR: dir });
    next.child.kill("SIGTERM");
    expect(await next.exit).toBe(0);
  });
});

describe("degrade, don't die", () => {
  test("started while PostgreSQL is down: alive, not ready with the reason, metrics 200; ready once it is back", async () => {
    const port = await freePort();
    const token = "m".repeat(32);
    const server = await serve({
      DATA_DIR: dataDir(),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
      METRICS_TOKEN: token,
    });
    const scrape = async () => {
      const response = await fetch(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: response.status, text: await response.text() };
    };
    let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect((await ready.json()).reason).toMatch(/ECONNREFUSED/);
      for (let scrapes = 0; scrapes < 3; scrapes++) {
        const down = await scrape();
        expect(down.status).toBe(200);
        expect(down.text).toMatch(/^store_up 0$/m);
        expect(down.text).toMatch(/^process_cpu_seconds_total /m);
      }
      // No stack trace in the log, only JSON lines besides Next.js's start banner.
      expect(server.output()).not.toMatch(/⨯|\n\s+at /);

      postgres = await startPostgres({ port });
      await until(async () => (await fetch(`${server.url}/readyz`)).status === 200, 30_000);
      expect((await scrape()).text).toMatch(/^store_up 1$/m);
      const challenge = await fetch(`${server.url}/mailservice/challenge`);
      expect(challenge.status).toBe(200);
    } finally {
      server.child.kill("SIGTERM");
      await server.exit;
      await postgres?.stop();
    }
  });
});

describe("npm run enquiries", () => {
  test("reads a file its user may only read (a read-only connection); an error names the file", async () => {
    const dir = dataDir();
    const file = join(dir, "site.db");
    const store = openSqliteStore(file);
    await store.insertEnquiry(
      {
        name: "Asha Rao",
        email: "asha@example.com",
        phone: "",
        message: "Contact Us Page: hello",
        source: null,
        clientIp: null,
        messageId: "<readonly@example.com>",
        webhook: false,
      },
      { now: Date.now() },
    );
    await store.close();
    chmodSync(file, 0o444);
    chmodSync(dir, 0o777);
    // As root every file is writable: run the command as another user, as an operator's account.
    const asUser = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--"] : [];
    const enquiries = (...args: string[]) =>
      promisify(execFile)(
        asUser[0] ?? process.execPath,
        [
          ...asUser.slice(1),
          ...(asUser.length ? [process.execPath] : []),
          "node_modules/tsx/dist/cli.mjs",
          "--conditions=react-server",
          "scripts/enquiries.ts",
          ...args,
        ],
        { cwd: root, env: { ...process.env, DATABASE_URL: `file:${file}` } },
      ).catch((error: { code: number; stdout: string; stderr: string }) => error);
    const list = await enquiries("list");
    expect(list.stdout).toContain("asha@example.com");
    expect(await enquiries("show", "7")).toMatchObject({
      code: 1,
      stderr: `enquiries: ${file}: no enquiry #7\n`,
    });
    expect(await enquiries("export", "--format", "json", "--since", "2025-02-30")).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("--since '2025-02-30' is neither like 7d nor a date"),
    });
  });
});

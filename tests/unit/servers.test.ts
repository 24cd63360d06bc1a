import { spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { registerServer, runningServers, serverFile } from "../../scripts/servers.mjs";
import { tempDir } from "./server/support";

const { dir: root, cleanup } = tempDir();
afterAll(cleanup);

test("a release's server registry lists its own running servers, not those a copied .builds names from another directory", () => {
  const register = (port: number, server: Record<string, unknown>) => {
    mkdirSync(join(root, ".builds/servers"), { recursive: true });
    writeFileSync(serverFile(root, port), JSON.stringify({ port, build: ".builds/a", ...server }));
  };
  register(3001, { pid: process.pid, root }); // this directory's, running
  register(3002, { pid: process.pid, root: "/srv/deccan-site/releases/previous" }); // copied along
  register(3003, { pid: 2 ** 22 + 1, root }); // ended: its file is removed
  expect(runningServers(root).map((server: { port: number }) => server.port)).toEqual([3001]);
  expect(existsSync(serverFile(root, 3003))).toBe(false);
});

test("a server's file is never read half written: a release switching servers never takes one that is rewriting its file for stopped", async () => {
  // A server rewrites its file as it switches builds, while the release polls the files: the
  // writer here rewrites it 3,000 times in another process as the reader below reads it.
  const record = { pid: process.pid, root, port: 3100, build: ".builds/a", at: 0 };
  registerServer(root, record);
  const servers = new URL("../../scripts/servers.mjs", import.meta.url).href;
  const writer = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const { registerServer } = await import(${JSON.stringify(servers)});
       const record = ${JSON.stringify(record)};
       for (let at = 0; at < 3000; at++) registerServer(${JSON.stringify(root)}, { ...record, build: ".builds/" + "b".repeat(at % 400), at });`,
    ],
    { stdio: "inherit" },
  );
  const done = new Promise((resolve) => writer.on("exit", resolve));
  let reads = 0;
  let missed = 0;
  for (let ended = false; !ended; reads++) {
    ended = writer.exitCode !== null;
    if (!runningServers(root).some((server: { port: number }) => server.port === 3100)) missed++;
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(await done).toBe(0);
  expect(reads).toBeGreaterThan(100);
  expect(missed).toBe(0);
}, 60_000); // the writer's 3,000 rewrites take seconds beside the other test files

import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { runningServers, serverFile } from "../../scripts/servers.mjs";
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

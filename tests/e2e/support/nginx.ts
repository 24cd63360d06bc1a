import { spawn } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./server";

const root = join(import.meta.dirname, "../../..");
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));

export type Balancer = { url: string; stop: () => Promise<void> };

/**
 * Debian's nginx on 127.0.0.1 with the deployment guide's own configuration (docs/nginx.conf),
 * its upstream servers and listen port replaced by the instances under test.
 */
export async function startNginx(upstreamPorts: number[]): Promise<Balancer> {
  if (!NGINX)
    throw new Error("nginx is needed for the fleet test: install the nginx package (.ci/run does)");
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), "site-nginx-"));
  chmodSync(prefix, 0o755); // worker processes may run as another user
  mkdirSync(join(prefix, "logs"));
  const shipped = readFileSync(join(root, "docs/nginx.conf"), "utf8");
  const servers = upstreamPorts
    .map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`)
    .join("\n");
  const config = shipped
    .replace(/(\n {4}server 127\.0\.0\.1:\d+[^\n]*)+/, `\n${servers}`)
    .replace("listen 127.0.0.1:8080;", `listen 127.0.0.1:${port};`);
  if (config === shipped || !config.includes(`:${upstreamPorts[0]} `))
    throw new Error(
      "docs/nginx.conf no longer has the upstream and listen lines this test replaces",
    );
  writeFileSync(join(prefix, "nginx.conf"), config);
  let log = "";
  const child = spawn(
    NGINX,
    [
      "-p",
      prefix,
      "-c",
      join(prefix, "nginx.conf"),
      "-g",
      `daemon off; pid ${join(prefix, "nginx.pid")};`,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stderr?.on("data", (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${log}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (attempt > 100) throw new Error(`nginx did not start: ${log}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    stop: async () => {
      child.kill("SIGQUIT");
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

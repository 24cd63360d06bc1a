import { spawn, type ChildProcess } from "node:child_process";
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
import { makeCertificates, trustingFetch, type TestCertificates } from "./tls";

const root = join(import.meta.dirname, "../../..");
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));

export type Balancer = {
  /** https://127.0.0.1:PORT, where visitors are served. */
  url: string;
  /** http://127.0.0.1:PORT, which redirects to `url`. */
  httpUrl: string;
  /** The throwaway CA and certificate nginx serves. */
  certificates: TestCertificates;
  /** fetch through `url`, trusting the test CA; bodies as sent (see trustingFetch). */
  fetch: ReturnType<typeof trustingFetch>;
  /** Where nginx keeps the pages' cache. */
  cacheDir: string;
  /** Stops nginx and starts it again on the same ports, cache and configuration. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * The lines of docs/nginx.conf a test replaces, and nothing else: the listen ports (loopback), the
 * HTTPS port in the redirect, the instances, the certificate's paths, the build directory and the
 * cache directory. Each must be found exactly once, so the test fails when the guide's
 * configuration changes shape rather than testing something else.
 */
function testConfiguration(
  shipped: string,
  site: { httpPort: number; httpsPort: number; upstreamPorts: number[] },
  paths: { certificates: TestCertificates; cacheDir: string; siteDir: string },
): string {
  // The instances on the test's ports, with the guide's parameters for them.
  const parameters = /^ {4}server 127\.0\.0\.1:\d+( [^\n]*);$/m.exec(shipped)?.[1] ?? "";
  const servers = site.upstreamPorts
    .map((port) => `    server 127.0.0.1:${port}${parameters};`)
    .join("\n");
  const replacements: [RegExp, string][] = [
    [/^ {4}listen 80 default_server;$/m, `    listen 127.0.0.1:${site.httpPort} default_server;`],
    [
      /^ {4}listen 443 ssl http2 default_server;$/m,
      `    listen 127.0.0.1:${site.httpsPort} ssl http2 default_server;`,
    ],
    [
      /return 301 https:\/\/\$host\$request_uri;/,
      `return 301 https://$host:${site.httpsPort}$request_uri;`,
    ],
    [/(?:^ {4}server 127\.0\.0\.1:\d+ [^\n]*\n)+/m, `${servers}\n`],
    [/^( {4}ssl_certificate) \S+;$/m, `$1 ${paths.certificates.cert};`],
    [/^( {4}ssl_certificate_key) \S+;$/m, `$1 ${paths.certificates.key};`],
    [/^( {4}ssl_trusted_certificate) \S+;$/m, `$1 ${paths.certificates.ca};`],
    [/^( {4}root) \/srv\/deccan-site\/current\/(\S+);$/m, `$1 ${paths.siteDir}/$2;`],
    [/^( {2}proxy_cache_path) \S+ /m, `$1 ${paths.cacheDir} `],
  ];
  return replacements.reduce((config, [pattern, replacement]) => {
    const found = config.match(new RegExp(pattern.source, `${pattern.flags}g`))?.length ?? 0;
    if (found !== 1)
      throw new Error(
        `docs/nginx.conf has ${found} lines like ${pattern}, which this test replaces: one expected`,
      );
    return config.replace(pattern, replacement);
  }, shipped);
}

/**
 * Debian's nginx with the deployment guide's own configuration (docs/nginx.conf) on 127.0.0.1,
 * over HTTPS with a certificate from a throwaway CA, in front of the instances on
 * `upstreamPorts`, serving the files of the current build of `siteDir` (in the guide,
 * /srv/deccan-site/current; this checkout unless given).
 */
export async function startNginx(upstreamPorts: number[], siteDir = root): Promise<Balancer> {
  if (!NGINX)
    throw new Error("nginx is needed for the fleet test: install the nginx package (.ci/run does)");
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const prefix = mkdtempSync(join(tmpdir(), "site-nginx-"));
  chmodSync(prefix, 0o755); // the workers run as www-data
  mkdirSync(join(prefix, "logs"));
  mkdirSync(join(prefix, "tls"));
  const certificates = makeCertificates(join(prefix, "tls"));
  const cacheDir = join(prefix, "cache");
  writeFileSync(
    join(prefix, "nginx.conf"),
    testConfiguration(
      readFileSync(join(root, "docs/nginx.conf"), "utf8"),
      { httpPort, httpsPort, upstreamPorts },
      { certificates, cacheDir, siteDir },
    ),
  );
  const url = `https://127.0.0.1:${httpsPort}`;
  const fetchTrusting = trustingFetch(certificates.ca);

  let child: ChildProcess;
  let exited: Promise<void>;
  async function launch() {
    let log = "";
    child = spawn(
      NGINX!,
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
    exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    for (let attempt = 0; ; attempt++) {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${log}`);
      try {
        await fetchTrusting(`${url}/healthz`);
        break;
      } catch {
        if (attempt > 100) throw new Error(`nginx did not start: ${log}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }
  async function halt() {
    child.kill("SIGQUIT");
    await exited;
  }
  try {
    await launch();
  } catch (error) {
    child!.kill("SIGKILL");
    await exited!;
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    certificates,
    fetch: fetchTrusting,
    cacheDir,
    restart: async () => {
      await halt();
      await launch();
    },
    stop: async () => {
      await halt();
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/**
 * The edge measured on loopback: `npm run bench:edge -- [--seconds N] [--connections C]`.
 *
 * Needs an up-to-date production build (`npm run build`); builds nothing. Starts one instance
 * (`next start` on 127.0.0.1) and, in front of it, Debian's nginx with docs/nginx.conf as the fleet
 * test runs it (HTTPS with a throwaway CA, tests/e2e/support/nginx.ts), then measures:
 *
 * 1. Bytes per page: Chromium loads `/`, `/ar` and `/contactus` through nginx on a desktop screen,
 *    accepting no compression, gzip only, then Brotli and gzip (its Accept-Encoding replaced),
 *    each in a fresh context, and sums what the page downloaded until the network was idle: the
 *    document and its files, as sent (the document alone too) and as decoded.
 * 2. Pages per second and latency for `/`, C connections for N seconds each after a warm-up:
 *    straight from the instance (HTTP), through nginx with a cold cache (each request a new URL,
 *    `/?n=…`: a miss, fetched from the instance and stored) and through nginx with a warm cache
 *    (the same URL each time). Every request accepts what Chromium accepts
 *    (`gzip, deflate, br, zstd`): the instance gzips each response, nginx compresses with Brotli.
 */
import { createRequire } from "node:module";
import { cpus, loadavg } from "node:os";
import { integerOption } from "./cli-options";
import { buildState } from "./release.mjs";
import { DESKTOP, launchBrowser } from "../tests/e2e/support/browser";
import { startNginx, type Balancer } from "../tests/e2e/support/nginx";
import { startServer } from "../tests/e2e/support/server";

type Histogram = { p50: number; p99: number; max: number; average: number };
type Result = {
  duration: number;
  latency: Histogram;
  non2xx: number;
  errors: number;
  statusCodeStats: Record<string, { count: number }>;
};
type Request = { path?: string };
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  requests?: { method: string; setupRequest: (request: Request) => Request }[];
}) => Promise<Result>;

const usage =
  "usage: npm run bench:edge -- [--seconds N (default 10)] [--connections C (default 10)]";
const option = (name: string, fallback: number) => integerOption(name, fallback, usage);
const seconds = option("seconds", 10);
const connections = option("connections", 10);

const { stale } = await buildState();
if (stale) {
  console.error(`No up-to-date production build (${stale}): run \`npm run build\` first.`);
  process.exit(1);
}

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;
/** What Chromium sends: the instance gzips for it, nginx answers with Brotli. */
const BROWSER_ACCEPTS = "gzip, deflate, br, zstd";
const PAGES = ["/", "/ar", "/contactus"];
const ENCODINGS = [
  { label: "none", accept: "identity" },
  { label: "gzip", accept: "gzip" },
  { label: "Brotli", accept: "br, gzip" },
];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const machine = () =>
  `${cpus().length} cores (${cpus()[0]?.model.trim()}), load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")}`;

/** What Chromium downloads for each page through the edge, per accepted encoding. */
async function bytesPerPage(balancer: Balancer) {
  const browser = await launchBrowser([
    `--ignore-certificate-errors-spki-list=${balancer.certificates.spki}`,
  ]);
  const rows: string[] = [];
  try {
    for (const path of PAGES) {
      const sizes: string[] = [];
      let decoded = 0;
      for (const { accept } of ENCODINGS) {
        // Chromium sends the page's own Accept-Encoding in place of its default.
        const context = await browser.newContext({
          viewport: DESKTOP,
          extraHTTPHeaders: { "accept-encoding": accept },
        });
        const page = await context.newPage();
        await page.goto(balancer.url + path, { waitUntil: "networkidle" });
        const downloaded = await page.evaluate(() => {
          const [document] = performance.getEntriesByType(
            "navigation",
          ) as PerformanceResourceTiming[];
          const entries = [
            document!,
            ...performance.getEntriesByType("resource"),
          ] as PerformanceResourceTiming[];
          return {
            sent: entries.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
            document: document!.encodedBodySize,
            decoded: entries.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
          };
        });
        sizes.push(`${kb(downloaded.sent)} (${kb(downloaded.document)})`);
        decoded = downloaded.decoded;
        await context.close();
      }
      rows.push(`| ${path} | ${sizes.join(" | ")} | ${kb(decoded)} |`);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** Pages per second and latency of `url` (a new query each request when `cold`). */
async function load(label: string, url: string, cold: boolean) {
  let n = 0;
  const run = (duration: number) =>
    autocannon({
      url,
      connections,
      duration,
      headers: { "accept-encoding": BROWSER_ACCEPTS },
      requests: cold
        ? [{ method: "GET", setupRequest: (request) => ({ ...request, path: `/?n=${n++}` }) }]
        : undefined,
    });
  await run(2); // warm-up: the instance's JIT, nginx's connections to it
  const before = machine();
  const result = await run(seconds);
  const pages = result.statusCodeStats["200"]?.count ?? 0;
  const row = {
    label,
    perSecond: Math.round(pages / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(`${label}: ${JSON.stringify(row)}; before the run: ${before}`);
  return row;
}

const server = await startServer({ env: { TRUST_PROXY: "127.0.0.1", LOG_LEVEL: "warn" } });
let balancer: Balancer | undefined;
try {
  balancer = await startNginx([server.port]);
  console.log(`Machine: ${machine()}, other processes sharing the cores.`);
  const bytes = await bytesPerPage(balancer);
  console.log(
    "\nBytes per page (Chromium, desktop, through nginx, until the network is idle), the document's in brackets:\n",
  );
  console.log("| page | none | gzip | Brotli | decoded |");
  console.log("|---|---|---|---|---|");
  for (const row of bytes) console.log(row);

  console.log(
    `\nGET / for ${seconds} s, ${connections} connections, Accept-Encoding: ${BROWSER_ACCEPTS}\n`,
  );
  const rows = [
    await load("one instance, straight (HTTP)", `${server.url}/`, false),
    await load("through nginx, cold cache (HTTPS)", `${balancer.url}/`, true),
    await load("through nginx, warm cache (HTTPS)", `${balancer.url}/`, false),
  ];
  console.log("\n| `/` | pages/s | p50 ms | p99 ms | max ms | non-2xx | errors |");
  console.log("|---|---|---|---|---|---|---|");
  for (const row of rows)
    console.log(
      `| ${row.label} | ${row.perSecond} | ${row.p50} | ${row.p99} | ${row.max} | ${row.non2xx} | ${row.errors} |`,
    );
} finally {
  await balancer?.stop();
  await server.stop();
}

// `npm run bench`: Lighthouse 12 (mobile preset, simulated throttling) over every built page, median of N runs,
// plus the gzip size of the JavaScript each page loads before any interaction. Prints figures; never fails on them.
//   npm run bench -- [--runs 3] [/path ...]
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { builtPagePaths, ensureBuild, startProductionServer } from "./serve.mjs";

const args = process.argv.slice(2);
const runsIndex = args.indexOf("--runs");
const runs = runsIndex >= 0 ? Number(args.splice(runsIndex, 2)[1]) : 3;

ensureBuild();
const paths = args.length ? args : builtPagePaths();
const server = await startProductionServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** gzip bytes of the scripts a page's HTML loads (everything that runs before any interaction). */
async function initialScriptGzip(path) {
  const html = await (await fetch(server.url + path)).text();
  let total = 0;
  // The build moves the script files into a loader that runs after load (scripts/build.mjs): count those too.
  const deferred = /data-deferred-scripts>[^<]*?for\(const s of (\[[^\]]*\])/.exec(html);
  for (const src of deferred ? JSON.parse(deferred[1]) : []) {
    total += gzipSync(Buffer.from(await (await fetch(new URL(src, server.url))).arrayBuffer()), {
      level: 9,
    }).length;
  }
  for (const [, src] of html.matchAll(/<script[^>]*\bsrc="([^"]+)"(?![^>]*noModule)[^>]*>/g)) {
    total += gzipSync(Buffer.from(await (await fetch(new URL(src, server.url))).arrayBuffer()), {
      level: 9,
    }).length;
  }
  for (const [, body] of html.matchAll(
    /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

const rows = [];
try {
  for (const path of paths) {
    const results = [];
    let failures = 0;
    while (results.length < runs) {
      const { lhr } = await lighthouse(server.url + path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        ignoreStatusCode: true, // the 404 page is measured too
      });
      if (lhr.runtimeError) {
        // Lighthouse now and then fails to record a trace (NO_NAVSTART): that run is tried again.
        if (++failures > 3)
          throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        continue;
      }
      const requests = lhr.audits["network-requests"].details.items;
      const host = new URL(server.url).host;
      results.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories["best-practices"].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        bytes: lhr.audits["total-byte-weight"].numericValue,
        script: requests
          .filter((item) => item.resourceType === "Script")
          .reduce((sum, item) => sum + item.transferSize, 0),
        otherHosts: requests.filter(
          (item) => item.url.startsWith("http") && new URL(item.url).host !== host,
        ).length,
      });
    }
    const row = { path };
    for (const key of Object.keys(results[0]))
      row[key] = median(results.map((result) => result[key]));
    row.initialJsGzip = await initialScriptGzip(path);
    rows.push(row);
    console.log(
      `${path.padEnd(44)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}` +
        `  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}` +
        `  transfer ${kb(row.bytes)}  JS ${kb(row.script)}  initial JS gzip ${kb(row.initialJsGzip)}  requests to other hosts ${row.otherHosts}`,
    );
  }
} finally {
  await chrome.kill();
  server.stop();
}

const worst = (key, pick = Math.min) => pick(...rows.map((row) => row[key]));
console.log(
  `\n${rows.length} pages, median of ${runs} runs each. Worst: perf ${worst("performance")}, a11y ${worst("accessibility")}, ` +
    `bp ${worst("bestPractices")}, seo ${worst("seo")}, LCP ${(worst("lcp", Math.max) / 1000).toFixed(2)} s, ` +
    `TBT ${Math.round(worst("tbt", Math.max))} ms, CLS ${worst("cls", Math.max).toFixed(3)}, ` +
    `initial JS gzip ${kb(worst("initialJsGzip", Math.max))}. Total transfer ${kb(rows.reduce((sum, row) => sum + row.bytes, 0))}.`,
);

// `npm run bench`: Lighthouse 12 (mobile preset, simulated throttling) over every built page, each
// figure beside the floor of any Next.js site: a bare page (bench/floor) built with the project's
// own next and react, measured first and last in the same run. Machines differ from day to day, so
// the budgets are ratios to that floor; the CPU slowdown is calibrated to the host.
//   npm run bench -- [--runs 3] [--cpu N] [/path ...]
// Prints figures and whether each budget holds; exits non-zero only when it cannot measure (the
// floor does not build, Lighthouse keeps failing, a page loads no script at all).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { inlineScriptBodies } from "./defer-scripts.mjs";
import {
  builtPagePaths,
  ensureBuild,
  startNextServer,
  startProductionServer,
} from "./bench-server.mjs";

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args.splice(index, 2)[1]) : undefined;
};
const runs = option("--runs") ?? 3;
const cpuOverride = option("--cpu");
const root = process.cwd();
const floorDir = join(root, "bench/floor");

/** Lighthouse's 4× CPU slowdown stands for a phone on a host whose benchmark index is about 2,300. */
const REFERENCE_INDEX = 2300;

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(1);
}

await ensureBuild();
const floorBuild = spawnSync(
  process.execPath,
  [join(root, "node_modules/next/dist/bin/next"), "build"],
  {
    cwd: floorDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  },
);
if (floorBuild.status !== 0) fail("the floor page (bench/floor) did not build");

const paths = args.length ? args : builtPagePaths();
const [site, floor] = await Promise.all([startProductionServer(), startNextServer(floorDir)]);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (text) => gzipSync(text, { level: 9 }).length;

/** One Lighthouse run; a run that fails to record (it happens: NO_NAVSTART) is tried again. */
async function audit(url, cpuSlowdownMultiplier) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      ignoreStatusCode: true, // the 404 page is measured too
      throttling: cpuSlowdownMultiplier ? { cpuSlowdownMultiplier } : undefined,
    });
    if (!lhr.runtimeError) return lhr;
    if (attempt === 4) fail(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
}

/** The framework's page payload: inline scripts that hand React the page's content as data. */
const isPagePayload = (body) => /^\(?self\.__next_f/.test(body.trim());

/**
 * The figures of one page. "JavaScript before interaction" is the code: every script file the page
 * loaded while Lighthouse watched it load and settle, as the network saw it (transfer size: gzip, as
 * the server sends it), plus the gzip size of its inline code (the deferral's loader). It counts what
 * was loaded, however the HTML refers to it. The page payload (the server components' output as
 * data, which grows with the page's content, not its code) is reported on its own: it travels in
 * the HTML, whose size is reported too, and the time to decode it is part of TBT.
 */
async function measure(origin, path, cpu) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const lhr = await audit(origin + path, cpu);
    const requests = lhr.audits["network-requests"].details.items;
    const scripts = requests.filter((item) => item.resourceType === "Script");
    if (scripts.length === 0)
      fail(`${path}: no script file was loaded; the page is not as expected`);
    const work = Object.fromEntries(
      lhr.audits["mainthread-work-breakdown"].details.items.map((item) => [
        item.group,
        item.duration,
      ]),
    );
    results.push({
      // Main-thread time by kind (Lighthouse's mainthread-work-breakdown, at the slowdown used).
      scriptEvaluation: work.scriptEvaluation ?? 0,
      scriptParseCompile: work.scriptParseCompile ?? 0,
      styleLayout: work.styleLayout ?? 0,
      parseHTML: work.parseHTML ?? 0,
      paint: work.paintCompositeRender ?? 0,
      longTasks: lhr.audits["long-tasks"]?.details?.items?.length ?? 0,
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      bestPractices: lhr.categories["best-practices"].score * 100,
      seo: lhr.categories.seo.score * 100,
      lcp: lhr.audits["largest-contentful-paint"].numericValue,
      tbt: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      scriptFiles: scripts.reduce((sum, item) => sum + item.transferSize, 0),
      otherHosts: requests.filter(
        (item) => item.url.startsWith("http") && new URL(item.url).origin !== origin,
      ).length,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    });
  }
  const row = { path, samples: results };
  for (const key of Object.keys(results[0]))
    row[key] = median(results.map((result) => result[key]));
  const html = await (await fetch(origin + path)).text();
  row.htmlRaw = Buffer.byteLength(html);
  row.htmlGzip = gzip(html);
  const inline = inlineScriptBodies(html);
  const inlineCode = inline.filter((body) => !isPagePayload(body));
  row.js = row.scriptFiles + inlineCode.reduce((sum, body) => sum + gzip(body), 0);
  row.payload = gzip(inline.filter(isPagePayload).join(""));
  return row;
}

const rows = [];
let cpu;
let floorFirst;
let floorLast;
try {
  // Calibration: Lighthouse's benchmark index of this host, read from a run on the floor.
  const probe = await audit(`${floor.url}/`);
  const index = probe.environment.benchmarkIndex;
  cpu =
    cpuOverride ?? Math.min(8, Math.max(1, Math.round((4 * index * 10) / REFERENCE_INDEX) / 10));
  console.log(
    `Benchmark index ${Math.round(index)}: CPU slowdown ${cpu}× (4× at ${REFERENCE_INDEX})${cpuOverride ? ", as given" : ""}. Median of ${runs} runs.\n`,
  );
  floorFirst = await measure(floor.url, "/", cpu);
  print("floor (first)", floorFirst);
  for (const path of paths) {
    const row = await measure(site.url, path, cpu);
    rows.push(row);
    print(path, row);
  }
  floorLast = await measure(floor.url, "/", cpu);
  print("floor (last)", floorLast);
} finally {
  await chrome.kill();
  site.stop();
  floor.stop();
}

function print(label, row) {
  console.log(
    `${label.padEnd(40)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}` +
      `  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}` +
      `  JS ${kb(row.js)}  payload ${kb(row.payload)}  HTML ${kb(row.htmlRaw)} / ${kb(row.htmlGzip)} gzip  other hosts ${row.otherHosts}`,
  );
}

// The floor: the median of all its runs, first and last together (a single run's LCP varies most).
const floorRuns = [...floorFirst.samples, ...floorLast.samples];
const base = Object.fromEntries(
  ["tbt", "lcp", "performance"].map((key) => [key, median(floorRuns.map((run) => run[key]))]),
);
base.js = Math.max(floorFirst.js, floorLast.js);
const budgets = (row) => {
  const tbtRatio = base.tbt > 0 ? row.tbt / base.tbt : row.tbt > 0 ? Infinity : 1;
  const perfFloor = base.performance === 100 ? 99 : base.performance - 2;
  const checks = {
    tbt: tbtRatio <= 1.2,
    perf: row.performance >= perfFloor,
    lcp: row.lcp <= base.lcp && row.lcp <= 1500,
    cls: row.cls <= 0.01,
    a11y: row.accessibility === 100,
    bp: row.bestPractices === 100,
    seo: row.seo === 100,
    js: row.js <= base.js + 25 * 1024,
    hosts: row.otherHosts === 0,
  };
  return { tbtRatio, checks, missed: Object.keys(checks).filter((key) => !checks[key]) };
};

console.log(
  `\nFloor (median of its ${floorRuns.length} runs): TBT ${Math.round(base.tbt)} ms, LCP ${(base.lcp / 1000).toFixed(2)} s, perf ${base.performance}. Per half: TBT ${Math.round(floorFirst.tbt)} / ${Math.round(floorLast.tbt)} ms, LCP ${(floorFirst.lcp / 1000).toFixed(2)} / ${(floorLast.lcp / 1000).toFixed(2)} s, ` +
    `perf ${floorFirst.performance} / ${floorLast.performance}, JS ${kb(floorFirst.js)}, payload ${kb(floorFirst.payload)} (first).\n`,
);
console.log(
  "| page | perf (floor) | LCP s (floor) | TBT ms | TBT × floor | CLS | JS gzip (floor + 25 KB) | payload gzip | HTML raw / gzip | budgets |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const row of rows) {
  const { tbtRatio, missed } = budgets(row);
  row.budgets = { tbtRatio, missed };
  console.log(
    `| ${row.path} | ${row.performance} (${base.performance}) | ${(row.lcp / 1000).toFixed(2)} (${(base.lcp / 1000).toFixed(2)}) | ${Math.round(row.tbt)} | ${tbtRatio.toFixed(2)} | ${row.cls.toFixed(3)} | ${kb(row.js)} (${kb(base.js + 25 * 1024)}) | ${kb(row.payload)} | ${kb(row.htmlRaw)} / ${kb(row.htmlGzip)} | ${missed.length ? `missed: ${missed.join(", ")}` : "all hold"} |`,
  );
}
const ms = (value) => Math.round(value);
console.log(
  "\nWhere the main thread's time goes (ms at the slowdown used, medians; Lighthouse's mainthread-work-breakdown and long-tasks):\n",
);
console.log(
  "| page | script evaluation | parse & compile | style & layout | HTML parsing | paint & composite | long tasks |",
);
console.log("|---|---|---|---|---|---|---|");
for (const [label, row] of [
  ["floor (first)", floorFirst],
  ...rows.map((row) => [row.path, row]),
  ["floor (last)", floorLast],
])
  console.log(
    `| ${label} | ${ms(row.scriptEvaluation)} | ${ms(row.scriptParseCompile)} | ${ms(row.styleLayout)} | ${ms(row.parseHTML)} | ${ms(row.paint)} | ${row.longTasks} |`,
  );

const held = rows.filter((row) => row.budgets.missed.length === 0).length;
console.log(
  `\n${held} of ${rows.length} pages hold every budget (a11y, BP, SEO 100; the 404 cannot, see the README).`,
);

mkdirSync(join(root, "bench-results"), { recursive: true });
const file = join(
  root,
  "bench-results",
  `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
);
writeFileSync(
  file,
  JSON.stringify({ cpu, runs, floor: { first: floorFirst, last: floorLast }, rows }, null, 2),
);
console.log(`Figures written to ${file}.`);

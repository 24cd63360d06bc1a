// `npm run bench:build`: how the build grows with the articles. Builds the site (scripts/build.mjs,
// in `.next`; the build in service is not touched) with the real articles, then with synthetic ones
// (a fixture made here from the real six, never shipped: INSIGHTS_DIR points the build at it), and
// reports per size the wall time, the peak memory of the build's processes, the pages built and the
// seconds of each build step. Sizes: BENCH_BUILD_SIZES, default "6,100,1000" articles per language.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = process.cwd();
const REAL = join(root, "content/insights");
const sizes = (process.env.BENCH_BUILD_SIZES ?? "6,100,1000").split(",").map(Number);
const real = readdirSync(REAL, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** `count` articles per language: the real ones, then copies of them under new slugs and dates. */
function fixture(count) {
  if (count === real.length) return null;
  const dir = mkdtempSync(join(tmpdir(), `insights-${count}-`));
  for (let index = 0; index < count; index++) {
    const source = real[index % real.length];
    const slug = index < real.length ? source : `${source}-${index}`;
    mkdirSync(join(dir, slug));
    // One article a day back from the newest, so the lists and feeds have a real order.
    const date = new Date(Date.UTC(2026, 10, 1) - index * 86_400_000).toISOString().slice(0, 10);
    for (const locale of ["en", "ar"]) {
      const text = readFileSync(join(REAL, source, `${locale}.mdoc`), "utf8")
        .replace(/^published: .*$/m, `published: ${date}`)
        .replace(/^updated: .*$/m, `updated: ${date}`)
        .replace(/^title: "(.*)"$/m, (_, title) => `title: "${title} (${index + 1})"`);
      writeFileSync(join(dir, slug, `${locale}.mdoc`), text);
    }
  }
  return dir;
}

/** The resident memory of a process and its descendants, in bytes, from /proc. */
function treeRss(pid) {
  const children = new Map();
  let rss = 0;
  const stats = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      stats.set(Number(entry), kb * 1024);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
    } catch {
      // the process ended while it was read
    }
  }
  const queue = [pid];
  while (queue.length) {
    const next = queue.shift();
    rss += stats.get(next) ?? 0;
    queue.push(...(children.get(next) ?? []));
  }
  return rss;
}

function build(insightsDir) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, ["scripts/build.mjs"], {
      cwd: root,
      env: { ...process.env, ...(insightsDir && { INSIGHTS_DIR: insightsDir }) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 250);
    child.on("exit", (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`build failed (${code}):\n${output.slice(-2000)}`));
      const steps = /Build steps \(s\): (.*)/.exec(output)?.[1] ?? "";
      const pages = Number(/Deferred the framework scripts of (\d+) pages/.exec(output)?.[1]);
      resolve({ seconds: (performance.now() - start) / 1000, peak, pages, steps });
    });
  });
}

const results = [];
for (const count of sizes) {
  const dir = fixture(count);
  try {
    console.error(`Building with ${count} articles per language…`);
    // Each size from a cold start, as on a fresh clone: a build cache left by the previous size
    // (or by an earlier build) would change the fixed cost of one size and not another's.
    rmSync(join(root, ".next"), { recursive: true, force: true });
    results.push({ count, ...(await build(dir)) });
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
rmSync(join(root, ".next"), { recursive: true, force: true });

console.log(
  "\n| articles per language | HTML pages | build (s) | per page (ms) | peak memory (MB) | steps (s) |",
);
console.log("|---|---|---|---|---|---|");
for (const { count, pages, seconds, peak, steps } of results)
  console.log(
    `| ${count} | ${pages} | ${seconds.toFixed(0)} | ${((seconds / pages) * 1000).toFixed(0)} | ${(peak / 2 ** 20).toFixed(0)} | ${steps} |`,
  );
for (let index = 1; index < results.length; index++) {
  const [before, after] = [results[index - 1], results[index]];
  const perPage = ((after.seconds - before.seconds) / (after.pages - before.pages)) * 1000;
  console.log(
    `${before.count} → ${after.count} articles: ${perPage.toFixed(0)} ms per added page (${after.pages - before.pages} pages)`,
  );
}
// The budget: the time per added page does not grow with the size (the last increment within 1.25
// × the one before it).
if (results.length >= 3) {
  const increments = results.slice(1).map((after, index) => {
    const before = results[index];
    return (after.seconds - before.seconds) / (after.pages - before.pages);
  });
  const ratio = increments.at(-1) / increments.at(-2);
  console.log(`Growth of the per-page increment: ${ratio.toFixed(2)} × (budget ≤ 1.25 ×)`);
}

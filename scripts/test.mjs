// `npm test`: every check, in order, stopping at the first that fails: lint, types and unit tests
// (side by side), the production build, the end-to-end tests, and the editor's beside the sweep of
// every page on a phone. It ends with where the time went: each step's seconds (CI's install too,
// from CI_INSTALL_SECONDS, printed but not counted), the ten slowest test files, and every test that
// needed its retry with its first failure. The suite is held to TEST_BUDGET_MINUTES (45): past it,
// the run fails, naming the overrun.
//
// `npm test -- e2e cms` runs only the steps named (lint, types, unit, build, cms-build, e2e, cms,
// e2e-beside); vitest's own filters work on a project, e.g.
// `npx vitest run --project e2e tests/e2e/pages.test.ts`.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

const npm = (script, ...args) => ["npm", ["run", "--silent", script, ...args]];
const vitest = (...projects) => [
  "npx",
  [
    "vitest",
    "run",
    ...projects.flatMap((project) => ["--project", project]),
    "--reporter=default",
    "--reporter=./tests/support/timing-reporter.ts",
  ],
];

/** A step's command at a lower CPU priority, for the processes it starts too. */
const niced = ([command, args]) => ["nice", ["-n", "10", command, ...args]];

/**
 * The steps in order; the steps of one inner list run side by side. The editor's tests run after
 * the end-to-end ones, not beside all of them: on two cores each slowed the other past their
 * deadlines (a publish took 393 s instead of 62, and layout tests ran out of time). Beside them
 * runs the sweep of every page on a phone (`e2e-beside` in vitest.config.ts), at a lower CPU
 * priority (`nice`): the editor's tests, the longest step, keep what they need (alone they use
 * four fifths of the two cores) and the sweep takes the rest. At the same priority the editor's
 * tests took 630 s instead of 490, the sweep 334 s.
 */
const STEPS = [
  // Each of these keeps about one core busy: together they take what the slowest of them takes.
  [
    ["lint", npm("lint")],
    ["types", npm("typecheck")],
    ["unit", vitest("unit")],
  ],
  // The editor's app builds beside the site: each build keeps one core busy much of its time.
  [
    ["build", npm("build")],
    ["cms-build", npm("cms", "build")],
  ],
  [["e2e", vitest("e2e", "e2e-alone")]],
  [
    ["cms", vitest("cms")],
    ["e2e-beside", niced(vitest("e2e-beside"))],
  ],
];

const budgetMinutes = Number(process.env.TEST_BUDGET_MINUTES || 45);
const only = process.argv.slice(2);
const timesDir = mkdtempSync(join(tmpdir(), "test-times-"));
const started = Date.now();

/**
 * Runs one step. The output of side by side steps comes line by line, each line led by its step's
 * name, so that it does not interleave mid-line and a long step is followed as it runs.
 */
function run(name, [command, args], sideBySide) {
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: sideBySide ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, TEST_TIMES_DIR: timesDir },
    });
    for (const stream of [child.stdout, child.stderr])
      if (stream)
        createInterface({ input: stream }).on("line", (line) => console.log(`${name} │ ${line}`));
    child.on("close", (code, signal) =>
      resolve({ name, ok: code === 0, seconds: (Date.now() - begun) / 1000, code: code ?? signal }),
    );
  });
}

const results = [];
for (const group of STEPS) {
  const steps = group.filter(([name]) => only.length === 0 || only.includes(name));
  if (steps.length === 0) continue;
  results.push(
    ...(await Promise.all(steps.map(([name, command]) => run(name, command, steps.length > 1)))),
  );
  if (results.some((result) => !result.ok)) break;
}

const files = [];
const retried = [];
for (const name of readdirSync(timesDir)) {
  const times = JSON.parse(readFileSync(join(timesDir, name), "utf8"));
  files.push(...times.files);
  retried.push(...times.retried);
}
rmSync(timesDir, { recursive: true, force: true });

const seconds = (value) => value.toFixed(0).padStart(6);
const install = Number(process.env.CI_INSTALL_SECONDS || 0);
/** The suite's own time, which the budget holds: the install's is the registry's and the compiler's. */
const suite = (Date.now() - started) / 1000;
const total = suite + install;
console.log("\nTime per step (s)");
if (install > 0) console.log(`  ${"install".padEnd(10)}${seconds(install)}`);
for (const result of results)
  console.log(
    `  ${result.name.padEnd(10)}${seconds(result.seconds)}${result.ok ? "" : `  FAILED (${result.code})`}`,
  );
if (install > 0) console.log(`  ${"suite".padEnd(10)}${seconds(suite)}`);
console.log(`  ${"total".padEnd(10)}${seconds(total)}`);

console.log("\nThe ten slowest test files (s)");
for (const file of files.toSorted((a, b) => b.seconds - a.seconds).slice(0, 10))
  console.log(`  ${seconds(file.seconds)}  ${file.file} (${file.passed + file.failed} tests)`);

console.log(`\nTests that needed a retry: ${retried.length === 0 ? "none" : retried.length}`);
for (const test of retried)
  console.log(`  ${test.file} > ${test.test}\n    first failure: ${test.firstFailure}`);

const failed = results.filter((result) => !result.ok);
const overBudget = only.length === 0 && suite > budgetMinutes * 60;
if (overBudget)
  console.log(
    `\nOver budget: the suite took ${(suite / 60).toFixed(1)} min, the budget is ${budgetMinutes} min (TEST_BUDGET_MINUTES).`,
  );
for (const step of failed) console.log(`\nFailed: ${step.name}`);
const count = (key) => files.reduce((sum, file) => sum + file[key], 0);
console.log(`\ntests: ${count("passed")} passed, ${count("failed")} failed`);
process.exit(failed.length > 0 || overBudget ? 1 : 0);

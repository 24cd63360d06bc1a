import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * The end-to-end files that take minutes each (every page in a browser), started first so that
 * the two workers finish together. Vitest orders by the timings of earlier runs, which a fresh
 * checkout (CI's) does not have; without them it starts the largest files first.
 */
const LONGEST = ["pages", "enquiry-orders", "no-script", "layout"].map(
  (name) => `/tests/e2e/${name}.test.ts`,
);

const rank = (file: TestSpecification) => {
  const at = LONGEST.findIndex((path) => file.moduleId.endsWith(path));
  return at === -1 ? LONGEST.length : at;
};

class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    return (await super.sort(files)).toSorted(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        rank(a) - rank(b),
    );
  }
}

/**
 * The end-to-end tests that run alone, after the others: those that make and switch builds in this
 * checkout, which the others serve, and the load and fault tests, whose deadlines (a drain within
 * its timeout, a lease that runs out) assume a machine nothing else is loading.
 */
const E2E_ALONE = [
  "tests/e2e/operator.test.ts",
  "tests/e2e/deploy-guide.test.ts",
  "tests/e2e/fleet.test.ts",
  "tests/e2e/enquiry-delivery.test.ts",
];

/**
 * The end-to-end file `npm test` runs beside the editor's tests (scripts/test.mjs): the sweep of
 * every page on a phone. (With two more files beside it, the editor's tests took as long again as
 * those files saved the other end-to-end tests: 589 s instead of 522.)
 */
const E2E_BESIDE = ["tests/e2e/pages-phone.test.ts"];

export default defineConfig({
  resolve: {
    alias: {
      "@/": root,
      // `server-only` throws outside React Server Components; tests import server modules directly.
      "server-only": `${root}tests/support/empty.ts`,
      "use-intl/format-message": "use-intl/format-message/format-only",
    },
  },
  test: {
    sequence: { sequencer: LongestFirst },
    // Bundle use-intl so the format-only alias above applies inside it, as in the Next build.
    server: { deps: { inline: ["use-intl"] } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          sequence: { groupOrder: 0 },
          environment: "node",
          // Two files at a time (Vitest's default leaves one core free: one file at a time here).
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: "cms",
          include: ["tests/cms/**/*.test.ts"],
          sequence: { groupOrder: 3 },
          environment: "node",
          fileParallelism: false,
          // The editor's commands each load Payload (half a minute here); a publish also builds the site.
          testTimeout: 300_000,
          hookTimeout: 600_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          exclude: [...E2E_ALONE, ...E2E_BESIDE],
          sequence: { groupOrder: 1 },
          environment: "node",
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          // Three files at a time on two cores, each with its own servers and browser on free
          // loopback ports: much of a browser test is waiting on frames, round trips and timers,
          // which the other files' work fills. (With two, the files took 710 s; with three, 658 s.)
          maxWorkers: 3,
          // A browser test that fails is run once more before it counts: real servers, real Chromium and
          // timing on a 2-core machine make rare one-off failures (a reset keep-alive socket, a slow chunk).
          // Every retried test is listed at the end of `npm test` with its first failure.
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e-beside",
          include: E2E_BESIDE,
          environment: "node",
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          sequence: { groupOrder: 1 },
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e-alone",
          include: E2E_ALONE,
          environment: "node",
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          sequence: { groupOrder: 2 },
          fileParallelism: false,
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

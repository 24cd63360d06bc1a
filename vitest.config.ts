import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

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
    // Bundle use-intl so the format-only alias above applies inside it, as in the Next build.
    server: { deps: { inline: ["use-intl"] } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "cms",
          include: ["tests/cms/**/*.test.ts"],
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
          environment: "node",
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          fileParallelism: false,
          // A browser test that fails is run once more before it counts: real servers, real Chromium and
          // timing on a 2-core machine make rare one-off failures (a reset keep-alive socket, a slow chunk).
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

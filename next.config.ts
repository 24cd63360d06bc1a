import { randomBytes } from "node:crypto";
import { realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve } from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import { SVG_POLICY } from "./lib/cover-images";
import { insightRedirectRules, readInsightRedirects } from "./lib/insight-redirects";
import { ConfigError, readConfig } from "./server/config-schema";

// Every setting is checked before a build or a start: a bad value (SITE_URL, baked into the pages
// at build, among them) stops it with one line naming the variable.
try {
  readConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// One id per build, shared by the build's worker processes (they inherit the environment): Next's
// BUILD_ID, and the build that the pages' fault reports name (lib/client-errors.ts).
process.env.NEXT_PUBLIC_BUILD_ID ||= randomBytes(6).toString("hex");

/** Headers every response carries; the Content-Security-Policy (with per-page script hashes) is set in proxy.ts. */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  },
];

/**
 * The directory whose node_modules holds Next.js: this one in a checkout. A copy of the site inside
 * it (the editor's test publishes into one, a git repository of its own) builds from its packages.
 */
const packagesRoot = resolve(
  createRequire(join(process.cwd(), "package.json")).resolve("next/package.json"),
  "../../..",
);

const nextConfig: NextConfig = {
  outputFileTracingRoot: packagesRoot,
  poweredByHeader: false,
  generateBuildId: () => process.env.NEXT_PUBLIC_BUILD_ID!,
  experimental: { globalNotFound: true },
  reactStrictMode: true,
  // Types are checked by `npm run typecheck` (the `types` step of `npm test`, CI's) before anything
  // lands; a build, and every publish from the editor makes one, does not check them again (half
  // a minute of a core each time; a publish changes content files, which the build's own first
  // step checks against their schemas).
  typescript: { ignoreBuildErrors: true },
  turbopack: {
    root: packagesRoot,
    // Messages are precompiled (lib/i18n.ts), so the translation runtime ships without an ICU parser.
    resolveAlias: { "use-intl/format-message": "use-intl/format-message/format-only" },
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // A drawing opened on its own (/insights/{slug}.svg) runs, loads and navigates to nothing.
      {
        source: "/:path(.+\\.svg)",
        headers: [{ key: "Content-Security-Policy", value: SVG_POLICY }],
      },
    ];
  },
  async redirects() {
    return [
      ...["about", "portfolio", "testimonial"].map((section) => ({
        source: `/${section}`,
        destination: `/#${section}`,
        permanent: true,
      })),
      // An article's former addresses (content/insight-redirects.json, checked before the build).
      ...insightRedirectRules(readInsightRedirects()),
    ];
  },
};

/**
 * `next build` and `next dev` work in `.next`; a server serves a completed build from `.builds/`
 * (scripts/release.mjs): SITE_BUILD_DIR, or the one `.builds/current` points to as it starts. The
 * choice is kept in SITE_BUILD_DIR for the process (proxy.ts reads the build's files with it), so
 * a server never mixes two builds when the current one is switched under it.
 */
function distDir(phase: string): string {
  if (phase !== PHASE_PRODUCTION_SERVER) return ".next";
  try {
    process.env.SITE_BUILD_DIR ||= relative(process.cwd(), realpathSync(".builds/current"));
  } catch {
    console.error("No production build (.builds/current): run `npm run build` first.");
    process.exit(1);
  }
  return process.env.SITE_BUILD_DIR;
}

const config = (phase: string): NextConfig => ({ ...nextConfig, distDir: distDir(phase) });

export default config;

// A fingerprint of everything a production build depends on: sources, lockfile, build-time settings.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const INPUTS = [
  "app",
  "components",
  "content",
  "lib",
  "server",
  "public",
  "scripts/build.mjs",
  "scripts/defer-scripts.mjs",
  "scripts/prepare-map.mjs",
  "scripts/prepare-font.mjs",
  "scripts/font-subset.mjs",
  "instrumentation.ts",
  "proxy.ts",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
];
/** Settings read at build time (baked into the static pages). */
const BUILD_ENV = ["SITE_URL", "CAPTCHA_PROVIDER", "RECAPTCHA_SITE_KEY", "ENQUIRY_RETENTION_DAYS"];

/** Generated during the build itself, so not an input of it. */
const GENERATED = new Set(["public/map"]);

function files(path, root) {
  if (!existsSync(path) || GENERATED.has(path.slice(root.length + 1))) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name), root));
}

export function sourceFingerprint(root = process.cwd()) {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(join(root, input), root)) {
      hash.update(file.slice(root.length)).update("\0").update(readFileSync(file)).update("\0");
    }
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ""}\0`);
  return hash.digest("hex");
}

export const fingerprintFile = (root = process.cwd()) => join(root, ".next", "source-fingerprint");

// Production build: the map data, `next build`, then the CSP hashes of every prerendered page, then the source fingerprint.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fingerprintFile, sourceFingerprint } from "./fingerprint.mjs";

const root = process.cwd();
const map = spawnSync(process.execPath, [join(root, "scripts/prepare-map.mjs")], {
  stdio: "inherit",
});
if (map.status !== 0) process.exit(map.status ?? 1);
const next = spawnSync(process.execPath, [join(root, "node_modules/next/dist/bin/next"), "build"], {
  stdio: "inherit",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
});
if (next.status !== 0) process.exit(next.status ?? 1);

/** sha256 sources of the executable inline scripts in an HTML document. */
function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body).digest("base64")}`);
  }
  return [...hashes];
}

const { routes } = JSON.parse(readFileSync(join(root, ".next/prerender-manifest.json"), "utf8"));
const manifest = {};
for (const route of Object.keys(routes)) {
  const file = join(root, ".next/server/app", `${route === "/" ? "/index" : route}.html`);
  let html;
  try {
    html = readFileSync(file, "utf8");
  } catch {
    continue; // a prerendered non-HTML route (icon, sitemap, robots, image)
  }
  manifest[route] = inlineScriptHashes(html);
}
writeFileSync(join(root, ".next/csp-hashes.json"), JSON.stringify(manifest, null, 2));
writeFileSync(fingerprintFile(root), sourceFingerprint(root));
console.log(`CSP script hashes written for ${Object.keys(manifest).length} pages.`);

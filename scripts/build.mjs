// Production build: the map data, `next build`, then each prerendered page's scripts deferred until after load and
// the CSP hashes of its inline scripts, then the source fingerprint.
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

/**
 * The framework's script files load once the page has loaded, not while the first screen is still
 * arriving: the HTML (text, images, CSS, font) paints first, then the islands hydrate. Next.js writes
 * them as async scripts in <head>, plus low-priority preloads; both are replaced by one small loader.
 */
function deferScripts(html) {
  if (html.includes("data-deferred-scripts")) return html; // already done
  const sources = [];
  html = html.replace(/<script src="([^"]+)" async="">\s*<\/script>/g, (_, src) => {
    sources.push(src);
    return "";
  });
  html = html.replace(/<link rel="preload" as="script"[^>]*>/g, "");
  const loader = `addEventListener("load",()=>setTimeout(()=>{for(const s of ${JSON.stringify(sources)}){const e=document.createElement("script");e.src=s;e.async=true;document.body.append(e)}}))`;
  return html.replace("</body>", `<script data-deferred-scripts>${loader}</script></body>`);
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
  html = deferScripts(html);
  writeFileSync(file, html);
  manifest[route] = inlineScriptHashes(html);
}
writeFileSync(join(root, ".next/csp-hashes.json"), JSON.stringify(manifest, null, 2));
writeFileSync(fingerprintFile(root), sourceFingerprint(root));
console.log(`CSP script hashes written for ${Object.keys(manifest).length} pages.`);

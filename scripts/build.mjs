// Production build: the map data and the font, `next build`, then each prerendered page's scripts
// deferred until after its first paint and compiled eagerly, the CSP hashes of its inline scripts,
// then the source fingerprint.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fingerprintFile, sourceFingerprint } from "./fingerprint.mjs";

const root = process.cwd();
for (const script of ["scripts/prepare-map.mjs", "scripts/prepare-font.mjs"]) {
  const prepared = spawnSync(process.execPath, [join(root, script)], { stdio: "inherit" });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
}
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
 * The framework's script files load once the page has loaded and its first content is on screen,
 * not while the first screen is still arriving: the HTML (text, images, CSS, font) paints first,
 * then the islands hydrate. On a fast connection `load` can come before the first paint, hence the
 * wait for the first-contentful-paint entry (or, where paint timing is missing, for a frame).
 * Next.js writes the scripts as async scripts in <head>, plus low-priority preloads; both are
 * replaced by one small loader.
 */
function deferScripts(html) {
  const sources = [];
  if (html.includes("data-deferred-scripts")) return { html, sources }; // already done
  html = html.replace(/<script src="([^"]+)" async="">\s*<\/script>/g, (_, src) => {
    sources.push(src);
    return "";
  });
  html = html.replace(/<link rel="preload" as="script"[^>]*>/g, "");
  const loader =
    `addEventListener("load",()=>{const go=()=>setTimeout(()=>{for(const s of ${JSON.stringify(sources)}){const e=document.createElement("script");e.src=s;e.async=true;document.body.append(e)}});` +
    `if(!PerformanceObserver.supportedEntryTypes?.includes("paint"))return requestAnimationFrame(go);` +
    `const o=new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}});o.observe({type:"paint",buffered:true})})`;
  html = html.replace("</body>", `<script data-deferred-scripts>${loader}</script></body>`);
  return { html, sources };
}

/**
 * Every function in the script files a page runs at load is called while it hydrates. V8's compile
 * hint asks for them to be compiled eagerly, on a background thread while the file streams in,
 * instead of one by one on the main thread when first called (Chrome 136+; other engines ignore it).
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
function addCompileHint(src) {
  const file = join(root, ".next", src.replace(/^\/_next\//, ""));
  const code = readFileSync(file, "utf8");
  if (!code.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + code);
}

const { routes } = JSON.parse(readFileSync(join(root, ".next/prerender-manifest.json"), "utf8"));
const manifest = {};
const loadScripts = new Set();
for (const route of Object.keys(routes)) {
  const file = join(root, ".next/server/app", `${route === "/" ? "/index" : route}.html`);
  let html;
  try {
    html = readFileSync(file, "utf8");
  } catch {
    continue; // a prerendered non-HTML route (icon, sitemap, robots, image)
  }
  const deferred = deferScripts(html);
  html = deferred.html;
  for (const src of deferred.sources) loadScripts.add(src);
  writeFileSync(file, html);
  manifest[route] = inlineScriptHashes(html);
}
for (const src of loadScripts) addCompileHint(src);
writeFileSync(join(root, ".next/csp-hashes.json"), JSON.stringify(manifest, null, 2));
writeFileSync(fingerprintFile(root), sourceFingerprint(root));
console.log(`CSP script hashes written for ${Object.keys(manifest).length} pages.`);

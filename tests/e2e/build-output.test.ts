// The build's one edit of Next.js's output, checked on every page it built: if Next changes the
// markup the edit relies on, the build fails (scripts/defer-scripts.mjs); this checks the result.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { COMPILE_HINT, deferredSources, inlineScriptBodies } from "../../scripts/defer-scripts.mjs";
import { errorCopy as arabicErrorCopy } from "@/content/error-copy.ar";
import { locales, pathLocale } from "@/content/locales";
import { uiCopy } from "@/content/ui";
import { builtPages } from "./support/routes";

const root = process.cwd();
const html = (route: string) =>
  readFileSync(
    join(root, ".builds/current/server/app", `${route === "/" ? "/index" : route}.html`),
    "utf8",
  );
const hashes = JSON.parse(
  readFileSync(join(root, ".builds/current/csp-hashes.json"), "utf8"),
) as Record<string, string[]>;

describe.each(builtPages())("built page %s", (route) => {
  const page = html(route);

  test("loads its framework scripts through the loader only, each file carrying the compile hint", () => {
    const sources = deferredSources(page);
    expect(sources?.length).toBeGreaterThan(0);
    expect(page).not.toMatch(/<script[^>]*\basync\b/);
    expect(page).not.toMatch(/<link[^>]*\bas="script"/);
    for (const src of sources!) {
      const file = join(root, ".builds/current", src.replace(/^\/_next\//, ""));
      expect(readFileSync(file, "utf8").startsWith(COMPILE_HINT), src).toBe(true);
    }
  });

  test("its CSP allows exactly its inline scripts", () => {
    const expected = inlineScriptBodies(page).map(
      (body) => `sha256-${createHash("sha256").update(body).digest("base64")}`,
    );
    expect(new Set(hashes[route])).toEqual(new Set(expected));
  });

  test("carries one document, in its language", () => {
    const count = (text: string) => page.split(text).length - 1;
    // The skip link opens the document: once drawn and once in the inline payload React hydrates
    // from. A not-found boundary that rendered a whole document (as a root app/not-found.tsx must) would add
    // a second header and footer to every page's payload.
    for (const locale of locales)
      expect(count(uiCopy[locale].skipLink), locale).toBe(locale === pathLocale(route) ? 2 : 0);
  });
});

test("scripts carry no Arabic copy but the Arabic error page's words, and no English page loads those", () => {
  const dir = join(root, ".builds/current/static");
  const scripts = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  // The error boundary is client code, so its words are in a script; all other copy reaches the
  // browser in the HTML (server components) and the props of the islands.
  const allowed = JSON.stringify(arabicErrorCopy);
  const withArabic = scripts.filter((file) => {
    const words = readFileSync(join(dir, file), "utf8").match(/[\u0600-\u06FF]+/g) ?? [];
    expect(
      words.filter((word) => !allowed.includes(word)),
      file,
    ).toEqual([]);
    return words.length > 0;
  });
  expect(withArabic.length).toBeGreaterThan(0);
  const english = builtPages().filter((route) => pathLocale(route) === "en");
  for (const route of english)
    for (const src of deferredSources(html(route))!)
      expect(withArabic, route).not.toContain(src.replace(/^\/_next\/static\//, ""));
});

/**
 * Every declaration the dark scheme makes, in `css`: the properties set inside each
 * `@media … (prefers-color-scheme: dark)` block.
 */
function darkDeclarations(css: string): string[] {
  const properties: string[] = [];
  for (const match of css.matchAll(/prefers-color-scheme:\s*dark\)[^{]*\{/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < css.length) depth += { "{": 1, "}": -1 }[css[end++]!] ?? 0;
    const block = css.slice(match.index + match[0].length, end - 1);
    for (const [, property] of block.matchAll(/(?:^|[{;])\s*(-?-?[a-z][-a-z0-9]*)\s*:/g))
      properties.push(property!);
  }
  return properties;
}

// pages.test.ts and pages-phone.test.ts run every axe rule on each page in the light scheme and,
// in the dark one, the rules that read colours (color-contrast, link-in-text-block): that is the
// same check only while the dark scheme changes nothing but colours. This holds it to that.
test("the dark scheme changes colours only (and shadows): in the site's style sheets and its drawings", () => {
  const COLOUR =
    /^(--color-.+|--shadow-.+|--lightningcss-(light|dark)|--tw-ring-(color|shadow)|color|background-color|box-shadow|fill|stroke|stop-color)$/;
  const files = [
    ...readdirSync(join(root, ".builds/current/static"), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith(".css"))
      .map((file) => join(root, ".builds/current/static", file)),
    ...readdirSync(join(root, "public"), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith(".svg"))
      .map((file) => join(root, "public", file)),
  ];
  const seen = new Set<string>();
  for (const file of files)
    for (const property of darkDeclarations(readFileSync(file, "utf8"))) {
      seen.add(property);
      expect(property, file).toMatch(COLOUR);
    }
  // The check read the scheme's variables and the drawings' fills.
  expect(seen).toContain("--color-canvas");
  expect(seen).toContain("fill");
});

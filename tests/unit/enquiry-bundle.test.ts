import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { expect, test } from "vitest";

// The build's own check reads .next/static; this one needs no build. The enquiry path's client
// islands reach the Arabic only through props: nothing they import, at any depth, holds any.
const root = process.cwd();
const arabic = /[\u0600-\u06ff]/;

/** The site modules a file imports as values (type-only imports are erased), resolved to files. */
function imports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specifiers = [
    ...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+"([^"]+)"/gm),
    ...source.matchAll(/^import\s+"([^"]+)"/gm),
    ...source.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
  ].map(([, specifier]) => specifier!);
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith("@/")
      ? join(root, specifier.slice(2))
      : specifier.startsWith(".")
        ? resolve(dirname(file), specifier)
        : null; // a package: not the site's copy
    if (!base) return [];
    const found = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
      .map((extension) => base + extension)
      .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    return found && !found.endsWith(".css") ? [found] : [];
  });
}

const clientIslands = [
  ...readdirSync(join(root, "components/enquiry")).map((name) =>
    join(root, "components/enquiry", name),
  ),
  join(root, "components/ui/dialog.tsx"),
].filter((file) => /^["']use client["']/.test(readFileSync(file, "utf8")));

test("the enquiry path's client islands import no Arabic, directly or through another module", () => {
  expect(clientIslands.length).toBeGreaterThanOrEqual(5);
  const seen = new Set<string>();
  const queue = [...clientIslands];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...imports(file));
  }
  const reached = [...seen].map((file) => relative(root, file));
  expect(reached).toContain("lib/enquiry-schema.ts");
  expect(reached.filter((file) => arabic.test(readFileSync(join(root, file), "utf8")))).toEqual([]);
});

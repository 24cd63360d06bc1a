// Prepares the site's font at build: Geist (variable, from @fontsource-variable/geist) cut to the
// characters and weights the site uses, 29 KB → about 15 KB, written to .generated/geist.woff2 for
// next/font to self-host and preload (app/fonts.ts).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import subsetFont from "subset-font";
import { FONT_CHARACTERS, FONT_WEIGHTS } from "./font-subset.mjs";

const require = createRequire(import.meta.url);
const source = readFileSync(
  require.resolve("@fontsource-variable/geist/files/geist-latin-wght-normal.woff2"),
);
const font = await subsetFont(source, FONT_CHARACTERS, {
  targetFormat: "woff2",
  variationAxes: { wght: FONT_WEIGHTS },
});

const out = join(process.cwd(), ".generated/geist.woff2");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, font);
console.log(
  `Font: Geist ${FONT_WEIGHTS.min}–${FONT_WEIGHTS.max}, ${[...FONT_CHARACTERS].length} characters, ${(source.length / 1024).toFixed(0)} KB → ${(font.length / 1024).toFixed(0)} KB → .generated/geist.woff2`,
);

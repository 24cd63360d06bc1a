// Prepares the site's fonts at build, for the site to self-host and preload (lib/fonts.ts), each
// cut to the characters, weights and layout features the pages use (scripts/font-subset.mjs):
// - Geist (variable, @fontsource-variable/geist): printable ASCII and the signs of the source
//   files, gathered afresh, 29 KB → about 12 KB;
// - Noto Sans Arabic (variable, @fontsource-variable/noto-sans-arabic), for the /ar/ pages only:
//   the Arabic characters of the source files, gathered afresh, 162 KB → about 14 KB.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import {
  ARABIC_SOURCE,
  arabicCopyCharacters,
  CARD_FONT_WEIGHTS,
  cutFont,
  FONT_WEIGHTS,
  GEIST_SOURCE,
  latinCopyCharacters,
} from "./font-subset.mjs";

async function prepare(name, file, characters, out) {
  const source = readFileSync(file);
  const font = await cutFont(source, characters);
  const path = join(process.cwd(), ".generated", `${out}.woff2`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, font);
  // The same characters as TrueType with the cards' weights, which HarfBuzz reads to set the Arabic
  // Open Graph images' text (lib/og-text.ts); it stays on the server.
  writeFileSync(
    path.replace(/woff2$/, "ttf"),
    await cutFont(source, characters, { format: "truetype", weights: CARD_FONT_WEIGHTS }),
  );
  console.log(
    `Font: ${name} ${FONT_WEIGHTS.min}–${FONT_WEIGHTS.max}, ${[...characters].length} characters, ${(source.length / 1024).toFixed(0)} KB → ${(font.length / 1024).toFixed(1)} KB → .generated/${out}.woff2`,
  );
}

await prepare("Geist", GEIST_SOURCE, latinCopyCharacters(), "geist");
await prepare("Noto Sans Arabic", ARABIC_SOURCE, arabicCopyCharacters(), "noto-sans-arabic");

// What the site's fonts carry, and the one subsetting both use (scripts/prepare-font.mjs; the Arabic
// coverage test imports it too).
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join("");

// Latin (Geist): printable ASCII, the Latin-1 punctuation and symbols, the general punctuation block
// (dashes, quotes, bullets, ellipsis) and a few signs the copy uses. Anything else on English pages
// (accented letters, the Arabic sample) is drawn by the metric-matched fallback font.
export const FONT_CHARACTERS =
  range(0x20, 0x7e) + range(0xa0, 0xbf) + range(0x2010, 0x2027) + "→−€₹™";

/** The fonts' sources: variable-weight files of the @fontsource-variable packages. */
export const GEIST_SOURCE =
  require.resolve("@fontsource-variable/geist/files/geist-latin-wght-normal.woff2");
export const ARABIC_SOURCE =
  require.resolve("@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2");

/** The weights the pages use (regular to bold); the variable fonts are cut to that range. */
export const FONT_WEIGHTS = { min: 400, max: 700 };

/** Arabic script: the basic block (with ، ؛ ؟), Supplement, Extended-A, Presentation Forms A and B. */
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/gu;

// Besides the copy's Arabic letters: the space, and ZWNJ/ZWJ, which control joining. No Latin and no
// digits: the Arabic face comes first in the Arabic pages' stack, so what it lacks falls to Geist.
const ARABIC_EXTRAS = " \u200c\u200d";

/**
 * The files that can put Arabic on a page: the copy (`*.ar.ts` under content/) and any other
 * source file under content/, lib/ and components/ (the greeting, separators), found afresh at
 * each build.
 */
export function arabicCopyFiles(root = process.cwd()) {
  return ["content", "lib", "components"].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => join(root, dir, name)),
  );
}

/** The characters the Arabic face carries: the Arabic-script ones in the given texts, plus the extras. */
export function arabicCharacters(texts) {
  const found = new Set(ARABIC_EXTRAS);
  for (const text of texts) {
    // Escapes count as what they spell, so "\u0644" in a copy file is not missed.
    const decoded = text.replace(/\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})/gi, (_, long, short) =>
      String.fromCodePoint(parseInt(long ?? short, 16)),
    );
    for (const [character] of decoded.matchAll(ARABIC_SCRIPT)) found.add(character);
  }
  return [...found].sort().join("");
}

/** The characters of the Arabic copy files as they are now. */
export const arabicCopyCharacters = (root = process.cwd()) =>
  arabicCharacters(arabicCopyFiles(root).map((file) => readFileSync(file, "utf8")));

/**
 * Cuts a variable font to the given characters and to FONT_WEIGHTS. harfbuzz keeps the layout
 * features (Arabic joining forms, ligatures, mark positioning) for the glyphs that remain.
 */
export const subsetToWeights = (source, characters, targetFormat = "woff2") =>
  subsetFont(source, characters, { targetFormat, variationAxes: { wght: FONT_WEIGHTS } });

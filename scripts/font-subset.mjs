// What the site's fonts carry, and the one cut both get (scripts/prepare-font.mjs; the font tests
// import it too).
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join("");

/** The fonts' sources: variable-weight files of the @fontsource-variable packages. */
export const GEIST_SOURCE =
  require.resolve("@fontsource-variable/geist/files/geist-latin-wght-normal.woff2");
export const ARABIC_SOURCE =
  require.resolve("@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2");

/**
 * The weights the pages use, regular to semibold (the stylesheet asks for no other; the pages' test
 * checks): the web fonts are cut to that range.
 */
export const FONT_WEIGHTS = { min: 400, max: 600 };

/** The Arabic Open Graph cards also set bold; their TrueType cut stays on the server. */
export const CARD_FONT_WEIGHTS = { min: 400, max: 700 };

// The layout features a browser applies unasked (HarfBuzz's defaults for Latin and Arabic text);
// the stylesheet asks for no other (no stylistic sets, figures or fractions). Not 'locl' either:
// its forms are other languages' (Urdu and Persian in Noto Sans Arabic), never English or Arabic.
// With the characters and weights, this keeps each web font inside TCP's first flight (see
// FIRST_FLIGHT_BYTES).
const DEFAULT_FEATURES = (
  "ccmp rlig calt clig liga rclt rvrn kern dist curs mark mkmk abvm blwm " +
  "isol init medi fina fin2 fin3 med2 stch mset"
).split(" ");

/**
 * A server's first flight on a new connection, ten segments of 1,460 bytes (RFC 6928): a font that
 * arrives in it, headers included, costs a phone one round trip instead of two. Each web font is
 * preloaded on a connection of its own, so each stays within it (the pages' test checks).
 */
export const FIRST_FLIGHT_BYTES = 10 * 1460;

/** Arabic script: the basic block (with ، ؛ ؟), Supplement, Extended-A, Presentation Forms A and B. */
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;

// Besides the copy's Arabic letters, marks and punctuation: the space, and ZWNJ/ZWJ, which control
// joining. No Latin and no digits of either kind: the Arabic face comes first in the Arabic pages'
// stack, so what it lacks falls to Geist (the copy writes numbers in Western digits), and the
// Arabic-Indic digits a visitor may type (the enquiry form reads them as Western ones) to the
// system's face.
const ARABIC_EXTRAS = " \u200c\u200d";

/**
 * The files that can put text on a page: the copy under content/ (`*.ar.ts` and `ar.mdoc` the
 * Arabic) and any other source file under content/, lib/ and components/ (the greeting, separators, signs), found
 * afresh at each build.
 */
export function copyFiles(root = process.cwd()) {
  const files = (dir, pattern) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((name) => pattern.test(name))
      .map((name) => join(dir, name));
  return [
    ...["content", "lib", "components"].flatMap((dir) => files(join(root, dir), /\.(tsx?|mdoc)$/)),
    // a build of another set of articles (lib/insights.ts) sets their words too
    ...(process.env.INSIGHTS_DIR ? files(process.env.INSIGHTS_DIR, /\.mdoc$/) : []),
  ];
}

const readCopy = (root) => copyFiles(root).map((file) => readFileSync(file, "utf8"));

/** The characters of the texts; an escape counts as what it spells, so "\u0644" is not missed. */
function characters(texts) {
  return texts.flatMap((text) => [
    ...text.replace(/\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})/gi, (_, long, short) =>
      String.fromCodePoint(parseInt(long ?? short, 16)),
    ),
  ]);
}

/** The characters the Arabic face carries: the Arabic-script ones of the texts, and the extras. */
export function arabicCharacters(texts) {
  const found = new Set(ARABIC_EXTRAS);
  for (const character of characters(texts))
    if (ARABIC_SCRIPT.test(character) && !/\p{Nd}/u.test(character)) found.add(character);
  return [...found].sort().join("");
}

/**
 * The characters Geist carries: printable ASCII, which visitors type too, and every other sign in
 * the given texts outside the Arabic script (punctuation, arrows, « » around Arabic quotes).
 * Anything else (accented letters a visitor types, the Arabic sample on English pages) is drawn by
 * the fallback face.
 */
export function latinCharacters(texts) {
  const found = new Set(range(0x20, 0x7e));
  for (const character of characters(texts))
    if (!ARABIC_SCRIPT.test(character) && !/[\s\p{Cc}\p{Cf}]/u.test(character))
      found.add(character);
  return [...found].sort().join("");
}

/** The characters of the copy files as they are now, for each face. */
export const arabicCopyCharacters = (root = process.cwd()) => arabicCharacters(readCopy(root));
export const latinCopyCharacters = (root = process.cwd()) => latinCharacters(readCopy(root));

/**
 * Cuts a variable font to the given characters, weights and the default layout features. harfbuzz
 * keeps those features (Arabic joining forms, ligatures, mark positioning) for the glyphs that
 * remain.
 */
export const cutFont = (source, characters, { format = "woff2", weights = FONT_WEIGHTS } = {}) =>
  subsetFont(source, characters, {
    targetFormat: format,
    variationAxes: { wght: weights },
    keepFeatures: DEFAULT_FEATURES,
  });

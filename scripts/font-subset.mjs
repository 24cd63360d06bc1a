// The characters the site's font carries: printable ASCII, the Latin-1 punctuation and symbols, the
// general punctuation block (dashes, quotes, bullets, ellipsis) and a few signs the copy uses.
// Anything else (accented letters, the Arabic sample) is drawn by the metric-matched fallback font.
const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join("");

export const FONT_CHARACTERS =
  range(0x20, 0x7e) + range(0xa0, 0xbf) + range(0x2010, 0x2027) + "→−€₹™";

/** The weights the pages use (regular to bold); the variable font is cut to that range. */
export const FONT_WEIGHTS = { min: 400, max: 700 };

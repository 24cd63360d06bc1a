import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Blob, Buffer, Direction, Face, Font, shape, Variation } from "harfbuzzjs";

// Satori, which draws the Open Graph images (next/og), neither joins Arabic letters nor lays text
// out right to left, and its Latin words end in gaps of uneven width, in one weight only. So a
// card's text is set here instead: HarfBuzz shapes it with the site's own fonts, cut at build
// (scripts/prepare-font.mjs), in the weight asked for, and the glyphs become SVG paths that the
// card places like an image.

// Script_Extensions, so that the vowel marks (shadda, tanween) and the Arabic comma count as Arabic.
const ARABIC = /\p{Script_Extensions=Arabic}/u;
/** A word's pieces: runs of Arabic script, and runs of anything else (figures, Latin, punctuation). */
const SCRIPT_RUNS = /(\p{Script_Extensions=Arabic}+)/u;
/** Punctuation at the edges of a Latin word or a figure follows the line's direction, not the word's. */
const EDGES = /^([.,:;!?'"()[\]«»]*)(.*?)([.,:;!?'"()[\]«»]*)$/u;
/** Letters and digits: a word with these and no Arabic is a left-to-right run. */
const STRONG_LTR = /[\p{L}\p{N}]/u;

type SizedFont = { font: Font; upem: number };
const fonts = new Map<string, SizedFont>();

/** The Arabic face for Arabic letters, Geist (as on the pages) for everything else. */
function sizedFont(arabic: boolean, weight: number): SizedFont {
  const key = `${arabic}-${weight}`;
  let found = fonts.get(key);
  if (!found) {
    const file = arabic ? "noto-sans-arabic.ttf" : "geist.ttf";
    const face = new Face(new Blob(readFileSync(join(process.cwd(), ".generated", file))));
    const font = new Font(face);
    font.setVariations([new Variation("wght", weight)]);
    found = { font, upem: face.upem };
    fonts.set(key, found);
  }
  return found;
}

/** A glyph's outline in font units, and its place in em units from its run's left edge. */
type Glyph = { d: string; x: number; y: number; upem: number };
/** A shaped piece of text: its glyphs left to right, and its width in em units. */
type Run = { glyphs: Glyph[]; width: number };

function shapeRun(text: string, arabic: boolean, rtl: boolean, weight: number): Run {
  const { font, upem } = sizedFont(arabic, weight);
  const buffer = new Buffer();
  // Set right to left, HarfBuzz also mirrors brackets, so that they open towards their words.
  buffer.addText(text);
  buffer.guessSegmentProperties();
  buffer.setDirection(rtl ? Direction.RTL : Direction.LTR);
  shape(font, buffer);
  const glyphs: Glyph[] = [];
  let x = 0;
  for (const glyph of buffer.getGlyphInfosAndPositions()) {
    // Glyph 0 is the font's blank box: the build stops rather than publish a card with one.
    if (glyph.codepoint === 0)
      throw new Error(`The Open Graph fonts cannot draw "${text}": add its characters to them`);
    glyphs.push({
      d: font.glyphToPath(glyph.codepoint),
      x: (x + (glyph.xOffset ?? 0)) / upem,
      y: (glyph.yOffset ?? 0) / upem,
      upem,
    });
    x += glyph.xAdvance ?? 0;
  }
  return { glyphs, width: x / upem };
}

/**
 * A word, or the punctuation at its edges: its runs of one script each, left to right as drawn;
 * `ltr` for a Latin word or a figure, which join their left-to-right neighbours.
 */
type Word = { runs: Run[]; width: number; ltr: boolean };
/** A word or edge on a line, `spaced` when a space comes before it in reading order. */
type Item = Word & { spaced: boolean };

function shapeWord(word: string, weight: number): Word[] {
  if (ARABIC.test(word)) {
    const runs = word
      .split(SCRIPT_RUNS)
      .filter(Boolean)
      .map((piece) => shapeRun(piece, ARABIC.test(piece), true, weight));
    return [
      { runs: runs.reverse(), width: runs.reduce((sum, run) => sum + run.width, 0), ltr: false },
    ];
  }
  // "AddIn:" reads "AddIn" left to right, its colon then follows on the left, as in the browser.
  const [, before = "", core = "", after = ""] = EDGES.exec(word) ?? [];
  const part = (text: string, ltr: boolean): Word[] => {
    if (!text) return [];
    const run = shapeRun(text, false, !ltr, weight);
    return [{ runs: [run], width: run.width, ltr }];
  };
  return [...part(before, false), ...part(core, STRONG_LTR.test(core)), ...part(after, false)];
}

/** The baseline of a box's line, its glyphs centred in the line's height. */
const baselineOf = (line: number, size: number, lineHeight: number) =>
  line * lineHeight + (lineHeight + size * 0.7) / 2;

/** Places a run's glyphs at `left` on `baseline`, `tracking` px apart beyond their advances. */
function drawRun(
  glyphs: ShapedText["glyphs"],
  run: Run,
  left: number,
  baseline: number,
  size: number,
  tracking = 0,
) {
  run.glyphs.forEach((glyph, index) =>
    glyphs.push({
      d: glyph.d,
      // Font outlines are in font units with y up; the box is in pixels with y down.
      transform: `translate(${(left + glyph.x * size + index * tracking).toFixed(2)} ${(baseline - glyph.y * size).toFixed(2)}) scale(${(size / glyph.upem).toFixed(5)} ${(-size / glyph.upem).toFixed(5)})`,
    }),
  );
}

type Setting = { size: number; weight: number; maxWidth: number; lineHeight: number };

export type ShapedText = {
  width: number;
  height: number;
  /** SVG paths in the box's pixels, each glyph with its transform. */
  glyphs: { d: string; transform: string }[];
};

/**
 * Sets right-to-left text (Arabic, with any Latin words and figures as left-to-right runs in it)
 * in lines of at most `maxWidth` px, each aligned to the right edge.
 */
export function shapeRightToLeft(
  text: string,
  { size, weight, maxWidth, lineHeight }: Setting,
): ShapedText {
  const space = shapeRun(" ", true, true, weight).width * size;
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => shapeWord(word, weight));
  const lines: Item[][] = [];
  let current: Item[] = [];
  let used = 0;
  for (const parts of words) {
    const width = parts.reduce((sum, part) => sum + part.width * size, 0);
    if (current.length > 0 && used + space + width > maxWidth) {
      lines.push(current);
      current = [];
    }
    used = current.length > 0 ? used + space + width : width;
    current.push(
      ...parts.map((part, index) => ({ ...part, spaced: index === 0 && current.length > 0 })),
    );
  }
  lines.push(current);
  const glyphs: ShapedText["glyphs"] = [];
  const draw = (item: Item, left: number, baseline: number) => {
    let x = left;
    for (const run of item.runs) {
      drawRun(glyphs, run, x, baseline, size);
      x += run.width * size;
    }
  };
  lines.forEach((line, index) => {
    const baseline = baselineOf(index, size, lineHeight);
    let right = maxWidth;
    // Items go right to left; neighbouring left-to-right ones (a product name) read left to right.
    for (let start = 0; start < line.length;) {
      let end = start + 1;
      if (line[start]?.ltr) while (line[end]?.ltr) end++;
      const group = line.slice(start, end);
      if (group[0]?.spaced) right -= space;
      const width = group.reduce(
        (sum, item, at) => sum + item.width * size + (at > 0 && item.spaced ? space : 0),
        0,
      );
      let x = right - width;
      group.forEach((item, at) => {
        if (at > 0 && item.spaced) x += space;
        draw(item, x, baseline);
        x += item.width * size;
      });
      right -= width;
      start = end;
    }
  });
  return { width: maxWidth, height: lines.length * lineHeight, glyphs };
}

/**
 * Sets left-to-right text in lines of at most `maxWidth` px from the left edge, one space's
 * width between words; `tracking` px between letters (negative: tighter), as letter-spacing.
 */
export function shapeLeftToRight(
  text: string,
  { size, weight, maxWidth, lineHeight, tracking = 0 }: Setting & { tracking?: number },
): ShapedText {
  const widthOf = (run: Run) => run.width * size + run.glyphs.length * tracking;
  const space = widthOf(shapeRun(" ", false, false, weight));
  const lines: { run: Run; left: number }[][] = [[]];
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const run = shapeRun(word, false, false, weight);
    const line = lines.at(-1)!;
    const left = line.length > 0 ? used + space : 0;
    if (line.length > 0 && left + widthOf(run) > maxWidth) {
      lines.push([{ run, left: 0 }]);
      used = widthOf(run);
    } else {
      line.push({ run, left });
      used = left + widthOf(run);
    }
  }
  const glyphs: ShapedText["glyphs"] = [];
  let width = 0;
  lines.forEach((line, index) => {
    for (const { run, left } of line) {
      drawRun(glyphs, run, left, baselineOf(index, size, lineHeight), size, tracking);
      width = Math.max(width, left + widthOf(run));
    }
  });
  return { width: Math.ceil(width), height: lines.length * lineHeight, glyphs };
}

import { execFileSync } from "node:child_process";
import { beforeAll, describe, expect, test } from "vitest";
import { caseStudyCards } from "@/content/case-studies.ar";
import { caseStudyPages } from "@/content/case-study-pages";
import { uiCopy } from "@/content/ui";
import { shapeRightToLeft, type ShapedText } from "@/lib/og-text";

// The fonts are cut at build; cut them here too, so that this runs before a build.
beforeAll(() => {
  execFileSync(process.execPath, ["scripts/prepare-font.mjs"], { stdio: "ignore" });
});

const set = (text: string, maxWidth = 4000) =>
  shapeRightToLeft(text, { size: 100, weight: 700, maxWidth, lineHeight: 140 });
/** Each glyph's left edge and baseline, in the box's pixels. */
const places = (shaped: ShapedText) =>
  shaped.glyphs.map(({ d, transform }) => {
    const [x, y] = /translate\(([\d.-]+) ([\d.-]+)\)/.exec(transform)!.slice(1).map(Number);
    return { d, x: x!, y: y! };
  });

describe("Arabic text for the Open Graph images", () => {
  test("letters join: the same letter takes its initial, medial and final forms", () => {
    const shapes = (text: string) => new Set(places(set(text)).map((glyph) => glyph.d)).size;
    // Apart, three bēʾs are one shape three times (with its dot); joined, three shapes.
    expect(shapes("ببب")).toBeGreaterThan(shapes("ب ب ب"));
  });

  test("words read right to left, a Latin name left to right, its colon on the side of the line's flow", () => {
    const latin = new Set(places(set("AWS")).map((glyph) => glyph.d));
    const colon = places(set(":"))[0]!.d;
    const glyphs = places(set("خدمات AWS: سحابية"));
    const xs = (keep: (glyph: { d: string }) => boolean) =>
      glyphs.filter(keep).map((glyph) => glyph.x);
    const name = xs((glyph) => latin.has(glyph.d));
    const colonX = xs((glyph) => glyph.d === colon);
    const arabic = xs((glyph) => !latin.has(glyph.d) && glyph.d !== colon);
    expect(name).toHaveLength(3);
    expect(name).toEqual([...name].sort((a, b) => a - b)); // A, W, S from left to right
    expect(colonX).toHaveLength(1);
    // From the right: خدمات, then AWS, then the colon, then سحابية.
    expect(Math.max(...arabic)).toBeGreaterThan(Math.max(...name));
    expect(colonX[0]).toBeLessThan(Math.min(...name));
    expect(Math.min(...arabic)).toBeLessThan(colonX[0]!);
  });

  test("brackets around Arabic open towards their words", () => {
    // Each bracket's own shape: inside a left-to-right word, a glyph is drawn as it is.
    const shapeOf = (bracket: string) =>
      places(set(`a${bracket}b`)).sort((a, b) => a.x - b.x)[1]!.d;
    const glyphs = places(set("(منطقة)")).sort((a, b) => a.x - b.x);
    // Read from the right, "(" comes first: at the right edge, it faces left, as ")" does.
    expect(glyphs.at(-1)!.d).toBe(shapeOf(")"));
    expect(glyphs[0]!.d).toBe(shapeOf("("));
  });

  test("long text breaks into lines that stay inside the box, each set from the right edge", () => {
    const shaped = set(uiCopy.ar.og.title, 600);
    expect(shaped.height).toBeGreaterThanOrEqual(2 * 140);
    for (const glyph of places(shaped)) {
      expect(glyph.x).toBeGreaterThanOrEqual(0);
      expect(glyph.x).toBeLessThan(600);
      expect(glyph.y).toBeGreaterThan(0);
      expect(glyph.y).toBeLessThan(shaped.height);
    }
  });

  test("every Arabic card's words can be drawn (an undrawable character stops the build)", () => {
    const texts = [
      ...Object.values(uiCopy.ar.og),
      ...Object.values(caseStudyCards).map((card) => card.title),
      ...Object.values(caseStudyPages.ar).flatMap((study) => [
        study.industry,
        ...study.impact.map((figure) => `${figure.value} ${figure.label}`),
      ]),
    ];
    for (const text of texts) expect(set(text).glyphs.length).toBeGreaterThan(0);
    expect(() => set("日本")).toThrow(/cannot draw "日本"/);
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import {
  ARABIC_SOURCE,
  arabicCharacters,
  arabicCopyCharacters,
  copyFiles,
  cutFont,
  FONT_WEIGHTS,
  latinCharacters,
} from "../../scripts/font-subset.mjs";

/** An sfnt font's tables: tag → offset. */
function tables(font: Buffer) {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const offsets = new Map<string, number>();
  for (let index = 0; index < view.getUint16(4); index++) {
    const record = 12 + index * 16;
    offsets.set(font.toString("latin1", record, record + 4), view.getUint32(record + 8));
  }
  return { view, offsets };
}

/** The code points a font maps to a glyph (its cmap's format 4 and 12 subtables). */
function mappedCodePoints(font: Buffer) {
  const { view, offsets } = tables(font);
  const cmap = offsets.get("cmap")!;
  const mapped = new Set<number>();
  for (let index = 0; index < view.getUint16(cmap + 2); index++) {
    const table = cmap + view.getUint32(cmap + 8 + index * 8);
    if (view.getUint16(table) === 12) {
      for (let group = 0; group < view.getUint32(table + 12); group++) {
        const record = table + 16 + group * 12;
        for (let cp = view.getUint32(record); cp <= view.getUint32(record + 4); cp++)
          mapped.add(cp);
      }
    } else if (view.getUint16(table) === 4) {
      const segments = view.getUint16(table + 6) / 2;
      const ends = table + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let segment = 0; segment < segments; segment++) {
        const at = (array: number) => view.getUint16(array + segment * 2);
        for (let cp = at(starts); cp <= at(ends) && cp !== 0xffff; cp++) {
          const rangeOffset = at(rangeOffsets);
          const glyph =
            rangeOffset === 0
              ? cp
              : view.getUint16(rangeOffsets + segment * 2 + rangeOffset + (cp - at(starts)) * 2);
          if (glyph !== 0 && (glyph + at(deltas)) % 0x10000 !== 0) mapped.add(cp);
        }
      }
    }
  }
  return mapped;
}

/** The feature tags of a GSUB or GPOS table. */
function featureTags(font: Buffer, table: "GSUB" | "GPOS") {
  const { view, offsets } = tables(font);
  const list = offsets.get(table)! + view.getUint16(offsets.get(table)! + 6);
  return new Set(
    Array.from({ length: view.getUint16(list) }, (_, index) =>
      font.toString("latin1", list + 2 + index * 6, list + 6 + index * 6),
    ),
  );
}

const codePoints = (text: string) => [...text].map((character) => character.codePointAt(0)!);
const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;

describe("the fonts' characters", () => {
  const root = mkdtempSync(join(tmpdir(), "arabic-font-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(join(root, file, ".."), { recursive: true });
    writeFileSync(join(root, file), text);
  };

  test("a character added to any source file under content/, lib/ or components/ is carried", () => {
    write("content/services/new.ar.ts", 'export const title = "ڤيديو 24/7";');
    write("lib/greeting.ts", 'export const ok = "\\u06A9 لا";');
    write("components/note.tsx", "export const Note = () => <p>ڭ → ١٢</p>;");
    write("scripts/tool.mjs", 'export const sample = "ڨ ≈";'); // never on a page
    const files = copyFiles(root);
    expect(files.map((file) => file.slice(root.length)).sort()).toEqual([
      "/components/note.tsx",
      "/content/services/new.ar.ts",
      "/lib/greeting.ts",
    ]);
    const characters = arabicCharacters(files.map((file) => readFileSync(file, "utf8")));
    for (const character of "ڤيدو\u06a9لاڭ") expect(characters).toContain(character);
    expect(characters).not.toContain("ڨ");
    // Latin letters and digits are left to Geist, which follows in the Arabic pages' font stack, and
    // Arabic-Indic digits (only ever typed by a visitor) to the system's face.
    expect(characters).not.toMatch(/[A-Za-z0-9/→١٢]/);
    expect(characters).toContain(" ");
    // Geist carries printable ASCII and the other signs, never Arabic.
    const latin = latinCharacters(files.map((file) => readFileSync(file, "utf8")));
    expect(latin).toContain("→");
    expect(latin).toContain("~");
    expect(latin).not.toMatch(/[ڤيدو\u06a9لاڭ١٢≈\n]/);
  });
});

describe("the Arabic font as the build cuts it", async () => {
  const source = readFileSync(ARABIC_SOURCE);
  const font = Buffer.from(await cutFont(source, arabicCopyCharacters(), { format: "sfnt" }));
  const mapped = mappedCodePoints(font);

  test("draws every Arabic-script character of the copy files, so none falls back", () => {
    const files = copyFiles();
    expect(files.map((file) => file.split(/[\\/]/).pop())).toContain("home.ar.ts");
    const used = new Set(
      files.flatMap((file) =>
        codePoints(readFileSync(file, "utf8").replace(/[^\p{scx=Arabic}]/gu, "")),
      ),
    );
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((cp) => !mapped.has(cp)).map(hex)).toEqual([]);
  });

  test("has no Latin letters or digits: those stay in Geist", () => {
    expect(codePoints("AZaz09").filter((cp) => mapped.has(cp))).toEqual([]);
  });

  test("keeps the joining forms, the lam-alef ligature and the mark positioning", () => {
    const substitutions = featureTags(font, "GSUB");
    for (const tag of ["init", "medi", "fina", "rlig"]) expect(substitutions).toContain(tag);
    const positioning = featureTags(font, "GPOS");
    for (const tag of ["mark", "mkmk"]) expect(positioning).toContain(tag);
  });

  test("keeps the weight axis, cut to the pages' weights", () => {
    const { view, offsets } = tables(font);
    const fvar = offsets.get("fvar")!;
    const axis = fvar + view.getUint16(fvar + 4);
    expect(font.toString("latin1", axis, axis + 4)).toBe("wght");
    expect([view.getInt32(axis + 4) / 65536, view.getInt32(axis + 12) / 65536]).toEqual([
      FONT_WEIGHTS.min,
      FONT_WEIGHTS.max,
    ]);
  });
});

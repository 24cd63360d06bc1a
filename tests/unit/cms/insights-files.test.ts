import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { articleEntry, articleFile } from "@/lib/article-files";
import { readInsights } from "@/lib/insights";

const DIR = "content/insights";
const slugs = readdirSync(DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const files = (slug: string) => ({
  en: readFileSync(join(DIR, slug, "en.mdoc"), "utf8"),
  ar: readFileSync(join(DIR, slug, "ar.mdoc"), "utf8"),
});

describe("an article between the editor and its content files", () => {
  test.each(slugs)(
    "%s: imported, then exported, gives back the same bytes in both languages",
    (slug) => {
      const original = files(slug);
      const entry = articleEntry(slug, original);
      expect(articleFile(entry, "en")).toBe(original.en);
      expect(articleFile(entry, "ar")).toBe(original.ar);
    },
  );

  test("a photo cover is written with its width and height, and read back the same", () => {
    const entry = articleEntry(slugs[0]!, files(slugs[0]!));
    const withPhoto = {
      ...entry,
      cover: { src: "/insights/team.webp", width: 1600, height: 1000 },
    };
    const en = articleFile(withPhoto, "en");
    expect(en).toContain(
      "cover:\n  src: /insights/team.webp\n  width: 1600\n  height: 1000\n  alt: ",
    );
    expect(articleEntry(slugs[0]!, { en, ar: articleFile(withPhoto, "ar") })).toEqual(withPhoto);
  });

  test("an entry written by the editor is an article the site builds, in both languages", () => {
    const entry = articleEntry(slugs[0]!, files(slugs[0]!));
    const written = {
      ...entry,
      slug: "a-new-article",
      text: {
        en: {
          ...entry.text.en,
          title: "A new article, written in the editor",
          body: "## First\n\nText.",
        },
        ar: { ...entry.text.ar, title: "مقال جديد كُتب في المحرر", body: "## أولًا\n\nنص." },
      },
    };
    const dir = mkdtempSync(join(tmpdir(), "insights-"));
    mkdirSync(join(dir, written.slug));
    for (const locale of ["en", "ar"] as const)
      writeFileSync(join(dir, written.slug, `${locale}.mdoc`), articleFile(written, locale));
    const read = readInsights(dir);
    expect(read.en.map((article) => article.title)).toEqual([
      "A new article, written in the editor",
    ]);
    expect(read.ar.map((article) => article.headings[0]?.text)).toEqual(["أولًا"]);
  });
});

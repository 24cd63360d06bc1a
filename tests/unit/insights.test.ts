// The articles as content files: what the build accepts, and the one line it stops with for what it
// cannot publish. Each case edits a copy of a real article in a temporary folder.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { shownPages } from "@/components/insights/pagination";
import { articleWords, readingMinutes } from "@/lib/article-words";
import { allArticles, readInsights } from "@/lib/insights";

const SOURCE = join(process.cwd(), "content/insights/erp-to-azure-in-stages");
let dir: string;

type Edit = { file: "en.mdoc" | "ar.mdoc"; change: (text: string) => string };

/** A folder holding one real article, with `edit` applied to one of its files. */
function withArticle(edit?: Edit) {
  dir = mkdtempSync(join(tmpdir(), "insights-"));
  cpSync(SOURCE, join(dir, "erp-to-azure-in-stages"), { recursive: true });
  if (edit) {
    const file = join(dir, "erp-to-azure-in-stages", edit.file);
    writeFileSync(file, edit.change(readFileSync(file, "utf8")));
  }
  return dir;
}
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const error = (folder: string) => {
  try {
    readInsights(folder);
    return null;
  } catch (thrown) {
    return (thrown as Error).message.replace(folder, "DIR");
  }
};

describe("the site's articles", () => {
  test("six articles, each in both languages, 900 to 1,500 words in English, with four or more sections", () => {
    const { en, ar } = allArticles();
    expect(en).toHaveLength(6);
    expect(ar.map((article) => article.slug)).toEqual(en.map((article) => article.slug));
    for (const article of en) {
      expect(article.words, article.slug).toBeGreaterThanOrEqual(900);
      // The body as counted here includes tables' words; the text alone stays under 1,500.
      expect(article.words, article.slug).toBeLessThanOrEqual(1700);
      expect(
        article.headings.filter((heading) => heading.level === 2).length,
      ).toBeGreaterThanOrEqual(4);
    }
    for (const article of ar) expect(article.words, article.slug).toBeGreaterThanOrEqual(800);
  });

  test("an article's words, as its page and the editor's preview count them: its text, headings, lists, tables and callouts, not its code", () => {
    const body = [
      "## Two words",
      "A **bold** and [linked](/services) sentence of eight words.",
      "- one item\n- two `inline code`",
      "| Day | What |\n| --- | --- |\n| Friday | Written |",
      '{% callout type="tip" title="Not counted" %}\nThree words here.\n{% /callout %}',
      "```bash\nnpm run build\n```",
    ].join("\n\n");
    expect(articleWords(body)).toBe(2 + 8 + 5 + 4 + 3);
    expect(articleWords("## لماذا الجدولة\n\nيكون المقال **جاهزًا** قبل يومه.")).toBe(7);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(1379)).toBe(7);
  });

  test("every heading has a unique anchor, in Arabic too", () => {
    for (const article of [...allArticles().en, ...allArticles().ar]) {
      const ids = article.headings.map((heading) => heading.id);
      expect(new Set(ids).size, article.slug).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[\p{L}\p{N}\p{M}]+(-[\p{L}\p{N}\p{M}]+)*$/u);
    }
  });
});

describe("a content file the build refuses, with one line naming the file and the field", () => {
  test("an article as written is accepted", () => {
    expect(error(withArticle())).toBeNull();
  });

  test("links to the site's pages are accepted, with a fragment or a query, in either language", () => {
    const links = [
      "/",
      "/ar",
      "/contactus?service=CloudServices",
      "/services/CloudServices#faq",
      "/ar/case-study-twarrad",
      "/insights",
      "/insights/erp-to-azure-in-stages#why",
      "/ar/insights/tag/cloud",
      "/insights/page/2",
      "/insights/feed.xml",
      "https://example.com/anything",
    ];
    const folder = withArticle({
      file: "en.mdoc",
      change: (text) => `${text}\n${links.map((href) => `[a page](${href})`).join(" ")}\n`,
    });
    expect(error(folder)).toBeNull();
  });

  test.each([
    [
      "a missing translation",
      { file: "ar.mdoc", change: () => "" },
      "ar.mdoc: translation: missing",
      true,
    ],
    [
      "an unknown tag",
      {
        file: "en.mdoc",
        change: (text: string) => text.replace("tags: [cloud,", "tags: [blockchain,"),
      },
      'en.mdoc: tags.0: unknown tag "blockchain"',
    ],
    [
      "an unknown author",
      {
        file: "ar.mdoc",
        change: (text: string) => text.replace("author: cloud-practice", "author: ceo"),
      },
      'ar.mdoc: author: unknown author "ceo"',
    ],
    [
      "an unknown service",
      {
        file: "en.mdoc",
        change: (text: string) => text.replace("services: [CloudServices", "services: [Blockchain"),
      },
      'en.mdoc: services.0: unknown service "Blockchain"',
    ],
    [
      "an unknown case study",
      {
        file: "en.mdoc",
        change: (text: string) => text.replace("caseStudies: []", "caseStudies: [acme]"),
      },
      'en.mdoc: caseStudies.0: unknown case study "acme"',
    ],
    [
      "a description too short",
      {
        file: "en.mdoc",
        change: (text: string) => text.replace(/^description: .*$/m, 'description: "Too short."'),
      },
      "en.mdoc: description: must be 140-160 characters (is 10)",
    ],
    [
      "the languages disagreeing on a date",
      {
        file: "ar.mdoc",
        change: (text: string) => text.replace("published: 2026-02-10", "published: 2026-02-11"),
      },
      "ar.mdoc: published: differs from en.mdoc",
    ],
    [
      "a cover that is not there",
      {
        file: "en.mdoc",
        change: (text: string) =>
          text.replace("/insights/erp-to-azure-in-stages.svg", "/insights/none.svg"),
      },
      "en.mdoc: cover.src: no file public/insights/none.svg",
    ],
    [
      "a photo whose sizes are not there",
      {
        file: "en.mdoc",
        change: (text: string) =>
          text.replace(
            "src: /insights/erp-to-azure-in-stages.svg",
            "src: /insights/erp-to-azure-in-stages.webp\n  width: 1600\n  height: 1000",
          ),
      },
      "en.mdoc: cover.src: no file public/insights/erp-to-azure-in-stages.480.avif",
    ],
    [
      "a photo without its size",
      {
        file: "en.mdoc",
        change: (text: string) =>
          text.replace("/insights/erp-to-azure-in-stages.svg", "/insights/team.webp"),
      },
      "en.mdoc: cover: a photo (.webp) has its width and height, a drawing (.svg) has neither",
    ],
    [
      "an unknown Markdoc tag",
      { file: "en.mdoc", change: (text: string) => `${text}\n{% script %}alert(1){% /script %}\n` },
      "en.mdoc: line 121: Undefined tag: 'script'",
    ],
    [
      "a table column without a name",
      { file: "ar.mdoc", change: (text: string) => `${text}\n| | A |\n|---|---|\n| x | y |\n` },
      "ar.mdoc: line 121: a table's header cell is empty",
    ],
    [
      "a control character in the title (it would make the feed not XML)",
      {
        file: "en.mdoc",
        change: (text: string) => text.replace(/^title: "?/m, (start) => `${start}Azure\u0001 `),
      },
      "en.mdoc: line 2: holds U+0001, a control character or a direction override",
    ],
    [
      "a right-to-left override in the Arabic description (it shows the text after it reversed)",
      {
        file: "ar.mdoc",
        change: (text: string) => text.replace(/^description: "?/m, (start) => `${start}\u202E`),
      },
      "holds U+202E, a control character or a direction override",
    ],
    [
      "a second title",
      { file: "en.mdoc", change: (text: string) => `${text}\n# Another title\n` },
      "en.mdoc: line 121: the title is the page's only level-1 heading",
    ],
    [
      "a link to an article the site does not have",
      {
        file: "en.mdoc",
        change: (text: string) => `${text}\nSee [our pricing guide](/insights/no-such-article).\n`,
      },
      "en.mdoc: line 121: links to /insights/no-such-article, which is no page of this site",
    ],
    [
      "an Arabic link to a service that is not one",
      {
        file: "ar.mdoc",
        change: (text: string) => `${text}\n[خدماتنا](/ar/services/NoSuchService#intro)\n`,
      },
      "ar.mdoc: line 121: links to /ar/services/NoSuchService#intro, which is no page of this site",
    ],
  ] as [string, Edit, string, boolean?][])("%s", (_, edit, message, remove = false) => {
    const folder = withArticle(remove ? undefined : edit);
    if (remove) rmSync(join(folder, "erp-to-azure-in-stages", edit.file));
    const found = error(folder)!;
    expect(found).toMatch(new RegExp(`erp-to-azure-in-stages/${edit.file}: `));
    expect(found).toContain(message);
    expect(found.split("\n")).toHaveLength(1);
  });

  test.each(["draft", "page", "tag"])(
    "an article may not take /insights/%s, a page of the site's own",
    (slug) => {
      const folder = withArticle();
      cpSync(join(folder, "erp-to-azure-in-stages"), join(folder, slug), { recursive: true });
      rmSync(join(folder, "erp-to-azure-in-stages"), { recursive: true });
      expect(error(folder)).toMatch(
        new RegExp(
          `${slug}: slug: must be lower-case words joined by hyphens, and not page, tag, draft, feed.xml$`,
        ),
      );
    },
  );

  test("the build's first step stops on such a file with that line and nothing else", () => {
    const folder = withArticle({
      file: "en.mdoc",
      change: (text) => text.replace("tags: [cloud,", "tags: [blockchain,"),
    });
    const check = spawnSync(
      process.execPath,
      ["--import", "tsx", "--conditions=react-server", "scripts/check-content.ts"],
      { env: { ...process.env, INSIGHTS_DIR: folder }, encoding: "utf8" },
    );
    expect(check.status).toBe(1);
    expect(check.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/erp-to-azure-in-stages\/en\.mdoc: tags\.0: unknown tag "blockchain"$/),
    ]);
  });
});

test("a long list shows the first, the last and two pages either side of the current one", () => {
  expect(shownPages(1, 3)).toEqual([1, 2, 3]);
  expect(shownPages(1, 84)).toEqual([1, 2, 3, null, 84]);
  expect(shownPages(42, 84)).toEqual([1, null, 40, 41, 42, 43, 44, null, 84]);
  expect(shownPages(84, 84)).toEqual([1, null, 82, 83, 84]);
  expect(shownPages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
});

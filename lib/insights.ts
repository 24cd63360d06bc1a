// The Insights articles: one folder per article under content/insights/{slug}/, with en.mdoc and
// ar.mdoc (Markdoc, so staff-written text can never run code). Read, validated and rendered to a
// tree at build; the pages prerender from it and nothing reads these files at run time.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import Markdoc, { type Config, type Node, type RenderableTreeNode } from "@markdoc/markdoc";

const { Tag } = Markdoc;
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { caseStudies } from "@/content/case-studies";
import { insightsCopy } from "@/content/insights/copy";
import {
  insightAuthors,
  insightTags,
  type InsightAuthor,
  type InsightTag,
} from "@/content/insights/taxonomy";
import { locales, type Locale } from "@/content/locales";
import { services } from "@/content/services";
import { listSeparator } from "@/content/site";
import { articleWords } from "./article-words";
import { ARTICLE_SLUG, RESERVED_SLUGS } from "./article-files";
import { readInsightRedirects } from "./insight-redirects";
import { siteLinks, sitePages } from "./site-pages";
import { COVER_MIN, coverVariants, isPhoto, type Cover } from "./cover-images";
import { highlight, HIGHLIGHTED_LANGUAGES } from "./highlight";
import { hiddenCharacter } from "./plain-text";

/** Articles per list page. */
const PAGE_SIZE = 12;

/** Where the articles live; INSIGHTS_DIR points a build at another set (the build benchmark's). */
const insightsDir = () =>
  process.env.INSIGHTS_DIR || join(/* turbopackIgnore: true */ process.cwd(), "content/insights");
const publicDir = () => join(/* turbopackIgnore: true */ process.cwd(), "public");

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date, YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(value)), "must be a real date");
const oneOf = <T extends string>(values: readonly T[], what: string) =>
  z.string().refine((value): value is T => (values as readonly string[]).includes(value), {
    error: (issue) => `unknown ${what} "${String(issue.input)}"`,
  });

/** An article's frontmatter, the same keys in both languages. */
const frontmatterSchema = z.strictObject({
  title: z.string().trim().min(10).max(120),
  description: z
    .string()
    .trim()
    .refine((text) => text.length >= 140 && text.length <= 160, {
      error: (issue) => `must be 140-160 characters (is ${String(issue.input).trim().length})`,
    }),
  published: isoDate,
  updated: isoDate,
  author: oneOf(Object.keys(insightAuthors) as InsightAuthor[], "author"),
  tags: z
    .array(oneOf(Object.keys(insightTags) as InsightTag[], "tag"))
    .min(1)
    .max(4),
  cover: z
    .strictObject({
      src: z
        .string()
        .regex(
          /^\/insights\/[a-z0-9-]+\.(svg|webp)$/,
          "must be /insights/{name}.svg (a drawing) or /insights/{name}.webp (a photo)",
        ),
      width: z.number().int().min(COVER_MIN.width).optional(),
      height: z.number().int().min(COVER_MIN.height).optional(),
      alt: z.string().trim().min(10),
    })
    .refine(
      (cover) => isPhoto(cover) === (cover.width !== undefined && cover.height !== undefined),
      {
        error: "a photo (.webp) has its width and height, a drawing (.svg) has neither",
      },
    ),
  services: z
    .array(
      oneOf(
        services.map((service) => service.slug),
        "service",
      ),
    )
    .min(1),
  caseStudies: z
    .array(
      oneOf(
        caseStudies.map((study) => study.slug),
        "case study",
      ),
    )
    .default([]),
});
type Frontmatter = z.infer<typeof frontmatterSchema>;

/** The fields both languages of an article must agree on. */
const SHARED: Record<string, (article: Frontmatter) => unknown> = {
  published: (article) => article.published,
  updated: (article) => article.updated,
  author: (article) => article.author,
  tags: (article) => article.tags,
  services: (article) => article.services,
  caseStudies: (article) => article.caseStudies,
  "cover.src": (article) => article.cover.src,
  "cover.width": (article) => article.cover.width,
  "cover.height": (article) => article.cover.height,
};

/** A file as the messages name it: relative to the project. */
const shown = (path: string) => relative(/* turbopackIgnore: true */ process.cwd(), path);

type Heading = { id: string; text: string; level: number };

export type Article = Omit<Frontmatter, "author" | "tags"> & {
  slug: string;
  locale: Locale;
  author: InsightAuthor;
  tags: InsightTag[];
  /** The body, rendered at build (components/insights/article-body.tsx draws it). */
  body: RenderableTreeNode;
  /** The body's sections (`##`), for the table of contents, and its subsections. */
  headings: Heading[];
  words: number;
  /** The body's links to this site (`/…`), with their lines, checked against its pages. */
  links: { href: string; line: number }[];
};

/** A content file that cannot be published: one line naming the file and the field. */
export class InsightError extends Error {}

const config: Config = {
  nodes: {
    document: {
      attributes: { frontmatter: { render: false } },
      transform(node, config) {
        return new Tag("Body", {}, node.transformChildren(config));
      },
    },
    heading: {
      children: ["inline"],
      attributes: { level: { type: Number, required: true } },
      transform(node, config) {
        return new Tag("Heading", { level: node.attributes.level }, node.transformChildren(config));
      },
    },
    fence: {
      attributes: { content: { type: String }, language: { type: String } },
      transform(node) {
        const { content, language } = node.attributes as { content: string; language?: string };
        return new Tag("CodeBlock", { language, html: highlight(content, language) });
      },
    },
    table: {
      transform(node, config) {
        return new Tag("Table", {}, node.transformChildren(config));
      },
    },
  },
  tags: {
    callout: {
      render: "Callout",
      attributes: {
        type: { type: String, default: "note", matches: ["note", "tip", "warning"] },
        title: { type: String },
      },
    },
    figure: {
      render: "Figure",
      selfClosing: true,
      attributes: {
        src: { type: String, required: true, matches: /^\/(insights|illustrations)\/[\w.-]+$/ },
        alt: { type: String, required: true },
        width: { type: Number, required: true },
        height: { type: Number, required: true },
        caption: { type: String },
      },
    },
  },
};

const textOf = (node: RenderableTreeNode): string =>
  typeof node === "string"
    ? node
    : Tag.isTag(node)
      ? node.children.map(textOf).join("")
      : Array.isArray(node)
        ? node.map(textOf).join("")
        : "";

/** A heading's anchor: its words, in any script, joined by hyphens. */
const anchorOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, "-")
    .replace(/^-|-$/g, "") || "section";

const ARABIC = /\p{Script_Extensions=Arabic}/u;
/** Arabic letters, and the spaces and marks between them: one run of Arabic words. */
const ARABIC_RUN =
  /\p{Script_Extensions=Arabic}(?:[\p{Script_Extensions=Arabic}\p{M}\s]*\p{Script_Extensions=Arabic})?/gu;

/** A text's Arabic runs as spans marked Arabic, right to left (the language of parts, WCAG 3.1.2). */
function markArabic(text: string): RenderableTreeNode[] {
  const parts: RenderableTreeNode[] = [];
  let last = 0;
  for (const run of text.matchAll(ARABIC_RUN)) {
    parts.push(text.slice(last, run.index), new Tag("span", { lang: "ar", dir: "rtl" }, [run[0]]));
    last = run.index + run[0].length;
  }
  parts.push(text.slice(last));
  return parts.filter((part) => part !== "");
}

/**
 * Gives every heading a unique id and lists the sections and subsections, and puts the words the
 * body's parts need in the article's language on them (components/insights/article-body.tsx).
 * The language of its parts is marked: Arabic words in an English article, and code (its
 * comments are English) in an Arabic one unless it holds Arabic.
 */
function decorate(body: RenderableTreeNode, locale: Locale): Heading[] {
  const copy = insightsCopy[locale];
  const headings: Heading[] = [];
  const used = new Map<string, number>();
  const visit = (node: RenderableTreeNode) => {
    // (A run of Arabic words this walk marked is done.)
    if (!Tag.isTag(node) || node.attributes.lang) return;
    if (node.name === "Heading") {
      const text = textOf(node).trim();
      const base = anchorOf(text);
      const seen = used.get(base) ?? 0;
      used.set(base, seen + 1);
      node.attributes.id = seen ? `${base}-${seen + 1}` : base;
      node.attributes.text = text;
      node.attributes.anchorLabel = copy.article.anchor(text);
      headings.push({ id: node.attributes.id, text, level: node.attributes.level });
    }
    if (node.name === "Callout")
      node.attributes.label = copy.callout[node.attributes.type as "note"];
    // Each table is a scrollable region, named by its columns so that no two share a name.
    if (node.name === "Table") {
      const head = node.children.find((child) => Tag.isTag(child) && child.name === "thead");
      const columns = Tag.isTag(head)
        ? head.children.flatMap((row) => (Tag.isTag(row) ? row.children : []))
        : [];
      node.attributes.label = `${copy.article.table}: ${columns.map((cell) => textOf(cell).trim()).join(listSeparator[locale])}`;
    }
    if (node.name === "CodeBlock") {
      node.attributes.label = copy.article.code(node.attributes.language);
      if (locale !== "en" && !ARABIC.test(node.attributes.html)) node.attributes.codeLang = "en";
    }
    if (locale === "en")
      node.children = node.children.flatMap((child) =>
        typeof child === "string" && ARABIC.test(child) ? markArabic(child) : [child],
      );
    node.children.forEach(visit);
  };
  visit(body);
  return headings;
}

/** Reads one language of one article; every fault is an InsightError naming the file and field. */
function readArticle(dir: string, slug: string, locale: Locale): Article {
  const path = join(dir, slug, `${locale}.mdoc`);
  if (!existsSync(path))
    throw new InsightError(
      `${shown(path)}: translation: missing: every article needs en.mdoc and ar.mdoc`,
    );
  return parseArticle(readFileSync(path, "utf8"), { file: shown(path), slug, locale });
}

/**
 * One language of an article from its file's text. Its cover's files are checked under public/,
 * unless `previewing` (a draft's cover is still the editor's).
 */
export function parseArticle(
  text: string,
  {
    file,
    slug,
    locale,
    previewing = false,
  }: { file: string; slug: string; locale: Locale; previewing?: boolean },
): Article {
  const fail = (field: string, message: string): never => {
    throw new InsightError(`${file}: ${field}: ${message}`);
  };
  const lines = text.split("\n");
  const hiddenAt = lines.findIndex((line) => hiddenCharacter(line));
  if (hiddenAt !== -1)
    fail(
      `line ${hiddenAt + 1}`,
      `holds ${hiddenCharacter(lines[hiddenAt]!)}, a control character or a direction override, which readers never see but which reverses or breaks the text around it: remove it`,
    );
  const ast: Node = Markdoc.parse(text);
  let raw: unknown;
  try {
    raw = parseYaml(String(ast.attributes.frontmatter ?? "")) ?? {};
  } catch (error) {
    fail("frontmatter", (error as Error).message.split("\n")[0]!);
  }
  const parsed = frontmatterSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    fail(issue.path.join(".") || "frontmatter", issue.message);
  }
  const meta = parsed.data!;
  if (meta.updated < meta.published) fail("updated", "is earlier than published");
  for (const { src } of previewing ? [] : coverVariants(meta.cover))
    if (!existsSync(join(publicDir(), src))) fail("cover.src", `no file public${src}`);
  const errors = Markdoc.validate(ast, config).filter((error) => error.error.level !== "debug");
  for (const { lines, error } of errors) fail(`line ${(lines[0] ?? 0) + 1}`, error.message);
  for (const node of ast.walk()) {
    // A figure's files, as a cover's: a photo in every size and format.
    if (node.tag === "figure" && !previewing) {
      const { src, width, height } = node.attributes as Cover;
      for (const variant of coverVariants({ src, width, height }))
        if (!existsSync(join(publicDir(), variant.src)))
          fail(`line ${(node.lines[0] ?? 0) + 1}`, `figure: no file public${variant.src}`);
    }
    if (node.type === "heading" && node.attributes.level === 1)
      fail(
        `line ${(node.lines[0] ?? 0) + 1}`,
        "the title is the page's only level-1 heading: use ## for sections",
      );
    // A column without a name is a column a screen reader cannot announce.
    if (
      node.type === "th" &&
      ![...node.walk()].some(
        (child) => child.type === "text" && String(child.attributes.content).trim(),
      )
    )
      fail(`line ${(node.lines[0] ?? 0) + 1}`, "a table's header cell is empty: name the column");
    if (
      node.type === "fence" &&
      node.attributes.language &&
      !HIGHLIGHTED_LANGUAGES.has(node.attributes.language)
    )
      fail(
        `line ${(node.lines[0] ?? 0) + 1}`,
        `code language "${node.attributes.language}" is not one of ${[...HIGHLIGHTED_LANGUAGES].join(", ")}`,
      );
  }
  const body = Markdoc.transform(ast, config);
  const headings = decorate(body, locale);
  return {
    ...meta,
    author: meta.author as InsightAuthor,
    tags: meta.tags as InsightTag[],
    slug,
    locale,
    body,
    headings,
    words: articleWords(ast),
    links: siteLinks(text),
  };
}

/** Every article of a folder in both languages, newest first; throws an InsightError on the first bad file. */
export function readInsights(dir: string): Record<Locale, Article[]> {
  const slugs = readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
  const byLocale: Record<Locale, Article[]> = { en: [], ar: [] };
  for (const slug of slugs) {
    if (!ARTICLE_SLUG.test(slug) || RESERVED_SLUGS.includes(slug))
      throw new InsightError(
        `${shown(join(dir, slug))}: slug: must be lower-case words joined by hyphens, and not ${RESERVED_SLUGS.join(", ")}`,
      );
    const [en, ar] = locales.map((locale) => readArticle(dir, slug, locale)) as [Article, Article];
    for (const [field, value] of Object.entries(SHARED))
      if (JSON.stringify(value(en)) !== JSON.stringify(value(ar)))
        throw new InsightError(
          `${shown(join(dir, slug, "ar.mdoc"))}: ${field}: differs from en.mdoc`,
        );
    byLocale.en.push(en);
    byLocale.ar.push(ar);
  }
  checkLinks(dir, byLocale);
  const newestFirst = (a: Article, b: Article) =>
    b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug);
  for (const locale of locales) byLocale[locale].sort(newestFirst);
  return byLocale;
}

/**
 * Every link of every article to this site leads to one of its pages, in either language (a
 * fragment or a query aside), or to an article's former address, which redirects to it: a
 * mistyped or removed page is refused before it is published.
 */
function checkLinks(dir: string, byLocale: Record<Locale, Article[]>) {
  const articles = [...byLocale.en, ...byLocale.ar];
  const isPage = sitePages(articles, Object.keys(readInsightRedirects()));
  for (const article of articles)
    for (const { href, line } of article.links) {
      if (isPage(href)) continue;
      throw new InsightError(
        `${shown(join(dir, article.slug, `${article.locale}.mdoc`))}: line ${line}: links to ${href}, which is no page of this site: link to a page that exists`,
      );
    }
}

let loaded: Record<Locale, Article[]> | undefined;

/** The site's articles (content/insights, or INSIGHTS_DIR), read once per process. */
export const allArticles = () => (loaded ??= readInsights(insightsDir()));

export const articlesIn = (locale: Locale) => allArticles()[locale];

export const findArticle = (locale: Locale, slug: string) =>
  articlesIn(locale).find((article) => article.slug === slug);

/** The article's path in English; `localizePath` gives its Arabic one. */
export const articleHref = (slug: string) => `/insights/${slug}`;
export const tagHref = (tag: InsightTag) => `/insights/tag/${tag}`;
/** A list's page: the first is the list's own path, the others under /page/{n}. */
export const listPageHref = (base: string, page: number) =>
  page === 1 ? base : `${base}/page/${page}`;

export const pageCount = (count: number) => Math.max(1, Math.ceil(count / PAGE_SIZE));

export const pageOf = <T>(items: T[], page: number) =>
  items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

/** The tags that have articles, in the taxonomy's order. */
export const usedTags = () =>
  (Object.keys(insightTags) as InsightTag[]).filter((tag) =>
    articlesIn("en").some((article) => article.tags.includes(tag)),
  );

export const articlesTagged = (locale: Locale, tag: InsightTag) =>
  articlesIn(locale).filter((article) => article.tags.includes(tag));

/** Up to three articles about a service or a case study, newest first. */
export const relatedArticles = (
  locale: Locale,
  about: { service: string } | { caseStudy: string },
) =>
  articlesIn(locale)
    .filter((article) =>
      "service" in about
        ? (article.services as string[]).includes(about.service)
        : (article.caseStudies as string[]).includes(about.caseStudy),
    )
    .slice(0, 3);

/**
 * Every Insights page by its English path, with the date it last changed (the sitemap's lastmod):
 * the lists and their pages, each tag's pages, each article.
 */
export function insightRoutes(): { path: string; lastModified: string }[] {
  const articles = articlesIn("en");
  const newest = (list: Article[]) =>
    list.reduce((latest, article) => (article.updated > latest ? article.updated : latest), "");
  const lists = (base: string, list: Article[]) =>
    Array.from({ length: pageCount(list.length) }, (_, index) => ({
      path: listPageHref(base, index + 1),
      lastModified: newest(pageOf(list, index + 1)),
    }));
  return [
    ...lists("/insights", articles),
    ...usedTags().flatMap((tag) => lists(tagHref(tag), articlesTagged("en", tag))),
    ...articles.map((article) => ({
      path: articleHref(article.slug),
      lastModified: article.updated,
    })),
  ];
}

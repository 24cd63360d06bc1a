// An article as the editor holds it (one entry, both languages) and as the site reads it
// (content/insights/{slug}/{en,ar}.mdoc). Written out deterministically, key by key in one order,
// so that an import followed by an export gives back the same bytes, and a publish's commit shows
// only what changed.
import { parse as parseYaml } from "yaml";

export const ARTICLE_LOCALES = ["en", "ar"] as const;
export type ArticleLocale = (typeof ARTICLE_LOCALES)[number];

/** What differs between an article's languages. */
type ArticleText = { title: string; description: string; coverAlt: string; body: string };

/** An article in both languages: the editor's `insights` entry, its cover as a site path. */
export type ArticleEntry = {
  slug: string;
  published: string;
  updated: string;
  author: string;
  tags: string[];
  coverSrc: string;
  services: string[];
  caseStudies: string[];
  text: Record<ArticleLocale, ArticleText>;
};

const FRONTMATTER = /^---\n([\s\S]*?)\n---\n\n?([\s\S]*)$/;

/** A string as the files write it: double-quoted, escaped as JSON (a subset of YAML's quoting). */
const quoted = (text: string) => JSON.stringify(text);
const list = (items: string[]) => `[${items.join(", ")}]`;

/** The file `content/insights/{slug}/{locale}.mdoc` for one language of an article. */
export function articleFile(entry: ArticleEntry, locale: ArticleLocale) {
  const text = entry.text[locale];
  return [
    "---",
    `title: ${quoted(text.title)}`,
    `description: ${quoted(text.description)}`,
    `published: ${entry.published}`,
    `updated: ${entry.updated}`,
    `author: ${entry.author}`,
    `tags: ${list(entry.tags)}`,
    "cover:",
    `  src: ${entry.coverSrc}`,
    `  alt: ${quoted(text.coverAlt)}`,
    `services: ${list(entry.services)}`,
    `caseStudies: ${list(entry.caseStudies)}`,
    "---",
    "",
    `${text.body.trim()}\n`,
  ].join("\n");
}

const asDate = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

/** Reads an article's two files back into one entry (the import). */
export function articleEntry(slug: string, files: Record<ArticleLocale, string>): ArticleEntry {
  const read = (locale: ArticleLocale) => {
    const match = FRONTMATTER.exec(files[locale]);
    if (!match) throw new Error(`content/insights/${slug}/${locale}.mdoc: no frontmatter`);
    const data = parseYaml(match[1]!) as Record<string, unknown> & {
      cover: { src: string; alt: string };
    };
    return { data, body: match[2]!.trim() };
  };
  const en = read("en");
  const text = (locale: ArticleLocale): ArticleText => {
    const { data, body } = locale === "en" ? en : read(locale);
    return {
      title: String(data.title),
      description: String(data.description),
      coverAlt: data.cover.alt,
      body,
    };
  };
  const strings = (value: unknown) => ((value ?? []) as unknown[]).map(String);
  return {
    slug,
    published: asDate(en.data.published),
    updated: asDate(en.data.updated),
    author: String(en.data.author),
    tags: strings(en.data.tags),
    coverSrc: en.data.cover.src,
    services: strings(en.data.services),
    caseStudies: strings(en.data.caseStudies),
    text: { en: text("en"), ar: text("ar") },
  };
}

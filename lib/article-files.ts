// An article as the editor holds it (one entry, both languages) and as the site reads it
// (content/insights/{slug}/{en,ar}.mdoc). Written out deterministically, key by key in one order,
// so that an import followed by an export gives back the same bytes, and a publish's commit shows
// only what changed.
import { parse as parseYaml } from "yaml";
import { COVER_WIDTHS, sizeName, type Cover, type CoverVariant } from "./cover-images";
import { lexicalToMarkdoc, type EditorStateJSON } from "./markdoc-lexical";

/** An article's slug: lower-case words joined by hyphens. */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Path segments under /insights that are pages of their own, so no article may take them. */
export const RESERVED_SLUGS = ["page", "tag", "draft", "feed.xml"];

export const ARTICLE_LOCALES = ["en", "ar"] as const;
export type ArticleLocale = (typeof ARTICLE_LOCALES)[number];

/** What differs between an article's languages. */
type ArticleText = { title: string; description: string; coverAlt: string; body: string };

/** An article in both languages: the editor's `insights` entry, its cover as the site names it. */
export type ArticleEntry = {
  slug: string;
  published: string;
  updated: string;
  author: string;
  tags: string[];
  cover: Cover;
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
    `  src: ${entry.cover.src}`,
    ...(entry.cover.width
      ? [`  width: ${entry.cover.width}`, `  height: ${entry.cover.height}`]
      : []),
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
      cover: Cover & { alt: string };
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
    cover: {
      src: en.data.cover.src,
      ...(en.data.cover.width && { width: en.data.cover.width, height: en.data.cover.height }),
    },
    services: strings(en.data.services),
    caseStudies: strings(en.data.caseStudies),
    text: { en: text("en"), ar: text("ar") },
  };
}

type Localised<T> = Record<string, T | undefined>;

/** An uploaded image as the editor's REST API gives it. */
export type StoredMedia = {
  filename: string;
  mimeType: string;
  alt: Localised<string>;
  sizes?: Record<
    string,
    { filename?: string | null; width?: number | null; height?: number | null }
  >;
};

/** An article as the editor's REST API gives it, in every language (`locale=all`, `depth=1`). */
export type StoredArticle = {
  slug: string;
  /** The slugs it was published under before (content/insight-redirects.json). */
  formerSlugs?: string[] | null;
  published: string;
  updated?: string | null;
  author: string;
  tags: string[];
  services: string[];
  caseStudies?: string[] | null;
  cover?: StoredMedia | null;
  title: Localised<string>;
  description: Localised<string>;
  /** The visual editor's value (lib/markdoc-lexical.ts). */
  body: Localised<EditorStateJSON>;
};

/** The editor's file of one of a cover's files: a photo's size, or a drawing itself. */
export const storedFile = (
  media: Pick<StoredMedia, "filename" | "sizes">,
  variant: CoverVariant,
) =>
  variant.size
    ? media.sizes?.[sizeName(variant.size.width, variant.size.format)]?.filename
    : media.filename;

/** A photo as the site names it, `{name}.webp`, with the width and height of its largest size. */
function photo(name: string, media: StoredMedia): Cover {
  const largest = media.sizes?.[sizeName(COVER_WIDTHS.at(-1)!, "webp")];
  return {
    src: `/insights/${name}.webp`,
    width: largest?.width ?? undefined,
    height: largest?.height ?? undefined,
  };
}

/**
 * The cover of the article `slug` as the site will name it: a drawing as it is, a photo by its
 * largest size (lib/cover-images.ts).
 */
export function coverOf(slug: string, media: StoredMedia): Cover {
  if (media.mimeType === "image/svg+xml") return { src: `/insights/${slug}.svg` };
  return photo(slug, media);
}

/** The name of the photo `id` of the editor's media in the body of the article `slug`. */
export const bodyPhotoName = (slug: string, id: number | string) => `${slug}.photo-${id}`;

/** A photo in a body as the editor holds it: its image (the media itself, at depth 1) and caption. */
type StoredFigure = {
  id: string;
  blockName?: string;
  blockType: "figure";
  image?: (StoredMedia & { id: number | string }) | number | string | null;
  caption?: string | null;
};
type Tree = { type?: string; fields?: { blockType?: string }; children?: Tree[] };

/** The ids in the editor's media of the photos in a body, in one language or every one (`{ en, ar }`). */
export function photosIn(body: unknown): (number | string)[] {
  const found: (number | string)[] = [];
  const walk = (node: Tree | undefined) => {
    const image =
      node?.fields?.blockType === "figure" ? (node.fields as StoredFigure).image : undefined;
    if (image != null) found.push(typeof image === "object" ? image.id : image);
    node?.children?.forEach(walk);
  };
  const values =
    body && typeof body === "object" && !("root" in body) ? Object.values(body) : [body];
  for (const value of values) walk((value as { root?: Tree } | null)?.root);
  return found;
}

/** The editor's media by id: the photos of a body, read in every language. */
export type Photos = Map<string, StoredMedia>;

/**
 * The Markdoc of a body as the editor holds it, each photo in it named as the site publishes it,
 * its alt text the image's description in the body's language. A photo is read from `photos`, or
 * as the body holds it (populated at depth 1, in one language); one read as an id only is named
 * without its size.
 */
export function bodyMarkdoc(
  body: EditorStateJSON,
  slug: string,
  locale: ArticleLocale,
  photos: Photos = new Map(),
): string {
  const figure = ({ id, blockName, image, caption }: StoredFigure) => {
    const key = (typeof image === "object" ? image?.id : image) ?? "none";
    const media = photos.get(String(key)) ?? (typeof image === "object" ? image : null);
    const {
      src,
      width = 0,
      height = 0,
    } = media
      ? photo(bodyPhotoName(slug, key), media)
      : { src: `/insights/${bodyPhotoName(slug, key)}.webp` };
    // (Populated in a body, a photo's description is the one language it was read in.)
    const described = media?.alt as Localised<string> | string | undefined;
    const alt = typeof described === "string" ? described : (described?.[locale] ?? "");
    return { id, blockName, blockType: "figure", src, alt, width, height, caption: caption ?? "" };
  };
  const map = (node: Tree): Tree =>
    node.type === "block" && node.fields?.blockType === "figure"
      ? { ...node, fields: figure(node.fields as StoredFigure) }
      : node.children
        ? { ...node, children: node.children.map(map) }
        : node;
  return lexicalToMarkdoc({ root: map(body.root as Tree) as EditorStateJSON["root"] });
}

const day = (value: string) => value.slice(0, 10);

/**
 * An article as the editor holds it, as its files will have it: what the export writes, and what
 * the preview instance shows of a draft. A draft without a cover has an empty one, which the
 * site's check names.
 */
export function storedArticleEntry(
  stored: Record<string, unknown>,
  photos: Photos = new Map(),
): ArticleEntry {
  const doc = stored as StoredArticle;
  return {
    slug: doc.slug,
    published: day(doc.published ?? ""),
    updated: day(doc.updated ?? doc.published ?? ""),
    author: doc.author,
    tags: doc.tags ?? [],
    cover: doc.cover ? coverOf(doc.slug, doc.cover) : { src: "" },
    services: doc.services ?? [],
    caseStudies: doc.caseStudies ?? [],
    text: Object.fromEntries(
      ARTICLE_LOCALES.map((locale) => [
        locale,
        {
          title: doc.title?.[locale] ?? "",
          description: doc.description?.[locale] ?? "",
          coverAlt: doc.cover?.alt?.[locale] ?? "",
          // None yet is empty, which the site's check names.
          body: doc.body?.[locale] ? bodyMarkdoc(doc.body[locale], doc.slug, locale, photos) : "",
        },
      ]),
    ) as ArticleEntry["text"],
  };
}

import "server-only";
import { draftMode } from "next/headers";
import { cache } from "react";
import type { z } from "zod";
import type { Locale } from "@/content/locales";
import Markdoc, { type RenderableTreeNode } from "@markdoc/markdoc";
import {
  articleFile,
  photosIn,
  storedArticleEntry,
  type Photos,
  type StoredMedia,
} from "@/lib/article-files";
import { toFile } from "@/lib/editor-entries";
import { InsightError, parseArticle, type Article } from "@/lib/insights";
import { getConfig } from "@/server/config";

/**
 * On the editor's preview instance (PREVIEW_SECRET set), in draft mode: the editor's latest drafts
 * of a collection's entries, as its REST API gives them (`query` picks them). Null on a public
 * instance and outside draft mode.
 */
async function editorDrafts(
  collection: "case-studies" | "service-pages" | "insights" | "testimonials" | "faq" | "media",
  query: Record<string, string>,
): Promise<Record<string, unknown>[] | null> {
  const { PREVIEW_SECRET, CMS_URL } = getConfig();
  if (!PREVIEW_SECRET || !CMS_URL || !(await draftMode()).isEnabled) return null;
  const url = new URL(`/api/${collection}`, CMS_URL);
  for (const [name, value] of Object.entries({ draft: "true", depth: "0", ...query }))
    url.searchParams.set(name, value);
  const response = await fetch(url, {
    headers: { "X-Preview-Secret": PREVIEW_SECRET },
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`The editor answered ${response.status} for ${url.pathname}`);
  return ((await response.json()) as { docs: Record<string, unknown>[] }).docs;
}

/** The latest draft of the entry `slug`, in one language or all; null as for `editorDrafts`, or if none. */
export async function editorDraft(
  collection: "case-studies" | "service-pages" | "insights",
  slug: string,
  { locale, depth }: { locale: Locale | "all"; depth: 0 | 1 },
) {
  const docs = await editorDrafts(collection, {
    "where[slug][equals]": slug,
    locale,
    depth: String(depth),
    limit: "1",
  });
  return docs?.[0] ?? null;
}

/** A file the editor holds (an uploaded image), fetched for the preview instance. */
export async function editorFile(filename: string) {
  const { PREVIEW_SECRET, CMS_URL } = getConfig();
  return fetch(new URL(`/api/media/file/${encodeURIComponent(filename)}`, CMS_URL), {
    headers: { "X-Preview-Secret": PREVIEW_SECRET! },
    cache: "no-store",
  });
}

/**
 * The latest draft of a page, as its data file will hold it once published; null where
 * `editorDraft` is, and for a draft the site's build would refuse (the published page is shown).
 */
export async function previewDraft<T>(
  collection: "case-studies" | "service-pages",
  locale: Locale,
  slug: string,
  schema: z.ZodType<T>,
): Promise<T | null> {
  const doc = await editorDraft(collection, slug, { locale, depth: 0 });
  if (!doc) return null;
  const draft = schema.safeParse(toFile(schema, doc));
  return draft.success ? draft.data : null;
}

/**
 * A list's entries (testimonials, questions) with their latest drafts, new ones too, in order, as
 * its data file will hold them once published; null where `editorDrafts` is, and for a list the
 * site's build would refuse (the published one is shown).
 */
export async function previewList<T>(
  collection: "testimonials" | "faq",
  locale: Locale,
  schema: z.ZodType,
  listSchema: z.ZodType<T[]>,
): Promise<T[] | null> {
  const docs = await editorDrafts(collection, { locale, sort: "order", limit: "0" });
  if (!docs) return null;
  const list = listSchema.safeParse(docs.map((doc) => toFile(schema, doc)));
  return list.success ? list.data : null;
}

/**
 * The photos of a body, as the editor holds them in every language; null where `editorDrafts` is.
 */
export async function editorPhotos(body: unknown): Promise<Photos | null> {
  const ids = photosIn(body);
  if (ids.length === 0) return new Map();
  const docs = await editorDrafts("media", {
    "where[id][in]": ids.join(","),
    locale: "all",
    limit: "0",
  });
  return docs && new Map(docs.map((doc) => [String(doc.id), doc as unknown as StoredMedia]));
}

/** The site's names of a draft's images, as the preview instance serves them (app/preview/cover). */
function fromEditor(node: RenderableTreeNode): RenderableTreeNode {
  if (!Markdoc.Tag.isTag(node)) return node;
  const src = node.name === "Figure" ? String(node.attributes.src) : "";
  const attributes = src.startsWith("/insights/")
    ? { ...node.attributes, src: src.replace(/^\/insights\//, "/preview/cover/") }
    : node.attributes;
  return new Markdoc.Tag(node.name, attributes, node.children.map(fromEditor));
}

/**
 * The latest draft of an article, published or not yet, as the site will build it from the file
 * the editor will write; its cover and photos from the editor (app/preview/cover). What the build
 * would refuse is the `problem`, in the build's words. Once per request (the page and its metadata).
 */
export const previewArticle = cache(
  async (
    locale: Locale,
    slug: string,
  ): Promise<{ article: Article } | { problem: string } | null> => {
    const doc = await editorDraft("insights", slug, { locale: "all", depth: 1 });
    if (!doc) return null;
    const photos = (await editorPhotos(doc.body)) ?? new Map();
    try {
      const article = parseArticle(articleFile(storedArticleEntry(doc, photos), locale), {
        file: `the draft of ${slug}, ${locale === "ar" ? "Arabic" : "English"}`,
        slug,
        locale,
        previewing: true,
      });
      const src = article.cover.src.replace(/^\/insights\//, "/preview/cover/");
      return {
        article: { ...article, cover: { ...article.cover, src }, body: fromEditor(article.body) },
      };
    } catch (error) {
      if (error instanceof InsightError) return { problem: error.message };
      throw error;
    }
  },
);

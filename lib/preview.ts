import "server-only";
import { draftMode } from "next/headers";
import { cache } from "react";
import type { z } from "zod";
import type { Locale } from "@/content/locales";
import { articleFile, storedArticleEntry } from "@/lib/article-files";
import { toFile } from "@/lib/editor-entries";
import { InsightError, parseArticle, type Article } from "@/lib/insights";
import { getConfig } from "@/server/config";

type DraftQuery = { locale: Locale | "all"; depth: 0 | 1 };

/**
 * On the editor's preview instance (PREVIEW_SECRET set), in draft mode: the editor's latest draft
 * of an entry, as its REST API gives it. Null on a public instance, outside draft mode, and for an
 * entry the editor does not hold.
 */
export async function editorDraft(
  collection: "case-studies" | "service-pages" | "insights",
  slug: string,
  { locale, depth }: DraftQuery,
): Promise<Record<string, unknown> | null> {
  const { PREVIEW_SECRET, CMS_URL } = getConfig();
  if (!PREVIEW_SECRET || !CMS_URL || !(await draftMode()).isEnabled) return null;
  const url = new URL(`/api/${collection}`, CMS_URL);
  url.searchParams.set("where[slug][equals]", slug);
  url.searchParams.set("draft", "true");
  url.searchParams.set("locale", locale);
  url.searchParams.set("depth", String(depth));
  url.searchParams.set("limit", "1");
  const response = await fetch(url, {
    headers: { "X-Preview-Secret": PREVIEW_SECRET },
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`The editor answered ${response.status} for ${url.pathname}`);
  const [doc] = ((await response.json()) as { docs: Record<string, unknown>[] }).docs;
  return doc ?? null;
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
 * The latest draft of an article, published or not yet, as the site will build it from the file
 * the editor will write; its cover from the editor (app/preview/cover). What the build would
 * refuse is the `problem`, in the build's words. Once per request (the page and its metadata).
 */
export const previewArticle = cache(
  async (
    locale: Locale,
    slug: string,
  ): Promise<{ article: Article } | { problem: string } | null> => {
    const doc = await editorDraft("insights", slug, { locale: "all", depth: 1 });
    if (!doc) return null;
    try {
      const article = parseArticle(articleFile(storedArticleEntry(doc), locale), {
        file: `the draft of ${slug}, ${locale === "ar" ? "Arabic" : "English"}`,
        slug,
        locale,
        previewing: true,
      });
      const src = article.cover.src.replace(/^\/insights\//, "/preview/cover/");
      return { article: { ...article, cover: { ...article.cover, src } } };
    } catch (error) {
      if (error instanceof InsightError) return { problem: error.message };
      throw error;
    }
  },
);

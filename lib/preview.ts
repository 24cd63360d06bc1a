import "server-only";
import { draftMode } from "next/headers";
import type { z } from "zod";
import type { Locale } from "@/content/locales";
import { toFile } from "@/lib/editor-entries";
import { getConfig } from "@/server/config";

/**
 * On the editor's preview instance (PREVIEW_SECRET set), in draft mode: the editor's latest draft
 * of a page, as its data file will hold it once published. Null on a public instance, outside
 * draft mode, and for a draft the site's build would refuse (the published page is shown then).
 */
export async function previewDraft<T>(
  collection: "case-studies" | "service-pages",
  locale: Locale,
  slug: string,
  schema: z.ZodType<T>,
): Promise<T | null> {
  const { PREVIEW_SECRET, CMS_URL } = getConfig();
  if (!PREVIEW_SECRET || !CMS_URL || !(await draftMode()).isEnabled) return null;
  const url = new URL(`/api/${collection}`, CMS_URL);
  url.searchParams.set("where[slug][equals]", slug);
  url.searchParams.set("draft", "true");
  url.searchParams.set("locale", locale);
  url.searchParams.set("depth", "0");
  url.searchParams.set("limit", "1");
  const response = await fetch(url, {
    headers: { "X-Preview-Secret": PREVIEW_SECRET },
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`The editor answered ${response.status} for ${url.pathname}`);
  const [doc] = ((await response.json()) as { docs: unknown[] }).docs;
  const draft = schema.safeParse(toFile(schema, doc));
  return draft.success ? draft.data : null;
}

import { notFound } from "next/navigation";
import type { Metadata } from "next";
import { Container } from "@/components/ui/container";
import { insightsCopy } from "@/content/insights/copy";
import type { Locale } from "@/content/locales";
import { previewArticle } from "@/lib/preview";
import { articleMetadata, InsightArticle } from "./insight-page";

export type DraftParams = { params: Promise<{ slug: string }> };

const NOT_INDEXED = { robots: { index: false, follow: false } } satisfies Metadata;

export async function draftInsightMetadata(locale: Locale, { params }: DraftParams) {
  const draft = await previewArticle(locale, (await params).slug);
  return draft && "article" in draft
    ? { ...articleMetadata(locale, draft.article), ...NOT_INDEXED }
    : NOT_INDEXED;
}

/**
 * An article as the editor's latest draft has it, published or not yet: on the preview instance,
 * in draft mode (the editor's Preview). A draft the build would refuse shows why, as the build
 * would say it.
 */
export async function DraftInsightPage({ locale, params }: DraftParams & { locale: Locale }) {
  const draft = await previewArticle(locale, (await params).slug);
  if (!draft) notFound();
  if ("article" in draft) return <InsightArticle locale={locale} article={draft.article} />;
  return (
    <Container className="py-16 sm:py-24">
      <h1 className="text-3xl font-semibold tracking-tight">{insightsCopy[locale].draftRefused}</h1>
      <p className="mt-6 max-w-3xl text-lg leading-relaxed text-muted" dir="ltr">
        {draft.problem}
      </p>
    </Container>
  );
}

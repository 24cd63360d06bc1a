import { notFound } from "next/navigation";
import { CaseStudyTemplate } from "@/components/case-study/case-study-template";
import { caseStudyHref } from "@/content/case-studies";
import { findCaseStudy } from "@/content/case-study-routes";
import { caseStudyPageSchema } from "@/content/case-study.schema";
import type { Locale } from "@/content/locales";
import { constructMetadata } from "@/lib/metadata";
import { previewDraft } from "@/lib/preview";

export type CaseStudyParams = { params: Promise<{ caseStudy: string }> };

export async function caseStudyMetadata(locale: Locale, { params }: CaseStudyParams) {
  const segment = (await params).caseStudy;
  const found = findCaseStudy(segment, locale);
  if (!found) return {};
  return constructMetadata({
    locale,
    title: found.study.metaTitle,
    description: found.study.metaDescription,
    keywords: found.study.keywords,
    path: caseStudyHref(found.card),
    image: segment,
    type: "article",
  });
}

export async function CaseStudyPage({ locale, params }: CaseStudyParams & { locale: Locale }) {
  const found = findCaseStudy((await params).caseStudy, locale);
  if (!found) notFound();
  const draft = await previewDraft("case-studies", locale, found.study.slug, caseStudyPageSchema);
  return <CaseStudyTemplate card={found.card} study={draft ?? found.study} locale={locale} />;
}

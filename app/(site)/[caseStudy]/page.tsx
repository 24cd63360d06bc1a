import { notFound } from "next/navigation";
import { CaseStudyTemplate } from "@/components/case-study/case-study-template";
import { caseStudyHref } from "@/content/case-studies";
import { caseStudySegments, findCaseStudy } from "@/content/case-study-routes";
import { constructMetadata } from "@/lib/metadata";

type Props = { params: Promise<{ caseStudy: string }> };

// The five studies are the only single-segment routes here; any other path is a 404.
export const dynamicParams = false;
export const generateStaticParams = caseStudySegments;

export async function generateMetadata({ params }: Props) {
  const found = findCaseStudy((await params).caseStudy, "en");
  if (!found) return {};
  const path = caseStudyHref(found.card);
  return constructMetadata({
    title: found.study.metaTitle,
    description: found.study.metaDescription,
    keywords: found.study.keywords,
    path,
    image: `/og/${(await params).caseStudy}.png`,
    type: "article",
  });
}

export default async function CaseStudyPage({ params }: Props) {
  const found = findCaseStudy((await params).caseStudy, "en");
  if (!found) notFound();
  return <CaseStudyTemplate card={found.card} study={found.study} />;
}

import { OG_SIZE, ogCard } from "@/components/og-card";
import { caseStudySegments, findCaseStudy } from "@/content/case-study-routes";

export const size = OG_SIZE;
export const contentType = "image/png";
export const alt = "Deccan Softworks case study";
export const generateStaticParams = caseStudySegments;

/** Each case study's own Open Graph image, rendered at build: its title and its results. */
export default async function CaseStudyImage({
  params,
}: {
  params: Promise<{ caseStudy: string }>;
}) {
  const found = findCaseStudy((await params).caseStudy);
  return ogCard({
    kicker: found ? `Case study · ${found.study.industry}` : "Case study",
    title: found?.card.title ?? "Case study",
    footer: found
      ? found.study.impact.map((figure) => `${figure.value} ${figure.label}`).join(" · ")
      : "",
  });
}

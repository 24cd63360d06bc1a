import { ogCard } from "@/components/og-card";
import { caseStudySegments, findCaseStudy } from "@/content/case-study-routes";

/** Each case study's own Open Graph image, `/og/case-study-{slug}.png`, rendered once at build. */
export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () =>
  caseStudySegments().map(({ caseStudy }) => ({ image: `${caseStudy}.png` }));

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const found = findCaseStudy((await params).image.replace(/\.png$/, ""), "en");
  if (!found) return new Response("Not found", { status: 404 });
  return ogCard({
    kicker: `Case study · ${found.study.industry}`,
    title: found.card.title,
    footer: found.study.impact.map((figure) => `${figure.value} ${figure.label}`).join(" · "),
  });
}

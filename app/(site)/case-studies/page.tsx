import { CaseStudyCard } from "@/components/case-study/case-study-card";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { caseStudyCards } from "@/content/case-studies";
import { site } from "@/content/site";
import { constructMetadata } from "@/lib/metadata";

export const metadata = constructMetadata({
  title: "Case Studies",
  description: `How ${site.brand} built conversational AI for real estate, AI tools for teachers, an institution platform, a bilingual UAE store and a smart chemical plant, with measured results.`,
  keywords: [
    "software case studies",
    "AI case study India",
    "e-commerce case study UAE",
    "smart manufacturing case study",
  ],
  path: "/case-studies",
});

export default function CaseStudiesPage() {
  return (
    <Container className="py-10 sm:py-14">
      <Breadcrumbs trail={[{ name: "Case studies", path: "/case-studies" }]} />
      <div className="mt-10 max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">Case studies</p>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
          Software we built, and what it changed
        </h1>
        <p className="mt-5 text-lg text-muted">
          Five projects across real estate, education, retail and manufacturing: the problem, how we
          approached it, the architecture, and the results our clients measured.
        </p>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {caseStudyCards.en.map((study) => (
          <li key={study.slug} className="flex">
            <CaseStudyCard study={study} />
          </li>
        ))}
      </ul>
    </Container>
  );
}

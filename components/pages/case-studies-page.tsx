import { CaseStudyCard } from "@/components/case-study/case-study-card";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { caseStudyCards } from "@/content/case-studies";
import type { Locale } from "@/content/locales";
import { uiCopy } from "@/content/ui";
import { constructMetadata } from "@/lib/metadata";

export const caseStudiesMetadata = (locale: Locale) => {
  const { title, description, keywords } = uiCopy[locale].caseStudiesPage;
  return constructMetadata({ locale, title, description, keywords, path: "/case-studies" });
};

export function CaseStudiesPage({ locale }: { locale: Locale }) {
  const ui = uiCopy[locale];
  return (
    <Container className="py-10 sm:py-14">
      <Breadcrumbs
        locale={locale}
        trail={[{ name: ui.breadcrumbs.caseStudies, path: "/case-studies" }]}
      />
      <div className="mt-10 max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">
          {ui.caseStudiesPage.eyebrow}
        </p>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
          {ui.caseStudiesPage.heading}
        </h1>
        <p className="mt-5 text-lg text-muted">{ui.caseStudiesPage.intro}</p>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {caseStudyCards[locale].map((study) => (
          <li key={study.slug} className="flex">
            <CaseStudyCard study={study} locale={locale} />
          </li>
        ))}
      </ul>
    </Container>
  );
}

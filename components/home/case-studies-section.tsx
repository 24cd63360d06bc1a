import { CaseStudyCard } from "@/components/case-study/case-study-card";
import { LinkButton } from "@/components/ui/link-button";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { caseStudyCards } from "@/content/case-studies";
import { homeCopy } from "@/content/home";
import { localizePath, type Locale } from "@/content/locales";
import { uiCopy } from "@/content/ui";
import { HomeSectionFrame, titleId } from "./home-section-frame";

export function CaseStudies({ locale }: { locale: Locale }) {
  const { caseStudiesIntro } = homeCopy[locale];
  return (
    <HomeSectionFrame id="casestudy">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id={titleId("casestudy")}
            eyebrow={caseStudiesIntro.eyebrow}
            title={caseStudiesIntro.title}
            lead={caseStudiesIntro.lead}
          />
          <LinkButton href={localizePath(locale, "/case-studies")} variant="secondary">
            {uiCopy[locale].home.allCaseStudies}
          </LinkButton>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {caseStudyCards[locale].map((study) => (
            <li key={study.slug} className="flex" data-reveal="">
              <CaseStudyCard study={study} locale={locale} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </Container>
    </HomeSectionFrame>
  );
}

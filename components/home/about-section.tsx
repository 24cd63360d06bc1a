import { LinkButton } from "@/components/ui/link-button";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { homeCopy } from "@/content/home";
import { localizePath, type Locale } from "@/content/locales";
import { uiCopy } from "@/content/ui";
import { HomeSectionFrame, titleId } from "./home-section-frame";

export function About({ locale }: { locale: Locale }) {
  const { about } = homeCopy[locale];
  return (
    <HomeSectionFrame id="about" className="bg-night text-white">
      <Container
        className="grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:items-center"
        data-reveal=""
        data-reveal-duration="1000"
      >
        <div>
          <SectionHeading id={titleId("about")} title={about.title} />
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-white/80">
              {paragraph}
            </p>
          ))}
          <LinkButton href={localizePath(locale, "/services")} className="mt-8">
            {uiCopy[locale].home.exploreServices}
          </LinkButton>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {about.facts.map((fact) => (
            <div
              key={fact.label}
              className="flex flex-col gap-1 rounded-2xl border border-white/10 bg-white/5 p-6"
            >
              <dt className="text-sm text-white/70">{fact.label}</dt>
              <dd className="order-first text-4xl font-semibold tracking-tight">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </HomeSectionFrame>
  );
}

import { RelatedInsights } from "@/components/insights/related-insights";
import { Tag } from "@/components/ui/tag";
import { clsx } from "clsx";
import { LinkButton } from "@/components/ui/link-button";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { Illustration } from "@/components/ui/illustration";
import type { CaseStudyCard } from "@/content/case-studies";
import { caseStudyHref } from "@/content/case-studies";
import type { CaseStudyPage } from "@/content/case-study-pages";
import { localizePath, type Locale } from "@/content/locales";
import { listSeparator, site } from "@/content/site";
import { uiCopy } from "@/content/ui";
import { JsonLd, organizationRef, publisherJsonLd } from "@/lib/json-ld";

function Section({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={clsx("py-12 sm:py-16", className)}
      data-reveal=""
    >
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

const prose = "max-w-3xl space-y-4 text-lg leading-relaxed text-ink/85";

/** One case study: the sections of spec §2, rendered from one data entry. */
export function CaseStudyTemplate({
  card,
  study,
  locale,
}: {
  card: CaseStudyCard;
  study: CaseStudyPage;
  locale: Locale;
}) {
  const ui = uiCopy[locale];
  const copy = ui.caseStudy;
  const path = caseStudyHref(card);
  const facts = [
    { label: copy.facts.industry, value: study.industry },
    { label: copy.facts.region, value: study.region },
    { label: copy.facts.services, value: study.services.join(listSeparator[locale]) },
    { label: copy.facts.engagement, value: study.duration },
  ];
  return (
    <article>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Article",
          headline: card.title,
          description: study.metaDescription,
          image: `${site.url}/og/case-study-${study.slug}.png`,
          url: `${site.url}${localizePath(locale, path)}`,
          inLanguage: locale,
          about: study.industry,
          author: organizationRef,
          publisher: publisherJsonLd,
        }}
      />
      <header className="border-b border-line bg-surface">
        <Container className="pt-8 pb-14 sm:pt-10 sm:pb-20">
          <Breadcrumbs
            locale={locale}
            trail={[
              { name: ui.breadcrumbs.caseStudies, path: "/case-studies" },
              { name: card.title.split(/[:：]/)[0]!, path },
            ]}
          />
          <p className="mt-10 text-sm font-semibold tracking-wide text-accent uppercase">
            {copy.kicker} · {study.industry}
          </p>
          <h1 className="mt-3 max-w-4xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            {card.title}
          </h1>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-muted sm:text-xl">
            {study.intro}
          </p>
          <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {facts.map((fact) => (
              <div key={fact.label} className="border-s-2 border-brand-600 ps-4">
                <dt className="text-sm text-muted">{fact.label}</dt>
                <dd className="mt-1 font-medium">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </header>

      <Container>
        <div className="-mt-px pt-12 sm:pt-16">
          <Illustration
            name={`case-${study.slug}`}
            alt={study.imageAlt}
            width={800}
            height={500}
            priority
            className="rounded-3xl border border-line bg-canvas shadow-card"
          />
        </div>

        <Section id="client-overview" title={copy.sections.overview}>
          <div className={prose}>
            {study.overview.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Section>

        <Section id="core-challenges" title={copy.sections.challenges}>
          <ul className="grid gap-5 md:grid-cols-2">
            {study.challenges.map((challenge) => (
              <li
                key={challenge.title}
                className="rounded-2xl border border-line bg-canvas p-6 shadow-card"
              >
                <h3 className="font-semibold">{challenge.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{challenge.text}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="vision-to-reality" title={copy.sections.vision}>
          <ol className="relative space-y-8 border-s border-line ps-8">
            {study.phases.map((phase, index) => (
              <li key={phase.title} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute -start-[2.85rem] top-0 flex size-7 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white print:bg-canvas print:text-ink print:ring-1 print:ring-ink"
                >
                  {index + 1}
                </span>
                <h3 className="font-semibold">{phase.title}</h3>
                <p className="mt-2 max-w-3xl leading-relaxed text-muted">{phase.text}</p>
              </li>
            ))}
          </ol>
        </Section>

        <Section id="what-we-built" title={study.built.heading}>
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {study.built.items.map((item) => (
              <li key={item.title} className="rounded-2xl bg-surface p-6">
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </Section>

        {study.bilingualSample && (
          <Section id="bilingual-storefront" title={study.bilingualSample.title}>
            <div className="overflow-hidden rounded-2xl border border-line">
              <table className="w-full">
                <thead className="bg-surface text-sm text-muted">
                  <tr>
                    <th scope="col" className="px-5 py-3 text-start font-medium">
                      {copy.sampleColumns.en}
                    </th>
                    <th scope="col" className="px-5 py-3 text-right font-medium">
                      {copy.sampleColumns.ar}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {study.bilingualSample.items.map((item) => (
                    <tr key={item.en}>
                      <td lang="en" dir="ltr" className="px-5 py-4 text-start align-top">
                        {item.en}
                      </td>
                      <td lang="ar" dir="rtl" className="px-5 py-4 text-right align-top text-lg">
                        {item.ar}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Section>
        )}

        <Section id="tech-stack" title={copy.sections.techStack}>
          <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {study.techStack.map((group) => (
              <div key={group.group}>
                <dt className="text-sm font-semibold text-muted">{group.group}</dt>
                <dd className="mt-3 flex flex-wrap gap-2">
                  {group.items.map((item) => (
                    <Tag key={item} name={item} variant="outline" as="span" />
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </Section>

        <Section id="measurable-impact" title={copy.sections.impact}>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {study.impact.map((figure) => (
              <li
                key={figure.label}
                className="rounded-2xl bg-night p-8 text-white dark:ring-1 dark:ring-line print:bg-canvas print:text-ink print:ring-1 print:ring-line"
              >
                <p className="text-5xl font-semibold tracking-tight">{figure.value}</p>
                <p className="mt-3 text-white/80 print:text-muted">{figure.label}</p>
              </li>
            ))}
          </ul>
        </Section>

        <div className="grid gap-x-16 md:grid-cols-2">
          <Section id="closing-thoughts" title={copy.sections.closing}>
            <div className="space-y-4 leading-relaxed text-ink/85">
              {study.closing.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Section>
          <Section id="whats-next" title={copy.sections.next}>
            <div className="space-y-4 leading-relaxed text-ink/85">
              {study.next.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Section>
        </div>
      </Container>

      <RelatedInsights locale={locale} about={{ caseStudy: study.slug }} />

      <Container>
        <section
          aria-labelledby="case-cta-title"
          className="mt-16 mb-16 rounded-3xl bg-brand-600 px-6 py-12 text-center text-white sm:mb-24 sm:px-12 print:hidden"
        >
          <h2 id="case-cta-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {copy.cta.title}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-white/90">{copy.cta.text}</p>
          <LinkButton
            href={localizePath(locale, "/contactus")}
            variant="secondary"
            className="mt-8"
          >
            {copy.cta.button}
          </LinkButton>
        </section>
      </Container>
    </article>
  );
}

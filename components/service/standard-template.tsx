import { Check } from "lucide-react";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import type { StandardServicePage } from "@/content/service-pages";
import type { Locale } from "@/content/locales";
import { uiCopy } from "@/content/ui";
import type { Service } from "@/content/services";
import { ServiceIcon } from "./service-icon";
import { RelatedInsights } from "@/components/insights/related-insights";
import { ClosingCta, HowWeWork, ServiceCta, ServiceHero, ServiceTitle } from "./service-parts";

/** Hero, performance feature tiles, a capability card stack and a closing call to action. */
export function StandardTemplate({
  service,
  page,
  locale,
}: {
  service: Service;
  page: StandardServicePage;
  locale: Locale;
}) {
  const copy = uiCopy[locale].service;
  return (
    <>
      <ServiceHero service={service} locale={locale} columns="gap-10 lg:grid-cols-[1fr_auto]">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">
            {page.hero.eyebrow}
          </p>
          <ServiceTitle>{page.hero.title}</ServiceTitle>
          <p className="mt-6 text-lg leading-relaxed text-muted sm:text-xl">{page.hero.lead}</p>
          <div className="mt-8">
            <ServiceCta service={service} page={page} locale={locale} />
          </div>
        </div>
        <div
          aria-hidden="true"
          className="hidden size-56 items-center justify-center rounded-[2.5rem] bg-canvas text-accent-vivid shadow-lift lg:flex"
        >
          <ServiceIcon name={service.icon} className="size-24" />
        </div>
      </ServiceHero>

      <section aria-labelledby="performance" className="py-16 sm:py-24">
        <Container>
          <SectionHeading
            id="performance"
            eyebrow={copy.performance.eyebrow}
            title={copy.performance.title}
          />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {page.tiles.map((tile) => (
              <li
                key={tile.title}
                className="rounded-2xl border border-line bg-canvas p-6 shadow-card"
              >
                <span className="block h-1 w-10 rounded-full bg-brand-600" aria-hidden="true" />
                <h3 className="mt-5 font-semibold">{tile.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{tile.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="capabilities" className="pb-16 sm:pb-24" data-reveal="">
        <Container>
          <SectionHeading
            id="capabilities"
            eyebrow={copy.capabilities.eyebrow}
            title={copy.capabilities.title(service.title)}
          />
          <ul className="mt-10 grid gap-5 md:grid-cols-2">
            {page.capabilities.map((capability) => (
              <li key={capability.title} className="rounded-3xl border border-line bg-canvas p-7">
                <h3 className="text-xl font-semibold tracking-tight">{capability.title}</h3>
                <p className="mt-2 text-muted">{capability.text}</p>
                <ul className="mt-5 space-y-2.5">
                  {capability.points.map((point) => (
                    <li key={point} className="flex gap-3 text-sm">
                      <Check
                        className="mt-0.5 size-4 shrink-0 text-accent-vivid"
                        aria-hidden="true"
                      />
                      {point}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <HowWeWork page={page} locale={locale} />
      <RelatedInsights locale={locale} about={{ service: service.slug }} />
      <ClosingCta service={service} page={page} locale={locale} />
    </>
  );
}

import { Tag } from "@/components/ui/tag";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { Illustration } from "@/components/ui/illustration";
import type { ShowcaseServicePage } from "@/content/service-pages";
import type { Locale } from "@/content/locales";
import { uiCopy } from "@/content/ui";
import type { Service } from "@/content/services";
import { ServiceIcon } from "./service-icon";
import { RelatedInsights } from "@/components/insights/related-insights";
import { ClosingCta, HowWeWork, ServiceCta, ServiceHero, ServiceTitle } from "./service-parts";

/** Windows, Mobile, IoT and E-commerce: hero with two feature items, image, benefits grid, feature cards, closing CTA. */
export function ShowcaseTemplate({
  service,
  page,
  locale,
}: {
  service: Service;
  page: ShowcaseServicePage;
  locale: Locale;
}) {
  const copy = uiCopy[locale].service;
  return (
    <>
      <ServiceHero service={service} locale={locale} columns="gap-12 lg:grid-cols-2">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-accent uppercase">
            <ServiceIcon name={service.icon} className="size-4" />
            {service.title}
          </p>
          <ServiceTitle>{page.hero.title}</ServiceTitle>
          <p className="mt-6 text-lg leading-relaxed text-muted">{page.hero.lead}</p>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {page.hero.features.map((feature) => (
              <li key={feature.title} className="border-s-2 border-brand-600 ps-4">
                <h2 className="font-semibold">{feature.title}</h2>
                <p className="mt-1 text-sm leading-relaxed text-muted">{feature.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <ServiceCta service={service} page={page} locale={locale} />
          </div>
        </div>
        <Illustration
          name={page.image}
          alt={page.imageAlt}
          width={640}
          height={440}
          priority
          className="rounded-3xl"
        />
      </ServiceHero>

      <section aria-labelledby="benefits" className="py-16 sm:py-24">
        <Container>
          <SectionHeading
            id="benefits"
            eyebrow={copy.benefits.eyebrow}
            title={copy.benefits.title}
          />
          <ul className="mt-10 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
            {page.benefits.map((benefit) => (
              <li key={benefit.title}>
                <span className="block h-1 w-10 rounded-full bg-brand-600" aria-hidden="true" />
                <h3 className="mt-4 font-semibold">{benefit.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      {page.platforms && (
        <section aria-labelledby="platforms" className="pb-16 sm:pb-24" data-reveal="">
          <Container>
            <SectionHeading
              id="platforms"
              eyebrow={copy.platforms.eyebrow}
              title={copy.platforms.title}
            />
            <div className="mt-10 grid gap-5 lg:grid-cols-3">
              {page.platforms.map((platform) => (
                <section
                  key={platform.id}
                  id={platform.id}
                  aria-labelledby={`${platform.id}-title`}
                  className="rounded-3xl border border-line bg-canvas p-7 shadow-card"
                >
                  <h3 id={`${platform.id}-title`} className="text-xl font-semibold tracking-tight">
                    {platform.title}
                  </h3>
                  <p className="mt-3 leading-relaxed text-muted">{platform.text}</p>
                  <ul className="mt-5 flex flex-wrap gap-2">
                    {platform.technologies.map((technology) => (
                      <Tag key={technology} name={technology} variant="filled" />
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </Container>
        </section>
      )}

      <section aria-labelledby="features" className="pb-16 sm:pb-24" data-reveal="">
        <Container>
          <SectionHeading
            id="features"
            eyebrow={copy.features.eyebrow}
            title={copy.features.title}
          />
          <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {page.features.map((feature) => (
              <li key={feature.title} className="rounded-3xl border border-line bg-canvas p-7">
                <h3 className="text-lg font-semibold tracking-tight">{feature.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{feature.text}</p>
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

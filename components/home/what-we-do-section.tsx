import { Tag } from "@/components/ui/tag";
import { Link } from "@/components/ui/link";
import { ServiceIcon } from "@/components/service/service-icon";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { homeServices, serviceHref } from "@/content/services";
import { homeCopy } from "@/content/home";
import { localizePath, type Locale } from "@/content/locales";
import { uiCopy } from "@/content/ui";
import { HomeSectionFrame, titleId } from "./home-section-frame";

export function WhatWeDo({ locale }: { locale: Locale }) {
  const { whatWeDo } = homeCopy[locale];
  return (
    <HomeSectionFrame id="services">
      <Container>
        <SectionHeading
          id={titleId("services")}
          eyebrow={whatWeDo.eyebrow}
          title={whatWeDo.title}
          lead={whatWeDo.lead}
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {homeServices(locale).map((service) => (
            <li key={service.id} data-reveal="" data-reveal-delay="200" className="relative flex">
              <article className="group flex w-full flex-col rounded-2xl border border-line bg-canvas p-6 transition-shadow hover:shadow-lift">
                <span
                  className="flex size-11 items-center justify-center rounded-xl bg-tint text-accent"
                  aria-hidden="true"
                >
                  <ServiceIcon name={service.icon} className="size-5" />
                </span>
                <h3 className="mt-5 font-semibold">
                  <Link
                    href={localizePath(locale, serviceHref(service))}
                    className="after:absolute after:inset-0 hover:text-accent"
                  >
                    {service.title}
                  </Link>
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{service.description}</p>
                <ul
                  className="mt-auto flex flex-wrap gap-1.5 pt-4"
                  aria-label={uiCopy[locale].home.keywords}
                >
                  {service.keywords.map((keyword) => (
                    <Tag key={keyword} name={keyword} variant="quiet" />
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </HomeSectionFrame>
  );
}

import { Tag } from "@/components/ui/tag";
import { ServiceIcon } from "@/components/service/service-icon";
import { LinkButton } from "@/components/ui/link-button";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { localizePath, type Locale } from "@/content/locales";
import { servicePages } from "@/content/service-pages";
import { localizedServices, serviceHref } from "@/content/services";
import { uiCopy } from "@/content/ui";
import { constructMetadata } from "@/lib/metadata";

export const servicesMetadata = (locale: Locale) => {
  const { title, description, keywords } = uiCopy[locale].servicesPage;
  return constructMetadata({ locale, title, description, keywords, path: "/services" });
};

/** The services overview: every service with its summary, technologies and a link to its page. */
export function ServicesPage({ locale }: { locale: Locale }) {
  const ui = uiCopy[locale];
  const copy = ui.servicesPage;
  const services = localizedServices[locale];
  return (
    <>
      <div className="border-b border-line bg-surface">
        <Container className="pt-8 pb-14 sm:pb-20">
          <Breadcrumbs
            locale={locale}
            trail={[{ name: ui.breadcrumbs.services, path: "/services" }]}
          />
          <p className="mt-12 text-sm font-semibold tracking-wide text-accent uppercase">
            {copy.eyebrow}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            {copy.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted">{copy.intro}</p>
          <nav aria-label={copy.onThisPage} className="mt-10">
            <ul className="flex flex-wrap gap-2">
              {services.map((service) => (
                <li key={service.slug}>
                  <a
                    href={`#${service.anchor}`}
                    className="inline-block rounded-full border border-line bg-canvas px-3 py-1.5 text-sm hover:border-brand-600 hover:text-accent"
                  >
                    {service.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
      <Container className="divide-y divide-line">
        {services.map((service) => {
          const page = servicePages[locale][service.slug];
          return (
            <section
              key={service.slug}
              id={service.anchor}
              aria-labelledby={`${service.anchor}-title`}
              // Focusable, so that its link on this page moves focus here rather than dropping it.
              tabIndex={-1}
              className="grid gap-6 py-12 focus:outline-none sm:py-14 lg:grid-cols-[auto_1fr_auto] lg:items-start lg:gap-10"
            >
              <span
                className="flex size-14 items-center justify-center rounded-2xl bg-tint text-accent"
                aria-hidden="true"
              >
                <ServiceIcon name={service.icon} className="size-7" />
              </span>
              <div className="max-w-2xl">
                <h2
                  id={`${service.anchor}-title`}
                  className="text-2xl font-semibold tracking-tight"
                >
                  {service.title}
                </h2>
                <p className="mt-3 leading-relaxed text-muted">{page.summary}</p>
                <ul className="mt-4 flex flex-wrap gap-2" aria-label={copy.technologies}>
                  {page.technologies.slice(0, 6).map((technology) => (
                    <Tag key={technology} name={technology} variant="small" />
                  ))}
                </ul>
              </div>
              <LinkButton
                href={localizePath(locale, serviceHref(service))}
                variant="secondary"
                className="justify-self-start"
              >
                {copy.seeService}
                <span className="sr-only">: {service.title}</span>
                <span aria-hidden="true" className="rtl:-scale-x-100">
                  →
                </span>
              </LinkButton>
            </section>
          );
        })}
      </Container>
    </>
  );
}

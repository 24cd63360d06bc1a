import { Tag } from "@/components/ui/tag";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { InquiryLink } from "@/components/enquiry/inquiry-link";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { companyCopy } from "@/content/company";
import type { Locale } from "@/content/locales";
import type { ServicePage } from "@/content/service-pages";
import { serviceHref, type Service } from "@/content/services";
import { uiCopy } from "@/content/ui";

/** The top of a service page: breadcrumbs, then the template's own columns (with a ServiceTitle). */
export function ServiceHero({
  service,
  locale,
  columns,
  children,
}: {
  service: Service;
  locale: Locale;
  /** Grid gap and columns of the template's hero. */
  columns: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="service-title" className="border-b border-line bg-surface">
      <Container className="pt-8 pb-16 sm:pb-24">
        <Breadcrumbs
          locale={locale}
          trail={[
            { name: uiCopy[locale].breadcrumbs.services, path: "/services" },
            { name: service.title, path: serviceHref(service) },
          ]}
        />
        <div className={clsx("mt-12 grid items-center", columns)}>{children}</div>
      </Container>
    </section>
  );
}

/** The page's one h1, which names the hero section. */
export function ServiceTitle({ children }: { children: ReactNode }) {
  return (
    <h1
      id="service-title"
      className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl"
    >
      {children}
    </h1>
  );
}

/** The call to action: this service's inquiry modal, or its Contact Us page before the script runs. */
export function ServiceCta({
  service,
  page,
  locale,
  variant = "primary",
}: {
  service: Service;
  page: ServicePage;
  locale: Locale;
  variant?: "primary" | "light";
}) {
  return <InquiryLink service={service} label={page.cta.label} locale={locale} variant={variant} />;
}

/** Technologies, how we work and engagement models: the same frame on every service page. */
export function HowWeWork({ page, locale }: { page: ServicePage; locale: Locale }) {
  const { deliveryProcess, engagementModels } = companyCopy[locale];
  const copy = uiCopy[locale].service;
  return (
    <section aria-labelledby="how-we-work" className="bg-surface py-16 sm:py-24" data-reveal="">
      <Container>
        <SectionHeading
          id="how-we-work"
          eyebrow={copy.howWeWork.eyebrow}
          title={copy.howWeWork.title}
        />
        <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {deliveryProcess.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-line bg-canvas p-5">
              <p className="text-sm font-semibold text-accent">{copy.step(index + 1)}</p>
              <h3 className="mt-1 font-semibold">{step.title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="font-semibold">{copy.technologies}</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {page.technologies.map((technology) => (
                <Tag key={technology} name={technology} variant="outline" />
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold">{copy.waysToWork}</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {engagementModels.map((model) => (
                <Tag key={model} name={model} variant="dark" />
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </section>
  );
}

/** The closing call to action. */
export function ClosingCta({
  service,
  page,
  locale,
}: {
  service: Service;
  page: ServicePage;
  locale: Locale;
}) {
  return (
    <section aria-labelledby="service-cta" className="py-16 sm:py-24">
      <Container>
        <div className="rounded-3xl bg-brand-600 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <h2
            id="service-cta"
            className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance"
          >
            {page.cta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-white/90">{page.cta.text}</p>
          <div className="mt-8">
            <ServiceCta service={service} page={page} locale={locale} variant="light" />
          </div>
        </div>
      </Container>
    </section>
  );
}

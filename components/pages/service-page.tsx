import { notFound } from "next/navigation";
import { ShowcaseTemplate } from "@/components/service/showcase-template";
import { StandardTemplate } from "@/components/service/standard-template";
import { localizePath, type Locale } from "@/content/locales";
import { servicePageSchema } from "@/content/service-page.schema";
import { servicePages } from "@/content/service-pages";
import { localizedServices, serviceHref } from "@/content/services";
import { site } from "@/content/site";
import { JsonLd, organizationRef } from "@/lib/json-ld";
import { constructMetadata } from "@/lib/metadata";
import { previewDraft } from "@/lib/preview";

export type ServiceParams = { params: Promise<{ service: string }> };

export const serviceSlugs = () =>
  localizedServices.en.map((service) => ({ service: service.slug }));

const find = async (locale: Locale, { params }: ServiceParams) => {
  const slug = (await params).service;
  return localizedServices[locale].find((service) => service.slug === slug);
};

export async function serviceMetadata(locale: Locale, props: ServiceParams) {
  const service = await find(locale, props);
  if (!service) return {};
  const page = servicePages[locale][service.slug];
  return constructMetadata({
    locale,
    title: page.metaTitle,
    description: page.metaDescription,
    keywords: [...page.keywords, ...service.keywords],
    path: serviceHref(service),
  });
}

export async function ServicePage({ locale, ...props }: ServiceParams & { locale: Locale }) {
  const service = await find(locale, props);
  if (!service) notFound();
  const page =
    (await previewDraft("service-pages", locale, service.slug, servicePageSchema)) ??
    servicePages[locale][service.slug];
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Service",
          name: service.title,
          serviceType: service.title,
          description: page.metaDescription,
          inLanguage: locale,
          url: `${site.url}${localizePath(locale, serviceHref(service))}`,
          provider: organizationRef,
          areaServed: "Worldwide",
        }}
      />
      {page.template === "standard" ? (
        <StandardTemplate service={service} page={page} locale={locale} />
      ) : (
        <ShowcaseTemplate service={service} page={page} locale={locale} />
      )}
    </>
  );
}

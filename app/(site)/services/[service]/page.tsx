import { notFound } from "next/navigation";
import { StandardTemplate } from "@/components/service/standard-template";
import { ShowcaseTemplate } from "@/components/service/showcase-template";
import { servicePages } from "@/content/service-pages";
import { serviceHref, services } from "@/content/services";
import { site } from "@/content/site";
import { JsonLd } from "@/lib/json-ld";
import { constructMetadata } from "@/lib/metadata";

type Props = { params: Promise<{ service: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => services.map((service) => ({ service: service.slug }));

const find = (slug: string) => services.find((service) => service.slug === slug);

export async function generateMetadata({ params }: Props) {
  const service = find((await params).service);
  if (!service) return {};
  const page = servicePages.en[service.slug];
  return constructMetadata({
    title: page.metaTitle,
    description: page.metaDescription,
    keywords: [...page.keywords, ...service.keywords],
    path: serviceHref(service),
  });
}

export default async function ServicePage({ params }: Props) {
  const service = find((await params).service);
  if (!service) notFound();
  const page = servicePages.en[service.slug];
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Service",
          name: service.title,
          serviceType: service.title,
          description: page.metaDescription,
          url: `${site.url}${serviceHref(service)}`,
          provider: { "@id": `${site.url}/#organization` },
          areaServed: "Worldwide",
        }}
      />
      {page.template === "standard" ? (
        <StandardTemplate service={service} page={page} locale="en" />
      ) : (
        <ShowcaseTemplate service={service} page={page} locale="en" />
      )}
    </>
  );
}

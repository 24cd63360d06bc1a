import { ContactSection } from "@/components/enquiry/contact-section";
import { About } from "@/components/home/about-section";
import { CaseStudies } from "@/components/home/case-studies-section";
import { Faq } from "@/components/home/faq-section";
import { Global } from "@/components/home/global-section";
import { Hero } from "@/components/home/hero";
import { Testimonials } from "@/components/home/testimonials-section";
import { WhatWeDo } from "@/components/home/what-we-do-section";
import { WhyChooseUs } from "@/components/home/why-choose-us-section";
import { localizePath, type Locale } from "@/content/locales";
import { localizedServices, serviceHref } from "@/content/services";
import { site } from "@/content/site";
import { uiCopy } from "@/content/ui";
import { JsonLd, organizationJsonLd } from "@/lib/json-ld";
import { constructMetadata } from "@/lib/metadata";

export const homeMetadata = (locale: Locale) =>
  constructMetadata({ locale, path: "/", keywords: uiCopy[locale].home.metaKeywords });

/** The home page: nine anchored sections in the order of spec §2. */
export function HomePage({ locale }: { locale: Locale }) {
  return (
    <>
      <JsonLd
        data={{
          ...organizationJsonLd(locale),
          makesOffer: localizedServices[locale].map((service) => ({
            "@type": "Offer",
            itemOffered: {
              "@type": "Service",
              name: service.title,
              url: `${site.url}${localizePath(locale, serviceHref(service))}`,
            },
          })),
        }}
      />
      <Hero locale={locale} />
      <WhatWeDo locale={locale} />
      <About locale={locale} />
      <WhyChooseUs locale={locale} />
      <Testimonials locale={locale} />
      <CaseStudies locale={locale} />
      <Global locale={locale} />
      <Faq locale={locale} />
      <section
        id="contact"
        aria-label={uiCopy[locale].home.contactSection}
        tabIndex={-1}
        className="focus:outline-none"
      >
        <ContactSection locale={locale} />
      </section>
    </>
  );
}

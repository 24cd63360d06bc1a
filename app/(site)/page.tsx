import { ContactSection } from "@/components/enquiry/contact-section";
import { Hero } from "@/components/home/hero";
import { About } from "@/components/home/about-section";
import { CaseStudies } from "@/components/home/case-studies-section";
import { Faq } from "@/components/home/faq-section";
import { Global } from "@/components/home/global-section";
import { Testimonials } from "@/components/home/testimonials-section";
import { WhatWeDo } from "@/components/home/what-we-do-section";
import { WhyChooseUs } from "@/components/home/why-choose-us-section";
import { serviceHref, services } from "@/content/services";
import { site } from "@/content/site";
import { JsonLd, organizationJsonLd } from "@/lib/json-ld";
import { constructMetadata } from "@/lib/metadata";

export const metadata = constructMetadata({
  path: "/",
  description: site.description,
  keywords: [
    "software development company in Pune",
    "custom software development India",
    "IT outsourcing India",
  ],
});

/** The home page: nine anchored sections in the order of spec §2. */
export default function HomePage() {
  return (
    <>
      <JsonLd
        data={{
          ...organizationJsonLd,
          makesOffer: services.map((service) => ({
            "@type": "Offer",
            itemOffered: {
              "@type": "Service",
              name: service.title,
              url: `${site.url}${serviceHref(service)}`,
            },
          })),
        }}
      />
      <Hero locale="en" />
      <WhatWeDo locale="en" />
      <About locale="en" />
      <WhyChooseUs locale="en" />
      <Testimonials locale="en" />
      <CaseStudies locale="en" />
      <Global locale="en" />
      <Faq locale="en" />
      <section id="contact" aria-label="Contact" tabIndex={-1} className="focus:outline-none">
        <ContactSection />
      </section>
    </>
  );
}

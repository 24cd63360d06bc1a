import { localizePath, type Locale } from "@/content/locales";
import { site, siteText } from "@/content/site";

/** Serialises structured data for a `<script type="application/ld+json">`, escaping `<` so no value can close the tag. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

/** The company, described in a language: the same `@id` in both, so search engines see one organization. */
export const organizationJsonLd = (locale: Locale) => {
  const text = siteText[locale];
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${site.url}/#organization`,
    name: site.brand,
    legalName: site.legalName,
    description: text.description,
    slogan: text.tagline,
    inLanguage: locale,
    url: `${site.url}${locale === "en" ? "" : localizePath(locale, "/")}`,
    logo: `${site.url}/logo.svg`,
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.founded),
    address: {
      "@type": "PostalAddress",
      streetAddress: text.address.street,
      addressLocality: text.address.locality,
      addressRegion: text.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
  };
};

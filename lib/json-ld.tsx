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

const ORGANIZATION_ID = `${site.url}/#organization`;
const LOGO = `${site.url}/logo.svg`;

/** The company by reference (its `@id`), e.g. as a service's provider. */
export const organizationRef = { "@id": ORGANIZATION_ID };

/**
 * The company as an article's publisher: its `@id`, with its name and logo written out, for the
 * readers of structured data that do not follow an `@id` to the Organization on the page.
 */
export const publisherJsonLd = {
  "@type": "Organization",
  "@id": ORGANIZATION_ID,
  name: site.brand,
  logo: { "@type": "ImageObject", url: LOGO },
};

/** The company, described in a language: the same `@id` in both, so search engines see one organization. */
export const organizationJsonLd = (locale: Locale) => {
  const text = siteText[locale];
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": ORGANIZATION_ID,
    name: site.brand,
    legalName: site.legalName,
    description: text.description,
    slogan: text.tagline,
    inLanguage: locale,
    url: `${site.url}${locale === "en" ? "" : localizePath(locale, "/")}`,
    logo: LOGO,
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

import { contact } from "./contact";
import { facts } from "./company-facts";
import type { Localized, Locale } from "./locales";
import { siteText as arabicText } from "./site.ar";

/**
 * The one site-configuration module: brand, contact details and facts every page agrees on.
 * Defaults come from the specification until the client supplies real values.
 */
export const site = {
  ...contact,
  legalName: "Deccan Softworks Private Limited",
  tagline: "Software development, cloud and digital transformation from Pune",
  description:
    "Deccan Softworks builds custom software, cloud platforms, web and mobile apps for businesses: 140+ in-house engineers in Pune, 400+ projects delivered for clients in 10 countries since 2014.",
  /** Canonical origin for metadata, sitemap and Open Graph tags (validated at start by server/config). */
  url: (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, ""),
  /** The office (content/facts.json); the country's ISO code for structured data. */
  address: { ...facts.en.address, countryCode: "IN" },
  governingLawState: "Maharashtra",
  founded: 2014,
  hours: "Monday to Friday, 9:30 to 18:30 IST",
  keywords: [
    "software development company Pune",
    "IT services India",
    "cloud services",
    "digital transformation",
    "web application development",
    "mobile app development",
  ],
} as const;

/** The site's words in each language; the identifiers (brand, e-mail, phone, postal code) are the same in all. */
export type SiteText = {
  tagline: string;
  description: string;
  hours: string;
  keywords: readonly string[];
  address: { street: string; locality: string; region: string; country: string };
  /** The state whose courts the terms name (site.governingLawState). */
  governingLawState: string;
};

export const siteText: Localized<SiteText> = { en: site, ar: arabicText };

/**
 * How each language separates the items of a list in running text. (Here, not in locales.ts: client
 * islands import that module, and no Arabic may reach their scripts.)
 */
export const listSeparator: Localized<string> = { en: ", ", ar: "، " };

/** The address on one line, as shown on the contact block and in the footer. */
export const addressLine = (locale: Locale) => {
  const { street, locality, region, country } = siteText[locale].address;
  const comma = listSeparator[locale];
  return `${street}${comma}${locality}${comma}${region} ${site.address.postalCode}${comma}${country}`;
};

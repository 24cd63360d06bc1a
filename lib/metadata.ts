import type { Metadata } from "next";
import { site } from "@/content/site";

type PageMetadata = {
  /** Page title; the root layout's template adds the brand. Omit for the home page. */
  title?: string;
  description?: string;
  keywords?: readonly string[];
  /** Path of the page, e.g. `/contactus`; becomes the canonical URL. */
  path: string;
  noIndex?: boolean;
};

/** The one metadata helper every page uses: title, description, keywords, canonical URL, Open Graph and Twitter tags. */
export function constructMetadata({
  title,
  description = site.description,
  keywords = [],
  path,
  noIndex = false,
}: PageMetadata): Metadata {
  const fullTitle = title ? `${title} | ${site.brand}` : `${site.brand}: ${site.tagline}`;
  return {
    title: title ?? { absolute: fullTitle },
    description,
    keywords: [...keywords, ...site.keywords],
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      locale: "en_IN",
      siteName: site.brand,
      url: path,
      title: fullTitle,
      description,
    },
    twitter: { card: "summary_large_image", title: fullTitle, description },
    robots: noIndex ? { index: false, follow: true } : undefined,
  };
}

import type { Metadata } from "next";
import { site } from "@/content/site";

type PageMetadata = {
  /** Page title; the root layout's template adds the brand. Omit for the home page. */
  title?: string;
  description?: string;
  keywords?: readonly string[];
  /** Path of the page, e.g. `/contactus`; becomes the canonical URL (none for the 404 page). */
  path?: string;
  /** Open Graph / Twitter image path; the site image generated at build by default. */
  image?: string;
  type?: "website" | "article";
};

const SITE_IMAGE = {
  url: "/opengraph-image",
  width: 1200,
  height: 630,
  alt: `${site.brand}: ${site.tagline}`,
};

/** The one metadata helper every page uses: title, description, keywords, canonical URL, Open Graph and Twitter tags. */
export function constructMetadata({
  title,
  description = site.description,
  keywords = [],
  path,
  image,
  type = "website",
}: PageMetadata): Metadata {
  const images = [image ? { ...SITE_IMAGE, url: image } : SITE_IMAGE];
  const fullTitle = title ? `${title} | ${site.brand}` : `${site.brand}: ${site.tagline}`;
  return {
    title: title ?? { absolute: fullTitle },
    description,
    keywords: [...keywords, ...site.keywords],
    alternates: path ? { canonical: path } : undefined,
    openGraph: {
      type,
      locale: "en_IN",
      siteName: site.brand,
      url: path,
      title: fullTitle,
      description,
      images,
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images },
  };
}

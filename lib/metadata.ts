import type { Metadata, Viewport } from "next";
import { brandTitle } from "@/content/contact";
import { localizePath, otherLocale, type Locale } from "@/content/locales";
import { insightsCopy } from "@/content/insights/copy";
import { site, siteText } from "@/content/site";
import { uiCopy } from "@/content/ui";
import { ogCardAlt } from "./og-cards";

type PageMetadata = {
  locale: Locale;
  /** Page title; the root layout's template adds the brand. Omit for the home page. */
  title?: string;
  description?: string;
  keywords?: readonly string[];
  /**
   * The page's English path, e.g. `/contactus`: the canonical URL is its path in `locale`, and both
   * languages are listed as alternates, English as the default (none for the 404 page).
   */
  path?: string;
  /** The page's Open Graph / Twitter image, by name (app/og/[...image]/route.tsx); the site's by default. */
  image?: string;
  type?: "website" | "article";
};

/** Where an Open Graph image is served: `/og/{name}.png`, the Arabic one under `/og/ar/`. */
export const ogImagePath = (locale: Locale, name: string) =>
  `/og/${locale === "en" ? "" : `${locale}/`}${name}.png`;

/** The metadata every page starts from (app/layout.tsx): the title template adds the brand. */
export const siteMetadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.brand, template: brandTitle("%s") },
  applicationName: site.brand,
  formatDetection: { telephone: false },
};

/** Each language's Atom feed of articles, by its English path (localizePath gives the Arabic one). */
export const FEED_PATH = "/insights/feed.xml";

/** Every page announces its language's feed. */
const feedAlternate = (locale: Locale) => ({
  "application/atom+xml": [
    { url: localizePath(locale, FEED_PATH), title: insightsCopy[locale].feed.title },
  ],
});

/** What a language's layout adds: the site's description in that language, and its feed. */
export const languageMetadata = (locale: Locale): Metadata => ({
  description: siteText[locale].description,
  alternates: { types: feedAlternate(locale) },
});

/** The browser's bar matches the canvas of either scheme (--color-canvas in globals.css). */
export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0b0f17" },
  ],
};

/** The one metadata helper every page uses: title, description, keywords, canonical and alternate URLs, Open Graph and Twitter tags. */
export function constructMetadata({
  locale,
  title,
  description = siteText[locale].description,
  keywords = [],
  path,
  image = "site",
  type = "website",
}: PageMetadata): Metadata {
  const { tagline, keywords: siteKeywords } = siteText[locale];
  const images = [
    { url: ogImagePath(locale, image), width: 1200, height: 630, alt: ogCardAlt(locale, image) },
  ];
  const fullTitle = title ? `${title} | ${site.brand}` : `${site.brand}: ${tagline}`;
  const url = path && localizePath(locale, path);
  return {
    title: title ?? { absolute: fullTitle },
    description,
    keywords: [...keywords, ...siteKeywords],
    alternates: {
      types: feedAlternate(locale),
      ...(path && {
        canonical: url,
        languages: { en: path, ar: localizePath("ar", path), "x-default": path },
      }),
    },
    openGraph: {
      type,
      locale: uiCopy[locale].ogLocale,
      alternateLocale: uiCopy[otherLocale(locale)].ogLocale,
      siteName: site.brand,
      url,
      title: fullTitle,
      description,
      images,
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images },
  };
}

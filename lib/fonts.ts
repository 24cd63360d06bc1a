import { preload } from "react-dom";
import type { Locale } from "@/content/locales";

// The site's two typefaces, self-hosted and cut at build (scripts/prepare-font.mjs) to the
// characters and weights the pages use: Geist (variable weight) for Latin text, Noto Sans Arabic
// (variable weight) for the /ar/ pages. Their @font-face rules are in app/globals.css; the bundler
// emits each file once, hashed, for both that url() and the URL here. Not next/font: with
// Turbopack it preloads every font it serves on every page, the Arabic one on English pages too.
const geist = new URL("../.generated/geist.woff2", import.meta.url);
const notoSansArabic = new URL("../.generated/noto-sans-arabic.woff2", import.meta.url);

/**
 * The typefaces of each language's first screen: an Arabic page's header also shows Latin text
 * (the brand, technology names), so it needs Geist too. English pages never fetch the Arabic font.
 */
const pageFonts: Record<Locale, URL[]> = { en: [geist], ar: [notoSansArabic, geist] };

/** Preloads the typefaces of a page in `locale`; called by every page's document (SiteShell). */
export function preloadFonts(locale: Locale) {
  for (const url of pageFonts[locale])
    preload(String(url), { as: "font", type: "font/woff2", crossOrigin: "" });
}

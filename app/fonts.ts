import localFont from "next/font/local";
import { preload } from "react-dom";

/**
 * Geist (variable weight), self-hosted and preloaded: cut at build (scripts/prepare-font.mjs) to
 * the characters and weights the site uses.
 */
export const geist = localFont({
  src: "../.generated/geist.woff2",
  variable: "--font-geist-sans",
  weight: "400 700",
  display: "swap",
});

// Noto Sans Arabic (variable weight) for the /ar/ pages, cut at build to the characters of the
// Arabic source files (scripts/font-subset.mjs). Not next/font: with Turbopack, next/font preloads every font on every page.
// Its @font-face is in app/globals.css (English pages never use it, so never fetch it); the bundler
// emits this file once, hashed, for both that url() and this URL.
const arabicFontUrl = new URL("../.generated/noto-sans-arabic.woff2", import.meta.url);

/** Preloads the Arabic font; called by app/ar/layout.tsx, so only Arabic pages preload it. */
export function preloadArabicFont() {
  preload(String(arabicFontUrl), { as: "font", type: "font/woff2", crossOrigin: "" });
}

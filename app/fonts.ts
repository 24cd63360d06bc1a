import localFont from "next/font/local";

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

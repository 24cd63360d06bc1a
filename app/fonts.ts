import localFont from "next/font/local";

/** Geist (variable weight), Latin subset, self-hosted from @fontsource-variable/geist and preloaded. */
export const geist = localFont({
  src: "../node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "swap",
});

import type { Metadata, Viewport } from "next";
import { geist } from "./fonts";
import type { ReactNode } from "react";
import { SiteFooter } from "@/components/footer/site-footer";
import { SiteHeader } from "@/components/header/site-header";
import { PointerEffects } from "@/components/site/pointer-effects";
import { RevealObserver } from "@/components/site/reveal-observer";
import { RouteScroll } from "@/components/site/route-scroll";
import { site } from "@/content/site";
import { locale } from "@/lib/i18n";
import { JsonLd, organizationJsonLd } from "@/lib/json-ld";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.brand, template: `%s | ${site.brand}` },
  description: site.description,
  applicationName: site.brand,
  formatDetection: { telephone: false },
};

/** The browser's bar matches the canvas of either scheme (--color-canvas in globals.css). */
export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0b0f17" },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={locale} className={geist.variable} data-scroll-behavior="smooth">
      <body id="top" tabIndex={-1} className="flex min-h-dvh flex-col bg-canvas font-sans text-ink">
        <a
          id="skip-link"
          href="#main"
          className="sr-only rounded-full bg-night px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[110]"
        >
          Skip to content
        </a>
        <SiteHeader locale={locale} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter locale={locale} />
        <RouteScroll />
        <RevealObserver />
        <PointerEffects />
        <JsonLd data={organizationJsonLd} />
      </body>
    </html>
  );
}

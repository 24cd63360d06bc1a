import type { ReactNode } from "react";
import { preloadFonts } from "@/lib/fonts";
import { SiteFooter } from "@/components/footer/site-footer";
import { SiteHeader } from "@/components/header/site-header";
import { ErrorReporter } from "@/components/site/error-reporter";
import { PointerEffects } from "@/components/site/pointer-effects";
import { RevealObserver } from "@/components/site/reveal-observer";
import { RouteScroll } from "@/components/site/route-scroll";
import { VisitOrigin } from "@/components/site/visit-origin";
import { direction, type Locale } from "@/content/locales";
import { uiCopy } from "@/content/ui";
import { JsonLd, organizationJsonLd } from "@/lib/json-ld";

/**
 * The document of every page in one language: `<html lang dir>`, the skip link, header, footer and
 * the layout-wide islands, and the preloads of the language's typefaces.
 */
export function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  preloadFonts(locale);
  return (
    <html lang={locale} dir={direction[locale]} data-scroll-behavior="smooth">
      <body id="top" tabIndex={-1} className="flex min-h-dvh flex-col bg-canvas font-sans text-ink">
        <a
          id="skip-link"
          href="#main"
          className="sr-only rounded-full bg-night px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[110]"
        >
          {uiCopy[locale].skipLink}
        </a>
        <SiteHeader locale={locale} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {/* Shown only when a script file failed to load (scripts/defer-scripts.mjs marks <html>). */}
          <p className="hidden border-b border-line bg-tint px-5 py-2 text-center text-sm text-ink in-data-scripts-failed:block print:hidden">
            {uiCopy[locale].scriptsFailed}
          </p>
          {children}
        </main>
        <SiteFooter locale={locale} />
        <RouteScroll />
        <RevealObserver />
        <PointerEffects />
        <ErrorReporter />
        <VisitOrigin />
        <JsonLd data={organizationJsonLd(locale)} />
      </body>
    </html>
  );
}

import { Link } from "@/components/ui/link";
import { LogoMark } from "@/components/logo";
import { Container } from "@/components/ui/container";
import { footerLinks } from "@/content/navigation";
import type { Locale } from "@/content/locales";
import { localizedServices, serviceHref } from "@/content/services";
import { phoneHref, postalAddressLine, site } from "@/content/site";
import { getTranslator, greetingValues } from "@/lib/i18n";
import { BackToTop } from "./back-to-top";
import { CurrentYear } from "./current-year";

const linkClass = "text-sm text-white/75 transition-colors hover:text-white";

export function SiteFooter({ locale }: { locale: Locale }) {
  const t = getTranslator("global");
  return (
    <footer className="bg-night text-white">
      <Container className="grid gap-12 py-16 md:grid-cols-[1.3fr_1fr_1.4fr_1.2fr]">
        <div>
          <Link
            href="/"
            className="inline-flex items-center gap-2.5 rounded-md text-lg font-semibold"
          >
            <LogoMark />
            {site.brand}
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-white/75">{site.tagline}.</p>
          <p className="mt-4 text-sm text-white/75">{t("greeting", greetingValues)}</p>
        </div>

        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold">Company</h2>
          <ul className="mt-4 space-y-3">
            {footerLinks[locale].map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="Services">
          <h2 className="text-sm font-semibold">Services</h2>
          <ul className="mt-4 grid gap-3">
            {localizedServices[locale].map((service) => (
              <li key={service.slug}>
                <Link href={serviceHref(service)} className={linkClass}>
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold">Get in touch</h2>
          <ul className="mt-4 space-y-3 text-sm text-white/75">
            <li>
              <a href={`mailto:${site.email}`} dir="ltr" className={linkClass}>
                {site.email}
              </a>
            </li>
            <li>
              <a href={phoneHref} dir="ltr" className={linkClass}>
                {site.phone}
              </a>
            </li>
            <li>
              <address className="not-italic">{postalAddressLine}</address>
            </li>
            <li>{site.hours}</li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col items-start justify-between gap-4 py-6 text-sm text-white/75 sm:flex-row sm:items-center">
          <p>
            © <CurrentYear builtIn={new Date().getFullYear()} /> {site.legalName}. All rights
            reserved.
          </p>
          <BackToTop />
        </Container>
      </div>
    </footer>
  );
}

import { Link } from "@/components/ui/link";
import { LanguageSwitch } from "@/components/header/language-switch";
import { LogoMark } from "@/components/logo";
import { Container } from "@/components/ui/container";
import { footerLinks } from "@/content/navigation";
import { localizePath, otherLocale, type Locale } from "@/content/locales";
import { localizedServices, serviceHref } from "@/content/services";
import { phoneHref } from "@/content/contact";
import { addressLine, site, siteText } from "@/content/site";
import { uiCopy } from "@/content/ui";
import { getTranslator, greetingValues } from "@/lib/i18n";
import { BackToTop } from "./back-to-top";
import { CurrentYear } from "./current-year";

const linkClass = "text-sm text-white/75 transition-colors hover:text-white";

export function SiteFooter({ locale }: { locale: Locale }) {
  const t = getTranslator(locale, "global");
  const ui = uiCopy[locale];
  const other = otherLocale(locale);
  return (
    <footer className="bg-night text-white print:hidden">
      <Container className="grid gap-12 py-16 md:grid-cols-[1.3fr_1fr_1.4fr_1.2fr]">
        <div>
          <Link
            href={localizePath(locale, "/")}
            className="inline-flex items-center gap-2.5 rounded-md text-lg font-semibold"
          >
            <LogoMark />
            {site.brand}
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-white/75">
            {siteText[locale].tagline}.
          </p>
          <p className="mt-4 text-sm text-white/75">{t("greeting", greetingValues(locale))}</p>
        </div>

        <nav aria-label={ui.footer.nav}>
          <h2 className="text-sm font-semibold">{ui.footer.company}</h2>
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

        <nav aria-label={ui.footer.services}>
          <h2 className="text-sm font-semibold">{ui.footer.services}</h2>
          <ul className="mt-4 grid gap-3">
            {localizedServices[locale].map((service) => (
              <li key={service.slug}>
                <Link href={localizePath(locale, serviceHref(service))} className={linkClass}>
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold">{ui.footer.getInTouch}</h2>
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
              <address className="not-italic">{addressLine(locale)}</address>
            </li>
            <li>{siteText[locale].hours}</li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col items-start justify-between gap-4 py-6 text-sm text-white/75 sm:flex-row sm:items-center">
          <p>
            © <CurrentYear builtIn={new Date().getFullYear()} /> {site.legalName}.{" "}
            {ui.footer.rights}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <LanguageSwitch
              to={other}
              name={uiCopy[other].languageName}
              label={ui.languageSwitch.label}
              className="inline-flex min-h-10 items-center gap-2 rounded-full border border-white/15 px-4 text-sm font-medium text-white transition-colors hover:bg-white/10"
            />
            <BackToTop label={ui.footer.backToTop} />
          </div>
        </Container>
      </div>
    </footer>
  );
}

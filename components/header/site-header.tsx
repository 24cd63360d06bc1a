import { Logo } from "@/components/logo";
import { LinkButton } from "@/components/ui/link-button";
import { localizePath, otherLocale, type Locale } from "@/content/locales";
import { navigation } from "@/content/navigation";
import { sectionHref } from "@/content/sections";
import { uiCopy } from "@/content/ui";
import { HeaderBehaviour } from "./header-behaviour";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { ServicesMenu } from "./services-menu";

/**
 * The sticky header, rendered on the server. Its menus are native popovers, so they open and close
 * before any script has run; HeaderBehaviour then adds what needs script: hiding while scrolling
 * down, the dropdown's hover and arrow keys, smooth scrolling to the home sections.
 *
 * Which parts show depends on the header's own width in rem (container queries, app/globals.css):
 * the desktop bar where all of it fits on one line, at any text size and in either language, the
 * phone menu elsewhere; on the narrowest screens the language switch shows its icon only. Its
 * padding follows the same measure (the page's Container switches at the same 40 rem of screen).
 * Text spaced wider than the fonts' own (WCAG 1.4.12: letter, word and line spacing a reader sets)
 * needs more room than those widths allow: the brand's words and the bar's links then wrap onto
 * a second line, and the header grows, rather than push a control off the screen.
 */
export function SiteHeader({ locale }: { locale: Locale }) {
  const ui = uiCopy[locale];
  const other = otherLocale(locale);
  return (
    <header
      id="site-header"
      data-visible="true"
      className="@container sticky top-0 z-50 border-b border-line/80 bg-canvas/90 backdrop-blur-md transition-transform duration-300 data-[visible=false]:-translate-y-full print:hidden"
    >
      <div className="mx-auto flex min-h-16 w-full max-w-6xl items-center justify-between gap-3 px-5 py-2 @min-[40rem]:px-8 @header-bar:gap-6">
        <a
          href={localizePath(locale, sectionHref("home"))}
          data-section="home"
          className="min-w-0 rounded-md"
        >
          <Logo />
          <span className="sr-only">{ui.header.homeSuffix}</span>
        </a>

        <nav aria-label={ui.header.mainNav} className="hidden min-w-0 @header-bar:block">
          <ul className="flex flex-wrap items-center justify-center gap-1">
            {navigation[locale].map((item) =>
              item.subItems ? (
                <ServicesMenu key={item.label} item={item} label={ui.header.servicesMenu} />
              ) : (
                <li key={item.label}>
                  <NavLink
                    item={item}
                    className="rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:bg-surface hover:text-ink"
                  />
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-1 @header-bar:gap-3">
          <LanguageSwitch
            to={other}
            name={uiCopy[other].languageName}
            label={ui.languageSwitch.label}
            className="flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:bg-surface hover:text-ink"
            nameClassName="sr-only @header-name:not-sr-only"
          />
          <LinkButton
            href={localizePath(locale, "/contactus")}
            size="sm"
            className="hidden whitespace-nowrap @header-bar:inline-flex"
          >
            {ui.header.contact}
          </LinkButton>
          <MobileMenu locale={locale} />
        </div>
      </div>
      <HeaderBehaviour />
    </header>
  );
}

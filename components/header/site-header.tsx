import { Logo } from "@/components/logo";
import { LinkButton } from "@/components/ui/button";
import type { Locale } from "@/content/locales";
import { navigation } from "@/content/navigation";
import { sectionHref } from "@/content/sections";
import { HeaderBehaviour } from "./header-behaviour";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { ServicesMenu } from "./services-menu";

/**
 * The sticky header, rendered on the server. Its menus are native popovers, so they open and close
 * before any script has run; HeaderBehaviour then adds what needs script: hiding while scrolling
 * down, the dropdown's hover and arrow keys, smooth scrolling to the home sections.
 */
export function SiteHeader({ locale }: { locale: Locale }) {
  return (
    <header
      id="site-header"
      data-visible="true"
      className="sticky top-0 z-50 border-b border-line/80 bg-canvas/90 backdrop-blur-md transition-transform duration-300 data-[visible=false]:-translate-y-full"
    >
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-6 px-5 sm:px-8">
        <a href={sectionHref("home")} data-section="home" className="rounded-md">
          <Logo />
          <span className="sr-only">, home</span>
        </a>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navigation[locale].map((item) =>
              item.subItems ? (
                <ServicesMenu key={item.label} item={item} />
              ) : (
                <li key={item.label}>
                  <NavLink
                    item={item}
                    className="rounded-full px-3 py-2 text-sm font-medium text-muted transition-colors hover:bg-surface hover:text-ink"
                  />
                </li>
              ),
            )}
          </ul>
        </nav>

        <LinkButton href="/contactus" size="sm" className="hidden lg:inline-flex">
          Contact Us
        </LinkButton>

        <MobileMenu locale={locale} />
      </div>
      <HeaderBehaviour />
    </header>
  );
}

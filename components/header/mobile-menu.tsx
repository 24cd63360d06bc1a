import { clsx } from "clsx";
import { ChevronDown, Menu, X } from "lucide-react";
import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";
import { localizePath, type Locale } from "@/content/locales";
import { navigation } from "@/content/navigation";
import { sectionHref } from "@/content/sections";
import { uiCopy } from "@/content/ui";
import { MOBILE_MENU_ID } from "./ids";
import { NavLink } from "./nav-link";

/** How many services the collapsed list shows before 'Load More Services...'. */
const MOBILE_SERVICES_SHOWN = 4;

const itemClass = "block rounded-xl px-3 py-3 text-base font-medium text-ink hover:bg-surface";

/**
 * The phone menu: a native popover that slides in over 300 ms, with the services in a native
 * disclosure, so it opens, closes (Escape, an outside tap) and leads everywhere with no script.
 */
export function MobileMenu({ locale }: { locale: Locale }) {
  const { header } = uiCopy[locale];
  return (
    <div className="@header-bar:hidden">
      <button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        aria-label={header.openMenu}
        data-open-label={header.openMenu}
        data-close-label={header.closeMenu}
        className="group -me-2 flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface"
      >
        <Menu className="size-6 group-aria-expanded:hidden" aria-hidden="true" />
        <X className="hidden size-6 group-aria-expanded:block" aria-hidden="true" />
      </button>

      <div
        id={MOBILE_MENU_ID}
        popover="auto"
        className="fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-b border-line bg-canvas p-0 shadow-lift transition-[translate,opacity,display,overlay] transition-discrete duration-300 ease-out not-open:-translate-y-3 not-open:opacity-0 starting:open:-translate-y-3 starting:open:opacity-0"
      >
        <nav aria-label={header.mobileNav} className="px-5 pt-2 pb-6">
          <ul className="space-y-1">
            {navigation[locale].map((item) =>
              item.subItems ? (
                <li key={item.label}>
                  <details className="group/services">
                    <summary
                      className={clsx(
                        itemClass,
                        "flex cursor-pointer list-none items-center justify-between [&::-webkit-details-marker]:hidden",
                      )}
                    >
                      {item.label}
                      <ChevronDown
                        className="size-4 text-muted transition-transform duration-300 group-open/services:rotate-180"
                        aria-hidden="true"
                      />
                    </summary>
                    <ul className="ms-3 mt-1 space-y-1 border-s border-line ps-3">
                      {item.subItems.slice(0, MOBILE_SERVICES_SHOWN).map((sub) => (
                        <li key={sub.href}>
                          <Link
                            href={sub.href}
                            className="block rounded-lg px-3 py-2 text-sm text-ink hover:bg-surface"
                          >
                            {sub.label}
                          </Link>
                        </li>
                      ))}
                      <li>
                        <a
                          href={localizePath(locale, sectionHref("services"))}
                          data-section="services"
                          className="block rounded-lg px-3 py-2 text-sm font-semibold text-accent hover:bg-tint"
                        >
                          {header.loadMoreServices}
                        </a>
                      </li>
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={item.label}>
                  <NavLink item={item} className={itemClass} />
                </li>
              ),
            )}
          </ul>
          <a
            href={localizePath(locale, sectionHref("contact"))}
            data-section="contact"
            className={buttonClass({ size: "lg" }, "mt-4 flex w-full")}
          >
            {header.contact}
          </a>
        </nav>
      </div>
    </div>
  );
}

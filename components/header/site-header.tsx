"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Logo } from "@/components/logo";
import { LinkButton } from "@/components/ui/button";
import type { NavItem, NavTarget } from "@/content/navigation";
import { isModifiedClick, queueSectionScroll, scrollToSection } from "@/lib/section-scroll";
import { ServicesDropdown } from "./services-dropdown";
import { MobileMenu } from "./mobile-menu";

const noSubscription = () => () => {};

/** Distance from the top within which the header always shows. */
const TOP_ZONE = 64;

/**
 * The sticky header: hides while scrolling down, shows when scrolling up or at the top,
 * and stays visible while a menu is open.
 */
export function SiteHeader({ items, contactHref }: { items: NavItem[]; contactHref: string }) {
  const pathname = usePathname();
  const router = useRouter();
  const [hidden, setHidden] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    // Read in the next frame, not while hydrating: reading the scroll position forces a layout.
    const frame = requestAnimationFrame(() => (lastY.current = window.scrollY));
    const onScroll = () => {
      const y = window.scrollY;
      const delta = y - lastY.current;
      if (Math.abs(delta) < 4 && y > TOP_ZONE) return;
      lastY.current = y;
      if (y <= TOP_ZONE || delta < 0) {
        setHidden(false);
      } else {
        setHidden(true);
        setMobileOpen(false);
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);

  const closeMenus = useCallback(() => {
    setMobileOpen(false);
    setDropdownOpen(false);
  }, []);

  /** Scroll items: on the home page scroll to the section; elsewhere go home first, then scroll. */
  const onNavigate = useCallback(
    (event: React.MouseEvent, item: NavTarget) => {
      if (isModifiedClick(event)) return;
      closeMenus();
      if (item.type !== "scroll" || !item.sectionId) {
        window.scrollTo({ top: 0 });
        return;
      }
      event.preventDefault();
      if (pathname === "/") {
        scrollToSection(item.sectionId);
      } else {
        queueSectionScroll(item.sectionId);
        router.push("/", { scroll: false });
      }
    },
    [closeMenus, pathname, router],
  );

  const visible = !hidden || mobileOpen || dropdownOpen;
  // False in the prerendered HTML, true once the header has hydrated (its menus work from then on).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  return (
    <header
      data-visible={visible}
      data-hydrated={hydrated || undefined}
      onFocusCapture={() => setHidden(false)}
      className={`sticky top-0 z-50 border-b border-line/80 bg-white/90 backdrop-blur-md transition-transform duration-300 ${visible ? "translate-y-0" : "-translate-y-full"}`}
    >
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-6 px-5 sm:px-8">
        <Link href="/" className="rounded-md" onClick={(event) => onNavigate(event, items[0]!)}>
          <Logo />
          <span className="sr-only">, home</span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) =>
              item.isDropdown ? (
                <ServicesDropdown
                  key={item.label}
                  item={item}
                  open={dropdownOpen}
                  onOpenChange={setDropdownOpen}
                  onNavigate={onNavigate}
                />
              ) : (
                <li key={item.label}>
                  <Link
                    href={item.href}
                    onClick={(event) => onNavigate(event, item)}
                    className="rounded-full px-3 py-2 text-sm font-medium text-muted transition-colors hover:bg-surface hover:text-ink"
                  >
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>

        <LinkButton href={contactHref} size="sm" className="hidden lg:inline-flex">
          Contact Us
        </LinkButton>

        <MobileMenu
          items={items}
          open={mobileOpen}
          onOpenChange={setMobileOpen}
          onNavigate={onNavigate}
        />
      </div>
    </header>
  );
}

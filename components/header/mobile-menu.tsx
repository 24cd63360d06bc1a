"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { LinkButton } from "@/components/ui/button";
import type { NavItem, NavTarget } from "@/content/navigation";
import { sectionHref } from "@/content/sections";

/** How many services the collapsed list shows before 'Load More Services...'. */
export const MOBILE_SERVICES_SHOWN = 4;

type Props = {
  items: NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: (event: React.MouseEvent, item: NavTarget) => void;
};

const servicesTarget: NavTarget = {
  type: "scroll",
  href: sectionHref("services"),
  sectionId: "services",
};
const contactTarget: NavTarget = {
  type: "scroll",
  href: sectionHref("contact"),
  sectionId: "contact",
};

/** The phone menu: a toggle, a 300 ms slide, a collapsible services list and a Contact Us button. */
export function MobileMenu({ items, open, onOpenChange, onNavigate }: Props) {
  const panelId = useId();
  const servicesId = useId();
  const [servicesOpen, setServicesOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onOpenChange(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, onOpenChange]);

  const itemClass = "block rounded-xl px-3 py-3 text-base font-medium text-ink hover:bg-surface";

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => onOpenChange(!open)}
        className="-mr-2 flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface"
      >
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
          <path
            d={open ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </button>

      <div
        id={panelId}
        inert={!open}
        className={`absolute inset-x-0 top-full grid border-line bg-white transition-[grid-template-rows,visibility] duration-300 ease-out ${open ? "visible grid-rows-[1fr] border-b shadow-lift" : "invisible grid-rows-[0fr]"}`}
      >
        <div className="overflow-hidden">
          <nav
            aria-label="Mobile"
            className="max-h-[calc(100dvh-4rem)] overflow-y-auto px-5 pt-2 pb-6"
          >
            <ul className="space-y-1">
              {items.map((item) =>
                item.isDropdown ? (
                  <li key={item.label}>
                    <button
                      type="button"
                      aria-expanded={servicesOpen}
                      aria-controls={servicesId}
                      onClick={() => setServicesOpen((value) => !value)}
                      className={`${itemClass} flex w-full items-center justify-between text-left`}
                    >
                      {item.label}
                      <svg
                        viewBox="0 0 16 16"
                        className={`size-4 text-muted transition-transform duration-300 ${servicesOpen ? "rotate-180" : ""}`}
                        aria-hidden="true"
                      >
                        <path
                          d="M4 6l4 4 4-4"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="1.6"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                    </button>
                    <ul
                      id={servicesId}
                      hidden={!servicesOpen}
                      className="mt-1 ml-3 space-y-1 border-l border-line pl-3"
                    >
                      {item.subItems?.slice(0, MOBILE_SERVICES_SHOWN).map((sub) => (
                        <li key={sub.href}>
                          <Link
                            href={sub.href}
                            onClick={(event) => onNavigate(event, sub)}
                            className="block rounded-lg px-3 py-2 text-sm text-ink hover:bg-surface"
                          >
                            {sub.label}
                          </Link>
                        </li>
                      ))}
                      <li>
                        <Link
                          href={servicesTarget.href}
                          onClick={(event) => onNavigate(event, servicesTarget)}
                          className="block rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                        >
                          Load More Services...
                        </Link>
                      </li>
                    </ul>
                  </li>
                ) : (
                  <li key={item.label}>
                    <Link
                      href={item.href}
                      onClick={(event) => onNavigate(event, item)}
                      className={itemClass}
                    >
                      {item.label}
                    </Link>
                  </li>
                ),
              )}
            </ul>
            <LinkButton
              href={contactTarget.href}
              onClick={(event) => onNavigate(event, contactTarget)}
              size="lg"
              className="mt-4 flex w-full"
            >
              Contact Us
            </LinkButton>
          </nav>
        </div>
      </div>
    </div>
  );
}

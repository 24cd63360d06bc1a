"use client";

import Link from "next/link";
import { useEffect, useId, useRef } from "react";
import type { NavItem, NavTarget } from "@/content/navigation";

/** How long the menu stays open after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY = 200;

type Props = {
  item: NavItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: (event: React.MouseEvent, item: NavTarget) => void;
};

/**
 * The desktop Services dropdown, a disclosure: the label is a link to the overview page,
 * the chevron button (or hover, or ArrowDown) shows the 13 services.
 */
export function ServicesDropdown({ item, open, onOpenChange, onNavigate }: Props) {
  const menuId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const openMenu = () => {
    cancelClose();
    onOpenChange(true);
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => onOpenChange(false), DROPDOWN_CLOSE_DELAY);
  };
  useEffect(() => cancelClose, []);

  const links = () =>
    Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>("[data-menu-link]") ?? []);

  // Outside click closes.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, onOpenChange]);

  const openAndFocusFirst = () => {
    openMenu();
    requestAnimationFrame(() => links()[0]?.focus());
  };

  const onTriggerKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      openAndFocusFirst();
    }
  };

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      onOpenChange(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (index === -1) return;
    event.preventDefault();
    const next = event.key === "ArrowDown" ? index + 1 : index - 1;
    all[(next + all.length) % all.length]?.focus();
  };

  return (
    <li
      ref={rootRef}
      className="relative flex items-center"
      onMouseEnter={openMenu}
      onMouseLeave={scheduleClose}
      onKeyDown={onMenuKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <Link
        href={item.href}
        onClick={(event) => onNavigate(event, item)}
        onKeyDown={onTriggerKeyDown}
        className="rounded-full py-2 pr-1 pl-3 text-sm font-medium text-muted transition-colors hover:text-ink"
      >
        {item.label}
      </Link>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${item.label} menu`}
        onClick={() => (open ? onOpenChange(false) : openMenu())}
        onKeyDown={onTriggerKeyDown}
        className="rounded-full p-1.5 text-muted transition-colors hover:bg-surface hover:text-ink"
      >
        <svg
          viewBox="0 0 16 16"
          className={`size-4 transition-transform duration-200 ${open ? "rotate-180" : ""}`}
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

      <div id={menuId} hidden={!open} className="absolute top-full right-0 w-[44rem] pt-3">
        <ul className="grid grid-cols-2 gap-1 rounded-2xl border border-line bg-white p-3 shadow-lift">
          {item.subItems?.map((sub) => (
            <li key={sub.href}>
              <Link
                data-menu-link
                href={sub.href}
                onClick={(event) => onNavigate(event, sub)}
                className="block rounded-xl px-3 py-2.5 transition-colors hover:bg-surface focus-visible:bg-surface"
              >
                <span className="block text-sm font-semibold text-ink">{sub.label}</span>
                <span className="mt-0.5 block text-[0.8125rem] leading-snug text-muted">
                  {sub.description}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

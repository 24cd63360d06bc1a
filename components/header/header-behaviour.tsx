"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { isModifiedClick, queueSectionScroll, scrollToSection } from "@/lib/section-scroll";
import type { HomeSection } from "@/content/sections";
import { MOBILE_MENU_ID } from "./ids";

/** Distance from the top within which the header always shows. */
const TOP_ZONE = 64;
/** How long the Services dropdown stays open after the pointer leaves it. */
const DROPDOWN_CLOSE_DELAY = 200;

/**
 * What the server-rendered header (SiteHeader) needs script for. It renders nothing and takes no
 * props: it finds the header's parts in the page and listens to them.
 * - The header hides while scrolling down and shows when scrolling up, at the top, on focus and
 *   while a menu is open; scrolling down closes the phone menu.
 * - A menu closes when focus moves to an element outside it and its button (Tab past its last
 *   item), so the panel never covers the element that has focus.
 * - The Services dropdown also opens on hover and closes 200 ms after the pointer leaves; a click
 *   on its button while hover holds it open keeps it open, until a click outside or on the button
 *   again; ArrowDown opens it and moves into it, the arrow keys move between its links, Escape
 *   returns focus.
 * - A home section's link scrolls smoothly on the home page; from another page it goes home first.
 * - A popover's button carries aria-expanded (and the phone menu's its Open/Close label).
 */
export function HeaderBehaviour() {
  const pathname = usePathname();
  const router = useRouter();

  // A navigation closes the menus (not hydration: a menu opened before the script came stays open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    for (const popover of document.querySelectorAll<HTMLElement>("#site-header [popover]"))
      popover.hidePopover();
  }, [pathname]);

  useEffect(() => {
    const header = document.getElementById("site-header")!;
    const popovers = [...header.querySelectorAll<HTMLElement>("[popover]")];
    const menuOpen = () => popovers.some((popover) => popover.matches(":popover-open"));
    const controller = new AbortController();
    const { signal } = controller;

    // Visibility on scroll. The position is read in the next frame, not while hydrating.
    let lastY = 0;
    let hidden = false;
    const show = () => {
      hidden = false;
      header.dataset.visible = "true";
    };
    const frame = requestAnimationFrame(() => (lastY = window.scrollY));
    const onScroll = () => {
      const y = window.scrollY;
      const delta = y - lastY;
      if (Math.abs(delta) < 4 && y > TOP_ZONE) return;
      lastY = y;
      if (y <= TOP_ZONE || delta < 0) return show();
      document.getElementById(MOBILE_MENU_ID)?.hidePopover();
      if (menuOpen()) return;
      hidden = true;
      header.dataset.visible = "false";
    };
    window.addEventListener("scroll", onScroll, { passive: true, signal });
    header.addEventListener("focusin", show, { signal });

    for (const popover of popovers) {
      const invoker = header.querySelector<HTMLElement>(`[popovertarget="${popover.id}"]`)!;
      const menuButton = popover.id === MOBILE_MENU_ID;
      const sync = (open: boolean) => {
        invoker.setAttribute("aria-expanded", String(open));
        // The labels are the page's language's, in the button's data attributes (MobileMenu).
        if (menuButton)
          invoker.setAttribute("aria-label", invoker.dataset[open ? "closeLabel" : "openLabel"]!);
      };
      sync(popover.matches(":popover-open")); // it may have been opened before the script came
      // The popover and its button share a parent (ServicesMenu's item, MobileMenu's wrapper).
      const area = popover.parentElement!;
      area.addEventListener(
        "focusout",
        (event) => {
          const to = event.relatedTarget;
          if (to instanceof Node && !area.contains(to) && popover.matches(":popover-open"))
            popover.hidePopover();
        },
        { signal },
      );
      popover.addEventListener(
        "toggle",
        (event) => {
          const open = (event as ToggleEvent).newState === "open";
          sync(open);
          if (open) show();
          else if (hidden) header.dataset.visible = "false";
        },
        { signal },
      );
    }

    // The Services dropdown: hover, a click that keeps it open, arrow keys, Escape.
    const dropdown = header.querySelector<HTMLElement>("[data-dropdown]");
    const menu = dropdown?.querySelector<HTMLElement>("[popover]");
    if (dropdown && menu) {
      const button = dropdown.querySelector<HTMLElement>("[popovertarget]")!;
      const links = () => [...menu.querySelectorAll<HTMLAnchorElement>("a")];
      let closeTimer: ReturnType<typeof setTimeout> | undefined;
      // Open because the visitor asked (a click, a key), not only because the pointer is over it.
      let pinned = false;
      const open = () => {
        clearTimeout(closeTimer);
        if (!menu.matches(":popover-open")) menu.showPopover();
      };
      const close = () => menu.matches(":popover-open") && menu.hidePopover();
      menu.addEventListener(
        "toggle",
        (event) => (event as ToggleEvent).newState === "closed" && (pinned = false),
        { signal },
      );
      dropdown.addEventListener(
        "pointerenter",
        (event) => event.pointerType === "mouse" && open(),
        { signal },
      );
      dropdown.addEventListener(
        "pointerleave",
        (event) => {
          if (event.pointerType !== "mouse" || pinned) return;
          clearTimeout(closeTimer);
          closeTimer = setTimeout(close, DROPDOWN_CLOSE_DELAY);
        },
        { signal },
      );
      // The button toggles the popover natively. On a menu that hover opened, a click means
      // "open": it stays open rather than closing under the pointer; the next click closes it.
      button.addEventListener(
        "click",
        (event) => {
          if (menu.matches(":popover-open")) {
            if (pinned) return;
            event.preventDefault();
          }
          pinned = true;
        },
        { signal },
      );
      dropdown.addEventListener(
        "keydown",
        (event) => {
          if (event.key === "Escape" && menu.matches(":popover-open")) {
            event.preventDefault();
            close();
            button.focus();
            return;
          }
          if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
          const all = links();
          const index = all.indexOf(document.activeElement as HTMLAnchorElement);
          event.preventDefault();
          if (index === -1) {
            if (event.key !== "ArrowDown") return;
            open(); // from the label or the button: open and move into the list
            pinned = true;
            requestAnimationFrame(() => all[0]?.focus());
            return;
          }
          const next = event.key === "ArrowDown" ? index + 1 : index - 1;
          all[(next + all.length) % all.length]?.focus();
        },
        { signal },
      );
      signal.addEventListener("abort", () => clearTimeout(closeTimer));
    }

    // Links: a home section scrolls there; any link closes the open menu.
    header.addEventListener(
      "click",
      (event) => {
        const link = (event.target as Element).closest<HTMLAnchorElement>("a");
        if (!link || isModifiedClick(event)) return;
        for (const popover of popovers) if (popover.matches(":popover-open")) popover.hidePopover();
        const section = link.dataset.section as HomeSection | undefined;
        if (!section) return;
        event.preventDefault();
        const home = new URL(link.href).pathname; // the home page of the link's language
        if (window.location.pathname === home) {
          scrollToSection(section);
        } else {
          queueSectionScroll(section);
          router.push(home, { scroll: false });
        }
      },
      { signal },
    );

    // The header's controls work from here on; the browser tests wait for this mark.
    header.dataset.hydrated = "";
    return () => {
      cancelAnimationFrame(frame);
      controller.abort();
    };
  }, [router]);

  return null;
}

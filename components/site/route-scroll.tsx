"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { scrollToSection, takeQueuedSection } from "@/lib/section-scroll";

/** Delay before scrolling to a section after arriving on the home page. */
const SECTION_SCROLL_DELAY = 100;

/**
 * On every client-side route change: scroll to a queued home section after ~100 ms,
 * or to the top of the new page. Back and forward keep the browser's own scroll restoration.
 */
export function RouteScroll() {
  const pathname = usePathname();
  const first = useRef(true);
  const popped = useRef(false);

  useEffect(() => {
    const onPop = () => (popped.current = true);
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (popped.current) {
      popped.current = false;
      return;
    }
    const section = takeQueuedSection();
    if (section) {
      const timer = setTimeout(() => scrollToSection(section), SECTION_SCROLL_DELAY);
      return () => clearTimeout(timer);
    }
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  return null;
}

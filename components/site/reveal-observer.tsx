"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { prefersReducedMotion } from "@/lib/motion";

/**
 * Animate-on-scroll for every `[data-reveal]` element, once each. Elements already on screen
 * when the page loads are left alone, so the first screen never waits; without script all
 * content is simply visible. Optional `data-reveal-delay` / `data-reveal-duration` in ms.
 * Positions come from the observer's reports, so hydrating never forces a layout.
 */
export function RevealObserver() {
  const pathname = usePathname();

  useEffect(() => {
    if (prefersReducedMotion()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const element = entry.target as HTMLElement;
          if (element.dataset.reveal === "") {
            // The first report: an element on screen stays as it is; one below waits, hidden.
            if (entry.boundingClientRect.top < window.innerHeight) {
              element.dataset.reveal = "done";
              observer.unobserve(element);
            } else {
              const { revealDelay, revealDuration } = element.dataset;
              if (revealDelay) element.style.setProperty("--reveal-delay", `${revealDelay}ms`);
              if (revealDuration)
                element.style.setProperty("--reveal-duration", `${revealDuration}ms`);
              element.dataset.reveal = "pending";
            }
          } else if (entry.isIntersecting) {
            element.dataset.reveal = "shown";
            observer.unobserve(element);
          }
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    // Started once the page is idle, not inside hydration's task: until the visitor scrolls,
    // nothing below the first screen can be seen anyway.
    const start = () => {
      for (const element of document.querySelectorAll<HTMLElement>("[data-reveal='']"))
        observer.observe(element);
    };
    const idle = window.requestIdleCallback?.(start, { timeout: 1000 });
    const timer = idle === undefined ? setTimeout(start, 200) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [pathname]);

  return null;
}

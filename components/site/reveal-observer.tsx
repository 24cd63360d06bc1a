"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * Animate-on-scroll for every `[data-reveal]` element, once each. Elements already on screen
 * when the page loads are left alone, so the first screen never waits; without script all
 * content is simply visible. Optional `data-reveal-delay` / `data-reveal-duration` in ms.
 */
export function RevealObserver() {
  const pathname = usePathname();

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const element = entry.target as HTMLElement;
          element.dataset.reveal = "shown";
          observer.unobserve(element);
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    const elements = [...document.querySelectorAll<HTMLElement>("[data-reveal='']")];
    // All positions are read before anything is written, so the page is laid out once, not per element.
    const tops = elements.map((element) => element.getBoundingClientRect().top);
    for (const [index, element] of elements.entries()) {
      if (tops[index]! < window.innerHeight) {
        element.dataset.reveal = "done";
        continue;
      }
      const { revealDelay, revealDuration } = element.dataset;
      if (revealDelay) element.style.setProperty("--reveal-delay", `${revealDelay}ms`);
      if (revealDuration) element.style.setProperty("--reveal-duration", `${revealDuration}ms`);
      element.dataset.reveal = "pending";
      observer.observe(element);
    }
    return () => observer.disconnect();
  }, [pathname]);

  return null;
}

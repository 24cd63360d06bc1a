"use client";

import { useEffect, useState, type RefObject } from "react";

/**
 * Whether an element is within `rootMargin` of the viewport. With `once`, it stays true from the
 * first time it is (for code or data to load when a part of the page comes near the screen).
 */
export function useInView(
  ref: RefObject<Element | null>,
  { rootMargin = "0px", once = false }: { rootMargin?: string; once?: boolean } = {},
) {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const visible = Boolean(entry?.isIntersecting);
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, once]);
  return inView;
}

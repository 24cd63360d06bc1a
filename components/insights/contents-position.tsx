"use client";

import { useEffect } from "react";

/**
 * Marks the entry of an article's contents whose section is being read, `aria-current="location"`
 * (styled by the list): the last section whose heading has passed the upper third of the screen;
 * none above the first. The contents are the `<nav>` labelled by `labelledBy`; without script they
 * are a plain list of links.
 */
export function ContentsPosition({ labelledBy }: { labelledBy: string }) {
  useEffect(() => {
    const links = [
      ...document.querySelectorAll<HTMLAnchorElement>(
        `nav[aria-labelledby="${labelledBy}"] a[href^="#"]`,
      ),
    ];
    const headings = links.map((link) =>
      document.getElementById(decodeURIComponent(link.hash.slice(1))),
    );
    const update = () => {
      const line = window.innerHeight / 3;
      const current = headings.findLastIndex(
        (heading) => heading !== null && heading.getBoundingClientRect().top <= line,
      );
      links.forEach((link, index) =>
        index === current
          ? link.setAttribute("aria-current", "location")
          : link.removeAttribute("aria-current"),
      );
    };
    // A heading crossing the line, either way, is when the answer can change.
    const observer = new IntersectionObserver(update, { rootMargin: "0px 0px -67% 0px" });
    for (const heading of headings) if (heading) observer.observe(heading);
    return () => observer.disconnect();
  }, [labelledBy]);

  return null;
}

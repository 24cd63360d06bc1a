"use client";

import { ArrowUp } from "lucide-react";
import { prefersReducedMotion } from "@/lib/motion";

/** A link to the top of the page; with script it scrolls smoothly and moves focus to the top. */
export function BackToTop({ label }: { label: string }) {
  return (
    <a
      href="#top"
      onClick={(event) => {
        event.preventDefault();
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
        // Focus goes to the page itself, so the next Tab starts from the top (the skip link), which
        // shows only then: focusing the skip link directly would show it to mouse users too.
        document.body.focus({ preventScroll: true });
      }}
      className="inline-flex items-center gap-2 rounded-full border border-white/15 px-4 py-2 text-sm font-medium text-white transition-colors hover:bg-white/10"
    >
      <ArrowUp className="size-4" aria-hidden="true" />
      {label}
    </a>
  );
}

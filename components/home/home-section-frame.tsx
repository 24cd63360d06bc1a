import type { ReactNode } from "react";
import type { HomeSection } from "@/content/sections";
import { clsx } from "clsx";

/** The heading id of a home section, which names it. */
export const titleId = (id: HomeSection) => `${id}-title`;

/**
 * A home page section: its anchor id (content/sections.ts), named by its heading, and a focus
 * target for the header's scroll links (without a focus ring: the section itself is not a control).
 */
export function HomeSectionFrame({
  id,
  className,
  children,
}: {
  id: HomeSection;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={titleId(id)}
      tabIndex={-1}
      className={clsx("py-16 focus:outline-none sm:py-24", className)}
    >
      {children}
    </section>
  );
}

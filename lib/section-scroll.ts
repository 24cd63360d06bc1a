/** Client-side helpers for the home page's anchored sections. */
import { prefersReducedMotion } from "./motion";

let pendingSection: string | null = null;

/** Scrolls smoothly (instantly under reduced motion) to a home section and records it in the URL. */
export function scrollToSection(id: string) {
  const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
  const target = id === "home" ? null : document.getElementById(id);
  if (target) target.scrollIntoView({ behavior, block: "start" });
  else window.scrollTo({ top: 0, behavior });
  const { pathname } = window.location; // the home page of the page's language: / or /ar
  window.history.replaceState(window.history.state, "", id === "home" ? pathname : `#${id}`);
}

/** Remembers a section to scroll to once the home page has rendered (see RouteScroll). */
export function queueSectionScroll(id: string) {
  pendingSection = id;
}

export function takeQueuedSection() {
  const id = pendingSection;
  pendingSection = null;
  return id;
}

/** True for clicks the browser should handle itself: new tab, new window, download. */
export const isModifiedClick = (
  event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">,
) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

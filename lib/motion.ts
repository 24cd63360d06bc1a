/** Whether the visitor asked for reduced motion (read when needed: it can change while a page is open). */
export const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The home page's anchored sections, in page order. */
export const homeSections = [
  "home",
  "services",
  "about",
  "portfolio",
  "testimonial",
  "casestudy",
  "global",
  "faq",
  "contact",
] as const;
export type HomeSection = (typeof homeSections)[number];

export const sectionHref = (section: HomeSection) => (section === "home" ? "/" : `/#${section}`);

import { caseStudyCards as arabicCards } from "./case-studies.ar";
import type { Localized } from "./locales";

/** The five case studies; `slug` completes the route `/case-study-{slug}`. */
export type CaseStudyCard = {
  slug: string;
  title: string;
  summary: string;
};

export const caseStudies = [
  {
    slug: "propertyassist",
    title: "PropertyAssist: conversational AI for a real-estate developer",
    summary: "Assistants that answer buyers, qualify leads and book site visits around the clock.",
  },
  {
    slug: "addin",
    title: "AddIn: an AI comment assistant for educators",
    summary: "Drafts feedback on student work inside the tools teachers already use.",
  },
  {
    slug: "addin-management",
    title: "AddIn Management: one platform to run an institution",
    summary: "Admissions, timetables, fees and results in a single system for staff and students.",
  },
  {
    slug: "twarrad",
    title: "Twarrad: a bilingual e-commerce platform for the UAE",
    summary: "An Arabic right-to-left and English store built for mobile shoppers.",
  },
  {
    slug: "leanMethologies",
    title: "Lean Methodologies: smart manufacturing for a chemical producer",
    summary: "Lean processes and plant-floor sensors that cut downtime, defects and cost.",
  },
] as const satisfies readonly CaseStudyCard[];

/** The cards in each locale, in the same order (the Arabic titles and summaries in case-studies.ar.ts). */
export const caseStudyCards: Localized<
  readonly (CaseStudyCard & { slug: (typeof caseStudies)[number]["slug"] })[]
> = {
  en: caseStudies,
  ar: caseStudies.map((study) => ({ slug: study.slug, ...arabicCards[study.slug] })),
};

export const caseStudyHref = (study: Pick<CaseStudyCard, "slug">) => `/case-study-${study.slug}`;

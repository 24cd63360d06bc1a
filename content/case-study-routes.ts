import { caseStudies, caseStudyCards } from "./case-studies";
import { caseStudyPages } from "./case-study-pages";
import type { Locale } from "./locales";

/** Finds a study by its route segment, `case-study-{slug}`, with its copy in `locale`. */
export function findCaseStudy(segment: string, locale: Locale) {
  const card = caseStudyCards[locale].find((study) => `case-study-${study.slug}` === segment);
  return card ? { card, study: caseStudyPages[locale][card.slug] } : null;
}

export const caseStudySegments = () =>
  caseStudies.map((study) => ({ caseStudy: `case-study-${study.slug}` }));

import { caseStudies } from "./case-studies";
import { caseStudyPages } from "./case-study-pages";

/** Finds a study by its route segment, `case-study-{slug}`. */
export function findCaseStudy(segment: string) {
  const card = caseStudies.find((study) => `case-study-${study.slug}` === segment);
  return card ? { card, study: caseStudyPages[card.slug] } : null;
}

export const caseStudySegments = () =>
  caseStudies.map((study) => ({ caseStudy: `case-study-${study.slug}` }));

import { dataCollection } from "./data-collection";

/** The five case studies: content/case-studies/{slug}.json and {slug}.ar.json. */
export const CaseStudies = dataCollection("case-studies", {
  labels: {
    singular: { en: "Case study", ar: "دراسة حالة" },
    plural: { en: "Case studies", ar: "دراسات الحالة" },
  },
  description: {
    en: "Each study's page, /case-study-{slug}, in both languages.",
    ar: "صفحة كل دراسة، ‎/case-study-{slug}‎، باللغتين.",
  },
  title: "metaTitle",
});

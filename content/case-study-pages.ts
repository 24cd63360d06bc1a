import type { caseStudies } from "./case-studies";
import type { Localized } from "./locales";
import propertyassist from "./case-studies/propertyassist";
import addin from "./case-studies/addin";
import addinManagement from "./case-studies/addin-management";
import twarrad from "./case-studies/twarrad";
import leanMethologies from "./case-studies/leanMethologies";
import propertyassistAr from "./case-studies/propertyassist.ar";
import addinAr from "./case-studies/addin.ar";
import addinManagementAr from "./case-studies/addin-management.ar";
import twarradAr from "./case-studies/twarrad.ar";
import leanMethologiesAr from "./case-studies/leanMethologies.ar";

/** The slug of one of the five case studies; completes the route `/case-study-{slug}`. */
export type CaseStudySlug = (typeof caseStudies)[number]["slug"];

/** Full content of one case study page (spec §2, "Case study pages"; figures from spec §9). */
export type CaseStudyPage = {
  slug: CaseStudySlug;
  /** At most 55 characters, without the brand (the layout appends it). */
  metaTitle: string;
  /** 140 to 160 characters. */
  metaDescription: string;
  /** 4 to 6 search keywords. */
  keywords: string[];
  industry: string;
  /** Where the client operates. */
  region: string;
  /** 2 to 4 of the company's service names involved. */
  services: string[];
  /** Engagement length. */
  duration: string;
  /** 2 to 3 sentences under the title. */
  intro: string;
  /** Alt text for the study's illustration. */
  imageAlt: string;
  /** "Client overview": the client is described, never named. */
  overview: string[];
  /** "Core challenges". */
  challenges: { title: string; text: string }[];
  /** "Vision to Reality", following the company's delivery process. */
  phases: { title: string; text: string }[];
  /** "What we built", or "Implementation process" for Lean Methodologies. */
  built: { heading: string; items: { title: string; text: string }[] };
  techStack: { group: string; items: string[] }[];
  /** Exactly the figures the company attributes to this study. */
  impact: { value: string; label: string }[];
  /** "Closing thoughts". */
  closing: string[];
  /** "What's next": concrete next steps planned with the client. */
  next: string[];
  /** Only for twarrad: a real bilingual sample of the storefront's copy, shown with lang="ar" dir="rtl". */
  bilingualSample?: { title: string; items: { en: string; ar: string }[] };
};

/**
 * Each study's copy lives in content/case-studies/<slug>.ts, its Arabic in <slug>.ar.ts: one file
 * per study and language. This module keeps the types and the key order; every locale must hold
 * every study.
 */
export const caseStudyPages: Localized<Record<CaseStudySlug, CaseStudyPage>> = {
  en: {
    propertyassist,
    addin,
    "addin-management": addinManagement,
    twarrad,
    leanMethologies,
  },
  ar: {
    propertyassist: propertyassistAr,
    addin: addinAr,
    "addin-management": addinManagementAr,
    twarrad: twarradAr,
    leanMethologies: leanMethologiesAr,
  },
};

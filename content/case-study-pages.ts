import type { z } from "zod";
import type { caseStudies } from "./case-studies";
import propertyassist from "./case-studies/propertyassist.json";
import addin from "./case-studies/addin.json";
import addinManagement from "./case-studies/addin-management.json";
import twarrad from "./case-studies/twarrad.json";
import leanMethologies from "./case-studies/leanMethologies.json";
import propertyassistAr from "./case-studies/propertyassist.ar.json";
import addinAr from "./case-studies/addin.ar.json";
import addinManagementAr from "./case-studies/addin-management.ar.json";
import twarradAr from "./case-studies/twarrad.ar.json";
import leanMethologiesAr from "./case-studies/leanMethologies.ar.json";
import { caseStudyPageSchema } from "./case-study.schema";
import type { Localized } from "./locales";

/** The slug of one of the five case studies; completes the route `/case-study-{slug}`. */
export type CaseStudySlug = (typeof caseStudies)[number]["slug"];

/** Full content of one case study page: see content/case-study.schema.ts. */
export type CaseStudyPage = z.infer<typeof caseStudyPageSchema>;

const load = (data: unknown): CaseStudyPage => caseStudyPageSchema.parse(data);

/**
 * Each study's copy is the data file content/case-studies/<slug>.json, its Arabic <slug>.ar.json:
 * one file per study and language, which the editor's publish writes. This module keeps the key
 * order; every locale must hold every study.
 */
export const caseStudyPages: Localized<Record<CaseStudySlug, CaseStudyPage>> = {
  en: {
    propertyassist: load(propertyassist),
    addin: load(addin),
    "addin-management": load(addinManagement),
    twarrad: load(twarrad),
    leanMethologies: load(leanMethologies),
  },
  ar: {
    propertyassist: load(propertyassistAr),
    addin: load(addinAr),
    "addin-management": load(addinManagementAr),
    twarrad: load(twarradAr),
    leanMethologies: load(leanMethologiesAr),
  },
};

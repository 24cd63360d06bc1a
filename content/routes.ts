import { caseStudies, caseStudyHref } from "./case-studies";
import { serviceHref, services } from "./services";

/** Every public route of the site, for the sitemap and the benchmarks. */
export const routes: string[] = [
  "/",
  "/services",
  ...services.map(serviceHref),
  "/contactus",
  "/footer/TermsConditions",
  "/case-studies",
  ...caseStudies.map(caseStudyHref),
];

/**
 * Where the Arabic 404 page is prerendered (app/ar/[...missing]); proxy.ts serves it for any /ar
 * path that is not a page. Two segments, so no one-segment page route (a case study) claims it.
 */
export const ARABIC_NOT_FOUND = "/ar/not-found/404";

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

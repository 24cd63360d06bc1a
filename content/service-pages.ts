/**
 * Copy for the 13 service pages (spec §2, "Service pages"), keyed by the route slug in services.ts.
 * Windows, Mobile, IoT and E-commerce use the "showcase" template; the other nine use "standard".
 * Figures are limited to the company facts in company.md; no client names beyond the case studies.
 */
import type { Localized } from "./locales";
import type { ServiceSlug } from "./services";
import ApplicationServices from "./services/ApplicationServices";
import CloudServices from "./services/CloudServices";
import DatabaseServices from "./services/DatabaseServices";
import DigitalServices from "./services/DigitalServices";
import GameServices from "./services/GameServices";
import GraphicsServices from "./services/GraphicsServices";
import SoftwareServices from "./services/SoftwareServices";
import applicationmodernization from "./services/applicationmodernization";
import webapplicationdevelopment from "./services/webapplicationdevelopment";
import iosmobileappdevelopment from "./services/iosmobileappdevelopment";
import iotservices from "./services/iotservices";
import ecommercedevelopment from "./services/ecommercedevelopment";
import windowsappdevelopment from "./services/windowsappdevelopment";
import ApplicationServicesAr from "./services/ApplicationServices.ar";
import CloudServicesAr from "./services/CloudServices.ar";
import DatabaseServicesAr from "./services/DatabaseServices.ar";
import DigitalServicesAr from "./services/DigitalServices.ar";
import GameServicesAr from "./services/GameServices.ar";
import GraphicsServicesAr from "./services/GraphicsServices.ar";
import SoftwareServicesAr from "./services/SoftwareServices.ar";
import applicationmodernizationAr from "./services/applicationmodernization.ar";
import webapplicationdevelopmentAr from "./services/webapplicationdevelopment.ar";
import iosmobileappdevelopmentAr from "./services/iosmobileappdevelopment.ar";
import iotservicesAr from "./services/iotservices.ar";
import ecommercedevelopmentAr from "./services/ecommercedevelopment.ar";
import windowsappdevelopmentAr from "./services/windowsappdevelopment.ar";

export type { ServiceSlug };
type Point = { title: string; text: string };

type Common = {
  slug: ServiceSlug;
  /** <title> without the brand (the layout adds " | Deccan Softworks"), ≤ 55 characters */
  metaTitle: string;
  /** 140-160 characters, specific */
  metaDescription: string;
  keywords: string[]; // 4-6 search phrases a business buyer would type
  /** Two or three sentences for the /services overview section of this service */
  summary: string;
  technologies: string[]; // 6-10, drawn from company.md's technologies where they fit (plus well-known tools of that field)
  cta: { title: string; text: string; label: string }; // closing call to action; the label is the button that opens the inquiry form
};

export type StandardServicePage = Common & {
  template: "standard";
  hero: { eyebrow: string; title: string; lead: string };
  /** "Performance feature tiles": 4 short tiles, each a concrete commitment or capability (no invented statistics; facts from company.md such as two-week sprints with demos, code review on every change, 24/7 support on support plans, 140+ in-house engineers, 400+ projects are fine) */
  tiles: Point[];
  /** "Capability card stack": 4-6 cards, each a capability with 3-4 concrete bullet points of what is delivered */
  capabilities: (Point & { points: string[] })[];
};

export type ShowcaseServicePage = Common & {
  template: "showcase";
  hero: { title: string; lead: string; features: [Point, Point] }; // heading + two feature items
  /** The page's illustration in /public/illustrations, and its alt text. */
  image: string;
  imageAlt: string;
  benefits: Point[]; // benefits grid: 4 or 6
  features: Point[]; // feature cards: 3 to 6
  /** Only for the mobile page: the Android, iOS and Hybrid sections */
  platforms?: {
    id: "android" | "ios" | "hybrid";
    title: string;
    text: string;
    technologies: string[];
  }[];
};

export type ServicePage = StandardServicePage | ShowcaseServicePage;

/**
 * Each page's copy lives in content/services/<slug>.ts, its Arabic in <slug>.ar.ts: one file per
 * page and language. This module keeps the types and the key order; every locale must hold
 * every page.
 */
export const servicePages: Localized<Record<ServiceSlug, ServicePage>> = {
  en: {
    ApplicationServices,
    CloudServices,
    DatabaseServices,
    DigitalServices,
    GameServices,
    GraphicsServices,
    SoftwareServices,
    applicationmodernization,
    webapplicationdevelopment,
    iosmobileappdevelopment,
    iotservices,
    ecommercedevelopment,
    windowsappdevelopment,
  },
  ar: {
    ApplicationServices: ApplicationServicesAr,
    CloudServices: CloudServicesAr,
    DatabaseServices: DatabaseServicesAr,
    DigitalServices: DigitalServicesAr,
    GameServices: GameServicesAr,
    GraphicsServices: GraphicsServicesAr,
    SoftwareServices: SoftwareServicesAr,
    applicationmodernization: applicationmodernizationAr,
    webapplicationdevelopment: webapplicationdevelopmentAr,
    iosmobileappdevelopment: iosmobileappdevelopmentAr,
    iotservices: iotservicesAr,
    ecommercedevelopment: ecommercedevelopmentAr,
    windowsappdevelopment: windowsappdevelopmentAr,
  },
};

/**
 * Copy for the 13 service pages (spec §2, "Service pages"), keyed by the route slug in services.ts.
 * Windows, Mobile, IoT and E-commerce use the "showcase" template; the other nine use "standard".
 * Figures are limited to the company facts in company.md; no client names beyond the case studies.
 */
import type { z } from "zod";
import type { Localized } from "./locales";
import { servicePageSchema } from "./service-page.schema";
import type { ServiceSlug } from "./services";
import ApplicationServices from "./services/ApplicationServices.json";
import CloudServices from "./services/CloudServices.json";
import DatabaseServices from "./services/DatabaseServices.json";
import DigitalServices from "./services/DigitalServices.json";
import GameServices from "./services/GameServices.json";
import GraphicsServices from "./services/GraphicsServices.json";
import SoftwareServices from "./services/SoftwareServices.json";
import applicationmodernization from "./services/applicationmodernization.json";
import webapplicationdevelopment from "./services/webapplicationdevelopment.json";
import iosmobileappdevelopment from "./services/iosmobileappdevelopment.json";
import iotservices from "./services/iotservices.json";
import ecommercedevelopment from "./services/ecommercedevelopment.json";
import windowsappdevelopment from "./services/windowsappdevelopment.json";
import ApplicationServicesAr from "./services/ApplicationServices.ar.json";
import CloudServicesAr from "./services/CloudServices.ar.json";
import DatabaseServicesAr from "./services/DatabaseServices.ar.json";
import DigitalServicesAr from "./services/DigitalServices.ar.json";
import GameServicesAr from "./services/GameServices.ar.json";
import GraphicsServicesAr from "./services/GraphicsServices.ar.json";
import SoftwareServicesAr from "./services/SoftwareServices.ar.json";
import applicationmodernizationAr from "./services/applicationmodernization.ar.json";
import webapplicationdevelopmentAr from "./services/webapplicationdevelopment.ar.json";
import iosmobileappdevelopmentAr from "./services/iosmobileappdevelopment.ar.json";
import iotservicesAr from "./services/iotservices.ar.json";
import ecommercedevelopmentAr from "./services/ecommercedevelopment.ar.json";
import windowsappdevelopmentAr from "./services/windowsappdevelopment.ar.json";

export type { ServiceSlug };

/** One service page in one language: see content/service-page.schema.ts. */
export type ServicePage = z.infer<typeof servicePageSchema>;
export type StandardServicePage = Extract<ServicePage, { template: "standard" }>;
export type ShowcaseServicePage = Extract<ServicePage, { template: "showcase" }>;

const load = (data: unknown): ServicePage => servicePageSchema.parse(data);

/**
 * Each page's copy is the data file content/services/<slug>.json, its Arabic <slug>.ar.json: one
 * file per page and language, which the editor's publish writes. This module keeps the key order;
 * every locale must hold every page.
 */
export const servicePages: Localized<Record<ServiceSlug, ServicePage>> = {
  en: {
    ApplicationServices: load(ApplicationServices),
    CloudServices: load(CloudServices),
    DatabaseServices: load(DatabaseServices),
    DigitalServices: load(DigitalServices),
    GameServices: load(GameServices),
    GraphicsServices: load(GraphicsServices),
    SoftwareServices: load(SoftwareServices),
    applicationmodernization: load(applicationmodernization),
    webapplicationdevelopment: load(webapplicationdevelopment),
    iosmobileappdevelopment: load(iosmobileappdevelopment),
    iotservices: load(iotservices),
    ecommercedevelopment: load(ecommercedevelopment),
    windowsappdevelopment: load(windowsappdevelopment),
  },
  ar: {
    ApplicationServices: load(ApplicationServicesAr),
    CloudServices: load(CloudServicesAr),
    DatabaseServices: load(DatabaseServicesAr),
    DigitalServices: load(DigitalServicesAr),
    GameServices: load(GameServicesAr),
    GraphicsServices: load(GraphicsServicesAr),
    SoftwareServices: load(SoftwareServicesAr),
    applicationmodernization: load(applicationmodernizationAr),
    webapplicationdevelopment: load(webapplicationdevelopmentAr),
    iosmobileappdevelopment: load(iosmobileappdevelopmentAr),
    iotservices: load(iotservicesAr),
    ecommercedevelopment: load(ecommercedevelopmentAr),
    windowsappdevelopment: load(windowsappdevelopmentAr),
  },
};

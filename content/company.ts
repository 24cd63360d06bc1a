/** How the company works: the facts every service page repeats, kept in one place. */
import companyAr from "./company.ar";
import type { Localized } from "./locales";

const deliveryProcess = [
  {
    title: "Discovery workshop",
    text: "We meet your users and process owners, and agree the goals and the scope.",
  },
  {
    title: "Architecture and estimate",
    text: "A design, a data model and an estimate broken down by feature and sprint.",
  },
  {
    title: "Two-week sprints with demos",
    text: "Working software at the end of every sprint, shown to you and your users.",
  },
  {
    title: "QA and security review",
    text: "Automated tests in CI, code review on every change, an OWASP-based review.",
  },
  { title: "Launch", text: "A planned release with monitoring, rollback and your team trained." },
  {
    title: "Support",
    text: "Maintenance retainers, with 24/7 cover for clients on support plans.",
  },
] as const;

const engagementModels = [
  "Fixed-scope projects",
  "Dedicated teams",
  "Time and materials",
  "Support and maintenance retainers",
] as const;

/** A tuple's shape with its pinned literals widened: the same length, items of type `Item`. */
type Widened<T extends readonly unknown[], Item> = { readonly [K in keyof T]: Item };

/** How the company works, in one language: the same six steps and four models in each. */
export type CompanyCopy = {
  deliveryProcess: Widened<
    typeof deliveryProcess,
    { readonly title: string; readonly text: string }
  >;
  engagementModels: Widened<typeof engagementModels, string>;
};

/** Every locale holds the whole of it (the Arabic in company.ar.ts). */
export const companyCopy: Localized<CompanyCopy> = {
  en: { deliveryProcess, engagementModels },
  ar: companyAr,
};

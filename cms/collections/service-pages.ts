import { dataCollection } from "./data-collection";

/** The 13 service pages: content/services/{slug}.json and {slug}.ar.json. */
export const ServicePages = dataCollection("service-pages", {
  labels: {
    singular: { en: "Service page", ar: "صفحة خدمة" },
    plural: { en: "Service pages", ar: "صفحات الخدمات" },
  },
  description: {
    en: "Each service's page, /services/{slug}, in both languages.",
    ar: "صفحة كل خدمة، ‎/services/{slug}‎، باللغتين.",
  },
  title: "metaTitle",
});

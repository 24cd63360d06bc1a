import type { z } from "zod";
import arabic from "./faq.ar.json";
import english from "./faq.json";
import { faqSchema, type faqItemSchema } from "./faq.schema";
import type { Localized } from "./locales";

export type FaqItem = z.infer<typeof faqItemSchema>;

/** The home page's questions and answers in each language, from their data files. */
export const faq: Localized<FaqItem[]> = {
  en: faqSchema.parse(english),
  ar: faqSchema.parse(arabic),
};

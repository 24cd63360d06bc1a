import type { z } from "zod";
import arabic from "./facts.ar.json";
import english from "./facts.json";
import { factsSchema } from "./facts.schema";
import type { Localized } from "./locales";

export type Facts = z.infer<typeof factsSchema>;

/** The company's office, figures and client countries in each language, from their data files. */
export const facts: Localized<Facts> = {
  en: factsSchema.parse(english),
  ar: factsSchema.parse(arabic),
};

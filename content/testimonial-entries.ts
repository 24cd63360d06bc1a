import type { z } from "zod";
import type { Localized } from "./locales";
import arabic from "./testimonials.ar.json";
import english from "./testimonials.json";
import { testimonialsSchema, type testimonialSchema } from "./testimonials.schema";

export type Testimonial = z.infer<typeof testimonialSchema>;

/** The home page's testimonials in each language, from their data files. */
export const testimonials: Localized<Testimonial[]> = {
  en: testimonialsSchema.parse(english),
  ar: testimonialsSchema.parse(arabic),
};

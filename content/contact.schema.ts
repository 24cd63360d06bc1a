import { z } from "zod";

/**
 * The company's name and how to reach it (content/contact.json, written by the editor's publish):
 * checked before every build (scripts/check-content.ts).
 */
export const contactSchema = z.strictObject({
  brand: z.string().trim().min(1),
  email: z.email(),
  phone: z
    .string()
    .regex(/^\+\d[\d ]{6,18}\d$/, "must be an international number: +, digits and spaces"),
});

import { z } from "zod";

const text = z.string().trim().min(1);

/**
 * The company's facts in one language (content/facts.json and facts.ar.json, written by the
 * editor's publish with the Company, checked before every build): its office, the About section's
 * figures, and the countries its clients are in.
 */
export const factsSchema = z.strictObject({
  /** The office, as the contact block, the footer and the structured data give it. */
  address: z.strictObject({
    street: text,
    locality: text,
    region: text,
    postalCode: z.string().regex(/^\d{6}$/, "must be a six-digit PIN code"),
    country: text,
  }),
  /** The About section's figures, as "140+" and what it counts. */
  figures: z
    .array(z.strictObject({ value: text, label: text }))
    .min(1)
    .max(6),
  /** The countries with clients, filled red on the home page's map, in the list's order. */
  countries: z
    .array(
      z.strictObject({
        /** ISO 3166-1 alpha-3, as the map's countries are keyed. */
        code: z.string().regex(/^[A-Z]{3}$/, "must be an ISO 3166 alpha-3 code, as IND"),
        name: text,
      }),
    )
    .min(1),
});

import { z } from "zod";

const text = z.string().trim().min(1);

/** One client's words on the home page's carousel. */
export const testimonialSchema = z.strictObject({
  text,
  /** "Name, role": the section splits it at the first comma, Latin or Arabic, and a space. */
  author: text.regex(/^[^,،]+[,،] \S/, 'must be "Name, role" (the comma may be Arabic: ،)'),
  /** The client's country flag, public/flags/{code}.svg. */
  img: z.string().regex(/^\/flags\/[A-Z]{2}\.svg$/, "must be a flag, as /flags/IN.svg"),
  /** The flag's country name, its alt text. */
  country: text,
  /** The initials' circle: one of the brand palette's colours (inline styles are not allowed by the CSP). */
  avatarColor: z.enum(["#BF202F", "#9C1A26", "#0C111D", "#4A5465"]).optional(),
});

/** A testimonial's author as the section shows it: the name, and the role after the first comma. */
export function authorParts(author: string): { name: string; role: string } {
  const at = author.search(/[,،] /);
  return at < 0
    ? { name: author, role: "" }
    : { name: author.slice(0, at), role: author.slice(at + 2) };
}

/**
 * The testimonials in one language, in the carousel's order: content/testimonials.json and
 * testimonials.ar.json, written by the editor's publish and checked before every build.
 */
export const testimonialsSchema = z.array(testimonialSchema).min(1);

import { z } from "zod";

const text = z.string().trim().min(1);

/** One question of the home page's FAQ, and its answer (also the page's FAQPage structured data). */
export const faqItemSchema = z.strictObject({ question: text, answer: text });

/**
 * The FAQ in one language, in its order: content/faq.json and faq.ar.json, written by the editor's
 * publish and checked before every build.
 */
export const faqSchema = z.array(faqItemSchema).min(1);

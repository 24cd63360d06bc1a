import { z } from "zod";
import { caseStudies } from "./case-studies";

const text = z.string().trim().min(1);
const point = z.strictObject({ title: text, text });

/**
 * One case study page in one language (spec §2, "Case study pages"; figures from spec §9):
 * content/case-studies/{slug}.json and {slug}.ar.json, written by the editor's publish and checked
 * before every build (scripts/check-content.ts).
 */
export const caseStudyPageSchema = z.strictObject({
  slug: z.enum(caseStudies.map((study) => study.slug) as [string, ...string[]]),
  /** At most 55 characters, without the brand (the layout appends it). */
  metaTitle: text.max(55),
  /** 140 to 160 characters. */
  metaDescription: text.min(140).max(160),
  /** 4 to 6 search keywords. */
  keywords: z.array(text).min(4).max(6),
  industry: text,
  /** Where the client operates. */
  region: text,
  /** 2 to 4 of the company's service names involved. */
  services: z.array(text).min(2).max(4),
  /** Engagement length. */
  duration: text,
  /** 2 to 3 sentences under the title. */
  intro: text,
  /** Alt text for the study's illustration. */
  imageAlt: text,
  /** "Client overview": the client is described, never named. */
  overview: z.array(text).min(1),
  /** "Core challenges". */
  challenges: z.array(point).min(1),
  /** "Vision to Reality", following the company's delivery process. */
  phases: z.array(point).min(1),
  /** "What we built", or "Implementation process" for Lean Methodologies. */
  built: z.strictObject({ heading: text, items: z.array(point).min(1) }),
  techStack: z.array(z.strictObject({ group: text, items: z.array(text).min(1) })).min(1),
  /** Exactly the figures the company attributes to this study. */
  impact: z.array(z.strictObject({ value: text, label: text })).min(1),
  /** "Closing thoughts". */
  closing: z.array(text).min(1),
  /** "What's next": concrete next steps planned with the client. */
  next: z.array(text).min(1),
  /** Only for twarrad: a real bilingual sample of the storefront's copy, shown with lang="ar" dir="rtl". */
  bilingualSample: z
    .strictObject({
      title: text,
      items: z.array(z.strictObject({ en: text, ar: text })).min(1),
    })
    .optional(),
});

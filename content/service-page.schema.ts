import { z } from "zod";
import { services } from "./services";

const text = z.string().trim().min(1);
const point = z.strictObject({ title: text, text });

const slug = z.enum(services.map((service) => service.slug) as [string, ...string[]]);
/** What both templates have after their slug and template, in the order the files hold it. */
const common = {
  /** <title> without the brand (the layout adds " | Deccan Softworks"). */
  metaTitle: text.max(60),
  /** 140-160 characters, specific. */
  metaDescription: text.min(140).max(160),
  /** 4-6 search phrases a business buyer would type. */
  keywords: z.array(text).min(4).max(6),
  /** Two or three sentences for the /services overview section of this service. */
  summary: text,
  /** The technologies the page lists. */
  technologies: z.array(text).min(1),
};
/** The closing call to action; the label is the button that opens the enquiry form. */
const cta = z.strictObject({ title: text, text, label: text });

/** Nine pages: hero, four feature tiles and a stack of capability cards. */
const standardPage = z.strictObject({
  slug,
  template: z.literal("standard"),
  ...common,
  hero: z.strictObject({ eyebrow: text, title: text, lead: text }),
  tiles: z.array(point).min(1),
  capabilities: z.array(point.extend({ points: z.array(text).min(1) })).min(1),
  cta,
});

/** Windows, Mobile, IoT and E-commerce: an illustrated hero, benefits and feature cards. */
const showcasePage = z.strictObject({
  slug,
  template: z.literal("showcase"),
  ...common,
  hero: z.strictObject({ title: text, lead: text, features: z.tuple([point, point]) }),
  /** The page's illustration, public/illustrations/{image}.svg, and its alt text. */
  image: z.string().regex(/^[a-z0-9-]+$/),
  imageAlt: text,
  benefits: z.array(point).min(1),
  features: z.array(point).min(1),
  /** Only for the mobile page: the Android, iOS and Hybrid sections. */
  platforms: z
    .array(
      z.strictObject({
        id: z.enum(["android", "ios", "hybrid"]),
        title: text,
        text,
        technologies: z.array(text).min(1),
      }),
    )
    .optional(),
  cta,
});

/**
 * One service page in one language (spec §2, "Service pages"): content/services/{slug}.json and
 * {slug}.ar.json, written by the editor's publish and checked before every build
 * (scripts/check-content.ts).
 */
export const servicePageSchema = z.discriminatedUnion("template", [standardPage, showcasePage]);

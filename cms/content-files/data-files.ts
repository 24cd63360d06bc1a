// The content that lives in the site as JSON data files, one per language: which collection of
// the editor holds it, where the files are, and the schema both sides check.
import { join } from "node:path";
import type { z } from "zod";
import { caseStudies } from "../../content/case-studies";
import { caseStudyPageSchema } from "../../content/case-study.schema";
import { faqItemSchema, faqSchema } from "../../content/faq.schema";
import { servicePageSchema } from "../../content/service-page.schema";
import { services } from "../../content/services";
import { testimonialSchema, testimonialsSchema } from "../../content/testimonials.schema";

/** Pages the site has a route for, each entry its own files: `{dir}/{slug}.json`, `{slug}.ar.json`. */
type PageFiles = {
  kind: "pages";
  collection: "case-studies" | "service-pages";
  dir: string;
  schema: z.ZodType;
  /** The entries the site's routes have, in their order. */
  slugs: string[];
  /** An entry's English page. */
  path: (slug: string) => string;
};

/** A list, all its entries in one file per language (`{file}.json`, `{file}.ar.json`), in order. */
type ListFiles = {
  kind: "list";
  collection: "testimonials" | "faq";
  file: string;
  /** One entry's schema, and the whole file's. */
  schema: z.ZodType;
  listSchema: z.ZodType;
  /** Fields the same in both languages. */
  shared: string[];
  /** Where the list is shown, in English (its Preview opens it). */
  path: () => string;
};

export type DataFiles = PageFiles | ListFiles;

export const DATA_FILES: DataFiles[] = [
  {
    kind: "pages",
    collection: "case-studies",
    dir: "content/case-studies",
    schema: caseStudyPageSchema,
    slugs: caseStudies.map((study) => study.slug),
    path: (slug) => `/case-study-${slug}`,
  },
  {
    kind: "pages",
    collection: "service-pages",
    dir: "content/services",
    schema: servicePageSchema,
    slugs: services.map((service) => service.slug),
    path: (slug) => `/services/${slug}`,
  },
  {
    kind: "list",
    collection: "testimonials",
    file: "content/testimonials",
    schema: testimonialSchema,
    listSchema: testimonialsSchema,
    shared: ["img", "avatarColor"],
    path: () => "/#testimonial",
  },
  {
    kind: "list",
    collection: "faq",
    file: "content/faq",
    schema: faqItemSchema,
    listSchema: faqSchema,
    shared: [],
    path: () => "/#faq",
  },
];

export const dataFiles = (collection: DataFiles["collection"]) =>
  DATA_FILES.find((files) => files.collection === collection)!;

const suffix = (locale: string) => (locale === "en" ? "" : `.${locale}`);

/** The path of a data file in one language, within the site at `siteDir`. */
export const dataFilePath = (siteDir: string, files: DataFiles, locale: string, slug = "") =>
  files.kind === "pages"
    ? join(siteDir, files.dir, `${slug}${suffix(locale)}.json`)
    : join(siteDir, `${files.file}${suffix(locale)}.json`);

/** The company's facts in one language (the Company global writes them, with content/contact.json). */
export const factsFilePath = (siteDir: string, locale: string) =>
  join(siteDir, `content/facts${suffix(locale)}.json`);

/** A data file's text: its keys in the schema's order, two spaces, one final newline. */
export const dataFileText = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

// Checks the content files before the build (scripts/build.mjs): one that cannot be published
// stops it with one line naming the file and the field.
import { readFileSync } from "node:fs";
import type { z } from "zod";
import { caseStudies } from "@/content/case-studies";
import { caseStudyPageSchema } from "@/content/case-study.schema";
import { contactSchema } from "@/content/contact.schema";
import { faqSchema } from "@/content/faq.schema";
import { servicePageSchema } from "@/content/service-page.schema";
import { services } from "@/content/services";
import { testimonialsSchema } from "@/content/testimonials.schema";
import { allArticles, InsightError } from "@/lib/insights";

/** The data files, each with its schema: one per entry and language. */
const dataFiles: [string, z.ZodType][] = [
  ["content/contact.json", contactSchema],
  ...["", ".ar"].flatMap((suffix) => [
    [`content/testimonials${suffix}.json`, testimonialsSchema] as [string, z.ZodType],
    [`content/faq${suffix}.json`, faqSchema] as [string, z.ZodType],
    ...caseStudies.map(({ slug }): [string, z.ZodType] => [
      `content/case-studies/${slug}${suffix}.json`,
      caseStudyPageSchema,
    ]),
    ...services.map(({ slug }): [string, z.ZodType] => [
      `content/services/${slug}${suffix}.json`,
      servicePageSchema,
    ]),
  ]),
];

for (const [file, schema] of dataFiles) {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    console.error(`${file}: ${(error as Error).message}`);
    process.exit(1);
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const [issue] = result.error.issues;
    console.error(`${file}: ${issue!.path.join(".") || "the file"} ${issue!.message}`);
    process.exit(1);
  }
}

try {
  const { en } = allArticles();
  console.log(
    `Insights: ${en.length} articles in each language checked; ${dataFiles.length} data files too.`,
  );
} catch (error) {
  if (!(error instanceof InsightError)) throw error;
  console.error(error.message);
  process.exit(1);
}

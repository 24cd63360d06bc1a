// Checks the content files before the build (scripts/build.mjs): one that cannot be published
// stops it with one line naming the file and the field.
import { readFileSync } from "node:fs";
import type { z } from "zod";
import { caseStudies } from "@/content/case-studies";
import { caseStudyPageSchema } from "@/content/case-study.schema";
import { contactSchema } from "@/content/contact.schema";
import { factsSchema } from "@/content/facts.schema";
import { faqSchema } from "@/content/faq.schema";
import { servicePageSchema } from "@/content/service-page.schema";
import { services } from "@/content/services";
import { testimonialsSchema } from "@/content/testimonials.schema";
import {
  insightRedirectProblem,
  INSIGHT_REDIRECTS_FILE,
  insightRedirectsSchema,
} from "@/lib/insight-redirects";
import { allArticles, InsightError } from "@/lib/insights";
import { hiddenText } from "@/lib/plain-text";

/** The data files, each with its schema: one per entry and language. */
const dataFiles: [string, z.ZodType][] = [
  ["content/contact.json", contactSchema],
  [INSIGHT_REDIRECTS_FILE, insightRedirectsSchema],
  ...["", ".ar"].flatMap((suffix) => [
    [`content/testimonials${suffix}.json`, testimonialsSchema] as [string, z.ZodType],
    [`content/faq${suffix}.json`, faqSchema] as [string, z.ZodType],
    [`content/facts${suffix}.json`, factsSchema] as [string, z.ZodType],
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
  const hidden = hiddenText(data);
  if (hidden) {
    console.error(
      `${file}: ${hidden.path || "the file"} holds ${hidden.character}, a control character or a direction override, which readers never see but which reverses or breaks the text around it: remove it`,
    );
    process.exit(1);
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const [issue] = result.error.issues;
    console.error(`${file}: ${issue!.path.join(".") || "the file"} ${issue!.message}`);
    process.exit(1);
  }
}

// The facts the two languages share: the office's PIN code and the countries on the map.
const [english, arabic] = ["content/facts.json", "content/facts.ar.json"].map((file) =>
  factsSchema.parse(JSON.parse(readFileSync(file, "utf8"))),
) as [z.infer<typeof factsSchema>, z.infer<typeof factsSchema>];
const codes = (facts: typeof english) => facts.countries.map((country) => country.code).join(" ");
if (english.address.postalCode !== arabic.address.postalCode) {
  console.error("content/facts.ar.json: address.postalCode differs from the English one");
  process.exit(1);
}
if (codes(english) !== codes(arabic)) {
  console.error(
    `content/facts.ar.json: countries must be the English ones in the same order (${codes(english)})`,
  );
  process.exit(1);
}

try {
  const { en } = allArticles();
  const redirects = insightRedirectsSchema.parse(
    JSON.parse(readFileSync(INSIGHT_REDIRECTS_FILE, "utf8")),
  );
  const problem = insightRedirectProblem(redirects, new Set(en.map((article) => article.slug)));
  if (problem) {
    console.error(`${INSIGHT_REDIRECTS_FILE}: ${problem}`);
    process.exit(1);
  }
  console.log(
    `Insights: ${en.length} articles in each language checked; ${dataFiles.length} data files too.`,
  );
} catch (error) {
  if (!(error instanceof InsightError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// Checks the content files before the build (scripts/build.mjs): one that cannot be published
// stops it with one line naming the file and the field.
import { readFileSync } from "node:fs";
import { contactSchema } from "@/content/contact.schema";
import { allArticles, InsightError } from "@/lib/insights";

const contactFile = "content/contact.json";
const contact = contactSchema.safeParse(JSON.parse(readFileSync(contactFile, "utf8")));
if (!contact.success) {
  const [issue] = contact.error.issues;
  console.error(`${contactFile}: ${issue!.path.join(".") || "the file"} ${issue!.message}`);
  process.exit(1);
}

try {
  const { en } = allArticles();
  console.log(`Insights: ${en.length} articles in each language checked; the contact details too.`);
} catch (error) {
  if (!(error instanceof InsightError)) throw error;
  console.error(error.message);
  process.exit(1);
}

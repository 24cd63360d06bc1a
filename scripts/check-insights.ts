// Checks every Insights article before the build (scripts/build.mjs): a file that cannot be
// published stops it with one line naming the file and the field.
import { allArticles, InsightError } from "@/lib/insights";

try {
  const { en } = allArticles();
  console.log(`Insights: ${en.length} articles in each language checked.`);
} catch (error) {
  if (!(error instanceof InsightError)) throw error;
  console.error(error.message);
  process.exit(1);
}

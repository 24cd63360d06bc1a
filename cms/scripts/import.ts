// `npm run cms -- import`: loads the site's content into the editor, once, as published entries:
// the Insights articles (with their covers as media) and the company's contact details. An entry
// that already exists is left as the editor holds it.
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import {
  commitTransaction,
  createLocalReq,
  getPayload,
  initTransaction,
  killTransaction,
  type PayloadRequest,
  type SanitizedConfig,
} from "payload";
import { contact } from "../../content/contact";
import { articleEntry } from "../content-files/insights";
import { getSettings } from "../settings";

export async function script(config: SanitizedConfig) {
  const { siteDir } = getSettings();
  const payload = await getPayload({ config });
  const insightsDir = join(siteDir, "content/insights");
  const slugs = readdirSync(insightsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  let imported = 0;
  for (const slug of slugs) {
    const existing = await payload.count({
      collection: "insights",
      where: { slug: { equals: slug } },
    });
    if (existing.totalDocs > 0) continue;
    // One transaction per article: its cover and its entry are stored together or not at all.
    const req = await createLocalReq({ context: { import: true } }, payload);
    await initTransaction(req);
    try {
      await importArticle(slug, req);
      await commitTransaction(req);
    } catch (error) {
      await killTransaction(req);
      throw error;
    }
    imported++;
  }
  async function importArticle(slug: string, req: PayloadRequest) {
    const read = (locale: string) =>
      readFileSync(join(insightsDir, slug, `${locale}.mdoc`), "utf8");
    const entry = articleEntry(slug, { en: read("en"), ar: read("ar") });
    const coverPath = join(siteDir, "public", entry.coverSrc);
    const cover = await payload.create({
      collection: "media",
      locale: "en",
      data: { alt: entry.text.en.coverAlt },
      filePath: coverPath,
      overrideAccess: true,
      req,
    });
    await payload.update({
      collection: "media",
      id: cover.id,
      locale: "ar",
      data: { alt: entry.text.ar.coverAlt },
      overrideAccess: true,
      req,
    });
    const shared = {
      slug,
      published: entry.published,
      updated: entry.updated,
      author: entry.author,
      tags: entry.tags,
      cover: cover.id,
      services: entry.services,
      caseStudies: entry.caseStudies,
    };
    const localised = (locale: "en" | "ar") => ({
      title: entry.text[locale].title,
      description: entry.text[locale].description,
      body: entry.text[locale].body,
    });
    const created = await payload.create({
      collection: "insights",
      locale: "en",
      draft: true,
      data: { ...shared, ...localised("en"), _status: "draft" },
      overrideAccess: true,
      req,
    });
    await payload.update({
      collection: "insights",
      id: created.id,
      locale: "ar",
      data: { ...localised("ar"), _status: "published" },
      overrideAccess: true,
      req,
    });
    console.log(`import: ${slug} (cover ${basename(coverPath)})`);
  }
  await payload.updateGlobal({
    slug: "company",
    data: { ...contact, _status: "published" },
    context: { import: true },
    overrideAccess: true,
  });
  console.log(
    `import: ${imported} of ${slugs.length} articles imported; the company's details set`,
  );
  process.exit(0);
}

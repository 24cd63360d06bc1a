// `npm run cms -- import`: loads the site's content into the editor, once, as published entries:
// the Insights articles (with their covers as media), the case studies, the service pages, the
// testimonials, the FAQ, and the company's details and facts. What the editor holds already is
// left as it holds it.
import { copyFileSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type PayloadRequest,
  type SanitizedConfig,
} from "payload";
import { contact } from "../../content/contact";
import { factsSchema } from "../../content/facts.schema";
import {
  DATA_FILES,
  dataFilePath,
  factsFilePath,
  type DataFiles,
} from "../content-files/data-files";
import { articleEntry, storedFile, type StoredMedia } from "../../lib/article-files";
import { markdocToLexical } from "../../lib/markdoc-lexical";
import { toEditor } from "../../lib/editor-entries";
import { getSettings, MEDIA_DIR } from "../settings";
import { migratedPayload } from "../migrated-payload";
import { coverVariants } from "../../lib/cover-images";
import { readInsightRedirects } from "../../lib/insight-redirects";

export async function script(config: SanitizedConfig) {
  const { siteDir } = getSettings();
  const payload = await migratedPayload(config);
  const insightsDir = join(siteDir, "content/insights");
  const slugs = readdirSync(insightsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const redirects = Object.entries(readInsightRedirects(siteDir));
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
  /** One collection's data files: each entry in one transaction, both its languages or neither. */
  async function importDataFiles(files: DataFiles) {
    const read = (locale: string, slug?: string) =>
      JSON.parse(readFileSync(dataFilePath(siteDir, files, locale, slug), "utf8")) as unknown;
    const entries =
      files.kind === "pages"
        ? files.slugs.map((slug) => ({ slug, en: read("en", slug), ar: read("ar", slug) }))
        : (() => {
            const [en, ar] = [read("en"), read("ar")] as unknown[][];
            if (en!.length !== ar!.length)
              throw new Error(
                `${files.file}: ${en!.length} entries in English, ${ar!.length} in Arabic`,
              );
            return en!.map((entry, index) => ({ order: index + 1, en: entry, ar: ar![index] }));
          })();
    const held = await payload.count({ collection: files.collection });
    // A collection the editor holds anything of was imported before: the editor's is the newer.
    if (held.totalDocs > 0) return { imported: 0, total: entries.length };
    for (const { en, ar, ...shared } of entries) {
      const data = (value: unknown) =>
        toEditor(files.schema, files.schema.parse(value)) as Record<string, unknown>;
      const req = await createLocalReq({ context: { import: true } }, payload);
      await initTransaction(req);
      try {
        const created = await payload.create({
          collection: files.collection,
          locale: "en",
          draft: true,
          data: { ...shared, ...data(en), _status: "draft" },
          overrideAccess: true,
          req,
        });
        await payload.update({
          collection: files.collection,
          id: created.id,
          locale: "ar",
          data: { ...data(ar), _status: "published" },
          overrideAccess: true,
          req,
        });
        await commitTransaction(req);
      } catch (error) {
        await killTransaction(req);
        throw error;
      }
    }
    return { imported: entries.length, total: entries.length };
  }
  async function importArticle(slug: string, req: PayloadRequest) {
    const read = (locale: string) =>
      readFileSync(join(insightsDir, slug, `${locale}.mdoc`), "utf8");
    const entry = articleEntry(slug, { en: read("en"), ar: read("ar") });
    const coverPath = join(siteDir, "public", entry.cover.src);
    const cover = await payload.create({
      collection: "media",
      locale: "en",
      data: { alt: entry.text.en.coverAlt },
      filePath: coverPath,
      overrideAccess: true,
      req,
    });
    // A photo's sizes are made again from its largest; the site's own files then take their place,
    // so that an export gives back the same bytes.
    for (const variant of coverVariants(entry.cover))
      if (variant.size)
        copyFileSync(
          join(siteDir, "public", variant.src),
          join(MEDIA_DIR, storedFile(cover as unknown as StoredMedia, variant)!),
        );
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
      formerSlugs: redirects.filter(([, to]) => to === slug).map(([from]) => from),
    };
    const localised = (locale: "en" | "ar") => ({
      title: entry.text[locale].title,
      description: entry.text[locale].description,
      body: markdocToLexical(entry.text[locale].body, locale),
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
  for (const files of DATA_FILES) {
    const { imported, total } = await importDataFiles(files);
    console.log(`import: ${imported} of ${total} ${files.collection} imported`);
  }
  // The company: its name, e-mail and phone, then its facts in each language (once: a company the
  // editor holds is newer than the files).
  const held = Boolean((await payload.findGlobal({ slug: "company", overrideAccess: true })).phone);
  const facts = (locale: string) =>
    toEditor(
      factsSchema,
      factsSchema.parse(JSON.parse(readFileSync(factsFilePath(siteDir, locale), "utf8"))),
    ) as Record<string, unknown>;
  if (!held) {
    await payload.updateGlobal({
      slug: "company",
      locale: "en",
      draft: true,
      data: { ...contact, ...facts("en"), _status: "draft" },
      context: { import: true },
      overrideAccess: true,
    });
    await payload.updateGlobal({
      slug: "company",
      locale: "ar",
      data: { ...facts("ar"), _status: "published" },
      context: { import: true },
      overrideAccess: true,
    });
  }
  console.log(
    `import: ${imported} of ${slugs.length} articles imported; the company's details ${held ? "kept" : "set"}`,
  );
  process.exit(0);
}

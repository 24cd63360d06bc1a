// Publishing's first half: what the editor holds as published, written out as the site's content
// files. Only files whose bytes change are written, so a publish's commit shows only what changed.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Payload } from "payload";
import { contactSchema } from "../../content/contact.schema";
import { factsSchema } from "../../content/facts.schema";
import type { Bilingual } from "../errors";
import { MEDIA_DIR } from "../settings";
import {
  DATA_FILES,
  dataFilePath,
  dataFileText,
  factsFilePath,
  type DataFiles,
} from "./data-files";
import {
  ARTICLE_LOCALES,
  articleFile,
  storedArticleEntry,
  storedFile,
  bodyPhotoName,
  coverOf,
  photosIn,
  type Photos,
  type StoredArticle,
  type StoredMedia,
} from "../../lib/article-files";
import { coverVariants } from "../../lib/cover-images";
import { toFile } from "../../lib/editor-entries";
import { INSIGHT_REDIRECTS_FILE } from "../../lib/insight-redirects";

/** Writes `data` to `path` unless it already holds it; says whether it wrote. */
function write(path: string, data: string | Buffer) {
  if (existsSync(path) && readFileSync(path).equals(Buffer.from(data))) return false;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
  return true;
}

/**
 * A published article the export left as the content has it (the site keeps its last published
 * version, or does not show it yet), why, in both of the admin's languages, and where to fix it.
 */
export type Skipped = { entry: string; link: string; reason: Bilingual };

/**
 * Everything the editor holds as published, written into `target` (the content repository; by
 * default the site at `siteDir` itself): the paths it changed, and the articles it could not
 * write (their cover's files missing from the editor's media), which stop nothing else.
 */
export async function exportContent(payload: Payload, target: string, siteDir = target) {
  await refuseBeforeImport(payload, siteDir);
  const { written, skipped } = await exportInsights(payload, target);
  written.push(...(await exportCompany(payload, target)));
  for (const files of DATA_FILES) written.push(...(await exportDataFiles(payload, target, files)));
  return { written, skipped };
}

/**
 * An editor that has not imported the site's content would take every article off it (an article
 * the editor does not hold is one it deleted): it exports nothing, and says what to do.
 */
async function refuseBeforeImport(payload: Payload, siteDir: string) {
  const { totalDocs } = await payload.count({ collection: "insights", overrideAccess: true });
  const company = await payload.findGlobal({ slug: "company", overrideAccess: true });
  const insightsDir = join(siteDir, "content/insights");
  const onSite = existsSync(insightsDir)
    ? readdirSync(insightsDir).filter((name) => existsSync(join(insightsDir, name, "en.mdoc")))
    : [];
  if ((totalDocs === 0 && onSite.length > 0) || !company.phone)
    throw new Error(
      `The editor holds none of the site's content yet (the site has ${onSite.length} articles), and an export would take it off the site. Import it first: npm run cms -- import`,
    );
}

/**
 * The published entries of one data collection, in one file per language for a list, one per
 * entry and language for pages. What the editor does not hold (never imported) leaves its files as
 * they are: the site's routes decide which pages exist.
 */
async function exportDataFiles(payload: Payload, siteDir: string, files: DataFiles) {
  const written: string[] = [];
  const save = (path: string, data: unknown) => {
    if (write(path, dataFileText(data))) written.push(path);
  };
  for (const locale of ARTICLE_LOCALES) {
    const { docs } = await payload.find({
      collection: files.collection,
      locale,
      depth: 0,
      limit: 0,
      where: { _status: { equals: "published" } },
      sort: files.kind === "list" ? "order" : "slug",
      overrideAccess: true,
    });
    if (files.kind === "pages")
      for (const doc of docs)
        save(
          dataFilePath(siteDir, files, locale, String(doc.slug)),
          files.schema.parse(toFile(files.schema, doc)),
        );
    else if (docs.length > 0)
      save(
        dataFilePath(siteDir, files, locale),
        files.listSchema.parse(docs.map((doc) => toFile(files.schema, doc))),
      );
  }
  return written;
}

/**
 * The company's published details: its name, e-mail and phone as content/contact.json, its office,
 * figures and countries as content/facts.json and facts.ar.json (the keys in the schemas' order).
 */
async function exportCompany(payload: Payload, siteDir: string) {
  const written: string[] = [];
  const save = (path: string, data: unknown) => {
    if (write(path, dataFileText(data))) written.push(path);
  };
  for (const locale of ARTICLE_LOCALES) {
    const company = await payload.findGlobal({ slug: "company", locale, overrideAccess: true });
    if (locale === "en")
      save(
        join(siteDir, "content/contact.json"),
        contactSchema.parse({ brand: company.brand, email: company.email, phone: company.phone }),
      );
    save(factsFilePath(siteDir, locale), factsSchema.parse(toFile(factsSchema, company)));
  }
  return written;
}

/** The published articles, as content/insights/{slug}/{en,ar}.mdoc and their covers under public/insights. */
async function exportInsights(payload: Payload, siteDir: string) {
  const { docs } = await payload.find({
    collection: "insights",
    locale: "all",
    depth: 1,
    limit: 0,
    where: { _status: { equals: "published" } },
    sort: "slug",
    overrideAccess: true,
  });
  const written: string[] = [];
  const skipped: Skipped[] = [];
  for (const doc of docs) {
    const article = doc as unknown as StoredArticle & { id: number | string };
    let files: ReturnType<typeof articleFiles>;
    try {
      files = articleFiles(article, await photosOf(payload, article), siteDir);
    } catch (error) {
      skipped.push({
        entry: `article ${article.slug}`,
        link: `/admin/collections/insights/${article.id}`,
        reason: {
          en: `its images: ${(error as Error).message}; upload that image again`,
          ar: "صوره: ملفات إحداها ناقصة في وسائط المحرر؛ ارفعها من جديد",
        },
      });
      continue;
    }
    for (const { path, data } of files.all) if (write(path, data)) written.push(path);
    removeImages(siteDir, article.slug, files.images, written);
  }
  // An article no longer published (deleted, or unpublished) leaves the site with its cover.
  const published = new Set(docs.map((doc) => (doc as unknown as StoredArticle).slug));
  // Each former address of a published article leads to it, unless an article has it now.
  const redirects = Object.fromEntries(
    docs
      .flatMap((doc) => {
        const { slug, formerSlugs } = doc as unknown as StoredArticle;
        return (formerSlugs ?? [])
          .filter((former) => !published.has(former))
          .map((former) => [former, slug] as const);
      })
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const redirectsPath = join(siteDir, INSIGHT_REDIRECTS_FILE);
  if (write(redirectsPath, `${JSON.stringify(redirects, null, 2)}\n`)) written.push(redirectsPath);
  const dir = join(siteDir, "content/insights");
  for (const entry of existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []) {
    if (!entry.isDirectory() || published.has(entry.name)) continue;
    if (!existsSync(join(dir, entry.name, "en.mdoc"))) continue;
    rmSync(join(dir, entry.name), { recursive: true });
    written.push(join(dir, entry.name));
    removeImages(siteDir, entry.name, [], written);
  }
  return { written, skipped };
}

/** The photos in an article's body, read in every language (their descriptions are the alt text). */
async function photosOf(payload: Payload, doc: StoredArticle): Promise<Photos> {
  const ids = photosIn(doc.body);
  if (ids.length === 0) return new Map();
  const { docs } = await payload.find({
    collection: "media",
    where: { id: { in: ids } },
    locale: "all",
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  return new Map(docs.map((media) => [String(media.id), media as unknown as StoredMedia]));
}

/**
 * A published article's files: content/insights/{slug}/{en,ar}.mdoc, its cover copied into
 * public/insights under the article's name (a drawing as it is, a photo in each of its sizes,
 * lib/cover-images.ts), and so each photo of its body, read in full before anything is written.
 * Throws, saying what is missing, when an image's files are not all in the editor's media.
 */
function articleFiles(doc: StoredArticle, photos: Photos, siteDir: string) {
  const media = doc.cover;
  if (!media) throw new Error("the article has none");
  const entry = storedArticleEntry(doc, photos);
  const images = [
    ...coverVariants(entry.cover).map((variant) => ({ media, variant })),
    ...[...photos].flatMap(([id, photo]) =>
      coverVariants(coverOf(bodyPhotoName(entry.slug, id), photo)).map((variant) => ({
        media: photo,
        variant,
      })),
    ),
  ].map(({ media, variant }) => {
    const filename = storedFile(media, variant);
    if (!filename)
      throw new Error(
        `${media.filename} has no ${variant.size!.width}-pixel ${variant.size!.format.toUpperCase()}`,
      );
    const from = join(MEDIA_DIR, filename);
    if (!existsSync(from)) throw new Error(`the file ${filename} is missing`);
    return {
      src: variant.src,
      path: join(siteDir, "public", variant.src),
      data: readFileSync(from),
    };
  });
  const texts = ARTICLE_LOCALES.map((locale) => ({
    path: join(siteDir, "content/insights", entry.slug, `${locale}.mdoc`),
    data: articleFile(entry, locale),
  }));
  return { all: [...images, ...texts], images: images.map(({ src }) => src) };
}

/**
 * Removes the files under public/insights of the article `slug`'s cover and photos, but those in
 * `keep`.
 */
function removeImages(siteDir: string, slug: string, keep: string[], written: string[]) {
  const dir = join(siteDir, "public/insights");
  const ofArticle = new RegExp(`^${slug}(\\.photo-\\d+)?(\\.\\d+)?\\.(svg|webp|avif)$`);
  for (const file of existsSync(dir) ? readdirSync(dir) : [])
    if (ofArticle.test(file) && !keep.includes(`/insights/${file}`)) {
      rmSync(join(dir, file));
      written.push(join(dir, file));
    }
}

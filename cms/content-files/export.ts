// Publishing's first half: what the editor holds as published, written out as the site's content
// files. Only files whose bytes change are written, so a publish's commit shows only what changed.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, extname, join } from "node:path";
import type { Payload } from "payload";
import { contactSchema } from "../../content/contact.schema";
import { factsSchema } from "../../content/facts.schema";
import { MEDIA_DIR } from "../settings";
import {
  DATA_FILES,
  dataFilePath,
  dataFileText,
  factsFilePath,
  type DataFiles,
} from "./data-files";
import { ARTICLE_LOCALES, articleFile, type ArticleEntry } from "./insights";
import { toFile } from "../../lib/editor-entries";

type Localised<T> = Record<string, T | undefined>;
type StoredArticle = {
  slug: string;
  published: string;
  updated?: string | null;
  author: string;
  tags: string[];
  services: string[];
  caseStudies?: string[] | null;
  cover: { filename: string; alt: Localised<string> };
  title: Localised<string>;
  description: Localised<string>;
  body: Localised<string>;
};

const day = (value: string) => value.slice(0, 10);

/** Writes `text` to `path` unless it already holds it; says whether it wrote. */
function write(path: string, text: string) {
  if (existsSync(path) && readFileSync(path, "utf8") === text) return false;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return true;
}

/** Everything the editor holds as published, written into the site at `siteDir`; the paths it changed. */
export async function exportContent(payload: Payload, siteDir: string) {
  await refuseBeforeImport(payload, siteDir);
  const written = [
    ...(await exportInsights(payload, siteDir)),
    ...(await exportCompany(payload, siteDir)),
  ];
  for (const files of DATA_FILES) written.push(...(await exportDataFiles(payload, siteDir, files)));
  return written;
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
  for (const doc of docs as unknown as StoredArticle[]) {
    const coverSrc = `/insights/${doc.slug}${extname(doc.cover.filename)}`;
    const coverPath = join(siteDir, "public", coverSrc);
    const source = join(MEDIA_DIR, doc.cover.filename);
    if (!existsSync(coverPath) || !readFileSync(coverPath).equals(readFileSync(source))) {
      mkdirSync(dirname(coverPath), { recursive: true });
      copyFileSync(source, coverPath);
      written.push(coverPath);
    }
    const entry: ArticleEntry = {
      slug: doc.slug,
      published: day(doc.published),
      updated: day(doc.updated ?? doc.published),
      author: doc.author,
      tags: doc.tags,
      coverSrc,
      services: doc.services,
      caseStudies: doc.caseStudies ?? [],
      text: Object.fromEntries(
        ARTICLE_LOCALES.map((locale) => [
          locale,
          {
            title: doc.title[locale] ?? "",
            description: doc.description[locale] ?? "",
            coverAlt: doc.cover.alt[locale] ?? "",
            body: doc.body[locale] ?? "",
          },
        ]),
      ) as ArticleEntry["text"],
    };
    for (const locale of ARTICLE_LOCALES) {
      const path = join(siteDir, "content/insights", doc.slug, `${locale}.mdoc`);
      if (write(path, articleFile(entry, locale))) written.push(path);
    }
  }
  // An article no longer published (deleted, or unpublished) leaves the site with its cover.
  const published = new Set(docs.map((doc) => (doc as unknown as StoredArticle).slug));
  const dir = join(siteDir, "content/insights");
  for (const entry of existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []) {
    if (!entry.isDirectory() || published.has(entry.name)) continue;
    if (!existsSync(join(dir, entry.name, "en.mdoc"))) continue;
    rmSync(join(dir, entry.name), { recursive: true });
    written.push(join(dir, entry.name));
    for (const cover of readdirSync(join(siteDir, "public/insights")))
      if (cover.replace(/\.[a-z]+$/, "") === entry.name) {
        rmSync(join(siteDir, "public/insights", cover));
        written.push(join(siteDir, "public/insights", cover));
      }
  }
  return written;
}

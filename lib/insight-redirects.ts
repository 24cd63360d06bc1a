import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { localizePath, locales } from "../content/locales";
import { ARTICLE_SLUG, RESERVED_SLUGS } from "./article-files";

/**
 * An article's former addresses: each slug it was published under before, to its slug now. The
 * editor's publish writes it when a published article's slug changes, so that every link, share
 * and search result to the old address still leads to the article, in both languages.
 */
export const INSIGHT_REDIRECTS_FILE = "content/insight-redirects.json";

const slug = z
  .string()
  .regex(ARTICLE_SLUG, "must be lower-case words joined by hyphens")
  .refine((value) => !RESERVED_SLUGS.includes(value), "is one of the site's own addresses");

export const insightRedirectsSchema = z.record(slug, slug);
export type InsightRedirects = z.infer<typeof insightRedirectsSchema>;

/** The redirects of the content in `dir` (none in content from before there were any). */
export function readInsightRedirects(dir = process.cwd()): InsightRedirects {
  const file = join(dir, INSIGHT_REDIRECTS_FILE);
  return existsSync(file)
    ? insightRedirectsSchema.parse(JSON.parse(readFileSync(file, "utf8")))
    : {};
}

/** Why the redirects cannot be served beside these articles' slugs, or undefined. */
export function insightRedirectProblem(redirects: InsightRedirects, slugs: ReadonlySet<string>) {
  for (const [from, to] of Object.entries(redirects)) {
    if (slugs.has(from)) return `${from}: is an article's slug now, so it cannot lead elsewhere`;
    if (!slugs.has(to)) return `${from}: leads to ${to}, which is no article`;
  }
  return undefined;
}

/** Each former address, in every language, permanently to the article's address now. */
export const insightRedirectRules = (redirects: InsightRedirects) =>
  Object.entries(redirects).flatMap(([from, to]) =>
    locales.map((locale) => ({
      source: localizePath(locale, `/insights/${from}`),
      destination: localizePath(locale, `/insights/${to}`),
      permanent: true,
    })),
  );

import { notFound } from "next/navigation";
import { clsx } from "clsx";
import { Rss } from "lucide-react";
import { InsightCard } from "@/components/insights/insight-card";
import { Pagination } from "@/components/insights/pagination";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { insightsCopy } from "@/content/insights/copy";
import { insightTags, type InsightTag } from "@/content/insights/taxonomy";
import { localizePath, type Locale } from "@/content/locales";
import {
  articlesIn,
  articlesTagged,
  listPageHref,
  pageCount,
  pageOf,
  tagHref,
  usedTags,
} from "@/lib/insights";
import { constructMetadata, FEED_PATH } from "@/lib/metadata";

/** A list's route parameters: its page after the first, and a tag page's tag. */
export type InsightsParams = { params: Promise<{ page?: string; tag?: string }> };

type List = { tag?: InsightTag; page: number; base: string; pages: number };

/** The list a request names, or null when it names none (an unknown tag, a page past the last). */
async function resolve(locale: Locale, { params }: InsightsParams): Promise<List | null> {
  const { page: pageParam, tag: tagParam } = await params;
  const tag = tagParam as InsightTag | undefined;
  if (tag !== undefined && !usedTags().includes(tag)) return null;
  const articles = tag ? articlesTagged(locale, tag) : articlesIn(locale);
  const page = pageParam === undefined ? 1 : Number(pageParam);
  const pages = pageCount(articles.length);
  if (!Number.isInteger(page) || page < 1 || page > pages || pageParam === "1") return null;
  return { tag, page, pages, base: tag ? tagHref(tag) : "/insights" };
}

/** Every list page after the first (`/insights/page/{n}`), for generateStaticParams. */
export const listPageParams = () =>
  Array.from({ length: pageCount(articlesIn("en").length) - 1 }, (_, index) => ({
    page: String(index + 2),
  }));

export const tagParams = () => usedTags().map((tag) => ({ tag }));

export const tagPageParams = () =>
  usedTags().flatMap((tag) =>
    Array.from({ length: pageCount(articlesTagged("en", tag).length) - 1 }, (_, index) => ({
      tag,
      page: String(index + 2),
    })),
  );

export async function insightsMetadata(locale: Locale, props: InsightsParams) {
  const list = await resolve(locale, props);
  if (!list) return {};
  const copy = insightsCopy[locale];
  const name = list.tag && insightTags[list.tag][locale];
  const title = name ? copy.tag.title(name) : copy.list.title;
  return constructMetadata({
    locale,
    title: list.page > 1 ? `${title} (${copy.pagination.page(list.page)})` : title,
    description: name ? copy.tag.description(name) : copy.list.description,
    keywords: name ? [name] : copy.list.keywords,
    path: listPageHref(list.base, list.page),
  });
}

/** A topic with fewer articles than this is followed by the most recent others, as many. */
const SPARSE = 3;

const pill =
  "inline-flex min-h-9 items-center rounded-full border px-3.5 text-sm transition-colors";

export async function InsightsPage({ locale, ...props }: InsightsParams & { locale: Locale }) {
  const list = await resolve(locale, props);
  if (!list) notFound();
  const copy = insightsCopy[locale];
  const name = list.tag && insightTags[list.tag][locale];
  const articles = pageOf(
    list.tag ? articlesTagged(locale, list.tag) : articlesIn(locale),
    list.page,
  );
  const shown = new Set(articles.map((article) => article.slug));
  const more =
    list.tag && articles.length < SPARSE
      ? articlesIn(locale)
          .filter((article) => !shown.has(article.slug))
          .slice(0, SPARSE)
      : [];
  const trail = [{ name: copy.name, path: "/insights" }];
  if (list.tag) trail.push({ name: name!, path: list.base });
  if (list.page > 1)
    trail.push({ name: copy.pagination.page(list.page), path: listPageHref(list.base, list.page) });
  return (
    <Container className="py-10 sm:py-14">
      <Breadcrumbs locale={locale} trail={trail} />
      <div className="mt-10 max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">
          {name ? copy.tag.eyebrow : copy.list.eyebrow}
        </p>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
          {name ?? copy.list.heading}
        </h1>
        {!name && <p className="mt-5 text-lg text-muted">{copy.list.intro}</p>}
        {/* The feed is announced in <head> for feed readers; here for people who follow it. */}
        <a
          href={localizePath(locale, FEED_PATH)}
          type="application/atom+xml"
          className="mt-4 inline-flex min-h-6 items-center gap-2 text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          <Rss className="size-4" aria-hidden="true" />
          {copy.feed.link}
        </a>
      </div>
      <nav aria-label={copy.list.topics} className="mt-8">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              href={localizePath(locale, "/insights")}
              aria-current={!list.tag && list.page === 1 ? "page" : undefined}
              className={clsx(
                pill,
                !list.tag ? "border-ink bg-ink text-canvas" : "border-line hover:bg-surface",
              )}
            >
              {copy.tag.all}
            </Link>
          </li>
          {usedTags().map((tag) => (
            <li key={tag}>
              <Link
                href={localizePath(locale, tagHref(tag))}
                aria-current={tag === list.tag && list.page === 1 ? "page" : undefined}
                className={clsx(
                  pill,
                  tag === list.tag
                    ? "border-ink bg-ink text-canvas"
                    : "border-line hover:bg-surface",
                )}
              >
                {insightTags[tag][locale]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {articles.map((article, index) => (
          <li key={article.slug} className="flex">
            <InsightCard article={article} locale={locale} priority={index === 0} />
          </li>
        ))}
      </ul>
      <Pagination base={list.base} page={list.page} pages={list.pages} locale={locale} />
      {more.length > 0 && (
        <section aria-labelledby="more-articles" className="mt-16 border-t border-line pt-10">
          <h2 id="more-articles" className="text-2xl font-semibold tracking-tight">
            {copy.tag.more}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {more.map((article) => (
              <li key={article.slug} className="flex">
                <InsightCard article={article} locale={locale} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </Container>
  );
}

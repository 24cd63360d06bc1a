import { Link } from "@/components/ui/link";
import { Tag } from "@/components/ui/tag";
import { insightsCopy } from "@/content/insights/copy";
import { insightTags } from "@/content/insights/taxonomy";
import { formatDate, localizePath, type Locale } from "@/content/locales";
import { articleHref, type Article } from "@/lib/insights";
import { CoverImage } from "./cover-image";

/** An article in a list: cover, topics, title, summary and date; the whole card opens it. */
export function InsightCard({
  article,
  locale,
  headingLevel: Heading = "h2",
  priority = false,
}: {
  article: Article;
  locale: Locale;
  headingLevel?: "h2" | "h3";
  /** The list's first card is on the first screen: its cover loads at once. */
  priority?: boolean;
}) {
  const copy = insightsCopy[locale].card;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-3xl border border-line bg-canvas shadow-card transition-shadow hover:shadow-lift">
      <CoverImage
        cover={article.cover}
        alt=""
        sizes="(min-width: 72rem) 22rem, (min-width: 64rem) 30vw, (min-width: 48rem) 45vw, calc(100vw - 2.5rem)"
        priority={priority}
        className="h-auto w-full border-b border-line bg-surface"
      />
      <div className="flex flex-1 flex-col p-6">
        <ul className="flex flex-wrap gap-2">
          {article.tags.map((tag) => (
            <Tag key={tag} name={insightTags[tag][locale]} variant="quiet" />
          ))}
        </ul>
        <Heading className="mt-4 text-lg font-semibold tracking-tight text-balance">
          <Link
            href={localizePath(locale, articleHref(article.slug))}
            aria-label={copy.readLabel(article.title)}
            className="after:absolute after:inset-0 hover:text-accent"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-muted">{article.description}</p>
        <p className="mt-5 text-sm text-muted">
          <time dateTime={article.published}>{formatDate(locale, article.published)}</time>
        </p>
      </div>
    </article>
  );
}

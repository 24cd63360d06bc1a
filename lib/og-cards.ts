import { findCaseStudy } from "@/content/case-study-routes";
import { insightsCopy } from "@/content/insights/copy";
import { insightAuthors, insightTags } from "@/content/insights/taxonomy";
import type { Locale } from "@/content/locales";
import { site } from "@/content/site";
import { uiCopy } from "@/content/ui";
import { findArticle } from "./insights";

/** An article's Open Graph card, by name. */
export const articleImage = (slug: string) => `insights/${slug}`;

/** The words on an Open Graph card: a kicker, a headline and a footer line, under the brand. */
export type OgCardText = { kicker?: string; title: string; footer: string };

/**
 * The words of a card by its name (`site`, a case study's segment, `insights/{slug}`), in a
 * language; null for a name that is none. The card draws them (app/og) and its alt text reads them.
 */
export function ogCardText(locale: Locale, name: string): OgCardText | null {
  const { og } = uiCopy[locale];
  if (name === "site") return { title: og.title, footer: og.footer };
  const article =
    name.startsWith("insights/") && findArticle(locale, name.slice("insights/".length));
  if (article)
    return {
      kicker: `${insightsCopy[locale].og.kicker} · ${insightTags[article.tags[0]!][locale]}`,
      title: article.title,
      footer: insightAuthors[article.author][locale].name,
    };
  const found = findCaseStudy(name, locale);
  return (
    found && {
      kicker: `${og.caseStudy} · ${found.study.industry}`,
      title: found.card.title,
      footer: found.study.impact.map((figure) => `${figure.value} ${figure.label}`).join(" · "),
    }
  );
}

/**
 * A card's alt text: what it shows, in reading order, one sentence per line of it. An article
 * previewed before it was ever published has no card yet: the site's card stands in.
 */
export function ogCardAlt(locale: Locale, name: string): string {
  const text = ogCardText(locale, name) ?? ogCardText(locale, "site")!;
  return [site.brand, text.kicker, text.title, text.footer]
    .filter(Boolean)
    .map((line) => line!.replace(/\.$/, ""))
    .join(". ");
}

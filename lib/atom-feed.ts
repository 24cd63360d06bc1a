import { contact } from "@/content/contact";
import { insightsCopy } from "@/content/insights/copy";
import { insightAuthors, insightTags } from "@/content/insights/taxonomy";
import { localizePath, type Locale } from "@/content/locales";
import { site } from "@/content/site";
import { PRERENDERED_CACHE } from "./cache-control";
import { articleHref, articlesIn } from "./insights";
import { FEED_PATH } from "./metadata";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const absolute = (locale: Locale, path: string) => `${site.url}${localizePath(locale, path)}`;
/**
 * The feed's and an entry's id for feed readers: a tag URI (RFC 4151) of the company's domain and
 * the page's path, not its address, so that a new SITE_URL (another domain, HTTPS) makes no
 * article new to a reader.
 */
const tagId = (locale: Locale, path: string) =>
  `tag:${contact.email.split("@")[1]},2026:${localizePath(locale, path).slice(1)}`;
/** A calendar date as an Atom timestamp (RFC 3339), at midnight UTC. */
const timestamp = (date: string) => `${date}T00:00:00Z`;

/** The Atom feed (RFC 4287) of a language's articles, newest first, with absolute links. */
export function atomFeed(locale: Locale): Response {
  const copy = insightsCopy[locale].feed;
  const articles = articlesIn(locale);
  const updated = articles.reduce(
    (latest, { updated }) => (updated > latest ? updated : latest),
    "2026-01-01",
  );
  const entries = articles.map((article) => {
    const url = absolute(locale, articleHref(article.slug));
    return `  <entry>
    <id>${tagId(locale, articleHref(article.slug))}</id>
    <title>${escape(article.title)}</title>
    <link rel="alternate" type="text/html" href="${url}"/>
    <published>${timestamp(article.published)}</published>
    <updated>${timestamp(article.updated)}</updated>
    <author><name>${escape(insightAuthors[article.author][locale].name)}</name></author>
${article.tags.map((tag) => `    <category term="${tag}" label="${escape(insightTags[tag][locale])}"/>`).join("\n")}
    <summary>${escape(article.description)}</summary>
  </entry>`;
  });
  const xml = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">
  <id>${tagId(locale, FEED_PATH)}</id>
  <title>${escape(copy.title)}</title>
  <subtitle>${escape(copy.subtitle)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${absolute(locale, FEED_PATH)}"/>
  <link rel="alternate" type="text/html" href="${absolute(locale, "/insights")}"/>
  <updated>${timestamp(updated)}</updated>
  <author><name>${escape(site.brand)}</name></author>
${entries.join("\n")}
</feed>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": PRERENDERED_CACHE,
    },
  });
}

// Which paths are this site's pages, for the links in an article's body: the build checks every
// article with it (lib/insights.ts), and the editor checks a body before it publishes it.
import Markdoc from "@markdoc/markdoc";
import { englishPath, localizePath } from "../content/locales";
import { routes } from "../content/routes";

/** A list's later page: `/insights/page/2`, a tag's `/insights/tag/ai/page/2`. */
const LIST_PAGE = /^\/insights(\/tag\/[^/]+)?\/page\/[1-9]\d*$/;

/**
 * Whether a link (`/…`, a fragment or a query aside) leads to one of the site's pages in either
 * language, with these articles and these former slugs, which redirect to an article.
 */
export function sitePages(
  articles: readonly { slug: string; tags: readonly string[] }[],
  formerSlugs: readonly string[],
) {
  const pages = new Set(
    [
      ...routes,
      "/insights",
      "/insights/feed.xml",
      ...[...articles.map((article) => article.slug), ...formerSlugs].map(
        (slug) => `/insights/${slug}`,
      ),
      ...articles.flatMap((article) => article.tags.map((tag) => `/insights/tag/${tag}`)),
    ].flatMap((path) => [path, localizePath("ar", path)]),
  );
  return (href: string) => {
    const path = href.split(/[?#]/)[0]!;
    return pages.has(path) || LIST_PAGE.test(englishPath(path));
  };
}

/**
 * The links of a Markdoc text to this site (`/…`), with their words and lines (1 is the text's
 * first).
 */
export function siteLinks(text: string) {
  const links: { href: string; words: string; line: number }[] = [];
  for (const node of Markdoc.parse(text).walk()) {
    const href = node.type === "link" ? String(node.attributes.href) : "";
    if (href.startsWith("/") && !href.startsWith("//")) {
      const words = [...node.walk()]
        .map((child) =>
          child.type === "text" || child.type === "code" ? child.attributes.content : "",
        )
        .join("");
      links.push({ href, words, line: (node.lines[0] ?? 0) + 1 });
    }
  }
  return links;
}

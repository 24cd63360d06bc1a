// Links that never break: every page the build made, in both languages, is read as built. Every
// internal link and anchor must lead to a built page or file and, with a fragment, to an element of
// that page with that id; every page must be reachable by links from `/`.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, type DefaultTreeAdapterTypes } from "parse5";
import { describe, expect, test } from "vitest";
import { site } from "@/content/site";
import { builtPages, notFoundPages } from "./support/routes";

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

const build = join(process.cwd(), ".builds/current");
const htmlOf = (route: string) =>
  readFileSync(join(build, "server/app", `${route === "/" ? "/index" : route}.html`), "utf8");

/** Each built page's element ids and the links it carries (`<a href>`), as written. */
type Page = { ids: Set<string>; links: string[] };

function read(route: string): Page {
  const page: Page = { ids: new Set(), links: [] };
  const visit = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (!("tagName" in child)) continue;
      const element = child as Element;
      const attribute = (name: string) => element.attrs.find((attr) => attr.name === name)?.value;
      const id = attribute("id");
      if (id) page.ids.add(id);
      const href = attribute("href");
      if (element.tagName === "a" && href !== undefined) page.links.push(href);
      visit(
        element.tagName === "template"
          ? (element as unknown as { content: ParentNode }).content
          : element,
      );
    }
  };
  visit(parse(htmlOf(route)));
  return page;
}

/** The pages a visitor can reach: every built HTML page but the 404s and the framework's error page. */
const routes = builtPages().filter((route) => !notFoundPages.includes(route));
const pages = new Map(routes.map((route) => [route, read(route)]));

/** Files served from public/ or produced by a route (feeds, images): a link to one is not broken. */
const isFile = (path: string) =>
  existsSync(join(process.cwd(), "public", path)) ||
  /^\/(ar\/)?insights\/feed\.xml$/.test(path) ||
  /^\/og\/.+\.png$/.test(path);

/** A link on this site, as a path and a fragment; null for another site, mail and phone links. */
function internal(href: string, from: string) {
  const url = new URL(href, `${site.url}${from}`);
  if (url.origin !== site.url) return null;
  return {
    path: decodeURIComponent(url.pathname),
    fragment: url.hash ? decodeURIComponent(url.hash.slice(1)) : null,
  };
}

/** What is wrong with a page's links: each one leading nowhere, or to an id its page lacks. */
function broken(route: string, links: string[]) {
  const found: string[] = [];
  for (const href of links) {
    const link = internal(href, route);
    if (!link) continue;
    const target = link.path === "" ? route : link.path;
    const built = pages.get(target);
    if (!built) {
      if (!isFile(target)) found.push(`${route}: ${href} (no such page)`);
    } else if (link.fragment && !built.ids.has(link.fragment))
      found.push(`${route}: ${href} (no id "${link.fragment}" on ${target})`);
  }
  return found;
}

describe("the built site's links", () => {
  test("the build made the pages of both languages, Insights among them", () => {
    expect(routes).toContain("/");
    expect(routes).toContain("/ar");
    expect(routes).toContain("/insights");
    expect(routes).toContain("/ar/insights");
    expect(routes.filter((route) => route.startsWith("/insights/")).length).toBeGreaterThan(6);
  });

  test("every internal link leads to a built page (or file), and every fragment to an id on it", () => {
    const links = [...pages.values()].reduce((count, page) => count + page.links.length, 0);
    console.log(`Link check: ${pages.size} pages, ${links} links.`);
    expect([...pages].flatMap(([route, page]) => broken(route, page.links))).toEqual([]);
  });

  test("a link to no page, or to an id its page lacks, is reported", () => {
    expect(
      broken("/insights", [
        "/insights/no-such-article",
        "/services#no-such-section",
        "/services#web-application-development-service",
        "https://example.com/elsewhere",
      ]),
    ).toEqual([
      "/insights: /insights/no-such-article (no such page)",
      '/insights: /services#no-such-section (no id "no-such-section" on /services)',
    ]);
  });

  test("every page can be reached by links from the home page", () => {
    const reached = new Set(["/"]);
    const queue = ["/"];
    while (queue.length) {
      const route = queue.shift()!;
      for (const href of pages.get(route)!.links) {
        const path = internal(href, route)?.path;
        if (path && pages.has(path) && !reached.has(path)) {
          reached.add(path);
          queue.push(path);
        }
      }
    }
    expect(routes.filter((route) => !reached.has(route))).toEqual([]);
  });
});

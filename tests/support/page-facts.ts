// What a built page tells visitors and crawlers, with the framework's own bytes (scripts, chunk
// names, build ids) left out: its text, links, images, meta tags and structured data. Two builds
// whose pages have the same facts show visitors the same site.
import { parse, type DefaultTreeAdapterTypes } from "parse5";

type Node = DefaultTreeAdapterTypes.ChildNode;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

export type PageFacts = {
  text: string;
  links: string[];
  images: string[];
  meta: string[];
  structuredData: unknown[];
};

export function pageFacts(html: string): PageFacts {
  const facts: PageFacts = { text: "", links: [], images: [], meta: [], structuredData: [] };
  const words: string[] = [];
  const visit = (node: ParentNode) => {
    for (const child of node.childNodes as Node[]) {
      if (child.nodeName === "#text") {
        words.push((child as DefaultTreeAdapterTypes.TextNode).value);
        continue;
      }
      if (!("tagName" in child)) continue;
      const attribute = (name: string) => child.attrs.find((attr) => attr.name === name)?.value;
      if (child.tagName === "script") {
        if (attribute("type") === "application/ld+json") {
          const text = child.childNodes[0] as DefaultTreeAdapterTypes.TextNode | undefined;
          facts.structuredData.push(JSON.parse(text?.value ?? "null"));
        }
        continue;
      }
      if (child.tagName === "style") continue;
      // A stylesheet's hashed name is the framework's (a build of the same sources elsewhere names it
      // differently); every other link is the page's.
      const framework = child.tagName === "link" && attribute("href")?.startsWith("/_next/static/");
      if (
        child.tagName === "a" ||
        (child.tagName === "link" && attribute("rel") !== "preload" && !framework)
      )
        facts.links.push(`${attribute("rel") ?? "a"} ${attribute("href") ?? ""}`);
      if (child.tagName === "img")
        facts.images.push(
          [attribute("src"), attribute("srcset"), attribute("alt")].filter(Boolean).join(" | "),
        );
      if (child.tagName === "meta")
        facts.meta.push(`${attribute("name") ?? attribute("property")}=${attribute("content")}`);
      if (child.tagName === "title" || child.tagName === "option") words.push(" ");
      visit(
        child.tagName === "template"
          ? (child as unknown as { content: ParentNode }).content
          : child,
      );
      words.push(" ");
    }
  };
  visit(parse(html));
  facts.text = words.join("").replace(/\s+/g, " ").trim();
  // Meta tags by name: their order means nothing to a reader or a crawler, and Next.js places its
  // font's `next-size-adjust` at either end of the 404 page's head from one build to the next.
  facts.meta.sort();
  return facts;
}

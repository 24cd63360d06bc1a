import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

const purify = createDOMPurify(new JSDOM("").window);

/** A reference within the drawing itself (`#id`), the only kind a published drawing may hold. */
const INTERNAL = /^#[\w.:-]+$/;
/** A CSS `url(…)` that points outside the drawing, or an `@import`. */
const EXTERNAL_CSS = /@import|url\(\s*['"]?\s*(?!#)/i;

let found: string[] = [];
purify.addHook("uponSanitizeAttribute", (_, data) => {
  const name = data.attrName.toLowerCase();
  const external =
    ((name === "href" || name === "xlink:href" || name === "src") &&
      !INTERNAL.test(data.attrValue.trim())) ||
    EXTERNAL_CSS.test(data.attrValue);
  if (external) data.keepAttr = false;
});
purify.addHook("uponSanitizeElement", (node, data) => {
  if (data.tagName === "style" && EXTERNAL_CSS.test(node.textContent ?? "")) {
    found.push("a style that loads from elsewhere");
    node.textContent = "";
  }
});

/**
 * What an uploaded drawing holds beyond DOMPurify's allow-list of SVG elements and attributes
 * (scripts, event handlers, HTML or any other namespace's elements such as a `<meta>` refresh or
 * a `<base>`, `<foreignObject>`), and any reference outside the drawing (`href`, `src`, CSS
 * `url()` and `@import`): empty for a drawing the site publishes as it is.
 */
export function svgProblems(source: string): string[] {
  found = [];
  purify.sanitize(source, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ["use"] });
  const removed = purify.removed.flatMap((item) =>
    "element" in item
      ? item.element.nodeName === "BODY"
        ? []
        : [`<${item.element.nodeName.toLowerCase()}>`]
      : [
          `${item.attribute?.name ?? "an attribute"}="${(item.attribute?.value ?? "").slice(0, 50)}" on <${item.from.nodeName.toLowerCase()}>`,
        ],
  );
  return [...new Set([...found, ...removed])];
}

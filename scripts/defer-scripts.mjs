// The one edit the build makes to Next.js's prerendered HTML (see deferScripts). It parses the page
// rather than matching text, edits only the spans it found, and throws when the page is not shaped
// as expected, so a change in Next's output fails the build instead of silently undoing the edit.
import { parse } from "parse5";

export const LOADER_MARK = "data-deferred-scripts";

/**
 * Every function in the script files a page runs at load is called while it hydrates. V8's compile
 * hint asks for them to be compiled eagerly, on a background thread while the file streams in,
 * instead of one by one on the main thread when first called (Chrome 136+; other engines ignore
 * it). The build prepends it to each deferred script file: the only change made to a built script.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * The loader that replaces the framework's script tags: it starts them once the page has loaded
 * and painted its first content. On a fast connection `load` can come before the first paint,
 * hence the wait for the first-contentful-paint entry (or, where paint timing is missing, a frame).
 * A script file that fails to load, one of these or one the framework loads later, marks the page
 * (`data-scripts-failed` on `<html>`), whose one-line notice then shows (components/site/site-shell).
 */
export function loaderScript(sources) {
  return (
    `addEventListener("error",e=>{if(e.target instanceof HTMLScriptElement)document.documentElement.dataset.scriptsFailed=""},true);` +
    `addEventListener("load",()=>{const go=()=>setTimeout(()=>{for(const s of ${JSON.stringify(sources)}){const e=document.createElement("script");e.src=s;e.async=true;document.body.append(e)}});` +
    `if(!PerformanceObserver.supportedEntryTypes?.includes("paint"))return requestAnimationFrame(go);` +
    `const o=new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}});o.observe({type:"paint",buffered:true})})`
  );
}

const attribute = (node, name) => node.attrs?.find((attr) => attr.name === name)?.value;

function* walk(node) {
  yield node;
  for (const child of node.childNodes ?? []) yield* walk(child);
  if (node.content) yield* walk(node.content); // <template>
}

/** The page's elements, with their source spans. */
function elements(html) {
  return [...walk(parse(html, { sourceCodeLocationInfo: true }))].filter((node) => node.tagName);
}

/**
 * Moves the framework's script files out of the page's first load: Next.js writes them as async
 * `<script src>` tags plus `<link rel="preload" as="script">` hints; both are removed and one small
 * loader (`loaderScript`) starts the same files after the first paint. The HTML (text, images,
 * CSS, font) then paints without sharing the connection with about 150 KB of JavaScript.
 * Returns the new HTML, the script sources and how many preloads were removed.
 */
export function deferScripts(html) {
  const nodes = elements(html);
  if (nodes.some((node) => attribute(node, LOADER_MARK) !== undefined))
    throw new Error("the page's scripts are already deferred");
  const scripts = nodes.filter(
    (node) =>
      node.tagName === "script" &&
      attribute(node, "src") !== undefined &&
      attribute(node, "async") !== undefined &&
      attribute(node, "nomodule") === undefined,
  );
  const preloads = nodes.filter(
    (node) =>
      node.tagName === "link" &&
      attribute(node, "rel") === "preload" &&
      attribute(node, "as") === "script",
  );
  const body = nodes.find((node) => node.tagName === "body");
  if (scripts.length === 0) throw new Error("no async framework <script src> tags found");
  if (!body?.sourceCodeLocation?.endTag) throw new Error("no </body> found");

  const sources = scripts.map((node) => attribute(node, "src"));
  const loader = `<script ${LOADER_MARK}>${loaderScript(sources)}</script>`;
  const edits = [
    ...[...scripts, ...preloads].map(({ sourceCodeLocation: { startOffset, endOffset } }) => ({
      startOffset,
      endOffset,
      text: "",
    })),
    {
      startOffset: body.sourceCodeLocation.endTag.startOffset,
      endOffset: body.sourceCodeLocation.endTag.startOffset,
      text: loader,
    },
  ].sort((a, b) => b.startOffset - a.startOffset);
  let result = html;
  for (const { startOffset, endOffset, text } of edits)
    result = result.slice(0, startOffset) + text + result.slice(endOffset);

  // The result is checked as the browser will read it.
  const after = elements(result);
  const left = after.filter(
    (node) =>
      (node.tagName === "script" &&
        attribute(node, "src") !== undefined &&
        attribute(node, "nomodule") === undefined) ||
      (node.tagName === "link" && attribute(node, "as") === "script"),
  );
  if (left.length) throw new Error(`${left.length} script tags or preloads left after deferring`);
  if (after.filter((node) => attribute(node, LOADER_MARK) !== undefined).length !== 1)
    throw new Error("the loader was not placed exactly once");
  return { html: result, sources, preloads: preloads.length };
}

/** The script sources a page's loader starts; null when the page has no loader. */
export function deferredSources(html) {
  const loader = elements(html).find((node) => attribute(node, LOADER_MARK) !== undefined);
  if (!loader) return null;
  const code = loader.childNodes.map((node) => node.value).join("");
  // The loader is ours: its text is loaderScript(sources), so it is read back by that template.
  const [before, after] = loaderScript(["\0"]).split('"\\u0000"');
  const list = code.slice(before.length - 1, code.length - after.length + 1);
  const sources = JSON.parse(list);
  if (loaderScript(sources) !== code) throw new Error("the deferred-scripts loader is not ours");
  return sources;
}

/** The executable inline scripts of a page, as the browser reads them (JSON and JSON-LD data excluded). */
export function inlineScriptBodies(html) {
  return elements(html)
    .filter(
      (node) =>
        node.tagName === "script" &&
        attribute(node, "src") === undefined &&
        !/^application\/(ld\+)?json$/.test(attribute(node, "type") ?? ""),
    )
    .map((node) => node.childNodes.map((child) => child.value).join(""));
}

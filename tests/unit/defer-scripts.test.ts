import { describe, expect, test } from "vitest";
import {
  deferScripts,
  deferredSources,
  inlineScriptBodies,
  loaderScript,
} from "../../scripts/defer-scripts.mjs";

/** A page shaped as Next.js 16 prerenders it: async scripts and preloads in head, inline payload in body. */
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "</head><body><main><p>if (a < b) the text stays</p></main>",
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  "</body></html>",
].join("");

describe("deferScripts", () => {
  test("removes the async scripts and their preloads and adds one loader for the same files", () => {
    const { html, sources, preloads } = deferScripts(page);
    expect(sources).toEqual(["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"]);
    expect(preloads).toBe(1);
    expect(html).not.toContain('async=""');
    expect(html).not.toContain('as="script"');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain("<p>if (a < b) the text stays</p>"); // nothing else is re-serialised
    expect(
      html.endsWith(
        `<script data-deferred-scripts>${loaderScript(sources)}</script></body></html>`,
      ),
    ).toBe(true);
    expect(deferredSources(html)).toEqual(sources);
  });

  test("is deterministic and refuses a page it already edited", () => {
    expect(deferScripts(page).html).toBe(deferScripts(page).html);
    expect(() => deferScripts(deferScripts(page).html)).toThrow(/already deferred/);
  });

  test("fails on a page not shaped as expected, instead of leaving it as it was", () => {
    expect(() => deferScripts(page.replaceAll(' async=""', ""))).toThrow(/no async framework/);
    expect(() => deferScripts(page.replace("</body>", ""))).toThrow();
  });

  test("reads back only its own loader", () => {
    expect(deferredSources(page)).toBeNull();
    const edited = deferScripts(page).html.replace("document.body.append", "document.head.append");
    expect(() => deferredSources(edited)).toThrow(/not ours/);
  });

  test("lists the executable inline scripts as the browser reads them, data blocks excluded", () => {
    const bodies = inlineScriptBodies(deferScripts(page).html);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toBe("(self.__next_f=self.__next_f||[]).push([0])");
    expect(bodies[1]).toBe(
      loaderScript(["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"]),
    );
  });
});

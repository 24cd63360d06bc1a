import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { englishPath, localizePath, pathLocale } from "@/content/locales";
import { routes } from "@/content/routes";
import { SVG_POLICY } from "@/lib/cover-images";
import { articlesIn, findArticle, insightRoutes } from "@/lib/insights";
import { ogCardAlt } from "@/lib/og-cards";
import { contact as company } from "@/content/contact";
import { siteText } from "@/content/site";
import {
  arabicCopyCharacters,
  FIRST_FLIGHT_BYTES,
  FONT_WEIGHTS,
  latinCopyCharacters,
} from "../../scripts/font-subset.mjs";
import { codeSnifferErrors, DESKTOP } from "./support/browser";
import { builtPages, notFoundPages as notFound, pathOf } from "./support/routes";
import { startServer } from "./support/server";
import { withSiteAndBrowser } from "./support/site";
import { expectTextAt200 } from "./support/layout";
import {
  expectAccessible,
  expectKeyboardUsable,
  menusWalkedOn,
  open,
  openTab,
  shellPressed,
  templates,
} from "./support/sweep";

const site = withSiteAndBrowser();

const pages = builtPages();
/** What each language's fonts carry, as the build cut them (read from the source files once). */
const latin = latinCopyCharacters();
const fontCharacters = { en: latin, ar: latin + arabicCopyCharacters() };

describe("every built page", () => {
  test("the build covers the foundation's pages", () => {
    expect(pages).toEqual(expect.arrayContaining(["/", "/_not-found", "/footer/TermsConditions"]));
  });

  test("the build covers every route and Insights page in both languages and each language's 404", () => {
    const expected = [
      ...[...routes, ...insightRoutes().map(({ path }) => path)].flatMap((route) => [
        route,
        localizePath("ar", route),
      ]),
      ...notFound,
    ];
    expect(pages.toSorted()).toEqual(expected.toSorted());
  });

  // Each page at 1440 px, in one tab taken from page to page with its cache off (every file is
  // fetched, and measured, again, as on a first visit): its head, fonts, preloads, axe light and
  // dark, every Tab stop in <main> on screen and uncovered (and, on one page of each template, the
  // skip link's, header's, footer's and the Services dropdown's), its text at 200 % (WCAG 1.4.4),
  // every control pressed with the keyboard, then a clean console and no CSP violation through all
  // of it.
  describe("desktop", () => {
    const desktop = openTab(site, DESKTOP, { firstVisit: true });
    test.each(pages)(
      "%s: metadata, structured data, zero axe violations (light and dark) and HTML_CodeSniffer errors, every Tab stop in view, text at double size, every control works with the keyboard, a clean console and no CSP violation",
      async (route) => {
        const { page } = desktop;
        await open(desktop, route);
        const locale = pathLocale(route);

        const head = await page.evaluate(async () => {
          await document.fonts.ready;
          const meta = (selector: string) =>
            document.querySelector(selector)?.getAttribute("content") ?? null;
          return {
            title: document.title,
            description: meta('meta[name="description"]'),
            canonical:
              document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
            ogTitle: meta('meta[property="og:title"]'),
            ogImage: meta('meta[property="og:image"]'),
            twitterCard: meta('meta[name="twitter:card"]'),
            twitterImage: meta('meta[name="twitter:image"]'),
            keywords: meta('meta[name="keywords"]'),
            jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
              (s) => s.textContent ?? "",
            ),
            h1: document.querySelectorAll("h1").length,
            lang: document.documentElement.lang,
            dir: document.documentElement.dir,
            alternates: Object.fromEntries(
              [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
                link.getAttribute("hreflang"),
                link.getAttribute("href"),
              ]),
            ),
            text: document.body.innerText,
            fonts: [...document.fonts]
              .filter((font) => font.status === "loaded")
              .map((font) => font.family.replaceAll('"', "")),
            fontBytes: performance
              .getEntriesByType("resource")
              .filter((entry) => entry.name.endsWith(".woff2"))
              .map((entry) => (entry as PerformanceResourceTiming).transferSize),
            weights: [
              ...new Set(
                [...document.querySelectorAll("body *")].map((e) => getComputedStyle(e).fontWeight),
              ),
            ].map(Number),
          };
        });
        // The page's text is drawn in the language's typefaces, and English pages never fetch the
        // Arabic one.
        expect(head.fonts).toContain("Geist");
        expect(head.fonts.includes("Noto Sans Arabic")).toBe(locale === "ar");
        // The fonts are cut to character sets at build: every character on the page is in its
        // language's fonts (on English pages the Arabic sample is drawn by a system font by design).
        const covered = fontCharacters[locale];
        // (Invisible direction marks and joiners, format characters, draw nothing.)
        const missing = [...new Set(head.text.replace(/\s|\p{Cf}/gu, ""))].filter(
          (character) =>
            !covered.includes(character) && !(locale === "en" && /\p{scx=Arabic}/u.test(character)),
        );
        expect(missing).toEqual([]);
        // ... and to the weights the page asks for, and each arrives, headers and all, in the first
        // flight of its connection.
        expect(Math.min(...head.weights)).toBeGreaterThanOrEqual(FONT_WEIGHTS.min);
        expect(Math.max(...head.weights)).toBeLessThanOrEqual(FONT_WEIGHTS.max);
        expect(head.fontBytes.length).toBe(locale === "ar" ? 2 : 1);
        for (const bytes of head.fontBytes) expect(bytes).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES);
        expect(head.title).toMatch(/Deccan Softworks/);
        expect(head.description?.length).toBeGreaterThan(50);
        expect(head.h1).toBe(1);
        expect([head.lang, head.dir]).toEqual(locale === "ar" ? ["ar", "rtl"] : ["en", "ltr"]);
        // The card in the page's language: a case study's or an article's own, or the site's.
        const segment = route.split("/").pop()!;
        const card = segment.startsWith("case-study-")
          ? segment
          : findArticle(locale, segment) && englishPath(route) === `/insights/${segment}`
            ? `insights/${segment}`
            : "site";
        expect(head.ogImage).toBe(
          `http://localhost:3000/og/${locale === "ar" ? "ar/" : ""}${card}.png`,
        );
        expect(head.twitterImage).toBe(head.ogImage);
        if (!notFound.includes(route)) {
          // SITE_URL (baked in at build) is the default here.
          const url = (path: string) => `http://localhost:3000${path === "/" ? "" : path}`;
          expect(head.canonical).toBe(url(route));
          expect(head.alternates).toEqual({
            en: url(englishPath(route)),
            ar: url(localizePath("ar", englishPath(route))),
            "x-default": url(englishPath(route)),
          });
          expect(head.ogTitle).toBe(head.title);
          expect(head.twitterCard).toBe("summary_large_image");
          expect(head.keywords).toContain(siteText[locale].keywords[0]);
        }
        const organization = head.jsonLd
          .map((text) => JSON.parse(text))
          .find((data) => data["@type"] === "Organization");
        expect(organization).toMatchObject({
          name: "Deccan Softworks",
          email: "hello@deccansoftworks.example",
          telephone: "+91 20 4000 1234",
          address: {
            addressLocality: siteText[locale].address.locality,
            postalCode: "411045",
            addressCountry: "IN",
          },
        });
        // It preloads only what it shows: each file once, and no image of another page.
        const preloads = await page.evaluate(() => {
          const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
          const shown = new Set([...document.images].map((image) => image.currentSrc || image.src));
          return {
            hrefs: links.map((link) => link.href),
            foreignImages: links
              .filter((link) => link.as === "image" && !shown.has(link.href))
              .map((link) => link.href),
          };
        });
        expect(preloads.hrefs.length).toBe(new Set(preloads.hrefs).size);
        expect(preloads.foreignImages).toEqual([]);
        // HTML_CodeSniffer (pa11y's engine) agrees, on the page as loaded: no WCAG 2 AA error.
        expect(await codeSnifferErrors(page)).toEqual([]);
        await expectAccessible(desktop, route, "services-menu");
        await expectTextAt200(page);
        await expectKeyboardUsable(desktop, route);
      },
      // The first page of a template presses its shell's controls too: half a minute under load.
      120_000,
    );

    test("the shell's controls are pressed with the keyboard on one page of each template in each language", () => {
      expect(shellPressed(desktop, "servicesMenu")).toEqual(templates);
    });
  });

  test("the menus are walked on one page of each template in each language", () => {
    expect(menusWalkedOn.size).toBe(22);
  });
  // At 390 px: pages-phone.test.ts.
});

/** The entities React writes in an attribute's value. */
const ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", lt: "<", gt: ">" };

test("every page's Open Graph card is served: a 1200 × 630 PNG, its alt text the words it shows", async () => {
  const cards = new Set<string>();
  for (const route of pages) {
    const html = await (await fetch(site.server.url + pathOf(route))).text();
    const meta = (property: string) =>
      new RegExp(`<meta (?:property|name)="${property}" content="([^"]+)"`)
        .exec(html)?.[1]
        ?.replace(/&(amp|quot|#x27|lt|gt);/g, (_, name: string) => ENTITIES[name]!);
    const card = new URL(meta("og:image")!).pathname;
    cards.add(card);
    // The card's own words (a case study's or an article's title), not the site's tagline.
    const [, ar, name] = /^\/og\/(ar\/)?(.+)\.png$/.exec(card)!;
    const alt = ogCardAlt(ar ? "ar" : "en", name!);
    expect(meta("og:image:alt"), route).toBe(alt);
    expect(meta("twitter:image:alt"), route).toBe(alt);
  }
  // The site's card, the five case studies' and each article's, in each language.
  expect(cards.size).toBe(2 * (6 + articlesIn("en").length));
  for (const card of cards) {
    const response = await fetch(site.server.url + card);
    expect(response.headers.get("content-type"), card).toBe("image/png");
    const png = Buffer.from(await response.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], card).toEqual([1200, 630]);
  }
});

describe("404", () => {
  test("every unknown path answers 404 with the spec's text and a way home", async () => {
    for (const path of [
      "/no-such-page",
      "/services/NoSuchService",
      "/case-study-unknown",
      "/a/b/c",
    ]) {
      const response = await fetch(site.server.url + path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain("404 Not Found!");
      expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back To Home<\/a>/);
      expect(html.match(/<meta name="robots"[^>]*>/g), path).toEqual([
        '<meta name="robots" content="noindex"/>',
      ]);
    }
  });

  test("an unknown path under /ar answers 404 with the Arabic page and a way to the Arabic home", async () => {
    for (const path of [
      "/ar/no-such-page",
      "/ar/services/NoSuchService",
      "/ar/case-study-unknown",
      "/ar/a/b/c",
    ]) {
      const response = await fetch(site.server.url + path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<html lang="ar" dir="rtl"');
      expect(html).toContain("الصفحة غير موجودة");
      expect(html).toMatch(/<a[^>]*href="\/ar"[^>]*>العودة إلى الرئيسية<\/a>/);
      expect(html.match(/<meta name="robots"[^>]*>/g), path).toEqual([
        '<meta name="robots" content="noindex"/>',
      ]);
      // Its inline scripts run: the CSP carries the Arabic 404 page's own hashes.
      const csp = response.headers.get("content-security-policy") ?? "";
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) =>
        createHash("sha256").update(match[1]!).digest("base64"),
      );
      expect(inline.length).toBeGreaterThan(0);
      for (const hash of inline) expect(csp, path).toContain(`'sha256-${hash}'`);
    }
  });
});

describe("terms", () => {
  test("has the 11 sections as headings, the governing law and the contact e-mail", async () => {
    const html = await (await fetch(`${site.server.url}/footer/TermsConditions`)).text();
    const headings = [...html.matchAll(/<h2[^>]*id="[^"]+-title"[^>]*>(.*?)<\/h2>/g)].map((m) =>
      m[1]!.replace(/<!-- -->/g, ""),
    );
    expect(headings).toEqual([
      "1. Use of services",
      "2. Software licensing",
      "3. User accounts",
      "4. Payment",
      "5. Support and updates",
      "6. Intellectual property",
      "7. Privacy",
      "8. Limitation of liability",
      "9. Termination",
      "10. Governing law",
      "11. Changes to these terms",
    ]);
    expect(html).toContain("18 or older");
    expect(html).toContain("non-refundable");
    expect(html).toMatch(/Maharashtra/);
    expect(html).toContain('href="mailto:hello@deccansoftworks.example"');
    // The retention ENQUIRY_RETENTION_DAYS sets (730 by default), as the forms' note says too.
    expect(html).toContain("We keep an enquiry for 2 years from the day we receive it");
    const contact = await (await fetch(`${site.server.url}/contactus`)).text();
    expect(contact).toContain(
      "We use your details, and how your visit reached us, only to answer this enquiry, and delete them after 2 years.",
    );
  });
});

describe("sitemap and robots", () => {
  test("sitemap.xml lists every route of the site once in each language, with its alternates", async () => {
    const xml = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const pages = [...routes, ...insightRoutes().map(({ path }) => path)];
    expect(locs).toHaveLength(2 * pages.length);
    expect(new Set(locs)).toEqual(
      new Set(pages.flatMap((route) => [route, localizePath("ar", route)])),
    );
    // Each <url> names the page in both languages and English as the default.
    const entries = xml.split("<url>").slice(1);
    for (const entry of entries)
      expect(entry.match(/hreflang="(en|ar|x-default)"/g)).toEqual([
        'hreflang="en"',
        'hreflang="ar"',
        'hreflang="x-default"',
      ]);
    expect(locs).toEqual(
      expect.arrayContaining([
        "/",
        "/services/GameServices",
        "/case-study-leanMethologies",
        "/footer/TermsConditions",
      ]),
    );
  });

  test("robots.txt allows crawling, keeps the endpoint out and points at the sitemap", async () => {
    const text = await (await fetch(`${site.server.url}/robots.txt`)).text();
    expect(text).toMatch(/User-Agent: \*\nAllow: \//);
    expect(text).toContain("Disallow: /mailservice/");
    expect(text).toMatch(/Sitemap: http:\/\/localhost:3000\/sitemap\.xml/);
  });
});

describe("caching for a CDN", () => {
  test("pages, feeds and security.txt for minutes (stale while revalidating), hashed files for a year, endpoints never", async () => {
    const header = async (path: string, init?: RequestInit) =>
      (await fetch(site.server.url + path, init)).headers.get("cache-control");
    for (const path of [
      "/",
      "/services/CloudServices",
      "/footer/TermsConditions",
      "/insights/feed.xml",
      "/ar/insights/feed.xml",
      "/.well-known/security.txt",
    ])
      expect(await header(path), path).toBe(
        "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
      );
    const html = await (await fetch(`${site.server.url}/`)).text();
    const asset = /\/_next\/static\/[^"]+\.css/.exec(html)![0];
    expect(await header(asset)).toBe("public, max-age=31536000, immutable");
    for (const path of ["/mailservice/challenge", "/healthz", "/readyz", "/metrics"])
      expect(await header(path), path).toBe("no-store");
    // What the client router is answered with (its payload, or a redirect to it) varies by its
    // headers, so no shared cache hands it to a visitor who did not send them.
    for (const path of ["/", "/services/CloudServices", "/ar/contactus", "/insights"])
      for (const headers of [{ rsc: "1" }, { "next-router-prefetch": "1" }, {}] as Record<
        string,
        string
      >[]) {
        const vary = (await fetch(site.server.url + path, { headers, redirect: "manual" })).headers
          .get("vary")
          ?.toLowerCase();
        for (const name of ["rsc", "next-router-state-tree", "next-router-prefetch"])
          expect(vary, `${path} ${JSON.stringify(headers)}`).toContain(name);
      }
    expect(await header("/ar/no-such-page")).toBe("no-store");
    for (const path of ["/mailservice/mailer.php", "/client-errors", "/csp-reports"])
      expect(await header(path, { method: "POST", body: "{}" }), path).toBe("no-store");
  });
});

describe("security headers", () => {
  test("every page carries a strict CSP with its own script hashes and the other headers", async () => {
    for (const route of pages) {
      const response = await fetch(site.server.url + pathOf(route));
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, route).toMatch(/default-src 'none'/);
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).not.toContain("unsafe-eval");
      expect(csp).not.toMatch(/https?:\/\//); // no third-party origin with the default captcha
      for (const directive of [
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(response.headers.get("x-powered-by")).toBeNull();
      expect(response.headers.get("strict-transport-security")).toBeNull(); // the edge's (below)
      // Violations go to the site's own endpoint, in both ways browsers report them.
      expect(csp).toContain("report-uri /csp-reports");
      expect(csp).toContain("report-to csp");
      expect(response.headers.get("reporting-endpoints")).toBe('csp="/csp-reports"');
    }
  });

  test("a drawing opened on its own (an article's cover, the logo) runs, loads and navigates to nothing", async () => {
    for (const path of ["/insights/erp-to-azure-in-stages.svg", "/logo.svg"]) {
      const response = await fetch(site.server.url + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toBe("image/svg+xml");
      expect(response.headers.get("content-security-policy"), path).toBe(SVG_POLICY);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
    // Other files have no policy of their own.
    const map = await fetch(`${site.server.url}/map/world.json`);
    expect(map.headers.get("content-security-policy")).toBeNull();
  });

  test("behind a trusted HTTPS proxy the CSP upgrades insecure requests, and HSTS is left to the edge", async () => {
    const proxied = await startServer({ env: { TRUST_PROXY: "127.0.0.1" } });
    try {
      const response = await fetch(`${proxied.url}/`, {
        headers: { "x-forwarded-proto": "https" },
      });
      expect(response.headers.get("content-security-policy")).toContain(
        "upgrade-insecure-requests",
      );
      // docs/nginx.conf sends it: a second copy from here would make browsers ignore both.
      expect(response.headers.get("strict-transport-security")).toBeNull();
    } finally {
      await proxied.stop();
    }
  });

  test("security.txt names the contact, both languages and the canonical URL, valid for a year from the build", async () => {
    const response = await fetch(`${site.server.url}/.well-known/security.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toContain(`Contact: mailto:${company.email}\n`);
    expect(text).toContain("Preferred-Languages: en, ar\n");
    expect(text).toContain("Canonical: http://localhost:3000/.well-known/security.txt\n");
    const expires = Date.parse(/^Expires: (\S+)$/m.exec(text)![1]!);
    const built = statSync(join(process.cwd(), ".builds/current/BUILD_ID")).mtimeMs;
    expect(Math.abs(expires - built - 365 * 86_400_000)).toBeLessThan(3_600_000);
    // Prerendered: the same file on every request, so Expires does not creep forward.
    expect(await (await fetch(`${site.server.url}/.well-known/security.txt`)).text()).toBe(text);
  });
});

describe("configuration", () => {
  test("an invalid value stops the server with one line naming the variable", async () => {
    await expect(startServer({ env: { RATE_LIMIT: "lots" } })).rejects.toThrow(
      /Invalid configuration: RATE_LIMIT/,
    );
  });
});

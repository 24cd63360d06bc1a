// Insights as a visitor, a crawler and a feed reader meet it: the lists, a tag, an article with its
// contents, code, structured data and call to action, with scripts on and off, in both languages.
import { parseFeed } from "@rowanmanning/feed-parser";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { insightsCopy } from "@/content/insights/copy";
import { insightTags } from "@/content/insights/taxonomy";
import { localizePath, locales, pathLocale } from "@/content/locales";
import { localizedServices } from "@/content/services";
import { uiCopy } from "@/content/ui";
import { articlesIn, articlesTagged, relatedArticles, usedTags } from "@/lib/insights";
import { DESKTOP, PHONE } from "./support/browser";
import { openPage } from "./support/page";
import { builtPages, notFoundPages } from "./support/routes";
import { withSiteAndBrowser } from "./support/site";

const site = withSiteAndBrowser();
const ARTICLE = "erp-to-azure-in-stages";

describe.each(locales)("Insights in %s", (locale) => {
  const copy = insightsCopy[locale];
  const articles = articlesIn(locale);
  const path = (english: string) => localizePath(locale, english);

  test("the list shows every article, newest first, and the header, phone menu and footer link to it", async () => {
    const { page, errors } = await openPage(site.browser, site.server.url + path("/"));
    for (const nav of ["header nav", "footer"])
      expect(
        await page
          .locator(`${nav} a[href="${path("/insights")}"]`)
          .first()
          .innerText(),
        nav,
      ).toBe(copy.name);
    await page.goto(site.server.url + path("/insights"));
    expect(await page.locator("h1").innerText()).toBe(copy.list.heading);
    const titles = await page.locator("main article h2").allInnerTexts();
    expect(titles).toEqual(articles.slice(0, 12).map((article) => article.title));
    const dates = articles.map((article) => article.published);
    expect(dates).toEqual(dates.toSorted().reverse());
    // One link per card: the title's, stretched over the card.
    await page
      .locator("main article")
      .first()
      .click({ position: { x: 40, y: 40 } });
    await page.waitForURL(`**${path(`/insights/${articles[0]!.slug}`)}`);
    expect(await page.locator("h1").innerText()).toBe(articles[0]!.title);
    expect(errors).toEqual([]);
    await page.close();

    const phone = await openPage(site.browser, site.server.url + path("/"), { viewport: PHONE });
    await phone.page.locator("#site-header button[popovertarget]").last().click();
    expect(await phone.page.locator(`[popover] a[href="${path("/insights")}"]`).isVisible()).toBe(
      true,
    );
    await phone.page.close();
  });

  test("a tag page lists its articles only, and every tag of an article leads to one", async () => {
    const { page } = await openPage(site.browser, site.server.url + path(`/insights/${ARTICLE}`));
    const tags = page.locator('main ul[aria-label] a[href*="/insights/tag/"]');
    expect(await tags.count()).toBe(2);
    await tags.first().click();
    await page.waitForURL(`**${path("/insights/tag/cloud")}`);
    expect(await page.locator("h1").innerText()).toBe(insightTags.cloud[locale]);
    expect(await page.locator("main article h2").allInnerTexts()).toEqual(
      articlesTagged(locale, "cloud").map((article) => article.title),
    );
    expect(
      await page
        .locator(`nav a[aria-current="page"]`)
        .filter({ hasText: insightTags.cloud[locale] })
        .count(),
    ).toBe(1);
    await page.close();
  });

  test("a topic with fewer than three articles is followed by the most recent others; the full list is not", async () => {
    const sparse = usedTags().find((tag) => articlesTagged(locale, tag).length === 1);
    expect(sparse).toBeDefined();
    const tagged = new Set(articlesTagged(locale, sparse!).map((article) => article.slug));
    const { page } = await openPage(
      site.browser,
      site.server.url + path(`/insights/tag/${sparse}`),
    );
    const more = page.locator('section[aria-labelledby="more-articles"]');
    expect(await more.locator("h2").innerText()).toBe(copy.tag.more);
    expect(await more.locator("article h3").allInnerTexts()).toEqual(
      articles
        .filter((article) => !tagged.has(article.slug))
        .slice(0, 3)
        .map((article) => article.title),
    );
    await page.goto(site.server.url + path("/insights"));
    expect(await more.count()).toBe(0);
    await page.close();
  });

  test("an article: its contents lead to its sections and mark the one being read, its code is highlighted at build, its call to action opens the service's enquiry", async () => {
    const article = articles.find((entry) => entry.slug === ARTICLE)!;
    const { page, errors } = await openPage(
      site.browser,
      site.server.url + path(`/insights/${ARTICLE}`),
    );
    // The contents list every section, and each entry scrolls to its heading.
    const contents = page.locator('nav[aria-labelledby="article-contents"] a');
    const sections = article.headings.filter((heading) => heading.level === 2);
    expect(sections.length).toBeGreaterThanOrEqual(4);
    expect(await contents.allInnerTexts()).toEqual(sections.map((section) => section.text));
    // The entry of the section being read is marked (aria-current), one at a time: none above the
    // first section, the second once its heading passes the upper third of the screen, the last
    // once its entry was followed.
    const current = () =>
      contents.evaluateAll((links) =>
        links.flatMap((link, index) =>
          link.getAttribute("aria-current") === "location" ? [index] : [],
        ),
      );
    expect(await current()).toEqual([]);
    await page.evaluate((id) => {
      const heading = document.getElementById(id)!;
      window.scrollTo({
        top: heading.getBoundingClientRect().top + window.scrollY - 100,
        behavior: "instant",
      });
    }, sections[1]!.id);
    await expect.poll(current).toEqual([1]);
    const last = sections.at(-1)!;
    await contents.last().click();
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    }, last.id);
    expect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(last.id);
    await expect.poll(current).toEqual([sections.length - 1]);
    // Every script file loaded: no line saying that part of the page did not.
    expect(await page.getByText(uiCopy[locale].scriptsFailed).isVisible()).toBe(false);
    // Code, coloured by classes written at build: no highlighting script.
    expect(await page.locator("pre code .hljs-keyword").count()).toBeGreaterThan(3);
    // Each code block scrolls with the keyboard as a named region, as the tables do.
    const blocks = await page.locator("main pre").count();
    expect(blocks).toBeGreaterThan(0);
    expect(await page.locator('main pre[role="region"][aria-label][tabindex="0"]').count()).toBe(
      blocks,
    );
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script")
        .map((entry) => entry.name),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts)
      expect(await (await fetch(script)).text(), script).not.toContain("registerLanguage");
    // Tables and callouts from the content file.
    expect(await page.locator("main table").count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator("main aside.callout").count()).toBeGreaterThanOrEqual(1);
    // The service's call to action: the modal, with the service as the enquiry's source.
    const service = localizedServices[locale].find((entry) => entry.slug === article.services[0])!;
    const cta = page.locator('#article-cta ~ div a[aria-haspopup="dialog"]');
    expect(await cta.getAttribute("href")).toBe(
      path(`/contactus?service=${encodeURIComponent(service.slug)}`),
    );
    await cta.click();
    await page.locator("dialog[open] form").waitFor();
    expect(await page.locator("dialog[open]").textContent()).toContain(service.title);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("an article describes itself to crawlers: BlogPosting, breadcrumbs, canonical and alternates, its own card, the feed", async () => {
    const article = articles.find((entry) => entry.slug === ARTICLE)!;
    const html = await (await fetch(site.server.url + path(`/insights/${ARTICLE}`))).text();
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!),
    );
    const posting = data.find((entry) => entry["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: article.title,
      description: article.description,
      datePublished: "2026-02-10",
      dateModified: "2026-06-02",
      inLanguage: locale,
      author: { "@type": "Organization" },
      publisher: { "@id": "http://localhost:3000/#organization" },
    });
    const crumbs = data.find((entry) => entry["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name).slice(1)).toEqual([
      copy.name,
      article.title,
    ]);
    expect(html).toContain(
      `<link rel="canonical" href="http://localhost:3000${path(`/insights/${ARTICLE}`)}"/>`,
    );
    expect(html).toContain(
      `<link rel="alternate" hrefLang="x-default" href="http://localhost:3000/insights/${ARTICLE}"/>`,
    );
    const card = new URL(posting.image).pathname;
    expect(card).toBe(`/og/${locale === "ar" ? "ar/" : ""}insights/${ARTICLE}.png`);
    const png = await fetch(site.server.url + card);
    expect(png.headers.get("content-type")).toBe("image/png");
  });

  test("the Atom feed parses, lists every article with absolute links, and every page announces it", async () => {
    const response = await fetch(site.server.url + path("/insights/feed.xml"));
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const feed = parseFeed(await response.text());
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toBe(copy.feed.title);
    expect(feed.language).toBe(locale);
    expect(feed.items.map((item) => item.title)).toEqual(articles.map((article) => article.title));
    for (const [item, article] of feed.items.map(
      (item, index) => [item, articles[index]!] as const,
    )) {
      expect(item.url).toBe(`http://localhost:3000${path(`/insights/${article.slug}`)}`);
      // Its id names the article, not the address: a new domain leaves it known to readers.
      expect(item.id).toBe(
        `tag:deccansoftworks.example,2026:${path(`/insights/${article.slug}`).slice(1)}`,
      );
      expect(item.description).toBe(article.description);
      expect(item.published?.toISOString().slice(0, 10)).toBe(article.published);
      expect(item.authors[0]?.name).toBeTruthy();
    }
    // Linked, for people, from the list of articles.
    const list = await (await fetch(site.server.url + path("/insights"))).text();
    const link = /<a href="([^"]+)" type="application\/atom\+xml"[^>]*>([\s\S]*?)<\/a>/.exec(list);
    expect(link?.[1]).toBe(path("/insights/feed.xml"));
    expect(link?.[2]).toContain(copy.feed.link);
    // Announced on every page of the language.
    for (const route of builtPages().filter(
      (route) => pathLocale(route) === locale && !notFoundPages.includes(route),
    )) {
      const html = await (await fetch(site.server.url + route)).text();
      expect(html, route).toContain(
        `<link rel="alternate" type="application/atom+xml" href="http://localhost:3000${path("/insights/feed.xml")}" title="${copy.feed.title}"/>`,
      );
    }
  });

  test("service pages and case studies list their articles (up to three)", async () => {
    const pages = [
      ["/services/CloudServices", relatedArticles(locale, { service: "CloudServices" })],
      ["/case-study-twarrad", relatedArticles(locale, { caseStudy: "twarrad" })],
      ["/services/GameServices", relatedArticles(locale, { service: "GameServices" })],
    ] as const;
    for (const [english, related] of pages) {
      const html = await (await fetch(site.server.url + path(english))).text();
      for (const article of related)
        expect(html, english).toContain(path(`/insights/${article.slug}`));
      expect(html.includes('id="related-insights"'), english).toBe(related.length > 0);
    }
    expect(pages[0][1].length).toBeGreaterThan(0);
    expect(pages[2][1]).toHaveLength(0);
  });
});

test("without scripts an article reads in full, its contents and tags work, and the list pages", async () => {
  const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  for (const locale of locales) {
    const article = articlesIn(locale).find((entry) => entry.slug === ARTICLE)!;
    await page.goto(site.server.url + localizePath(locale, `/insights/${ARTICLE}`));
    const text = await page.locator("main").innerText();
    expect(text.split(/\s+/).length).toBeGreaterThan(article.words);
    const last = page.locator('nav[aria-labelledby="article-contents"] a').last();
    await last.click();
    expect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(
      article.headings.filter((heading) => heading.level === 2).at(-1)!.id,
    );
    await page.locator('main a[href*="/insights/tag/"]').first().click();
    await page.waitForURL("**/insights/tag/**");
    expect(await page.locator("main article").count()).toBeGreaterThan(0);
  }
  await context.close();
});

test("Insights addresses in another letter case, and a list's page 1, redirect permanently to the exact path", async () => {
  for (const [typed, exact] of [
    ["/Insights", "/insights"],
    ["/INSIGHTS/ERP-to-azure-in-stages", "/insights/erp-to-azure-in-stages"],
    ["/insights/tag/AI", "/insights/tag/ai"],
    ["/ar/Insights", "/ar/insights"],
    ["/ar/insights/Support-Plan-That-Works", "/ar/insights/support-plan-that-works"],
    ["/insights/page/1", "/insights"],
    ["/insights/tag/cloud/page/1", "/insights/tag/cloud"],
    ["/ar/Insights/Tag/Cloud/Page/1", "/ar/insights/tag/cloud"],
  ]) {
    const response = await fetch(site.server.url + typed, { redirect: "manual" });
    expect([response.status, response.headers.get("location")], typed).toEqual([308, exact]);
    expect((await fetch(site.server.url + exact)).status, exact).toBe(200);
  }
  // A page that is not there is no page in any spelling, nor is the framework's 404 page.
  for (const missing of [
    "/insights/page/9",
    "/insights/No-Such-Article",
    "/ar/insights/tag/nothing",
    "/_NOT-FOUND",
  ])
    expect((await fetch(site.server.url + missing, { redirect: "manual" })).status, missing).toBe(
      404,
    );
});

test("the language of parts: Arabic words in English articles are marked Arabic, code in Arabic articles English", async () => {
  const page = await site.browser.newPage({ viewport: DESKTOP });
  const unmarked: string[] = [];
  let arabicWords = 0;
  let englishCode = 0;
  for (const locale of locales)
    for (const article of articlesIn(locale)) {
      const path = localizePath(locale, `/insights/${article.slug}`);
      await page.goto(site.server.url + path);
      const found = await page.evaluate(() => {
        const arabic = /\p{Script_Extensions=Arabic}/u;
        const langOf = (element: Element) => element.closest("[lang]")!.getAttribute("lang");
        const body = document.querySelector(".article-body")!;
        const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
        const texts: { text: string; lang: string | null; code: boolean }[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (node.textContent!.trim())
            texts.push({
              text: node.textContent!.trim().slice(0, 30),
              lang: langOf(node.parentElement!),
              code: !!node.parentElement!.closest("pre"),
            });
        return texts.map((text) => ({ ...text, arabic: arabic.test(text.text) }));
      });
      for (const { text, lang, code, arabic } of found) {
        // Prose takes the page's language, but for the other script's words; code with no Arabic
        // is English (its comments), on an Arabic page too.
        const expected = arabic ? "ar" : code ? "en" : locale;
        if (locale === "ar" && !arabic && !code) continue; // product names: Azure, ERP
        if (lang !== expected) unmarked.push(`${path}: "${text}" is in ${lang}`);
        if (locale === "en" && arabic) arabicWords++;
        if (locale === "ar" && code && !arabic) englishCode++;
      }
    }
  await page.close();
  expect(unmarked).toEqual([]);
  expect(arabicWords).toBeGreaterThan(0);
  expect(englishCode).toBeGreaterThan(0);
});

test("a word longer than a phone's line breaks inside an article, its title too, instead of widening the page", async () => {
  const page = await site.browser.newPage({ viewport: PHONE });
  for (const locale of locales) {
    await page.goto(site.server.url + localizePath(locale, `/insights/${ARTICLE}`));
    const widths = await page.evaluate(
      (word) => {
        const paragraph = document.createElement("p");
        paragraph.textContent = `See ${word} for the details.`;
        document.querySelector(".article-body")!.append(paragraph);
        document.querySelector("h1")!.append(` ${word}`);
        return [document.documentElement.scrollWidth, document.documentElement.clientWidth];
      },
      "https://example.com/" + "a-very-long-address".repeat(3),
    );
    expect(widths[0], locale).toBe(widths[1]);
  }
  await page.close();
});

test("a table or code block cut on a phone shows a shadow on the side with more to see, in both directions and schemes", async () => {
  for (const [locale, colorScheme] of [
    ["en", "light"],
    ["ar", "dark"],
  ] as const) {
    const page = await site.browser.newPage({ viewport: PHONE, colorScheme });
    await page.goto(site.server.url + localizePath(locale, `/insights/${ARTICLE}`));
    for (const selector of [".article-body div[role=region]", ".article-body pre"]) {
      const box = page.locator(selector).first();
      await box.scrollIntoViewIfNeeded();
      // The words drawn in no colour, so that only the box's own drawing is measured.
      await box.evaluate((element) => {
        for (const part of [element, ...element.querySelectorAll("*")])
          (part as HTMLElement).style.setProperty("color", "transparent", "important");
      });
      /**
       * How much darker (light scheme) or lighter (dark) than its middle each side of the box is
       * drawn, down the whole box (the median, clear of the rows' borders and the header row).
       */
      const shades = async () => {
        const shot = await page.screenshot({ clip: (await box.boundingBox())! });
        const { data, info } = await sharp(shot)
          .removeAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        const column = (x: number) => {
          const values = [];
          for (let y = 20; y < info.height - 20; y++) {
            const at = (y * info.width + x) * 3;
            values.push((data[at]! + data[at + 1]! + data[at + 2]!) / 3);
          }
          return values.sort((a, b) => a - b)[values.length >> 1]!;
        };
        const middle = column(info.width >> 1);
        const shade = (x: number) =>
          Math.round(colorScheme === "dark" ? column(x) - middle : middle - column(x));
        return { start: shade(5), end: shade(info.width - 6) };
      };
      const scroll = (to: "start" | "end") =>
        box.evaluate((element, to) => {
          // scrollLeft is 0 at the start in both directions, negative towards the end in RTL.
          const end =
            (element.scrollWidth - element.clientWidth) * (element.matches(":dir(rtl)") ? -1 : 1);
          element.scrollLeft = to === "start" ? 0 : end;
        }, to);
      const label = `${locale} ${colorScheme} ${selector}`;
      expect(
        await box.evaluate((element) => element.scrollWidth > element.clientWidth),
        label,
      ).toBe(true);
      // At the start, more to see at the end only: a shade on the end's side (the right in LTR).
      await scroll("start");
      const atStart = await shades();
      // Code reads left to right on Arabic pages too.
      const rtl = await box.evaluate((element) => element.matches(":dir(rtl)"));
      const [more, none] = rtl ? ["start", "end"] : ["end", "start"];
      expect(atStart[more as "end"], `${label} at the start`).toBeGreaterThan(12);
      expect(Math.abs(atStart[none as "start"]), `${label} at the start`).toBeLessThan(4);
      // At the end, the reverse.
      await scroll("end");
      const atEnd = await shades();
      expect(atEnd[none as "start"], `${label} at the end`).toBeGreaterThan(12);
      expect(Math.abs(atEnd[more as "end"]), `${label} at the end`).toBeLessThan(4);
    }
    await page.close();
  }
});

test("an article prints as its content: no header, contents, call to action or footer; links with their addresses; dark text, even from a dark screen", async () => {
  const page = await site.browser.newPage({ viewport: DESKTOP, colorScheme: "dark" });
  await page.goto(site.server.url + `/insights/${ARTICLE}`);
  await page.emulateMedia({ media: "print" });
  const printed = await page.evaluate(() => {
    const shown = (selector: string) =>
      [...document.querySelectorAll(selector)].some((element) => element.checkVisibility());
    const link = document.querySelector(
      '.article-body a[href]:not([aria-label]):not([href^="#"])',
    )!;
    // The text's colour as drawn (computed colours may be oklab or color-mix).
    const canvas = document.createElement("canvas").getContext("2d")!;
    canvas.fillStyle = getComputedStyle(document.querySelector(".article-body p")!).color;
    canvas.fillRect(0, 0, 1, 1);
    const [red, green, blue] = canvas.getImageData(0, 0, 1, 1).data;
    return {
      shown: {
        header: shown("#site-header"),
        contents: shown('nav[aria-labelledby="article-contents"]'),
        headingLinks: shown(".article-body a[aria-label]"),
        callToAction: shown('section[aria-labelledby="article-cta"]'),
        footer: shown("body > footer"),
        title: shown("h1"),
        body: shown(".article-body"),
      },
      address: getComputedStyle(link, "::after").content,
      href: link.getAttribute("href"),
      darkText: Math.max(red!, green!, blue!) < 100,
    };
  });
  expect(printed.shown).toEqual({
    header: false,
    contents: false,
    headingLinks: false,
    callToAction: false,
    footer: false,
    title: true,
    body: true,
  });
  expect(printed.address).toBe(`" (${printed.href})"`);
  expect(printed.darkText).toBe(true);
  await page.close();
});

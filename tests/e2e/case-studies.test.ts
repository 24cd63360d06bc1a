import { describe, expect, test } from "vitest";
import { caseStudies, caseStudyHref } from "@/content/case-studies";
import { caseStudyPages } from "@/content/case-study-pages";
import { openPage } from "./support/page";
import { withSiteAndBrowser } from "./support/site";

const site = withSiteAndBrowser();

const SECTIONS = [
  ["client-overview", "Client overview"],
  ["core-challenges", "Core challenges"],
  ["vision-to-reality", "Vision to Reality"],
  ["what-we-built", null],
  ["tech-stack", "Tech stack"],
  ["measurable-impact", "Measurable impact"],
  ["closing-thoughts", "Closing thoughts"],
  ["whats-next", "What's next"],
] as const;

describe("case studies", () => {
  test.each(caseStudies.map((study) => [caseStudyHref(study), study.slug] as const))(
    "%s shows every section of the template, its figures and a way to contact us",
    async (path, slug) => {
      const study = caseStudyPages.en[slug];
      const { page, errors } = await openPage(site.browser, site.server.url + path);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
        caseStudies.find((s) => s.slug === slug)!.title,
      );
      const image = page.locator(`img[src="/illustrations/case-${slug}.svg"]`);
      expect(await image.getAttribute("alt")).toBe(study.imageAlt);
      expect(
        await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true);
      for (const [id, title] of SECTIONS) {
        const heading = page.locator(`#${id}-title`);
        expect(await heading.innerText(), `${path} #${id}`).toBe(title ?? study.built.heading);
      }
      const figures = await page.locator("#measurable-impact li").allInnerTexts();
      expect(figures).toHaveLength(study.impact.length);
      for (const figure of study.impact) expect(figures.join("\n")).toContain(figure.value);
      expect(
        await page.getByRole("link", { name: "Contact Deccan Softworks" }).getAttribute("href"),
      ).toBe("/contactus");
      const types = await page.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (s) => JSON.parse(s.textContent ?? "{}")["@type"],
        ),
      );
      expect(types).toEqual(expect.arrayContaining(["Organization", "Article", "BreadcrumbList"]));
      // The study's own image, generated at build.
      const ogImage = (await page.locator('meta[property="og:image"]').getAttribute("content"))!;
      expect(ogImage).toBe(`http://localhost:3000/og${path}.png`);
      const og = await fetch(site.server.url + new URL(ogImage).pathname);
      expect(og.status).toBe(200);
      expect(og.headers.get("content-type")).toBe("image/png");
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  test("Twarrad shows its Arabic right-to-left copy marked as such", async () => {
    const { page } = await openPage(site.browser, `${site.server.url}/case-study-twarrad`);
    const arabic = page.locator('[lang="ar"][dir="rtl"]');
    expect(await arabic.count()).toBeGreaterThanOrEqual(4);
    expect(await arabic.first().innerText()).toMatch(/[\u0600-\u06FF]/);
    expect(await arabic.first().evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
    await page.close();
  });

  test("the list shows five cards with image, title, summary and a link that reaches each study", async () => {
    const { page } = await openPage(site.browser, `${site.server.url}/case-studies`);
    const cards = page.locator("main article");
    expect(await cards.count()).toBe(5);
    for (const [index, study] of caseStudies.entries()) {
      const card = cards.nth(index);
      expect(await card.locator("h2").innerText()).toBe(study.title);
      expect(await card.innerText()).toContain(study.summary);
      expect(await card.locator("img").getAttribute("src")).toBe(
        `/illustrations/case-${study.slug}.svg`,
      );
      expect(await card.getByRole("link").getAttribute("href")).toBe(caseStudyHref(study));
    }
    await cards.nth(4).getByRole("link").click();
    await page.waitForURL(`${site.server.url}/case-study-leanMethologies`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });
});

test("a case study prints as its content: no header, breadcrumbs, related articles, call to action or footer; its figures and phase numbers dark on the paper, even from a dark screen", async () => {
  for (const path of ["/case-study-addin", "/ar/case-study-addin"]) {
    const page = await site.browser.newPage({ colorScheme: "dark" });
    await page.goto(site.server.url + path);
    // Hydrated, the parts below the fold wait for a scroll to fade in: never on paper.
    await page.waitForFunction(() => document.querySelector("[data-reveal=pending]"));
    await page.emulateMedia({ media: "print" });
    const printed = await page.evaluate(() => {
      const shown = (selector: string) =>
        [...document.querySelectorAll(selector)].some((element) => element.checkVisibility());
      // A colour as drawn on paper, which has no background (computed colours may be oklab).
      const canvas = document.createElement("canvas").getContext("2d")!;
      const dark = (element: Element) => {
        canvas.fillStyle = getComputedStyle(element).color;
        canvas.fillRect(0, 0, 1, 1);
        return Math.max(...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)) < 110;
      };
      const figures = [...document.querySelectorAll("#measurable-impact li p")];
      const phases = [...document.querySelectorAll("#vision-to-reality ol > li > span")];
      return {
        shown: {
          header: shown("#site-header"),
          breadcrumbs: shown("main nav ol"),
          related: shown('section[aria-labelledby="related-insights"]'),
          callToAction: shown('section[aria-labelledby="case-cta-title"]'),
          footer: shown("body > footer"),
          title: shown("h1"),
          impact: shown("#measurable-impact"),
        },
        faded: [...document.querySelectorAll("[data-reveal]")].filter(
          (element) => getComputedStyle(element).opacity !== "1",
        ).length,
        figuresDark: figures.length > 0 && figures.every(dark),
        phasesDark: phases.length > 0 && phases.every(dark),
      };
    });
    expect(printed, path).toEqual({
      shown: {
        header: false,
        breadcrumbs: false,
        related: false,
        callToAction: false,
        footer: false,
        title: true,
        impact: true,
      },
      faded: 0,
      figuresDark: true,
      phasesDark: true,
    });
    await page.close();
  }
});

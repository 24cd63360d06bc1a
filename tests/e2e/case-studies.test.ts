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

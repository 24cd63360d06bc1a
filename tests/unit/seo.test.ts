import { describe, expect, test } from "vitest";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { routes } from "@/content/routes";
import { insightRoutes } from "@/lib/insights";
import { organizationJsonLd, serializeJsonLd } from "@/lib/json-ld";
import { constructMetadata } from "@/lib/metadata";

/** Every page announces its language's Atom feed. */
const feed = {
  en: {
    "application/atom+xml": [{ url: "/insights/feed.xml", title: "Deccan Softworks Insights" }],
  },
  ar: {
    "application/atom+xml": [{ url: "/ar/insights/feed.xml", title: "مقالات Deccan Softworks" }],
  },
};

describe("structured data", () => {
  test("`<` is escaped so no value can close the script tag", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });

  test("the organization has its contact details and Pune address, in each language", () => {
    expect(organizationJsonLd("en")).toMatchObject({
      "@type": "Organization",
      name: "Deccan Softworks",
      email: "hello@deccansoftworks.example",
      telephone: "+91 20 4000 1234",
      logo: "http://localhost:3000/logo.svg",
      address: { addressLocality: "Pune", addressRegion: "Maharashtra", postalCode: "411045" },
    });
    const arabic = organizationJsonLd("ar");
    expect(arabic).toMatchObject({
      "@id": organizationJsonLd("en")["@id"],
      name: "Deccan Softworks",
      inLanguage: "ar",
      url: "http://localhost:3000/ar",
      address: { addressLocality: "بونه", postalCode: "411045" },
    });
    expect(arabic.description).toMatch(/[\u0600-\u06ff]/);
  });
});

describe("constructMetadata", () => {
  test("title, canonical, Open Graph and Twitter tags for a page", () => {
    const metadata = constructMetadata({
      locale: "en",
      title: "Contact Us",
      description: "Talk to us.",
      path: "/contactus",
      keywords: ["contact"],
    });
    expect(metadata.title).toBe("Contact Us");
    expect(metadata.alternates?.canonical).toBe("/contactus");
    expect(metadata.openGraph).toMatchObject({
      title: "Contact Us | Deccan Softworks",
      url: "/contactus",
      siteName: "Deccan Softworks",
    });
    expect(metadata.twitter).toMatchObject({
      card: "summary_large_image",
      title: "Contact Us | Deccan Softworks",
    });
    expect(metadata.keywords).toEqual(
      expect.arrayContaining(["contact", "software development company Pune"]),
    );
  });

  test("the home page's title is absolute; a page without a path has no canonical", () => {
    expect(constructMetadata({ locale: "en", path: "/" }).title).toEqual({
      absolute: expect.stringMatching(/^Deccan Softworks: /),
    });
    expect(constructMetadata({ locale: "en", title: "404" }).alternates).toEqual({
      types: feed.en,
    });
  });

  test("each language's page is canonical at its own URL, with both languages and x-default as alternates", () => {
    const languages = { en: "/contactus", ar: "/ar/contactus", "x-default": "/contactus" };
    const english = constructMetadata({ locale: "en", title: "Contact Us", path: "/contactus" });
    const arabic = constructMetadata({ locale: "ar", title: "تواصل معنا", path: "/contactus" });
    expect(english.alternates).toEqual({ canonical: "/contactus", languages, types: feed.en });
    expect(arabic.alternates).toEqual({ canonical: "/ar/contactus", languages, types: feed.ar });
    expect(arabic.openGraph).toMatchObject({ url: "/ar/contactus", locale: "ar_AR" });
    expect(constructMetadata({ locale: "ar", path: "/" }).alternates?.canonical).toBe("/ar");
  });

  test("a page can bring its own Open Graph image, in its language", () => {
    const study = { title: "Study", path: "/case-study-addin", image: "case-study-addin" };
    expect(constructMetadata({ locale: "en", ...study }).openGraph?.images).toEqual([
      expect.objectContaining({ url: "/og/case-study-addin.png", width: 1200, height: 630 }),
    ]);
    expect(constructMetadata({ locale: "ar", ...study }).twitter?.images).toEqual([
      expect.objectContaining({ url: "/og/ar/case-study-addin.png" }),
    ]);
    expect(constructMetadata({ locale: "ar", path: "/" }).openGraph?.images).toEqual([
      expect.objectContaining({ url: "/og/ar/site.png" }),
    ]);
  });
});

describe("sitemap and robots", () => {
  test("the sitemap lists the 23 page routes of the specification and the Insights pages in both languages, absolute and unique", () => {
    const entries = sitemap();
    const count = 2 * (23 + insightRoutes().length);
    expect(entries).toHaveLength(count);
    expect(new Set(entries.map((entry) => entry.url)).size).toBe(count);
    expect(
      entries.find((entry) => entry.url.endsWith("/ar/insights/erp-to-azure-in-stages")),
    ).toMatchObject({
      lastModified: "2026-06-02",
    });
    expect(entries.map((entry) => entry.url)).toContain(
      "http://localhost:3000/services/iosmobileappdevelopment",
    );
    expect(entries[0]).toMatchObject({ url: "http://localhost:3000", priority: 1 });
    expect(routes).toHaveLength(23);
  });

  test("each sitemap entry names the page in both languages, English as the default", () => {
    const entry = (url: string) => sitemap().find((item) => item.url === url);
    const languages = {
      en: "http://localhost:3000/services/CloudServices",
      ar: "http://localhost:3000/ar/services/CloudServices",
      "x-default": "http://localhost:3000/services/CloudServices",
    };
    expect(entry(languages.en)?.alternates?.languages).toEqual(languages);
    expect(entry(languages.ar)?.alternates?.languages).toEqual(languages);
    expect(entry("http://localhost:3000/ar")?.alternates?.languages).toMatchObject({
      en: "http://localhost:3000",
    });
  });

  test("robots points at the sitemap and keeps the enquiry endpoint out", () => {
    expect(robots()).toMatchObject({
      sitemap: "http://localhost:3000/sitemap.xml",
      rules: [
        {
          userAgent: "*",
          allow: "/",
          disallow: ["/mailservice/", "/healthz", "/readyz", "/metrics"],
        },
      ],
    });
  });
});

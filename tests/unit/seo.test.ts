import { describe, expect, test } from "vitest";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { routes } from "@/content/routes";
import { organizationJsonLd, serializeJsonLd } from "@/lib/json-ld";
import { constructMetadata } from "@/lib/metadata";

describe("structured data", () => {
  test("`<` is escaped so no value can close the script tag", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });

  test("the organization has its contact details and Pune address", () => {
    expect(organizationJsonLd).toMatchObject({
      "@type": "Organization",
      name: "Deccan Softworks",
      email: "hello@deccansoftworks.example",
      telephone: "+91 20 4000 1234",
      logo: "http://localhost:3000/logo.svg",
      address: { addressLocality: "Pune", addressRegion: "Maharashtra", postalCode: "411045" },
    });
  });
});

describe("constructMetadata", () => {
  test("title, canonical, Open Graph and Twitter tags for a page", () => {
    const metadata = constructMetadata({
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
    expect(constructMetadata({ path: "/" }).title).toEqual({
      absolute: expect.stringMatching(/^Deccan Softworks: /),
    });
    expect(constructMetadata({ title: "404" }).alternates).toBeUndefined();
  });

  test("a page can bring its own Open Graph image", () => {
    const metadata = constructMetadata({
      title: "Study",
      path: "/case-study-addin",
      image: "/case-study-addin/opengraph-image",
    });
    expect(metadata.openGraph?.images).toEqual([
      expect.objectContaining({ url: "/case-study-addin/opengraph-image" }),
    ]);
  });
});

describe("sitemap and robots", () => {
  test("the sitemap lists the 23 page routes of the specification, absolute and unique", () => {
    const entries = sitemap();
    expect(entries).toHaveLength(23);
    expect(new Set(entries.map((entry) => entry.url)).size).toBe(23);
    expect(entries.map((entry) => entry.url)).toContain(
      "http://localhost:3000/services/iosmobileappdevelopment",
    );
    expect(entries[0]).toMatchObject({ url: "http://localhost:3000", priority: 1 });
    expect(routes).toHaveLength(23);
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

import { describe, expect, test } from "vitest";
import { caseStudies, caseStudyHref } from "@/content/case-studies";
import { englishPath, localizePath, pathLocale } from "@/content/locales";
import { footerLinks, navigation } from "@/content/navigation";
import { homeServices, serviceHref, services } from "@/content/services";

describe("services", () => {
  test("the 13 routes of the specification, spelled exactly", () => {
    expect(services.map(serviceHref)).toEqual([
      "/services/ApplicationServices",
      "/services/CloudServices",
      "/services/DatabaseServices",
      "/services/DigitalServices",
      "/services/GraphicsServices",
      "/services/SoftwareServices",
      "/services/applicationmodernization",
      "/services/GameServices",
      "/services/webapplicationdevelopment",
      "/services/iosmobileappdevelopment",
      "/services/iotservices",
      "/services/ecommercedevelopment",
      "/services/windowsappdevelopment",
    ]);
    expect(services.map((service) => service.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ]);
  });

  test("the home grid has 12 cards: ids 1-7 and 9-13, Game Development (8) omitted", () => {
    expect(homeServices("en").map((service) => service.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13,
    ]);
    expect(homeServices("en").map((service) => service.slug as string)).not.toContain(
      "GameServices",
    );
  });

  test("each carries three distinct keyword chips; anchors are unique", () => {
    for (const service of services) expect(new Set(service.keywords).size, service.slug).toBe(3);
    expect(new Set(services.map((service) => service.anchor)).size).toBe(13);
  });
});

describe("case studies", () => {
  test("the five routes of the specification", () => {
    expect(caseStudies.map(caseStudyHref)).toEqual([
      "/case-study-propertyassist",
      "/case-study-addin",
      "/case-study-addin-management",
      "/case-study-twarrad",
      "/case-study-leanMethologies",
    ]);
  });
});

describe("navigation", () => {
  test("seven items: five scroll items to home anchors, Insights and the Services dropdown", () => {
    expect(
      navigation.en.map((item) => [item.label, item.href, item.type, item.sectionId ?? null]),
    ).toEqual([
      ["Home", "/", "scroll", "home"],
      ["About", "/#about", "scroll", "about"],
      ["Portfolio", "/#portfolio", "scroll", "portfolio"],
      ["Testimonial", "/#testimonial", "scroll", "testimonial"],
      ["Case Studies", "/#casestudy", "scroll", "casestudy"],
      ["Insights", "/insights", "link", null],
      ["Services", "/services", "link", null],
    ]);
    const dropdown = navigation.en[6]!;
    expect(dropdown.isDropdown).toBe(true);
    expect(dropdown.subItems).toHaveLength(13);
    for (const sub of dropdown.subItems!) expect(sub.description.length).toBeGreaterThan(20);
  });

  test("the footer's links", () => {
    expect(footerLinks.en.map((link) => link.href)).toEqual([
      "/#home",
      "/#about",
      "/#portfolio",
      "/#contact",
      "/insights",
      "/footer/TermsConditions",
    ]);
  });

  test("the Arabic header and footer lead to the same places under /ar", () => {
    expect(navigation.ar.map((item) => item.href)).toEqual([
      "/ar",
      "/ar#about",
      "/ar#portfolio",
      "/ar#testimonial",
      "/ar#casestudy",
      "/ar/insights",
      "/ar/services",
    ]);
    expect(navigation.ar[6]!.subItems!.map((sub) => sub.href)).toEqual(
      services.map((service) => `/ar${serviceHref(service)}`),
    );
    expect(footerLinks.ar.map((link) => link.href)).toEqual([
      "/ar#home",
      "/ar#about",
      "/ar#portfolio",
      "/ar#contact",
      "/ar/insights",
      "/ar/footer/TermsConditions",
    ]);
  });
});

describe("localizePath", () => {
  test("English keeps the specification's paths; Arabic puts them under /ar", () => {
    for (const path of ["/", "/#about", "/services/CloudServices", "/contactus?service=x"])
      expect(localizePath("en", path)).toBe(path);
    expect(localizePath("ar", "/")).toBe("/ar");
    expect(localizePath("ar", "/#about")).toBe("/ar#about");
    expect(localizePath("ar", "/services/CloudServices")).toBe("/ar/services/CloudServices");
    expect(localizePath("ar", "/contactus?service=x")).toBe("/ar/contactus?service=x");
  });

  test("englishPath undoes it, and leaves English paths (and look-alikes) as they are", () => {
    for (const path of ["/", "/services/CloudServices", "/footer/TermsConditions"]) {
      expect(englishPath(localizePath("ar", path))).toBe(path);
      expect(englishPath(path)).toBe(path);
    }
    expect(englishPath("/archive")).toBe("/archive");
  });

  test("pathLocale names a path's language", () => {
    expect(["/ar", "/ar/contactus", "/ar/no-such-page"].map(pathLocale)).toEqual([
      "ar",
      "ar",
      "ar",
    ]);
    expect(["/", "/contactus", "/archive"].map(pathLocale)).toEqual(["en", "en", "en"]);
  });
});

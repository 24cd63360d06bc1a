import { describe, expect, test } from "vitest";
import { dataNoteCopy, enquiryCopy } from "@/content/enquiry-copy";
import { enquiryDataNote } from "@/content/privacy";
import { retentionPeriod } from "@/content/privacy.ar";
import { termsCopy } from "@/content/terms";
import { plural } from "@/lib/enquiry-plural";

const arabicLetter = /[\u0600-\u06ff]/;

describe("plurals", () => {
  test("English: one field, N fields, as the form always said", () => {
    const forms = enquiryCopy.en.contactForm.errorCount;
    expect([1, 2, 4].map((count) => plural("en", forms, count))).toEqual([
      "Please correct 1 field.",
      "Please correct 2 fields.",
      "Please correct 4 fields.",
    ]);
  });

  test("Arabic: each of its categories, with Western digits", () => {
    const forms = enquiryCopy.ar.contactForm.errorCount;
    expect([0, 1, 2, 3, 4, 10, 11, 99, 100, 102, 103].map((n) => plural("ar", forms, n))).toEqual([
      "لا توجد حقول تحتاج إلى تصحيح.",
      "يُرجى تصحيح حقل واحد.",
      "يُرجى تصحيح حقلين.",
      "يُرجى تصحيح 3 حقول.",
      "يُرجى تصحيح 4 حقول.",
      "يُرجى تصحيح 10 حقول.",
      "يُرجى تصحيح 11 حقلًا.",
      "يُرجى تصحيح 99 حقلًا.",
      "يُرجى تصحيح 100 حقل.",
      "يُرجى تصحيح 102 حقل.",
      "يُرجى تصحيح 103 حقول.",
    ]);
  });

  test("a category without its own sentence falls back to `other`", () => {
    expect(plural("ar", { other: "{count} x" }, 2)).toBe("2 x");
  });
});

describe("the retention period and the data note", () => {
  test.each([
    [1, "يوم واحد"],
    [2, "يومين"],
    [7, "7 أيام"],
    [30, "30 يومًا"],
    [100, "100 يوم"],
    [101, "101 يوم"],
    [103, "103 أيام"],
    [400, "400 يوم"],
    [365, "سنة واحدة"],
    [730, "سنتين"],
    [1095, "3 سنوات"],
    [4015, "11 سنة"],
  ])("Arabic: %i days are %s", (days, words) => expect(retentionPeriod(days)).toBe(words));

  test("the note in each language, linking to the privacy terms of that language", () => {
    expect(dataNoteCopy("en", 730)).toEqual({
      text: "We use your details, and how your visit reached us, only to answer this enquiry, and delete them after 2 years.",
      link: "Privacy terms",
      href: "/footer/TermsConditions#privacy",
    });
    expect(dataNoteCopy("ar", 730)).toEqual({
      text: "نستخدم بياناتك، وكيف وصلت زيارتك إلينا، للرد على هذا الاستفسار فقط، ونحذفها بعد سنتين.",
      link: "شروط الخصوصية",
      href: "/ar/footer/TermsConditions#privacy",
    });
    // One definition per language: the Terms' privacy section states the note's period.
    for (const [locale, period] of [
      ["en", "2 years"],
      ["ar", "سنتين"],
    ] as const) {
      const privacy = termsCopy[locale].sections(730).find((section) => section.id === "privacy");
      expect(JSON.stringify(privacy)).toContain(period);
      expect(dataNoteCopy(locale, 730).text).toContain(period);
    }
    expect(enquiryDataNote(1)).toBe(
      "We use your details, and how your visit reached us, only to answer this enquiry, and delete them after 1 day.",
    );
  });
});

describe("the English copy is the specification's", () => {
  test("dialogs (§8)", () => {
    expect(enquiryCopy.en.contactForm.notices).toEqual({
      captcha: { title: "Captcha Required", text: "Please complete the CAPTCHA" },
      sent: { title: "Sent Successfully", text: "Message sent. Thank you for your patience." },
      failed: { title: "Failed!", text: "There was an issue with your submission." },
      error: { title: "Failed!", text: "An error occurred" },
      // A request that never reached the server: the spec's words first, then the connection's.
      offline: {
        title: "Failed!",
        text: expect.stringMatching(/^An error occurred: the connection was lost/),
      },
    });
    expect(enquiryCopy.en.contactForm.dialog.ok).toBe("OK");
  });

  test("the modal's alert, toasts and thank-you view (§8)", () => {
    const { modal } = enquiryCopy.en;
    expect(modal.captchaAlert).toBe("Please complete the CAPTCHA");
    expect(modal.toasts).toEqual({
      sent: "Message sent. Thank you for your patience.",
      failed: "There was an issue with your submission.",
      error: "An error occurred!",
      offline: "An error occurred!",
    });
    expect([modal.thanksTitle, modal.thanksText]).toEqual([
      "Thank you reaching out.",
      "Our team will contact you shortly.",
    ]);
  });

  test("the contact block (§2) and the widget's own English", () => {
    const { section, form } = enquiryCopy.en;
    expect([section.heading, section.headline, section.lead, section.cardHeading]).toEqual([
      "Contact Us",
      "Ready to take your business to the next level?",
      "Call, Email, Fill the form, or just visit us at",
      "Reach us anytime",
    ]);
    expect(form.captcha.widget).toEqual({ language: "en", strings: null });
  });
});

describe("the Arabic copy", () => {
  /** Every string of the copy, with its path (functions are checked through their results). */
  const strings = (value: unknown, path = ""): [string, string][] =>
    typeof value === "string"
      ? [[path, value]]
      : value && typeof value === "object"
        ? Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`))
        : [];

  test("every visible or audible string is Arabic", () => {
    const notText = new Set([".form.captcha.widget.language"]);
    const english = strings(enquiryCopy.ar).filter(
      ([path, text]) => !notText.has(path) && !arabicLetter.test(text),
    );
    expect(english).toEqual([]);
    expect(arabicLetter.test(enquiryCopy.ar.dataNote.text(730))).toBe(true);
  });

  test("keeps the English copy's placeholders", () => {
    expect(enquiryCopy.ar.modal.formLabel).toContain("{service}");
    for (const category of ["few", "many", "other"] as const)
      expect(enquiryCopy.ar.contactForm.errorCount[category]).toContain("{count}");
  });

  test("gives the captcha widget every string its English has, in Arabic", async () => {
    await import("altcha/i18n/en");
    const builtIn = globalThis.$altcha.i18n.get("en");
    const { widget } = enquiryCopy.ar.form.captcha;
    expect(widget.language).toBe("ar");
    expect(Object.keys(widget.strings ?? {}).sort()).toEqual(Object.keys(builtIn).sort());
    for (const text of Object.values(widget.strings ?? {})) expect(text).toMatch(arabicLetter);
  });

  test("names a service by its Arabic title; the enquiry still sends the English source", () => {
    const service = {
      id: 2,
      title: "خدمات الحوسبة السحابية",
      slug: "CloudServices",
      anchor: "cloud-migration-service",
      description: "",
      icon: "cloud" as const,
      source: "Cloud Services",
      keywords: [],
    };
    expect(enquiryCopy.ar.serviceName(service)).toBe("خدمات الحوسبة السحابية");
    expect(enquiryCopy.en.serviceName({ ...service, title: "Cloud Services" })).toBe(
      "Cloud Services",
    );
  });
});

import { describe, expect, test } from "vitest";
import { getTranslator, greetingValues, messages } from "@/lib/i18n";

describe("translations", () => {
  test("each language holds the global namespace's greeting, precompiled", () => {
    for (const locale of ["en", "ar"] as const) {
      expect(Object.keys(messages[locale])).toEqual(["global"]);
      expect(Array.isArray(messages[locale].global.greeting)).toBe(true);
    }
  });

  test("the greeting is formatted with the brand and the city of the page's language", () => {
    expect(getTranslator("en", "global")("greeting", greetingValues("en"))).toBe(
      "Namaste from Pune. Thank you for visiting Deccan Softworks.",
    );
    expect(getTranslator("ar", "global")("greeting", greetingValues("ar"))).toBe(
      "ناماستي من بونه. شكرًا لزيارتك موقع Deccan Softworks.",
    );
  });
});

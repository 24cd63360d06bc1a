import { describe, expect, test } from "vitest";
import { getTranslator, greetingValues, messages } from "@/lib/i18n";

describe("translations", () => {
  test("the global namespace holds the greeting, precompiled", () => {
    expect(Object.keys(messages)).toEqual(["global"]);
    expect(Array.isArray(messages.global.greeting)).toBe(true);
  });

  test("the greeting is formatted with the brand and the city", () => {
    expect(getTranslator("global")("greeting", greetingValues)).toBe(
      "Namaste from Pune. Thank you for visiting Deccan Softworks.",
    );
  });
});

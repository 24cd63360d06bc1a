import { describe, expect, test } from "vitest";
import { authorParts, testimonialSchema } from "@/content/testimonials.schema";

const entry = (author: string) => ({
  text: "Words.",
  author,
  img: "/flags/IN.svg",
  country: "India",
});

describe("a testimonial's author", () => {
  test.each([
    ["Aditi Kulkarni, Head of Sales, Pune Realty", "Aditi Kulkarni", "Head of Sales, Pune Realty"],
    ["روهان ديشموخ، المدير المالي", "روهان ديشموخ", "المدير المالي"],
    ["أديتي كولكارني, رئيسة المبيعات", "أديتي كولكارني", "رئيسة المبيعات"],
  ])("%s: the name, then the role", (author, name, role) => {
    expect(testimonialSchema.safeParse(entry(author)).success).toBe(true);
    expect(authorParts(author)).toEqual({ name, role });
  });

  test("without a comma and a space it is refused, saying how to write it", () => {
    const result = testimonialSchema.safeParse(entry("Aditi Kulkarni Head of Sales"));
    expect(result.error?.issues[0]?.message).toBe(
      'must be "Name, role" (the comma may be Arabic: ،)',
    );
  });
});

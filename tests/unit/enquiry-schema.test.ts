import { describe, expect, test } from "vitest";
import {
  contactFieldsSchema,
  ENQUIRY_LIMITS,
  enquirySchema,
  formFieldsSchema,
} from "@/lib/enquiry-schema";
import { fieldErrors } from "@/lib/send-enquiry";

const valid = {
  name: "Priya Sharma",
  email: "priya@example.com",
  phone: "+91 98765 43210",
  message: "Contact Us Page: We need a dealer portal.",
  captcha: "token",
};

describe("enquirySchema", () => {
  test("accepts a valid enquiry and strips control characters from single-line fields", () => {
    const parsed = enquirySchema.parse({
      ...valid,
      name: " Priya\r\nBcc: x@evil.example\u0000 ",
      source: "Cloud\nServices",
    });
    expect(parsed.name).toBe("PriyaBcc: x@evil.example");
    expect(parsed.source).toBe("CloudServices");
    expect(enquirySchema.parse({ ...valid, message: "line one\r\nline two\u0007" }).message).toBe(
      "line one\nline two",
    );
  });

  test("phone is optional for the endpoint and the modal, but not for the Contact Us form", () => {
    expect(enquirySchema.parse({ ...valid, phone: undefined }).phone).toBe("");
    expect(formFieldsSchema.safeParse({ name: "A", email: "a@b.co", message: "Hi" }).success).toBe(
      true,
    );
    expect(
      fieldErrors(contactFieldsSchema, { name: "A", email: "a@b.co", phone: "", message: "Hi" }),
    ).toEqual({
      phone: "Please enter your phone number.",
    });
  });

  test.each([
    [{ name: "" }, "name", "Please enter your name."],
    [{ name: "x".repeat(ENQUIRY_LIMITS.name + 1) }, "name", "Name must be at most 100 characters."],
    [{ email: "not-an-address" }, "email", "Please enter a valid email address."],
    [{ email: `${"a".repeat(250)}@b.co` }, "email", "Email must be at most 254 characters."],
    [{ phone: "call me" }, "phone", "Use digits, spaces and + ( ) - . only."],
    [{ phone: "12 34" }, "phone", "Please enter a phone number with at least 6 digits."],
    [{ phone: "1".repeat(33) }, "phone", "Phone must be at most 32 characters."],
    [{ message: "   " }, "message", "Please tell us how we can help."],
    [
      { message: "x".repeat(ENQUIRY_LIMITS.message + 1) },
      "message",
      "Message must be at most 5000 characters.",
    ],
    [{ captcha: "" }, "captcha", "Please complete the CAPTCHA"],
    [{ name: 42 }, "name", "Name must be text."],
  ])("%j is refused on %s", (change, field, message) => {
    const result = enquirySchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});

import { describe, expect, test } from "vitest";
import { enquiryCopy } from "@/content/enquiry-copy";
import { ENQUIRY_LIMITS, SENT_MESSAGE_LIMIT, enquirySchemas } from "@/lib/enquiry-schema";
import { fieldErrors } from "@/lib/send-enquiry";

// English: the endpoint's messages, and the English forms'.
const { contactFieldsSchema, enquirySchema, formFieldsSchema } = enquirySchemas(
  enquiryCopy.en.form.validation,
);

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

  test("direction overrides and isolates are removed wherever they are typed: a name, a message, a campaign", () => {
    // U+202E shows what follows it reversed (in a mail's subject, a terminal); U+2066 isolates.
    const parsed = enquirySchema.parse({
      ...valid,
      name: "Priya \u202Eavatsirhk\u2069",
      message: "Please call\u2066 me\u202C back",
      attribution: { utmCampaign: "\u202Enaps", landing: "/services" },
    });
    expect(parsed.name).toBe("Priya avatsirhk");
    expect(parsed.message).toBe("Please call me back");
    expect(parsed.attribution?.utmCampaign).toBe("naps");
    // An Arabic name keeps its right-to-left mark, which is the language's own.
    expect(enquirySchema.parse({ ...valid, name: "روهان\u200F ديشموخ" }).name).toBe(
      "روهان\u200F ديشموخ",
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
      { message: "x".repeat(SENT_MESSAGE_LIMIT + 1) },
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

describe("the language of the page", () => {
  test("is English when not given (older clients), and kept when it is", () => {
    expect(enquirySchema.parse(valid).language).toBe("en");
    expect(enquirySchema.parse({ ...valid, language: "ar" }).language).toBe("ar");
  });

  test.each(["fr", "AR", 1, null])("%j is refused", (language) => {
    const result = enquirySchema.safeParse({ ...valid, language });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["language"],
      message: 'Language must be "en" or "ar".',
    });
  });

  test("is not one of the visitor's fields", () => {
    expect(Object.keys(formFieldsSchema.shape)).toEqual(["name", "email", "phone", "message"]);
  });
});

test("digits typed on an Arabic keyboard count as digits and are stored as 0-9", () => {
  expect(enquirySchema.parse({ ...valid, phone: "+٩٦٥ ٢٢٢٣ ٤٥٦٧" }).phone).toBe("+965 2223 4567");
  expect(enquirySchema.parse({ ...valid, phone: "۰۵۰ ۱۲۳ ۴۵۶۷" }).phone).toBe("050 123 4567");
  expect(fieldErrors(contactFieldsSchema, { ...valid, phone: "٠٥٠١٢٣٤٥٦٧" })).toEqual({});
});

describe("the Arabic forms' messages", () => {
  const arabic = enquirySchemas(enquiryCopy.ar.form.validation);
  const errors = (values: Partial<Record<"name" | "email" | "phone" | "message", string>>) =>
    fieldErrors(arabic.contactFieldsSchema, {
      name: "أحمد",
      email: "ahmad@example.com",
      phone: "+965 2223 4567",
      message: "Contact Us Page: نحتاج إلى تطبيق جوال.",
      ...values,
    });

  test.each([
    [{ name: "" }, { name: "يُرجى إدخال اسمك." }],
    [{ name: "x".repeat(101) }, { name: "يجب ألا يزيد طول الاسم على 100 حرف." }],
    [{ email: "ليس-عنوانًا" }, { email: "يُرجى إدخال عنوان بريد إلكتروني صحيح." }],
    [
      { email: `${"a".repeat(250)}@b.co` },
      { email: "يجب ألا يزيد طول البريد الإلكتروني على 254 حرفًا." },
    ],
    [{ phone: "" }, { phone: "يُرجى إدخال رقم هاتفك." }],
    [{ phone: "اتصل بي" }, { phone: "استخدم الأرقام والمسافات والرموز + ( ) - . فقط." }],
    [{ phone: "12 34" }, { phone: "يُرجى إدخال رقم هاتف من 6 أرقام على الأقل." }],
    [{ phone: "1".repeat(33) }, { phone: "يجب ألا يزيد طول رقم الهاتف على 32 حرفًا." }],
    [{ message: "   " }, { message: "يُرجى أن تخبرنا كيف يمكننا مساعدتك." }],
    [
      { message: "x".repeat(ENQUIRY_LIMITS.message + 1) },
      { message: "يجب ألا يزيد طول الرسالة على 5000 حرف." },
    ],
  ])("%j → %j", (values, expected) => expect(errors(values)).toEqual(expected));

  test("the modal's phone stays optional", () => {
    expect(
      fieldErrors(arabic.formFieldsSchema, {
        name: "أحمد",
        email: "a@b.co",
        phone: "",
        message: "مرحبًا",
      }),
    ).toEqual({});
  });

  test("the captcha's message too, should a form send without one", () => {
    const result = arabic.enquirySchema.safeParse({ ...valid, captcha: "" });
    expect(result.error?.issues[0]?.message).toBe("يُرجى إكمال خطوة التحقق.");
  });

  test("every message of every field is the Arabic one: none is left in English", () => {
    const messages = Object.values(enquiryCopy.ar.form.validation).flatMap((field) =>
      Object.values(field),
    );
    expect(messages.length).toBe(
      Object.values(enquiryCopy.en.form.validation).flatMap((field) => Object.values(field)).length,
    );
    for (const message of messages) expect(message).toMatch(/[\u0600-\u06ff]/);
  });
});

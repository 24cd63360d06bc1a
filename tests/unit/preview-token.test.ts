import { describe, expect, test } from "vitest";
import { PREVIEW_TOKEN_MS, previewToken, readPreviewToken, sitePath } from "@/lib/preview-token";

const SECRET = "a-preview-secret-of-at-least-thirty-two-characters";

describe("a Preview link", () => {
  test("opens the page it was made for, for its account, within the hour", () => {
    const now = Date.parse("2026-11-27T10:00:00Z");
    const token = previewToken(SECRET, { path: "/ar/case-study-addin", user: "7" }, now);
    expect(readPreviewToken(SECRET, token, now + PREVIEW_TOKEN_MS - 1)).toEqual({
      path: "/ar/case-study-addin",
      user: "7",
    });
    expect(readPreviewToken(SECRET, token, now + PREVIEW_TOKEN_MS + 1)).toBeNull();
  });

  test("is refused when forged, changed or signed with another secret", () => {
    const token = previewToken(SECRET, { path: "/insights", user: "7" });
    const [body, signature] = token.split(".") as [string, string];
    const changed = Buffer.from(
      Buffer.from(body, "base64url").toString().replace("/insights", "/contactus"),
    ).toString("base64url");
    for (const bad of [
      "",
      body,
      `${changed}.${signature}`,
      `${body}.${signature.slice(1)}`,
      previewToken(`${SECRET}-another`, { path: "/insights", user: "7" }),
      `${Buffer.from("not json").toString("base64url")}.${signature}`,
    ])
      expect(readPreviewToken(SECRET, bad), bad).toBeNull();
  });
});

describe("sitePath: a path on this site, or null", () => {
  test.each([
    ["/", "/"],
    ["/ar/case-study-addin", "/ar/case-study-addin"],
    ["/#testimonial", "/#testimonial"],
    ["/ar#faq", "/ar#faq"],
    ["/insights?tag=cloud", "/insights?tag=cloud"],
    ["/insights/../contactus", "/contactus"],
    ["/insights/%2e%2e/contactus", "/contactus"],
    ["/%2e%2e/%2e%2e/etc", "/etc"],
    // Encoded, a slash or backslash is a character of the path, which a browser keeps.
    ["/%5Cevil.example/x", "/%5Cevil.example/x"],
    ["/%2F/evil.example", "/%2F/evil.example"],
  ])("%s → %s", (value, expected) => {
    expect(sitePath(value)).toBe(expected);
  });

  test.each([
    "//evil.example/x",
    "/\\evil.example/x",
    "\\/evil.example/x",
    "/\t/evil.example/x",
    "/\n/evil.example",
    "/x\r\nSet-Cookie: a=b",
    "https://evil.example/",
    "evil.example",
    "javascript:alert(1)",
    "",
  ])("%j is refused", (value) => {
    expect(sitePath(value)).toBeNull();
  });
});

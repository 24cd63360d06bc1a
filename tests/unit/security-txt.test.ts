import { describe, expect, test } from "vitest";
import { site } from "@/content/site";
import { securityTxt } from "@/lib/security-txt";

const fields = (text: string) =>
  Object.fromEntries(
    text
      .trim()
      .split("\n")
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]),
  );

describe("security.txt (RFC 9116)", () => {
  test("names the site's e-mail, both languages and its canonical URL, and expires a year on", () => {
    const text = securityTxt(new Date("2026-11-25T19:04:05.678Z"));
    expect(text.endsWith("\n")).toBe(true);
    expect(fields(text)).toEqual({
      Contact: `mailto:${site.email}`,
      Expires: "2027-11-25T19:04:05Z",
      "Preferred-Languages": "en, ar",
      Canonical: `${site.url}/.well-known/security.txt`,
    });
  });
});

import { describe, expect, test } from "vitest";
import { contentSecurityPolicy, CSP_REPORTS_PATH, REPORTING_ENDPOINTS } from "@/server/csp";

const directives = (csp: string) =>
  Object.fromEntries(csp.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  test("a built page allows only its own inline scripts and no other host", () => {
    const csp = directives(
      contentSecurityPolicy({
        scriptHashes: ["sha256-abc=", "sha256-def="],
        recaptcha: false,
        https: false,
      }),
    );
    expect(csp["default-src"]).toEqual(["'none'"]);
    expect(csp["script-src"]).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(csp["style-src"]).toEqual(["'self'"]);
    expect(csp["frame-src"]).toEqual(["'none'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["upgrade-insecure-requests"]).toBeUndefined();
  });

  test("a draft on the preview instance allows its nonce's inline scripts, not the build's hashes", () => {
    const policy = contentSecurityPolicy({
      scriptHashes: ["sha256-abc="],
      recaptcha: false,
      https: false,
      nonce: "bm9uY2U=",
    });
    const script = policy.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(script).toBe("script-src 'self' 'nonce-bm9uY2U='");
  });

  test("violations are reported same-origin, to the Reporting-Endpoints group and to report-uri", () => {
    const csp = directives(
      contentSecurityPolicy({ scriptHashes: ["sha256-abc="], recaptcha: false, https: true }),
    );
    expect(csp["report-to"]).toEqual(["csp"]);
    expect(csp["report-uri"]).toEqual([CSP_REPORTS_PATH]);
    expect(REPORTING_ENDPOINTS).toBe(`csp="${CSP_REPORTS_PATH}"`);
    expect(CSP_REPORTS_PATH).toBe("/csp-reports");
  });

  test("reCAPTCHA's origins appear only when it is the configured provider", () => {
    const csp = directives(
      contentSecurityPolicy({ scriptHashes: [], recaptcha: true, https: true }),
    );
    expect(csp["script-src"]).toContain("https://www.google.com/recaptcha/");
    expect(csp["script-src"]).toContain("https://www.gstatic.com/recaptcha/");
    expect(csp["frame-src"]).toContain("https://www.google.com/recaptcha/");
    expect(csp["upgrade-insecure-requests"]).toEqual([]);
  });

  test("the development server (no build manifest) may run inline and eval'd scripts", () => {
    const csp = directives(
      contentSecurityPolicy({ scriptHashes: null, recaptcha: false, https: false }),
    );
    expect(csp["script-src"]).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
  });
});

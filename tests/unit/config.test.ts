import { describe, expect, test } from "vitest";
import { parseRateLimit, readConfig } from "@/server/config";
import { buildSettings } from "@/server/config-schema";

describe("readConfig", () => {
  test("defaults describe a fresh machine", () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      SITE_URL: "http://localhost:3000",
      DATA_DIR: "data",
      DATABASE_URL: "file:data/site.db",
      MAIL_TO: ["hello@deccansoftworks.example"],
      MAIL_FROM: "hello@deccansoftworks.example",
      CAPTCHA_PROVIDER: "altcha",
      CAPTCHA_DIFFICULTY: 100,
      HOST: "127.0.0.1",
      TRUST_PROXY: [],
      RATE_LIMIT: { max: 5, windowMs: 600_000 },
      RECAPTCHA_VERIFY_URL: "https://www.google.com/recaptcha/api/siteverify",
      ENQUIRY_RETENTION_DAYS: 730,
      OUTBOX_POLL_MS: 5_000,
      OUTBOX_LEASE_MS: 60_000,
      LOG_LEVEL: "info",
      SHUTDOWN_TIMEOUT: 15_000,
    });
    expect(config.SMTP_URL).toBeUndefined();
  });

  test("empty variables count as unset", () => {
    const config = readConfig({ PORT: "", SMTP_URL: "" });
    expect(config.PORT).toBe(3000);
    expect(config.SMTP_URL).toBeUndefined();
  });

  test("accepts valid values", () => {
    const config = readConfig({
      PORT: "8080",
      SITE_URL: "https://www.deccansoftworks.example",
      DATABASE_URL: "postgres://site:secret@127.0.0.1:5432/site",
      SMTP_URL: "smtp://user:pass@mail.example:587",
      HOST: "10.0.0.5",
      TRUST_PROXY: "10.0.0.2, ::ffff:10.0.0.3,2001:DB8::7",
      RATE_LIMIT: "20/1h",
      MAIL_TO: "sales@deccansoftworks.example, founders@deccansoftworks.example",
      ENQUIRY_RETENTION_DAYS: "365",
      CAPTCHA_DIFFICULTY: "400",
    });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: "10.0.0.5",
      TRUST_PROXY: ["10.0.0.2", "10.0.0.3", "2001:db8::7"],
      RATE_LIMIT: { max: 20, windowMs: 3_600_000 },
      MAIL_TO: ["sales@deccansoftworks.example", "founders@deccansoftworks.example"],
      ENQUIRY_RETENTION_DAYS: 365,
      CAPTCHA_DIFFICULTY: 400,
    });
  });

  test.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["SITE_URL", "localhost:3000"],
    ["SITE_URL", "ftp://example.com"],
    ["DATABASE_URL", "mysql://db"],
    ["SMTP_URL", "http://mail.example"],
    ["SMTP_URL", "smtp://"],
    ["SMTP_URL", "smtps://user:pass@:465"],
    ["MAIL_TO", "not-an-address"],
    ["MAIL_TO", "sales@deccansoftworks.example, oops"],
    ["MAIL_TO", "sales@deccansoftworks.example,"],
    ["OUTBOX_POLL_MS", "5s"],
    ["OUTBOX_BACKOFF_BASE_MS", "0"],
    ["OUTBOX_BACKOFF_MAX_MS", "-1"],
    ["OUTBOX_LEASE_MS", "1.5"],
    ["LOG_LEVEL", "verbose"],
    ["SHUTDOWN_TIMEOUT", "15"],
    ["SHUTDOWN_TIMEOUT", "0s"],
    ["WEBHOOK_URL", "chat.example/hook"],
    ["ENQUIRY_RETENTION_DAYS", "two years"],
    ["ENQUIRY_RETENTION_DAYS", "0"],
    ["ENQUIRY_RETENTION_DAYS", "1.5"],
    ["MAIL_FROM", "a@b"],
    ["CAPTCHA_PROVIDER", "hcaptcha"],
    ["CAPTCHA_SECRET", "short"],
    ["CAPTCHA_DIFFICULTY", "0"],
    ["CAPTCHA_DIFFICULTY", "hard"],
    ["CAPTCHA_DIFFICULTY", "1001"],
    ["TRUST_PROXY", "maybe"],
    // The proxy by its address: `true` would believe anyone who reaches the instance.
    ["TRUST_PROXY", "true"],
    ["TRUST_PROXY", "nginx.internal"],
    ["TRUST_PROXY", "10.0.0.2, x"],
    ["HOST", "every address"],
    ["RATE_LIMIT", "lots"],
    ["RATE_LIMIT", "0/10m"],
  ])("an invalid %s (%j) is refused with one line naming it", (variable, value) => {
    expect(() => readConfig({ [variable]: value })).toThrow(
      new RegExp(`^Invalid configuration: ${variable} `),
    );
  });

  test("DATA_DIR holds the default SQLite file; DATABASE_URL still overrides it", () => {
    expect(readConfig({ DATA_DIR: "/srv/x" }).DATABASE_URL).toBe("file:/srv/x/site.db");
    expect(
      readConfig({ DATA_DIR: "/srv/x", DATABASE_URL: "postgres://db/site" }).DATABASE_URL,
    ).toBe("postgres://db/site");
  });

  test("MAIL_TO names the address that is not one", () => {
    expect(() => readConfig({ MAIL_TO: "a@example.com, bad, c@example.com" })).toThrow(
      "Invalid configuration: MAIL_TO holds 'bad', which is not an e-mail address",
    );
  });

  test("build-time settings compare by their parsed values: a default and unset are the same", () => {
    const defaults = buildSettings(readConfig({}));
    expect(
      buildSettings(readConfig({ CAPTCHA_PROVIDER: "altcha", ENQUIRY_RETENTION_DAYS: "730" })),
    ).toEqual(defaults);
    expect(buildSettings(readConfig({ ENQUIRY_RETENTION_DAYS: "0730" }))).toEqual(defaults);
    expect(buildSettings(readConfig({ ENQUIRY_RETENTION_DAYS: "365" }))).not.toEqual(defaults);
    expect(Object.keys(defaults)).toEqual([
      "SITE_URL",
      "CAPTCHA_PROVIDER",
      "RECAPTCHA_SITE_KEY",
      "ENQUIRY_RETENTION_DAYS",
    ]);
  });

  test("a preview instance needs the editor's address with its secret", () => {
    const secret = "a-preview-secret-of-at-least-thirty-two-characters";
    expect(() => readConfig({ PREVIEW_SECRET: secret })).toThrow(/CMS_URL must be set/);
    expect(() => readConfig({ PREVIEW_SECRET: "short", CMS_URL: "http://127.0.0.1:3100" })).toThrow(
      /PREVIEW_SECRET must be at least 32 characters/,
    );
    expect(
      readConfig({ PREVIEW_SECRET: secret, CMS_URL: "http://127.0.0.1:3100" }).PREVIEW_SECRET,
    ).toBe(secret);
  });

  test("reCAPTCHA needs its site key and secret", () => {
    expect(() => readConfig({ CAPTCHA_PROVIDER: "recaptcha" })).toThrow(
      /RECAPTCHA_SITE_KEY must be set/,
    );
    expect(() => readConfig({ CAPTCHA_PROVIDER: "recaptcha", RECAPTCHA_SITE_KEY: "key" })).toThrow(
      /RECAPTCHA_SECRET must be set/,
    );
    expect(
      readConfig({
        CAPTCHA_PROVIDER: "recaptcha",
        RECAPTCHA_SITE_KEY: "key",
        RECAPTCHA_SECRET: "secret",
      }),
    ).toMatchObject({ CAPTCHA_PROVIDER: "recaptcha" });
  });
});

describe("parseRateLimit", () => {
  test.each([
    ["5/10m", { max: 5, windowMs: 600_000 }],
    ["100/s", { max: 100, windowMs: 1_000 }],
    ["3/2d", { max: 3, windowMs: 172_800_000 }],
  ])("%s", (value, expected) => expect(parseRateLimit(value)).toEqual(expected));

  test.each(["", "5", "5/", "5/10x", "-1/10m", "five/10m", "5/0m"])("%j is refused", (value) => {
    expect(parseRateLimit(value)).toBeNull();
  });
});

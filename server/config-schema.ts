/**
 * The configuration contract: every setting, validated. Without "server-only" (unlike
 * server/config.ts), so next.config.ts can check it before a build or a start.
 */
import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
// Relative imports only: next.config.ts loads this module to validate the settings at build and start.
import { site } from "../content/site";
import { normaliseAddress } from "./ip-address";

/** An invalid environment variable; the message is the one line the server prints before it stops. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
  }
}

const DURATION_UNITS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** Parses `5/10m`: at most 5 enquiries per 10 minutes. */
export function parseRateLimit(value: string) {
  const match = /^(\d+)\/(\d*)([smhd])$/.exec(value.trim());
  if (!match) return null;
  const max = Number(match[1]);
  const windowMs =
    Number(match[2] || "1") * DURATION_UNITS[match[3] as keyof typeof DURATION_UNITS];
  return max > 0 && windowMs > 0 ? { max, windowMs } : null;
}

const httpUrl = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}` },
  );

const email = z.email({ message: "must be an e-mail address" });

/** An SMTP server's URL: smtp:// or smtps:// with a host. */
const smtpUrl = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return ["smtp:", "smtps:"].includes(url.protocol) && url.hostname !== "";
    } catch {
      return false;
    }
  },
  { message: "must be a URL like smtp://user:pass@host:587 (smtp:// or smtps://, with a host)" },
);

/** A whole number of milliseconds, at least 1. */
const milliseconds = z.coerce
  .number({ message: "must be a whole number of milliseconds" })
  .int({ message: "must be a whole number of milliseconds" })
  .min(1, { message: "must be at least 1 millisecond" });

/** A whole number from `min` to `max`: `type` when it is none, `range` when it is out of range. */
const wholeNumber = (min: number, max: number, type: string, range = type) =>
  z.coerce
    .number({ message: type })
    .int({ message: type })
    .min(min, { message: range })
    .max(max, { message: range });

const schema = z.object({
  PORT: wholeNumber(1, 65535, "must be a port number", "must be between 1 and 65535").default(3000),
  /**
   * The address the server listens on: this machine only, unless told otherwise (a private address
   * the balancer on another machine reaches; `npm start --hostname` says the same).
   */
  HOST: z
    .string()
    .refine((value) => isIP(value.trim()) !== 0 || /^[a-z0-9.-]+$/i.test(value.trim()), {
      message: "must be an IP address or a host name, as 127.0.0.1",
    })
    .transform((value) => value.trim())
    .default("127.0.0.1"),
  SITE_URL: httpUrl(["http:", "https:"]).default("http://localhost:3000"),
  /** Where the SQLite file (by default), the generated captcha key and the `.eml` outbox live. */
  DATA_DIR: z.string().min(1).default("data"),
  /** Unset: the SQLite file `site.db` in DATA_DIR (see readConfig). */
  DATABASE_URL: z
    .string()
    .refine((value) => /^(file:.+|postgres(ql)?:\/\/.+)$/.test(value), {
      message: "must be file:PATH or postgres://…",
    })
    .optional(),
  SMTP_URL: smtpUrl.optional(),
  /** One address or several, comma-separated; a bad one is named. */
  MAIL_TO: z
    .string()
    .transform((value, context) => {
      const addresses = value.split(",").map((address) => address.trim());
      const bad = addresses.find((address) => !email.safeParse(address).success);
      if (bad !== undefined)
        context.addIssue({
          code: "custom",
          message: bad
            ? `holds '${bad}', which is not an e-mail address`
            : "must be e-mail addresses separated by commas",
        });
      return addresses;
    })
    .default([site.email]),
  MAIL_FROM: email.default(site.email),
  CAPTCHA_PROVIDER: z
    .enum(["altcha", "recaptcha"], { message: "must be altcha or recaptcha" })
    .default("altcha"),
  CAPTCHA_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
  CAPTCHA_DIFFICULTY: wholeNumber(1, 1000, "must be a whole number from 1 to 1000").default(100),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: httpUrl(["http:", "https:"]).default(
    "https://www.google.com/recaptcha/api/siteverify",
  ),
  /**
   * The proxies in front (their addresses, comma-separated): a request that comes from one of them
   * is believed about the client's address (X-Forwarded-For) and its scheme (X-Forwarded-Proto);
   * one from anywhere else is not, whatever it says.
   */
  TRUST_PROXY: z
    .string()
    .transform((value, context) => {
      const given = value.split(",").filter((item) => item.trim());
      const addresses = given.map(normaliseAddress);
      if (given.length === 0 || addresses.some((address) => address === null))
        context.addIssue({
          code: "custom",
          message:
            "must be the proxy's IP address, as 127.0.0.1 (several separated by commas), not true or a name",
        });
      return addresses as string[];
    })
    .default([]),
  RATE_LIMIT: z
    .string()
    .transform((value, context) => {
      const parsed = parseRateLimit(value);
      if (!parsed)
        context.addIssue({
          code: "custom",
          message: "must look like 5/10m (count/window, s m h d)",
        });
      return parsed ?? { max: 0, windowMs: 0 };
    })
    .default({ max: 5, windowMs: 600_000 }),
  /** The mail outbox (server/outbox.ts): longest sleep between looks at the queue, first retry
   * delay (doubled per failure), its cap, and how long an attempt in flight holds an enquiry. */
  OUTBOX_POLL_MS: milliseconds.default(5_000),
  OUTBOX_BACKOFF_BASE_MS: milliseconds.default(2_000),
  OUTBOX_BACKOFF_MAX_MS: milliseconds.default(300_000),
  OUTBOX_LEASE_MS: milliseconds.default(60_000),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      message: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  /** The longest drain after SIGTERM or SIGINT (server/shutdown.ts): `15s`, `500ms`, `1m`. */
  SHUTDOWN_TIMEOUT: z
    .string()
    .transform((value, context) => {
      const match = /^(\d+)(ms|s|m)$/.exec(value.trim());
      const ms = match ? Number(match[1]) * { ms: 1, s: 1_000, m: 60_000 }[match[2] as "ms"] : 0;
      if (ms <= 0) context.addIssue({ code: "custom", message: "must look like 15s (ms, s or m)" });
      return ms;
    })
    .default(15_000),
  /** Turns on GET /metrics, for requests that carry it as a bearer token. */
  METRICS_TOKEN: z.string().min(16, { message: "must be at least 16 characters" }).optional(),
  /**
   * Turns on the editor's private interface to the enquiries (/internal/enquiries, for the sales
   * team's inbox), for requests that carry it as a bearer token; the editor's ENQUIRIES_TOKEN.
   */
  ENQUIRIES_TOKEN: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
  /** A chat webhook (Slack, Teams, …) that the outbox also notifies of every enquiry. */
  WEBHOOK_URL: httpUrl(["http:", "https:"]).optional(),
  /**
   * Makes this instance the editor's preview (GET /preview?token=…, signed with it): pages in draft mode
   * show the editor's drafts. Never set on a public instance, where /preview is a 404.
   */
  PREVIEW_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
  /** The editor's address, from which a preview instance reads drafts. */
  CMS_URL: httpUrl(["http:", "https:"]).optional(),
  /** Enquiries older than this are deleted by housekeeping (once their mail has gone). */
  ENQUIRY_RETENTION_DAYS: z.coerce
    .number({ message: "must be a whole number of days" })
    .int({ message: "must be a whole number of days" })
    .min(1, { message: "must be at least 1" })
    .default(730),
});

export type Config = z.infer<typeof schema> & { DATABASE_URL: string };

/** The file a `file:PATH` DATABASE_URL names, resolved against the working directory. */
export function sqlitePath(databaseUrl: string, cwd = process.cwd()): string {
  if (!databaseUrl.startsWith("file:")) throw new Error("not a file: database URL");
  const path = databaseUrl.startsWith("file://")
    ? fileURLToPath(databaseUrl)
    : databaseUrl.slice("file:".length);
  return resolve(cwd, path);
}

/** The settings baked into the pages at build: a build serves only the values it was made with. */
const BUILD_SETTINGS = [
  "SITE_URL",
  "CAPTCHA_PROVIDER",
  "RECAPTCHA_SITE_KEY",
  "ENQUIRY_RETENTION_DAYS",
] as const;

/** The parsed values of the build-time settings (an unset variable and its default compare equal). */
export const buildSettings = (config: Config) =>
  Object.fromEntries(BUILD_SETTINGS.map((name) => [name, config[name] ?? null]));

/** Reads and validates the environment; empty variables count as unset. Throws ConfigError naming the first bad variable. */
export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(schema.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value === "" ? [] : [[key, value]];
    }),
  );
  const result = schema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(String(issue.path[0]), issue.message);
  }
  const config = {
    ...result.data,
    DATABASE_URL: result.data.DATABASE_URL ?? `file:${join(result.data.DATA_DIR, "site.db")}`,
  };
  if (
    config.CAPTCHA_PROVIDER === "recaptcha" &&
    (!config.RECAPTCHA_SITE_KEY || !config.RECAPTCHA_SECRET)
  ) {
    throw new ConfigError(
      config.RECAPTCHA_SITE_KEY ? "RECAPTCHA_SECRET" : "RECAPTCHA_SITE_KEY",
      "must be set when CAPTCHA_PROVIDER=recaptcha",
    );
  }
  if (config.PREVIEW_SECRET && !config.CMS_URL)
    throw new ConfigError("CMS_URL", "must be set when PREVIEW_SECRET is (the editor's address)");
  return config;
}

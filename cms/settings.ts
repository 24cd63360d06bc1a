/**
 * The editor's settings, from its environment, validated once at start: a bad value stops it with
 * one line naming the variable, as the site's own settings do (server/config-schema.ts).
 */
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The editor's folder, and the site's repository it publishes into (its parent, unless SITE_DIR). */
export const CMS_DIR = dirname(fileURLToPath(import.meta.url));
/**
 * The editor's data: its SQLite database, the uploaded images and its secret (CMS_DATA_DIR,
 * relative to cms/; cms/data by default). On a server, outside every release directory.
 */
export const DATA_DIR = resolve(CMS_DIR, process.env.CMS_DATA_DIR || "data");
/** Where uploaded images are kept, and a publish copies covers from. */
export const MEDIA_DIR = join(DATA_DIR, "media");

const port = z.coerce
  .number({ error: "must be a port number" })
  .int("must be a port number")
  .min(1, "must be a port number")
  .max(65_535, "must be a port number");

const databaseUrl = z
  .string()
  .refine(
    (value) => /^file:.+/.test(value) || /^postgres(ql)?:\/\/.+/.test(value),
    "must be file:PATH (SQLite) or postgres://… (PostgreSQL)",
  );

const httpUrl = z
  .string()
  .refine(
    (value) => /^https?:\/\/[^/]+/.test(value),
    "must be a URL starting with http:// or https://",
  )
  .transform((value) => value.replace(/\/+$/, ""));

const schema = z.object({
  CMS_PORT: port.default(3100),
  CMS_DATABASE_URL: databaseUrl.optional(),
  /** Where the editor is reached (its login cookies and CSRF check name this origin). */
  CMS_URL: httpUrl.optional(),
  /** Signs the editor's login tokens; made once and kept in CMS_DATA_DIR when not given. */
  CMS_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SITE_DIR: z.string().min(1).optional(),
  /** The git repository the content files are written into and committed (SITE_DIR by default). */
  CONTENT_DIR: z.string().min(1).optional(),
  /** What puts a publish live, run in the site's directory once its content files are committed. */
  PUBLISH_COMMAND: z
    .string()
    .trim()
    .min(1, "must be a command")
    .default("npm run build -- --reload"),
  /** The site's mail server and sender (its own settings): password-reset e-mails go through them. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, "must be a URL starting with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.email("must be an e-mail address").optional(),
  /** The site's public address (the site's own SITE_URL): the search and share preview shows it. */
  SITE_URL: httpUrl.default("http://localhost:3000"),
  /** The site's preview instance (run with the same PREVIEW_SECRET): the editor's Preview opens it. */
  PREVIEW_URL: httpUrl.optional(),
  /** Shared with the preview instance, which reads drafts with it. */
  PREVIEW_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * The site's private interface to the enquiries (an instance's own address on the private
   * network, never the public edge), and the token both share (the site's ENQUIRIES_TOKEN): the
   * sales team's inbox and dashboard read and change enquiries through it.
   */
  ENQUIRIES_URL: httpUrl.optional(),
  ENQUIRIES_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  /** The site's retention of enquiries: the editor's record of looks at them is kept as long. */
  ENQUIRY_RETENTION_DAYS: z.coerce
    .number({ error: "must be a whole number of days" })
    .int("must be a whole number of days")
    .min(1, "must be at least 1")
    .default(730),
  /** Seconds a publish waits for more: requests within it are one build. */
  CMS_PUBLISH_DELAY: z.coerce
    .number({ error: "must be a number of seconds" })
    .min(0, "must be a number of seconds")
    .default(60),
  /**
   * Seconds between tries to put a partly live publish on the machines it missed (DEPLOY_MACHINES,
   * docs/deploy.md), until each has it or a later publish replaces it.
   */
  CMS_SHIP_RETRY: z.coerce
    .number({ error: "must be a number of seconds" })
    .positive("must be a number of seconds")
    .default(60),
});

export class SettingsError extends Error {}

function parse(env: NodeJS.ProcessEnv) {
  const result = schema
    .refine((values) => !values.PREVIEW_URL === !values.PREVIEW_SECRET, {
      path: ["PREVIEW_SECRET"],
      message: "and PREVIEW_URL are set together (the site's preview instance)",
    })
    .refine((values) => !values.ENQUIRIES_URL === !values.ENQUIRIES_TOKEN, {
      path: ["ENQUIRIES_TOKEN"],
      message: "and ENQUIRIES_URL are set together (the site's private interface to the enquiries)",
    })
    .safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new SettingsError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  return result.data;
}

/**
 * The editor's backup and restore (cms/scripts/backup.ts) leave its data directory as they find
 * it: no folder, database or secret is made for them (set by cms/scripts/cms.mjs).
 */
const UNTOUCHED = process.env.CMS_DATA_UNTOUCHED === "1";

/**
 * A secret made on first start and kept beside the database, readable by its owner only (for the
 * backup and restore, which sign nothing, one that is not kept).
 */
function keptSecret(file: string) {
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  if (UNTOUCHED) return randomBytes(32).toString("base64url");
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function getSettings(env: NodeJS.ProcessEnv = process.env) {
  const values = parse(env);
  const fromCms = (path: string) => (isAbsolute(path) ? path : resolve(CMS_DIR, path));
  const databaseUrl = values.CMS_DATABASE_URL ?? `file:${join(DATA_DIR, "cms.db")}`;
  const sqliteFile = databaseUrl.startsWith("file:") ? fromCms(databaseUrl.slice(5)) : null;
  // SQLite opens a file but makes no directory: the editor makes it, for its owner only.
  if (sqliteFile && !UNTOUCHED) mkdirSync(dirname(sqliteFile), { recursive: true, mode: 0o700 });
  const database = sqliteFile
    ? { kind: "sqlite" as const, url: `file:${sqliteFile}` }
    : { kind: "postgres" as const, url: databaseUrl };
  const url = values.CMS_URL ?? `http://localhost:${values.CMS_PORT}`;
  const siteDir = values.SITE_DIR ? resolve(values.SITE_DIR) : resolve(CMS_DIR, "..");
  return {
    port: values.CMS_PORT,
    database,
    url,
    /** The origins the editor's pages are served from: CMS_URL, or this machine by either name. */
    origins: values.CMS_URL ? [url] : [url, `http://127.0.0.1:${values.CMS_PORT}`],
    secret: values.CMS_SECRET ?? keptSecret(join(DATA_DIR, "secret")),
    siteDir,
    contentDir: values.CONTENT_DIR ? resolve(values.CONTENT_DIR) : siteDir,
    siteUrl: values.SITE_URL,
    publishCommand: values.PUBLISH_COMMAND,
    publishDelayMs: values.CMS_PUBLISH_DELAY * 1000,
    shipRetryMs: values.CMS_SHIP_RETRY * 1000,
    preview:
      values.PREVIEW_URL && values.PREVIEW_SECRET
        ? { url: values.PREVIEW_URL, secret: values.PREVIEW_SECRET }
        : null,
    enquiries:
      values.ENQUIRIES_URL && values.ENQUIRIES_TOKEN
        ? { url: values.ENQUIRIES_URL, token: values.ENQUIRIES_TOKEN }
        : null,
    enquiryRetentionDays: values.ENQUIRY_RETENTION_DAYS,
    mail: values.SMTP_URL
      ? { url: values.SMTP_URL, from: values.MAIL_FROM ?? "editor@localhost" }
      : null,
  };
}

let current: ReturnType<typeof getSettings> | undefined;

/** The settings of the running editor, read once (request handlers use these). */
export const settings = () => (current ??= getSettings());

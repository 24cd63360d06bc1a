import "server-only";
import { CONTACT_PAGE_SOURCE } from "@/lib/enquiry-limits";
import type { Locale } from "@/content/locales";
import { ATTRIBUTION_COLUMNS, ATTRIBUTION_KEYS, COLUMNS, DELIVERY_COLUMNS } from "./rows";
import type { Channel, EnquiryChange, EnquiryFilter, NewEnquiry } from "./types";

/**
 * Every statement of the enquiry store, written once for both engines: SQLite with `?`
 * placeholders as written, PostgreSQL through `postgres()`, which numbers them. The few
 * differences of dialect are the tokens of `TYPES` (in the schema) and `SKIP_LOCKED` (a claim).
 */
export type Dialect = "sqlite" | "postgres";

const TYPES = {
  sqlite: {
    id: "INTEGER PRIMARY KEY AUTOINCREMENT",
    ref: "INTEGER",
    time: "INTEGER",
    withoutRowid: " WITHOUT ROWID",
  },
  postgres: { id: "BIGSERIAL PRIMARY KEY", ref: "BIGINT", time: "BIGINT", withoutRowid: "" },
} as const;

/** Schema steps; step N brings the database from version N to N + 1. Append, never edit. */
export function migrations(dialect: Dialect): string[] {
  const { id, ref, time, withoutRowid } = TYPES[dialect];
  return [
    `CREATE TABLE enquiries (
       id ${id},
       created_at ${time} NOT NULL,
       name TEXT NOT NULL,
       email TEXT NOT NULL,
       phone TEXT NOT NULL,
       message TEXT NOT NULL,
       source TEXT,
       client_ip TEXT,
       status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent')),
       attempts INTEGER NOT NULL DEFAULT 0,
       next_attempt_at ${time},
       last_error TEXT,
       sent_at ${time},
       message_id TEXT NOT NULL UNIQUE,
       idempotency_key TEXT UNIQUE
     );
     CREATE INDEX enquiries_due ON enquiries (next_attempt_at) WHERE status = 'queued';
     CREATE INDEX enquiries_created ON enquiries (created_at);
     CREATE TABLE used_challenges (
       id TEXT PRIMARY KEY,
       expires_at ${time} NOT NULL
     )${withoutRowid};
     CREATE INDEX used_challenges_expiry ON used_challenges (expires_at);
     CREATE TABLE rate_limit_hits (
       key TEXT NOT NULL,
       at ${time} NOT NULL
     );
     CREATE INDEX rate_limit_hits_key_at ON rate_limit_hits (key, at);
     CREATE INDEX rate_limit_hits_at ON rate_limit_hits (at);`,
    `ALTER TABLE enquiries ADD COLUMN handling TEXT NOT NULL DEFAULT 'open'
       CHECK (handling IN ('open', 'replied', 'closed', 'spam'));
     ALTER TABLE enquiries ADD COLUMN handled_at ${time};
     CREATE INDEX enquiries_email ON enquiries (lower(email));`,
    `ALTER TABLE enquiries ADD COLUMN webhook_status TEXT CHECK (webhook_status IN ('queued', 'sent'));
     ALTER TABLE enquiries ADD COLUMN webhook_attempts INTEGER NOT NULL DEFAULT 0;
     ALTER TABLE enquiries ADD COLUMN webhook_next_attempt_at ${time};
     ALTER TABLE enquiries ADD COLUMN webhook_last_error TEXT;
     ALTER TABLE enquiries ADD COLUMN webhook_sent_at ${time};
     CREATE INDEX enquiries_webhook_due ON enquiries (webhook_next_attempt_at)
       WHERE webhook_status = 'queued';`,
    `CREATE TABLE secrets (
       name TEXT PRIMARY KEY,
       value TEXT NOT NULL
     );`,
    // The page's language; enquiries stored before it was kept came from the English site.
    `ALTER TABLE enquiries ADD COLUMN language TEXT NOT NULL DEFAULT 'en'
       CHECK (language IN ('en', 'ar'));`,
    // Where the enquiry came from (lib/attribution.ts); null for enquiries stored before, and for
    // what a visitor's tab did not know.
    `ALTER TABLE enquiries ADD COLUMN landing_path TEXT;
     ALTER TABLE enquiries ADD COLUMN referrer_host TEXT;
     ALTER TABLE enquiries ADD COLUMN utm_source TEXT;
     ALTER TABLE enquiries ADD COLUMN utm_medium TEXT;
     ALTER TABLE enquiries ADD COLUMN utm_campaign TEXT;
     ALTER TABLE enquiries ADD COLUMN utm_term TEXT;
     ALTER TABLE enquiries ADD COLUMN utm_content TEXT;
     ALTER TABLE enquiries ADD COLUMN sent_from TEXT;
     ALTER TABLE enquiries ADD COLUMN device TEXT CHECK (device IN ('phone', 'tablet', 'desktop'));`,
    // Held for a person's review, and why: sent from a page whose script did not run, so without
    // the captcha's proof, or with a proof refused. Its deliveries stay queued with no attempt due
    // until it is released.
    `ALTER TABLE enquiries ADD COLUMN held_at ${time};
     ALTER TABLE enquiries ADD COLUMN held_reason TEXT;`,
    // The visit's first touch, when a later campaign or site began it again (the columns above
    // keep the last); null when the visit had one arrival, and for enquiries stored before.
    `ALTER TABLE enquiries ADD COLUMN first_landing_path TEXT;
     ALTER TABLE enquiries ADD COLUMN first_referrer_host TEXT;
     ALTER TABLE enquiries ADD COLUMN first_utm_source TEXT;
     ALTER TABLE enquiries ADD COLUMN first_utm_medium TEXT;
     ALTER TABLE enquiries ADD COLUMN first_utm_campaign TEXT;
     ALTER TABLE enquiries ADD COLUMN first_utm_term TEXT;
     ALTER TABLE enquiries ADD COLUMN first_utm_content TEXT;`,
    // Who in the sales team has an enquiry, and what staff did with it in the editor (marked it,
    // assigned it, noted something), by whom and when: erased with the enquiry.
    `ALTER TABLE enquiries ADD COLUMN assigned_to TEXT;
     CREATE TABLE enquiry_events (
       id ${id},
       enquiry_id ${ref} NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
       at ${time} NOT NULL,
       actor TEXT NOT NULL,
       handling TEXT CHECK (handling IN ('open', 'replied', 'closed', 'spam')),
       assigned_to TEXT,
       note TEXT
     );
     CREATE INDEX enquiry_events_enquiry ON enquiry_events (enquiry_id);`,
  ];
}

export const SCHEMA = {
  versionTable: "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)",
  version: "SELECT MAX(version) AS version FROM schema_version",
  setVersion: "INSERT INTO schema_version (version) VALUES (?)",
} as const;

/** Marks a solved challenge used (id, expiry); no row changes when it was used before. */
const USE_CHALLENGE =
  "INSERT INTO used_challenges (id, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING";

/** The enquiry insert, its values selected `from` nothing or from a preceding step. */
function insertEnquiry(from: string) {
  return `INSERT INTO enquiries
     (created_at, name, email, phone, message, source, language, client_ip, status, attempts,
      next_attempt_at, message_id, idempotency_key, webhook_status, webhook_next_attempt_at,
      held_at, held_reason, ${ATTRIBUTION_COLUMNS.join(", ")})
     SELECT ?, ?, ?, ?, ?, ?, ?, ?, 'queued', 0, ?, ?, ?, ?, ?, ?, ?, ${ATTRIBUTION_COLUMNS.map(() => "?").join(", ")}${from}
     RETURNING ${COLUMNS}`;
}

export const SQL = {
  ping: "SELECT 1",
  findByKey: `SELECT ${COLUMNS} FROM enquiries WHERE idempotency_key = ?`,
  useChallenge: USE_CHALLENGE,
  /** created_at, name, email, phone, message, source, language, client_ip, next_attempt_at,
   * message_id, idempotency_key, webhook_status, webhook_next_attempt_at, held_at, held_reason,
   * then the attribution's columns (`insertValues`) */
  insert: insertEnquiry(""),
  /** PostgreSQL only (SQLite has no writes in WITH): the challenge's id and expiry, then the
   * insert's values. One statement marks the challenge used and stores the enquiry, or neither:
   * no row when the challenge was used before, and a failed insert undoes the mark. */
  useChallengeAndInsert: `WITH used AS (${USE_CHALLENGE} RETURNING id) ${insertEnquiry(" FROM used")}`,
  countHits: "SELECT CAST(COUNT(*) AS INTEGER) AS n FROM rate_limit_hits WHERE key = ? AND at > ?",
  /** key, now, idempotency key (null for none), key, window start, max: records the hit unless
   * an enquiry with that Idempotency-Key is stored (a retry) or the window holds max hits
   * already; one statement for both checks and the insert (under the caller's lock). */
  addHitUnderLimit: `INSERT INTO rate_limit_hits (key, at) SELECT ?, ?
     WHERE NOT EXISTS (SELECT 1 FROM enquiries WHERE idempotency_key = ?)
       AND (SELECT COUNT(*) FROM rate_limit_hits WHERE key = ? AND at > ?) < ?`,
  nthHit: "SELECT at FROM rate_limit_hits WHERE key = ? AND at > ? ORDER BY at LIMIT 1 OFFSET ?",
  /** since, handling (twice: null for all), held only (1) or all (0), limit */
  list: `SELECT * FROM (
     SELECT ${COLUMNS} FROM enquiries
     WHERE created_at >= ? AND (CAST(? AS TEXT) IS NULL OR handling = ?)
       AND (CAST(? AS INTEGER) = 0 OR held_at IS NOT NULL)
     ORDER BY id DESC LIMIT ?
   ) AS latest ORDER BY id`,
  /** from, to, then each filter of `searchValues` twice (null for any; the service with the
   * Contact Us page's label between), held only (1) or all (0), the search's LIKE pattern
   * (twice), limit, offset: newest first, with how many match. */
  search: `SELECT ${COLUMNS}, CAST(COUNT(*) OVER () AS INTEGER) AS total FROM enquiries
     WHERE created_at >= ? AND created_at < ?
       AND (CAST(? AS TEXT) IS NULL OR handling = ?)
       AND (CAST(? AS TEXT) IS NULL OR COALESCE(source, ?) = ?)
       AND (CAST(? AS TEXT) IS NULL OR language = ?)
       AND (CAST(? AS TEXT) IS NULL OR COALESCE(utm_source, referrer_host, '') = ?)
       AND (CAST(? AS TEXT) IS NULL OR COALESCE(utm_campaign, '') = ?)
       AND (CAST(? AS TEXT) IS NULL OR COALESCE(assigned_to, '') = ?)
       AND (CAST(? AS INTEGER) = 0 OR held_at IS NOT NULL)
       AND (CAST(? AS TEXT) IS NULL
         OR lower(name || ' ' || email || ' ' || phone || ' ' || message) LIKE ? ESCAPE '!')
     ORDER BY id DESC LIMIT ? OFFSET ?`,
  find: `SELECT ${COLUMNS} FROM enquiries WHERE id = ?`,
  /** assignee (null for nobody), id */
  assign: `UPDATE enquiries SET assigned_to = ? WHERE id = ? RETURNING ${COLUMNS}`,
  /** enquiry id, at, actor, handling, assignee, note */
  addEvent: `INSERT INTO enquiry_events (enquiry_id, at, actor, handling, assigned_to, note)
     VALUES (?, ?, ?, ?, ?, ?)`,
  events: `SELECT at, actor, handling, assigned_to, note FROM enquiry_events
     WHERE enquiry_id = ? ORDER BY id`,
  erase: "DELETE FROM enquiries WHERE id = ?",
  mark: `UPDATE enquiries SET handling = ?, handled_at = ? WHERE id = ? RETURNING ${COLUMNS}`,
  /** now (twice), id: a held enquiry's deliveries become due; no row when it is not held. */
  release: `UPDATE enquiries SET held_at = NULL, held_reason = NULL, next_attempt_at = ?,
       webhook_next_attempt_at = CASE WHEN webhook_status IS NULL THEN NULL ELSE CAST(? AS BIGINT) END
     WHERE id = ? AND held_at IS NOT NULL RETURNING ${COLUMNS}`,
  /** id: a held enquiry, deleted unread by anyone else. */
  discard: "DELETE FROM enquiries WHERE id = ? AND held_at IS NOT NULL",
  countByEmail:
    "SELECT CAST(COUNT(*) AS INTEGER) AS n FROM enquiries WHERE lower(email) = lower(?)",
  eraseByEmail: "DELETE FROM enquiries WHERE lower(email) = lower(?)",
  addSecret:
    "INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING RETURNING value",
  secret: "SELECT value FROM secrets WHERE name = ?",
  pruneChallenges: "DELETE FROM used_challenges WHERE expires_at < ?",
  pruneHits: "DELETE FROM rate_limit_hits WHERE at <= ?",
  /** Past the retention: what was delivered, and what was held and never released. */
  pruneEnquiries: `DELETE FROM enquiries WHERE created_at < ? AND (held_at IS NOT NULL
     OR (status <> 'queued' AND (webhook_status IS NULL OR webhook_status <> 'queued')))`,
} as const;

/** The values of `SQL.addEvent`, in its order: an unassignment is recorded as "". */
export const eventValues = (id: number, change: EnquiryChange, actor: string, now: number) =>
  [
    id,
    now,
    actor,
    change.handling ?? null,
    change.assignedTo === undefined ? null : (change.assignedTo ?? ""),
    change.note?.trim() || null,
  ] as [number, number, string, string | null, string | null, string | null];

/** The values of `SQL.search`, in its order. */
export function searchValues(filter: EnquiryFilter, limit: number, offset: number) {
  const either = (value: string | undefined) => [value ?? null, value ?? null];
  const words = filter.text?.trim().toLowerCase();
  const pattern = words ? `%${words.replace(/[!%_]/g, "!$&")}%` : null;
  return [
    filter.from ?? 0,
    filter.to ?? Number.MAX_SAFE_INTEGER,
    ...either(filter.handling),
    filter.service ?? null,
    CONTACT_PAGE_SOURCE,
    filter.service ?? null,
    ...either(filter.language),
    ...either(filter.source),
    ...either(filter.campaign),
    ...either(filter.assignedTo),
    filter.held ? 1 : 0,
    pattern,
    pattern,
    limit,
    offset,
  ];
}

/** The values of `SQL.insert`, in its order. */
export const insertValues = (enquiry: NewEnquiry, now: number, idempotencyKey?: string) =>
  [
    now,
    enquiry.name,
    enquiry.email,
    enquiry.phone,
    enquiry.message,
    enquiry.source,
    enquiry.language ?? "en",
    enquiry.clientIp,
    enquiry.held ? null : now,
    enquiry.messageId,
    idempotencyKey ?? null,
    enquiry.webhook ? "queued" : null,
    enquiry.webhook && !enquiry.held ? now : null,
    enquiry.held ? now : null,
    enquiry.held ?? null,
    ...ATTRIBUTION_KEYS.map((key) => enquiry.attribution?.[key] ?? null),
  ] as [
    number,
    string,
    string,
    string,
    string,
    string | null,
    Locale,
    string | null,
    number | null,
    string,
    string | null,
    string | null,
    number | null,
    number | null,
    string | null,
    ...(string | null)[],
  ];

/** A claim skips rows another worker holds (PostgreSQL; SQLite has one writer at a time). */
const SKIP_LOCKED = { sqlite: "", postgres: "FOR UPDATE SKIP LOCKED" } as const;

/** One channel's delivery statements (DELIVERY_COLUMNS names its columns). */
export function deliverySql(channel: Channel, dialect: Dialect) {
  const c = DELIVERY_COLUMNS[channel];
  return {
    /** lease end, now, limit */
    claim: `UPDATE enquiries SET ${c.next} = ?
       WHERE id IN (
         SELECT id FROM enquiries
         WHERE ${c.status} = 'queued' AND ${c.next} <= ?
         ORDER BY ${c.next}, id LIMIT ?
         ${SKIP_LOCKED[dialect]}
       )
       RETURNING ${COLUMNS}`,
    nextDue: `SELECT MIN(${c.next}) AS at FROM enquiries WHERE ${c.status} = 'queued'`,
    stats: `SELECT CAST(COUNT(*) AS INTEGER) AS count, MIN(created_at) AS oldest_created_at
       FROM enquiries WHERE ${c.status} = 'queued' AND held_at IS NULL`,
    /** now, id */
    sent: `UPDATE enquiries
       SET ${c.status} = 'sent', ${c.sent} = ?, ${c.attempts} = ${c.attempts} + 1, ${c.next} = NULL
       WHERE id = ? AND ${c.status} = 'queued'`,
    /** now, id */
    release: `UPDATE enquiries SET ${c.next} = ? WHERE id = ? AND ${c.status} = 'queued'`,
    /** error, next attempt, id */
    failed: `UPDATE enquiries SET ${c.attempts} = ${c.attempts} + 1, ${c.error} = ?, ${c.next} = ?
       WHERE id = ? AND ${c.status} = 'queued'`,
  };
}

/** A statement in PostgreSQL's placeholders: each `?` becomes $1, $2, … (no statement has a `?` in a literal). */
export const postgres = (text: string) => {
  let index = 0;
  return text.replace(/\?/g, () => `$${++index}`);
};

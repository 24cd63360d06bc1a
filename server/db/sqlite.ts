import "server-only";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import type {
  Channel,
  ChallengeTicket,
  EnquiryRecord,
  EnquiryStore,
  Handling,
  InsertOptions,
  InsertResult,
  ListOptions,
  NewEnquiry,
  Pruned,
  RateLimitHit,
} from "./types";
import { COLUMNS, DELIVERY_COLUMNS, toRecord, type Row } from "./rows";

/** Schema steps; step N brings the database from version N to N + 1. Append, never edit. */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE enquiries (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     created_at INTEGER NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     message TEXT NOT NULL,
     source TEXT,
     client_ip TEXT,
     status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER,
     last_error TEXT,
     sent_at INTEGER,
     message_id TEXT NOT NULL UNIQUE,
     idempotency_key TEXT UNIQUE
   );
   CREATE INDEX enquiries_due ON enquiries (next_attempt_at) WHERE status = 'queued';
   CREATE INDEX enquiries_created ON enquiries (created_at);
   CREATE TABLE used_challenges (
     id TEXT PRIMARY KEY,
     expires_at INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE INDEX used_challenges_expiry ON used_challenges (expires_at);
   CREATE TABLE rate_limit_hits (
     key TEXT NOT NULL,
     at INTEGER NOT NULL
   );
   CREATE INDEX rate_limit_hits_key_at ON rate_limit_hits (key, at);
   CREATE INDEX rate_limit_hits_at ON rate_limit_hits (at);`,
  `ALTER TABLE enquiries ADD COLUMN handling TEXT NOT NULL DEFAULT 'open'
     CHECK (handling IN ('open', 'replied', 'closed', 'spam'));
   ALTER TABLE enquiries ADD COLUMN handled_at INTEGER;
   CREATE INDEX enquiries_email ON enquiries (lower(email));`,
  `ALTER TABLE enquiries ADD COLUMN webhook_status TEXT CHECK (webhook_status IN ('queued', 'sent'));
   ALTER TABLE enquiries ADD COLUMN webhook_attempts INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE enquiries ADD COLUMN webhook_next_attempt_at INTEGER;
   ALTER TABLE enquiries ADD COLUMN webhook_last_error TEXT;
   ALTER TABLE enquiries ADD COLUMN webhook_sent_at INTEGER;
   CREATE INDEX enquiries_webhook_due ON enquiries (webhook_next_attempt_at)
     WHERE webhook_status = 'queued';`,
  `CREATE TABLE secrets (
     name TEXT PRIMARY KEY,
     value TEXT NOT NULL
   );`,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/** The file a `file:PATH` DATABASE_URL names, resolved against the working directory. */
export function sqlitePath(databaseUrl: string, cwd = process.cwd()): string {
  if (!databaseUrl.startsWith("file:")) throw new Error("not a file: database URL");
  const path = databaseUrl.startsWith("file://")
    ? fileURLToPath(databaseUrl)
    : databaseUrl.slice("file:".length);
  return resolve(cwd, path);
}

/** Brings the schema to the current version, one transaction per step. */
function migrate(db: Database.Database) {
  db.exec("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)");
  const current =
    (
      db.prepare("SELECT MAX(version) AS version FROM schema_version").get() as {
        version: number | null;
      }
    ).version ?? 0;
  if (current > MIGRATIONS.length) {
    throw new Error(
      `database schema version ${current} is newer than this code (${MIGRATIONS.length})`,
    );
  }
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]!);
      db.prepare("INSERT INTO schema_version (version) VALUES (?)").run(version + 1);
    }).immediate();
  }
}

export type SqliteOptions = {
  /** Refuse to create a missing database file (the command-line tool). */
  mustExist?: boolean;
};

/** Opens (creating the file, its directory and the schema as needed) a SQLite store. */
export function openSqliteStore(file: string, options: SqliteOptions = {}): SqliteStore {
  if (options.mustExist && !existsSync(file)) throw new Error(`no database at ${file}`);
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma("journal_mode = WAL");
    // FULL: a committed enquiry is on disk (the WAL fsynced) before the endpoint answers.
    // Bookkeeping writes run with NORMAL instead (see `relaxed`).
    db.pragma("synchronous = FULL");
    db.pragma("busy_timeout = 5000");
    db.pragma("foreign_keys = ON");
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return new SqliteStore(db);
}

/** One channel's delivery statements (DELIVERY_COLUMNS names its columns). */
function deliveryStatements(db: Database.Database, c: (typeof DELIVERY_COLUMNS)[Channel]) {
  return {
    claim: db.prepare<[number, number, number], Row>(
      `UPDATE enquiries SET ${c.next} = ?
       WHERE id IN (
         SELECT id FROM enquiries
         WHERE ${c.status} = 'queued' AND ${c.next} <= ?
         ORDER BY ${c.next}, id LIMIT ?
       )
       RETURNING ${COLUMNS}`,
    ),
    nextDue: db.prepare<[], { at: number | null }>(
      `SELECT MIN(${c.next}) AS at FROM enquiries WHERE ${c.status} = 'queued'`,
    ),
    sent: db.prepare<[number, number]>(
      `UPDATE enquiries
       SET ${c.status} = 'sent', ${c.sent} = ?, ${c.attempts} = ${c.attempts} + 1, ${c.next} = NULL
       WHERE id = ? AND ${c.status} = 'queued'`,
    ),
    stats: db.prepare<[], { count: number; oldestCreatedAt: number | null }>(
      `SELECT COUNT(*) AS count, MIN(created_at) AS oldestCreatedAt
       FROM enquiries WHERE ${c.status} = 'queued'`,
    ),
    release: db.prepare<[number, number]>(
      `UPDATE enquiries SET ${c.next} = ? WHERE id = ? AND ${c.status} = 'queued'`,
    ),
    failed: db.prepare<[string, number, number]>(
      `UPDATE enquiries SET ${c.attempts} = ${c.attempts} + 1, ${c.error} = ?, ${c.next} = ?
       WHERE id = ? AND ${c.status} = 'queued'`,
    ),
  };
}

type PendingInsert = {
  enquiry: NewEnquiry;
  options: InsertOptions;
  resolve: (result: InsertResult) => void;
  reject: (error: unknown) => void;
};

export class SqliteStore implements EnquiryStore {
  private readonly statements;
  private readonly insertTx;
  private readonly batchTx;
  private pending: PendingInsert[] = [];
  private flushScheduled = false;
  private readonly rateLimitTx;
  private readonly claimTx;
  private readonly delivery;

  constructor(private readonly db: Database.Database) {
    const s = {
      findByKey: db.prepare<[string], Row>(
        `SELECT ${COLUMNS} FROM enquiries WHERE idempotency_key = ?`,
      ),
      useChallenge: db.prepare<[string, number]>(
        "INSERT OR IGNORE INTO used_challenges (id, expires_at) VALUES (?, ?)",
      ),
      insert: db.prepare<
        [
          number,
          string,
          string,
          string,
          string,
          string | null,
          string | null,
          number,
          string,
          string | null,
          string | null,
          number | null,
        ],
        Row
      >(
        `INSERT INTO enquiries
           (created_at, name, email, phone, message, source, client_ip, status, attempts, next_attempt_at, message_id, idempotency_key, webhook_status, webhook_next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'queued', 0, ?, ?, ?, ?, ?)
         RETURNING ${COLUMNS}`,
      ),
      countHits: db.prepare<[string, number], { n: number }>(
        "SELECT COUNT(*) AS n FROM rate_limit_hits WHERE key = ? AND at > ?",
      ),
      nthHit: db.prepare<[string, number, number], { at: number }>(
        "SELECT at FROM rate_limit_hits WHERE key = ? AND at > ? ORDER BY at LIMIT 1 OFFSET ?",
      ),
      addHit: db.prepare<[string, number]>("INSERT INTO rate_limit_hits (key, at) VALUES (?, ?)"),
      list: db.prepare<[number, string | null, string | null, number], Row>(
        `SELECT * FROM (
           SELECT ${COLUMNS} FROM enquiries
           WHERE created_at >= ? AND (? IS NULL OR handling = ?)
           ORDER BY id DESC LIMIT ?
         ) ORDER BY id`,
      ),
      find: db.prepare<[number], Row>(`SELECT ${COLUMNS} FROM enquiries WHERE id = ?`),
      mark: db.prepare<[string, number, number], Row>(
        `UPDATE enquiries SET handling = ?, handled_at = ? WHERE id = ? RETURNING ${COLUMNS}`,
      ),
      countByEmail: db.prepare<[string], { n: number }>(
        "SELECT COUNT(*) AS n FROM enquiries WHERE lower(email) = lower(?)",
      ),
      eraseByEmail: db.prepare<[string]>("DELETE FROM enquiries WHERE lower(email) = lower(?)"),
      addSecret: db.prepare<[string, string]>(
        "INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING",
      ),
      secret: db.prepare<[string], { value: string }>("SELECT value FROM secrets WHERE name = ?"),
      pruneChallenges: db.prepare<[number]>("DELETE FROM used_challenges WHERE expires_at < ?"),
      pruneHits: db.prepare<[number]>("DELETE FROM rate_limit_hits WHERE at <= ?"),
      pruneEnquiries: db.prepare<[number]>(
        `DELETE FROM enquiries WHERE created_at < ? AND status <> 'queued'
           AND (webhook_status IS NULL OR webhook_status <> 'queued')`,
      ),
    };
    this.statements = s;
    this.delivery = {
      mail: deliveryStatements(db, DELIVERY_COLUMNS.mail),
      webhook: deliveryStatements(db, DELIVERY_COLUMNS.webhook),
    };

    this.insertTx = db.transaction(
      (enquiry: NewEnquiry, { now, challenge, idempotencyKey }: InsertOptions): InsertResult => {
        if (idempotencyKey !== undefined) {
          const existing = s.findByKey.get(idempotencyKey);
          if (existing) return { status: "duplicate", enquiry: toRecord(existing) };
        }
        if (challenge && s.useChallenge.run(challenge.id, challenge.expiresAt).changes === 0) {
          return { status: "replayed" };
        }
        const row = s.insert.get(
          now,
          enquiry.name,
          enquiry.email,
          enquiry.phone,
          enquiry.message,
          enquiry.source,
          enquiry.clientIp,
          now,
          enquiry.messageId,
          idempotencyKey ?? null,
          enquiry.webhook ? "queued" : null,
          enquiry.webhook ? now : null,
        )!;
        return { status: "inserted", enquiry: toRecord(row) };
      },
    );

    // One transaction (one fsync) for every insert waiting; each insert in its own savepoint, so
    // one failing does not undo the others.
    this.batchTx = db.transaction((batch: PendingInsert[]) =>
      batch.map(({ enquiry, options }): InsertResult | { error: unknown } => {
        try {
          return this.insertTx(enquiry, options);
        } catch (error) {
          return { error };
        }
      }),
    );

    this.rateLimitTx = db.transaction(
      (key: string, now: number, windowStart: number, max: number): RateLimitHit => {
        const { n } = s.countHits.get(key, windowStart)!;
        if (n >= max) {
          // The hit that has to leave the window for the count to drop below max.
          const { at } = s.nthHit.get(key, windowStart, n - max)!;
          return { allowed: false, blockingHitAt: at };
        }
        s.addHit.run(key, now);
        return { allowed: true };
      },
    );

    this.claimTx = db.transaction((channel: Channel, now: number, limit: number, leaseMs: number) =>
      this.delivery[channel].claim
        .all(now + leaseMs, now, limit)
        .map(toRecord)
        .sort((a, b) => a.id - b.id),
    );
  }

  async ready(): Promise<void> {}

  async ping(): Promise<void> {
    this.db.prepare("SELECT 1").get();
  }

  /**
   * Group commit: inserts that arrive in the same turn of the event loop share one transaction,
   * so one fsync makes a whole batch durable. Each promise settles after its commit.
   */
  insertEnquiry(enquiry: NewEnquiry, options: InsertOptions): Promise<InsertResult> {
    return new Promise((resolve, reject) => {
      this.pending.push({ enquiry, options, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    let outcomes: (InsertResult | { error: unknown })[];
    try {
      outcomes = this.batchTx.immediate(batch);
    } catch (error) {
      for (const { reject } of batch) reject(error);
      return;
    }
    batch.forEach(({ resolve, reject }, index) => {
      const outcome = outcomes[index]!;
      if ("error" in outcome) reject(outcome.error);
      else resolve(outcome);
    });
  }

  async findByIdempotencyKey(key: string): Promise<EnquiryRecord | undefined> {
    const row = this.statements.findByKey.get(key);
    return row && toRecord(row);
  }

  async consumeChallenge(ticket: ChallengeTicket): Promise<boolean> {
    return this.statements.useChallenge.run(ticket.id, ticket.expiresAt).changes === 1;
  }

  /**
   * Runs a bookkeeping write with `synchronous = NORMAL`: in WAL mode it survives a crash of the
   * process but skips the fsync, so a power cut may roll it back. That is acceptable for
   * rate-limit hits, used-challenge pruning and outbox state (a lost `sent` mark means one
   * identifiable duplicate mail), and keeps one fsync per enquiry, the insert's.
   */
  private relaxed<T>(write: () => T): T {
    this.db.pragma("synchronous = NORMAL");
    try {
      return write();
    } finally {
      this.db.pragma("synchronous = FULL");
    }
  }

  async hitRateLimit(
    key: string,
    now: number,
    windowStart: number,
    max: number,
  ): Promise<RateLimitHit> {
    return this.relaxed(() => this.rateLimitTx.immediate(key, now, windowStart, max));
  }

  async claimDue(
    channel: Channel,
    now: number,
    limit: number,
    leaseMs: number,
  ): Promise<EnquiryRecord[]> {
    return this.relaxed(() => this.claimTx.immediate(channel, now, limit, leaseMs));
  }

  async nextDueAt(channel: Channel): Promise<number | undefined> {
    return this.delivery[channel].nextDue.get()?.at ?? undefined;
  }

  async markSent(channel: Channel, id: number, now: number): Promise<void> {
    this.relaxed(() => this.delivery[channel].sent.run(now, id));
  }

  async queueStats(channel: Channel) {
    return this.delivery[channel].stats.get()!;
  }

  async releaseLeases(channel: Channel, ids: number[], now: number): Promise<void> {
    const { release } = this.delivery[channel];
    this.db.transaction(() => ids.forEach((id) => release.run(now, id)))();
  }

  async markFailedAttempt(
    channel: Channel,
    id: number,
    error: string,
    nextAttemptAt: number,
  ): Promise<void> {
    this.relaxed(() => this.delivery[channel].failed.run(error.slice(0, 1000), nextAttemptAt, id));
  }

  async listEnquiries({ since = 0, last = -1, handling }: ListOptions = {}): Promise<
    EnquiryRecord[]
  > {
    const only = handling ?? null;
    return this.statements.list.all(since, only, only, last).map(toRecord);
  }

  async findEnquiry(id: number): Promise<EnquiryRecord | undefined> {
    const row = this.statements.find.get(id);
    return row && toRecord(row);
  }

  async markHandling(
    id: number,
    handling: Handling,
    now: number,
  ): Promise<EnquiryRecord | undefined> {
    const row = this.statements.mark.get(handling, now, id);
    return row && toRecord(row);
  }

  async countByEmail(email: string): Promise<number> {
    return this.statements.countByEmail.get(email)!.n;
  }

  async eraseByEmail(email: string): Promise<number> {
    return this.statements.eraseByEmail.run(email).changes;
  }

  async prune(now: number, hitsBefore: number, enquiriesBefore: number): Promise<Pruned> {
    const removed = this.relaxed(() => ({
      challenges: this.statements.pruneChallenges.run(now).changes,
      hits: this.statements.pruneHits.run(hitsBefore).changes,
    }));
    // Deleting personal data is durable, like storing it.
    return { ...removed, enquiries: this.statements.pruneEnquiries.run(enquiriesBefore).changes };
  }

  async sharedSecret(name: string, generate: () => string): Promise<string> {
    this.statements.addSecret.run(name, generate());
    return this.statements.secret.get(name)!.value;
  }

  async close(): Promise<void> {
    this.flush();
    if (this.db.open) this.db.close();
  }
}

import "server-only";
import pg from "pg";
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

/**
 * The same schema as server/db/sqlite.ts, in PostgreSQL's dialect: the same tables, columns,
 * constraints and indexes, times as milliseconds since the epoch. Step N brings the database from
 * version N to N + 1; keep the two lists in step.
 */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE enquiries (
     id BIGSERIAL PRIMARY KEY,
     created_at BIGINT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     message TEXT NOT NULL,
     source TEXT,
     client_ip TEXT,
     status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at BIGINT,
     last_error TEXT,
     sent_at BIGINT,
     message_id TEXT NOT NULL UNIQUE,
     idempotency_key TEXT UNIQUE
   );
   CREATE INDEX enquiries_due ON enquiries (next_attempt_at) WHERE status = 'queued';
   CREATE INDEX enquiries_created ON enquiries (created_at);
   CREATE TABLE used_challenges (
     id TEXT PRIMARY KEY,
     expires_at BIGINT NOT NULL
   );
   CREATE INDEX used_challenges_expiry ON used_challenges (expires_at);
   CREATE TABLE rate_limit_hits (
     key TEXT NOT NULL,
     at BIGINT NOT NULL
   );
   CREATE INDEX rate_limit_hits_key_at ON rate_limit_hits (key, at);
   CREATE INDEX rate_limit_hits_at ON rate_limit_hits (at);`,
  `ALTER TABLE enquiries ADD COLUMN handling TEXT NOT NULL DEFAULT 'open'
     CHECK (handling IN ('open', 'replied', 'closed', 'spam'));
   ALTER TABLE enquiries ADD COLUMN handled_at BIGINT;
   CREATE INDEX enquiries_email ON enquiries (lower(email));`,
  `ALTER TABLE enquiries ADD COLUMN webhook_status TEXT CHECK (webhook_status IN ('queued', 'sent'));
   ALTER TABLE enquiries ADD COLUMN webhook_attempts INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE enquiries ADD COLUMN webhook_next_attempt_at BIGINT;
   ALTER TABLE enquiries ADD COLUMN webhook_last_error TEXT;
   ALTER TABLE enquiries ADD COLUMN webhook_sent_at BIGINT;
   CREATE INDEX enquiries_webhook_due ON enquiries (webhook_next_attempt_at)
     WHERE webhook_status = 'queued';`,
  `CREATE TABLE secrets (
     name TEXT PRIMARY KEY,
     value TEXT NOT NULL
   );`,
];

/** Any number that serialises migrations across instances starting at once. */
const MIGRATION_LOCK = 7_345_812;

const INT8 = 20;

/** BIGINT columns (ids and millisecond times) as numbers: they stay far below 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const isUniqueViolation = (error: unknown, column: string) =>
  (error as { code?: string }).code === "23505" &&
  ((error as { constraint?: string }).constraint ?? "").includes(column);

/**
 * The store on PostgreSQL, for several instances sharing one database: claims skip rows another
 * worker holds (FOR UPDATE SKIP LOCKED), a rate-limit check holds a per-address advisory lock,
 * and migrations hold a global one.
 */
export class PostgresStore implements EnquiryStore {
  private readonly pool: pg.Pool;
  private readonly migrated: Promise<void>;
  private closed = false;

  constructor(connectionString: string) {
    this.pool = new pg.Pool({ connectionString, max: 10, types });
    // An idle connection dropped by the server: the pool replaces it on the next query.
    this.pool.on("error", () => {});
    this.migrated = this.migrate();
    this.migrated.catch(() => {}); // reported by ready() and by every query
  }

  ready(): Promise<void> {
    return this.migrated;
  }

  async ping(): Promise<void> {
    await this.rows("SELECT 1");
  }

  private async migrate(): Promise<void> {
    await this.transaction(async (client) => {
      await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
      await client.query("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)");
      const { rows } = await client.query<{ version: number | null }>(
        "SELECT MAX(version) AS version FROM schema_version",
      );
      const current = rows[0]?.version ?? 0;
      if (current > MIGRATIONS.length) {
        throw new Error(
          `database schema version ${current} is newer than this code (${MIGRATIONS.length})`,
        );
      }
      for (let version = current; version < MIGRATIONS.length; version++) {
        await client.query(MIGRATIONS[version]!);
        await client.query("INSERT INTO schema_version (version) VALUES ($1)", [version + 1]);
      }
    }, false);
  }

  private async transaction<T>(
    work: (client: pg.PoolClient) => Promise<T>,
    afterMigrations = true,
  ): Promise<T> {
    if (afterMigrations) await this.migrated;
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  private async rows<R extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
    await this.migrated;
    return (await this.pool.query<R>(text, values)).rows;
  }

  async insertEnquiry(enquiry: NewEnquiry, options: InsertOptions): Promise<InsertResult> {
    const { now, challenge, idempotencyKey } = options;
    const byKey = (client: pg.PoolClient | pg.Pool) =>
      client.query<Row>(`SELECT ${COLUMNS} FROM enquiries WHERE idempotency_key = $1`, [
        idempotencyKey,
      ]);
    try {
      return await this.transaction(async (client): Promise<InsertResult> => {
        if (idempotencyKey !== undefined) {
          const existing = (await byKey(client)).rows[0];
          if (existing) return { status: "duplicate", enquiry: toRecord(existing) };
        }
        if (challenge) {
          const used = await client.query(
            "INSERT INTO used_challenges (id, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            [challenge.id, challenge.expiresAt],
          );
          if (used.rowCount === 0) {
            // A double submit may have stored the same key meanwhile: that is a duplicate.
            const existing =
              idempotencyKey === undefined ? undefined : (await byKey(client)).rows[0];
            return existing
              ? { status: "duplicate", enquiry: toRecord(existing) }
              : { status: "replayed" };
          }
        }
        const { rows } = await client.query<Row>(
          `INSERT INTO enquiries
             (created_at, name, email, phone, message, source, client_ip, status, attempts, next_attempt_at, message_id, idempotency_key, webhook_status, webhook_next_attempt_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'queued', 0, $1, $8, $9, $10, $11)
           RETURNING ${COLUMNS}`,
          [
            now,
            enquiry.name,
            enquiry.email,
            enquiry.phone,
            enquiry.message,
            enquiry.source,
            enquiry.clientIp,
            enquiry.messageId,
            idempotencyKey ?? null,
            enquiry.webhook ? "queued" : null,
            enquiry.webhook ? now : null,
          ],
        );
        return { status: "inserted", enquiry: toRecord(rows[0]!) };
      });
    } catch (error) {
      // Another instance stored the same key first (its transaction, and our challenge, rolled back).
      if (idempotencyKey !== undefined && isUniqueViolation(error, "idempotency_key")) {
        const existing = (await byKey(this.pool)).rows[0];
        if (existing) return { status: "duplicate", enquiry: toRecord(existing) };
      }
      throw error;
    }
  }

  async findByIdempotencyKey(key: string): Promise<EnquiryRecord | undefined> {
    const [row] = await this.rows<Row>(
      `SELECT ${COLUMNS} FROM enquiries WHERE idempotency_key = $1`,
      [key],
    );
    return row && toRecord(row);
  }

  async consumeChallenge(ticket: ChallengeTicket): Promise<boolean> {
    await this.migrated;
    const result = await this.pool.query(
      "INSERT INTO used_challenges (id, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING",
      [ticket.id, ticket.expiresAt],
    );
    return result.rowCount === 1;
  }

  async hitRateLimit(
    key: string,
    now: number,
    windowStart: number,
    max: number,
  ): Promise<RateLimitHit> {
    return this.transaction(async (client): Promise<RateLimitHit> => {
      await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [key]);
      const { rows } = await client.query<{ n: number }>(
        "SELECT COUNT(*)::int AS n FROM rate_limit_hits WHERE key = $1 AND at > $2",
        [key, windowStart],
      );
      const count = rows[0]!.n;
      if (count >= max) {
        const blocking = await client.query<{ at: number }>(
          "SELECT at FROM rate_limit_hits WHERE key = $1 AND at > $2 ORDER BY at LIMIT 1 OFFSET $3",
          [key, windowStart, count - max],
        );
        return { allowed: false, blockingHitAt: blocking.rows[0]!.at };
      }
      await client.query("INSERT INTO rate_limit_hits (key, at) VALUES ($1, $2)", [key, now]);
      return { allowed: true };
    });
  }

  async claimDue(
    channel: Channel,
    now: number,
    limit: number,
    leaseMs: number,
  ): Promise<EnquiryRecord[]> {
    const c = DELIVERY_COLUMNS[channel];
    const rows = await this.rows<Row>(
      `UPDATE enquiries SET ${c.next} = $1
       WHERE id IN (
         SELECT id FROM enquiries
         WHERE ${c.status} = 'queued' AND ${c.next} <= $2
         ORDER BY ${c.next}, id LIMIT $3
         FOR UPDATE SKIP LOCKED
       )
       RETURNING ${COLUMNS}`,
      [now + leaseMs, now, limit],
    );
    return rows.map(toRecord).sort((a, b) => a.id - b.id);
  }

  async nextDueAt(channel: Channel): Promise<number | undefined> {
    const c = DELIVERY_COLUMNS[channel];
    const [row] = await this.rows<{ at: number | null }>(
      `SELECT MIN(${c.next}) AS at FROM enquiries WHERE ${c.status} = 'queued'`,
    );
    return row?.at ?? undefined;
  }

  async markSent(channel: Channel, id: number, now: number): Promise<void> {
    const c = DELIVERY_COLUMNS[channel];
    await this.rows(
      `UPDATE enquiries
       SET ${c.status} = 'sent', ${c.sent} = $1, ${c.attempts} = ${c.attempts} + 1, ${c.next} = NULL
       WHERE id = $2 AND ${c.status} = 'queued'`,
      [now, id],
    );
  }

  async queueStats(channel: Channel) {
    const c = DELIVERY_COLUMNS[channel];
    const [row] = await this.rows<{ count: number; oldestCreatedAt: number | null }>(
      `SELECT COUNT(*)::int AS count, MIN(created_at) AS "oldestCreatedAt"
       FROM enquiries WHERE ${c.status} = 'queued'`,
    );
    return row!;
  }

  async releaseLeases(channel: Channel, ids: number[], now: number): Promise<void> {
    const c = DELIVERY_COLUMNS[channel];
    await this.rows(
      `UPDATE enquiries SET ${c.next} = $1 WHERE id = ANY($2::bigint[]) AND ${c.status} = 'queued'`,
      [now, ids],
    );
  }

  async markFailedAttempt(
    channel: Channel,
    id: number,
    error: string,
    nextAttemptAt: number,
  ): Promise<void> {
    const c = DELIVERY_COLUMNS[channel];
    await this.rows(
      `UPDATE enquiries SET ${c.attempts} = ${c.attempts} + 1, ${c.error} = $1, ${c.next} = $2
       WHERE id = $3 AND ${c.status} = 'queued'`,
      [error.slice(0, 1000), nextAttemptAt, id],
    );
  }

  async listEnquiries({ since = 0, last, handling }: ListOptions = {}): Promise<EnquiryRecord[]> {
    const rows = await this.rows<Row>(
      `SELECT * FROM (
         SELECT ${COLUMNS} FROM enquiries
         WHERE created_at >= $1 AND ($2::text IS NULL OR handling = $2)
         ORDER BY id DESC LIMIT $3
       ) AS latest ORDER BY id`,
      [since, handling ?? null, last ?? null],
    );
    return rows.map(toRecord);
  }

  async findEnquiry(id: number): Promise<EnquiryRecord | undefined> {
    const [row] = await this.rows<Row>(`SELECT ${COLUMNS} FROM enquiries WHERE id = $1`, [id]);
    return row && toRecord(row);
  }

  async markHandling(
    id: number,
    handling: Handling,
    now: number,
  ): Promise<EnquiryRecord | undefined> {
    const [row] = await this.rows<Row>(
      `UPDATE enquiries SET handling = $1, handled_at = $2 WHERE id = $3 RETURNING ${COLUMNS}`,
      [handling, now, id],
    );
    return row && toRecord(row);
  }

  async countByEmail(email: string): Promise<number> {
    const [row] = await this.rows<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM enquiries WHERE lower(email) = lower($1)",
      [email],
    );
    return row!.n;
  }

  async eraseByEmail(email: string): Promise<number> {
    await this.migrated;
    const result = await this.pool.query("DELETE FROM enquiries WHERE lower(email) = lower($1)", [
      email,
    ]);
    return result.rowCount ?? 0;
  }

  async prune(now: number, hitsBefore: number, enquiriesBefore: number): Promise<Pruned> {
    await this.migrated;
    const count = async (text: string, value: number) =>
      (await this.pool.query(text, [value])).rowCount ?? 0;
    return {
      challenges: await count("DELETE FROM used_challenges WHERE expires_at < $1", now),
      hits: await count("DELETE FROM rate_limit_hits WHERE at <= $1", hitsBefore),
      enquiries: await count(
        `DELETE FROM enquiries WHERE created_at < $1 AND status <> 'queued'
           AND (webhook_status IS NULL OR webhook_status <> 'queued')`,
        enquiriesBefore,
      ),
    };
  }

  async sharedSecret(name: string, generate: () => string): Promise<string> {
    const [added] = await this.rows<{ value: string }>(
      "INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING value",
      [name, generate()],
    );
    if (added) return added.value;
    // Another instance stored it first: the conflict waited for its commit, so a new read sees it.
    const [stored] = await this.rows<{ value: string }>(
      "SELECT value FROM secrets WHERE name = $1",
      [name],
    );
    return stored!.value;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.migrated.catch(() => {});
    await this.pool.end();
  }
}

export function openPostgresStore(connectionString: string): PostgresStore {
  return new PostgresStore(connectionString);
}

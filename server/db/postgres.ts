import "server-only";
import { createHash } from "node:crypto";
import pg from "pg";
import type {
  Channel,
  ChallengeTicket,
  EnquiryChange,
  EnquiryEvent,
  EnquiryFilter,
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
import { toEvent, toRecord, type EventRow, type Row } from "./rows";
import {
  deliverySql,
  eventValues,
  insertValues,
  migrations,
  postgres,
  SCHEMA,
  searchValues,
  SQL,
} from "./sql";

const MIGRATIONS = migrations("postgres");

/**
 * The statements (server/db/sql.ts) in PostgreSQL's placeholders, numbered once, as named prepared
 * statements: each connection parses and plans one once, then only binds and runs it.
 */
type Statement = { name: string; text: string };
function prepared<T extends Record<string, string>>(prefix: string, statements: T) {
  return Object.fromEntries(
    Object.entries(statements).map(([name, text]) => [
      name,
      { name: `${prefix}.${name}`, text: postgres(text) },
    ]),
  ) as { [name in keyof T]: Statement };
}
const Q = prepared("store", SQL);
const DELIVERY = {
  mail: prepared("mail", deliverySql("mail", "postgres")),
  webhook: prepared("webhook", deliverySql("webhook", "postgres")),
};

/** Any number that serialises migrations across instances starting at once. */
const MIGRATION_LOCK = 7_345_812n;

/** A client address's rate-limit lock: the first 64 bits of its SHA-256. */
const advisoryLock = (key: string) => createHash("sha256").update(key).digest().readBigInt64BE(0);

/**
 * BEGIN, and the advisory lock if one is given, as one simple query (so one round trip): a simple
 * query takes no parameters, so the lock is written in as a number.
 */
const begin = (lock?: bigint) =>
  lock === undefined ? "BEGIN" : `BEGIN; SELECT pg_advisory_xact_lock(${lock})`;

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
  private migration?: Promise<void>;
  private closed = false;

  constructor(connectionString: string) {
    // Pipelined connections: `lockedWrite` sends a whole transaction in one round trip.
    this.pool = new pg.Pool({ connectionString, max: 10, types, pipeline: true });
    // An idle connection dropped by the server: the pool replaces it on the next query.
    this.pool.on("error", () => {});
    this.migrated.catch(() => {}); // reported by ready() and by every query
  }

  /**
   * The schema migration, started at open. If it failed (the database was down), the next query
   * tries it again, so the store recovers when the database is back.
   */
  private get migrated(): Promise<void> {
    if (!this.migration) {
      const attempt = this.migrate();
      this.migration = attempt;
      attempt.catch(() => {
        if (this.migration === attempt) this.migration = undefined;
      });
    }
    return this.migration;
  }

  ready(): Promise<void> {
    return this.migrated;
  }

  async ping(): Promise<void> {
    await this.rows(Q.ping);
  }

  private async migrate(): Promise<void> {
    await this.transaction(
      async (client) => {
        await client.query(SCHEMA.versionTable);
        const { rows } = await client.query<{ version: number | null }>(SCHEMA.version);
        const current = rows[0]?.version ?? 0;
        if (current > MIGRATIONS.length) {
          throw new Error(
            `database schema version ${current} is newer than this code (${MIGRATIONS.length})`,
          );
        }
        for (let version = current; version < MIGRATIONS.length; version++) {
          await client.query(MIGRATIONS[version]!);
          await client.query(postgres(SCHEMA.setVersion), [version + 1]);
        }
      },
      { lock: MIGRATION_LOCK, afterMigrations: false },
    );
  }

  /**
   * Runs `work` in a transaction, holding the advisory `lock` (a 64-bit number) until it ends if
   * one is given.
   */
  private async transaction<T>(
    work: (client: pg.PoolClient) => Promise<T>,
    { lock, afterMigrations = true }: { lock?: bigint; afterMigrations?: boolean } = {},
  ): Promise<T> {
    if (afterMigrations) await this.migrated;
    const client = await this.pool.connect();
    try {
      await client.query(begin(lock));
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

  /**
   * Sends `queries` together on one connection (the pool's connections are pipelined) and waits
   * for all of them: one round trip. On a failure it runs `onFailure` on that connection, then
   * throws the first error.
   */
  private async pipelined(
    queries: [pg.QueryConfig, unknown[]?][],
    onFailure?: (client: pg.PoolClient) => Promise<unknown>,
  ): Promise<pg.QueryResult[]> {
    await this.migrated;
    const client = await this.pool.connect();
    try {
      const steps = await Promise.allSettled(
        queries.map(([query, values]) => client.query(query, values)),
      );
      const failed = steps.find((step) => step.status === "rejected");
      if (failed) {
        await onFailure?.(client);
        throw failed.reason;
      }
      return steps.map((step) => (step as PromiseFulfilledResult<pg.QueryResult>).value);
    } finally {
      client.release();
    }
  }

  /**
   * BEGIN with the advisory `lock`, one write and COMMIT, pipelined: the whole transaction in
   * one round trip. The write runs once the lock is held (BEGIN and the lock are one simple
   * query before it), so it sees every commit of the lock's earlier holders. If the write fails,
   * the transaction is aborted and the COMMIT behind it rolls back.
   */
  private async lockedWrite(lock: bigint, statement: Statement, values: unknown[]) {
    const [, written] = await this.pipelined(
      [[{ text: begin(lock) }], [statement, values], [{ text: "COMMIT" }]],
      (client) => client.query("ROLLBACK").catch(() => {}),
    );
    return written!;
  }

  /** Runs `statement` once per set of values, pipelined on one connection: one round trip. */
  private async each(statement: Statement, valueSets: unknown[][]): Promise<void> {
    if (valueSets.length) await this.pipelined(valueSets.map((values) => [statement, values]));
  }

  private async rows<R extends pg.QueryResultRow>(statement: Statement, values: unknown[] = []) {
    await this.migrated;
    return (await this.pool.query<R>(statement, values)).rows;
  }

  /**
   * One statement, so one round trip: with a challenge, `useChallengeAndInsert` marks it used and
   * stores the enquiry atomically. No row back means the challenge was used before: by a double
   * submit of this very enquiry (a duplicate) or by a replay. A unique violation on the key means
   * another request stored the same enquiry first (and this statement, mark included, rolled back).
   */
  async insertEnquiry(enquiry: NewEnquiry, options: InsertOptions): Promise<InsertResult> {
    const { now, challenge, idempotencyKey } = options;
    const stored = async (): Promise<InsertResult | undefined> => {
      const existing =
        idempotencyKey === undefined ? undefined : await this.findByIdempotencyKey(idempotencyKey);
      return existing && { status: "duplicate", enquiry: existing };
    };
    const values = insertValues(enquiry, now, idempotencyKey);
    try {
      const [row] = challenge
        ? await this.rows<Row>(Q.useChallengeAndInsert, [
            challenge.id,
            challenge.expiresAt,
            ...values,
          ])
        : await this.rows<Row>(Q.insert, values);
      if (row) return { status: "inserted", enquiry: toRecord(row) };
      return (await stored()) ?? { status: "replayed" };
    } catch (error) {
      if (isUniqueViolation(error, "idempotency_key")) {
        const duplicate = await stored();
        if (duplicate) return duplicate;
      }
      throw error;
    }
  }

  async findByIdempotencyKey(key: string): Promise<EnquiryRecord | undefined> {
    const [row] = await this.rows<Row>(Q.findByKey, [key]);
    return row && toRecord(row);
  }

  async consumeChallenge(ticket: ChallengeTicket): Promise<boolean> {
    await this.migrated;
    const result = await this.pool.query(Q.useChallenge, [ticket.id, ticket.expiresAt]);
    return result.rowCount === 1;
  }

  async hitRateLimit(
    key: string,
    now: number,
    windowStart: number,
    max: number,
    idempotencyKey?: string,
  ): Promise<RateLimitHit> {
    const lock = advisoryLock(key);
    const added = await this.lockedWrite(lock, Q.addHitUnderLimit, [
      key,
      now,
      idempotencyKey ?? null,
      key,
      windowStart,
      max,
    ]);
    if (added.rowCount === 1) return { allowed: true };
    // Refused (rare): a retry of a stored enquiry, or a full window. The look-ups take the lock
    // again, so no hit arrives between the count and the n-th hit.
    return this.transaction(
      async (client): Promise<RateLimitHit> => {
        if (idempotencyKey !== undefined) {
          const [stored] = (await client.query<Row>(Q.findByKey, [idempotencyKey])).rows;
          if (stored) return { allowed: false, stored: toRecord(stored) };
        }
        // The hit that has to leave the window for the count to drop below max (the window's
        // first hit if housekeeping pruned some since the refusal).
        const { rows } = await client.query<{ n: number }>(Q.countHits, [key, windowStart]);
        const blocking = await client.query<{ at: number }>(Q.nthHit, [
          key,
          windowStart,
          Math.max(0, rows[0]!.n - max),
        ]);
        return { allowed: false, blockingHitAt: blocking.rows[0]?.at ?? windowStart };
      },
      { lock },
    );
  }

  async claimDue(
    channel: Channel,
    now: number,
    limit: number,
    leaseMs: number,
  ): Promise<EnquiryRecord[]> {
    const rows = await this.rows<Row>(DELIVERY[channel].claim, [now + leaseMs, now, limit]);
    return rows.map(toRecord).sort((a, b) => a.id - b.id);
  }

  async nextDueAt(channel: Channel): Promise<number | undefined> {
    const [row] = await this.rows<{ at: number | null }>(DELIVERY[channel].nextDue);
    return row?.at ?? undefined;
  }

  async markSent(channel: Channel, ids: number[], now: number): Promise<void> {
    await this.each(
      DELIVERY[channel].sent,
      ids.map((id) => [now, id]),
    );
  }

  async queueStats(channel: Channel) {
    const [row] = await this.rows<{ count: number; oldest_created_at: number | null }>(
      DELIVERY[channel].stats,
    );
    return { count: row!.count, oldestCreatedAt: row!.oldest_created_at };
  }

  async releaseLeases(channel: Channel, ids: number[], now: number): Promise<void> {
    await this.each(
      DELIVERY[channel].release,
      ids.map((id) => [now, id]),
    );
  }

  async markFailedAttempt(
    channel: Channel,
    id: number,
    error: string,
    nextAttemptAt: number,
  ): Promise<void> {
    await this.rows(DELIVERY[channel].failed, [error.slice(0, 1000), nextAttemptAt, id]);
  }

  async listEnquiries({ since = 0, last, handling, held }: ListOptions = {}): Promise<
    EnquiryRecord[]
  > {
    const only = handling ?? null;
    const rows = await this.rows<Row>(Q.list, [since, only, only, held ? 1 : 0, last ?? null]);
    return rows.map(toRecord);
  }

  async findEnquiry(id: number): Promise<EnquiryRecord | undefined> {
    const [row] = await this.rows<Row>(Q.find, [id]);
    return row && toRecord(row);
  }

  async markHandling(
    id: number,
    handling: Handling,
    now: number,
  ): Promise<EnquiryRecord | undefined> {
    const [row] = await this.rows<Row>(Q.mark, [handling, now, id]);
    return row && toRecord(row);
  }

  async searchEnquiries(filter: EnquiryFilter, limit: number, offset: number) {
    const rows = await this.rows<Row & { total: number }>(
      Q.search,
      searchValues(filter, limit, offset),
    );
    return { total: rows[0]?.total ?? 0, enquiries: rows.map(toRecord) };
  }

  async changeEnquiry(id: number, change: EnquiryChange, actor: string, now: number) {
    const row = await this.transaction(async (client) => {
      const one = async (statement: Statement, values: unknown[]) =>
        (await client.query<Row>(statement, values)).rows[0];
      let changed = await one(Q.find, [id]);
      if (!changed) return undefined;
      if (change.handling) changed = await one(Q.mark, [change.handling, now, id]);
      if (change.assignedTo !== undefined) changed = await one(Q.assign, [change.assignedTo, id]);
      await client.query(Q.addEvent, eventValues(id, change, actor, now));
      return changed;
    });
    return row && toRecord(row);
  }

  async enquiryEvents(id: number): Promise<EnquiryEvent[]> {
    return (await this.rows<EventRow>(Q.events, [id])).map(toEvent);
  }

  async eraseEnquiry(id: number): Promise<boolean> {
    return (await this.changes(Q.erase, id)) === 1;
  }

  async releaseHeld(id: number, now: number): Promise<EnquiryRecord | undefined> {
    const [row] = await this.rows<Row>(Q.release, [now, now, id]);
    return row && toRecord(row);
  }

  async discardHeld(id: number): Promise<boolean> {
    return (await this.changes(Q.discard, id)) === 1;
  }

  async countByEmail(email: string): Promise<number> {
    const [row] = await this.rows<{ n: number }>(Q.countByEmail, [email]);
    return row!.n;
  }

  async eraseByEmail(email: string): Promise<number> {
    return this.changes(Q.eraseByEmail, email);
  }

  async prune(now: number, hitsBefore: number, enquiriesBefore: number): Promise<Pruned> {
    return {
      challenges: await this.changes(Q.pruneChallenges, now),
      hits: await this.changes(Q.pruneHits, hitsBefore),
      enquiries: await this.changes(Q.pruneEnquiries, enquiriesBefore),
    };
  }

  /** Runs a write; how many rows it changed. */
  private async changes(statement: Statement, value: unknown): Promise<number> {
    await this.migrated;
    return (await this.pool.query(statement, [value])).rowCount ?? 0;
  }

  async sharedSecret(name: string, generate: () => string): Promise<string> {
    const [added] = await this.rows<{ value: string }>(Q.addSecret, [name, generate()]);
    if (added) return added.value;
    // Another instance stored it first: the conflict waited for its commit, so a new read sees it.
    const [stored] = await this.rows<{ value: string }>(Q.secret, [name]);
    return stored!.value;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.migration?.catch(() => {});
    await this.pool.end();
  }
}

export function openPostgresStore(connectionString: string): PostgresStore {
  return new PostgresStore(connectionString);
}

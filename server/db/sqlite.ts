import "server-only";
import { closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
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
  SCHEMA,
  searchValues,
  SQL,
} from "./sql";

const MIGRATIONS = migrations("sqlite");

export const SCHEMA_VERSION = MIGRATIONS.length;

export { sqlitePath } from "../config-schema";

/** Brings the schema to the current version, one transaction per step. */
function migrate(db: Database.Database) {
  db.exec(SCHEMA.versionTable);
  const current =
    (
      db.prepare(SCHEMA.version).get() as {
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
      db.prepare(SCHEMA.setVersion).run(version + 1);
    }).immediate();
  }
}

export type SqliteOptions = {
  /** Refuse to create a missing database file (the command-line tool). */
  mustExist?: boolean;
  /** Only read: a read-only connection, no migration (the command-line tool's reports). */
  readonly?: boolean;
};

/**
 * Opens (creating the file, its directory and the schema as needed) a SQLite store. A new file is
 * readable by its owner only (0600), as SQLite's journal files then are.
 */
export function openSqliteStore(file: string, options: SqliteOptions = {}): SqliteStore {
  if ((options.mustExist || options.readonly) && !existsSync(file))
    throw new Error(`no database at ${file}`);
  if (options.readonly) return new SqliteStore(new Database(file, { readonly: true }));
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, "a", 0o600));
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

/** One channel's delivery statements, prepared. */
function deliveryStatements(db: Database.Database, channel: Channel) {
  const sql = deliverySql(channel, "sqlite");
  return {
    claim: db.prepare<[number, number, number], Row>(sql.claim),
    nextDue: db.prepare<[], { at: number | null }>(sql.nextDue),
    stats: db.prepare<[], { count: number; oldest_created_at: number | null }>(sql.stats),
    sent: db.prepare<[number, number]>(sql.sent),
    release: db.prepare<[number, number]>(sql.release),
    failed: db.prepare<[string, number, number]>(sql.failed),
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
  private readonly changeTx;
  private readonly delivery;

  constructor(private readonly db: Database.Database) {
    const s = {
      ping: db.prepare(SQL.ping),
      findByKey: db.prepare<[string], Row>(SQL.findByKey),
      useChallenge: db.prepare<[string, number]>(SQL.useChallenge),
      insert: db.prepare<ReturnType<typeof insertValues>, Row>(SQL.insert),
      countHits: db.prepare<[string, number], { n: number }>(SQL.countHits),
      nthHit: db.prepare<[string, number, number], { at: number }>(SQL.nthHit),
      addHitUnderLimit: db.prepare<[string, number, string | null, string, number, number]>(
        SQL.addHitUnderLimit,
      ),
      list: db.prepare<[number, string | null, string | null, number, number], Row>(SQL.list),
      find: db.prepare<[number], Row>(SQL.find),
      search: db.prepare<ReturnType<typeof searchValues>, Row & { total: number }>(SQL.search),
      mark: db.prepare<[string, number, number], Row>(SQL.mark),
      assign: db.prepare<[string | null, number], Row>(SQL.assign),
      addEvent: db.prepare<[number, number, string, string | null, string | null, string | null]>(
        SQL.addEvent,
      ),
      events: db.prepare<[number], EventRow>(SQL.events),
      erase: db.prepare<[number]>(SQL.erase),
      release: db.prepare<[number, number, number], Row>(SQL.release),
      discard: db.prepare<[number]>(SQL.discard),
      countByEmail: db.prepare<[string], { n: number }>(SQL.countByEmail),
      eraseByEmail: db.prepare<[string]>(SQL.eraseByEmail),
      addSecret: db.prepare<[string, string], { value: string }>(SQL.addSecret),
      secret: db.prepare<[string], { value: string }>(SQL.secret),
      pruneChallenges: db.prepare<[number]>(SQL.pruneChallenges),
      pruneHits: db.prepare<[number]>(SQL.pruneHits),
      pruneEnquiries: db.prepare<[number]>(SQL.pruneEnquiries),
    };
    this.statements = s;
    this.changeTx = db.transaction(
      (id: number, change: EnquiryChange, actor: string, now: number): Row | undefined => {
        let row = s.find.get(id);
        if (!row) return undefined;
        if (change.handling) row = s.mark.get(change.handling, now, id)!;
        if (change.assignedTo !== undefined) row = s.assign.get(change.assignedTo, id)!;
        s.addEvent.run(...eventValues(id, change, actor, now));
        return row;
      },
    );
    this.delivery = {
      mail: deliveryStatements(db, "mail"),
      webhook: deliveryStatements(db, "webhook"),
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
        const row = s.insert.get(...insertValues(enquiry, now, idempotencyKey))!;
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
      (
        key: string,
        now: number,
        windowStart: number,
        max: number,
        idempotencyKey: string | null,
      ): RateLimitHit => {
        if (s.addHitUnderLimit.run(key, now, idempotencyKey, key, windowStart, max).changes === 1) {
          return { allowed: true };
        }
        const stored = idempotencyKey === null ? undefined : s.findByKey.get(idempotencyKey);
        if (stored) return { allowed: false, stored: toRecord(stored) };
        // The hit that has to leave the window for the count to drop below max.
        const { n } = s.countHits.get(key, windowStart)!;
        const { at } = s.nthHit.get(key, windowStart, n - max)!;
        return { allowed: false, blockingHitAt: at };
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
    this.statements.ping.get();
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
    idempotencyKey?: string,
  ): Promise<RateLimitHit> {
    return this.relaxed(() =>
      this.rateLimitTx.immediate(key, now, windowStart, max, idempotencyKey ?? null),
    );
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

  async markSent(channel: Channel, ids: number[], now: number): Promise<void> {
    const { sent } = this.delivery[channel];
    this.relaxed(() => this.db.transaction(() => ids.forEach((id) => sent.run(now, id)))());
  }

  async queueStats(channel: Channel) {
    const { count, oldest_created_at } = this.delivery[channel].stats.get()!;
    return { count, oldestCreatedAt: oldest_created_at };
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

  async listEnquiries({ since = 0, last = -1, handling, held }: ListOptions = {}): Promise<
    EnquiryRecord[]
  > {
    const only = handling ?? null;
    return this.statements.list.all(since, only, only, held ? 1 : 0, last).map(toRecord);
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

  async searchEnquiries(filter: EnquiryFilter, limit: number, offset: number) {
    const rows = this.statements.search.all(...searchValues(filter, limit, offset));
    return { total: rows[0]?.total ?? 0, enquiries: rows.map(toRecord) };
  }

  async changeEnquiry(id: number, change: EnquiryChange, actor: string, now: number) {
    const row = this.changeTx(id, change, actor, now);
    return row && toRecord(row);
  }

  async enquiryEvents(id: number): Promise<EnquiryEvent[]> {
    return this.statements.events.all(id).map(toEvent);
  }

  async eraseEnquiry(id: number): Promise<boolean> {
    return this.statements.erase.run(id).changes === 1;
  }

  async releaseHeld(id: number, now: number): Promise<EnquiryRecord | undefined> {
    const row = this.statements.release.get(now, now, id);
    return row && toRecord(row);
  }

  async discardHeld(id: number): Promise<boolean> {
    return this.statements.discard.run(id).changes === 1;
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
    const added = this.statements.addSecret.get(name, generate());
    return added?.value ?? this.statements.secret.get(name)!.value;
  }

  async close(): Promise<void> {
    this.flush();
    if (this.db.open) this.db.close();
  }
}

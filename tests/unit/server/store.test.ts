import { chmodSync, existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openStore } from "@/server/db";
import { NO_ATTRIBUTION } from "@/server/attribution";
import { migrations, SCHEMA } from "@/server/db/sql";
import { openSqliteStore, SCHEMA_VERSION, sqlitePath } from "@/server/db/sqlite";
import type { EnquiryStore, NewEnquiry } from "@/server/db/types";
import { storeBackends, tempDir } from "./support";

let sequence = 0;
const enquiry = (overrides: Partial<NewEnquiry> = {}): NewEnquiry => ({
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  message: "Contact Us Page: We need a mobile app.",
  source: null,
  clientIp: "203.0.113.9",
  messageId: `<test.${++sequence}@deccansoftworks.example>`,
  webhook: false,
  ...overrides,
});

describe("sqlitePath", () => {
  it("resolves file:PATH against the working directory", () => {
    expect(sqlitePath("file:data/site.db", "/srv/site")).toBe("/srv/site/data/site.db");
    expect(sqlitePath("file:/var/lib/site.db", "/srv/site")).toBe("/var/lib/site.db");
    expect(sqlitePath("file:///var/lib/site.db", "/srv/site")).toBe("/var/lib/site.db");
  });

  it("refuses what it cannot open", () => {
    expect(() => openStore("mysql://db/site")).toThrow(/file:PATH or postgres/);
  });
});

describe("the SQLite file", () => {
  it("is created readable by its owner only, as are its journal files", async () => {
    const { dir, cleanup } = tempDir();
    const file = join(dir, "data", "site.db");
    const store = openSqliteStore(file);
    await store.insertEnquiry(enquiry(), { now: Date.now() });
    const modes = readdirSync(join(dir, "data")).map(
      (name) => `${name} ${(statSync(join(dir, "data", name)).mode & 0o777).toString(8)}`,
    );
    expect(modes).toEqual(["site.db 600", "site.db-shm 600", "site.db-wal 600"]);
    expect((statSync(join(dir, "data")).mode & 0o777).toString(8)).toBe("700");
    await store.close();
    cleanup();
  });

  it("is read with a read-only connection when asked: a file the user may only read", async () => {
    const { dir, cleanup } = tempDir();
    const file = join(dir, "site.db");
    const writer = openSqliteStore(file);
    await writer.insertEnquiry(enquiry(), { now: Date.now() });
    await writer.close();
    chmodSync(file, 0o444);
    const reader = openSqliteStore(file, { readonly: true });
    expect((await reader.listEnquiries()).map((record) => record.email)).toEqual([
      "asha@example.com",
    ]);
    await expect(reader.markHandling(1, "replied", Date.now())).rejects.toThrow(/readonly/);
    await reader.close();
    cleanup();
  });
});

describe("schema", () => {
  it("creates the directory, WAL mode and the current schema version, and reopens cleanly", async () => {
    const { dir, cleanup } = tempDir();
    const file = join(dir, "nested", "dir", "site.db");
    const store = openSqliteStore(file);
    await store.insertEnquiry(enquiry(), { now: 1 });
    await store.close();
    const reopened = openSqliteStore(file);
    expect(await reopened.listEnquiries()).toHaveLength(1);
    await reopened.close();
    const db = new Database(file, { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.prepare("SELECT MAX(version) AS v FROM schema_version").get()).toEqual({
      v: SCHEMA_VERSION,
    });
    db.close();
    cleanup();
  });

  it("migrates a database of the first schema: its enquiries start open", async () => {
    const { dir, cleanup } = tempDir();
    const file = join(dir, "site.db");
    const first = new Database(file);
    first.exec(
      `CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (1);
       CREATE TABLE enquiries (id INTEGER PRIMARY KEY AUTOINCREMENT, created_at INTEGER NOT NULL,
         name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL, message TEXT NOT NULL,
         source TEXT, client_ip TEXT, status TEXT NOT NULL DEFAULT 'queued', attempts INTEGER NOT NULL DEFAULT 0,
         next_attempt_at INTEGER, last_error TEXT, sent_at INTEGER, message_id TEXT NOT NULL UNIQUE,
         idempotency_key TEXT UNIQUE);
       CREATE TABLE used_challenges (id TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
       CREATE TABLE rate_limit_hits (key TEXT NOT NULL, at INTEGER NOT NULL);
       INSERT INTO enquiries (created_at, name, email, phone, message, message_id)
         VALUES (1, 'Asha', 'asha@example.com', '', 'Hello', '<m1@x>');`,
    );
    first.close();
    const store = openSqliteStore(file);
    expect(await store.listEnquiries()).toMatchObject([
      { id: 1, handling: "open", handledAt: null, language: "en" },
    ]);
    await store.close();
    cleanup();
  });

  it("refuses a database from newer code", () => {
    const { dir, cleanup } = tempDir();
    const file = join(dir, "site.db");
    const db = new Database(file);
    db.exec(
      "CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (99);",
    );
    db.close();
    expect(() => openSqliteStore(file)).toThrow(/newer than this code/);
    cleanup();
  });

  it("with mustExist, does not create a missing database", () => {
    const { dir, cleanup } = tempDir();
    const file = join(dir, "missing.db");
    expect(() => openSqliteStore(file, { mustExist: true })).toThrow(/no database/);
    expect(existsSync(file)).toBe(false);
    cleanup();
  });
});

describe.each(storeBackends)("EnquiryStore on $name", (backend) => {
  let context: { store: EnquiryStore; cleanup: () => Promise<void> };
  beforeAll(() => backend.start(), 60_000);
  afterAll(() => backend.stop());
  beforeEach(async () => {
    context = await backend.open();
  });
  afterEach(() => context?.cleanup());

  it("stores an enquiry as queued, due at once, with its Message-ID", async () => {
    const input = enquiry({ source: "Cloud Services" });
    const result = await context.store.insertEnquiry(input, { now: 1000 });
    expect(result.status).toBe("inserted");
    const [stored] = await context.store.listEnquiries();
    expect(stored).toEqual({
      id: 1,
      createdAt: 1000,
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: input.message,
      source: "Cloud Services",
      language: "en",
      clientIp: "203.0.113.9",
      status: "queued",
      attempts: 0,
      nextAttemptAt: 1000,
      lastError: null,
      sentAt: null,
      messageId: input.messageId,
      handling: "open",
      handledAt: null,
      webhook: null,
      heldAt: null,
      heldReason: null,
      attribution: NO_ATTRIBUTION,
      assignedTo: null,
    });
  });

  it("keeps the language of the page an enquiry came from; without one, English", async () => {
    await context.store.insertEnquiry(enquiry({ language: "ar" }), { now: 1 });
    await context.store.insertEnquiry(enquiry(), { now: 2 });
    expect((await context.store.listEnquiries()).map((stored) => stored.language)).toEqual([
      "ar",
      "en",
    ]);
    const [claimed] = await context.store.claimDue("mail", 1, 1, 60_000);
    expect(claimed).toMatchObject({ id: 1, language: "ar" });
    expect(await context.store.findEnquiry(1)).toMatchObject({ language: "ar" });
  });

  /** A database at the schema before the step that `marks`, holding one enquiry of its time. */
  const openBefore = (marks: string) => {
    const steps = migrations(backend.dialect);
    const before = steps.findIndex((step) => step.includes(marks));
    return backend.openAfter(async (exec) => {
      await exec(SCHEMA.versionTable);
      for (const step of steps.slice(0, before)) await exec(step);
      await exec(`INSERT INTO schema_version (version) VALUES (${before})`);
      await exec(
        `INSERT INTO enquiries (created_at, name, email, phone, message, message_id)
         VALUES (1, 'Asha', 'asha@example.com', '', 'Contact Us Page: Hello', '<old@x>')`,
      );
    });
  };

  it("reads an enquiry stored before the language was kept as English", async () => {
    const old = await openBefore("ADD COLUMN language");
    try {
      expect(await old.store.listEnquiries()).toMatchObject([{ id: 1, language: "en" }]);
    } finally {
      await old.cleanup();
    }
  });

  it("keeps where an enquiry came from, and reads one stored before as knowing nothing", async () => {
    const attribution = {
      landing: "/services/CloudServices",
      referrer: "news.example.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "nov-cloud",
      page: "/contactus",
      device: "phone" as const,
    };
    const old = await openBefore("ADD COLUMN landing_path");
    try {
      await old.store.insertEnquiry(enquiry({ attribution }), { now: 2 });
      const [earlier, later] = await old.store.listEnquiries();
      expect(earlier!.attribution).toEqual(NO_ATTRIBUTION);
      expect(later!.attribution).toEqual({
        ...NO_ATTRIBUTION,
        ...attribution,
      });
    } finally {
      await old.cleanup();
    }
  });

  it("consumes a challenge in the insert's transaction: a replay stores nothing", async () => {
    const ticket = { id: "sig-1", expiresAt: 10_000 };
    expect(
      (await context.store.insertEnquiry(enquiry(), { now: 1, challenge: ticket })).status,
    ).toBe("inserted");
    expect(await context.store.insertEnquiry(enquiry(), { now: 2, challenge: ticket })).toEqual({
      status: "replayed",
    });
    expect(await context.store.consumeChallenge(ticket)).toBe(false);
    expect(await context.store.consumeChallenge({ id: "sig-2", expiresAt: 10_000 })).toBe(true);
    expect(await context.store.listEnquiries()).toHaveLength(1);
  });

  it("stores once per idempotency key", async () => {
    const first = await context.store.insertEnquiry(enquiry(), { now: 1, idempotencyKey: "k-1" });
    const second = await context.store.insertEnquiry(enquiry(), {
      now: 2,
      idempotencyKey: "k-1",
      challenge: { id: "x", expiresAt: 9 },
    });
    expect(second).toEqual({
      status: "duplicate",
      enquiry: first.status === "inserted" ? first.enquiry : undefined,
    });
    expect((await context.store.findByIdempotencyKey("k-1"))?.id).toBe(1);
    expect(await context.store.findByIdempotencyKey("k-2")).toBeUndefined();
    expect(await context.store.listEnquiries()).toHaveLength(1);
  });

  it("settles concurrent inserts each on its own outcome", async () => {
    const ticket = { id: "shared", expiresAt: 10 };
    const settle = (promise: Promise<{ status: string }>) =>
      promise.then(
        (outcome) => outcome.status,
        () => "error",
      );
    const statuses = await Promise.all([
      settle(context.store.insertEnquiry(enquiry(), { now: 1, challenge: ticket })),
      settle(context.store.insertEnquiry(enquiry(), { now: 1, challenge: ticket })),
      settle(context.store.insertEnquiry(enquiry({ messageId: "<same@x>" }), { now: 1 })),
      settle(context.store.insertEnquiry(enquiry({ messageId: "<same@x>" }), { now: 1 })),
      settle(context.store.insertEnquiry(enquiry(), { now: 1 })),
    ]);
    // One of each pair wins, whichever the database serialises first.
    expect(statuses.slice(0, 2).sort()).toEqual(["inserted", "replayed"]);
    expect(statuses.slice(2, 4).sort()).toEqual(["error", "inserted"]);
    expect(statuses[4]).toBe("inserted");
    expect(await context.store.listEnquiries()).toHaveLength(3);
  });

  it("claims due enquiries under a lease, then marks them sent or schedules a retry", async () => {
    for (let index = 0; index < 3; index++)
      await context.store.insertEnquiry(enquiry(), { now: 100 });
    expect(await context.store.claimDue("mail", 99, 10, 60_000)).toEqual([]);
    const claimed = await context.store.claimDue("mail", 100, 2, 60_000);
    expect(claimed.map((record) => [record.id, record.nextAttemptAt])).toEqual([
      [1, 60_100],
      [2, 60_100],
    ]);
    // Leased: not claimed again until the lease runs out.
    expect(
      (await context.store.claimDue("mail", 200, 10, 60_000)).map((record) => record.id),
    ).toEqual([3]);
    expect(await context.store.claimDue("mail", 300, 10, 60_000)).toEqual([]);
    expect(await context.store.nextDueAt("mail")).toBe(60_100);

    await context.store.markSent("mail", [1], 500);
    await context.store.markFailedAttempt("mail", 2, "connect ECONNREFUSED", 2_500);
    const [sent, retry] = await context.store.listEnquiries();
    expect(sent).toMatchObject({ status: "sent", attempts: 1, sentAt: 500, nextAttemptAt: null });
    expect(retry).toMatchObject({
      status: "queued",
      attempts: 1,
      lastError: "connect ECONNREFUSED",
      nextAttemptAt: 2_500,
    });
    expect(
      (await context.store.claimDue("mail", 2_500, 10, 60_000)).map((record) => record.id),
    ).toEqual([2]);

    // A late failure report for an enquiry already sent changes nothing.
    await context.store.markFailedAttempt("mail", 1, "late", 9_999);
    expect((await context.store.listEnquiries())[0]).toMatchObject({
      status: "sent",
      attempts: 1,
      lastError: null,
    });
  });

  it("lists by creation time, or the latest few", async () => {
    for (const now of [1_000, 2_000, 3_000]) await context.store.insertEnquiry(enquiry(), { now });
    expect(
      (await context.store.listEnquiries({ since: 2_000 })).map((record) => record.id),
    ).toEqual([2, 3]);
    expect((await context.store.listEnquiries({ last: 2 })).map((record) => record.id)).toEqual([
      2, 3,
    ]);
  });

  it("prunes expired challenges and rate-limit hits outside the window", async () => {
    await context.store.consumeChallenge({ id: "old", expiresAt: 1_000 });
    await context.store.consumeChallenge({ id: "new", expiresAt: 5_000 });
    await context.store.hitRateLimit("a", 100, 0, 10);
    await context.store.hitRateLimit("a", 3_000, 0, 10);
    expect(await context.store.prune(2_000, 1_000, 0)).toEqual({
      challenges: 1,
      hits: 1,
      enquiries: 0,
    });
    expect(await context.store.consumeChallenge({ id: "new", expiresAt: 5_000 })).toBe(false);
  });

  it("retention deletes old enquiries whose mail has gone, never one still queued", async () => {
    for (const now of [1_000, 2_000, 3_000]) await context.store.insertEnquiry(enquiry(), { now });
    await context.store.markSent("mail", [1], 1_500);
    expect((await context.store.prune(4_000, 0, 2_500)).enquiries).toBe(1); // #2 is still queued
    expect((await context.store.listEnquiries()).map((record) => record.id)).toEqual([2, 3]);
  });

  it("holds an enquiry for review: nothing is due, counted or claimed until it is released", async () => {
    await context.store.insertEnquiry(
      enquiry({ held: "sent without the captcha", webhook: true }),
      { now: 1_000 },
    );
    await context.store.insertEnquiry(enquiry({ webhook: true }), { now: 2_000 });
    expect(await context.store.findEnquiry(1)).toMatchObject({
      status: "queued",
      nextAttemptAt: null,
      heldAt: 1_000,
      heldReason: "sent without the captcha",
      webhook: { status: "queued", nextAttemptAt: null },
    });
    for (const channel of ["mail", "webhook"] as const) {
      expect(await context.store.queueStats(channel)).toEqual({ count: 1, oldestCreatedAt: 2_000 });
      expect((await context.store.claimDue(channel, 9_000, 10, 1_000)).map(({ id }) => id)).toEqual(
        [2],
      );
    }
    expect((await context.store.listEnquiries({ held: true })).map(({ id }) => id)).toEqual([1]);
    expect(await context.store.releaseHeld(2, 5_000)).toBeUndefined(); // not held
    expect(await context.store.releaseHeld(99, 5_000)).toBeUndefined();
    expect(await context.store.releaseHeld(1, 5_000)).toMatchObject({
      heldAt: null,
      heldReason: null,
      nextAttemptAt: 5_000,
      webhook: { status: "queued", nextAttemptAt: 5_000 },
    });
    expect(await context.store.listEnquiries({ held: true })).toEqual([]);
    expect((await context.store.claimDue("mail", 9_000, 10, 1_000)).map(({ id }) => id)).toEqual([
      1,
    ]);
  });

  it("retention deletes a held enquiry never released, as it does a delivered one; discard deletes one held", async () => {
    await context.store.insertEnquiry(enquiry({ held: "sent without the captcha" }), {
      now: 1_000,
    });
    await context.store.insertEnquiry(enquiry({ held: "sent without the captcha" }), {
      now: 3_000,
    });
    await context.store.insertEnquiry(enquiry(), { now: 3_000 });
    expect((await context.store.prune(4_000, 0, 2_000)).enquiries).toBe(1);
    expect(await context.store.discardHeld(3)).toBe(false); // not held
    expect(await context.store.discardHeld(2)).toBe(true);
    expect(await context.store.discardHeld(2)).toBe(false);
    expect((await context.store.listEnquiries()).map(({ id }) => id)).toEqual([3]);
  });

  it("marks how an enquiry was handled, with the time, and lists by it", async () => {
    for (const now of [1_000, 2_000, 3_000]) await context.store.insertEnquiry(enquiry(), { now });
    expect((await context.store.findEnquiry(2))?.handling).toBe("open");
    expect(await context.store.markHandling(2, "replied", 5_000)).toMatchObject({
      id: 2,
      handling: "replied",
      handledAt: 5_000,
    });
    await context.store.markHandling(3, "spam", 6_000);
    expect(await context.store.markHandling(99, "closed", 7_000)).toBeUndefined();
    expect(await context.store.findEnquiry(99)).toBeUndefined();
    const ids = async (handling: "open" | "replied" | "spam") =>
      (await context.store.listEnquiries({ handling })).map((record) => record.id);
    expect(await ids("open")).toEqual([1]);
    expect(await ids("replied")).toEqual([2]);
    expect(await ids("spam")).toEqual([3]);
  });

  it("keeps one shared secret: whoever stores it first, every caller gets that value", async () => {
    let generated = 0;
    const generate = () => `secret-${++generated}`;
    const values = await Promise.all(
      Array.from({ length: 8 }, () => context.store.sharedSecret("captcha", generate)),
    );
    expect(new Set(values).size).toBe(1);
    expect(await context.store.sharedSecret("captcha", () => "later")).toBe(values[0]);
    expect(await context.store.sharedSecret("other", () => "another")).toBe("another");
  });

  it("erases every enquiry of one address, in any letter case, and nobody else's", async () => {
    await context.store.insertEnquiry(enquiry({ email: "Asha@Example.com" }), { now: 1 });
    await context.store.insertEnquiry(enquiry({ email: "asha@example.com" }), { now: 2 });
    await context.store.insertEnquiry(enquiry({ email: "li.wei@example.com" }), { now: 3 });
    expect(await context.store.countByEmail("ASHA@example.com")).toBe(2);
    expect(await context.store.eraseByEmail("ASHA@example.com")).toBe(2);
    expect(await context.store.countByEmail("asha@example.com")).toBe(0);
    expect((await context.store.listEnquiries()).map((record) => record.email)).toEqual([
      "li.wei@example.com",
    ]);
  });

  it("searches for the sales team's inbox: newest first, by each filter, by words in any letter case, a page at a time, with how many match", async () => {
    const store = context.store;
    const add = (now: number, fields: Parameters<typeof enquiry>[0] = {}, held?: string) =>
      store.insertEnquiry(
        enquiry({ email: `${now}@example.com`, ...fields, ...(held && { held }) }),
        { now },
      );
    await add(1000, {
      name: "Asha Rao",
      source: "Cloud Services",
      attribution: { utmSource: "newsletter", utmCampaign: "nov-cloud" },
    });
    await add(2000, { name: "Li Wei", language: "ar", attribution: { referrer: "linkedin.com" } });
    await add(
      3000,
      { name: "Omar 100%_done", message: "Need an ERP" },
      "sent without the captcha's proof",
    );
    await add(4000, { name: "Priya", source: "Cloud Services" });
    const names = async (
      filter: Parameters<EnquiryStore["searchEnquiries"]>[0],
      limit = 10,
      offset = 0,
    ) => {
      const found = await store.searchEnquiries(filter, limit, offset);
      return { total: found.total, names: found.enquiries.map((record) => record.name) };
    };
    expect(await names({})).toEqual({
      total: 4,
      names: ["Priya", "Omar 100%_done", "Li Wei", "Asha Rao"],
    });
    expect(await names({}, 2, 2)).toEqual({ total: 4, names: ["Li Wei", "Asha Rao"] });
    expect(await names({ service: "Cloud Services" })).toMatchObject({
      names: ["Priya", "Asha Rao"],
    });
    expect(await names({ service: "Contact Us Page" })).toMatchObject({
      names: ["Omar 100%_done", "Li Wei"],
    });
    expect(await names({ language: "ar" })).toMatchObject({ names: ["Li Wei"] });
    expect(await names({ source: "newsletter" })).toMatchObject({ names: ["Asha Rao"] });
    expect(await names({ source: "linkedin.com" })).toMatchObject({ names: ["Li Wei"] });
    expect(await names({ source: "" })).toMatchObject({ names: ["Priya", "Omar 100%_done"] });
    expect(await names({ campaign: "nov-cloud" })).toMatchObject({ names: ["Asha Rao"] });
    expect(await names({ held: true })).toMatchObject({ names: ["Omar 100%_done"] });
    expect(await names({ from: 2000, to: 4000 })).toMatchObject({
      names: ["Omar 100%_done", "Li Wei"],
    });
    expect(await names({ text: "erp" })).toMatchObject({ names: ["Omar 100%_done"] });
    expect(await names({ text: "ASHA" })).toMatchObject({ names: ["Asha Rao"] });
    // A percent sign and an underscore are themselves, not wildcards.
    expect(await names({ text: "100%_" })).toMatchObject({ names: ["Omar 100%_done"] });
    expect(await names({ text: "1%0" })).toEqual({ total: 0, names: [] });
    expect(await names({ handling: "replied" })).toEqual({ total: 0, names: [] });
  });

  it("records each change staff make with who and when, assigns and unassigns, and erases an enquiry with its history", async () => {
    const store = context.store;
    await store.insertEnquiry(enquiry({ name: "Asha" }), { now: 1 });
    await store.insertEnquiry(enquiry({ name: "Li" }), { now: 2 });
    const marked = await store.changeEnquiry(
      1,
      { handling: "replied", note: "Called back" },
      "sam@example.com",
      10,
    );
    expect(marked).toMatchObject({ handling: "replied", handledAt: 10, assignedTo: null });
    expect(
      await store.changeEnquiry(1, { assignedTo: "ravi@example.com" }, "sam@example.com", 20),
    ).toMatchObject({
      handling: "replied",
      assignedTo: "ravi@example.com",
    });
    await store.changeEnquiry(1, { assignedTo: null }, "ravi@example.com", 30);
    expect(await store.enquiryEvents(1)).toEqual([
      {
        at: 10,
        actor: "sam@example.com",
        handling: "replied",
        assignedTo: null,
        note: "Called back",
      },
      {
        at: 20,
        actor: "sam@example.com",
        handling: null,
        assignedTo: "ravi@example.com",
        note: null,
      },
      { at: 30, actor: "ravi@example.com", handling: null, assignedTo: "", note: null },
    ]);
    expect((await store.findEnquiry(1))?.assignedTo).toBeNull();
    expect(
      await store.changeEnquiry(99, { handling: "spam" }, "sam@example.com", 40),
    ).toBeUndefined();
    expect(await store.eraseEnquiry(1)).toBe(true);
    expect(await store.eraseEnquiry(1)).toBe(false);
    expect(await store.findEnquiry(1)).toBeUndefined();
    expect(await store.enquiryEvents(1)).toEqual([]);
    expect((await store.listEnquiries()).map((record) => record.name)).toEqual(["Li"]);
  });
});

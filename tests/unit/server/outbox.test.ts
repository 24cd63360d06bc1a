import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EnquiryRecord, NewEnquiry } from "@/server/db/types";
import { silentLogger } from "@/server/log";
import { backoffDelay, OutboxWorker } from "@/server/outbox";
import { fakeClock, tempStore } from "./support";

let sequence = 0;
const enquiry = (): NewEnquiry => ({
  name: "Asha",
  email: "asha@example.com",
  phone: "",
  message: "Contact Us Page: hi",
  source: null,
  clientIp: null,
  messageId: `<outbox.${++sequence}@example.com>`,
  webhook: true,
});

const until = async (condition: () => Promise<boolean>, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe("backoffDelay", () => {
  const options = { baseMs: 2000, maxMs: 300_000 };
  it("doubles from the base per failed attempt and caps at the maximum", () => {
    const middle = () => 0.5; // no jitter
    expect(
      [1, 2, 3, 4, 5, 8, 9, 20].map((attempt) => backoffDelay(attempt, options, middle)),
    ).toEqual([2000, 4000, 8000, 16_000, 32_000, 256_000, 300_000, 300_000]);
  });

  it("adds at most ±10 % jitter, never beyond the cap", () => {
    expect(backoffDelay(1, options, () => 0)).toBe(1800);
    expect(backoffDelay(1, options, () => 0.999999)).toBe(2200);
    expect(backoffDelay(30, options, () => 0.999999)).toBe(300_000);
  });
});

describe("OutboxWorker", () => {
  let context: ReturnType<typeof tempStore>;
  let worker: OutboxWorker | undefined;
  beforeEach(() => {
    context = tempStore();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await context.cleanup();
  });

  it("sends what is queued and marks it sent", async () => {
    const clock = fakeClock();
    await context.store.insertEnquiry(enquiry(), { now: clock.now() });
    const sent: EnquiryRecord[] = [];
    worker = new OutboxWorker({
      store: context.store,
      clock,
      logger: silentLogger,
      send: async (record) => void sent.push(record),
    });
    expect(await worker.runOnce()).toBe(1);
    expect(sent.map((record) => record.id)).toEqual([1]);
    expect((await context.store.listEnquiries())[0]).toMatchObject({
      status: "sent",
      attempts: 1,
      sentAt: clock.now(),
    });
  });

  it("delivers the webhook on its own queue: a failing webhook never holds back the mail", async () => {
    const clock = fakeClock(1_000_000);
    await context.store.insertEnquiry(enquiry(), { now: clock.now() });
    await context.store.insertEnquiry({ ...enquiry(), webhook: false }, { now: clock.now() });
    let webhookUp = false;
    const mail = new OutboxWorker({
      store: context.store,
      clock,
      logger: silentLogger,
      send: async () => {},
    });
    const webhook = new OutboxWorker({
      store: context.store,
      channel: "webhook",
      clock,
      logger: silentLogger,
      random: () => 0.5,
      send: async () => {
        if (!webhookUp) throw new Error("the webhook answered 502");
      },
    });
    expect(await webhook.runOnce()).toBe(1); // only the enquiry that asked for a webhook
    expect(await mail.runOnce()).toBe(2);
    const [queued, withoutWebhook] = await context.store.listEnquiries();
    expect(queued).toMatchObject({
      status: "sent",
      attempts: 1,
      webhook: { status: "queued", attempts: 1, lastError: "the webhook answered 502" },
    });
    expect(queued!.webhook!.nextAttemptAt).toBe(clock.now() + 2000);
    expect(withoutWebhook).toMatchObject({ status: "sent", webhook: null });

    webhookUp = true;
    clock.advance(2000);
    expect(await webhook.runOnce()).toBe(1);
    expect((await context.store.listEnquiries())[0]).toMatchObject({
      status: "sent",
      attempts: 1,
      webhook: { status: "sent", attempts: 2, sentAt: clock.now(), nextAttemptAt: null },
    });
    expect(await webhook.runOnce()).toBe(0);
  });

  it("on failure keeps the enquiry queued, records the error and backs off exponentially", async () => {
    const clock = fakeClock(1_000_000);
    await context.store.insertEnquiry(enquiry(), { now: clock.now() });
    let fail = true;
    worker = new OutboxWorker({
      store: context.store,
      clock,
      logger: silentLogger,
      random: () => 0.5,
      backoffBaseMs: 2000,
      send: async () => {
        if (fail) throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
      },
    });
    await worker.runOnce();
    expect((await context.store.listEnquiries())[0]).toMatchObject({
      status: "queued",
      attempts: 1,
      lastError: "connect ECONNREFUSED 127.0.0.1:2525",
      nextAttemptAt: 1_002_000,
    });
    expect(await worker.runOnce()).toBe(0); // not due yet
    clock.advance(2000);
    await worker.runOnce();
    expect((await context.store.listEnquiries())[0]).toMatchObject({
      attempts: 2,
      nextAttemptAt: 1_006_000,
    });
    clock.advance(4000);
    fail = false;
    await worker.runOnce();
    expect((await context.store.listEnquiries())[0]).toMatchObject({ status: "sent", attempts: 3 });
  });

  it("resumes the queue when started and is woken at once by an insert", async () => {
    await context.store.insertEnquiry(enquiry(), { now: Date.now() });
    const sent: number[] = [];
    worker = new OutboxWorker({
      store: context.store,
      logger: silentLogger,
      pollMs: 60_000,
      send: async (record) => void sent.push(record.id),
    });
    worker.start();
    await until(async () => sent.length === 1);
    await context.store.insertEnquiry(enquiry(), { now: Date.now() });
    worker.wake();
    await until(async () => sent.length === 2, 2000);
    expect(sent).toEqual([1, 2]);
  });

  it("retries on its own once the backoff has passed", async () => {
    await context.store.insertEnquiry(enquiry(), { now: Date.now() });
    let calls = 0;
    worker = new OutboxWorker({
      store: context.store,
      logger: silentLogger,
      pollMs: 1000,
      backoffBaseMs: 20,
      send: async () => {
        if (++calls < 3) throw new Error("mail server down");
      },
    });
    worker.start();
    await until(async () => (await context.store.listEnquiries())[0]!.status === "sent");
    expect((await context.store.listEnquiries())[0]).toMatchObject({
      attempts: 3,
      lastError: "mail server down",
    });
  });

  it("when a sent mail cannot be marked, keeps it leased for a resend with the same Message-ID", async () => {
    const clock = fakeClock(1_000_000);
    await context.store.insertEnquiry(enquiry(), { now: clock.now() });
    const store = Object.assign(Object.create(context.store) as typeof context.store, {
      markSent: async () => {
        throw new Error("database is locked");
      },
    });
    const errors: unknown[] = [];
    const logger = Object.assign(Object.create(silentLogger) as typeof silentLogger, {
      error: (entry: unknown) => void errors.push(entry),
    });
    const sent: string[] = [];
    worker = new OutboxWorker({
      store,
      clock,
      logger,
      leaseMs: 60_000,
      send: async (record) => void sent.push(record.messageId),
    });
    await worker.runOnce();
    expect((await context.store.listEnquiries())[0]).toMatchObject({
      status: "queued",
      attempts: 0,
      nextAttemptAt: 1_060_000,
    });
    expect(errors).toEqual([
      expect.objectContaining({ event: "outbox.error", messageId: sent[0] }),
    ]);
    clock.advance(60_000);
    worker = new OutboxWorker({
      store: context.store,
      clock,
      logger: silentLogger,
      send: async (record) => void sent.push(record.messageId),
    });
    await worker.runOnce();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
  });

  it("sends a batch in parallel lanes and each enquiry exactly once", async () => {
    for (let index = 0; index < 30; index++)
      await context.store.insertEnquiry(enquiry(), { now: Date.now() });
    const sent: number[] = [];
    worker = new OutboxWorker({
      store: context.store,
      logger: silentLogger,
      concurrency: 4,
      batchSize: 20,
      send: async (record) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        sent.push(record.id);
      },
    });
    worker.start();
    await until(async () => sent.length === 30);
    expect(new Set(sent).size).toBe(30);
  });
});

import "server-only";
import { systemClock, type Clock } from "./clock";
import { getConfig } from "./config";
import { getStore } from "./db";
import type { Channel, EnquiryRecord, EnquiryStore } from "./db/types";
import { getLogger, type Logger } from "./log";
import { renderEnquiryMail, sendMail, type SendResult } from "./mail";
import { getMetrics } from "./metrics";
import { postWebhook } from "./webhook";

/**
 * The outbox: sends the notification mail of every queued enquiry, in the server process.
 *
 * Delivery is at-least-once. A batch of enquiries is claimed (their next attempt moved a lease
 * ahead, so no other worker takes them meanwhile), sent, then marked `sent` together in one
 * call. A crash between the mail server accepting a message and the batch's mark
 * resends it after a restart; the resend carries the same Message-ID (assigned when the enquiry
 * was stored), so duplicates are identifiable and most mail systems fold them. Nothing queued
 * is ever dropped: a failed attempt stays queued with exponential backoff, forever if need be,
 * and a restart resumes the queue.
 *
 * Tuned by OUTBOX_POLL_MS (longest sleep between looks at the queue; an insert wakes it within
 * 20 ms, GATHER_MS), OUTBOX_BACKOFF_BASE_MS and OUTBOX_BACKOFF_MAX_MS (retry delay, doubled per
 * failed attempt with ±10 % jitter, capped) and OUTBOX_LEASE_MS (how long a claimed enquiry is
 * reserved for the attempt in flight: longer than an SMTP attempt can take, which server/mail.ts
 * bounds at 10 s / 30 s), validated with the rest of the configuration (server/config.ts).
 */
export type OutboxOptions = {
  store: EnquiryStore;
  /** What this worker delivers: the mail (default) or the chat webhook, each queue on its own. */
  channel?: Channel;
  send: (enquiry: EnquiryRecord) => Promise<SendResult | void>;
  /** Told of every attempt, and whether it went through (metrics). */
  onAttempt?: (channel: Channel, ok: boolean) => void;
  clock?: Clock;
  logger?: Logger;
  pollMs?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  leaseMs?: number;
  batchSize?: number;
  concurrency?: number;
  random?: () => number;
};

const OUTBOX_DEFAULTS = {
  pollMs: 5_000,
  backoffBaseMs: 2_000,
  backoffMaxMs: 300_000,
  leaseMs: 60_000,
  batchSize: 20,
  concurrency: 4,
} as const;

/** Delay before the next attempt after `attempt` failed ones: base·2^(attempt-1), capped, ±10 %. */
export function backoffDelay(
  attempt: number,
  { baseMs, maxMs }: { baseMs: number; maxMs: number },
  random: () => number = Math.random,
): number {
  const delay = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  const jittered = delay * (1 + 0.1 * (random() * 2 - 1));
  return Math.round(Math.min(maxMs, Math.max(1, jittered)));
}

const describe = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ").slice(0, 500);

/** A delivered enquiry, waiting for its batch's mark. */
type Sent = { enquiry: EnquiryRecord; attempt: number; result: SendResult | void };

/** The log events' prefix per channel. */
const EVENT: Record<Channel, string> = { mail: "enquiry", webhook: "webhook" };

/** How long a woken worker gathers further inserts before it claims (see `sleep`). */
const GATHER_MS = 20;

export class OutboxWorker {
  private readonly options: Required<OutboxOptions>;
  private running = false;
  /** Set by stop(): lanes start no further attempt. */
  private stopping = false;
  private woken = false;
  private wakeUp: (() => void) | undefined;
  private loop: Promise<void> | undefined;

  constructor(options: OutboxOptions) {
    this.options = {
      channel: "mail",
      onAttempt: () => {},
      clock: systemClock,
      random: Math.random,
      ...OUTBOX_DEFAULTS,
      ...options,
      logger: options.logger ?? getLogger(),
    };
  }

  /** Starts the loop; it first resumes whatever is queued and due. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Looks at the queue now (after an insert) instead of at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /**
   * Stops claiming, waits for the attempts in flight, and hands back what it claimed but had not
   * started (due at once again), so another instance sends it without waiting out the lease.
   */
  async stop(): Promise<void> {
    this.running = false;
    this.stopping = true;
    this.wake();
    await this.loop;
  }

  /**
   * Claims one batch of due enquiries, tries to send each, and marks the sent ones in one go;
   * returns how many it claimed.
   */
  async runOnce(): Promise<number> {
    const { store, channel, clock, batchSize, leaseMs, concurrency } = this.options;
    const due = await store.claimDue(channel, clock.now(), batchSize, leaseMs);
    const sent: Sent[] = [];
    let next = 0;
    const lane = async () => {
      while (next < due.length && !this.stopping) {
        const enquiry = due[next++]!;
        const attempt = await this.deliver(enquiry);
        if (attempt) sent.push({ enquiry, ...attempt });
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, lane));
    if (sent.length) await this.markSent(sent);
    const unsent = due.slice(next).map((enquiry) => enquiry.id);
    if (unsent.length) await store.releaseLeases(channel, unsent, clock.now());
    return due.length;
  }

  private async markSent(sent: Sent[]) {
    const { store, channel, clock, logger } = this.options;
    try {
      await store.markSent(
        channel,
        sent.map(({ enquiry }) => enquiry.id),
        clock.now(),
      );
      for (const { enquiry, attempt, result } of sent)
        logger.info({
          event: `${EVENT[channel]}.sent`,
          id: enquiry.id,
          messageId: enquiry.messageId,
          attempt,
          ...(result ? result : {}),
        });
    } catch (storeError) {
      // Delivered but not marked: resent when the lease runs out, with the same Message-ID.
      for (const { enquiry } of sent)
        logger.error({
          event: "outbox.error",
          id: enquiry.id,
          messageId: enquiry.messageId,
          error: `sent, but not marked sent: ${describe(storeError)}`,
        });
    }
  }

  /** One attempt: what it sent and which attempt it was, or nothing when it failed (rescheduled). */
  private async deliver(enquiry: EnquiryRecord) {
    const { store, channel, send, onAttempt, clock, logger, backoffBaseMs, backoffMaxMs, random } =
      this.options;
    const attempt = (channel === "mail" ? enquiry.attempts : (enquiry.webhook?.attempts ?? 0)) + 1;
    try {
      const result = await send(enquiry);
      onAttempt(channel, true);
      return { attempt, result };
    } catch (error) {
      onAttempt(channel, false);
      const delayMs = backoffDelay(attempt, { baseMs: backoffBaseMs, maxMs: backoffMaxMs }, random);
      const message = describe(error);
      try {
        await store.markFailedAttempt(channel, enquiry.id, message, clock.now() + delayMs);
        logger.warn({
          event: `${EVENT[channel]}.retry`,
          id: enquiry.id,
          attempt,
          delayMs,
          error: message,
        });
      } catch (storeError) {
        // The lease still holds it: it is retried when the lease runs out.
        logger.error({ event: "outbox.error", id: enquiry.id, error: describe(storeError) });
      }
      return undefined;
    }
  }

  private async run(): Promise<void> {
    const { store, channel, clock, logger, pollMs, batchSize } = this.options;
    while (this.running) {
      let sleepMs = pollMs;
      try {
        this.woken = false;
        const claimed = await this.runOnce();
        if (claimed >= batchSize) continue;
        // Woken meanwhile: something is due now, so there is no need to ask the store when.
        if (!this.woken) {
          const nextDue = await store.nextDueAt(channel);
          if (nextDue !== undefined) sleepMs = Math.min(pollMs, Math.max(0, nextDue - clock.now()));
        }
      } catch (error) {
        logger.error({ event: "outbox.error", error: describe(error) });
      }
      if (sleepMs > 0) await this.sleep(sleepMs);
    }
  }

  /**
   * Sleeps `ms`, or GATHER_MS once woken by an insert (at once when stopping): under load the
   * worker then claims and sends the enquiries of a burst as one batch, not one statement each.
   */
  private sleep(ms: number): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      let gathering = false;
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      const wait = (delay: number) => {
        clearTimeout(timer);
        timer = setTimeout(done, delay);
        timer.unref();
      };
      // Later wakes while gathering do not push the claim back.
      const gather = () => {
        if (gathering) return;
        gathering = true;
        wait(Math.min(ms, GATHER_MS));
      };
      if (this.woken) gather();
      else wait(ms);
      this.wakeUp = () => (this.running ? gather() : done());
    });
  }
}

const OUTBOX = Symbol.for("deccan.outbox");
type Holder = { [OUTBOX]?: OutboxWorker[] };

/**
 * Starts the process's outbox workers once (server/startup.ts): the mail, and the chat webhook
 * when WEBHOOK_URL is set. Each has its own queue, so a failing webhook never holds back the mail.
 */
export function startOutbox(): void {
  const holder = globalThis as Holder;
  if (holder[OUTBOX]) return;
  const config = getConfig();
  const tuning = {
    store: getStore(),
    pollMs: config.OUTBOX_POLL_MS,
    backoffBaseMs: config.OUTBOX_BACKOFF_BASE_MS,
    backoffMaxMs: config.OUTBOX_BACKOFF_MAX_MS,
    leaseMs: config.OUTBOX_LEASE_MS,
    onAttempt: getMetrics().attempted,
  };
  const webhook = config.WEBHOOK_URL;
  holder[OUTBOX] = [
    new OutboxWorker({
      ...tuning,
      send: (enquiry) => sendMail(renderEnquiryMail(enquiry, config)),
    }),
    ...(webhook
      ? [
          new OutboxWorker({
            ...tuning,
            channel: "webhook",
            send: (enquiry) => postWebhook(webhook, enquiry),
          }),
        ]
      : []),
  ];
  for (const worker of holder[OUTBOX]) worker.start();
}

/** Stops the process's workers (a graceful shutdown): they finish their attempts in flight. */
export async function stopOutbox(): Promise<void> {
  await Promise.all(((globalThis as Holder)[OUTBOX] ?? []).map((worker) => worker.stop()));
}

/** Wakes the workers if this process runs them (after an enquiry is stored). */
export function wakeOutbox(): void {
  for (const worker of (globalThis as Holder)[OUTBOX] ?? []) worker.wake();
}

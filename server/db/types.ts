import "server-only";
import type { Locale } from "@/content/locales";
import type { Attribution } from "@/lib/enquiry-schema";

/** Delivery state of an enquiry's notification mail. */
type EnquiryStatus = "queued" | "sent";

/** How the company has handled an enquiry (the `enquiries mark` command); every enquiry starts open. */
export const HANDLING = ["open", "replied", "closed", "spam"] as const;
export type Handling = (typeof HANDLING)[number];

/** How an enquiry is notified: the mail to the company, and the optional chat webhook. */
export type Channel = "mail" | "webhook";

/** The webhook's delivery of one enquiry, tracked apart from the mail's. */
type WebhookDelivery = {
  status: "queued" | "sent";
  attempts: number;
  nextAttemptAt: number | null;
  lastError: string | null;
  sentAt: number | null;
};

/** One stored enquiry. Times are milliseconds since the epoch. */
export type EnquiryRecord = {
  id: number;
  createdAt: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** The service the inquiry modal was opened from; null from the Contact Us page. */
  source: string | null;
  /** The language of the page the visitor wrote from (English for enquiries stored before it was kept). */
  language: Locale;
  clientIp: string | null;
  status: EnquiryStatus;
  /** Delivery attempts made so far, the successful one included. */
  attempts: number;
  /** When the outbox may next try to send it (a lease while an attempt runs); null once sent. */
  nextAttemptAt: number | null;
  lastError: string | null;
  sentAt: number | null;
  /** The notification's Message-ID, assigned at insert: a resend after a crash carries the same one. */
  messageId: string;
  handling: Handling;
  /** When the handling was last marked; null while it is open and unmarked. */
  handledAt: number | null;
  /** Null when no webhook was configured as it was stored. */
  webhook: WebhookDelivery | null;
  /**
   * When it was held for a person's review (sent without the captcha's proof, from a page whose
   * script did not run): nothing is delivered until `enquiries release`. Null when not held.
   */
  heldAt: number | null;
  /** Why it is held, in words for the company; null when not held. */
  heldReason: string | null;
  /** Where it came from (lib/attribution.ts); each value null when the visitor's tab did not know. */
  attribution: { [Key in keyof Attribution]-?: Attribution[Key] | null };
  /** The member of staff (their e-mail address) it is assigned to in the editor; null for nobody. */
  assignedTo: string | null;
};

/** What staff did with an enquiry in the editor: each change and note, by whom, when. */
export type EnquiryEvent = {
  at: number;
  /** The member of staff's e-mail address. */
  actor: string;
  /** The handling it was marked with, if this marked it. */
  handling: Handling | null;
  /** Whom it was assigned to ("" when it was unassigned), if this assigned it. */
  assignedTo: string | null;
  note: string | null;
};

/** A change staff make to an enquiry, recorded as one event. */
export type EnquiryChange = {
  handling?: Handling;
  /** An e-mail address, or null to unassign. */
  assignedTo?: string | null;
  note?: string;
};

/** What the editor's inbox filters on; a filter left out keeps every enquiry. */
export type EnquiryFilter = {
  /** Created at or after, and before (milliseconds). */
  from?: number;
  to?: number;
  handling?: Handling;
  /** The service it was sent about, as its enquiries name it (CONTACT_PAGE_SOURCE for the Contact Us page). */
  service?: string;
  language?: Locale;
  /** Where the visit came from (its last touch: the UTM source, else the linking site); "" for direct. */
  source?: string;
  /** The last touch's campaign; "" for none. */
  campaign?: string;
  /** The assignee's e-mail address; "" for nobody. */
  assignedTo?: string;
  /** Only those held for review. */
  held?: boolean;
  /** Words in the name, e-mail, phone or message, in any letter case. */
  text?: string;
};

export type NewEnquiry = {
  name: string;
  email: string;
  phone: string;
  message: string;
  source: string | null;
  /** The page's language; English when not given. */
  language?: Locale;
  clientIp: string | null;
  messageId: string;
  /** Queue a webhook delivery too (WEBHOOK_URL is set). */
  webhook: boolean;
  attribution?: Attribution;
  /** Hold it for review, for this reason: its deliveries wait for `releaseHeld`. */
  held?: string;
};

/** A solved captcha challenge that may be accepted once; `expiresAt` in milliseconds. */
export type ChallengeTicket = { id: string; expiresAt: number };

export type InsertOptions = {
  now: number;
  /** Consumed in the same transaction as the insert: a replay stores nothing. */
  challenge?: ChallengeTicket;
  /** A client's Idempotency-Key: a second insert with the same key stores nothing. */
  idempotencyKey?: string;
};

export type InsertResult =
  | { status: "inserted"; enquiry: EnquiryRecord }
  | { status: "duplicate"; enquiry: EnquiryRecord }
  | { status: "replayed" };

export type RateLimitHit =
  | { allowed: true }
  /** `blockingHitAt`: the recorded hit whose expiry frees the next slot. */
  | { allowed: false; blockingHitAt: number }
  /** The enquiry with the request's Idempotency-Key is stored: a retry, recorded as no hit. */
  | { allowed: false; stored: EnquiryRecord };

export type ListOptions = {
  /** Only enquiries created at or after this time. */
  since?: number;
  /** Only the latest `last` of them (still oldest first). */
  last?: number;
  /** Only those handled so. */
  handling?: Handling;
  /** Only those held for review. */
  held?: boolean;
};

/** What housekeeping removed. */
export type Pruned = { challenges: number; hits: number; enquiries: number };

/**
 * Everything the enquiry flow keeps: enquiries and their outbox state, rate-limit hits and
 * used captcha challenges. Asynchronous so that a networked database can implement it too.
 */
export interface EnquiryStore {
  /** Resolves once the schema is current (a networked database migrates asynchronously). */
  ready(): Promise<void>;
  /** A trivial query: resolves when the database answers (readiness checks). */
  ping(): Promise<void>;
  /** Stores a queued enquiry in one transaction with its challenge and idempotency key. */
  insertEnquiry(enquiry: NewEnquiry, options: InsertOptions): Promise<InsertResult>;
  findByIdempotencyKey(key: string): Promise<EnquiryRecord | undefined>;
  /** Marks a challenge used; false when it already was. */
  consumeChallenge(ticket: ChallengeTicket): Promise<boolean>;
  /**
   * Atomically counts `key`'s hits after `windowStart` and, when fewer than `max`, records one
   * at `now`. Refused attempts are not recorded, nor is a retry: when an enquiry with
   * `idempotencyKey` is stored already, it is returned instead (the same round trip).
   */
  hitRateLimit(
    key: string,
    now: number,
    windowStart: number,
    max: number,
    idempotencyKey?: string,
  ): Promise<RateLimitHit>;
  /**
   * Claims up to `limit` enquiries whose delivery on `channel` is queued and due at `now`: their
   * next attempt moves to `now + leaseMs`, so no other worker takes them while this one sends.
   */
  claimDue(channel: Channel, now: number, limit: number, leaseMs: number): Promise<EnquiryRecord[]>;
  /** How many deliveries are queued on `channel`, and when the oldest of them was created. */
  queueStats(channel: Channel): Promise<{ count: number; oldestCreatedAt: number | null }>;
  /** The earliest next attempt of any delivery queued on `channel`. */
  nextDueAt(channel: Channel): Promise<number | undefined>;
  /** Marks a batch of deliveries sent, in one go (one round trip on PostgreSQL). */
  markSent(channel: Channel, ids: number[], now: number): Promise<void>;
  /** Hands claimed but unattempted deliveries back, due at `now` (a worker stopping). */
  releaseLeases(channel: Channel, ids: number[], now: number): Promise<void>;
  markFailedAttempt(
    channel: Channel,
    id: number,
    error: string,
    nextAttemptAt: number,
  ): Promise<void>;
  /** Enquiries, oldest first. */
  listEnquiries(options?: ListOptions): Promise<EnquiryRecord[]>;
  findEnquiry(id: number): Promise<EnquiryRecord | undefined>;
  /** Records how an enquiry was handled, at `now`; undefined when there is no such enquiry. */
  markHandling(id: number, handling: Handling, now: number): Promise<EnquiryRecord | undefined>;
  /** Enquiries matching `filter`, newest first, `limit` from `offset`, and how many match. */
  searchEnquiries(
    filter: EnquiryFilter,
    limit: number,
    offset: number,
  ): Promise<{ total: number; enquiries: EnquiryRecord[] }>;
  /**
   * Applies a member of staff's change at `now` and records it as an event, in one transaction;
   * undefined when there is no such enquiry.
   */
  changeEnquiry(
    id: number,
    change: EnquiryChange,
    actor: string,
    now: number,
  ): Promise<EnquiryRecord | undefined>;
  /** What staff did with an enquiry, oldest first. */
  enquiryEvents(id: number): Promise<EnquiryEvent[]>;
  /** Deletes one enquiry and its events; false when there is none. */
  eraseEnquiry(id: number): Promise<boolean>;
  /** Releases a held enquiry: its deliveries are due at `now`; undefined when none is held so. */
  releaseHeld(id: number, now: number): Promise<EnquiryRecord | undefined>;
  /** Deletes a held enquiry (spam, read and refused); false when none is held so. */
  discardHeld(id: number): Promise<boolean>;
  /** How many enquiries an e-mail address (any letter case) sent. */
  countByEmail(email: string): Promise<number>;
  /** Deletes every enquiry of an e-mail address (any letter case); returns how many. */
  eraseByEmail(email: string): Promise<number>;
  /**
   * Deletes used challenges past their expiry, rate-limit hits older than `hitsBefore`, and
   * enquiries created before `enquiriesBefore` whose mail has gone (never one still queued).
   */
  prune(now: number, hitsBefore: number, enquiriesBefore: number): Promise<Pruned>;
  /**
   * The value stored under `name`, stored first as `generate()` by whichever caller comes first
   * (atomically, so every instance sharing the database gets the same one).
   */
  sharedSecret(name: string, generate: () => string): Promise<string>;
  close(): Promise<void>;
}

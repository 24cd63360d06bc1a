import "server-only";
import type { Locale } from "@/content/locales";
import type { Attribution } from "@/lib/enquiry-schema";
import type { Channel, EnquiryEvent, EnquiryRecord, Handling } from "./types";

/** The attribution's column of each of its values (lib/enquiry-schema.ts). */
const ATTRIBUTION = {
  landing: "landing_path",
  referrer: "referrer_host",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
  firstLanding: "first_landing_path",
  firstReferrer: "first_referrer_host",
  firstUtmSource: "first_utm_source",
  firstUtmMedium: "first_utm_medium",
  firstUtmCampaign: "first_utm_campaign",
  firstUtmTerm: "first_utm_term",
  firstUtmContent: "first_utm_content",
  page: "sent_from",
  device: "device",
} as const satisfies Record<keyof Attribution, string>;
export const ATTRIBUTION_KEYS = Object.keys(ATTRIBUTION) as (keyof Attribution)[];
export const ATTRIBUTION_COLUMNS = Object.values(ATTRIBUTION);
type AttributionColumn = (typeof ATTRIBUTION)[keyof Attribution];

/** The enquiries table's columns, as both stores select them. */
export const COLUMNS = `id, created_at, name, email, phone, message, source, language, client_ip, status, attempts, next_attempt_at, last_error, sent_at, message_id, handling, handled_at, webhook_status, webhook_attempts, webhook_next_attempt_at, webhook_last_error, webhook_sent_at, held_at, held_reason, assigned_to, ${ATTRIBUTION_COLUMNS.join(", ")}`;

/** Each channel's delivery columns: the statements that queue, claim and mark are one per channel. */
export const DELIVERY_COLUMNS = {
  mail: {
    status: "status",
    attempts: "attempts",
    next: "next_attempt_at",
    error: "last_error",
    sent: "sent_at",
  },
  webhook: {
    status: "webhook_status",
    attempts: "webhook_attempts",
    next: "webhook_next_attempt_at",
    error: "webhook_last_error",
    sent: "webhook_sent_at",
  },
} as const satisfies Record<Channel, Record<string, string>>;

/** One row of the enquiries table (BIGINT columns already read as numbers). */
export type Row = {
  id: number;
  created_at: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  source: string | null;
  language: Locale;
  client_ip: string | null;
  status: "queued" | "sent";
  attempts: number;
  next_attempt_at: number | null;
  last_error: string | null;
  sent_at: number | null;
  message_id: string;
  handling: Handling;
  handled_at: number | null;
  webhook_status: "queued" | "sent" | null;
  webhook_attempts: number;
  webhook_next_attempt_at: number | null;
  webhook_last_error: string | null;
  webhook_sent_at: number | null;
  held_at: number | null;
  held_reason: string | null;
  assigned_to: string | null;
} & Record<AttributionColumn, string | null>;

export const toRecord = (row: Row): EnquiryRecord => ({
  id: row.id,
  createdAt: row.created_at,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  source: row.source,
  language: row.language,
  clientIp: row.client_ip,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  sentAt: row.sent_at,
  messageId: row.message_id,
  handling: row.handling,
  handledAt: row.handled_at,
  webhook: row.webhook_status && {
    status: row.webhook_status,
    attempts: row.webhook_attempts,
    nextAttemptAt: row.webhook_next_attempt_at,
    lastError: row.webhook_last_error,
    sentAt: row.webhook_sent_at,
  },
  heldAt: row.held_at,
  heldReason: row.held_reason,
  attribution: Object.fromEntries(
    ATTRIBUTION_KEYS.map((key) => [key, row[ATTRIBUTION[key]]]),
  ) as EnquiryRecord["attribution"],
  assignedTo: row.assigned_to,
});

/** One row of the enquiry_events table. */
export type EventRow = {
  at: number;
  actor: string;
  handling: Handling | null;
  assigned_to: string | null;
  note: string | null;
};

export const toEvent = (row: EventRow): EnquiryEvent => ({
  at: row.at,
  actor: row.actor,
  handling: row.handling,
  assignedTo: row.assigned_to,
  note: row.note,
});

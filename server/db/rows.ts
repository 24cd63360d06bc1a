import "server-only";
import type { EnquiryRecord, Handling } from "./types";

/** The enquiries table's columns, as both stores select them. */
export const COLUMNS =
  "id, created_at, name, email, phone, message, source, client_ip, status, attempts, next_attempt_at, last_error, sent_at, message_id, handling, handled_at";

/** One row of the enquiries table (BIGINT columns already read as numbers). */
export type Row = {
  id: number;
  created_at: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  source: string | null;
  client_ip: string | null;
  status: "queued" | "sent";
  attempts: number;
  next_attempt_at: number | null;
  last_error: string | null;
  sent_at: number | null;
  message_id: string;
  handling: Handling;
  handled_at: number | null;
};

export const toRecord = (row: Row): EnquiryRecord => ({
  id: row.id,
  createdAt: row.created_at,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  source: row.source,
  clientIp: row.client_ip,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  sentAt: row.sent_at,
  messageId: row.message_id,
  handling: row.handling,
  handledAt: row.handled_at,
});

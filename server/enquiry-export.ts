import "server-only";
import { CONTACT_PAGE_SOURCE } from "@/lib/enquiry-schema";
import type { EnquiryRecord } from "./db/types";
import { attributionLine, type ReportGroup, type ReportRow } from "./attribution";
import { LANGUAGE_NAMES } from "./language-names";

/** Every stored field, in export order. */
export const EXPORT_COLUMNS = [
  "id",
  "created_at",
  "status",
  "attempts",
  "next_attempt_at",
  "sent_at",
  "last_error",
  "source",
  "language",
  "name",
  "email",
  "phone",
  "message",
  "client_ip",
  "message_id",
  "handling",
  "handled_at",
  "landing_path",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "sent_from",
  "device",
  "held_at",
  "held_reason",
  "first_landing_path",
  "first_referrer_host",
  "first_utm_source",
  "first_utm_medium",
  "first_utm_campaign",
  "first_utm_term",
  "first_utm_content",
  "assigned_to",
] as const;

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/** A record as exported: snake_case like the database, times as ISO 8601 (UTC). */
function exportRow(record: EnquiryRecord) {
  return {
    id: record.id,
    created_at: iso(record.createdAt),
    status: record.status,
    attempts: record.attempts,
    next_attempt_at: iso(record.nextAttemptAt),
    sent_at: iso(record.sentAt),
    last_error: record.lastError,
    source: record.source,
    language: record.language,
    name: record.name,
    email: record.email,
    phone: record.phone,
    message: record.message,
    client_ip: record.clientIp,
    message_id: record.messageId,
    handling: record.handling,
    handled_at: iso(record.handledAt),
    landing_path: record.attribution.landing,
    referrer_host: record.attribution.referrer,
    utm_source: record.attribution.utmSource,
    utm_medium: record.attribution.utmMedium,
    utm_campaign: record.attribution.utmCampaign,
    utm_term: record.attribution.utmTerm,
    utm_content: record.attribution.utmContent,
    sent_from: record.attribution.page,
    device: record.attribution.device,
    held_at: iso(record.heldAt),
    held_reason: record.heldReason,
    first_landing_path: record.attribution.firstLanding,
    first_referrer_host: record.attribution.firstReferrer,
    first_utm_source: record.attribution.firstUtmSource,
    first_utm_medium: record.attribution.firstUtmMedium,
    first_utm_campaign: record.attribution.firstUtmCampaign,
    first_utm_term: record.attribution.firstUtmTerm,
    first_utm_content: record.attribution.firstUtmContent,
    assigned_to: record.assignedTo,
  } satisfies Record<(typeof EXPORT_COLUMNS)[number], unknown>;
}

export function toJson(records: EnquiryRecord[]): string {
  return `${JSON.stringify(records.map(exportRow), null, 2)}\n`;
}

/**
 * One CSV cell (RFC 4180). Text a spreadsheet would run as a formula (starting with = + - @,
 * tab or carriage return) gets a leading apostrophe, so it is shown, never evaluated.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(records: EnquiryRecord[]): string {
  const lines = [EXPORT_COLUMNS.join(",")];
  for (const record of records) {
    const row = exportRow(record);
    lines.push(EXPORT_COLUMNS.map((column) => csvCell(row[column])).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** Terminal-safe, one line, at most `width` characters. */
function fit(value: string, width: number): string {
  const line = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ");
  return line.length > width ? `${line.slice(0, width - 1)}…` : line;
}

const minute = (time: number) => new Date(time).toISOString().slice(0, 16).replace("T", " ");

/** One enquiry in full, for `enquiries show`: a field a line, then the message as it was sent. */
export function formatRecord(record: EnquiryRecord): string {
  const fields: [string, string][] = [
    ["Enquiry", `#${record.id}`],
    ["Received", `${minute(record.createdAt)} UTC`],
    ["From", `${fit(record.name, 200)} <${fit(record.email, 254)}>`],
    ["Phone", fit(record.phone, 64) || "not given"],
    ["Source", fit(record.source || CONTACT_PAGE_SOURCE, 100)],
    ["Language", LANGUAGE_NAMES[record.language]],
    ["Came from", fit(attributionLine(record.attribution), 1200)],
    [
      "Handling",
      record.handledAt === null
        ? record.handling
        : `${record.handling} (marked ${minute(record.handledAt)} UTC)`,
    ],
    [
      "Mail",
      record.heldAt !== null
        ? `held for review since ${minute(record.heldAt)} UTC, ${fit(record.heldReason ?? "", 200)} (release ${record.id} sends it, discard ${record.id} deletes it)`
        : record.sentAt === null
          ? `${record.status}, ${record.attempts} attempts${record.lastError ? `, last error: ${fit(record.lastError, 200)}` : ""}`
          : `sent ${minute(record.sentAt)} UTC`,
    ],
  ];
  const { webhook } = record;
  if (webhook)
    fields.push([
      "Webhook",
      webhook.sentAt === null
        ? `${webhook.status}, ${webhook.attempts} attempts${webhook.lastError ? `, last error: ${fit(webhook.lastError, 200)}` : ""}`
        : `sent ${minute(webhook.sentAt)} UTC`,
    ]);
  const width = Math.max(...fields.map(([label]) => label.length)) + 2;
  // The message keeps its lines; control characters other than line breaks are shown as spaces.
  const message = record.message.replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]+/g, " ");
  return `${fields.map(([label, value]) => `${label}:`.padEnd(width) + value).join("\n")}\n\n${message}\n`;
}

/** The readable table of `enquiries list`. */
export function formatTable(records: EnquiryRecord[]): string {
  if (records.length === 0) return "No enquiries.\n";
  const header = ["id", "created (UTC)", "handling", "mail", "attempts", "source", "name", "email"];
  const rows = records.map((record) => [
    String(record.id),
    minute(record.createdAt),
    record.handling,
    record.heldAt === null ? record.status : "held",
    String(record.attempts),
    fit(record.source || CONTACT_PAGE_SOURCE, 28),
    fit(record.name, 28),
    fit(record.email, 36),
  ]);
  const { line, widths } = columns([header, ...rows], [0, 4]);
  return `${[line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n")}\n`;
}

/** Lines up a table's cells, two spaces apart: the `right` columns to the right, the rest to the left. */
function columns(table: string[][], right: number[]) {
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        right.includes(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join("  ")
      .trimEnd();
  return { line, widths };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const BAR_WIDTH = 40;

/** The report as a table (with a bar per week), CSV or JSON. */
export function formatReport(
  rows: ReportRow[],
  by: ReportGroup,
  format: "table" | "csv" | "json",
): string {
  if (format === "json")
    return `${JSON.stringify(
      rows.map(({ group, enquiries, share }) => ({ [by]: group, enquiries, share })),
      null,
      2,
    )}\n`;
  if (format === "csv")
    return `${[`${by},enquiries,share`, ...rows.map((row) => [csvCell(row.group), row.enquiries, row.share.toFixed(4)].join(","))].join("\r\n")}\r\n`;
  if (rows.length === 0) return "No enquiries.\n";
  const total = rows.reduce((sum, row) => sum + row.enquiries, 0);
  const most = Math.max(...rows.map((row) => row.enquiries));
  const cells = [
    ...rows.map((row) => [
      row.group.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " "),
      String(row.enquiries),
      percent(row.share),
      by === "week" ? "#".repeat(Math.round((row.enquiries / most) * BAR_WIDTH)) : "",
    ]),
    ["total", String(total), percent(1), ""],
  ];
  const header = [by, "enquiries", "share", ""];
  const { line, widths } = columns([header, ...cells], [1, 2]);
  const rule = line(widths.map((width, column) => (column === 3 ? "" : "-".repeat(width))));
  return `${[line(header), rule, ...cells.slice(0, -1).map(line), rule, line(cells.at(-1)!)].join("\n")}\n`;
}

const UNITS = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;

/** `--since`: a duration back from now (`90m`, `12h`, `7d`, `2w`) or a date (`2025-01-31`). */
export function parseSince(value: string, now: number): number | null {
  const relative = /^(\d+)([mhdw])$/.exec(value.trim());
  if (relative) return now - Number(relative[1]) * UNITS[relative[2] as keyof typeof UNITS];
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!date) return null;
  const time = Date.parse(value);
  // Date.parse rolls 2025-02-30 over to March 2: the day must exist in its month.
  const [, year, month, day] = date.map(Number);
  const days = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  return Number.isNaN(time) || month! < 1 || month! > 12 || day! < 1 || day! > days ? null : time;
}

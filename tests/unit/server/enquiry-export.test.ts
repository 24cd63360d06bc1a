import { describe, expect, it, test } from "vitest";
import { NO_ATTRIBUTION } from "@/server/attribution";
import type { EnquiryRecord } from "@/server/db/types";
import {
  csvCell,
  EXPORT_COLUMNS,
  formatRecord,
  formatTable,
  parseSince,
  toCsv,
  toJson,
} from "@/server/enquiry-export";

const record = (overrides: Partial<EnquiryRecord> = {}): EnquiryRecord => ({
  id: 7,
  createdAt: Date.UTC(2025, 0, 31, 9, 30),
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  message: 'Contact Us Page: Hello, "team"\nSecond line',
  source: null,
  language: "en",
  clientIp: "203.0.113.9",
  status: "sent",
  attempts: 2,
  nextAttemptAt: null,
  lastError: "connect ECONNREFUSED",
  sentAt: Date.UTC(2025, 0, 31, 9, 31),
  messageId: "<enquiry.x@deccansoftworks.example>",
  handling: "replied",
  handledAt: Date.UTC(2025, 1, 1, 10, 0),
  webhook: null,
  heldAt: null,
  heldReason: null,
  assignedTo: null,
  attribution: {
    ...NO_ATTRIBUTION,
    landing: "/insights",
    referrer: "www.google.com",
    page: "/contactus",
    device: "tablet",
  },
  ...overrides,
});

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+91 98765", "'+91 98765"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\r=1", '"\'\r=1"'],
  ])("%j → %s", (value, expected) => expect(csvCell(value)).toBe(expected));

  it("leaves numbers and empty values alone", () => {
    expect(csvCell(12)).toBe("12");
    expect(csvCell(null)).toBe("");
  });
});

describe("toCsv", () => {
  it("has every column, CRLF rows, quoted fields and ISO times", () => {
    const csv = toCsv([record()]);
    const [header, row, end] = csv.split("\r\n");
    expect(header).toBe(EXPORT_COLUMNS.join(","));
    expect(end).toBe("");
    expect(row).toBe(
      [
        "7",
        "2025-01-31T09:30:00.000Z",
        "sent",
        "2",
        "",
        "2025-01-31T09:31:00.000Z",
        "connect ECONNREFUSED",
        "",
        "en",
        "Asha Rao",
        "asha@example.com",
        "'+91 98765 43210",
        '"Contact Us Page: Hello, ""team""\nSecond line"',
        "203.0.113.9",
        "<enquiry.x@deccansoftworks.example>",
        "replied",
        "2025-02-01T10:00:00.000Z",
        "/insights",
        "www.google.com",
        "",
        "",
        "",
        "",
        "",
        "/contactus",
        "tablet",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
      ].join(","),
    );
  });
});

describe("toJson", () => {
  it("exports every field with ISO times", () => {
    expect(JSON.parse(toJson([record()]))).toEqual([
      {
        id: 7,
        created_at: "2025-01-31T09:30:00.000Z",
        status: "sent",
        attempts: 2,
        next_attempt_at: null,
        sent_at: "2025-01-31T09:31:00.000Z",
        last_error: "connect ECONNREFUSED",
        source: null,
        language: "en",
        name: "Asha Rao",
        email: "asha@example.com",
        phone: "+91 98765 43210",
        message: 'Contact Us Page: Hello, "team"\nSecond line',
        client_ip: "203.0.113.9",
        message_id: "<enquiry.x@deccansoftworks.example>",
        handling: "replied",
        handled_at: "2025-02-01T10:00:00.000Z",
        landing_path: "/insights",
        referrer_host: "www.google.com",
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
        sent_from: "/contactus",
        device: "tablet",
        held_at: null,
        held_reason: null,
        first_landing_path: null,
        first_referrer_host: null,
        first_utm_source: null,
        first_utm_medium: null,
        first_utm_campaign: null,
        first_utm_term: null,
        first_utm_content: null,
        assigned_to: null,
      },
    ]);
  });
});

describe("formatTable", () => {
  it("lines up the list's columns and keeps each row on one line", () => {
    const table = formatTable([
      record(),
      record({
        id: 12,
        name: "Eve\u001b[31m\nRed",
        source: "Cloud Services",
        status: "queued",
        handling: "open",
      }),
    ]);
    expect(table).toBe(
      [
        "id  created (UTC)     handling  mail    attempts  source           name          email",
        "--  ----------------  --------  ------  --------  ---------------  ------------  ----------------",
        " 7  2025-01-31 09:30  replied   sent           2  Contact Us Page  Asha Rao      asha@example.com",
        "12  2025-01-31 09:30  open      queued         2  Cloud Services   Eve [31m Red  asha@example.com",
        "",
      ].join("\n"),
    );
  });

  it("says so when there is nothing", () => {
    expect(formatTable([])).toBe("No enquiries.\n");
  });
});

describe("formatRecord", () => {
  it("shows every field a person needs, then the message with its lines", () => {
    expect(formatRecord(record())).toBe(
      [
        "Enquiry:   #7",
        "Received:  2025-01-31 09:30 UTC",
        "From:      Asha Rao <asha@example.com>",
        "Phone:     +91 98765 43210",
        "Source:    Contact Us Page",
        "Language:  English",
        "Came from: www.google.com / referral; landed on /insights; sent from /contactus (tablet)",
        "Handling:  replied (marked 2025-02-01 10:00 UTC)",
        "Mail:      sent 2025-01-31 09:31 UTC",
        "",
        'Contact Us Page: Hello, "team"',
        "Second line",
        "",
      ].join("\n"),
    );
  });
});

test("formatRecord and the exports state the language of an Arabic enquiry", () => {
  const arabic = record({ language: "ar", message: "Contact Us Page: نحتاج إلى متجر إلكتروني." });
  expect(formatRecord(arabic)).toContain("\nLanguage:  Arabic\n");
  expect(JSON.parse(toJson([arabic]))[0]).toMatchObject({ language: "ar" });
  expect(toCsv([arabic]).split("\r\n")[1]!.split(",")[EXPORT_COLUMNS.indexOf("language")]).toBe(
    "ar",
  );
});

test("formatRecord shows the webhook's delivery when there is one", () => {
  const shown = formatRecord(
    record({
      webhook: {
        status: "queued",
        attempts: 2,
        nextAttemptAt: 1,
        lastError: "the webhook answered 502",
        sentAt: null,
      },
    }),
  );
  expect(shown).toContain(
    "\nWebhook:   queued, 2 attempts, last error: the webhook answered 502\n",
  );
});

describe("parseSince", () => {
  const now = Date.UTC(2025, 1, 10);
  it.each([
    ["7d", now - 7 * 86_400_000],
    ["12h", now - 12 * 3_600_000],
    ["90m", now - 90 * 60_000],
    ["2w", now - 14 * 86_400_000],
    ["2025-01-31", Date.UTC(2025, 0, 31)],
    ["2025-01-31T12:00:00Z", Date.UTC(2025, 0, 31, 12)],
  ])("%s", (value, expected) => expect(parseSince(value, now)).toBe(expected));

  it.each([
    "",
    "7",
    "d7",
    "7y",
    "yesterday",
    "2025-13-45",
    "2025-02-30",
    "2025-04-31",
    "2025-00-10",
  ])("refuses %j", (value) => {
    expect(parseSince(value, now)).toBeNull();
  });
});

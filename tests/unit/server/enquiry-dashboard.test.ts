import { describe, expect, it } from "vitest";
import { NO_ATTRIBUTION } from "@/server/attribution";
import type { EnquiryRecord } from "@/server/db/types";
import { enquiryDashboard, oneWorkingDayAfter } from "@/server/enquiry-dashboard";

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe("oneWorkingDayAfter", () => {
  it("is a day later on the company's working days (Monday to Friday in Pune), past a weekend", () => {
    // Tuesday 10:00 IST gives Wednesday 10:00; Friday 10:00 gives Monday 10:00.
    expect(oneWorkingDayAfter(at("2026-11-24T10:00:00+05:30"))).toBe(
      at("2026-11-25T10:00:00+05:30"),
    );
    expect(oneWorkingDayAfter(at("2026-11-27T10:00:00+05:30"))).toBe(
      at("2026-11-30T10:00:00+05:30"),
    );
    // Saturday 23:30 IST (still Saturday in Pune, Saturday 18:00 UTC) gives Monday 23:30.
    expect(oneWorkingDayAfter(at("2026-11-28T23:30:00+05:30"))).toBe(
      at("2026-11-30T23:30:00+05:30"),
    );
  });
});

const record = (
  id: number,
  createdAt: number,
  fields: Partial<EnquiryRecord> = {},
): EnquiryRecord => ({
  id,
  createdAt,
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "",
  message: "Hello",
  source: null,
  language: "en",
  clientIp: null,
  status: "sent",
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  sentAt: createdAt,
  messageId: `<${id}@x>`,
  handling: "open",
  handledAt: null,
  webhook: null,
  heldAt: null,
  heldReason: null,
  attribution: NO_ATTRIBUTION,
  assignedTo: null,
  ...fields,
});

describe("enquiryDashboard", () => {
  const now = at("2026-11-26T12:00:00Z");
  it("counts answered within one working day among the last 30 days' enquiries that are not spam, and the open and held ones", () => {
    const dashboard = enquiryDashboard(
      [
        record(1, now - 2 * HOUR, { handling: "replied", handledAt: now - HOUR }),
        record(2, now - 5 * 24 * HOUR, { handling: "closed", handledAt: now - 2 * 24 * HOUR }),
        record(3, now - 3 * HOUR, { handling: "spam", handledAt: now }),
        record(4, now - 4 * HOUR),
        record(5, now - 4 * HOUR, { heldAt: now - 4 * HOUR, heldReason: "no proof" }),
        record(6, now - 40 * 24 * HOUR, { handling: "replied", handledAt: now - 40 * 24 * HOUR }),
      ],
      now,
    );
    expect(dashboard.answeredInOneWorkingDay).toEqual({ answered: 1, of: 4, share: 0.25 });
    expect([dashboard.open, dashboard.held]).toEqual([1, 1]);
    expect(dashboard.lastThirtyDays.enquiries).toBe(5);
  });

  it("has twelve weeks, the last this one, each split by source, the sources past the top five as one band", () => {
    const sources = ["a", "b", "c", "d", "e", "f", "g"];
    const records = sources.map((source, index) =>
      record(index + 1, now - index * HOUR, {
        attribution: { ...NO_ATTRIBUTION, utmSource: source },
      }),
    );
    const dashboard = enquiryDashboard(records, now);
    expect(dashboard.weeks).toHaveLength(12);
    expect(dashboard.weeks.at(-1)).toEqual({
      week: "2026-11-23",
      total: 7,
      bySource: { a: 1, b: 1, c: 1, d: 1, e: 1, "(other)": 2 },
    });
    expect(dashboard.sources).toEqual(["a", "b", "c", "d", "e", "(other)"]);
  });
});

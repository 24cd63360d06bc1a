import "server-only";
import { COMPANY_TIME_ZONE, type DashboardView } from "@/lib/enquiry-inbox";
import type { EnquiryRecord } from "./db/types";
import { enquiryReport, weekOf, type ReportRow } from "./attribution";

const DAY = 86_400_000;
const WEEK = 7 * DAY;
/** The weeks the chart shows, this one included. */
const DASHBOARD_WEEKS = 12;
/** Sources drawn apart in the chart; the rest are one band, "(other)". */
const CHART_SOURCES = 5;
/** The rows each top list shows. */
const TOP = 5;

const weekday = new Intl.DateTimeFormat("en", { timeZone: COMPANY_TIME_ZONE, weekday: "short" });
/**
 * One working day after `time` in the company's week (Monday to Friday, in Pune): a day later,
 * moved on past a Saturday and a Sunday. Friday 10:00 gives Monday 10:00.
 */
export function oneWorkingDayAfter(time: number): number {
  let deadline = time + DAY;
  while (["Sat", "Sun"].includes(weekday.format(deadline))) deadline += DAY;
  return deadline;
}

/**
 * What the editor's start page shows the sales team, from every stored enquiry, at `now`:
 * - per week (ISO weeks, from Monday, UTC, as `enquiries report --by week`), the last twelve, each
 *   split by source as `enquiries report --by source` groups them (the visit's last touch);
 * - the top campaigns, landing pages and services of the last 30 days (`--since 30d`);
 * - of the last 30 days' enquiries that are not spam, the share marked replied or closed within
 *   one working day of arriving;
 * - how many are open (and not held), and how many are held for review.
 */
export function enquiryDashboard(records: EnquiryRecord[], now: number): DashboardView {
  const firstWeek = Date.parse(weekOf(now)) - (DASHBOARD_WEEKS - 1) * WEEK;
  const inWeeks = records.filter((record) => record.createdAt >= firstWeek);
  const charted = enquiryReport(inWeeks, "source")
    .slice(0, CHART_SOURCES)
    .map((row) => row.group);
  const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, index) => {
    const start = firstWeek + index * WEEK;
    const week = inWeeks.filter(
      (record) => record.createdAt >= start && record.createdAt < start + WEEK,
    );
    const bySource: Record<string, number> = {};
    for (const { group, enquiries } of enquiryReport(week, "source")) {
      const band = charted.includes(group) ? group : "(other)";
      bySource[band] = (bySource[band] ?? 0) + enquiries;
    }
    return { week: new Date(start).toISOString().slice(0, 10), total: week.length, bySource };
  });
  const others = weeks.some((week) => week.bySource["(other)"]);

  const month = records.filter((record) => record.createdAt >= now - 30 * DAY);
  const top = (rows: ReportRow[]) => rows.slice(0, TOP);
  const answerable = month.filter((record) => record.handling !== "spam");
  const answered = answerable.filter(
    (record) =>
      (record.handling === "replied" || record.handling === "closed") &&
      record.handledAt !== null &&
      record.handledAt <= oneWorkingDayAfter(record.createdAt),
  ).length;

  return {
    now,
    weeks,
    sources: others ? [...charted, "(other)"] : charted,
    lastThirtyDays: {
      enquiries: month.length,
      campaigns: top(enquiryReport(month, "campaign")),
      landings: top(enquiryReport(month, "landing")),
      services: top(enquiryReport(month, "service")),
    },
    answeredInOneWorkingDay: {
      answered,
      of: answerable.length,
      share: answerable.length ? answered / answerable.length : null,
    },
    open: records.filter((record) => record.handling === "open" && record.heldAt === null).length,
    held: records.filter((record) => record.heldAt !== null).length,
  };
}

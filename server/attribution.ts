import "server-only";
import { CONTACT_PAGE_SOURCE } from "@/lib/enquiry-limits";
import type { EnquiryRecord } from "./db/types";

type Attribution = EnquiryRecord["attribution"];

/** An enquiry stored before attribution was kept, or sent by a tab that knew nothing of it. */
export const NO_ATTRIBUTION: Attribution = {
  landing: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  page: null,
  device: null,
};

/** Where the visit came from: its UTM source, else the site that linked to it; null when neither. */
const sourceOf = ({ utmSource, referrer }: Attribution) => utmSource ?? referrer;
/** How: its UTM medium, else "referral" for a linking site; null for a direct visit. */
const mediumOf = ({ utmMedium, referrer }: Attribution) =>
  utmMedium ?? (referrer ? "referral" : null);

/**
 * The attribution in one line, for the mail and `enquiries show`: "newsletter / email, campaign
 * nov-cloud; landed on /insights/erp-to-azure; sent from /services/CloudServices (phone)".
 */
export function attributionLine(attribution: Attribution): string {
  const { utmCampaign, utmTerm, utmContent, landing, page, device } = attribution;
  const source = sourceOf(attribution);
  const origin = [
    source ? `${source} / ${mediumOf(attribution) ?? "(none)"}` : "a direct visit",
    utmCampaign && `campaign ${utmCampaign}`,
    utmTerm && `term ${utmTerm}`,
    utmContent && `content ${utmContent}`,
  ].filter(Boolean);
  return [
    origin.join(", "),
    landing && `landed on ${landing}`,
    page && `sent from ${page}${device ? ` (${device})` : ""}`,
    !page && device && `on a ${device}`,
  ]
    .filter(Boolean)
    .join("; ");
}

export const REPORT_GROUPS = [
  "source",
  "medium",
  "campaign",
  "landing",
  "service",
  "language",
  "device",
  "week",
] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

const DAY = 86_400_000;
/** The Monday (UTC) that starts the ISO week of a time, as YYYY-MM-DD. */
export function weekOf(time: number): string {
  const day = Math.floor(time / DAY);
  // Day 0 (1970-01-01) was a Thursday: Monday is 3 days before it.
  const monday = day - ((day + 3) % 7);
  return new Date(monday * DAY).toISOString().slice(0, 10);
}

/** The group an enquiry counts in; "(direct)", "(none)" and "(unknown)" where it has none. */
function groupOf(record: EnquiryRecord, by: ReportGroup): string {
  const { attribution } = record;
  switch (by) {
    case "source":
      return sourceOf(attribution) ?? "(direct)";
    case "medium":
      return mediumOf(attribution) ?? "(none)";
    case "campaign":
      return attribution.utmCampaign ?? "(none)";
    case "landing":
      return attribution.landing ?? "(unknown)";
    case "service":
      return record.source || CONTACT_PAGE_SOURCE;
    case "language":
      return record.language;
    case "device":
      return attribution.device ?? "(unknown)";
    case "week":
      return weekOf(record.createdAt);
  }
}

export type ReportRow = { group: string; enquiries: number; share: number };

/**
 * Enquiries per group, most first (ties by name); by week in time order, weeks without any
 * enquiry included from the first to the last. Shares are fractions of all the enquiries given.
 */
export function enquiryReport(records: EnquiryRecord[], by: ReportGroup): ReportRow[] {
  const counts = new Map<string, number>();
  for (const record of records) {
    const group = groupOf(record, by);
    counts.set(group, (counts.get(group) ?? 0) + 1);
  }
  if (by === "week" && counts.size > 0) {
    const weeks = [...counts.keys()].sort();
    const last = Date.parse(weeks.at(-1)!);
    for (let week = Date.parse(weeks[0]!); week <= last; week += 7 * DAY) {
      const name = new Date(week).toISOString().slice(0, 10);
      if (!counts.has(name)) counts.set(name, 0);
    }
  }
  const rows = [...counts].map(([group, enquiries]) => ({
    group,
    enquiries,
    share: enquiries / records.length,
  }));
  return rows.sort((a, b) =>
    by === "week"
      ? a.group.localeCompare(b.group)
      : b.enquiries - a.enquiries || a.group.localeCompare(b.group),
  );
}

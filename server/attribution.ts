import "server-only";
import { CONTACT_PAGE_SOURCE } from "@/lib/enquiry-limits";
import { FIRST_TOUCH, TOUCH_KEYS, type TouchKey } from "@/lib/first-touch";
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
  firstLanding: null,
  firstReferrer: null,
  firstUtmSource: null,
  firstUtmMedium: null,
  firstUtmCampaign: null,
  firstUtmTerm: null,
  firstUtmContent: null,
  page: null,
  device: null,
};

/** One arrival of a visit: the page it landed on, the site that linked to it, its campaign. */
type Touch = Pick<Attribution, TouchKey>;
export const TOUCHES = ["first", "last"] as const;
export type TouchName = (typeof TOUCHES)[number];

/**
 * The visit's first or last arrival. A visit with one arrival has it as both: its first-touch
 * values are kept only when a later campaign or site began the visit again.
 */
function touchOf(attribution: Attribution, touch: TouchName): Touch {
  const first = Object.fromEntries(
    TOUCH_KEYS.map((key) => [key, attribution[FIRST_TOUCH[key]]]),
  ) as Touch;
  return touch === "first" && Object.values(first).some((value) => value !== null)
    ? first
    : attribution;
}

/** Where the visit came from: its UTM source, else the site that linked to it; null when neither. */
const sourceOf = ({ utmSource, referrer }: Touch) => utmSource ?? referrer;
/** How: its UTM medium, else "referral" for a linking site; null for a direct visit. */
const mediumOf = ({ utmMedium, referrer }: Touch) => utmMedium ?? (referrer ? "referral" : null);

/** One arrival in words: "newsletter / email, campaign nov-cloud", or "a direct visit". */
function originOf(touch: Touch): string {
  const source = sourceOf(touch);
  return [
    source ? `${source} / ${mediumOf(touch) ?? "(none)"}` : "a direct visit",
    touch.utmCampaign && `campaign ${touch.utmCampaign}`,
    touch.utmTerm && `term ${touch.utmTerm}`,
    touch.utmContent && `content ${touch.utmContent}`,
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * The attribution in one line, for the mail and `enquiries show`: "newsletter / email, campaign
 * nov-cloud; landed on /insights/erp-to-azure; sent from /services/CloudServices (phone)"; a
 * visit begun again by a later campaign or site names both touches: "first: linkedin / social,
 * campaign alpha, landed on /; last: google / cpc, campaign gamma, landed on /insights; sent
 * from /contactus (desktop)".
 */
export function attributionLine(attribution: Attribution): string {
  const { page, device } = attribution;
  const first = touchOf(attribution, "first");
  const touches =
    first === attribution
      ? [originOf(attribution), attribution.landing && `landed on ${attribution.landing}`]
      : (
          [
            ["first", first],
            ["last", attribution],
          ] as const
        ).map(([name, touch]) =>
          [`${name}: ${originOf(touch)}`, touch.landing && `landed on ${touch.landing}`]
            .filter(Boolean)
            .join(", "),
        );
  return [
    ...touches,
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
function groupOf(record: EnquiryRecord, by: ReportGroup, touch: TouchName): string {
  const arrival = touchOf(record.attribution, touch);
  switch (by) {
    case "source":
      return sourceOf(arrival) ?? "(direct)";
    case "medium":
      return mediumOf(arrival) ?? "(none)";
    case "campaign":
      return arrival.utmCampaign ?? "(none)";
    case "landing":
      return arrival.landing ?? "(unknown)";
    case "service":
      return record.source || CONTACT_PAGE_SOURCE;
    case "language":
      return record.language;
    case "device":
      return record.attribution.device ?? "(unknown)";
    case "week":
      return weekOf(record.createdAt);
  }
}

export type ReportRow = { group: string; enquiries: number; share: number };

/**
 * Enquiries per group, most first (ties by name); by week in time order, weeks without any
 * enquiry included from the first to the last. Shares are fractions of all the enquiries given.
 * Source, medium, campaign and landing page are those of the visit's last touch (the arrival the
 * enquiry followed), or of its first.
 */
export function enquiryReport(
  records: EnquiryRecord[],
  by: ReportGroup,
  touch: TouchName = "last",
): ReportRow[] {
  const counts = new Map<string, number>();
  for (const record of records) {
    const group = groupOf(record, by, touch);
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

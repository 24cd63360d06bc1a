/**
 * The sales team's view of the enquiries, as the editor's inbox asks for it and the site's private
 * interface (app/internal/enquiries) reads it: one schema for both. The query's values are what
 * the inbox's filter form sends; the site reads them into a store filter.
 */
import { z } from "zod";

export const HANDLINGS = ["open", "replied", "closed", "spam"] as const;

/** The company's time zone: dates in the filters are its days, times are shown in it. */
export const COMPANY_TIME_ZONE = "Asia/Kolkata";
const COMPANY_OFFSET = "+05:30";

/** Enquiries a page of the inbox lists. */
export const PAGE_SIZE = 50;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date is YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(value)), "no such date");
/** A text filter: "" (sent by an empty field) is no filter; "-" is "none" (direct, no campaign…). */
const text = z
  .string()
  .trim()
  .max(200)
  .transform((value) => value || undefined);

/** The inbox's filters, as a query string carries them; every one optional. */
const enquiryQuerySchema = z.object({
  status: z
    .enum(HANDLINGS)
    .or(z.literal("").transform(() => undefined))
    .optional(),
  service: text.optional(),
  language: z
    .enum(["en", "ar"])
    .or(z.literal("").transform(() => undefined))
    .optional(),
  source: text.optional(),
  campaign: text.optional(),
  assigned: text.optional(),
  from: day.or(z.literal("").transform(() => undefined)).optional(),
  to: day.or(z.literal("").transform(() => undefined)).optional(),
  held: z
    .enum(["1"])
    .or(z.literal("").transform(() => undefined))
    .optional(),
  q: text.optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type EnquiryQuery = z.infer<typeof enquiryQuerySchema>;

/** The names the inbox's form and the interface's query use. */
const QUERY_KEYS = Object.keys(enquiryQuerySchema.shape) as (keyof EnquiryQuery)[];

/** A query string's filters, or the first problem in words. */
export function parseEnquiryQuery(params: URLSearchParams) {
  const values = Object.fromEntries(
    QUERY_KEYS.flatMap((key) => {
      const value = params.get(key);
      return value === null ? [] : [[key, value]];
    }),
  );
  const parsed = enquiryQuerySchema.safeParse(values);
  return parsed.success
    ? ({ ok: true, query: parsed.data } as const)
    : ({
        ok: false,
        problem: `${String(parsed.error.issues[0]!.path[0])}: ${parsed.error.issues[0]!.message}`,
      } as const);
}

/** The query string of a query's set filters (for links and the interface's requests). */
export function queryString(query: EnquiryQuery, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  for (const key of QUERY_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

/** The start of a day in the company's time zone (milliseconds). */
export const dayStart = (date: string) => Date.parse(`${date}T00:00:00${COMPANY_OFFSET}`);

/** "None" in a text filter: a direct visit, no campaign, nobody assigned, the Contact Us page. */
export const NONE = "-";

/** A change a member of staff makes to an enquiry: its handling, its assignee, a note. */
export const enquiryChangeSchema = z
  .object({
    handling: z.enum(HANDLINGS).optional(),
    /** An e-mail address, or null to unassign. */
    assignedTo: z.email().max(254).nullable().optional(),
    note: z.string().trim().max(2000).optional(),
  })
  .strict()
  .refine(
    (change) => change.handling || change.assignedTo !== undefined || change.note,
    "a change marks, assigns or notes something",
  );
export type EnquiryChangeInput = z.infer<typeof enquiryChangeSchema>;

/** An enquiry as the interface sends it (the store's record, server/db/types.ts). */
export type EnquiryView = {
  id: number;
  createdAt: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** The service it was sent about; null from the Contact Us page. */
  source: string | null;
  language: "en" | "ar";
  status: "queued" | "sent";
  attempts: number;
  lastError: string | null;
  sentAt: number | null;
  handling: (typeof HANDLINGS)[number];
  handledAt: number | null;
  heldAt: number | null;
  heldReason: string | null;
  assignedTo: string | null;
  webhook: { status: "queued" | "sent"; attempts: number; sentAt: number | null } | null;
  attribution: {
    landing: string | null;
    referrer: string | null;
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
    utmTerm: string | null;
    utmContent: string | null;
    firstLanding: string | null;
    firstReferrer: string | null;
    firstUtmSource: string | null;
    firstUtmMedium: string | null;
    firstUtmCampaign: string | null;
    firstUtmTerm: string | null;
    firstUtmContent: string | null;
    page: string | null;
    device: string | null;
  };
};

/** What staff did with an enquiry (server/db/types.ts's EnquiryEvent). */
export type EnquiryEventView = {
  at: number;
  actor: string;
  handling: (typeof HANDLINGS)[number] | null;
  /** "" when it was unassigned. */
  assignedTo: string | null;
  note: string | null;
};

/** One group of a report: its name, its enquiries and their share of all. */
export type ReportRowView = { group: string; enquiries: number; share: number };

/** The start page's figures (server/enquiry-dashboard.ts). */
export type DashboardView = {
  now: number;
  weeks: { week: string; total: number; bySource: Record<string, number> }[];
  sources: string[];
  lastThirtyDays: {
    enquiries: number;
    campaigns: ReportRowView[];
    landings: ReportRowView[];
    services: ReportRowView[];
  };
  answeredInOneWorkingDay: { answered: number; of: number; share: number | null };
  open: number;
  held: number;
};

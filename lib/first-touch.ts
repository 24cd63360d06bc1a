import type { Attribution } from "./enquiry-schema";

/** A visit's arrival as an enquiry carries it: its last touch's keys (lib/attribution.ts). */
export type TouchKey =
  "landing" | "referrer" | "utmSource" | "utmMedium" | "utmCampaign" | "utmTerm" | "utmContent";

/**
 * Where an enquiry keeps each value of its visit's first touch, beside the last touch's own
 * (`landing` and `firstLanding`): one list for the tab that sends them and the server that reads
 * them. No import but a type, so the pages' attribution code stays free of the schema.
 */
export const FIRST_TOUCH = {
  landing: "firstLanding",
  referrer: "firstReferrer",
  utmSource: "firstUtmSource",
  utmMedium: "firstUtmMedium",
  utmCampaign: "firstUtmCampaign",
  utmTerm: "firstUtmTerm",
  utmContent: "firstUtmContent",
} as const satisfies Record<TouchKey, keyof Attribution>;

export const TOUCH_KEYS = Object.keys(FIRST_TOUCH) as TouchKey[];

/** How long enquiries are kept, in words: 730 days is "2 years". */
export const retentionPeriod = (days: number) =>
  days % 365 === 0
    ? `${days / 365} ${days === 365 ? "year" : "years"}`
    : `${days} ${days === 1 ? "day" : "days"}`;

/** The line under each enquiry form: what is kept, why, and for how long. */
export const enquiryDataNote = (days: number) =>
  `We use your details, and how your visit reached us, only to answer this enquiry, and delete them after ${retentionPeriod(days)}.`;

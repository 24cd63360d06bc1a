import { plural, type PluralForms } from "@/lib/enquiry-plural";
import type * as en from "./privacy";

/*
 * Arabic number-noun agreement, by plural category, written with Western digits:
 * one (1): the noun with واحد/واحدة; two (2): the dual, in the oblique form the sentences need
 * (after بعد، لمدة); few (3-10, 103-110…): the plural; many (11-99, 111-199…): the accusative
 * singular (tamyiz); other (100-102, 200, 1000…): the genitive singular. So 103 أيام، 365 يومًا،
 * 400 يوم، 101 يوم.
 */
const days: PluralForms = {
  one: "يوم واحد",
  two: "يومين",
  few: "{count} أيام",
  many: "{count} يومًا",
  other: "{count} يوم",
};
const years: PluralForms = {
  one: "سنة واحدة",
  two: "سنتين",
  few: "{count} سنوات",
  many: "{count} سنة",
  other: "{count} سنة",
};

/** How long enquiries are kept, in words, to follow a preposition (بعد، لمدة): 730 days is "سنتين". */
export const retentionPeriod: typeof en.retentionPeriod = (count) =>
  count % 365 === 0 ? plural("ar", years, count / 365) : plural("ar", days, count);

/** The line under each enquiry form: what is kept, why, and for how long. */
export const enquiryDataNote: typeof en.enquiryDataNote = (count) =>
  `نستخدم بياناتك، وكيف وصلت زيارتك إلينا، للرد على هذا الاستفسار فقط، ونحذفها بعد ${retentionPeriod(count)}.`;

/**
 * The sales team's daily digest (`npm run cms -- digest`, run each morning by a timer, see
 * docs/editing.md): yesterday's enquiries, the ones still open after two working days, and those
 * held for review, mailed to every account with the Sales role. Nothing is mailed when all three
 * are empty. What it mails is recorded in the audit as seen by "daily digest".
 */
import type { Payload } from "payload";
import {
  COMPANY_TIME_ZONE,
  queryString,
  type EnquiryQuery,
  type EnquiryView,
} from "../../lib/enquiry-inbox";
import { settings } from "../settings";
import { audit, site, type EnquiryPage } from "./site";

const DAY = 86_400_000;
const DIGEST = "daily digest";

/** The company's calendar day of a time, as YYYY-MM-DD. */
const dayOf = (time: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: COMPANY_TIME_ZONE }).format(time);
const weekday = new Intl.DateTimeFormat("en", { timeZone: COMPANY_TIME_ZONE, weekday: "short" });
const isWorkingDay = (time: number) => !["Sat", "Sun"].includes(weekday.format(time));

/** The day `count` working days before `time`'s, in the company's calendar. */
function workingDaysBefore(time: number, count: number) {
  let day = time;
  for (let left = count; left > 0;) {
    day -= DAY;
    if (isWorkingDay(day)) left--;
  }
  return dayOf(day);
}

/** Every enquiry matching `query`, page after page. */
async function all(query: EnquiryQuery) {
  const found: EnquiryView[] = [];
  for (let page = 1; ; page++) {
    const { enquiries, total } = (await (
      await site(`?${queryString({ ...query, page })}`, DIGEST)
    ).json()) as EnquiryPage;
    found.push(...enquiries);
    if (enquiries.length === 0 || found.length >= total) return found;
  }
}

/** The digest's three lists at `now`. */
export async function digestOf(now: number) {
  const yesterday = dayOf(now - DAY);
  return {
    yesterday: await all({ from: yesterday, to: yesterday }),
    open: await all({ status: "open", to: workingDaysBefore(now, 2) }),
    held: await all({ held: "1" }),
  };
}

const time = (at: number) =>
  `${new Intl.DateTimeFormat("en-GB", {
    timeZone: COMPANY_TIME_ZONE,
    dateStyle: "medium",
    timeStyle: "short",
    hourCycle: "h23",
  }).format(at)} IST`;

/** The digest as text: a section per list, each enquiry a line with its link. */
function digestText(digest: Awaited<ReturnType<typeof digestOf>>, editorUrl: string) {
  const line = (enquiry: EnquiryView) =>
    `  #${enquiry.id}  ${time(enquiry.createdAt)}  ${enquiry.name} <${enquiry.email}>  ${
      enquiry.source ?? "Contact Us page"
    }\n      ${editorUrl}/admin/enquiries/${enquiry.id}`;
  const section = (title: string, enquiries: EnquiryView[]) =>
    `${title} (${enquiries.length})\n${enquiries.length ? enquiries.map(line).join("\n") : "  none"}`;
  return [
    section("Received yesterday", digest.yesterday),
    section("Still open after two working days", digest.open),
    section("Held for review (sent without the captcha's proof: release or discard)", digest.held),
    `All enquiries: ${editorUrl}/admin/enquiries`,
  ].join("\n\n");
}

/** Mails the digest to the sales team; resolves with whom it went to (none when all is empty). */
export async function sendDigest(payload: Payload, now = Date.now()) {
  const digest = await digestOf(now);
  const shown = [...digest.yesterday, ...digest.open, ...digest.held];
  if (shown.length === 0) return [];
  const { docs } = await payload.find({
    collection: "users",
    where: { roles: { in: ["sales"] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  const to = docs.map((user) => String(user.email));
  if (to.length === 0) return [];
  await audit({ payload }, DIGEST, "listed", [...new Set(shown.map((enquiry) => enquiry.id))]);
  await payload.sendEmail({
    to,
    subject: `Enquiries: ${digest.yesterday.length} yesterday, ${digest.open.length} still open, ${digest.held.length} held`,
    text: digestText(digest, settings().url),
  });
  return to;
}

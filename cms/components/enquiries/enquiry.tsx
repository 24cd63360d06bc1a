import type { AdminViewServerProps } from "payload";
import Link from "next/link";
import type { ReactNode } from "react";
import type { EnquiryView } from "../../../lib/enquiry-inbox";
import { attempt, EnquiriesError, showEnquiry, type EnquiryWithEvents } from "../../enquiries/site";
import { EnquiryActions } from "./actions";
import { companyTime, copyFor, type Copy } from "./copy";
import { Frame, Unavailable } from "./inbox";

/** A definition list's rows, leaving out what is not known. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="enquiries__facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd dir="auto">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One arrival of the visit: its site or campaign tags, and where it landed. */
function touchRows(
  copy: Copy,
  touch: {
    landing: string | null;
    referrer: string | null;
    tags: (string | null)[];
  },
): [string, ReactNode][] {
  const tags = touch.tags.filter(Boolean).join(" / ");
  return [
    [copy.referrer, touch.referrer ?? (tags ? "—" : copy.direct)],
    [copy.utm, tags || "—"],
    [copy.landed, touch.landing ?? "—"],
  ];
}

function Attribution({ enquiry, copy }: { enquiry: EnquiryView; copy: Copy }) {
  const a = enquiry.attribution;
  const last = touchRows(copy, {
    landing: a.landing,
    referrer: a.referrer,
    tags: [a.utmSource, a.utmMedium, a.utmCampaign, a.utmTerm, a.utmContent],
  });
  const firstTags = [
    a.firstUtmSource,
    a.firstUtmMedium,
    a.firstUtmCampaign,
    a.firstUtmTerm,
    a.firstUtmContent,
  ];
  const hasFirst = [a.firstLanding, a.firstReferrer, ...firstTags].some((value) => value !== null);
  return (
    <section aria-labelledby="enquiry-attribution">
      <h2 id="enquiry-attribution">{copy.attribution}</h2>
      {hasFirst && (
        <>
          <h3>{copy.firstTouch}</h3>
          <Facts
            rows={touchRows(copy, {
              landing: a.firstLanding,
              referrer: a.firstReferrer,
              tags: firstTags,
            })}
          />
          <h3>{copy.lastTouch}</h3>
        </>
      )}
      <Facts rows={[...last, [copy.sentFrom, a.page ?? "—"], [copy.device, a.device ?? "—"]]} />
    </section>
  );
}

/** The member of staff's colleagues an enquiry can be assigned to: the sales team and admins. */
async function colleaguesOf(req: AdminViewServerProps["initPageResult"]["req"]) {
  const { docs } = await req.payload.find({
    collection: "users",
    where: { roles: { in: ["sales", "admin"] } },
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: true,
    req,
  });
  return docs.map((user) => user.email as string);
}

function Enquiry({
  found: { enquiry, events },
  colleagues,
  copy,
  language,
}: {
  found: EnquiryWithEvents;
  colleagues: string[];
  copy: Copy;
  language: string;
}) {
  const time = (at: number) => companyTime(at, language);
  return (
    <>
      <h1 dir="auto">
        #{enquiry.id} · {enquiry.name}
      </h1>
      <p className="enquiries__muted">
        {copy.received} {time(enquiry.createdAt)} · {enquiry.source ?? copy.contact} ·{" "}
        {copy.languages[enquiry.language]} · {copy.handlings[enquiry.handling]}
        {enquiry.heldAt !== null && <> · {copy.held}</>}
      </p>
      <div className="enquiries__columns">
        <div>
          <section aria-labelledby="enquiry-message">
            <h2 id="enquiry-message">{copy.message}</h2>
            <p className="enquiries__message" dir="auto">
              {enquiry.message}
            </p>
          </section>
          <section aria-labelledby="enquiry-contact">
            <h2 id="enquiry-contact">{copy.contactDetails}</h2>
            <Facts
              rows={[
                [copy.from_, enquiry.name],
                [
                  copy.email,
                  <a key="mail" href={`mailto:${enquiry.email}`} dir="ltr">
                    {enquiry.email}
                  </a>,
                ],
                [
                  copy.phone,
                  enquiry.phone ? (
                    <a key="tel" href={`tel:${enquiry.phone}`} dir="ltr">
                      {enquiry.phone}
                    </a>
                  ) : (
                    copy.notGiven
                  ),
                ],
              ]}
            />
          </section>
          <Attribution enquiry={enquiry} copy={copy} />
          <section aria-labelledby="enquiry-delivery">
            <h2 id="enquiry-delivery">{copy.delivery}</h2>
            <ul>
              <li>
                {enquiry.heldAt !== null
                  ? copy.heldSince(time(enquiry.heldAt), enquiry.heldReason ?? "")
                  : enquiry.sentAt !== null
                    ? copy.mailSent(time(enquiry.sentAt))
                    : copy.mailQueued(enquiry.attempts, enquiry.lastError)}
              </li>
              {enquiry.webhook && (
                <li>
                  {copy.webhook(
                    enquiry.webhook.sentAt !== null
                      ? time(enquiry.webhook.sentAt)
                      : enquiry.webhook.status,
                  )}
                </li>
              )}
            </ul>
          </section>
        </div>
        <div>
          <EnquiryActions
            id={enquiry.id}
            handling={enquiry.handling}
            assignedTo={enquiry.assignedTo}
            colleagues={colleagues}
          />
          <section aria-labelledby="enquiry-history">
            <h2 id="enquiry-history">{copy.history}</h2>
            {events.length ? (
              <ol className="enquiries__history">
                {events.map((event, index) => (
                  <li key={index}>
                    <div className="enquiries__muted">
                      {time(event.at)} · <span dir="ltr">{event.actor}</span>
                    </div>
                    {[
                      event.handling && copy.marked(copy.handlings[event.handling]),
                      event.assignedTo !== null && copy.assignedTo(event.assignedTo),
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                    {event.note && <p dir="auto">{event.note}</p>}
                  </li>
                ))}
              </ol>
            ) : (
              <p>{copy.noHistory}</p>
            )}
          </section>
        </div>
      </div>
    </>
  );
}

/** /admin/enquiries/{id}: one enquiry in full, its history, and what the sales team does with it. */
export async function EnquiryDetail(props: AdminViewServerProps) {
  const { req } = props.initPageResult;
  const language = req.i18n.language;
  const copy = copyFor(language);
  const segments = [props.params?.segments ?? []].flat();
  const found = await attempt(() => showEnquiry(req, String(segments[1] ?? "")));
  return (
    <Frame props={props}>
      <p>
        <Link href="/admin/enquiries">{copy.back}</Link>
      </p>
      {found instanceof EnquiriesError ? (
        <Unavailable copy={copy} error={found} />
      ) : (
        <Enquiry
          found={found}
          colleagues={await colleaguesOf(req)}
          copy={copy}
          language={language}
        />
      )}
    </Frame>
  );
}

import { DefaultTemplate } from "@payloadcms/next/templates";
import { Gutter } from "@payloadcms/ui";
import type { AdminViewServerProps } from "payload";
import Link from "next/link";
import type { ReactNode } from "react";
import { services } from "../../../content/services";
import { CONTACT_PAGE_SOURCE } from "../../../lib/enquiry-limits";
import {
  HANDLINGS,
  parseEnquiryQuery,
  queryString,
  type EnquiryQuery,
  type EnquiryView,
} from "../../../lib/enquiry-inbox";
import { attempt, EnquiriesError, listEnquiries, type EnquiryPage } from "../../enquiries/site";
import { companyTime, copyFor, type Copy } from "./copy";

/** The view's search parameters, as the query string they came in. */
function searchOf(searchParams: AdminViewServerProps["searchParams"]) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams ?? {}))
    for (const one of [value].flat()) if (typeof one === "string") params.append(key, one);
  return params;
}

/** The admin's frame around a view of the enquiries. */
export function Frame({ props, children }: { props: AdminViewServerProps; children: ReactNode }) {
  const { req, visibleEntities, permissions, locale } = props.initPageResult;
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={props.params}
      payload={req.payload}
      permissions={permissions}
      searchParams={props.searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter className="enquiries">{children}</Gutter>
    </DefaultTemplate>
  );
}

/** A refusal or an outage, in words, where the view would be. */
export function Unavailable({ copy, error }: { copy: Copy; error: EnquiriesError }) {
  return (
    <div role="alert" className="enquiries__alert">
      <strong>{copy.unavailable}</strong>: {error.message}
    </div>
  );
}

/** Where the visit came from, in a few words: "newsletter / email · nov-cloud" or "direct". */
function originOf(enquiry: EnquiryView, copy: Copy) {
  const { utmSource, referrer, utmMedium, utmCampaign } = enquiry.attribution;
  const source = utmSource ?? referrer;
  const how = source ? `${source}${utmMedium ? ` / ${utmMedium}` : ""}` : copy.direct;
  return utmCampaign ? `${how} · ${utmCampaign}` : how;
}

function Filters({ query, copy }: { query: EnquiryQuery; copy: Copy }) {
  const text = (name: "source" | "campaign" | "assigned", label: string) => (
    <label className="enquiries__field">
      <span>{label}</span>
      <input name={name} defaultValue={query[name] ?? ""} placeholder={copy.none} dir="auto" />
    </label>
  );
  return (
    <form
      method="get"
      action="/admin/enquiries"
      className="enquiries__filters"
      aria-label={copy.filters}
    >
      <label className="enquiries__field enquiries__field--wide">
        <span>{copy.search}</span>
        <input type="search" name="q" defaultValue={query.q ?? ""} dir="auto" />
      </label>
      <label className="enquiries__field">
        <span>{copy.status}</span>
        <select name="status" defaultValue={query.status ?? ""}>
          <option value="">{copy.any}</option>
          {HANDLINGS.map((handling) => (
            <option key={handling} value={handling}>
              {copy.handlings[handling]}
            </option>
          ))}
        </select>
      </label>
      <label className="enquiries__field">
        <span>{copy.service}</span>
        <select name="service" defaultValue={query.service ?? ""}>
          <option value="">{copy.any}</option>
          <option value={CONTACT_PAGE_SOURCE}>{copy.contact}</option>
          {services.map((service) => (
            <option key={service.source} value={service.source}>
              {service.title}
            </option>
          ))}
        </select>
      </label>
      <label className="enquiries__field">
        <span>{copy.language}</span>
        <select name="language" defaultValue={query.language ?? ""}>
          <option value="">{copy.any}</option>
          <option value="en">{copy.languages.en}</option>
          <option value="ar">{copy.languages.ar}</option>
        </select>
      </label>
      {text("source", copy.source)}
      {text("campaign", copy.campaign)}
      {text("assigned", copy.assigned)}
      <label className="enquiries__field">
        <span>{copy.from}</span>
        <input type="date" name="from" defaultValue={query.from ?? ""} />
      </label>
      <label className="enquiries__field">
        <span>{copy.to}</span>
        <input type="date" name="to" defaultValue={query.to ?? ""} />
      </label>
      <label className="enquiries__check">
        <input type="checkbox" name="held" value="1" defaultChecked={query.held === "1"} />
        <span>{copy.heldOnly}</span>
      </label>
      <div className="enquiries__buttons">
        <button type="submit" className="btn btn--style-primary btn--size-medium">
          {copy.filter}
        </button>
        <Link href="/admin/enquiries" className="btn btn--style-secondary btn--size-medium">
          {copy.clear}
        </Link>
      </div>
    </form>
  );
}

function Table({ found, copy, language }: { found: EnquiryPage; copy: Copy; language: string }) {
  if (!found.enquiries.length) return <p>{copy.nothing}</p>;
  return (
    <div className="enquiries__table-wrap">
      <table className="enquiries__table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{copy.received}</th>
            <th scope="col">{copy.from_}</th>
            <th scope="col">{copy.service}</th>
            <th scope="col">{copy.came}</th>
            <th scope="col">{copy.handling}</th>
            <th scope="col">{copy.assigned}</th>
          </tr>
        </thead>
        <tbody>
          {found.enquiries.map((enquiry) => (
            <tr key={enquiry.id}>
              <td>
                <Link href={`/admin/enquiries/${enquiry.id}`}>#{enquiry.id}</Link>
              </td>
              <td>{companyTime(enquiry.createdAt, language)}</td>
              <td>
                <Link href={`/admin/enquiries/${enquiry.id}`} dir="auto">
                  {enquiry.name}
                </Link>
                <div className="enquiries__muted" dir="ltr">
                  {enquiry.email}
                </div>
              </td>
              <td>{enquiry.source ?? copy.contact}</td>
              <td dir="auto">{originOf(enquiry, copy)}</td>
              <td>
                {copy.handlings[enquiry.handling]}
                {enquiry.heldAt !== null && <> · {copy.held}</>}
              </td>
              <td dir="ltr">{enquiry.assignedTo ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Results({
  found,
  query,
  copy,
  language,
}: {
  found: EnquiryPage;
  query: EnquiryQuery;
  copy: Copy;
  language: string;
}) {
  const pages = Math.max(1, Math.ceil(found.total / found.pageSize));
  const link = (page: number) => `/admin/enquiries?${queryString({ ...query, page })}`;
  const exportLink = (format: string) =>
    `/api/enquiries/export?${queryString({ ...query, page: undefined }, { format })}`;
  return (
    <>
      <div className="enquiries__summary">
        <p role="status">{copy.found(found.total)}</p>
        <a className="btn btn--style-secondary btn--size-small" href={exportLink("csv")}>
          {copy.exportCsv}
        </a>
        <a className="btn btn--style-secondary btn--size-small" href={exportLink("json")}>
          {copy.exportJson}
        </a>
      </div>
      <Table found={found} copy={copy} language={language} />
      {pages > 1 && (
        <nav className="enquiries__pages" aria-label={copy.pageOf(found.page, pages)}>
          {found.page > 1 && <Link href={link(found.page - 1)}>{copy.previous}</Link>}
          <span>{copy.pageOf(found.page, pages)}</span>
          {found.page < pages && <Link href={link(found.page + 1)}>{copy.next}</Link>}
        </nav>
      )}
    </>
  );
}

/** /admin/enquiries: the sales team's inbox, filtered, a page at a time, with its exports. */
export async function EnquiryInbox(props: AdminViewServerProps) {
  const { req } = props.initPageResult;
  const language = req.i18n.language;
  const copy = copyFor(language);
  const parsed = parseEnquiryQuery(searchOf(props.searchParams));
  const query = parsed.ok ? parsed.query : {};
  const found = parsed.ok
    ? await attempt(() => listEnquiries(req, query))
    : new EnquiriesError(400, parsed.problem);
  return (
    <Frame props={props}>
      <h1>{copy.enquiries}</h1>
      <p className="enquiries__muted">{copy.intro}</p>
      <Filters query={query} copy={copy} />
      {found instanceof EnquiriesError ? (
        <Unavailable copy={copy} error={found} />
      ) : (
        <Results found={found} query={query} copy={copy} language={language} />
      )}
    </Frame>
  );
}

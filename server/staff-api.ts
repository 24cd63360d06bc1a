import "server-only";
import { z } from "zod";
import {
  dayStart,
  enquiryChangeSchema,
  NONE,
  PAGE_SIZE,
  parseEnquiryQuery,
  type EnquiryEventView,
  type EnquiryQuery,
  type EnquiryView,
} from "@/lib/enquiry-inbox";
import { bearerRefusal } from "./bearer";
import { getConfig } from "./config";
import { getStore } from "./db";
import type { EnquiryFilter } from "./db/types";
import { enquiryDashboard } from "./enquiry-dashboard";
import { toCsv, toJson } from "./enquiry-export";
import { readJsonBody } from "./request-body";

/**
 * The editor's private interface to the enquiries (`/internal/enquiries…`): the sales team's
 * inbox reads and changes them here, so that only the site's server ever writes its store. Off
 * (404) unless ENQUIRIES_TOKEN is set, then only for requests with it as a bearer token; the edge
 * never passes /internal/ on (docs/nginx.conf), so it is reached on the private network only. Each
 * change names the member of staff who made it (`X-Staff`, an e-mail address), kept with it.
 */

const DAY = 86_400_000;
const headers = { "Cache-Control": "no-store" };
const answer = (body: unknown, status = 200) => Response.json(body, { status, headers });
const refusal = (status: number, reason: string) => answer({ success: false, reason }, status);

/** The refusal for a request without the token, or null. */
const unauthorised = (request: Request) =>
  bearerRefusal(request, getConfig().ENQUIRIES_TOKEN, "enquiries");

/** "none" in a text filter is the empty value the store compares with. */
const orNone = (value: string | undefined) => (value === NONE ? "" : value);

/** The store's filter for the inbox's query. */
function toFilter(query: EnquiryQuery): EnquiryFilter {
  return {
    from: query.from ? dayStart(query.from) : undefined,
    to: query.to ? dayStart(query.to) + DAY : undefined,
    handling: query.status,
    service: query.service,
    language: query.language,
    source: orNone(query.source),
    campaign: orNone(query.campaign),
    assignedTo: orNone(query.assigned),
    held: query.held === "1",
    text: query.q,
  };
}

/** The request's filters, or the refusal naming the bad one. */
function filterOf(request: Request) {
  const parsed = parseEnquiryQuery(new URL(request.url).searchParams);
  return parsed.ok ? parsed.query : refusal(400, parsed.problem);
}

/** GET /internal/enquiries?…: a page of the enquiries matching the filters, newest first. */
export async function listForStaff(request: Request) {
  const query = unauthorised(request) ?? filterOf(request);
  if (query instanceof Response) return query;
  const page = query.page ?? 1;
  const found = await getStore().searchEnquiries(
    toFilter(query),
    PAGE_SIZE,
    (page - 1) * PAGE_SIZE,
  );
  return answer({
    success: true,
    page,
    pageSize: PAGE_SIZE,
    total: found.total,
    enquiries: found.enquiries satisfies EnquiryView[],
  });
}

const formatSchema = z.enum(["csv", "json"]);

/** GET /internal/enquiries/export?format=csv|json&…: every enquiry matching the filters. */
export async function exportForStaff(request: Request) {
  const query = unauthorised(request) ?? filterOf(request);
  if (query instanceof Response) return query;
  const format = formatSchema.safeParse(new URL(request.url).searchParams.get("format"));
  if (!format.success) return refusal(400, "format: csv or json");
  const { enquiries } = await getStore().searchEnquiries(
    toFilter(query),
    Number.MAX_SAFE_INTEGER,
    0,
  );
  return new Response(format.data === "csv" ? toCsv(enquiries) : toJson(enquiries), {
    headers: {
      ...headers,
      "Content-Type": format.data === "csv" ? "text/csv; charset=utf-8" : "application/json",
      "X-Enquiries": String(enquiries.length),
    },
  });
}

/** GET /internal/enquiries/dashboard: the start page's figures (server/enquiry-dashboard.ts). */
export async function dashboardForStaff(request: Request) {
  const refused = unauthorised(request);
  if (refused) return refused;
  return answer({
    success: true,
    ...enquiryDashboard(await getStore().listEnquiries(), Date.now()),
  });
}

/** An enquiry and what staff did with it, as the editor reads them. */
const withEvents = async (enquiry: EnquiryView) =>
  answer({
    success: true,
    enquiry,
    events: (await getStore().enquiryEvents(enquiry.id)) satisfies EnquiryEventView[],
  });

/** The path's enquiry id, or null. */
const idOf = (value: string) => (/^[1-9]\d{0,15}$/.test(value) ? Number(value) : null);

/** GET /internal/enquiries/{id}: one enquiry and what staff did with it. */
export async function showForStaff(request: Request, idText: string) {
  const refused = unauthorised(request);
  if (refused) return refused;
  const id = idOf(idText);
  const enquiry = id === null ? undefined : await getStore().findEnquiry(id);
  if (!enquiry) return refusal(404, "no such enquiry");
  return withEvents(enquiry);
}

const staffSchema = z.email().max(254);

/** The member of staff a change is made by (X-Staff), or the refusal. */
function staffOf(request: Request) {
  const staff = staffSchema.safeParse(request.headers.get("x-staff"));
  return staff.success ? staff.data : refusal(400, "X-Staff: the member of staff's e-mail address");
}

/** PATCH /internal/enquiries/{id} {handling?, assignedTo?, note?}: one change, recorded. */
export async function changeForStaff(request: Request, idText: string) {
  const staff = unauthorised(request) ?? staffOf(request);
  if (staff instanceof Response) return staff;
  const id = idOf(idText);
  if (id === null) return refusal(404, "no such enquiry");
  const body = await readJsonBody(request, 8192, "change");
  if (!body.ok) return refusal(body.status, body.error);
  const change = enquiryChangeSchema.safeParse(body.body);
  if (!change.success) {
    const issue = change.error.issues[0]!;
    return refusal(400, `${issue.path.join(".") || "change"}: ${issue.message}`);
  }
  const enquiry = await getStore().changeEnquiry(id, change.data, staff, Date.now());
  if (!enquiry) return refusal(404, "no such enquiry");
  return withEvents(enquiry);
}

/** DELETE /internal/enquiries/{id}: the enquiry and what staff recorded of it, erased. */
export async function eraseForStaff(request: Request, idText: string) {
  const staff = unauthorised(request) ?? staffOf(request);
  if (staff instanceof Response) return staff;
  const id = idOf(idText);
  if (id === null || !(await getStore().eraseEnquiry(id))) return refusal(404, "no such enquiry");
  return answer({ success: true, erased: id });
}

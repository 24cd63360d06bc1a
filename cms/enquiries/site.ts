/**
 * The sales team's enquiries, read and changed through the site's private interface
 * (app/internal/enquiries on the site, ENQUIRIES_URL with ENQUIRIES_TOKEN), never its database:
 * only the site's server writes its store. Each look at personal data and each change is recorded
 * in the audit (cms/collections/enquiry-audit.ts) before it is answered.
 */
import type { Payload, PayloadRequest } from "payload";
import {
  queryString,
  type DashboardView,
  type EnquiryChangeInput,
  type EnquiryEventView,
  type EnquiryQuery,
  type EnquiryView,
} from "../../lib/enquiry-inbox";
import { worksEnquiries } from "../access";
import type { AuditAction } from "../collections/enquiry-audit";
import { settings } from "../settings";

/** An answer for the member of staff: the status, and the reason in words. */
export class EnquiriesError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** What `work` resolves with, or the EnquiriesError it refused with (for a view to show). */
export async function attempt<T>(work: () => Promise<T>): Promise<T | EnquiriesError> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof EnquiriesError) return error;
    throw error;
  }
}

/** The signed-in member of staff's e-mail address, if they work the enquiries; else a refusal. */
export function staffOf(user: PayloadRequest["user"] | undefined): string {
  if (!user) throw new EnquiriesError(401, "Sign in first.");
  if (!worksEnquiries(user))
    throw new EnquiriesError(403, "Enquiries are for the sales team and admins.");
  return user.email as string;
}

/** A request to the site's interface; its JSON refusals become EnquiriesErrors. */
export async function site(
  path: string,
  staff: string,
  init: { method?: string; body?: unknown } = {},
) {
  const interfaceSettings = settings().enquiries;
  if (!interfaceSettings)
    throw new EnquiriesError(
      503,
      "The enquiries are not connected: set ENQUIRIES_URL and ENQUIRIES_TOKEN.",
    );
  let response: Response;
  try {
    response = await fetch(`${interfaceSettings.url}/internal/enquiries${path}`, {
      method: init.method ?? "GET",
      headers: {
        Authorization: `Bearer ${interfaceSettings.token}`,
        "X-Staff": staff,
        ...(init.body !== undefined && { "Content-Type": "application/json" }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      cache: "no-store",
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new EnquiriesError(503, "The site's server did not answer: try again in a moment.");
  }
  if (response.ok) return response;
  const reason = ((await response.json().catch(() => null)) as { reason?: string } | null)?.reason;
  throw new EnquiriesError(
    response.status === 401 ? 503 : response.status,
    response.status === 401
      ? "The site refused the editor's ENQUIRIES_TOKEN: the two settings differ."
      : (reason ?? `The site answered ${response.status}.`),
  );
}

/** Records a look or a change, naming enquiries by number only. */
export async function audit(
  { payload, req }: { payload: Payload; req?: PayloadRequest },
  staff: string,
  action: AuditAction,
  enquiries: number[],
  detail = "",
) {
  await payload.create({
    collection: "enquiry-audit",
    data: { staff, action, enquiries: enquiries.join(", "), detail },
    overrideAccess: true,
    req,
  });
}

/** The filters in the audit's words: "status=open source=newsletter, page 2". */
const filtersOf = (query: EnquiryQuery) =>
  decodeURIComponent(queryString(query).replace(/&/g, " "));

export type EnquiryPage = {
  page: number;
  pageSize: number;
  total: number;
  enquiries: EnquiryView[];
};

export async function listEnquiries(req: PayloadRequest, query: EnquiryQuery) {
  const staff = staffOf(req.user);
  const found = (await (await site(`?${queryString(query)}`, staff)).json()) as EnquiryPage;
  if (found.enquiries.length)
    await audit(
      { payload: req.payload, req },
      staff,
      "listed",
      found.enquiries.map((enquiry) => enquiry.id),
      filtersOf(query),
    );
  return found;
}

export type EnquiryWithEvents = { enquiry: EnquiryView; events: EnquiryEventView[] };

export async function showEnquiry(req: PayloadRequest, id: string) {
  const staff = staffOf(req.user);
  const found = (await (
    await site(`/${encodeURIComponent(id)}`, staff)
  ).json()) as EnquiryWithEvents;
  await audit({ payload: req.payload, req }, staff, "viewed", [found.enquiry.id]);
  return found;
}

export async function changeEnquiry(req: PayloadRequest, id: string, change: EnquiryChangeInput) {
  const staff = staffOf(req.user);
  const changed = (await (
    await site(`/${encodeURIComponent(id)}`, staff, { method: "PATCH", body: change })
  ).json()) as EnquiryWithEvents;
  const detail = [
    change.handling && `marked ${change.handling}`,
    change.assignedTo !== undefined && `assigned to ${change.assignedTo ?? "nobody"}`,
    change.note && "noted",
  ]
    .filter(Boolean)
    .join(", ");
  await audit({ payload: req.payload, req }, staff, "changed", [changed.enquiry.id], detail);
  return changed;
}

export async function eraseEnquiry(req: PayloadRequest, id: string) {
  const staff = staffOf(req.user);
  const { erased } = (await (
    await site(`/${encodeURIComponent(id)}`, staff, { method: "DELETE" })
  ).json()) as { erased: number };
  await audit({ payload: req.payload, req }, staff, "erased", [erased]);
  return erased;
}

export async function exportEnquiries(
  req: PayloadRequest,
  query: EnquiryQuery,
  format: "csv" | "json",
) {
  const staff = staffOf(req.user);
  const response = await site(`/export?${queryString(query, { format })}`, staff);
  const body = await response.text();
  const count = Number(response.headers.get("x-enquiries") ?? 0);
  await audit(
    { payload: req.payload, req },
    staff,
    "exported",
    [],
    `${count} as ${format.toUpperCase()}: ${filtersOf(query) || "all"}`,
  );
  return { body, contentType: response.headers.get("content-type") ?? "text/plain" };
}

/** The start page's figures (no personal data, so not recorded). */
export async function enquiryDashboard(user: PayloadRequest["user"] | undefined) {
  const staff = staffOf(user);
  return (await (await site("/dashboard", staff)).json()) as DashboardView;
}

const DAY = 86_400_000;

/**
 * Deletes audit entries older than the enquiries' retention (ENQUIRY_RETENTION_DAYS, the site's
 * setting, 730 days by default), now and daily while the editor serves.
 */
export function keepAuditWithinRetention(payload: Payload) {
  const prune = () =>
    payload
      .delete({
        collection: "enquiry-audit",
        where: {
          createdAt: {
            less_than: new Date(Date.now() - settings().enquiryRetentionDays * DAY).toISOString(),
          },
        },
        overrideAccess: true,
      })
      .catch((error: unknown) =>
        payload.logger.error({ err: error, msg: "enquiry audit: pruning failed" }),
      );
  void prune();
  setInterval(() => void prune(), DAY).unref();
}

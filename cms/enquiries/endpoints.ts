import type { Endpoint, PayloadRequest } from "payload";
import { enquiryChangeSchema, parseEnquiryQuery } from "../../lib/enquiry-inbox";
import {
  changeEnquiry,
  enquiryDashboard,
  EnquiriesError,
  eraseEnquiry,
  exportEnquiries,
  listEnquiries,
  showEnquiry,
  staffOf,
} from "./site";

/** The JSON answer to a refusal: `success: false` and the reason, with its status. */
const refusal = (status: number, reason: string) =>
  Response.json({ success: false, reason }, { status, headers: { "Cache-Control": "no-store" } });

/** A handler for the sales team and admins, whose refusals (EnquiriesErrors) are answered in JSON. */
const handled =
  (work: (req: PayloadRequest) => Promise<Response>) =>
  async (req: PayloadRequest): Promise<Response> => {
    try {
      staffOf(req.user);
      return await work(req);
    } catch (error) {
      if (error instanceof EnquiriesError) return refusal(error.status, error.message);
      throw error;
    }
  };

const ok = (body: object) =>
  Response.json({ success: true, ...body }, { headers: { "Cache-Control": "no-store" } });

/** The request's filters, or the refusal naming the bad one. */
function queryOf(req: PayloadRequest) {
  const parsed = parseEnquiryQuery(new URL(req.url ?? "", "http://editor").searchParams);
  if (!parsed.ok) throw new EnquiriesError(400, parsed.problem);
  return parsed.query;
}

const idOf = (req: PayloadRequest) => String(req.routeParams?.id ?? "");

/**
 * The editor's REST routes to the enquiries (/api/enquiries…), for the inbox's buttons and for
 * scripts: the sales team's and admins' only (401 signed out, 403 for any other role), every one
 * recorded in the audit (cms/enquiries/site.ts).
 */
export const enquiryEndpoints: Endpoint[] = [
  {
    path: "/enquiries",
    method: "get",
    handler: handled(async (req) => ok(await listEnquiries(req, queryOf(req)))),
  },
  {
    path: "/enquiries/export",
    method: "get",
    handler: handled(async (req) => {
      const format = new URL(req.url ?? "", "http://editor").searchParams.get("format");
      if (format !== "csv" && format !== "json")
        throw new EnquiriesError(400, "format: csv or json");
      const { body, contentType } = await exportEnquiries(req, queryOf(req), format);
      const day = new Date().toISOString().slice(0, 10);
      return new Response(body, {
        headers: {
          "Content-Type": contentType,
          "Content-Disposition": `attachment; filename="enquiries-${day}.${format}"`,
          "Cache-Control": "no-store",
        },
      });
    }),
  },
  {
    path: "/enquiries/dashboard",
    method: "get",
    handler: handled(async (req) => ok(await enquiryDashboard(req.user))),
  },
  {
    path: "/enquiries/:id",
    method: "get",
    handler: handled(async (req) => ok(await showEnquiry(req, idOf(req)))),
  },
  {
    path: "/enquiries/:id",
    method: "patch",
    handler: handled(async (req) => {
      const body: unknown = await req.json?.().catch(() => undefined);
      const change = enquiryChangeSchema.safeParse(body);
      if (!change.success) {
        const issue = change.error.issues[0]!;
        throw new EnquiriesError(400, `${issue.path.join(".") || "change"}: ${issue.message}`);
      }
      return ok(await changeEnquiry(req, idOf(req), change.data));
    }),
  },
  {
    path: "/enquiries/:id",
    method: "delete",
    handler: handled(async (req) => ok({ erased: await eraseEnquiry(req, idOf(req)) })),
  },
];

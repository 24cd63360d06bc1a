/* Payload's REST API, as its generator writes it. */
import config from "@payload-config";
import { getPayload } from "payload";
import "@payloadcms/next/css";
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from "@payloadcms/next/routes";

const get = REST_GET(config);

/**
 * Payload's REST API; its map of permissions (`/api/access`) only for a signed-in person: to anyone
 * else it would describe every collection, field and rule.
 */
export async function GET(request: Request, context: { params: Promise<{ slug?: string[] }> }) {
  const { slug } = await context.params;
  if (slug?.join("/") === "access") {
    const { user } = await (await getPayload({ config })).auth({ headers: request.headers });
    if (!user)
      return Response.json(
        { errors: [{ message: "Sign in to see what you may do." }] },
        { status: 401, headers: { "Cache-Control": "no-store" } },
      );
  }
  return get(request, context);
}
export const POST = REST_POST(config);
export const DELETE = REST_DELETE(config);
export const PATCH = REST_PATCH(config);
export const PUT = REST_PUT(config);
export const OPTIONS = REST_OPTIONS(config);

import { cookies, draftMode } from "next/headers";
import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { readPreviewToken, sitePath } from "@/lib/preview-token";
import { getConfig } from "@/server/config";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const refusal = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * The editor's Preview button: `/preview?token=…` (signed by the editor for one person and one
 * page, lib/preview-token.ts) turns on draft mode and opens that page, which then shows the
 * editor's drafts; `/preview?exit` turns it off. Only on the preview instance: a public one (no
 * PREVIEW_SECRET) answers its 404 page here (proxy.ts).
 */
export async function GET(request: NextRequest) {
  const { PREVIEW_SECRET } = getConfig();
  const params = request.nextUrl.searchParams;
  const draft = await draftMode();
  if (params.has("exit")) {
    draft.disable();
    redirect(sitePath(params.get("path") ?? "/") ?? "/");
  }
  const grant = PREVIEW_SECRET ? readPreviewToken(PREVIEW_SECRET, params.get("token") ?? "") : null;
  if (!grant)
    return refusal(401, "This preview link is not valid: open Preview from the editor again.");
  const path = sitePath(grant.path);
  if (!path) return refusal(400, "The page to preview must be a path on this site, as /insights.");
  draft.enable();
  // Next.js marks its draft cookie Secure and SameSite=None, which a browser drops over plain HTTP
  // (a preview instance on a private name): the same cookie, Secure over HTTPS only, and Lax.
  const jar = await cookies();
  const bypass = jar.get("__prerender_bypass");
  if (bypass)
    jar.set("__prerender_bypass", bypass.value, {
      httpOnly: true,
      path: "/",
      sameSite: "lax",
      secure: request.nextUrl.protocol === "https:",
    });
  redirect(path);
}

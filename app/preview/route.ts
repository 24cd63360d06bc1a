import { createHash, timingSafeEqual } from "node:crypto";
import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { getConfig } from "@/server/config";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * The editor's Preview button: `/preview?secret=…&path=/ar/case-study-twarrad` turns on draft mode
 * and opens the page, which then shows the editor's draft; `&exit` turns it off. Only on the
 * preview instance: a public one (no PREVIEW_SECRET) answers its 404 page here (proxy.ts).
 */
export async function GET(request: NextRequest) {
  const { PREVIEW_SECRET } = getConfig();
  const params = request.nextUrl.searchParams;
  const secret = params.get("secret") ?? "";
  if (!PREVIEW_SECRET || !timingSafeEqual(digest(secret), digest(PREVIEW_SECRET)))
    return new Response("This preview link is not valid: open Preview from the editor again.", {
      status: 401,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const path = params.get("path") ?? "/";
  // A path on this site only.
  if (!/^\/(?!\/)/.test(path))
    return new Response("The page to preview must be a path on this site, as /insights.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const draft = await draftMode();
  if (params.has("exit")) draft.disable();
  else draft.enable();
  redirect(path);
}

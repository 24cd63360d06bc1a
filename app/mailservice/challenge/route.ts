import { handleChallengeRequest } from "@/server/challenge";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** A fresh ALTCHA challenge for the widget (`challenge` attribute = this URL). */
export function GET() {
  return handleChallengeRequest();
}

import { readiness } from "@/server/health";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export function GET() {
  return readiness();
}
